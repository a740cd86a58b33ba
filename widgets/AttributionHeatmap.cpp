#include "widgets/AttributionHeatmap.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGlyphRun>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>
#include <QRawFont>
#include <QScrollArea>
#include <QTextLayout>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

#include "text/Akshara.h"
#include "text/TableExport.h"
#include "text/WordSegmenter.h"
#include "widgets/ColorScale.h"
#include "widgets/ItemCopy.h"
#include "widgets/PlotExport.h"

namespace akshara::widgets {
namespace {

// Shading never goes darker than this share of the scale, so black text stays readable.
constexpr double kShadeStrength = 0.65;

std::u32string toU32(const QString& text) {
    const QList<uint> ucs4 = text.toUcs4();
    return std::u32string(ucs4.begin(), ucs4.end());
}

// UTF-16 offset of every code point index (size + 1 entries).
std::vector<int> utf16Offsets(const QString& text) {
    std::vector<int> offsets;
    for (int i = 0; i < text.size(); ++i) {
        offsets.push_back(i);
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
    }
    offsets.push_back(int(text.size()));
    return offsets;
}

// Widens each span to whole syllables; overlapping results keep the larger |score|.
std::vector<AttributionSpan> snapToSyllables(const QString& text,
                                             const std::vector<AttributionSpan>& spans) {
    const std::vector<int> bounds = aksharaBoundaries(text);
    std::vector<AttributionSpan> result;
    for (AttributionSpan span : spans) {
        span.start = std::clamp(span.start, 0, int(text.size()));
        span.end = std::clamp(span.end, span.start, int(text.size()));
        auto lo = std::upper_bound(bounds.begin(), bounds.end(), span.start);
        span.start = *(lo - 1);
        span.end = *std::lower_bound(bounds.begin(), bounds.end(), span.end);
        if (span.end <= span.start)
            continue;
        if (!result.empty() && result.back().end > span.start) {
            AttributionSpan& previous = result.back();
            if (std::abs(span.score) > std::abs(previous.score))
                previous.score = span.score;
            previous.end = std::max(previous.end, span.end);
            continue;
        }
        result.push_back(span);
    }
    return result;
}

// The drawing's margin, and the fonts of a panel's text and heading from the widget's font:
// what paint() draws with and toolTipAt() finds the words by.
constexpr int kMargin = 10;

QFont panelTextFont(QFont font) {
    font.setPointSizeF(font.pointSizeF() * 1.5);
    return font;
}

QFont panelHeadingFont(QFont font) {
    font.setBold(true);
    return font;
}

// Lays `text` out in lines of `width` as the heatmap draws it; returns the height taken.
qreal layOut(QTextLayout& layout, const QFont& font, int width) {
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.setCacheEnabled(true);
    layout.beginLayout();
    qreal lineY = 0;
    const qreal lineSpacing = QFontMetricsF(font).lineSpacing() * 1.25;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, lineY));
        lineY += lineSpacing;
    }
    layout.endLayout();
    return lineY;
}

// The most of a text the heatmap lays out: a paragraph is a few thousand characters, and a
// text of hundreds of thousands (a damaged or hand-made run) took minutes to lay out at each
// resize.
constexpr int kMostShownCharacters = 20000;

// `spans` within [0, end): those past it dropped, one across it cut there.
void cutSpans(std::vector<AttributionSpan>& spans, int end) {
    std::vector<AttributionSpan> kept;
    for (AttributionSpan span : spans) {
        if (span.start >= end)
            continue;
        span.end = std::min(span.end, end);
        kept.push_back(span);
    }
    spans = std::move(kept);
}

// `text` cut to its syllables that end within kMostShownCharacters; its length when shorter.
int shownLength(const QString& text) {
    if (text.size() <= kMostShownCharacters)
        return int(text.size());
    // The syllables of the first part alone: the text's own may run to hundreds of thousands.
    const std::vector<int> bounds = aksharaBoundaries(text.left(kMostShownCharacters + 64));
    const auto last = std::upper_bound(bounds.begin(), bounds.end(), kMostShownCharacters);
    return *std::prev(last);
}

QColor shade(double score, double limit, bool isSigned) {
    return scoreColor(isSigned ? score * kShadeStrength : std::abs(score) * kShadeStrength, limit,
                      isSigned ? ColorScaleKind::Diverging : ColorScaleKind::Sequential);
}

}  // namespace

std::vector<AttributionSpan> wordSpans(const QString& text) {
    const std::vector<int> offsets = utf16Offsets(text);
    std::vector<AttributionSpan> spans;
    for (const text::Token& token : text::words(toU32(text)))
        spans.push_back({offsets[token.start], offsets[token.end], 0.0});
    return spans;
}

std::vector<int> aksharaBoundaries(const QString& text) {
    const std::vector<int> offsets = utf16Offsets(text);
    std::vector<int> bounds{0};
    for (const text::TextSpan& span : text::aksharaSpans(toU32(text)))
        bounds.push_back(offsets[span.end()]);
    if (bounds.back() != int(text.size()))
        bounds.push_back(int(text.size()));
    return bounds;
}

std::vector<std::pair<int, int>> changedRanges(const QString& original, const QString& changed) {
    const std::vector<int> a = aksharaBoundaries(original);
    const std::vector<int> b = aksharaBoundaries(changed);
    const std::size_t n = a.size() - 1, m = b.size() - 1;
    auto unitA = [&](std::size_t i) { return QStringView(original).mid(a[i], a[i + 1] - a[i]); };
    auto unitB = [&](std::size_t j) { return QStringView(changed).mid(b[j], b[j + 1] - b[j]); };
    std::vector<bool> kept(m, false);
    // The syllables the two texts begin and end with alike are kept; what lies between is
    // aligned below.
    std::size_t head = 0, tail = 0;
    while (head < n && head < m && unitA(head) == unitB(head))
        kept[head++] = true;
    while (tail < n - head && tail < m - head && unitA(n - 1 - tail) == unitB(m - 1 - tail))
        kept[m - 1 - tail++] = true;
    const std::size_t rows = n - head - tail, columns = m - head - tail;
    // The fewest edits from the syllables between to the changed ones: a syllable inserted or
    // deleted costs 1, one substituted 2 (so that, without swaps, the syllables kept are a
    // longest common subsequence), two neighbours swapped 1 (the swap operator's edit: both
    // are changed; as a deletion and an insertion only one would be). In a table of (rows +
    // 1) x (columns + 1): a damaged run's text of a million syllables would ask for
    // terabytes. Past a few million cells the whole middle is marked changed.
    constexpr std::size_t kMostCells = std::size_t(1) << 22;
    if (rows > 0 && columns > 0 && (rows + 1) * (columns + 1) <= kMostCells) {
        const std::size_t endA = head + rows, endB = head + columns;
        std::vector<int> cost((rows + 1) * (columns + 1), 0);
        const auto at = [&](std::size_t i, std::size_t j) -> int& {
            return cost[(i - head) * (columns + 1) + (j - head)];
        };
        const auto swapped = [&](std::size_t i, std::size_t j) {
            return i + 1 < endA && j + 1 < endB && unitA(i) == unitB(j + 1) &&
                   unitA(i + 1) == unitB(j) && unitA(i) != unitA(i + 1);
        };
        for (std::size_t i = endA + 1; i-- > head;) {
            for (std::size_t j = endB + 1; j-- > head;) {
                if (i == endA || j == endB) {
                    at(i, j) = int((endA - i) + (endB - j));
                    continue;
                }
                int best = std::min({at(i + 1, j) + 1, at(i, j + 1) + 1, at(i + 1, j + 1) + 2});
                if (unitA(i) == unitB(j))
                    best = std::min(best, at(i + 1, j + 1));
                if (swapped(i, j))
                    best = std::min(best, at(i + 2, j + 2) + 1);
                at(i, j) = best;
            }
        }
        for (std::size_t i = head, j = head; i < endA && j < endB;) {
            if (unitA(i) == unitB(j) && at(i, j) == at(i + 1, j + 1)) {
                kept[j] = true;
                ++i, ++j;
            } else if (swapped(i, j) && at(i, j) == at(i + 2, j + 2) + 1) {
                i += 2, j += 2;  // both changed
            } else if (at(i, j) == at(i + 1, j) + 1) {
                ++i;
            } else if (at(i, j) == at(i, j + 1) + 1) {
                ++j;
            } else {
                ++i, ++j;  // substituted
            }
        }
    }
    std::vector<std::pair<int, int>> ranges;
    for (std::size_t j = 0; j < m; ++j) {
        if (kept[j] || unitB(j).trimmed().isEmpty())
            continue;
        if (!ranges.empty() && ranges.back().second == b[j])
            ranges.back().second = b[j + 1];
        else
            ranges.emplace_back(b[j], b[j + 1]);
    }
    return ranges;
}

class AttributionCanvas : public QWidget {
public:
    explicit AttributionCanvas(AttributionHeatmap* owner) : QWidget(owner), owner_(owner) {
        setBackgroundRole(QPalette::Base);
        setAutoFillBackground(true);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return owner_->paint(nullptr, width); }
    QSize sizeHint() const override { return {600, heightForWidth(600)}; }

protected:
    bool event(QEvent* event) override {
        // Each word's score on hover: the shades alone tell no number, and not apart for
        // everyone.
        if (event->type() == QEvent::ToolTip) {
            const auto* help = static_cast<QHelpEvent*>(event);
            const QString tip = owner_->toolTipAt(help->pos());
            if (tip.isEmpty()) {
                QToolTip::hideText();
                event->ignore();
            } else {
                QToolTip::showText(help->globalPos(), tip, this);
            }
            return true;
        }
        return QWidget::event(event);
    }
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        owner_->paint(&painter, width());
    }
    void resizeEvent(QResizeEvent*) override { setMinimumHeight(heightForWidth(width())); }

private:
    AttributionHeatmap* owner_;
};

QString AttributionHeatmap::scoresText() const {
    std::string out = text::tsvLine({tr("Text").toStdString(), tr("Word").toStdString(),
                                     tr("Score").toStdString()}) +
                      '\n';
    const QLocale numbers = clipboardLocale();
    for (const Panel& panel : panels()) {
        for (const AttributionSpan& span : panel.spans) {
            out += text::tsvLine({panel.heading.toStdString(),
                                  panel.text.mid(span.start, span.end - span.start).toStdString(),
                                  numbers.toString(span.score, 'g', 6).toStdString()}) +
                   '\n';
        }
    }
    return QString::fromStdString(out);
}

AttributionHeatmap::AttributionHeatmap(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    methodBox_ = new QComboBox(this);
    classBox_ = new QComboBox(this);
    // Each example refills the boxes: a longer method or class name than the first shown
    // widens them rather than being cut.
    methodBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    classBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* methodLabel = new QLabel(tr("&Method:"), this);
    methodLabel->setBuddy(methodBox_);
    auto* classLabel = new QLabel(tr("&Target class:"), this);
    classLabel->setBuddy(classBox_);
    subwordBox_ = new QCheckBox(tr("&Subwords"), this);
    allMethodsBox_ = new QCheckBox(tr("&All methods"), this);
    bar->addWidget(methodLabel);
    bar->addWidget(methodBox_);
    bar->addWidget(classLabel);
    bar->addWidget(classBox_);
    bar->addWidget(subwordBox_);
    bar->addWidget(allMethodsBox_);
    bar->addStretch();
    layout->addLayout(bar);
    canvas_ = new AttributionCanvas(this);
    canvas_->setObjectName(QStringLiteral("canvas"));
    canvas_->setAccessibleName(tr("Word importance"));
    scroll_ = new QScrollArea(this);
    // The scroll area takes the focus: a screen reader reads its name and description.
    scroll_->setAccessibleName(canvas_->accessibleName());
    scroll_->setWidget(canvas_);
    scroll_->setWidgetResizable(true);
    scroll_->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(scroll_, 1);
    addCopyShortcut(this, [this] { return panels().empty() ? QString() : scoresText(); });
    connect(methodBox_, &QComboBox::currentTextChanged, this, [this](const QString& method) {
        refresh();
        Q_EMIT methodChanged(method);
    });
    connect(classBox_, &QComboBox::currentTextChanged, this, [this](const QString& cls) {
        refresh();
        Q_EMIT targetClassChanged(cls);
    });
    connect(subwordBox_, &QCheckBox::toggled, this, [this](bool on) {
        refresh();
        Q_EMIT granularityChanged(on);
    });
    connect(allMethodsBox_, &QCheckBox::toggled, this, [this](bool on) {
        methodBox_->setEnabled(!on);
        refresh();
    });
}

QSize AttributionHeatmap::sizeHint() const {
    return {720, 360};
}

void AttributionHeatmap::setExample(const AttributionExample& example) {
    example_ = example;
    // Compared whole: texts cut at different places would differ at their ends.
    changed_ = example.adversarialText.isEmpty()
                   ? std::vector<std::pair<int, int>>{}
                   : changedRanges(example.text, example.adversarialText);
    const int originalLength = int(example_.text.size());
    const int adversarialLength = int(example_.adversarialText.size());
    const int shown = shownLength(example_.text),
              adversarialShown = shownLength(example_.adversarialText);
    if (shown < originalLength || adversarialShown < adversarialLength) {
        example_.text.truncate(shown);
        example_.adversarialText.truncate(adversarialShown);
        for (AttributionResult& r : example_.results) {
            cutSpans(r.words, shown);
            cutSpans(r.subwords, shown);
            cutSpans(r.adversarialWords, adversarialShown);
            cutSpans(r.adversarialSubwords, adversarialShown);
        }
        std::vector<std::pair<int, int>> changed;
        for (auto [start, end] : changed_)
            if (start < adversarialShown)
                changed.emplace_back(start, std::min(end, adversarialShown));
        changed_ = std::move(changed);
        const bool originalCut = shown < originalLength;
        const QString cut = tr("Only the first %L1 of the text's %L2 characters are shown.")
                                .arg(originalCut ? shown : adversarialShown)
                                .arg(originalCut ? originalLength : adversarialLength);
        example_.note = example_.note.isEmpty() ? cut : example_.note + QLatin1Char(' ') + cut;
    }
    QStringList methods, classes;
    for (const AttributionResult& r : example_.results) {
        if (!methods.contains(r.method))
            methods << r.method;
        if (!classes.contains(r.targetClass))
            classes << r.targetClass;
    }
    {
        const QSignalBlocker b1(methodBox_), b2(classBox_);
        const QString method = methodBox_->currentText(), cls = classBox_->currentText();
        methodBox_->clear();
        methodBox_->addItems(methods);
        classBox_->clear();
        classBox_->addItems(classes);
        if (methods.contains(method))
            methodBox_->setCurrentText(method);
        if (classes.contains(cls))
            classBox_->setCurrentText(cls);
    }
    // Results with word scores only (attack runs rank words): nothing to show per subword.
    bool subwords = false;
    for (const AttributionResult& r : example_.results)
        subwords = subwords || !r.subwords.empty() || !r.adversarialSubwords.empty();
    subwordBox_->setEnabled(subwords);
    subwordBox_->setToolTip(subwords ? tr("Shade each subword token instead of each word.")
                                     : tr("These results hold word scores only: there are no "
                                          "subword scores to show."));
    refresh();
}

QStringList AttributionHeatmap::methods() const {
    QStringList list;
    for (int i = 0; i < methodBox_->count(); ++i)
        list << methodBox_->itemText(i);
    return list;
}

QStringList AttributionHeatmap::targetClasses() const {
    QStringList list;
    for (int i = 0; i < classBox_->count(); ++i)
        list << classBox_->itemText(i);
    return list;
}

QString AttributionHeatmap::currentMethod() const {
    return methodBox_->currentText();
}
QString AttributionHeatmap::currentTargetClass() const {
    return classBox_->currentText();
}
void AttributionHeatmap::setCurrentMethod(const QString& method) {
    methodBox_->setCurrentText(method);
}
void AttributionHeatmap::setCurrentTargetClass(const QString& cls) {
    classBox_->setCurrentText(cls);
}
void AttributionHeatmap::setSubwordGranularity(bool subwords) {
    subwordBox_->setChecked(subwords);
}
bool AttributionHeatmap::subwordGranularity() const {
    return subwordBox_->isChecked() && subwordBox_->isEnabled();
}
void AttributionHeatmap::setAllMethods(bool all) {
    allMethodsBox_->setChecked(all);
}
bool AttributionHeatmap::allMethods() const {
    return allMethodsBox_->isChecked();
}

void AttributionHeatmap::refresh() {
    canvas_->setMinimumHeight(canvas_->heightForWidth(std::max(canvas_->width(), 200)));
    canvas_->updateGeometry();
    canvas_->update();
    // What a screen reader says of the drawing: each panel's heading and its words (or
    // subwords) in order, each with its score.
    QStringList panelTexts;
    for (const Panel& panel : panels()) {
        QStringList scored;
        for (const AttributionSpan& span : panel.spans) {
            scored << panel.text.mid(span.start, span.end - span.start) + QLatin1Char(' ') +
                          QString::number(span.score, 'f', 2);
        }
        panelTexts << panel.heading + QStringLiteral(": ") + scored.join(QStringLiteral(", "));
    }
    canvas_->setAccessibleDescription(panelTexts.join(QStringLiteral("; ")));
    scroll_->setAccessibleDescription(canvas_->accessibleDescription());
}

std::vector<AttributionHeatmap::Panel> AttributionHeatmap::panels() const {
    std::vector<Panel> result;
    const bool subwords = subwordGranularity();
    const bool attack = !example_.adversarialText.isEmpty();
    for (const AttributionResult& r : example_.results) {
        if (r.targetClass != currentTargetClass())
            continue;
        if (!allMethods() && r.method != currentMethod())
            continue;
        auto makePanel = [&](const QString& heading, const QString& text,
                             const std::vector<AttributionSpan>& spans) {
            Panel panel;
            panel.heading = heading;
            panel.text = text;
            panel.spans = snapToSyllables(text, spans);
            for (const AttributionSpan& s : panel.spans)
                panel.limit = std::max(panel.limit, std::abs(s.score));
            return panel;
        };
        const QString heading = tr("%1 → %2").arg(r.method, r.targetClass);
        result.push_back(makePanel(attack ? tr("%1, original").arg(heading) : heading,
                                   example_.text, subwords ? r.subwords : r.words));
        if (attack) {
            Panel adversarial =
                makePanel(tr("%1, adversarial").arg(heading), example_.adversarialText,
                          subwords ? r.adversarialSubwords : r.adversarialWords);
            adversarial.changed = changed_;
            result.push_back(adversarial);
        }
    }
    return result;
}

int AttributionHeatmap::paint(QPainter* painter, int width, bool print, int* usedWidth) const {
    const int margin = kMargin;
    const int textWidth = std::max(100, width - 2 * margin);
    // How far right anything is drawn: the texts', headings' and legend's widest.
    int used = 0;
    const auto uses = [&used](qreal w) { used = std::max(used, int(std::ceil(w))); };
    const auto finished = [&](int height) {
        if (usedWidth)
            *usedWidth = used + 2 * margin;
        return height;
    };
    const QFont textFont = panelTextFont(font());
    const QFont headingFont = panelHeadingFont(font());
    const QFontMetrics headingMetrics(headingFont);
    const QColor textColor = print ? QColor(Qt::black) : palette().color(QPalette::Text);
    // The caption in a quieter shade of the text colour, readable on either theme.
    QColor captionColor = textColor;
    captionColor.setAlphaF(0.7);
    int y = margin;
    const std::vector<Panel> drawn = panels();
    if (drawn.empty() && example_.results.empty() && !example_.note.isEmpty()) {
        // Why the example has no scores, then its text in the panels' size.
        const int flags = Qt::AlignLeft | Qt::TextWordWrap;
        const QRect noteBox =
            QFontMetrics(font()).boundingRect(QRect(margin, y, textWidth, 0), flags, example_.note);
        const QRect noteRect(margin, y, textWidth, noteBox.height());
        y += noteBox.height() + margin;
        const QRect textBox = QFontMetrics(textFont).boundingRect(QRect(margin, y, textWidth, 0),
                                                                  flags, example_.text);
        const QRect textRect(margin, y, textWidth, textBox.height());
        uses(textWidth);
        if (painter) {
            painter->setPen(textColor);
            painter->drawText(noteRect, flags, example_.note);
            painter->setFont(textFont);
            painter->drawText(textRect, flags, example_.text);
            painter->setFont(font());
        }
        return finished(y + textBox.height() + margin);
    }
    if (drawn.empty()) {
        uses(textWidth);
        if (painter) {
            painter->setPen(textColor);
            painter->drawText(QRect(margin, y, textWidth, headingMetrics.height()), Qt::AlignLeft,
                              tr("No attribution for this method and class."));
        }
        return finished(y + headingMetrics.height() + margin);
    }
    for (const Panel& panel : drawn) {
        uses(headingMetrics.horizontalAdvance(panel.heading));
        if (painter) {
            painter->setFont(headingFont);
            painter->setPen(textColor);
            painter->drawText(QRect(margin, y, textWidth, headingMetrics.height()),
                              Qt::AlignLeft | Qt::AlignVCenter, panel.heading);
        }
        y += headingMetrics.height() + 4;
        QTextLayout layout(panel.text, textFont);
        const qreal lineY = layOut(layout, textFont, textWidth);
        for (int i = 0; i < layout.lineCount(); ++i)
            uses(layout.lineAt(i).naturalTextWidth() + 2);  // the shading's edge past it
        const QPointF origin(margin, y);
        if (painter) {
            painter->setRenderHint(QPainter::Antialiasing);
            auto forEachRect = [&](int start, int end, auto&& draw) {
                for (int i = 0; i < layout.lineCount(); ++i) {
                    const QTextLine line = layout.lineAt(i);
                    const int lineStart = line.textStart(), lineEnd = lineStart + line.textLength();
                    const int s = std::max(start, lineStart), e = std::min(end, lineEnd);
                    if (s >= e)
                        continue;
                    qreal x1 = line.cursorToX(s), x2 = line.cursorToX(e);
                    // Cursor positions stop at Qt's syllables (Tamil ண்றா is one); the glyphs
                    // of the characters give the exact extent of a range inside one.
                    qreal lo = std::numeric_limits<qreal>::max(), hi = -lo;
                    for (const QGlyphRun& run : layout.glyphRuns(s, e - s)) {
                        const QList<QPointF> positions = run.positions();
                        const QList<QPointF> advances =
                            run.rawFont().advancesForGlyphIndexes(run.glyphIndexes());
                        for (int g = 0; g < positions.size() && g < advances.size(); ++g) {
                            lo = std::min(lo, positions[g].x());
                            hi = std::max(hi, positions[g].x() + advances[g].x());
                        }
                    }
                    if (lo < hi) {
                        x1 = lo;
                        x2 = hi;
                    }
                    draw(QRectF(origin.x() + std::min(x1, x2), origin.y() + line.y(),
                                std::abs(x2 - x1), line.height()));
                }
            };
            // Each shaded word's text in black or white, whichever reads on its shade (the
            // shades are pale near zero, also in the dark theme).
            QList<QTextLayout::FormatRange> onShade;
            for (const AttributionSpan& span : panel.spans) {
                const QColor fill = shade(span.score, panel.limit, example_.signedScores);
                forEachRect(span.start, span.end, [&](const QRectF& r) {
                    painter->setPen(Qt::NoPen);
                    painter->setBrush(fill);
                    painter->drawRoundedRect(r.adjusted(-1, -1, 1, 1), 3, 3);
                });
                QTextLayout::FormatRange range;
                range.start = span.start;
                range.length = span.end - span.start;
                range.format.setForeground(textColorOn(fill));
                onShade << range;
            }
            painter->setPen(textColor);
            layout.draw(painter, origin, onShade);
            // The box's sides within the changed glyphs' extent: letters join their neighbours
            // (Devanagari's headline), and a side drawn past the extent struck through the
            // letter before.
            for (const auto& [start, end] : panel.changed)
                forEachRect(start, end, [&](const QRectF& r) {
                    constexpr qreal pen = 1.5;
                    painter->setPen(QPen(QColor(200, 0, 0), pen));
                    painter->setBrush(Qt::NoBrush);
                    painter->drawRect(r.adjusted(pen / 2, -1, -pen / 2, 1));
                });
        }
        y += int(std::ceil(lineY)) + 12;
    }
    // Legend: the colour scale with its ends.
    const int barWidth = std::min(240, textWidth);
    const int barHeight = 12;
    const QString caption =
        tr("Scores scaled to each method's largest |score|. Boxed: changed syllables.");
    uses(barWidth);
    uses(QFontMetricsF(font()).horizontalAdvance(caption));
    if (painter) {
        QLinearGradient gradient(margin, 0, margin + barWidth, 0);
        for (int i = 0; i <= 10; ++i) {
            const double v = example_.signedScores ? -1.0 + i / 5.0 : i / 10.0;
            gradient.setColorAt(i / 10.0, shade(v, 1.0, example_.signedScores));
        }
        painter->setPen(QPen(Qt::gray));
        painter->setBrush(gradient);
        painter->drawRect(QRect(margin, y, barWidth, barHeight));
        painter->setFont(font());
        painter->setPen(textColor);
        const QFontMetrics fm(font());
        const QRect labels(margin, y + barHeight + 2, barWidth, fm.height());
        painter->drawText(labels, Qt::AlignLeft, example_.signedScores ? tr("against") : tr("0"));
        if (example_.signedScores)
            painter->drawText(labels, Qt::AlignHCenter, tr("0"));
        painter->drawText(labels, Qt::AlignRight,
                          example_.signedScores ? tr("for the class") : tr("largest"));
        painter->setPen(captionColor);
        painter->drawText(QRect(margin, labels.bottom() + 2, textWidth, fm.height()), Qt::AlignLeft,
                          caption);
    }
    y += barHeight + 2 * QFontMetrics(font()).height() + 4;
    if (!example_.note.isEmpty()) {
        const int flags = Qt::AlignLeft | Qt::TextWordWrap;
        const QRect noteBox =
            QFontMetrics(font()).boundingRect(QRect(margin, y, textWidth, 0), flags, example_.note);
        uses(noteBox.width());
        if (painter) {
            painter->setPen(textColor);
            painter->drawText(QRect(margin, y, textWidth, noteBox.height()), flags, example_.note);
        }
        y += noteBox.height() + 4;
    }
    return finished(y + margin);
}

QString AttributionHeatmap::toolTipAt(const QPoint& pos) const {
    // The geometry paint() uses for the panels.
    const int margin = kMargin;
    const int textWidth = std::max(100, canvas_->width() - 2 * margin);
    const QFont textFont = panelTextFont(font());
    const QFont headingFont = panelHeadingFont(font());
    int y = margin;
    for (const Panel& panel : panels()) {
        y += QFontMetrics(headingFont).height() + 4;
        QTextLayout layout(panel.text, textFont);
        const qreal height = layOut(layout, textFont, textWidth);
        const QPointF local(pos.x() - margin, pos.y() - y);
        if (local.y() >= 0 && local.y() < height) {
            for (int i = 0; i < layout.lineCount(); ++i) {
                const QTextLine line = layout.lineAt(i);
                if (local.y() < line.y() || local.y() >= line.y() + line.height() ||
                    local.x() < line.x() || local.x() > line.x() + line.naturalTextWidth()) {
                    continue;
                }
                const int at = line.xToCursor(local.x(), QTextLine::CursorOnCharacter);
                for (const AttributionSpan& span : panel.spans) {
                    if (at >= span.start && at < span.end) {
                        return tr("%1: %2 (%3)")
                            .arg(panel.text.mid(span.start, span.end - span.start),
                                 QString::number(span.score, 'g', 3), panel.heading);
                    }
                }
            }
            return {};
        }
        y += int(std::ceil(height)) + 12;
    }
    return {};
}

bool AttributionHeatmap::exportTo(const QString& path, double scale) const {
    // Laid out as wide as the view (at least 600), then cut to what is drawn: a short
    // example in a wide window left most of the figure white.
    int used = 0;
    paint(nullptr, std::max(canvas_->width(), 600), true, &used);
    const int width = std::min(std::max(canvas_->width(), 600), used);
    const int height = paint(nullptr, width);
    return exportDrawing(path, QSize(width, height), logicalDpiY(), scale * devicePixelRatioF(),
                         tr("Attribution heatmap"),
                         [this, width](QPainter& painter) { paint(&painter, width, true); });
}

}  // namespace akshara::widgets

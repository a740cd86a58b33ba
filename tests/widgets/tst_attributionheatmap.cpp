#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHelpEvent>
#include <QImage>
#include <QScrollArea>
#include <QSet>
#include <QSignalSpy>
#include <QToolTip>
#include <QtTest>

#include <algorithm>

#include "RenderedSvg.h"
#include "Screenshot.h"
#include "TestSupport.h"

#include "widgets/AttributionHeatmap.h"

using namespace akshara::widgets;

namespace {

const QString kHindi = QStringLiteral("यह फ़िल्म बहुत अच्छी थी");
const QString kHindiAdversarial = QStringLiteral("यह फ़िल्म बहूत अछी थी");

// Scores for each word of the text, in the given order.
std::vector<AttributionSpan> scored(const QString& text, const std::vector<double>& scores) {
    std::vector<AttributionSpan> spans = wordSpans(text);
    for (std::size_t i = 0; i < spans.size() && i < scores.size(); ++i)
        spans[i].score = scores[i];
    return spans;
}

AttributionExample hindiExample() {
    AttributionExample example;
    example.text = kHindi;
    AttributionResult ig{QStringLiteral("Integrated Gradients"),
                         QStringLiteral("positive"),
                         scored(kHindi, {0.02, 0.10, 0.35, 0.81, -0.12}),
                         {},
                         {},
                         {}};
    // Subword pieces as a tokenizer cuts them: "अ", "च्", "छी" splits the conjunct च्छी.
    const int a = int(kHindi.indexOf(QStringLiteral("अच्छी")));
    ig.subwords = {{0, 2, 0.01}, {a, a + 1, 0.3}, {a + 1, a + 3, 0.6}, {a + 3, a + 5, 0.2}};
    AttributionResult lime{QStringLiteral("LIME"),
                           QStringLiteral("positive"),
                           scored(kHindi, {-0.05, 0.2, 0.1, 0.9, 0.0}),
                           {},
                           {},
                           {}};
    AttributionResult negative{QStringLiteral("Integrated Gradients"),
                               QStringLiteral("negative"),
                               scored(kHindi, {0.0, -0.1, -0.3, -0.8, 0.1}),
                               {},
                               {},
                               {}};
    example.results = {ig, lime, negative};
    return example;
}

// The Hindi example attacked (बहुत → बहूत, अच्छी → अछी), with Integrated Gradients' scores of
// the adversarial text.
AttributionExample attackedHindiExample() {
    AttributionExample example = hindiExample();
    example.adversarialText = kHindiAdversarial;
    example.results[0].adversarialWords = scored(kHindiAdversarial, {0.0, 0.1, -0.2, -0.6, 0.0});
    return example;
}

}  // namespace

class TestAttributionHeatmap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wordSpansFollowWords() {
        const std::vector<AttributionSpan> spans = wordSpans(kHindi);
        QCOMPARE(int(spans.size()), 5);
        QCOMPARE(kHindi.mid(spans[1].start, spans[1].end - spans[1].start), QStringLiteral("फ़िल्म"));
        QCOMPARE(kHindi.mid(spans[3].start, spans[3].end - spans[3].start), QStringLiteral("अच्छी"));
    }

    void selectorsArePopulatedAndEmit() {
        AttributionHeatmap heatmap;
        heatmap.setExample(hindiExample());
        QCOMPARE(heatmap.methods(),
                 QStringList({QStringLiteral("Integrated Gradients"), QStringLiteral("LIME")}));
        QCOMPARE(heatmap.targetClasses(),
                 QStringList({QStringLiteral("positive"), QStringLiteral("negative")}));
        QSignalSpy methodSpy(&heatmap, &AttributionHeatmap::methodChanged);
        QSignalSpy classSpy(&heatmap, &AttributionHeatmap::targetClassChanged);
        heatmap.setCurrentMethod(QStringLiteral("LIME"));
        QCOMPARE(methodSpy.count(), 1);
        QCOMPARE(methodSpy.at(0).at(0).toString(), QStringLiteral("LIME"));
        QCOMPARE(heatmap.panels().size(), std::size_t(1));
        QCOMPARE(heatmap.panels()[0].spans[3].score, 0.9);
        heatmap.setCurrentTargetClass(QStringLiteral("negative"));
        QCOMPARE(classSpy.count(), 1);
        // LIME has no result for "negative": nothing is drawn for it.
        QVERIFY(heatmap.panels().empty());
    }

    void allMethodsSideBySide() {
        AttributionHeatmap heatmap;
        heatmap.setExample(hindiExample());
        heatmap.setAllMethods(true);
        const auto panels = heatmap.panels();
        QCOMPARE(int(panels.size()), 2);
        QVERIFY(panels[0].heading.contains(QStringLiteral("Integrated Gradients")));
        QVERIFY(panels[1].heading.contains(QStringLiteral("LIME")));
        QCOMPARE(panels[0].limit, 0.81);
    }

    // A screen reader reads each panel shown with its words and their scores, in text order;
    // another method or target class changes what it reads.
    void screenReadersReadTheScores() {
        AttributionHeatmap heatmap;
        heatmap.setExample(hindiExample());
        const QWidget* canvas = heatmap.findChild<QWidget*>(QStringLiteral("canvas"));
        QVERIFY(canvas != nullptr);
        QCOMPARE(canvas->accessibleName(), QStringLiteral("Word importance"));
        const QString description = canvas->accessibleDescription();
        QVERIFY2(description.startsWith(QStringLiteral("Integrated Gradients → positive: ")),
                 qPrintable(description));
        QVERIFY2(description.contains(QStringLiteral("बहुत 0.35, अच्छी 0.81, थी -0.12")),
                 qPrintable(description));
        QVERIFY(!description.contains(QStringLiteral("LIME")));
        heatmap.setAllMethods(true);
        QVERIFY(canvas->accessibleDescription().contains(QStringLiteral("; LIME → positive: ")));
        heatmap.setCurrentTargetClass(QStringLiteral("negative"));
        QVERIFY2(canvas->accessibleDescription().contains(QStringLiteral("अच्छी -0.80")),
                 qPrintable(canvas->accessibleDescription()));
        // The widget the keyboard reaches (the scroll area around the drawing) says the same.
        const auto* scroll = heatmap.findChild<QScrollArea*>();
        QVERIFY(scroll != nullptr && scroll->focusPolicy() == Qt::StrongFocus);
        QCOMPARE(scroll->accessibleName(), QStringLiteral("Word importance"));
        QCOMPARE(scroll->accessibleDescription(), canvas->accessibleDescription());
    }

    // Hovering a word shows its score: the shades alone tell no number.
    void hoverShowsEachWordsScore() {
        AttributionHeatmap heatmap;
        heatmap.resize(800, 400);
        heatmap.setExample(hindiExample());
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        auto* canvas = heatmap.findChild<QWidget*>(QStringLiteral("canvas"));
        QVERIFY(canvas != nullptr);
        QSet<QString> tips;
        QPoint onBest;
        const QString best = QStringLiteral("अच्छी: 0.81 (Integrated Gradients → positive)");
        for (int y = 0; y < canvas->height(); y += 2) {
            for (int x = 0; x < canvas->width(); x += 2) {
                const QString tip = heatmap.toolTipAt({x, y});
                if (!tip.isEmpty()) {
                    tips.insert(tip);
                }
                onBest = tip == best ? QPoint(x, y) : onBest;
            }
        }
        QVERIFY2(tips.contains(best), qPrintable(QStringList(tips.values()).join('\n')));
        QVERIFY(tips.contains(QStringLiteral("थी: -0.12 (Integrated Gradients → positive)")));
        QCOMPARE(tips.size(), 5);  // one per word, nothing for the spaces or the legend
        QVERIFY(heatmap.toolTipAt({1, 1}).isEmpty());
        // The canvas shows it as its tooltip.
        QHelpEvent help(QEvent::ToolTip, onBest, canvas->mapToGlobal(onBest));
        QApplication::sendEvent(canvas, &help);
        QCOMPARE(QToolTip::text(), best);
    }

    void subwordShadingNeverSplitsASyllable() {
        AttributionHeatmap heatmap;
        heatmap.setExample(hindiExample());
        QSignalSpy spy(&heatmap, &AttributionHeatmap::granularityChanged);
        heatmap.setSubwordGranularity(true);
        QCOMPARE(spy.count(), 1);
        const auto panels = heatmap.panels();
        QCOMPARE(int(panels.size()), 1);
        const std::vector<int> bounds = aksharaBoundaries(kHindi);
        for (const AttributionSpan& span : panels[0].spans) {
            QVERIFY(std::find(bounds.begin(), bounds.end(), span.start) != bounds.end());
            QVERIFY(std::find(bounds.begin(), bounds.end(), span.end) != bounds.end());
        }
        // "च्" and "छी" were merged into the syllable "च्छी", keeping the larger score.
        const int a = int(kHindi.indexOf(QStringLiteral("अच्छी")));
        const auto it = std::find_if(panels[0].spans.begin(), panels[0].spans.end(),
                                     [&](const AttributionSpan& s) { return s.start == a + 1; });
        QVERIFY(it != panels[0].spans.end());
        QCOMPARE(kHindi.mid(it->start, it->end - it->start), QStringLiteral("च्छी"));
        QCOMPARE(it->score, 0.6);
    }

    // A text of a hundred thousand syllables with one changed (a damaged or hand-made run):
    // only that one is marked, at once. Texts long and different throughout are marked
    // changed between what they begin and end with alike, rather than compared syllable by
    // syllable in a table of billions of cells (the workbench hung, its memory growing).
    void longTextsAreComparedWithoutATableOfTheirSize() {
        const QString before = QStringLiteral("भारत ").repeated(20000);
        const QString after = QStringLiteral(" देश").repeated(20000);
        const auto one = changedRanges(before + kHindi + after, before + kHindiAdversarial + after);
        QCOMPARE(one.size(), std::size_t(2));
        QCOMPARE(one[0].first, int(before.size() + kHindiAdversarial.indexOf(QStringLiteral("हू"))));
        QCOMPARE(one[1].second,
                 int(before.size() + kHindiAdversarial.indexOf(QStringLiteral("छी")) + 2));
        const QString original = QStringLiteral("कमल ") + QStringLiteral("अ").repeated(3000);
        const QString changed = QStringLiteral("कमल ") + QStringLiteral("अब").repeated(1500);
        const auto whole = changedRanges(original, changed);
        QCOMPARE(whole.size(), std::size_t(1));
        QCOMPARE(whole[0], (std::pair<int, int>{5, int(changed.size())}));
    }

    // A text of 350,000 letters (a damaged run) is laid out only as far as 20,000 characters,
    // whole syllables, and the heatmap says so; laid out whole it took minutes at each resize.
    void aTextTooLongToLayOutIsCutWithANote() {
        AttributionExample example;
        example.text = QStringLiteral("की").repeated(175000);
        example.adversarialText = QStringLiteral("कि").repeated(175000);
        example.results = {{QStringLiteral("LIME"),
                            QStringLiteral("positive"),
                            {{0, 4, 0.5}, {19998, 20004, 0.2}, {30000, 30002, 0.9}},
                            {},
                            {{0, 2, 0.1}},
                            {}}};
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        QCOMPARE(heatmap.example().text.size(), 20000);
        QVERIFY(heatmap.example().text.endsWith(QStringLiteral("की")));
        QCOMPARE(heatmap.example().results[0].words.size(), std::size_t(2));
        QCOMPARE(heatmap.example().results[0].words[1].end, 20000);
        QVERIFY2(heatmap.example().note.contains(QStringLiteral("350,000")),
                 qPrintable(heatmap.example().note));
        QVERIFY(heatmap.findChild<QWidget*>(QStringLiteral("canvas"))->heightForWidth(600) > 0);
    }

    // Texts cut for showing are compared whole: a letter deleted near the start moves the
    // adversarial text's cut one letter on, and that letter, beyond the original's cut, was
    // boxed as changed at the end.
    void cutTextsAreComparedWhole() {
        AttributionExample example;
        example.text = QStringLiteral("कमल ").repeated(7500);
        example.adversarialText = example.text.left(1) + example.text.mid(2);  // कल: म deleted
        example.results = {{QStringLiteral("LIME"),
                            QStringLiteral("positive"),
                            {{0, 3, 0.5}},
                            {},
                            {{0, 2, 0.4}},
                            {}}};
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        const auto panels = heatmap.panels();
        QCOMPARE(panels.size(), std::size_t(2));
        QCOMPARE(panels[1].text.size(), 20000);
        QVERIFY(panels[1].changed.empty());
        QVERIFY2(heatmap.example().note.contains(QStringLiteral("20,000 of the text's 30,000")),
                 qPrintable(heatmap.example().note));
    }

    // The swap operator exchanges two neighbours: both are boxed, not the one a common
    // subsequence leaves out (Urdu فلم → لفم boxed ل alone, Tamil இரு → ருஇ one of two).
    void bothSwappedSyllablesAreChanged() {
        const auto shown = [](const QString& original, const QString& changed) {
            QStringList marked;
            for (const auto& [s, e] : changedRanges(original, changed))
                marked << changed.mid(s, e - s);
            return marked;
        };
        QCOMPARE(shown(QStringLiteral("یہ فلم اچھی تھی"), QStringLiteral("یہ لفم اچھی تھی")),
                 QStringList(QStringLiteral("لف")));
        QCOMPARE(shown(QStringLiteral("இரு நாள்"), QStringLiteral("ருஇ நாள்")),
                 QStringList(QStringLiteral("ருஇ")));
        QCOMPARE(shown(QStringLiteral("मुझे पसंद आई"), QStringLiteral("मुझे संपद आई")),
                 QStringList(QStringLiteral("संप")));
        // One syllable substituted, as before; a swap at the end of a text.
        QCOMPARE(shown(QStringLiteral("औरत"), QStringLiteral("औरथ")),
                 QStringList(QStringLiteral("थ")));
        QCOMPARE(shown(QStringLiteral("कमल"), QStringLiteral("कलम")),
                 QStringList(QStringLiteral("लम")));
        // A swap beside a syllable like the one it moves, with another word changed too: the
        // alignment took the other र, boxed an unchanged one and left ब out.
        QCOMPARE(shown(QStringLiteral("रबर है"), QStringLiteral("बरर हो")),
                 QStringList({QStringLiteral("बर"), QStringLiteral("हो")}));
    }

    // The scores drawn go to a spreadsheet with Ctrl+C: each word of each text with its score,
    // the original's and the adversarial text's.
    void ctrlCCopiesTheScoresShown() {
        AttributionHeatmap heatmap;
        heatmap.setExample(attackedHindiExample());
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowActive(&heatmap));
        const auto panels = heatmap.panels();
        const QStringList lines = heatmap.scoresText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + int(panels[0].spans.size() + panels[1].spans.size()));
        QCOMPARE(lines[0], QStringLiteral("Text\tWord\tScore"));
        QCOMPARE(lines[4], panels[0].heading + QStringLiteral("\tअच्छी\t0.81"));
        QCOMPARE(lines.last(), panels[1].heading + QStringLiteral("\t") +
                                   kHindiAdversarial.split(QLatin1Char(' ')).last() +
                                   QStringLiteral("\t0"));
        QApplication::clipboard()->clear();
        heatmap.findChild<QScrollArea*>()->setFocus();
        QTest::keySequence(&heatmap, QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(), heatmap.scoresText());
    }

    void attackMarksChangedSyllables() {
        const auto ranges = changedRanges(kHindi, kHindiAdversarial);
        QStringList changed;
        for (const auto& [s, e] : ranges)
            changed << kHindiAdversarial.mid(s, e - s);
        QCOMPARE(changed, QStringList({QStringLiteral("हू"), QStringLiteral("छी")}));

        const AttributionExample example = attackedHindiExample();
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        const auto panels = heatmap.panels();
        QCOMPARE(int(panels.size()), 2);
        QCOMPARE(panels[1].text, kHindiAdversarial);
        QCOMPARE(panels[1].changed.size(), std::size_t(2));
        QVERIFY(panels[0].changed.empty());
    }

    void tamilExampleWithAllMethods() {
        const QString tamil = QStringLiteral("இந்த படம் மிகவும் நன்றாக இருந்தது");
        const QString adversarial = QStringLiteral("இந்த படம் மிகவும் நண்றாக இருந்தது");
        const auto spans = wordSpans(tamil);
        QCOMPARE(int(spans.size()), 5);
        QCOMPARE(tamil.mid(spans[3].start, spans[3].end - spans[3].start), QStringLiteral("நன்றாக"));
        AttributionExample example;
        example.text = tamil;
        example.adversarialText = adversarial;
        example.results = {{QStringLiteral("Integrated Gradients"),
                            QStringLiteral("positive"),
                            scored(tamil, {0.05, 0.2, 0.4, 0.9, 0.1}),
                            {},
                            scored(adversarial, {0.05, 0.2, 0.3, -0.4, 0.1}),
                            {}},
                           {QStringLiteral("SHAP"),
                            QStringLiteral("positive"),
                            scored(tamil, {-0.1, 0.3, 0.2, 0.7, 0.0}),
                            {},
                            scored(adversarial, {-0.1, 0.2, 0.1, -0.5, 0.0}),
                            {}}};
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        heatmap.setAllMethods(true);
        const auto panels = heatmap.panels();
        QCOMPARE(int(panels.size()), 4);
        QCOMPARE(panels[1].changed.size(), std::size_t(1));
        const auto range = panels[1].changed[0];
        QCOMPARE(adversarial.mid(range.first, range.second - range.first), QStringLiteral("ண்"));
        heatmap.resize(720, 460);
        akshara::test::saveScreenshot(heatmap, QStringLiteral("attribution-heatmap-tamil"));
    }

    void polishTextIsSegmentedIntoWords() {
        const QString polish = QStringLiteral("Ten film był naprawdę świetny.");
        const auto spans = wordSpans(polish);
        QCOMPARE(int(spans.size()), 5);
        QCOMPARE(polish.mid(spans[4].start, spans[4].end - spans[4].start),
                 QStringLiteral("świetny"));
    }

    // Word scores only (as attack runs have): the Subwords toggle is off and says why, and the
    // words stay shaded.
    void subwordsToggleNeedsSubwordScores() {
        AttributionExample example = hindiExample();
        for (AttributionResult& r : example.results)
            r.subwords.clear();
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        QCheckBox* box = nullptr;
        for (QCheckBox* candidate : heatmap.findChildren<QCheckBox*>())
            if (candidate->text() == QStringLiteral("&Subwords"))
                box = candidate;
        QVERIFY(box);
        QVERIFY(!box->isEnabled());
        QVERIFY(box->toolTip().contains(QStringLiteral("word scores only")));
        heatmap.setSubwordGranularity(true);
        QVERIFY(!heatmap.subwordGranularity());
        const auto panels = heatmap.panels();
        QVERIFY(!panels.empty());
        QCOMPARE(panels[0].spans.size(), std::size_t(5));
        // With subword scores the toggle works again.
        heatmap.setExample(hindiExample());
        QVERIFY(box->isEnabled());
        QVERIFY(heatmap.subwordGranularity());
    }

    // A run with a longer method name after a shorter one: the box widens to show it whole
    // ("Gradient-weighted rollout" was cut to "Gradient-weigł" after "LIME").
    void methodBoxWidensForALongerName() {
        AttributionExample example = hindiExample();
        example.results = {example.results[1]};  // LIME only
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        heatmap.resize(900, 400);
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        const QString longName = QStringLiteral("Gradient-weighted rollout");
        example.results[0].method = longName;
        heatmap.setExample(example);
        QComboBox* box = heatmap.findChildren<QComboBox*>().value(0);
        QVERIFY(box);
        QCOMPARE(box->currentText(), longName);
        QTRY_VERIFY(box->width() > box->fontMetrics().horizontalAdvance(longName));
    }

    // In the dark theme the export still has dark text on its white page.
    void darkThemeExportHasDarkText() {
        AttributionHeatmap heatmap;
        QPalette dark = heatmap.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Window, QColor(45, 45, 45));
        dark.setColor(QPalette::Text, QColor(225, 225, 225));
        dark.setColor(QPalette::WindowText, QColor(225, 225, 225));
        heatmap.setPalette(dark);
        heatmap.setExample(hindiExample());
        heatmap.resize(heatmap.sizeHint());
        const QString png = akshara::test::tempPath(QStringLiteral("heatmap-dark.png"));
        QVERIFY(heatmap.exportTo(png));
        const QImage image(png);
        // The heading above the sentence, on the white page (exports are drawn at twice the
        // size): dark, not the theme's light grey.
        QFont bold = heatmap.font();
        bold.setBold(true);
        const int headingBottom = 2 * (10 + QFontMetrics(bold).height());
        int darkPixels = 0;
        for (int y = 0; y < headingBottom && y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                darkPixels += c.red() < 90 && c.green() < 90 && c.blue() < 90 ? 1 : 0;
            }
        QVERIFY2(darkPixels > 100, qPrintable(QString::number(darkPixels)));
    }

    // A note on the scores shown (words left without one) is drawn under the legend, in the
    // view and in its exports.
    void aNoteOnTheScoresIsDrawn() {
        AttributionHeatmap heatmap;
        heatmap.setExample(hindiExample());
        heatmap.resize(600, heatmap.sizeHint().height());
        const QString plain = akshara::test::tempPath(QStringLiteral("heatmap-plain.png"));
        QVERIFY(heatmap.exportTo(plain, 1.0));
        AttributionExample noted = hindiExample();
        noted.note = QStringLiteral("4 of the 5 words have a score: the others did not fit.");
        heatmap.setExample(noted);
        const QString withNote = akshara::test::tempPath(QStringLiteral("heatmap-note.png"));
        QVERIFY(heatmap.exportTo(withNote, 1.0));
        const QImage before(plain), after(withNote);
        QVERIFY(after.height() > before.height());
        QVERIFY(akshara::test::darkRows(after) > akshara::test::darkRows(before));
    }

    // An exported heatmap is as wide as what it draws: from a wide window, a short example
    // was exported with most of the figure white on its right.
    void anExportIsCutToWhatItDraws() {
        const AttributionExample example = attackedHindiExample();
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        heatmap.resize(1700, heatmap.sizeHint().height());
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        const QString png = akshara::test::tempPath(QStringLiteral("heatmap-wide.png"));
        QVERIFY(heatmap.exportTo(png, 1.0));
        const QImage image(png);
        QVERIFY(!image.isNull());
        int rightmost = -1;
        for (int x = 0; x < image.width(); ++x)
            for (int y = 0; y < image.height(); ++y)
                if (qGray(image.pixel(x, y)) < 250) {
                    rightmost = x;
                    break;
                }
        QVERIFY(rightmost > 100);
        // The margin of 10 on the right, and a pixel or two of rounding.
        QVERIFY2(image.width() - 1 - rightmost <= 14,
                 qPrintable(QStringLiteral("%1 of %2").arg(rightmost).arg(image.width())));
    }

    // The red box of a changed syllable keeps within the syllable's glyphs: Devanagari's
    // letters join, and its sides, drawn three pixels past them, struck through the letter
    // before (ब of बहूत, where हू is changed).
    void theChangedBoxKeepsToItsSyllable() {
        AttributionExample example = hindiExample();
        example.results.resize(1);
        example.results[0].words = scored(kHindi, {0.0, 0.0, 0.0, 0.0, 0.0});  // no red shade
        example.adversarialText = kHindiAdversarial;
        example.results[0].adversarialWords = scored(kHindiAdversarial, {0.0, 0.0, 0.0, 0.0, 0.0});
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        heatmap.resize(heatmap.sizeHint());
        heatmap.show();
        QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
        const QString png = akshara::test::tempPath(QStringLiteral("heatmap-box.png"));
        QVERIFY(heatmap.exportTo(png, 1.0));
        const QImage image(png);
        QVERIFY(!image.isNull());
        // The columns holding red, in runs.
        QList<std::pair<int, int>> runs;
        for (int x = 0; x < image.width(); ++x) {
            bool red = false;
            for (int y = 0; y < image.height() && !red; ++y) {
                const QColor c = image.pixelColor(x, y);
                red = c.red() > 150 && c.red() - c.green() > 60 && c.red() - c.blue() > 60;
            }
            if (red && !runs.isEmpty() && runs.last().second == x - 1)
                runs.last().second = x;
            else if (red)
                runs << std::pair{x, x};
        }
        // The first is हू's box (छी's is next, then the red end of the colour scale).
        QVERIFY(runs.size() >= 2);
        QFont font = heatmap.font();
        font.setPointSizeF(font.pointSizeF() * 1.5);  // the panels' text, as drawn
        const QFontMetricsF metrics(font);
        const qreal syllable = metrics.horizontalAdvance(QStringLiteral("हू"));
        const int box = runs[0].second - runs[0].first + 1;
        QVERIFY2(box <= syllable + 2,
                 qPrintable(QStringLiteral("a box %1 wide around %2").arg(box).arg(syllable)));
    }

    void exportsPngSvgAndPdf() {
        const AttributionExample example = attackedHindiExample();
        AttributionHeatmap heatmap;
        heatmap.setExample(example);
        heatmap.resize(heatmap.sizeHint());
        heatmap.show();
        const QString png = akshara::test::tempPath(QStringLiteral("heatmap.png"));
        const QString svg = akshara::test::tempPath(QStringLiteral("heatmap.svg"));
        QVERIFY(heatmap.exportTo(png));
        QVERIFY(heatmap.exportTo(svg));
        QVERIFY(!heatmap.exportTo(akshara::test::tempPath(QStringLiteral("heatmap.bmpx"))));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() <= 1200);  // 2x scale of at most 600 logical pixels
        // The word with the largest positive score is shaded red somewhere in the picture.
        bool red = false;
        for (int y = 0; y < image.height() && !red; y += 2)
            for (int x = 0; x < image.width() && !red; x += 2) {
                const QColor c = image.pixelColor(x, y);
                red = c.red() > 200 && c.green() < 120 && c.blue() < 120;
            }
        QVERIFY(red);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
        // The SVG's text is as large against the drawing as the picture's: the rows of text
        // (dark pixels) span the same height.
        const QString onePng = akshara::test::tempPath(QStringLiteral("heatmap-1x.png"));
        QVERIFY(heatmap.exportTo(onePng, 1.0 / heatmap.devicePixelRatioF()));
        const QImage picture(onePng);
        const QImage rendered = akshara::test::renderedSvg(svg, picture.size());
        QVERIFY(!rendered.isNull());
        using akshara::test::darkRows;
        const int expected = darkRows(picture);
        QVERIFY(expected > 20);
        QVERIFY2(std::abs(darkRows(rendered) - expected) <= expected / 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(darkRows(rendered)).arg(expected)));
        // So is the text of the picture at twice the size (it was drawn twice as large again,
        // cut off and overlapping).
        const QImage twice =
            akshara::test::scaledDown(image, image.width() / double(picture.width()));
        using akshara::test::darkPixels;
        QVERIFY2(
            std::abs(darkPixels(twice) - darkPixels(picture)) <= darkPixels(picture) / 5,
            qPrintable(QStringLiteral("%1 vs %2").arg(darkPixels(twice)).arg(darkPixels(picture))));
        // A PDF carries the fonts of the Devanagari text it draws.
        const QString pdf = akshara::test::tempPath(QStringLiteral("heatmap.pdf"));
        QVERIFY(heatmap.exportTo(pdf));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfBytes = pdfFile.readAll();
        QVERIFY(pdfBytes.startsWith("%PDF-"));
        QVERIFY(pdfBytes.contains("/FontFile"));
        QVERIFY(!heatmap.exportTo(akshara::test::tempPath(QStringLiteral("no-folder/h.pdf"))));
        akshara::test::saveScreenshot(heatmap, QStringLiteral("attribution-heatmap"));
    }
};

QTEST_MAIN(TestAttributionHeatmap)
#include "tst_attributionheatmap.moc"

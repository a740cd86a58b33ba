#include "widgets/PlotExport.h"

#include <qcustomplot.h>
#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "common/Error.h"
#include "common/FileIo.h"
#include "text/TableExport.h"

namespace akshara::widgets {

namespace {

// A font of `points` printed size. Figures are laid out in points (one layout unit per point),
// so the size is given in layout units, whatever the resolution of the target.
QFont sized(QFont font, int points) {
    font.setPixelSize(std::max(1, points));
    return font;
}

// `words` broken into `lines` lines, in their order, whose longest is as short as it can be.
QStringList balancedLines(const QStringList& words, int lines, const QFontMetrics& metrics) {
    const int n = int(words.size());
    const auto width = [&](int from, int to) {
        return metrics.horizontalAdvance(words.mid(from, to - from).join(QLatin1Char(' ')));
    };
    // longest[k][j]: the shortest longest line of the first j words in k lines; start[k][j]:
    // where the last of those lines begins.
    constexpr int kNone = std::numeric_limits<int>::max();
    std::vector<std::vector<int>> longest(std::size_t(lines) + 1,
                                          std::vector<int>(std::size_t(n) + 1, kNone));
    auto start = longest;
    longest[0][0] = 0;
    for (int k = 1; k <= lines; ++k)
        for (int j = k; j <= n; ++j)
            for (int i = k - 1; i < j; ++i) {
                const int before = longest[std::size_t(k - 1)][std::size_t(i)];
                if (before == kNone)
                    continue;
                const int candidate = std::max(before, width(i, j));
                if (candidate < longest[std::size_t(k)][std::size_t(j)]) {
                    longest[std::size_t(k)][std::size_t(j)] = candidate;
                    start[std::size_t(k)][std::size_t(j)] = i;
                }
            }
    QStringList broken;
    for (int k = lines, j = n; k > 0; --k) {
        const int i = start[std::size_t(k)][std::size_t(j)];
        broken.prepend(words.mid(i, j - i).join(QLatin1Char(' ')));
        j = i;
    }
    return broken;
}

// Lays the plot out for print at one size while it lives: fonts, pens and markers scaled to the
// figure, the legend in a row below the axes (in as many columns as fit) so that it hides no
// data. Everything changed is put back when it goes.
class PublicationLayout {
public:
    PublicationLayout(QCustomPlot& plot, int widthPt, int heightPt) : plot_(plot) {
        QPalette paper;
        paper.setColor(QPalette::Base, Qt::white);
        paper.setColor(QPalette::Text, Qt::black);
        colourPlotFrame(plot_, paper);
        // About 8 pt for a one-column figure (3.5 x 2.6 in), up to 11 pt for a full page width.
        fontPt_ = std::clamp(int(std::lround(std::min(widthPt, heightPt * 4 / 3) / 30.0)), 7, 11);
        smallPt_ = std::max(6, fontPt_ - 1);
        const double penScale = std::clamp(fontPt_ / 10.0, 0.6, 1.1);

        // The screen's 15-point minimum margins around the data would waste a small figure.
        axisMargins_ = plot_.axisRect()->minimumMargins();
        plot_.axisRect()->setMinimumMargins(QMargins(4, 4, 8, 4));
        for (QCPAxis* axis : plot_.axisRect()->axes()) {
            axes_.push_back({axis, axis->labelFont(), axis->tickLabelFont()});
            axis->setLabelFont(sized(axis->labelFont(), fontPt_));
            axis->setTickLabelFont(sized(axis->tickLabelFont(), smallPt_));
        }
        for (QCPLayoutElement* element : plot_.plotLayout()->elements(true)) {
            if (auto* text = qobject_cast<QCPTextElement*>(element)) {
                texts_.push_back({text, text->font()});
                text->setFont(sized(text->font(), fontPt_ + 1));
            }
        }
        for (int i = 0; i < plot_.itemCount(); ++i) {
            if (auto* text = qobject_cast<QCPItemText*>(plot_.item(i))) {
                itemTexts_.push_back({text, text->font()});
                text->setFont(sized(text->font(), smallPt_));
            }
        }
        for (int i = 0; i < plot_.graphCount(); ++i) {
            QCPGraph* graph = plot_.graph(i);
            graphs_.push_back({graph, graph->pen(), graph->scatterStyle()});
            QPen pen = graph->pen();
            pen.setWidthF(pen.widthF() * penScale);
            graph->setPen(pen);
            QCPScatterStyle scatter = graph->scatterStyle();
            scatter.setSize(scatter.size() * penScale);
            graph->setScatterStyle(scatter);
        }
        if (plot_.legend && plot_.legend->visible()) {
            if (leaveOutHiddenCurves()) {
                moveLegendBelow(widthPt);
            } else {
                plot_.legend->setVisible(false);  // every curve hidden: no empty frame
                legendHidden_ = true;
            }
        }
        fitValueLabel(widthPt, heightPt);
    }

    ~PublicationLayout() {
        if (valueAxis_)
            valueAxis_->setLabel(valueLabel_);
        if (legendParent_) {
            legendHolder_->take(plot_.legend);
            plot_.plotLayout()->remove(legendHolder_);
            plot_.plotLayout()->simplify();
            // The wrap first: the fill order rearranges the items by it.
            plot_.legend->setWrap(wrap_);
            plot_.legend->setFillOrder(fillOrder_, true);
            plot_.legend->setFont(legendFont_);
            plot_.legend->setIconSize(iconSize_);
            plot_.legend->setRowSpacing(rowSpacing_);
            if (auto* grid = qobject_cast<QCPLayoutGrid*>(legendParent_))
                grid->addElement(row_, column_, plot_.legend);
            else if (auto* inset = qobject_cast<QCPLayoutInset*>(legendParent_)) {
                if (placement_ == QCPLayoutInset::ipFree)
                    inset->addElement(plot_.legend, insetRect_);
                else
                    inset->addElement(plot_.legend, alignment_);
            }
        }
        restoreLegendItems();
        if (legendHidden_)
            plot_.legend->setVisible(true);
        for (const auto& g : graphs_) {
            g.graph->setPen(g.pen);
            g.graph->setScatterStyle(g.scatter);
        }
        for (const auto& t : itemTexts_)
            t.item->setFont(t.font);
        for (const auto& t : texts_)
            t.element->setFont(t.font);
        for (const auto& a : axes_) {
            a.axis->setLabelFont(a.label);
            a.axis->setTickLabelFont(a.ticks);
        }
        plot_.axisRect()->setMinimumMargins(axisMargins_);
        colourPlotFrame(plot_, plot_.palette());
    }

    int fontPoints() const { return fontPt_; }
    int smallFontPoints() const { return smallPt_; }

private:
    // Lays the plot out at the figure's size, as drawing it will.
    void layOut(int widthPt, int heightPt) {
        plot_.setViewport(QRect(0, 0, widthPt, heightPt));
        QCPLayoutGrid* grid = plot_.plotLayout();
        grid->update(QCPLayoutElement::upPreparation);
        grid->update(QCPLayoutElement::upMargins);
        grid->update(QCPLayoutElement::upLayout);
    }

    // A value axis label longer than the axes are high (a translation's "Dokładność /
    // selektywność" in a small figure) would run out of the figure: it is broken into lines
    // at its spaces, as few as fit.
    void fitValueLabel(int widthPt, int heightPt) {
        QCPAxis* axis = plot_.axisRect()->axis(QCPAxis::atLeft);
        if (!axis || !axis->visible() || axis->label().isEmpty() ||
            axis->label().contains(QLatin1Char('\n')))
            return;
        const QRect viewport = plot_.viewport();
        layOut(widthPt, heightPt);
        const QFontMetrics metrics(axis->labelFont());
        const QString label = axis->label();
        const QStringList words = label.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const int room = plot_.axisRect()->height();
        plot_.setViewport(viewport);
        if (metrics.horizontalAdvance(label) <= room || words.size() < 2 || words.size() > 32)
            return;  // it fits, or no break can help (one word), or no axis label it is
        // The fewest lines that fit; where none do (a word longer than the axes), the fewest
        // that come nearest: a line more only where it shortens the longest.
        QStringList chosen;
        int chosenLongest = std::numeric_limits<int>::max();
        for (int lines = 2; lines <= int(words.size()); ++lines) {
            const QStringList broken = balancedLines(words, lines, metrics);
            int longest = 0;
            for (const QString& line : broken)
                longest = std::max(longest, metrics.horizontalAdvance(line));
            if (longest < chosenLongest) {
                chosen = broken;
                chosenLongest = longest;
            }
            if (longest <= room)
                break;
        }
        valueAxis_ = axis;
        valueLabel_ = label;
        axis->setLabel(chosen.join(QLatin1Char('\n')));
    }

    // A curve hidden on screen is not drawn in the figure: its legend entry, greyed on screen
    // so that it can be shown again, is left out of the figure too. False when no entry is left.
    bool leaveOutHiddenCurves() {
        QCPLegend* legend = plot_.legend;
        bool anyHidden = false;
        for (int i = 0; i < legend->itemCount(); ++i) {
            if (QCPAbstractLegendItem* item = legend->item(i)) {
                legendItems_.push_back(item);
                auto* curve = qobject_cast<QCPPlottableLegendItem*>(item);
                anyHidden = anyHidden || (curve && !curve->plottable()->visible());
            }
        }
        if (!anyHidden) {
            legendItems_.clear();
            return true;
        }
        for (QCPAbstractLegendItem* item : legendItems_)
            legend->take(item);
        legend->simplify();
        bool anyLeft = false;
        for (QCPAbstractLegendItem* item : legendItems_) {
            auto* curve = qobject_cast<QCPPlottableLegendItem*>(item);
            if (!curve || curve->plottable()->visible()) {
                legend->addItem(item);
                anyLeft = true;
            }
        }
        return anyLeft;
    }

    // The legend's entries as they were, in their order.
    void restoreLegendItems() {
        if (legendItems_.empty())
            return;
        QCPLegend* legend = plot_.legend;
        for (QCPAbstractLegendItem* item : legendItems_)
            legend->take(item);
        legend->simplify();
        for (QCPAbstractLegendItem* item : legendItems_)
            legend->addItem(item);
    }

    void moveLegendBelow(int widthPt) {
        QCPLegend* legend = plot_.legend;
        legendParent_ = legend->layout();
        if (auto* grid = qobject_cast<QCPLayoutGrid*>(legendParent_)) {
            for (int i = 0; i < grid->elementCount(); ++i) {
                if (grid->elementAt(i) == legend)
                    grid->indexToRowCol(i, row_, column_);
            }
        } else if (auto* inset = qobject_cast<QCPLayoutInset*>(legendParent_)) {
            for (int i = 0; i < inset->elementCount(); ++i) {
                if (inset->elementAt(i) == legend) {
                    placement_ = inset->insetPlacement(i);
                    alignment_ = inset->insetAlignment(i);
                    insetRect_ = inset->insetRect(i);
                }
            }
        } else {
            legendParent_ = nullptr;
            return;
        }
        legendParent_->take(legend);
        if (auto* inset = qobject_cast<QCPLayoutInset*>(legendParent_))
            inset->simplify();
        fillOrder_ = legend->fillOrder();
        wrap_ = legend->wrap();
        legendFont_ = legend->font();
        iconSize_ = legend->iconSize();
        rowSpacing_ = legend->rowSpacing();
        legend->setRowSpacing(0);
        legend->setFont(sized(legend->font(), smallPt_));
        legend->setIconSize(QSize(smallPt_ * 2, smallPt_));

        // As many columns as fit, filled row by row: each column as wide as its own widest
        // entry, so that one long name does not make every column its width.
        std::vector<int> widths;
        for (int i = 0; i < legend->itemCount(); ++i) {
            if (QCPAbstractLegendItem* item = legend->item(i)) {
                item->setFont(legend->font());
                widths.push_back(std::max(1, item->minimumOuterSizeHint().width()));
            }
        }
        const QMargins margins = legend->margins();
        const int available = widthPt - 12 - margins.left() - margins.right();
        int columns = std::max<int>(1, int(widths.size()));
        for (; columns > 1; --columns) {
            std::vector<int> columnWidths(std::size_t(columns), 0);
            for (std::size_t i = 0; i < widths.size(); ++i) {
                int& column = columnWidths[i % std::size_t(columns)];
                column = std::max(column, widths[i]);
            }
            int total = legend->columnSpacing() * (columns - 1);
            for (const int width : columnWidths)
                total += width;
            if (total <= available)
                break;
        }
        // The wrap first: the fill order rearranges the items by it.
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);

        // In a row of its own below the axes, held a little inside the figure's edges, so that
        // its frame is drawn whole (at the edge, its bottom line fell outside the picture).
        QCPLayoutGrid* layout = plot_.plotLayout();
        const int row = layout->rowCount();
        layout->insertRow(row);
        legendHolder_ = new QCPLayoutGrid;
        layout->addElement(row, 0, legendHolder_);
        legendHolder_->setMargins(QMargins(2, 0, 2, 2));
        legendHolder_->addElement(0, 0, legend);
        layout->setRowStretchFactor(row, 0.001);
    }

    struct AxisFonts {
        QCPAxis* axis;
        QFont label, ticks;
    };
    struct TextFont {
        QCPTextElement* element;
        QFont font;
    };
    struct ItemFont {
        QCPItemText* item;
        QFont font;
    };
    struct GraphLook {
        QCPGraph* graph;
        QPen pen;
        QCPScatterStyle scatter;
    };

    QCustomPlot& plot_;
    int fontPt_ = 8, smallPt_ = 7;
    std::vector<AxisFonts> axes_;
    std::vector<TextFont> texts_;
    std::vector<ItemFont> itemTexts_;
    std::vector<GraphLook> graphs_;
    std::vector<QCPAbstractLegendItem*> legendItems_;  // all of them, while some are left out
    bool legendHidden_ = false;
    QCPLayout* legendParent_ = nullptr;
    QCPLayoutGrid* legendHolder_ = nullptr;  // the legend's row below the axes, while it is there
    int row_ = 0, column_ = 0;
    QCPLayoutInset::InsetPlacement placement_ = QCPLayoutInset::ipBorderAligned;
    Qt::Alignment alignment_ = Qt::AlignRight | Qt::AlignTop;
    QRectF insetRect_;
    QCPLayoutGrid::FillOrder fillOrder_ = QCPLayoutGrid::foRowsFirst;
    int wrap_ = 0;
    QFont legendFont_;
    QSize iconSize_;
    int rowSpacing_ = 0;
    QMargins axisMargins_;
    QCPAxis* valueAxis_ = nullptr;  // its label broken into lines, while it is
    QString valueLabel_;
};

int points(double inches) {
    return int(std::lround(inches * 72.0));
}

// Writes a drawing of `size` logical pixels at `dpi`, painted on white by `paint` through
// `painter` (a QPainter, or QCustomPlot's own), to `path`: drawn in memory, then written as
// every output file is (writeFileAtomically: in full or not at all, a link followed, a device
// or pipe written in place). `paint` is told whether the target is a vector one (SVG, PDF).
template <class Painter>
bool writeDrawing(const QString& path, const QString& suffix, const QSize& size, int dpi,
                  double pixelRatio, const QString& title, Painter& painter,
                  const std::function<void(Painter&, bool vector)>& paint) {
    if (size.isEmpty())
        return false;
    QBuffer drawn;
    drawn.open(QIODevice::WriteOnly);
    const auto paintAll = [&](bool vector) {
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        paint(painter, vector);
        painter.end();
    };
    if (suffix == QLatin1String("png")) {
        QImage image(QSize(int(std::ceil(size.width() * pixelRatio)),
                           int(std::ceil(size.height() * pixelRatio))),
                     QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pixelRatio);
        // Drawn at `dpi`, so that fonts in points are as large against the layout as on the
        // screen (the pixel ratio scales everything alike); an image's resolution is its
        // logical one, and one of dpi * pixelRatio would draw such fonts pixelRatio times too
        // large.
        const auto setResolution = [&image](double dotsPerInch) {
            const int dotsPerMeter = int(std::lround(dotsPerInch / 0.0254));
            image.setDotsPerMeterX(dotsPerMeter);
            image.setDotsPerMeterY(dotsPerMeter);
        };
        setResolution(dpi);
        if (!painter.begin(&image))
            return false;
        paintAll(false);
        // The file gives the resolution of its pixels, so that it is placed at the drawing's
        // size.
        setResolution(dpi * pixelRatio);
        if (!image.save(&drawn, "PNG"))
            return false;
    } else if (suffix == QLatin1String("svg")) {
        // The generator's own 72 dpi would shrink fonts by a quarter against a 96 dpi layout.
        QSvgGenerator generator;
        generator.setOutputDevice(&drawn);
        generator.setResolution(dpi);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        if (!painter.begin(&generator))
            return false;
        paintAll(true);
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&drawn);
        writer.setTitle(title);
        writer.setResolution(dpi);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setPageSize(QPageSize(QSizeF(size) * 72.0 / dpi, QPageSize::Point, QString(),
                                     QPageSize::ExactMatch));
        if (!painter.begin(&writer))
            return false;
        paintAll(true);
    } else {
        return false;
    }
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), drawn.data().toStdString());
    } catch (const InputError&) {
        return false;  // the caller asks the system why, naming the file
    }
    return true;
}

bool isFigureSuffix(const QString& suffix) {
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg") ||
           suffix == QLatin1String("pdf");
}

}  // namespace

bool exportTableText(const QString& path, const std::function<std::string()>& latex,
                     const std::function<std::string()>& csv) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("tex") && suffix != QLatin1String("csv")) {
        return false;
    }
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(),
                            suffix == QLatin1String("tex") ? latex() : csv());
    } catch (const InputError&) {
        return false;  // the caller asks the system why, naming the file
    }
    return true;
}

bool exportTable(const text::TextTable& table, const QString& path) {
    return exportTableText(
        path, [&] { return text::latexTable(table); }, [&] { return text::csvTable(table); });
}

bool exportDrawing(const QString& path, const QSize& size, int dpi, double pixelRatio,
                   const QString& title, const std::function<void(QPainter& painter)>& paint) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!isFigureSuffix(suffix))
        return false;
    QPainter painter;
    return writeDrawing<QPainter>(path, suffix, size, dpi, pixelRatio, title, painter,
                                  [&](QPainter& p, bool) { paint(p); });
}

bool exportPlot(QCustomPlot& plot, const QString& path, const FigureSize& size) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!isFigureSuffix(suffix))
        return false;
    // Layout in points (1/72 in) so that fonts keep their printed size at every resolution.
    const int widthPt = points(size.widthInches);
    const int heightPt = points(size.heightInches);
    bool written = false;
    {
        const PublicationLayout layout(plot, widthPt, heightPt);
        // Pens keep their width in points at every resolution, as on paper.
        const auto draw = [&](QCPPainter& painter, bool vector) {
            if (vector)
                painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.setMode(QCPPainter::pmNonCosmetic);
            plot.toPainter(&painter, widthPt, heightPt);
        };
        QCPPainter painter;
        written = writeDrawing<QCPPainter>(path, suffix, QSize(widthPt, heightPt), 72,
                                           size.dpi / 72.0, plot.windowTitle(), painter, draw);
    }
    plot.replot();
    return written;
}

FigureLayout figureLayout(QCustomPlot& plot, const FigureSize& size) {
    FigureLayout out;
    const QRect viewport = plot.viewport();
    {
        const PublicationLayout layout(plot, points(size.widthInches), points(size.heightInches));
        out.figure = QRect(0, 0, points(size.widthInches), points(size.heightInches));
        plot.setViewport(out.figure);
        QCPLayoutGrid* grid = plot.plotLayout();
        grid->update(QCPLayoutElement::upPreparation);
        grid->update(QCPLayoutElement::upMargins);
        grid->update(QCPLayoutElement::upLayout);
        out.axes = plot.axisRect()->rect();

        if (plot.legend && plot.legend->visible() && plot.legend->layout()) {
            out.legend = plot.legend->outerRect();
            for (int i = 0; i < plot.legend->itemCount(); ++i) {
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i)))
                    out.legendEntries << item->plottable()->name();
            }
        }
        for (QCPLayoutElement* element : grid->elements(true)) {
            auto* text = qobject_cast<QCPTextElement*>(element);
            if (text && text->visible() && !text->text().isEmpty() && out.title.isEmpty()) {
                const QFontMetrics metrics(text->font());
                const QSize textSize =
                    metrics.boundingRect(QRect(0, 0, 0, 0), Qt::TextDontClip, text->text()).size();
                out.title =
                    QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, textSize, text->rect());
            }
        }
        if (QCPAxis* axis = plot.axisRect()->axis(QCPAxis::atLeft)) {
            const QFontMetrics metrics(axis->labelFont());
            out.valueLabelLines = axis->label().split(QLatin1Char('\n'));
            for (const QString& line : out.valueLabelLines)
                out.valueLabelLength =
                    std::max(out.valueLabelLength, metrics.horizontalAdvance(line));
        }
        out.fontPoints = layout.fontPoints();
        out.smallFontPoints = layout.smallFontPoints();
    }
    plot.setViewport(viewport);
    plot.replot();
    return out;
}

std::vector<PlottedCurve> plottedCurves(const QCustomPlot& plot) {
    std::vector<PlottedCurve> curves;
    for (int i = 0; i < plot.graphCount(); ++i) {
        const QCPGraph* graph = plot.graph(i);
        PlottedCurve curve;
        curve.name = graph->name();
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            curve.keys << it->key;
            curve.values << it->value;
        }
        curve.color = graph->pen().color();
        curve.style = graph->pen().style();
        curve.markerShape = int(graph->scatterStyle().shape());
        curve.visible = graph->visible();
        curve.inLegend = plot.legend && plot.legend->hasItemWithPlottable(graph);
        curves.push_back(curve);
    }
    return curves;
}

std::vector<PlottedLabel> plottedLabels(const QCustomPlot& plot) {
    std::vector<PlottedLabel> labels;
    for (int i = 0; i < plot.itemCount(); ++i) {
        const auto* text = qobject_cast<const QCPItemText*>(plot.item(i));
        if (text == nullptr) {
            continue;
        }
        const QPointF a = text->topLeft->pixelPosition();
        const QPointF b = text->bottomRight->pixelPosition();
        const QCPAxis* x = plot.xAxis;
        const QCPAxis* y = plot.yAxis;
        PlottedLabel label;
        label.text = text->text();
        label.area = QRectF(QPointF(x->pixelToCoord(a.x()), y->pixelToCoord(a.y())),
                            QPointF(x->pixelToCoord(b.x()), y->pixelToCoord(b.y())))
                         .normalized();
        label.background = text->brush();
        labels.push_back(label);
    }
    return labels;
}

QString describeCurves(const QCustomPlot& plot, const QString& point) {
    QStringList curves;
    for (const PlottedCurve& curve : plottedCurves(plot)) {
        if (!curve.visible || !curve.inLegend || curve.name.isEmpty()) {
            continue;
        }
        QStringList points;
        for (qsizetype i = 0; i < std::min(curve.keys.size(), curve.values.size()); ++i) {
            // A point without a value (NaN: a gap in the curve) is said to have none.
            points << point.arg(curve.keys[i]) + QLatin1Char(' ') +
                          (std::isnan(curve.values[i]) ? QStringLiteral("-")
                                                       : QString::number(curve.values[i], 'f', 3));
        }
        curves << curve.name + QStringLiteral(": ") + points.join(QStringLiteral(", "));
    }
    return curves.join(QStringLiteral("; "));
}

QRect legendRect(const QCustomPlot& plot) {
    return plot.legend && plot.legend->visible() ? plot.legend->outerRect() : QRect();
}

void colourPlotFrame(QCustomPlot& plot, const QPalette& palette) {
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.25);
    plot.setBackground(QBrush(base));
    // Labels in the plot stand on its background, which hides what runs behind them.
    for (int i = 0; i < plot.itemCount(); ++i) {
        if (auto* label = qobject_cast<QCPItemText*>(plot.item(i)))
            label->setBrush(QBrush(base));
    }
    for (QCPAxis* axis : plot.axisRect()->axes()) {
        axis->setBasePen(QPen(text, 0));
        axis->setTickPen(QPen(text, 0));
        axis->setSubTickPen(QPen(text, 0));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(faint, 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(faint, 0, Qt::SolidLine));
    }
    for (QCPLayoutElement* element : plot.plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element))
            title->setTextColor(text);
    }
    if (plot.legend) {
        plot.legend->setBrush(QBrush(base));
        plot.legend->setBorderPen(QPen(text, 0));
        plot.legend->setTextColor(text);
    }
}

void placeLegendBesideAxes(QCustomPlot& plot) {
    plot.axisRect()->insetLayout()->take(plot.legend);
    plot.axisRect()->insetLayout()->simplify();
    auto* side = new QCPLayoutGrid;
    plot.plotLayout()->addElement(0, 1, side);
    plot.plotLayout()->setColumnStretchFactor(1, 0.001);
    side->addElement(0, 0, plot.legend);
    side->addElement(1, 0, new QCPLayoutElement(&plot));  // keeps the legend at the top
    side->setRowStretchFactor(0, 0.001);
    // Room for the legend's border on the right: drawn on its outer edge, it fell just past
    // the widget's.
    side->setMargins(QMargins(0, 0, 3, 0));
    plot.legend->setMargins(QMargins(6, 4, 6, 4));
}

QRect axesRect(const QCustomPlot& plot) {
    return plot.axisRect()->rect();
}

void showValuesOnHover(QCustomPlot& plot,
                       const std::function<QString(double key, double value)>& text) {
    QCustomPlot* target = &plot;
    QObject::connect(target, &QCustomPlot::mouseMove, target, [target, text](QMouseEvent* event) {
        const QPointF pos = event->position();
        const QString shown =
            target->axisRect()->rect().contains(pos.toPoint())
                ? text(target->xAxis->pixelToCoord(pos.x()), target->yAxis->pixelToCoord(pos.y()))
                : QString();
        if (shown.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(event->globalPosition().toPoint(), shown, target);
        }
    });
}

}  // namespace akshara::widgets

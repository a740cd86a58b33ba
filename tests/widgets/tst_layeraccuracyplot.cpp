#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

#include "Screenshot.h"
#include "TestSupport.h"
#include "widgets/LayerAccuracyPlot.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace akshara::widgets;

namespace {

LayerAccuracyData probingData() {
    LayerAccuracyData data;
    data.title = QStringLiteral("POS probing, Hindi");
    LayerSeries clean{
        QStringLiteral("mBERT · hi · clean"),
        {0.71, 0.80, 0.86, 0.89, 0.91, 0.92, 0.92, 0.91, 0.90, 0.89, 0.87, 0.86, 0.85},
        {0.01, 0.01, 0.01, 0.008, 0.007, 0.006, 0.006, 0.007, 0.008, 0.01, 0.01, 0.012, 0.012},
        {0.60, 0.62, 0.63, 0.64, 0.64, 0.63, 0.62, 0.62, 0.61, 0.60, 0.60, 0.59, 0.59},
        {1.0, 0.98, 0.96, 0.95, 0.93, 0.92, 0.90, 0.89, 0.87, 0.86, 0.85, 0.84, 0.83}};
    LayerSeries perturbed{
        QStringLiteral("mBERT · hi · aspiration"),
        {0.62, 0.70, 0.77, 0.81, 0.84, 0.85, 0.86, 0.85, 0.84, 0.83, 0.81, 0.80, 0.79},
        {0.015, 0.014, 0.012, 0.011, 0.01, 0.01, 0.01, 0.01, 0.011, 0.012, 0.013, 0.014, 0.015},
        {},
        {0.97, 0.93, 0.90, 0.88, 0.85, 0.83, 0.81, 0.80, 0.78, 0.76, 0.75, 0.73, 0.72}};
    data.series = {clean, perturbed};
    return data;
}

// The series labelled as the Probing view labels them, by perturbation, each with a control
// task.
LayerAccuracyData labelledByPerturbation() {
    LayerAccuracyData data = probingData();
    data.series[0].label = QStringLiteral("clean");
    data.series[1].label = QStringLiteral("aspiration");
    data.series[1].controlAccuracy = data.series[0].controlAccuracy;
    return data;
}

std::optional<PlottedCurve> curveNamed(const LayerAccuracyPlot& plot, const QString& name) {
    for (const PlottedCurve& curve : plot.curves())
        if (curve.name == name)
            return curve;
    return std::nullopt;
}

// The Polish workbench's strings of the plot (translations/akshara_pl.ts), longer than the
// English ones.
class PolishPlotStrings : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override {
        if (QByteArray(context) != "akshara::widgets::LayerAccuracyPlot")
            return {};
        static const QHash<QByteArray, QString> strings{
            {"%1 (control task)", QStringLiteral("%1 (zadanie kontrolne)")},
            {"%1 (selectivity)", QStringLiteral("%1 (selektywność)")},
            {"Layer", QStringLiteral("Warstwa")},
            {"Accuracy / selectivity", QStringLiteral("Dokładność / selektywność")}};
        return strings.value(source);
    }
    bool isEmpty() const override { return false; }
};

// The plot of `data` with the control tasks' and selectivity curves shown, on screen.
void showEveryCurve(LayerAccuracyPlot& plot, const LayerAccuracyData& data) {
    plot.setData(data);
    plot.setShowControl(true);
    plot.setShowSelectivity(true);
    plot.resize(plot.sizeHint());
    plot.show();
}

int legendCount(const LayerAccuracyPlot& plot) {
    const auto curves = plot.curves();
    return int(std::count_if(curves.begin(), curves.end(),
                             [](const PlottedCurve& c) { return c.inLegend; }));
}

}  // namespace

// Reads a file each time it is told to, keeping what it read.
class FileWatch : public QObject {
    Q_OBJECT
public:
    explicit FileWatch(QString path) : path_(std::move(path)) {}
    QList<QByteArray> seen;
public Q_SLOTS:
    void read() {
        QFile file(path_);
        if (file.open(QIODevice::ReadOnly))
            seen.push_back(file.readAll());
    }

private:
    QString path_;
};

class TestLayerAccuracyPlot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The values drawn go to a spreadsheet with Ctrl+C: a column per curve shown, a line per
    // layer; a hidden curve is left out, and the RS view copies RS.
    void ctrlCCopiesTheCurvesShown() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        plot.show();
        QVERIFY(QTest::qWaitForWindowActive(&plot));
        QStringList lines = plot.valuesText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 14);  // titles and layers 0 to 12
        QCOMPARE(lines[0], QStringLiteral("Layer\tmBERT · hi · clean\t"
                                          "mBERT · hi · clean (standard deviation)\t"
                                          "mBERT · hi · aspiration\t"
                                          "mBERT · hi · aspiration (standard deviation)"));
        QCOMPARE(lines[1], QStringLiteral("0\t0.7100\t0.0100\t0.6200\t0.0150"));
        // The control task's curve and the selectivity, when drawn.
        plot.setShowControl(true);
        plot.setShowSelectivity(true);
        QCOMPARE(plot.valuesText().split(QLatin1Char('\n'))[1],
                 QStringLiteral("0\t0.7100\t0.0100\t0.6000\t0.1100\t0.6200\t0.0150"));
        plot.setShowControl(false);
        plot.setShowSelectivity(false);
        plot.setSeriesVisible(0, false);
        plot.canvas()->setFocus();
        QApplication::clipboard()->clear();
        QTest::keySequence(&plot, QKeySequence::Copy);
        lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines[0], QStringLiteral("Layer\tmBERT · hi · aspiration\t"
                                          "mBERT · hi · aspiration (standard deviation)"));
        QCOMPARE(lines[13], QStringLiteral("12\t0.7900\t0.0150"));
        plot.setView(LayerAccuracyPlot::View::Similarity);
        QCOMPARE(plot.valuesText().split(QLatin1Char('\n'))[13], QStringLiteral("12\t0.7200"));
    }

    void plotsEverySeriesWithItsBand() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        const auto clean = curveNamed(plot, QStringLiteral("mBERT · hi · clean"));
        QVERIFY(clean);
        QCOMPARE(clean->keys.size(), 13);
        QCOMPARE(clean->keys[5], 5.0);
        QCOMPARE(clean->values[5], 0.92);
        // Two series, each with a line and two band edges (mean ± std).
        const auto curves = plot.curves();
        QCOMPARE(int(curves.size()), 6);
        QCOMPARE(curves[1].values[3], 0.89 - 0.008);
        QCOMPARE(curves[2].values[3], 0.89 + 0.008);
        QCOMPARE(legendCount(plot), 2);
    }

    // On screen the legend is beside the axes, its border whole inside the plot: its right
    // edge was drawn one pixel past the widget's, and screenshots lost it.
    void theLegendBesideTheAxesKeepsItsBorder() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        plot.resize(700, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QWidget* canvas = nullptr;
        for (QWidget* child : plot.findChildren<QWidget*>()) {
            if (QString::fromLatin1(child->metaObject()->className()) == "QCustomPlot") {
                canvas = child;
            }
        }
        QVERIFY(canvas != nullptr);
        const QRect legend = plot.legendRect();
        QVERIFY(!legend.isEmpty());
        QVERIFY2(legend.x() + legend.width() < canvas->width(),
                 qPrintable(QStringLiteral("%1 + %2 of %3")
                                .arg(legend.x())
                                .arg(legend.width())
                                .arg(canvas->width())));
    }

    void controlAndSelectivityCurves() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        plot.setShowControl(true);
        plot.setShowSelectivity(true);
        const auto selectivity =
            curveNamed(plot, QStringLiteral("mBERT · hi · clean (selectivity)"));
        QVERIFY(selectivity);
        QVERIFY(qAbs(selectivity->values[4] - (0.91 - 0.64)) < 1e-9);
        QCOMPARE(selectivity->style, Qt::DotLine);
        const auto control = curveNamed(plot, QStringLiteral("mBERT · hi · clean (control task)"));
        QVERIFY(control);
        QCOMPARE(control->style, Qt::DashLine);
        // The perturbed series has no control run: no control curve for it.
        QVERIFY(!curveNamed(plot, QStringLiteral("mBERT · hi · aspiration (control task)")));
    }

    void clickingTheLegendHidesTheSeries() {
        LayerAccuracyPlot plot;
        plot.resize(plot.sizeHint());
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setData(probingData());
        QSignalSpy spy(&plot, &LayerAccuracyPlot::seriesVisibilityChanged);
        const QRect item = plot.legendItemRect(1);
        QVERIFY(!item.isEmpty());
        QTest::mouseClick(plot.canvas(), Qt::LeftButton, Qt::NoModifier, item.center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.at(0).at(1).toBool(), false);
        QVERIFY(!plot.isSeriesVisible(1));
        QVERIFY(!curveNamed(plot, QStringLiteral("mBERT · hi · aspiration"))->visible);
        QVERIFY(curveNamed(plot, QStringLiteral("mBERT · hi · clean"))->visible);
        // Hidden series are skipped by the hover text.
        QVERIFY(plot.valueText(4, 0.84).contains(QStringLiteral("clean")));
        plot.setSeriesVisible(1, true);
        QVERIFY(plot.valueText(4, 0.84).contains(QStringLiteral("aspiration")));
    }

    // Without a mouse: with the plot focused, the keys 1 to 9 hide and show the series in
    // legend order, and the context menu (Shift+F10, the Menu key) lists them as check boxes.
    void theKeyboardHidesAndShowsTheSeries() {
        LayerAccuracyPlot plot;
        plot.resize(plot.sizeHint());
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setData(probingData());
        plot.canvas()->setFocus();
        QTest::keyClick(plot.canvas(), Qt::Key_2);
        QVERIFY(plot.isSeriesVisible(0));
        QVERIFY(!plot.isSeriesVisible(1));
        QTest::keyClick(plot.canvas(), Qt::Key_2);
        QVERIFY(plot.isSeriesVisible(1));
        QTest::keyClick(plot.canvas(), Qt::Key_3);  // no third series: nothing happens
        QVERIFY(plot.isSeriesVisible(0) && plot.isSeriesVisible(1));

        QWidget owner;
        QMenu* menu = plot.seriesMenu(&owner);
        const auto actions = menu->actions();
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions[0]->text(), QStringLiteral("&1 mBERT · hi · clean"));
        QVERIFY(actions[0]->isChecked());
        actions[0]->trigger();
        QVERIFY(!plot.isSeriesVisible(0));
        QVERIFY(!curveNamed(plot, QStringLiteral("mBERT · hi · clean"))->visible);
        QVERIFY(!plot.seriesMenu(&owner)->actions()[0]->isChecked());

        // Shift+F10 opens the menu over the plot.
        QTest::keyClick(plot.canvas(), Qt::Key_F10, Qt::ShiftModifier);
        QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()) != nullptr);
        QApplication::activePopupWidget()->close();
    }

    void hoverTextNamesLayerAndDeviation() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        const QString text = plot.valueText(3.2, 0.9);
        QVERIFY2(text.contains(QStringLiteral("Layer 3")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("0.890 ± 0.008")), qPrintable(text));
        QVERIFY(plot.valueText(-3, 0.5).isEmpty());
        // In the user's number format, as the details under the plot: 0,890 in Polish.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        const QString polish = plot.valueText(3.2, 0.9);
        QLocale::setDefault(before);
        QVERIFY2(polish.contains(QStringLiteral("0,890 ± 0,008")), qPrintable(polish));
    }

    // On a dashed control or dotted selectivity curve the hover names the series the curve
    // belongs to, not the series whose accuracy curve is nearer (at layer 3 the clean control
    // is 0.64 and its selectivity 0.25, the aspiration accuracy 0.81).
    void hoverOnAControlCurveNamesItsSeries() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        // Neither curve drawn: the aspiration accuracy is the nearest curve.
        QVERIFY(plot.valueText(3, 0.65).contains(QStringLiteral("aspiration")));
        QVERIFY(plot.valueText(3, 0.26).contains(QStringLiteral("aspiration")));
        plot.setShowSelectivity(true);
        QString text = plot.valueText(3, 0.26);
        QVERIFY2(text.startsWith(QStringLiteral("mBERT · hi · clean\n")), qPrintable(text));
        QVERIFY(plot.valueText(3, 0.65).contains(QStringLiteral("aspiration")));
        plot.setShowControl(true);
        text = plot.valueText(3, 0.65);
        QVERIFY2(text.startsWith(QStringLiteral("mBERT · hi · clean\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("control 0.640, selectivity 0.250")),
                 qPrintable(text));
        // A hidden series' curves name nothing.
        plot.setSeriesVisible(0, false);
        QVERIFY(plot.valueText(3, 0.26).contains(QStringLiteral("aspiration")));
    }

    // A screen reader reads the title and each curve shown with its value at every layer; a
    // hidden series is left out.
    void screenReadersReadTheCurves() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        QCOMPARE(plot.canvas()->accessibleName(), QStringLiteral("POS probing, Hindi"));
        QString description = plot.canvas()->accessibleDescription();
        QVERIFY2(description.startsWith(QStringLiteral(
                     "mBERT · hi · clean: layer 0 0.710, layer 1 0.800, layer 2 0.860")),
                 qPrintable(description));
        QVERIFY(description.contains(QStringLiteral("; mBERT · hi · aspiration: layer 0 0.620")));
        QVERIFY(description.contains(QStringLiteral("layer 12 0.790")));
        plot.setSeriesVisible(1, false);
        QVERIFY(!plot.canvas()->accessibleDescription().contains(QStringLiteral("aspiration")));
    }

    void similarityView() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        plot.setView(LayerAccuracyPlot::View::Similarity);
        const auto perturbed = curveNamed(plot, QStringLiteral("mBERT · hi · aspiration"));
        QCOMPARE(perturbed->values[12], 0.72);
        QCOMPARE(int(plot.curves().size()), 2);  // no bands in the RS view
        QVERIFY(plot.valueText(0, 1.0).contains(QStringLiteral("RS 1.000")));
    }

    // A series hidden on screen (its legend entry greyed there, to show it again) is neither
    // drawn nor named in the exported figure; with every series hidden the figure has no
    // legend frame. The window keeps its legend as it was.
    void aHiddenSeriesIsLeftOutOfTheFiguresLegend() {
        LayerAccuracyPlot plot;
        plot.setData(labelledByPerturbation());
        plot.setShowControl(true);
        plot.resize(plot.sizeHint());
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const QStringList all{QStringLiteral("clean"), QStringLiteral("clean (control task)"),
                              QStringLiteral("aspiration"),
                              QStringLiteral("aspiration (control task)")};
        QCOMPARE(plot.exportLayout().legendEntries, all);

        plot.setSeriesVisible(1, false);
        QCOMPARE(legendCount(plot), 4);  // greyed on screen
        const QRect screenLegend = plot.legendRect();
        const FigureLayout figure = plot.exportLayout();
        QCOMPARE(figure.legendEntries, all.mid(0, 2));
        QVERIFY(!figure.legend.isEmpty());
        QCOMPARE(plot.legendRect(), screenLegend);
        QCOMPARE(legendCount(plot), 4);
        QVERIFY(!plot.legendItemRect(1).isEmpty());

        plot.setSeriesVisible(0, false);
        const FigureLayout none = plot.exportLayout();
        QVERIFY(none.legend.isEmpty());
        QVERIFY(none.legendEntries.isEmpty());
        QCOMPARE(plot.legendRect(), screenLegend);
        plot.setSeriesVisible(0, true);
        plot.setSeriesVisible(1, true);
        QCOMPARE(plot.exportLayout().legendEntries, all);
    }

    // Six legend entries and a title at 3.5 x 2.6 in: the legend goes below the axes in small
    // print, the data area keeps most of the figure, and the widget itself is left as it was.
    void exportedFigureKeepsTheDataVisible() {
        LayerAccuracyPlot plot;
        showEveryCurve(plot, labelledByPerturbation());
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCOMPARE(legendCount(plot), 6);
        const QRect screenLegend = plot.legendRect();

        const FigureLayout layout = plot.exportLayout();
        QCOMPARE(layout.figure, QRect(0, 0, 252, 187));
        QVERIFY(!layout.legend.isEmpty());
        QVERIFY(!layout.title.isEmpty());
        // Its frame is drawn whole: inside the figure, not on its edge.
        QVERIFY2(layout.figure.adjusted(1, 1, -1, -1).contains(layout.legend),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(layout.legend.x())
                                .arg(layout.legend.y())
                                .arg(layout.legend.width())
                                .arg(layout.legend.height())));
        QVERIFY(!layout.legend.intersects(layout.axes));
        QVERIFY(!layout.legend.intersects(layout.title));
        QVERIFY2(layout.axes.width() > layout.figure.width() * 6 / 10,
                 qPrintable(QString::number(layout.axes.width())));
        QVERIFY2(layout.axes.height() > layout.figure.height() / 3,
                 qPrintable(QString::number(layout.axes.height())));
        QVERIFY(layout.fontPoints >= 7 && layout.fontPoints <= 9);
        QVERIFY(layout.smallFontPoints < layout.fontPoints);
        // A larger figure gets larger print.
        const FigureLayout page = plot.exportLayout({7.0, 4.5, 300});
        QVERIFY(page.fontPoints > layout.fontPoints);
        QVERIFY(!page.legend.intersects(page.axes));
        // The window still shows the legend where it was.
        QCOMPARE(plot.legendRect(), screenLegend);
        QCOMPARE(legendCount(plot), 6);

        // Long names take one legend column: still clear of the data and inside the figure.
        plot.setData(probingData());
        const FigureLayout longNames = plot.exportLayout();
        QVERIFY(longNames.figure.adjusted(1, 1, -1, -1).contains(longNames.legend));
        QVERIFY(!longNames.legend.intersects(longNames.axes));
        QVERIFY(longNames.axes.height() > longNames.figure.height() / 4);
    }

    // In Polish at the default 3.5 x 2.6 in, six long legend entries leave the axes short: the
    // value axis' label, "Dokładność / selektywność", ran out of the figure at the top. It is
    // now broken into lines that fit beside the axes, and is whole again on screen.
    void aLongValueLabelIsBrokenToFitTheAxes() {
        PolishPlotStrings polish;
        QCoreApplication::installTranslator(&polish);
        LayerAccuracyPlot plot;
        LayerAccuracyData data = labelledByPerturbation();
        data.title = QStringLiteral("SentLen: tekst czysty i DropNV");
        data.series[0].label = QStringLiteral("tekst czysty");
        data.series[1].label = QStringLiteral("DropNV");
        showEveryCurve(plot, data);
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCOMPARE(legendCount(plot), 6);

        const FigureLayout layout = plot.exportLayout();
        QCoreApplication::removeTranslator(&polish);
        QCOMPARE(layout.valueLabelLines,
                 QStringList({QStringLiteral("Dokładność /"), QStringLiteral("selektywność")}));
        QVERIFY2(
            layout.valueLabelLength <= layout.axes.height(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(layout.valueLabelLength).arg(layout.axes.height())));
        QVERIFY(layout.figure.adjusted(1, 1, -1, -1).contains(layout.legend));
        QVERIFY(!layout.legend.intersects(layout.axes));
        // A figure tall enough keeps the label on one line.
        const FigureLayout tall = plot.exportLayout({3.5, 5.0, 300});
        QCOMPARE(tall.valueLabelLines, QStringList(QStringLiteral("Dokładność / selektywność")));
    }

    // On screen the legend sits beside the data, the value axis has room above and below its
    // curves, and its label says what the curves are.
    void legendBesideTheDataAndPaddedRange() {
        LayerAccuracyPlot plot;
        LayerAccuracyData data = probingData();
        // A control task more accurate than the probe: selectivity below zero.
        data.series[0].controlAccuracy.assign(13, 0.95);
        plot.setData(data);
        plot.resize(640, 420);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCOMPARE(plot.valueAxisLabel(), QStringLiteral("Accuracy"));
        QVERIFY(!plot.legendRect().isEmpty());
        QVERIFY(!plot.legendRect().intersects(plot.axesRect()));
        plot.setShowSelectivity(true);
        QCOMPARE(plot.valueAxisLabel(), QStringLiteral("Accuracy / selectivity"));
        QVERIFY(!plot.legendRect().intersects(plot.axesRect()));
        const auto [lower, upper] = plot.valueRange();
        QVERIFY2(lower < 0.71 - 0.95, qPrintable(QString::number(lower)));  // below the lowest
        QVERIFY(upper > 1.0);
        plot.setView(LayerAccuracyPlot::View::Similarity);
        QCOMPARE(plot.valueAxisLabel(), QStringLiteral("Robustness score (RS)"));
    }

    void figuresUseTheDecimalPoint() {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        QLocale::setDefault(saved);
        QCOMPARE(plot.numberLocale().toString(0.25, 'f', 2), QStringLiteral("0.25"));
    }

    // Nothing to plot: a centred sentence instead of bare axes.
    void emptyPlotShowsAPlaceholder() {
        LayerAccuracyPlot plot;
        QVERIFY(plot.isShowingPlaceholder());
        plot.setPlaceholderText(QStringLiteral("Open a probing run."));
        QCOMPARE(plot.shownPlaceholder(), QStringLiteral("Open a probing run."));
        plot.setData(probingData());
        QVERIFY(!plot.isShowingPlaceholder());
        plot.setData({});
        QVERIFY(plot.isShowingPlaceholder());
    }

    // RS is defined for perturbed text only: the clean series has no curve and no legend entry
    // in that view; with no RS at all, the placeholder says so.
    void rsViewLeavesOutSeriesWithoutValues() {
        LayerAccuracyData data = probingData();
        data.series[0].similarity.clear();
        LayerAccuracyPlot plot;
        plot.setData(data);
        plot.setView(LayerAccuracyPlot::View::Similarity);
        QCOMPARE(legendCount(plot), 1);
        QVERIFY(!curveNamed(plot, QStringLiteral("mBERT · hi · clean")));
        QVERIFY(curveNamed(plot, QStringLiteral("mBERT · hi · aspiration")));
        data.series.pop_back();
        plot.setData(data);
        QVERIFY(plot.isShowingPlaceholder());
        plot.setView(LayerAccuracyPlot::View::Accuracy);
        QVERIFY(!plot.isShowingPlaceholder());
    }

    void everySeriesColourShowsOnBothThemes() {
        // The eighth colour was Okabe-Ito's black, lost on the dark theme's plot background.
        // Every colour must stand out from the dark background (30, 30, 32) at least as much as
        // the palette's weakest colour on white, its yellow, does from white (WCAG contrast).
        const auto luminance = [](const QColor& c) {
            const auto channel = [](double v) {
                return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
                   0.0722 * channel(c.blueF());
        };
        const auto contrast = [&](const QColor& a, const QColor& b) {
            const double la = luminance(a), lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        double weakestOnWhite = 100.0;
        for (int i = 0; i < 8; ++i)
            weakestOnWhite = std::min(weakestOnWhite, contrast(seriesColor(i), Qt::white));
        QVERIFY(weakestOnWhite > 1.0);
        for (int i = 0; i < 8; ++i) {
            const double onDark = contrast(seriesColor(i), QColor(30, 30, 32));
            QVERIFY2(onDark >= weakestOnWhite,
                     qPrintable(QStringLiteral("series %1: contrast %2 on the dark background")
                                    .arg(i)
                                    .arg(onDark)));
        }
    }

    void followsTheThemeButExportsOnWhite() {
        // A dark palette darkens the plot's background and lightens its axes on screen; an
        // exported figure is black on white all the same, and the screen keeps the theme.
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        QPalette dark = plot.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 32));
        dark.setColor(QPalette::Text, QColor(220, 220, 220));
        plot.setPalette(dark);
        plot.resize(plot.sizeHint());
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const auto corner = [](const QImage& image) {
            return image.pixelColor(image.width() - 3, image.height() - 3);  // background
        };
        QCOMPARE(corner(plot.canvas()->grab().toImage()), QColor(30, 30, 32));
        const QString png = akshara::test::tempPath(QStringLiteral("themed.png"));
        QVERIFY(plot.exportTo(png));
        const QImage figure(png);
        QCOMPARE(corner(figure), QColor(Qt::white));
        // Axis lines and labels are drawn in black: some dark pixels on the white page.
        int darkPixels = 0;
        for (int y = 0; y < figure.height(); y += 2)
            for (int x = 0; x < figure.width(); x += 2)
                darkPixels += figure.pixelColor(x, y).lightness() < 60 ? 1 : 0;
        QVERIFY2(darkPixels > 500, qPrintable(QString::number(darkPixels)));
        QCOMPARE(corner(plot.canvas()->grab().toImage()), QColor(30, 30, 32));

        // A plot made while the workbench is dark starts dark.
        const QPalette before = QApplication::palette();
        QApplication::setPalette(dark);
        {
            LayerAccuracyPlot later;
            later.setData(probingData());
            later.resize(later.sizeHint());
            later.show();
            QVERIFY(QTest::qWaitForWindowExposed(&later));
            QCOMPARE(corner(later.canvas()->grab().toImage()), QColor(30, 30, 32));
        }
        QApplication::setPalette(before);
    }

    void exportsAtPublicationSize() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        plot.setShowControl(true);
        const QString png = akshara::test::tempPath(QStringLiteral("layers.png"));
        QVERIFY(plot.exportTo(png));
        const QImage image(png);
        QCOMPARE(image.width(), 1050);             // 3.5 in at 300 dpi
        QVERIFY(qAbs(image.height() - 780) <= 1);  // 2.6 in at 300 dpi, laid out in whole points
        QCOMPARE(image.dotsPerMeterX(), 11811);    // and says so: placed at 3.5 in wide
        for (const char* suffix : {"svg", "pdf"}) {
            const QString path =
                akshara::test::tempPath(QStringLiteral("layers.") + QLatin1String(suffix));
            QVERIFY(plot.exportTo(path));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray head = file.read(200);
            QVERIFY(head.contains(qstrcmp(suffix, "svg") == 0 ? "<svg" : "%PDF"));
        }
        QVERIFY(!plot.exportTo(akshara::test::tempPath(QStringLiteral("layers.gif"))));
        plot.resize(plot.sizeHint());
        akshara::test::saveScreenshot(plot, QStringLiteral("layer-accuracy-plot"));
    }

    // Exporting over an earlier figure replaces it whole: while the new one is drawn, the file
    // still holds the earlier one, so a crash or a full disk halfway leaves a figure that opens.
    void exportReplacesTheEarlierFigureWhole() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        bool control = false;
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString path =
                akshara::test::tempPath(QStringLiteral("replaced.") + QLatin1String(suffix));
            QVERIFY(plot.exportTo(path));
            QFile earlier(path);
            QVERIFY(earlier.open(QIODevice::ReadOnly));
            const QByteArray before = earlier.readAll();
            earlier.close();
            QVERIFY(!before.isEmpty());

            control = !control;
            plot.setShowControl(control);  // a figure unlike the earlier one
            FileWatch watch(path);
            // The canvas lays itself out as it starts to draw the exported figure, and again as
            // it draws itself on screen once the file is written.
            QVERIFY(QObject::connect(plot.canvas(), SIGNAL(afterLayout()), &watch, SLOT(read())));
            QVERIFY(plot.exportTo(path));
            QObject::disconnect(plot.canvas(), nullptr, &watch, nullptr);
            QVERIFY(earlier.open(QIODevice::ReadOnly));
            const QByteArray after = earlier.readAll();
            earlier.close();
            QVERIFY2(after != before, suffix);
            QVERIFY2(!watch.seen.isEmpty() && watch.seen.first() == before, suffix);
            for (const QByteArray& seen : watch.seen)
                QVERIFY2(seen == before || seen == after, suffix);  // never a part of either
        }
        // Nothing else is left beside them.
        QCOMPARE(QFileInfo(akshara::test::tempPath(QStringLiteral("replaced.png")))
                     .dir()
                     .entryList({QStringLiteral("replaced.*")}, QDir::Files),
                 QStringList({"replaced.pdf", "replaced.png", "replaced.svg"}));
    }

    // A pipe named as the figure (a viewer reading it, say) gets the whole figure through it
    // and is still a pipe afterwards: it is written in place, not replaced.
    void exportWritesThroughAPipe() {
        LayerAccuracyPlot plot;
        plot.setData(probingData());
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString fifo =
                akshara::test::tempPath(QStringLiteral("piped.") + QLatin1String(suffix));
            akshara::test::FifoReader reader(fifo);
            if (!reader.isOpen())
                QSKIP("this system cannot make a FIFO here");
            QVERIFY2(plot.exportTo(fifo), suffix);
            QVERIFY2(akshara::test::isFifo(fifo), suffix);
            const QByteArray figure = reader.waitForAll();
            const QByteArray start = QByteArray(suffix) == "png"   ? QByteArray("\x89PNG")
                                     : QByteArray(suffix) == "pdf" ? QByteArray("%PDF")
                                                                   : QByteArray("<?xml");
            QVERIFY2(figure.startsWith(start), suffix);
            if (QByteArray(suffix) == "png")
                QCOMPARE(QImage::fromData(figure).width(), 1050);
        }
    }
};

QTEST_MAIN(TestLayerAccuracyPlot)
#include "tst_layeraccuracyplot.moc"

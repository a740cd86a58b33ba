#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QtTest>

#include <utility>

#include "Screenshot.h"
#include "TestSupport.h"
#include "widgets/AsrPlot.h"

using namespace akshara::widgets;

namespace {

AsrSeries series(const QString& operatorName, const QString& method, bool random,
                 std::vector<double> asr) {
    AsrSeries s;
    s.operatorName = operatorName;
    s.method = method;
    s.random = random;
    s.asr = std::move(asr);
    return s;
}

AsrData asrData() {
    AsrData data;
    data.series = {
        series(QStringLiteral("aspiration"), QStringLiteral("gradient"), false,
               {0.08, 0.15, 0.21, 0.26, 0.30}),
        series(QStringLiteral("aspiration"), QStringLiteral("random"), true,
               {0.03, 0.05, 0.08, 0.10, 0.12}),
        series(QStringLiteral("vowel-length"), QStringLiteral("gradient"), false,
               {0.01, 0.02, 0.03, 0.04, 0.045}),
        series(QStringLiteral("vowel-length"), QStringLiteral("random"), true,
               {0.004, 0.01, 0.012, 0.02, 0.02}),
    };
    return data;
}

}  // namespace

class TestAsrPlot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The curves go to a spreadsheet with Ctrl+C: a column per curve, a line per budget k.
    void ctrlCCopiesTheCurves() {
        AsrPlot plot;
        plot.setData(asrData());
        plot.show();
        QVERIFY(QTest::qWaitForWindowActive(&plot));
        plot.canvas()->setFocus();
        QApplication::clipboard()->clear();
        QTest::keySequence(&plot, QKeySequence::Copy);
        const QStringList lines =
            QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        QCOMPARE(lines[0].split(QLatin1Char('\t')).first(), QStringLiteral("k"));
        QCOMPARE(
            lines[0].split(QLatin1Char('\t')).mid(1),
            QStringList({asrSeriesName(asrData().series[0]), asrSeriesName(asrData().series[1]),
                         asrSeriesName(asrData().series[2]), asrSeriesName(asrData().series[3])}));
        QCOMPARE(lines[5], QStringLiteral("5\t0.3000\t0.1200\t0.0450\t0.0200"));
    }

    void plotsAsrAgainstK() {
        AsrPlot plot;
        plot.setData(asrData());
        const auto curves = plot.curves();
        QCOMPARE(int(curves.size()), 4);
        const PlottedCurve& gradient = curves[0];
        QCOMPARE(gradient.name, QStringLiteral("aspiration · gradient"));
        QCOMPARE(curves[1].name, QStringLiteral("aspiration · random words"));
        QCOMPARE(gradient.keys.front(), 1.0);
        QCOMPARE(gradient.keys.back(), 5.0);
        QCOMPARE(gradient.values.back(), 0.30);
        // Random baselines are dotted in their operator's colour; operators differ in colour.
        QCOMPARE(curves[1].style, Qt::DotLine);
        QCOMPARE(curves[1].color, gradient.color);
        QCOMPARE(gradient.style, Qt::SolidLine);
        QVERIFY(curves[2].color != gradient.color);
    }

    // Operators differ in marker shape as well as colour (grey print, colour blindness), and
    // the pointer shows the nearest curve's value.
    void operatorsDifferInShapeAndHoverShowsValues() {
        AsrPlot plot;
        plot.setData(asrData());
        const auto curves = plot.curves();
        QCOMPARE(int(curves.size()), 4);
        QVERIFY(curves[0].markerShape != 0 && curves[2].markerShape != 0);
        QVERIFY(curves[0].markerShape != curves[2].markerShape);
        QCOMPARE(curves[1].markerShape, 0);  // the dotted random baseline
        QCOMPARE(plot.valueText(2.1, 0.16),
                 QStringLiteral("aspiration · gradient\nk = 2: ASR 0.150"));
        QCOMPARE(plot.valueText(4.8, 0.011),
                 QStringLiteral("vowel-length · random words\nk = 5: ASR 0.020"));
        QVERIFY(plot.valueText(0.2, 0.1).isEmpty());
        QVERIFY(plot.valueText(6.0, 0.1).isEmpty());
    }

    void thresholdLineAndRobustOperators() {
        AsrPlot plot;
        plot.setData(asrData());
        QCOMPARE(plot.robustOperators(), QStringList({QStringLiteral("vowel-length")}));
        QCOMPARE(plot.notRobustOperators(), QStringList({QStringLiteral("aspiration")}));
        AsrData strict = asrData();
        strict.robustnessThreshold = 0.01;
        plot.setData(strict);
        QVERIFY(plot.robustOperators().isEmpty());
        QCOMPARE(plot.notRobustOperators().size(), 2);
        // Mean ASR 0.038, below the threshold, although k = 4 and 5 are above it: robust, by
        // the rule of the run's summary, and in exactly one of the two lists.
        AsrData mixed = asrData();
        mixed.series[2].asr = {0.01, 0.02, 0.03, 0.06, 0.07};
        plot.setData(mixed);
        QCOMPARE(plot.robustOperators(), QStringList({QStringLiteral("vowel-length")}));
        QCOMPARE(plot.notRobustOperators(), QStringList({QStringLiteral("aspiration")}));
    }

    // The threshold's label crosses no curve, and stands on the plot's background: a curve
    // running just over the threshold at the largest k ran through the text, in the view and
    // in exported figures.
    void theThresholdLabelCrossesNoCurve() {
        AsrData data;
        data.series = {series(QStringLiteral("aspiration"), QStringLiteral("gradient"), false,
                              {0.10, 0.20, 0.30, 0.40, 0.45}),
                       series(QStringLiteral("aspiration"), QStringLiteral("random"), true,
                              {0.02, 0.04, 0.06, 0.062, 0.065})};
        AsrPlot plot;
        plot.resize(640, 420);
        plot.setData(data);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const auto labels = plot.labels();
        QCOMPARE(int(labels.size()), 1);
        const QRectF area = labels.front().area;
        QVERIFY(labels.front().text.startsWith(QStringLiteral("robustness threshold")));
        QCOMPARE(labels.front().background.color(), plot.palette().color(QPalette::Base));
        // Each segment between two points of a curve, sampled finely, stays out of the label.
        for (const PlottedCurve& curve : plot.curves()) {
            for (int i = 1; i < curve.keys.size(); ++i) {
                for (int step = 0; step <= 100; ++step) {
                    const double t = step / 100.0;
                    const QPointF point(
                        curve.keys[i - 1] + t * (curve.keys[i] - curve.keys[i - 1]),
                        curve.values[i - 1] + t * (curve.values[i] - curve.values[i - 1]));
                    QVERIFY2(!area.contains(point),
                             qPrintable(QStringLiteral("%1 crosses the label at k = %2")
                                            .arg(curve.name)
                                            .arg(point.x())));
                }
            }
        }
    }

    // A screen reader reads each curve with its ASR at every k, and the threshold.
    void screenReadersReadTheCurves() {
        AsrPlot plot;
        AsrData data = asrData();
        data.title = QStringLiteral("ASR of the target, Polish");
        plot.setData(data);
        QCOMPARE(plot.canvas()->accessibleName(), data.title);
        const QString description = plot.canvas()->accessibleDescription();
        QVERIFY2(description.startsWith(QStringLiteral(
                     "aspiration · gradient: k = 1 0.080, k = 2 0.150, k = 3 0.210")),
                 qPrintable(description));
        QVERIFY(description.contains(QStringLiteral("; vowel-length · random words: k = 1 0.004")));
        QVERIFY(description.endsWith(QStringLiteral("; robustness threshold 0.05")));
    }

    // The random baseline reads "random words" in the legend, also for an operator called
    // random.
    void legendNamesTheRandomBaselineClearly() {
        AsrData data;
        data.series = {
            series(QStringLiteral("random"), QStringLiteral("loo"), false, {0.2, 0.3}),
            series(QStringLiteral("random"), QStringLiteral("random"), true, {0.1, 0.2})};
        AsrPlot plot;
        plot.setData(data);
        const auto curves = plot.curves();
        QCOMPARE(curves[0].name, QStringLiteral("random · loo"));
        QCOMPARE(curves[1].name, QStringLiteral("random · random words"));
    }

    // At 3.5 x 2.6 in the legend goes below the axes, which keep most of the width.
    void exportedFigureKeepsTheAxesWide() {
        AsrPlot plot;
        plot.setData(asrData());
        plot.resize(plot.sizeHint());
        const FigureLayout layout = plot.exportLayout();
        QVERIFY(!layout.legend.isEmpty());
        QVERIFY(layout.figure.contains(layout.legend));
        QVERIFY(!layout.legend.intersects(layout.axes));
        QVERIFY(layout.legend.top() >= layout.axes.bottom());
        QVERIFY2(layout.axes.width() > layout.figure.width() * 6 / 10,
                 qPrintable(QString::number(layout.axes.width())));
        QVERIFY(layout.axes.height() > layout.figure.height() / 3);
        QVERIFY(layout.fontPoints <= 9);
    }

    // In a Polish UI the tick labels keep the decimal point of the other numbers in the figure
    // (the threshold label, the details) instead of a comma.
    void figuresUseTheDecimalPoint() {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        AsrPlot plot;
        plot.setData(asrData());
        QLocale::setDefault(saved);
        QCOMPARE(plot.numberLocale().toString(0.5, 'f', 1), QStringLiteral("0.5"));
    }

    void emptyPlotShowsAPlaceholder() {
        AsrPlot plot;
        QVERIFY(plot.isShowingPlaceholder());
        plot.setData(asrData());
        QVERIFY(!plot.isShowingPlaceholder());
        plot.setData({});
        QVERIFY(plot.isShowingPlaceholder());
    }

    void exports() {
        AsrPlot plot;
        plot.setData(asrData());
        const QString png = akshara::test::tempPath(QStringLiteral("asr.png"));
        QVERIFY(plot.exportTo(png));
        QCOMPARE(QImage(png).width(), 1050);
        QVERIFY(plot.exportTo(akshara::test::tempPath(QStringLiteral("asr.pdf"))));
        QVERIFY(plot.exportTo(akshara::test::tempPath(QStringLiteral("asr.svg"))));
        plot.resize(plot.sizeHint());
        akshara::test::saveScreenshot(plot, QStringLiteral("asr-plot"));
    }
};

QTEST_MAIN(TestAsrPlot)
#include "tst_asrplot.moc"

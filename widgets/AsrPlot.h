#pragma once

#include <QLocale>
#include <QString>
#include <QWidget>
#include <vector>

#include "widgets/PlotExport.h"

class QCustomPlot;
class QEvent;
class QLabel;

namespace akshara::widgets {

// Attack success rate against the perturbation budget k for one operator and one method;
// asr[k - 1] is the rate with at most k perturbations.
struct AsrSeries {
    QString operatorName;     // e.g. "aspiration"
    QString method;           // e.g. "gradient", "random"
    bool random = false;      // drawn dotted: the random baseline
    std::vector<double> asr;  // NaN where there is no ASR (no example classified right)
    QString methodName;       // the method as the legend shows it; `method` when empty
    QString operatorLabel;    // the operator as the legend shows it; `operatorName` when empty
};

struct AsrData {
    QString title;
    std::vector<AsrSeries> series;
    // A model is not robust to an operator when the mean ASR of its word ranking over
    // k = 1..K is above this (the robustness check of the proxy-model paper, Table 4).
    double robustnessThreshold = 0.05;
    // Operators the run gives no verdict on: nothing classified right, or no text changed.
    QStringList withoutVerdict;
};

// The name of a series in the legend: "operator · ranking", where the random baseline is
// "random words" (an operator may itself be called random).
QString asrSeriesName(const AsrSeries& series);

// ASR against k (1..K) per operator and method with the robustness threshold as a horizontal
// line; random baselines are dotted and share their operator's colour.
class AsrPlot : public QWidget {
    Q_OBJECT
public:
    explicit AsrPlot(QWidget* parent = nullptr);

    void setData(const AsrData& data);
    const AsrData& data() const { return data_; }

    // The text shown, centred, in place of the plot while there are no curves.
    void setPlaceholderText(const QString& text);
    bool isShowingPlaceholder() const;

    // Operators whose mean ASR over k (every method that ranks words, not the random
    // baseline) is at most the threshold, and those where it is above: every operator with a
    // ranked curve is in exactly one of the two lists.
    QStringList robustOperators() const;
    QStringList notRobustOperators() const;

    // The curves as tab-separated lines for a spreadsheet: a line of titles (k, then each
    // curve's legend name), then a line for each k with each curve's ASR (clipboardLocale();
    // empty where it has none). Ctrl+C on the plot copies it.
    QString valuesText() const;

    // What the tooltip says with the pointer at (k, value) in the plot's coordinates: the
    // curve nearest the value at the nearest k, and its ASR there; empty where no curve has k.
    QString valueText(double k, double value) const;

    // PNG (300 dpi), SVG or PDF by suffix, at publication size.
    bool exportTo(const QString& path, const FigureSize& size = {});

    QCustomPlot* plot() const { return plot_; }
    // The drawn graphs (lines, band edges, control and selectivity curves) in drawing order.
    std::vector<PlottedCurve> curves() const;
    // The threshold's label, where it stands as the plot is laid out now.
    std::vector<PlottedLabel> labels() const;
    // How an export at `size` lays the figure out (in points).
    FigureLayout exportLayout(const FigureSize& size = {});
    // The locale of the tick labels: always C (a decimal point), whatever the UI language.
    QLocale numberLocale() const;
    // The plotting surface (receives the mouse).
    QWidget* canvas() const;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;  // follows the theme

private:
    AsrData data_;
    QCustomPlot* plot_ = nullptr;
    QLabel* placeholder_ = nullptr;
};

}  // namespace akshara::widgets

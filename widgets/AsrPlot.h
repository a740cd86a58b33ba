#pragma once

#include <QString>
#include <QWidget>
#include <vector>

#include "widgets/PlotExport.h"

class QCustomPlot;

namespace akshara::widgets {

// Attack success rate against the perturbation budget k for one operator and one method;
// asr[k - 1] is the rate with at most k perturbations.
struct AsrSeries {
    QString operatorName;  // e.g. "aspiration"
    QString method;        // e.g. "gradient", "random"
    bool random = false;   // drawn dotted: the random baseline
    std::vector<double> asr;
};

struct AsrData {
    QString title;
    std::vector<AsrSeries> series;
    double robustnessThreshold = 0.05;  // a model is robust to an operator below this ASR
};

// ASR against k (1..K) per operator and method with the robustness threshold as a horizontal
// line; random baselines are dotted and share their operator's colour.
class AsrPlot : public QWidget {
    Q_OBJECT
public:
    explicit AsrPlot(QWidget* parent = nullptr);

    void setData(const AsrData& data);
    const AsrData& data() const { return data_; }

    // Operators whose ASR (every non-random method, every k) stays below the threshold.
    QStringList robustOperators() const;

    // PNG (300 dpi), SVG or PDF by suffix, at publication size.
    bool exportTo(const QString& path, const FigureSize& size = {});

    QCustomPlot* plot() const { return plot_; }
    // The drawn graphs (lines, band edges, control and selectivity curves) in drawing order.
    std::vector<PlottedCurve> curves() const;
    // How an export at `size` lays the figure out (in points).
    FigureLayout exportLayout(const FigureSize& size = {});
    // The plotting surface (receives the mouse).
    QWidget* canvas() const;
    QSize sizeHint() const override;

private:
    AsrData data_;
    QCustomPlot* plot_ = nullptr;
};

}  // namespace akshara::widgets

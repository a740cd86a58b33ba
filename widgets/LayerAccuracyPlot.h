#pragma once

#include <QLocale>
#include <QString>
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "widgets/PlotExport.h"

class QCustomPlot;
class QEvent;
class QCPAbstractLegendItem;
class QCPLegend;
class QComboBox;
class QCPTextElement;
class QLabel;
class QMenu;
class QMouseEvent;

namespace akshara::widgets {

// One probing curve: accuracy per layer (index 0 = embeddings) with the standard deviation over
// folds, and optionally the control-task accuracy and the robustness score per layer (RS,
// perturbed over clean accuracy). Vectors that are present have one value per layer.
struct LayerSeries {
    QString label;  // e.g. "mBERT · hi · POS · aspiration"
    std::vector<double> accuracy;
    std::vector<double> accuracyStd;  // empty: no band
    std::vector<double> controlAccuracy;
    std::vector<double> similarity;  // RS per layer
};

struct LayerAccuracyData {
    QString title;
    std::vector<LayerSeries> series;
};

// Accuracy per layer for several series, with a band for the fold deviation, optional control
// and selectivity curves, and RS per layer as a second view. Clicking a legend item hides or
// shows its series, as do the keys 1 to 9 (the series in legend order) and the context menu
// (right click, the Menu key or Shift+F10) while the plot has the focus; hovering shows the
// value under the cursor.
class LayerAccuracyPlot : public QWidget {
    Q_OBJECT
public:
    enum class View { Accuracy, Similarity };

    explicit LayerAccuracyPlot(QWidget* parent = nullptr);

    // Replaces the plotted data; every series becomes visible.
    void setData(const LayerAccuracyData& data);
    const LayerAccuracyData& data() const { return data_; }

    // Control accuracy (dashed) and selectivity (accuracy - control, dotted) curves, for the
    // series that have control values.
    void setShowControl(bool show);
    void setShowSelectivity(bool show);
    void setView(View view);
    View view() const { return view_; }

    // The text shown, centred, in place of the plot while there is nothing to plot.
    void setPlaceholderText(const QString& text);
    bool isShowingPlaceholder() const;
    QString shownPlaceholder() const;

    // Hides or shows a series by its index in data().series.
    void setSeriesVisible(int series, bool visible);
    bool isSeriesVisible(int series) const;
    // The series of the view shown, one checkable action each (checked: visible), as the
    // context menu lists them; owned by `parent`.
    QMenu* seriesMenu(QWidget* parent);

    // The curves of the view shown that are visible, as tab-separated lines for a spreadsheet:
    // a line of titles (the layer, then each curve's label, with its fold deviation and its
    // control and selectivity curves where shown), then a line for each layer with each
    // curve's value there (clipboardLocale(); empty where it has none). Ctrl+C copies it.
    QString valuesText() const;

    // Text of the hover tooltip for a point in plot coordinates (layer, value), naming the
    // nearest series at the nearest layer; empty when nothing visible is near.
    QString valueText(double layer, double value) const;

    // PNG (300 dpi), SVG or PDF by suffix, at publication size.
    bool exportTo(const QString& path, const FigureSize& size = {});

    QCustomPlot* plot() const { return plot_; }
    // The drawn graphs (lines, band edges, control and selectivity curves) in drawing order.
    std::vector<PlottedCurve> curves() const;
    // The label of the value axis and its range (with its padding).
    QString valueAxisLabel() const;
    std::pair<double, double> valueRange() const;
    // Where the legend and the data area are, in canvas() coordinates.
    QRect legendRect() const;
    QRect axesRect() const;
    // How an export at `size` lays the figure out (in points).
    FigureLayout exportLayout(const FigureSize& size = {});
    // The locale of the tick labels: always C (a decimal point), whatever the UI language.
    QLocale numberLocale() const;
    // The plotting surface (receives the mouse).
    QWidget* canvas() const;
    // Where the legend entry of a series is, in canvas() coordinates; empty if not shown.
    QRect legendItemRect(int series) const;
    QSize sizeHint() const override;

Q_SIGNALS:
    void seriesVisibilityChanged(int series, bool visible);
    void viewChanged(akshara::widgets::LayerAccuracyPlot::View view);

protected:
    void changeEvent(QEvent* event) override;                    // follows the theme
    bool eventFilter(QObject* watched, QEvent* event) override;  // the plot's keys

private:
    void rebuild();
    void onLegendClick(QCPLegend* legend, QCPAbstractLegendItem* item, QMouseEvent* event);
    const std::vector<double>& valuesOf(const LayerSeries& series) const;
    // The indexes in data().series of the series the view shown has values for.
    std::vector<int> shownSeries() const;

    LayerAccuracyData data_;
    std::vector<bool> visible_;
    bool showControl_ = false;
    bool showSelectivity_ = false;
    View view_ = View::Accuracy;
    QCustomPlot* plot_ = nullptr;
    QComboBox* viewBox_ = nullptr;
    QCPTextElement* title_ = nullptr;
    QLabel* placeholder_ = nullptr;
    QString placeholderText_;
};

// The colour of series i in every plot of the workbench (colour-blind safe palette).
QColor seriesColor(int index);

}  // namespace akshara::widgets

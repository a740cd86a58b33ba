#pragma once

#include <QColor>
#include <QString>
#include <QVector>
#include <vector>

class QCustomPlot;

namespace akshara::widgets {

// Publication size of an exported figure: inches and raster resolution.
struct FigureSize {
    double widthInches = 3.5;
    double heightInches = 2.6;
    int dpi = 300;
};

// Writes the plot as PNG (at size.dpi), SVG or PDF (vector), chosen by the file's suffix
// (.png, .svg, .pdf). Returns false when the suffix is unknown or the file cannot be written.
bool exportPlot(QCustomPlot& plot, const QString& path, const FigureSize& size = {});

// What one graph of a plot draws, for callers that do not include qcustomplot.h (its header
// uses the Qt keywords that the project's tests switch off).
struct PlottedCurve {
    QString name;  // legend text; empty for band edges
    QVector<double> keys;
    QVector<double> values;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    bool visible = true;
    bool inLegend = true;
};

std::vector<PlottedCurve> plottedCurves(const QCustomPlot& plot);

}  // namespace akshara::widgets

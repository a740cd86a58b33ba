#pragma once

#include <QColor>
#include <QPalette>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>
#include <string>
#include <vector>

class QCustomPlot;
class QPainter;
class QSize;

namespace akshara::text {
struct TextTable;
}

namespace akshara::widgets {

// Publication size of an exported figure: inches and raster resolution.
struct FigureSize {
    double widthInches = 3.5;
    double heightInches = 2.6;
    int dpi = 300;
};

// Writes the plot as PNG (at size.dpi), SVG or PDF (vector), chosen by the file's suffix
// (.png, .svg, .pdf), in full or not at all (a device or pipe such as /dev/null is written in
// place, never replaced). Returns false when the suffix is unknown or the file cannot be written
// (a file of that name is then left as it was). The figure is laid out for its printed size (see
// FigureLayout); the widget is left as it was.
bool exportPlot(QCustomPlot& plot, const QString& path, const FigureSize& size = {});

// Writes a drawing of `size` logical pixels at `dpi` (the screen's, so that fonts in points
// are as large against it as on screen), painted on white by `paint`, as PNG (`pixelRatio`
// pixels a logical pixel, the file giving its resolution so that it is placed at `size`), SVG or
// PDF (one page the drawing's size, its fonts in the file, so that Indic text reads the same where
// they are not installed; an SVG only names them), chosen by the file's suffix, in full or not at
// all, as exportPlot writes. False for another suffix, or when the file cannot be written (a file
// of that name is then left as it was).
bool exportDrawing(const QString& path, const QSize& size, int dpi, double pixelRatio,
                   const QString& title, const std::function<void(QPainter& painter)>& paint);

// Writes a table as LaTeX (.tex) or CSV (.csv), chosen by the file's suffix, in full or not at
// all, as exportPlot writes. False for another suffix, or when the file cannot be written.
bool exportTable(const text::TextTable& table, const QString& path);
// As exportTable, for text already laid out: `latex()` written to a .tex file, `csv()` to a
// .csv file.
bool exportTableText(const QString& path, const std::function<std::string()>& latex,
                     const std::function<std::string()>& csv);

// Where the parts of an exported figure lie, in points (1/72 in) from its top left corner,
// and the font sizes used: fonts and pens scaled to the figure, the legend below the axes.
struct FigureLayout {
    QRect figure;
    QRect axes;                 // the axis rectangle (the data area)
    QRect legend;               // empty when the plot has no visible legend
    QRect title;                // empty when the plot has no title
    QStringList legendEntries;  // the names in the figure's legend, in its order
    // The value axis' label: its lines, and the longest one's length along the axis (more
    // than the axes' height would run past them, out of the figure).
    QStringList valueLabelLines;
    int valueLabelLength = 0;
    int fontPoints = 0;       // axis labels
    int smallFontPoints = 0;  // tick labels and legend
};

// The layout the plot gets when exported at `size` (the plot is restored afterwards).
FigureLayout figureLayout(QCustomPlot& plot, const FigureSize& size = {});

// What one graph of a plot draws, for callers that do not include qcustomplot.h (its header
// uses the Qt keywords that the project's tests switch off).
struct PlottedCurve {
    QString name;  // legend text; empty for band edges
    QVector<double> keys;
    QVector<double> values;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    int markerShape = 0;  // the QCPScatterStyle::ScatterShape of its points; 0: none
    bool visible = true;
    bool inLegend = true;
};

std::vector<PlottedCurve> plottedCurves(const QCustomPlot& plot);

// What one text item of a plot shows, as plottedCurves() tells of its graphs: its text, the
// rectangle it covers in the axes' units (as the plot is laid out now) and what it stands on
// (Qt::NoBrush: the curves show through it).
struct PlottedLabel {
    QString text;
    QRectF area;  // x: keys, y: values
    QBrush background;
};

std::vector<PlottedLabel> plottedLabels(const QCustomPlot& plot);

// What a screen reader says of a plot's data: each visible curve of its legend with its points
// on one line, curves apart by "; " ("clean: layer 0 0.968, layer 1 0.955; DropNV: ...").
// `point` formats a key ("layer %1").
QString describeCurves(const QCustomPlot& plot, const QString& point);

// Moves the plot's legend out of the axis rectangle to a column on its right, at the top,
// where it hides no data.
void placeLegendBesideAxes(QCustomPlot& plot);

// Colours the plot's frame from `palette`: the background from Base; axes, ticks, labels,
// titles and the legend's text and border from Text; the grid a faint Text. The data keep
// their colours. The workbench's plots follow its theme this way, while exported figures are
// always black on white.
void colourPlotFrame(QCustomPlot& plot, const QPalette& palette);

// Shows, as a tooltip following the pointer over the axis rectangle, what `text` says of the
// point under it (in the axes' units); none where it says nothing or outside the axes.
void showValuesOnHover(QCustomPlot& plot,
                       const std::function<QString(double key, double value)>& text);

// The legend's and the axis rectangle's place in the widget (widget coordinates).
QRect legendRect(const QCustomPlot& plot);
QRect axesRect(const QCustomPlot& plot);

}  // namespace akshara::widgets

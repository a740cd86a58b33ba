#include "widgets/PlotExport.h"

#include <qcustomplot.h>
#include <QFileInfo>
#include <QSvgGenerator>

#include <cmath>

namespace akshara::widgets {

bool exportPlot(QCustomPlot& plot, const QString& path, const FigureSize& size) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    // Layout in points (1/72 in) so that fonts keep their printed size at every resolution.
    const int widthPt = int(std::lround(size.widthInches * 72.0));
    const int heightPt = int(std::lround(size.heightInches * 72.0));
    if (suffix == QLatin1String("png"))
        return plot.savePng(path, widthPt, heightPt, size.dpi / 72.0, -1, size.dpi,
                            QCP::ruDotsPerInch);
    if (suffix == QLatin1String("pdf"))
        return plot.savePdf(path, widthPt, heightPt, QCP::epNoCosmetic);
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(widthPt, heightPt));
        generator.setViewBox(QRect(0, 0, widthPt, heightPt));
        generator.setResolution(72);
        generator.setTitle(plot.windowTitle());
        QCPPainter painter;
        if (!painter.begin(&generator))
            return false;
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        plot.toPainter(&painter, widthPt, heightPt);
        painter.end();
        return QFileInfo(path).size() > 0;
    }
    return false;
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
        curve.visible = graph->visible();
        curve.inLegend = plot.legend && plot.legend->hasItemWithPlottable(graph);
        curves.push_back(curve);
    }
    return curves;
}

}  // namespace akshara::widgets

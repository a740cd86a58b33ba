#include "widgets/AsrPlot.h"

#include <qcustomplot.h>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "text/TableExport.h"
#include "widgets/ItemCopy.h"
#include "widgets/LayerAccuracyPlot.h"

namespace akshara::widgets {

QString asrSeriesName(const AsrSeries& series) {
    const QString method = series.methodName.isEmpty() ? series.method : series.methodName;
    const QString op = series.operatorLabel.isEmpty() ? series.operatorName : series.operatorLabel;
    return AsrPlot::tr("%1 · %2").arg(op, series.random ? AsrPlot::tr("random words") : method);
}

namespace {

// Per operator (in order of appearance) whether it is robust: the mean over k of every
// ranked (non-random) curve at most the threshold. Operators with only a baseline, or without
// a verdict (no ASR, or no text changed), are left out.
std::vector<std::pair<QString, bool>> robustness(const AsrData& data) {
    std::vector<std::pair<QString, bool>> out;
    for (const AsrSeries& series : data.series) {
        if (series.random || series.asr.empty() ||
            data.withoutVerdict.contains(series.operatorName))
            continue;
        double mean = 0;
        for (double v : series.asr)
            mean += v;
        mean /= double(series.asr.size());
        if (std::isnan(mean))
            continue;
        const bool robust = mean <= data.robustnessThreshold;
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& entry) {
            return entry.first == series.operatorName;
        });
        if (it == out.end())
            out.emplace_back(series.operatorName, robust);
        else
            it->second = it->second && robust;
    }
    return out;
}

}  // namespace

QString AsrPlot::valuesText() const {
    std::size_t budgets = 0;
    std::vector<std::string> titles{"k"};
    for (const AsrSeries& series : data_.series) {
        titles.push_back(asrSeriesName(series).toStdString());
        budgets = std::max(budgets, series.asr.size());
    }
    const QLocale numbers = clipboardLocale();
    std::string out = text::tsvLine(titles) + '\n';
    for (std::size_t k = 0; k < budgets; ++k) {
        std::vector<std::string> line{std::to_string(k + 1)};
        for (const AsrSeries& series : data_.series) {
            line.push_back(k < series.asr.size() && std::isfinite(series.asr[k])
                               ? numbers.toString(series.asr[k], 'f', 4).toStdString()
                               : std::string());
        }
        out += text::tsvLine(line) + '\n';
    }
    return data_.series.empty() ? QString() : QString::fromStdString(out);
}

AsrPlot::AsrPlot(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    plot_ = new QCustomPlot(this);
    plot_->setFocusPolicy(Qt::StrongFocus);
    // Figures are for papers: their numbers (axes, the threshold's label) have a decimal point
    // in every language, while the views' text around them follows the workbench's language.
    plot_->setLocale(QLocale::c());
    plot_->legend->setVisible(true);
    placeLegendBesideAxes(*plot_);  // where it hides no curve (rates near the top are common)
    layout->addWidget(plot_, 1);
    addCopyShortcut(this, [this] { return valuesText(); });
    colourPlotFrame(*plot_, palette());  // the theme's colours; exports stay black on white
    placeholder_ = new QLabel(tr("No curves to show."), this);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(placeholder_, 1);
    plot_->setVisible(false);
    // The value of the curve nearest the pointer, as the layer plot shows its.
    showValuesOnHover(*plot_, [this](double k, double value) { return valueText(k, value); });
}

QString AsrPlot::valueText(double k, double value) const {
    const int nearestK = int(std::lround(k));
    if (nearestK < 1) {
        return {};
    }
    const AsrSeries* best = nullptr;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const AsrSeries& series : data_.series) {
        if (nearestK > int(series.asr.size()) || std::isnan(series.asr[nearestK - 1])) {
            continue;
        }
        const double distance = std::abs(series.asr[nearestK - 1] - value);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = &series;
        }
    }
    if (best == nullptr) {
        return {};
    }
    return tr("%1\nk = %2: ASR %3")
        .arg(asrSeriesName(*best))
        .arg(nearestK)
        .arg(QLocale().toString(best->asr[nearestK - 1], 'f', 3));  // as the layer plot
}

void AsrPlot::setPlaceholderText(const QString& text) {
    placeholder_->setText(text);
}

bool AsrPlot::isShowingPlaceholder() const {
    return !placeholder_->isHidden();
}

QSize AsrPlot::sizeHint() const {
    return {640, 420};
}

void AsrPlot::setData(const AsrData& data) {
    data_ = data;
    plot_->clearPlottables();
    plot_->clearItems();
    QStringList operators;
    int maxK = 1;
    double maxAsr = data_.robustnessThreshold;
    for (const AsrSeries& series : data_.series) {
        if (!operators.contains(series.operatorName))
            operators << series.operatorName;
        maxK = std::max(maxK, int(series.asr.size()));
        for (double v : series.asr)
            maxAsr = std::max(maxAsr, v);
        const int op = int(operators.indexOf(series.operatorName));
        const QColor color = seriesColor(op);
        // A marker shape per operator as well as a colour: operators told apart in grey print
        // and by those who do not tell the colours apart.
        static const QCPScatterStyle::ScatterShape kShapes[] = {QCPScatterStyle::ssDisc,
                                                                QCPScatterStyle::ssSquare,
                                                                QCPScatterStyle::ssTriangle,
                                                                QCPScatterStyle::ssDiamond,
                                                                QCPScatterStyle::ssTriangleInverted,
                                                                QCPScatterStyle::ssCrossSquare,
                                                                QCPScatterStyle::ssCircle,
                                                                QCPScatterStyle::ssStar};
        const auto shape = kShapes[op % int(std::size(kShapes))];
        QVector<double> x, y;
        for (std::size_t k = 0; k < series.asr.size(); ++k) {
            x << double(k + 1);
            y << series.asr[k];
        }
        QCPGraph* graph = plot_->addGraph();
        graph->setName(asrSeriesName(series));
        graph->setData(x, y, true);
        graph->setPen(
            QPen(color, series.random ? 1.5 : 2.0, series.random ? Qt::DotLine : Qt::SolidLine));
        graph->setScatterStyle(QCPScatterStyle(series.random ? QCPScatterStyle::ssNone : shape,
                                               shape == QCPScatterStyle::ssDisc ? 5 : 7));
    }
    auto* threshold = new QCPItemStraightLine(plot_);
    threshold->point1->setCoords(0, data_.robustnessThreshold);
    threshold->point2->setCoords(1, data_.robustnessThreshold);
    threshold->setPen(QPen(Qt::darkGray, 1, Qt::DashDotLine));
    auto* label = new QCPItemText(plot_);
    label->setText(tr("robustness threshold %1").arg(data_.robustnessThreshold));
    // Under the line at the right end, where the curves that cross the threshold run above
    // it, on the plot's own background: a curve just above the line ran through the text.
    label->position->setCoords(maxK, data_.robustnessThreshold);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    label->setPadding(QMargins(2, 1, 2, 1));
    label->setBrush(QBrush(palette().color(QPalette::Base)));
    label->setColor(Qt::darkGray);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setLabel(tr("Perturbation budget k"));
    plot_->yAxis->setLabel(tr("Attack success rate"));
    plot_->xAxis->setRange(0.8, maxK + 0.2);
    plot_->yAxis->setRange(0, std::min(1.0, maxAsr * 1.1 + 0.02));
    bool anyValues = false;
    for (const AsrSeries& series : data_.series)
        anyValues = anyValues || std::any_of(series.asr.begin(), series.asr.end(),
                                             [](double v) { return !std::isnan(v); });
    placeholder_->setVisible(!anyValues);
    plot_->setVisible(anyValues);
    plot_->replot();
    // What a screen reader says of the plot: its title, the curves with their values, and the
    // threshold.
    plot_->setAccessibleName(data_.title.isEmpty() ? tr("Attack success rate by words perturbed")
                                                   : data_.title);
    plot_->setAccessibleDescription(describeCurves(*plot_, tr("k = %1")) + QStringLiteral("; ") +
                                    label->text());
}

QStringList AsrPlot::robustOperators() const {
    QStringList out;
    for (const auto& [name, robust] : robustness(data_))
        if (robust)
            out << name;
    return out;
}

QStringList AsrPlot::notRobustOperators() const {
    QStringList out;
    for (const auto& [name, robust] : robustness(data_))
        if (!robust)
            out << name;
    return out;
}

bool AsrPlot::exportTo(const QString& path, const FigureSize& size) {
    return exportPlot(*plot_, path, size);
}

std::vector<PlottedCurve> AsrPlot::curves() const {
    return plottedCurves(*plot_);
}

std::vector<PlottedLabel> AsrPlot::labels() const {
    return plottedLabels(*plot_);
}

FigureLayout AsrPlot::exportLayout(const FigureSize& size) {
    return figureLayout(*plot_, size);
}

QLocale AsrPlot::numberLocale() const {
    return plot_->locale();
}

QWidget* AsrPlot::canvas() const {
    return plot_;
}

void AsrPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        colourPlotFrame(*plot_, palette());
        plot_->replot();
    }
}

}  // namespace akshara::widgets

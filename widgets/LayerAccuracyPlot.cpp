#include "widgets/LayerAccuracyPlot.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "text/TableExport.h"
#include "widgets/ItemCopy.h"

namespace akshara::widgets {

QColor seriesColor(int index) {
    // Okabe-Ito palette, its black replaced by a mid grey that shows on the dark theme's
    // plot background as well as on an export's white.
    static const QColor palette[] = {
        QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(230, 159, 0), QColor(86, 180, 233), QColor(240, 228, 66), QColor(136, 136, 136)};
    return palette[index % 8];
}

LayerAccuracyPlot::LayerAccuracyPlot(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("Vie&w:"), this);
    viewBox_ = new QComboBox(this);
    viewBox_->addItem(tr("Accuracy per layer"));
    viewBox_->addItem(tr("Robustness score (RS) per layer"));
    label->setBuddy(viewBox_);
    bar->addWidget(label);
    bar->addWidget(viewBox_);
    bar->addStretch();
    layout->addLayout(bar);
    plot_ = new QCustomPlot(this);
    plot_->setFocusPolicy(Qt::StrongFocus);
    // Figures are for papers: their numbers have a decimal point in every language, while the
    // views' text around them follows the workbench's language.
    plot_->setLocale(QLocale::c());
    plot_->setInteractions(QCP::iSelectLegend);
    plot_->legend->setVisible(true);
    plot_->legend->setSelectableParts(QCPLegend::spItems);
    plot_->setMouseTracking(true);
    placeLegendBesideAxes(*plot_);  // where it hides no curve
    plot_->plotLayout()->insertRow(0);
    title_ = new QCPTextElement(plot_, QString());
    plot_->plotLayout()->addElement(0, 0, title_);
    title_->setVisible(false);
    layout->addWidget(plot_, 1);
    addCopyShortcut(this, [this] { return valuesText(); });
    colourPlotFrame(*plot_, palette());  // the theme's colours; exports stay black on white
    placeholderText_ = tr("No curves to show.");
    placeholder_ = new QLabel(placeholderText_, this);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(placeholder_, 1);
    rebuild();
    connect(viewBox_, QOverload<int>::of(&QComboBox::currentIndexChanged), this,
            [this](int index) { setView(index == 1 ? View::Similarity : View::Accuracy); });
    connect(plot_, &QCustomPlot::legendClick, this, &LayerAccuracyPlot::onLegendClick);
    plot_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(plot_, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu* menu = seriesMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(plot_->mapToGlobal(at));
    });
    plot_->installEventFilter(this);
    showValuesOnHover(*plot_,
                      [this](double layer, double value) { return valueText(layer, value); });
}

QSize LayerAccuracyPlot::sizeHint() const {
    return {640, 420};
}

void LayerAccuracyPlot::setData(const LayerAccuracyData& data) {
    data_ = data;
    visible_.assign(data_.series.size(), true);
    rebuild();
}

void LayerAccuracyPlot::setShowControl(bool show) {
    showControl_ = show;
    rebuild();
}

void LayerAccuracyPlot::setShowSelectivity(bool show) {
    showSelectivity_ = show;
    rebuild();
}

void LayerAccuracyPlot::setView(View view) {
    const bool changed = view_ != view;
    view_ = view;
    const QSignalBlocker blocker(viewBox_);
    viewBox_->setCurrentIndex(view == View::Similarity ? 1 : 0);
    rebuild();
    if (changed)
        Q_EMIT viewChanged(view);
}

void LayerAccuracyPlot::setPlaceholderText(const QString& text) {
    placeholderText_ = text;
    rebuild();
}

bool LayerAccuracyPlot::isShowingPlaceholder() const {
    return !placeholder_->isHidden();
}

QString LayerAccuracyPlot::shownPlaceholder() const {
    return isShowingPlaceholder() ? placeholder_->text() : QString();
}

void LayerAccuracyPlot::setSeriesVisible(int series, bool visible) {
    if (series < 0 || series >= int(visible_.size()) || visible_[series] == visible)
        return;
    visible_[series] = visible;
    rebuild();
    Q_EMIT seriesVisibilityChanged(series, visible);
}

bool LayerAccuracyPlot::isSeriesVisible(int series) const {
    return series >= 0 && series < int(visible_.size()) && visible_[series];
}

QString LayerAccuracyPlot::valuesText() const {
    // Each curve drawn: the series' values, the fold deviation of its band, and its control
    // and selectivity curves where they are shown.
    struct Column {
        std::string title;
        std::vector<double> values;
    };
    std::vector<Column> columns;
    for (const int index : shownSeries()) {
        if (!isSeriesVisible(index))
            continue;
        const LayerSeries& series = data_.series[std::size_t(index)];
        columns.push_back({series.label.toStdString(), valuesOf(series)});
        if (view_ != View::Accuracy)
            continue;
        if (!series.accuracyStd.empty())
            columns.push_back({tr("%1 (standard deviation)").arg(series.label).toStdString(),
                               series.accuracyStd});
        if (!series.controlAccuracy.empty() && showControl_)
            columns.push_back(
                {tr("%1 (control task)").arg(series.label).toStdString(), series.controlAccuracy});
        if (!series.controlAccuracy.empty() && showSelectivity_) {
            std::vector<double> selectivity;
            for (std::size_t layer = 0; layer < series.controlAccuracy.size(); ++layer)
                selectivity.push_back(layer < series.accuracy.size()
                                          ? series.accuracy[layer] - series.controlAccuracy[layer]
                                          : std::numeric_limits<double>::quiet_NaN());
            columns.push_back(
                {tr("%1 (selectivity)").arg(series.label).toStdString(), selectivity});
        }
    }
    if (columns.empty())
        return {};
    std::size_t layers = 0;
    std::vector<std::string> titles{tr("Layer").toStdString()};
    for (const Column& column : columns) {
        titles.push_back(column.title);
        layers = std::max(layers, column.values.size());
    }
    const QLocale numbers = clipboardLocale();
    std::string out = text::tsvLine(titles) + '\n';
    for (std::size_t layer = 0; layer < layers; ++layer) {
        std::vector<std::string> line{std::to_string(layer)};
        for (const Column& column : columns)
            line.push_back(layer < column.values.size() && std::isfinite(column.values[layer])
                               ? numbers.toString(column.values[layer], 'f', 4).toStdString()
                               : std::string());
        out += text::tsvLine(line) + '\n';
    }
    return QString::fromStdString(out);
}

std::vector<int> LayerAccuracyPlot::shownSeries() const {
    std::vector<int> shown;
    for (std::size_t i = 0; i < data_.series.size(); ++i) {
        if (!valuesOf(data_.series[i]).empty())
            shown.push_back(int(i));
    }
    return shown;
}

QMenu* LayerAccuracyPlot::seriesMenu(QWidget* parent) {
    auto* menu = new QMenu(tr("Curves"), parent);
    const std::vector<int> shown = shownSeries();
    for (std::size_t k = 0; k < shown.size(); ++k) {
        const int series = shown[k];
        const QString label = data_.series[std::size_t(series)].label;
        QAction* action = menu->addAction(k < 9 ? tr("&%1 %2").arg(k + 1).arg(label) : label);
        action->setCheckable(true);
        action->setChecked(isSeriesVisible(series));
        connect(action, &QAction::toggled, this,
                [this, series](bool visible) { setSeriesVisible(series, visible); });
    }
    return menu;
}

bool LayerAccuracyPlot::eventFilter(QObject* watched, QEvent* event) {
    if (watched == plot_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_F10 && key->modifiers() == Qt::ShiftModifier) {
            Q_EMIT plot_->customContextMenuRequested(plot_->rect().center());
            return true;
        }
        const int k = key->key() - Qt::Key_1;
        const std::vector<int> shown = shownSeries();
        if (key->modifiers() == Qt::NoModifier && k >= 0 && k < 9 && k < int(shown.size())) {
            setSeriesVisible(shown[std::size_t(k)], !isSeriesVisible(shown[std::size_t(k)]));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

const std::vector<double>& LayerAccuracyPlot::valuesOf(const LayerSeries& series) const {
    return view_ == View::Similarity ? series.similarity : series.accuracy;
}

void LayerAccuracyPlot::rebuild() {
    plot_->clearPlottables();
    plot_->clearItems();
    title_->setText(data_.title);
    title_->setVisible(!data_.title.isEmpty());
    int maxLayers = 0;
    bool anyValues = false;
    for (std::size_t i = 0; i < data_.series.size(); ++i) {
        const LayerSeries& series = data_.series[i];
        const std::vector<double>& values = valuesOf(series);
        // A series without values in this view (clean text has no RS) gets no legend entry.
        if (values.empty())
            continue;
        anyValues = true;
        const QColor color = seriesColor(int(i));
        QVector<double> x, y, low, high;
        for (std::size_t layer = 0; layer < values.size(); ++layer) {
            x << double(layer);
            y << values[layer];
            const double sd = view_ == View::Accuracy && layer < series.accuracyStd.size()
                                  ? series.accuracyStd[layer]
                                  : 0.0;
            low << values[layer] - sd;
            high << values[layer] + sd;
        }
        maxLayers = std::max(maxLayers, int(values.size()));
        QCPGraph* graph = plot_->addGraph();
        graph->setName(series.label);
        graph->setData(x, y, true);
        QColor shown = visible_[i] ? color : QColor(Qt::lightGray);
        graph->setPen(QPen(shown, 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
        graph->setVisible(visible_[i]);
        graph->setProperty("seriesIndex", int(i));
        if (view_ == View::Accuracy && !series.accuracyStd.empty()) {
            QCPGraph* lower = plot_->addGraph();
            lower->setData(x, low, true);
            lower->setPen(Qt::NoPen);
            lower->removeFromLegend();
            QCPGraph* upper = plot_->addGraph();
            upper->setData(x, high, true);
            upper->setPen(Qt::NoPen);
            QColor band = color;
            band.setAlpha(50);
            upper->setBrush(band);
            upper->setChannelFillGraph(lower);
            upper->removeFromLegend();
            lower->setVisible(visible_[i]);
            upper->setVisible(visible_[i]);
        }
        if (view_ != View::Accuracy || series.controlAccuracy.empty())
            continue;
        QVector<double> control, selectivity;
        for (std::size_t layer = 0; layer < series.controlAccuracy.size(); ++layer) {
            control << series.controlAccuracy[layer];
            selectivity << (layer < series.accuracy.size()
                                ? series.accuracy[layer] - series.controlAccuracy[layer]
                                : std::numeric_limits<double>::quiet_NaN());
        }
        QVector<double> cx(x.begin(), x.begin() + std::min<int>(x.size(), control.size()));
        if (showControl_) {
            QCPGraph* graph2 = plot_->addGraph();
            graph2->setName(tr("%1 (control task)").arg(series.label));
            graph2->setData(cx, control.mid(0, cx.size()), true);
            graph2->setPen(QPen(shown, 1.5, Qt::DashLine));
            graph2->setVisible(visible_[i]);
            graph2->setProperty("seriesIndex", int(i));
            graph2->setProperty("control", true);
        }
        if (showSelectivity_) {
            QCPGraph* graph3 = plot_->addGraph();
            graph3->setName(tr("%1 (selectivity)").arg(series.label));
            graph3->setData(cx, selectivity.mid(0, cx.size()), true);
            graph3->setPen(QPen(shown, 1.5, Qt::DotLine));
            graph3->setVisible(visible_[i]);
            graph3->setProperty("seriesIndex", int(i));
            graph3->setProperty("selectivity", true);
        }
    }
    plot_->xAxis->setLabel(tr("Layer"));
    bool selectivityShown = false;
    for (int g = 0; g < plot_->graphCount(); ++g)
        selectivityShown = selectivityShown || plot_->graph(g)->property("selectivity").isValid();
    // Selectivity is a difference of accuracies, drawn on the same scale.
    plot_->yAxis->setLabel(view_ == View::Similarity ? tr("Robustness score (RS)")
                           : selectivityShown        ? tr("Accuracy / selectivity")
                                                     : tr("Accuracy"));
    plot_->xAxis->setRange(-0.3, std::max(1, maxLayers - 1) + 0.3);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(maxLayers > 13 ? 2.0 : 1.0);
    plot_->xAxis->setTicker(ticker);
    bool found = false;
    const QCPRange range = [&] {
        QCPRange r(0, 1);
        for (int g = 0; g < plot_->graphCount(); ++g) {
            const QCPRange gr = plot_->graph(g)->getValueRange(found);
            if (found)
                r.expand(gr);
        }
        return r;
    }();
    // A little room above and below, so that curves on the limits stay clear of the axis lines.
    const double lower = std::min(0.0, range.lower);
    const double upper = std::max(1.0, range.upper);
    const double padding = 0.04 * (upper - lower);
    plot_->yAxis->setRange(lower - padding, upper + padding);
    plot_->legend->setFont(font());
    // Nothing to plot: a centred sentence instead of bare axes.
    placeholder_->setText(data_.series.empty() ? placeholderText_
                                               : tr("No series has values in this view."));
    placeholder_->setVisible(!anyValues);
    plot_->setVisible(anyValues);
    viewBox_->setEnabled(!data_.series.empty());
    plot_->replot();
    // What a screen reader says of the plot: its title, and the curves shown with their values.
    plot_->setAccessibleName(data_.title.isEmpty() ? tr("Layer plot") : data_.title);
    plot_->setAccessibleDescription(describeCurves(*plot_, tr("layer %1")));
}

void LayerAccuracyPlot::onLegendClick(QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
    auto* plItem = qobject_cast<QCPPlottableLegendItem*>(item);
    if (!plItem)
        return;
    const QVariant index = plItem->plottable()->property("seriesIndex");
    if (index.isValid())
        setSeriesVisible(index.toInt(), !isSeriesVisible(index.toInt()));
}

QString LayerAccuracyPlot::valueText(double layer, double value) const {
    const int nearestLayer = int(std::lround(layer));
    if (nearestLayer < 0)
        return {};
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    // The series whose curve is nearest: its own, or its control or selectivity curve where
    // those are drawn (a dashed control curve belongs to its series, not to the accuracy curve
    // of another that passes closer).
    const auto consider = [&](std::size_t i, double drawn) {
        const double distance = std::abs(drawn - value);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = int(i);
        }
    };
    for (std::size_t i = 0; i < data_.series.size(); ++i) {
        const LayerSeries& series = data_.series[i];
        const std::vector<double>& values = valuesOf(series);
        if (!visible_[i] || nearestLayer >= int(values.size()))
            continue;
        consider(i, values[nearestLayer]);
        if (view_ != View::Accuracy || nearestLayer >= int(series.controlAccuracy.size()))
            continue;
        const double control = series.controlAccuracy[nearestLayer];
        if (showControl_)
            consider(i, control);
        if (showSelectivity_)
            consider(i, values[nearestLayer] - control);
    }
    if (best < 0)
        return {};
    const LayerSeries& series = data_.series[best];
    const double v = valuesOf(series)[nearestLayer];
    // Figures in the user's number format, as the details under the plot give them (0,812).
    const QLocale locale;
    const auto figure = [&locale](double value) { return locale.toString(value, 'f', 3); };
    QString text = tr("%1\nLayer %2: ").arg(series.label).arg(nearestLayer);
    if (view_ == View::Similarity)
        return text + tr("RS %1").arg(figure(v));
    text += tr("accuracy %1").arg(figure(v));
    if (nearestLayer < int(series.accuracyStd.size()))
        text += tr(" ± %1").arg(figure(series.accuracyStd[nearestLayer]));
    if (nearestLayer < int(series.controlAccuracy.size()))
        text += tr("\ncontrol %1, selectivity %2")
                    .arg(figure(series.controlAccuracy[nearestLayer]),
                         figure(v - series.controlAccuracy[nearestLayer]));
    return text;
}

bool LayerAccuracyPlot::exportTo(const QString& path, const FigureSize& size) {
    return exportPlot(*plot_, path, size);
}

std::vector<PlottedCurve> LayerAccuracyPlot::curves() const {
    return plottedCurves(*plot_);
}

QString LayerAccuracyPlot::valueAxisLabel() const {
    return plot_->yAxis->label();
}

std::pair<double, double> LayerAccuracyPlot::valueRange() const {
    return {plot_->yAxis->range().lower, plot_->yAxis->range().upper};
}

QRect LayerAccuracyPlot::legendRect() const {
    return widgets::legendRect(*plot_);
}

QRect LayerAccuracyPlot::axesRect() const {
    return widgets::axesRect(*plot_);
}

FigureLayout LayerAccuracyPlot::exportLayout(const FigureSize& size) {
    return figureLayout(*plot_, size);
}

QLocale LayerAccuracyPlot::numberLocale() const {
    return plot_->locale();
}

QWidget* LayerAccuracyPlot::canvas() const {
    return plot_;
}

QRect LayerAccuracyPlot::legendItemRect(int series) const {
    for (int i = 0; i < plot_->legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(plot_->legend->item(i));
        if (item && item->plottable()->property("seriesIndex").toInt() == series &&
            !item->plottable()->property("control").isValid() &&
            !item->plottable()->property("selectivity").isValid())
            return item->rect();
    }
    return {};
}

void LayerAccuracyPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        colourPlotFrame(*plot_, palette());
        plot_->replot();
    }
}

}  // namespace akshara::widgets

#include "ProbingView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "DialogFields.h"
#include "widgets/LayerAccuracyPlot.h"

namespace akshara::gui {

ProbingView::ProbingView(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      taskBox_(new QComboBox(this)),
      perturbationBox_(new QComboBox(this)),
      controlBox_(new QCheckBox(tr("&Control task"), this)),
      selectivityBox_(new QCheckBox(tr("Se&lectivity"), this)),
      exportButton_(new QPushButton(tr("Export fi&gure..."), this)),
      plot_(new widgets::LayerAccuracyPlot(this)),
      details_(new QLabel(this)) {
    auto* bar = new QHBoxLayout;
    auto* taskLabel = new QLabel(tr("&Task:"), this);
    taskLabel->setBuddy(taskBox_);
    auto* perturbationLabel = new QLabel(tr("&Perturbation:"), this);
    perturbationLabel->setBuddy(perturbationBox_);
    bar->addWidget(taskLabel);
    bar->addWidget(taskBox_);
    bar->addSpacing(12);
    bar->addWidget(perturbationLabel);
    bar->addWidget(perturbationBox_);
    bar->addSpacing(12);
    bar->addWidget(controlBox_);
    bar->addWidget(selectivityBox_);
    bar->addStretch(1);
    bar->addWidget(exportButton_);

    auto* layout = new QVBoxLayout(this);
    title_->setText(
        tr("No probing run is open. Double-click a probe run in Runs, use File > "
           "Open run folder, or start one with Experiments > New probing run."));
    fitTextToView(title_);
    fitTextToView(details_);
    fitTextToView(taskBox_);
    fitTextToView(perturbationBox_);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    controlBox_->setToolTip(
        tr("Also plot the accuracy of the same probe on the control task (after Hewitt and "
           "Liang): each distinct first word of a sentence given a random label, which a probe "
           "can only memorise"));
    selectivityBox_->setToolTip(
        tr("Plot selectivity, the task's accuracy minus the control task's: how much of the "
           "accuracy the layer's representation gives, not the probe's memory"));
    layout->addWidget(title_);
    layout->addLayout(bar);
    layout->addWidget(plot_, 1);
    layout->addWidget(details_);

    plot_->setPlaceholderText(tr("Open a probing run to see its accuracy per layer."));
    controlBox_->setChecked(true);
    selectivityBox_->setChecked(true);
    for (QWidget* w : {static_cast<QWidget*>(taskBox_), static_cast<QWidget*>(perturbationBox_),
                       static_cast<QWidget*>(controlBox_), static_cast<QWidget*>(selectivityBox_),
                       static_cast<QWidget*>(exportButton_)}) {
        w->setEnabled(false);
    }
    connect(taskBox_, &QComboBox::currentIndexChanged, this, [this] { updatePlot(); });
    connect(perturbationBox_, &QComboBox::currentIndexChanged, this, [this] { updatePlot(); });
    connect(controlBox_, &QCheckBox::toggled, plot_, &widgets::LayerAccuracyPlot::setShowControl);
    connect(selectivityBox_, &QCheckBox::toggled, plot_,
            &widgets::LayerAccuracyPlot::setShowSelectivity);
    connect(exportButton_, &QPushButton::clicked, this, &ProbingView::exportFigure);
    connect(plot_, &widgets::LayerAccuracyPlot::viewChanged, this, [this] { updateControls(); });
}

void ProbingView::updateControls() {
    // Control and selectivity curves exist in the accuracy view, for series with a control task.
    bool control = false;
    for (const auto& series : plot_->data().series) {
        control = control || !series.controlAccuracy.empty();
    }
    const bool enabled = control && plot_->view() == widgets::LayerAccuracyPlot::View::Accuracy;
    controlBox_->setEnabled(enabled);
    selectivityBox_->setEnabled(enabled);
    // A view without curves (RS of a task probed on clean text only) has no figure to export.
    exportButton_->setEnabled(!plot_->data().series.empty() && !plot_->isShowingPlaceholder());
}

QString ProbingView::perturbationName(const QString& perturbation) {
    // The paper's perturbation names (DropNV, Shuffle, ...) are terms; clean text is not.
    return perturbation == QLatin1String("clean") ? tr("clean") : perturbation;
}

void ProbingView::setSummary(ProbeSummary summary) {
    summary_ = std::move(summary);
    {
        const QSignalBlocker blockTasks(taskBox_);
        const QSignalBlocker blockPerturbations(perturbationBox_);
        taskBox_->clear();
        taskBox_->addItems(summary_.tasks());
        perturbationBox_->clear();
        for (const QString& perturbation : summary_.perturbations()) {
            perturbationBox_->addItem(perturbationName(perturbation), perturbation);
        }
        // With perturbations, show the first one against clean text.
        perturbationBox_->setCurrentIndex(perturbationBox_->count() > 1 ? 1 : 0);
    }
    QString title =
        tr("Probing run %1: %2").arg(QDir(summary_.runFolder).dirName(), summary_.modelName);
    if (!summary_.language.isEmpty()) {
        title += tr(", language %1").arg(languageName(summary_.language));
    }
    title += tr(", %n folds", nullptr, summary_.folds);
    title_->setText(title);
    title_->setToolTip(QDir::toNativeSeparators(summary_.runFolder));
    for (QWidget* w : {static_cast<QWidget*>(taskBox_), static_cast<QWidget*>(perturbationBox_),
                       static_cast<QWidget*>(controlBox_), static_cast<QWidget*>(selectivityBox_),
                       static_cast<QWidget*>(exportButton_)}) {
        w->setEnabled(true);
    }
    updatePlot();
}

bool ProbingView::setTask(const QString& task) {
    const int index = taskBox_->findText(task);
    if (index >= 0) {
        taskBox_->setCurrentIndex(index);
    }
    return index >= 0;
}

bool ProbingView::setPerturbation(const QString& perturbation) {
    const int index = perturbationBox_->findData(perturbation);
    if (index >= 0) {
        perturbationBox_->setCurrentIndex(index);
    }
    return index >= 0;
}

void ProbingView::updatePlot() {
    const QString task = taskBox_->currentText();
    const QString perturbation = perturbationBox_->currentData().toString();
    widgets::LayerAccuracyData data;
    QStringList lines;
    // Every figure of a line in the desktop's numbers, as the rest of the window's text.
    const auto number = [](double value) { return QLocale().toString(value, 'f', 3); };
    auto add = [&](const ProbeEntry* entry) {
        if (entry == nullptr) {
            return;
        }
        if (!entry->skipped.isEmpty()) {
            lines << tr("%1 / %2: not probed (%3).")
                         .arg(entry->task, perturbationName(entry->perturbation), entry->skipped);
            return;
        }
        widgets::LayerSeries series;
        series.label = perturbationName(entry->perturbation);
        series.accuracy = entry->accuracy;
        series.accuracyStd = entry->accuracyStd;
        series.controlAccuracy = entry->controlAccuracy;
        series.similarity = entry->rs;
        data.series.push_back(std::move(series));
        int best = 0;
        for (std::size_t l = 1; l < entry->accuracy.size(); ++l) {
            if (entry->accuracy[l] > entry->accuracy[std::size_t(best)]) {
                best = int(l);
            }
        }
        // No control task in the summary: no selectivity to give. Each is a whole sentence for
        // its translators; the figures they share are filled in once.
        const bool control = !entry->selectivity.empty();
        QString line =
            (control ? tr("%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer "
                          "%5 (accuracy %6, selectivity %7).",
                          nullptr, entry->sentences)
                     : tr("%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer "
                          "%5 (accuracy %6).",
                          nullptr, entry->sentences))
                .arg(entry->task, perturbationName(entry->perturbation))
                .arg(entry->classes.size())
                .arg(number(entry->majorityBaseline))
                .arg(best)
                .arg(number(entry->accuracy.empty() ? 0.0 : entry->accuracy[std::size_t(best)]));
        lines << (control ? line.arg(number(entry->selectivity[std::size_t(best)])) : line);
        if (entry->controlClasses < 2) {
            // One first word gets one label whatever the seed.
            lines << (entry->controlKeys == 1
                          ? tr("%1 / %2: the control task gave every sentence one label, so its "
                               "accuracy is 1 and the selectivity says nothing (every sentence "
                               "begins with the same word).")
                          : tr("%1 / %2: the control task gave every sentence one label, so its "
                               "accuracy is 1 and the selectivity says nothing (another seed "
                               "draws the labels again)."))
                         .arg(entry->task, perturbationName(entry->perturbation));
        }
    };
    add(summary_.find(task, QStringLiteral("clean")));
    bool perturbedShown = false;
    if (perturbation != QLatin1String("clean")) {
        const std::size_t before = data.series.size();
        add(summary_.find(task, perturbation));
        perturbedShown = data.series.size() > before;
    }
    // The title names the perturbation only where its curve is drawn (a task probed on clean
    // text only, such as BShift, has none).
    data.title =
        perturbedShown ? tr("%1: clean and %2").arg(task, perturbationName(perturbation)) : task;
    if (data.series.empty()) {
        // Nothing to draw: say why, not "open a run" over the run that is open.
        QStringList reasons;
        bool allSkipped = true;
        for (const auto& entry : summary_.entries) {
            allSkipped = allSkipped && !entry.skipped.isEmpty();
            if (!entry.skipped.isEmpty() && !reasons.contains(entry.skipped)) {
                reasons << entry.skipped;
            }
        }
        plot_->setPlaceholderText(
            allSkipped ? tr("Every task of this run was skipped: %1.")
                             .arg(reasons.join(QStringLiteral("; ")))
                       : tr("%1 was not probed in this run; the reason is below.").arg(task));
    }
    plot_->setData(data);
    plot_->setShowControl(controlBox_->isChecked());
    plot_->setShowSelectivity(selectivityBox_->isChecked());
    details_->setText(lines.join(QLatin1Char('\n')));
    updateControls();
}

void ProbingView::exportFigure() {
    exportSizedFigureInteractively(this, summary_.runFolder,
                                   [this](const QString& path, const widgets::FigureSize& size) {
                                       return plot_->exportTo(path, size);
                                   });
}

}  // namespace akshara::gui

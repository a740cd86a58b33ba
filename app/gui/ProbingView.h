#pragma once

#include <QWidget>

#include "ProbeSummary.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace akshara::widgets {
class LayerAccuracyPlot;
}

namespace akshara::gui {

// A probing run: pick a task and a perturbation; the plot shows accuracy per layer of the
// clean text (and of the perturbed text, with RS per layer), with control and selectivity
// curves; the majority baseline and sentence counts are stated below it.
class ProbingView : public QWidget {
    Q_OBJECT
public:
    explicit ProbingView(QWidget* parent = nullptr);

    // Shows a run's summary read by readProbeSummary (off the GUI thread: see RunOpener), its
    // first task selected.
    void setSummary(ProbeSummary summary);
    const ProbeSummary& summary() const { return summary_; }

    // Selects by name; false when the run has no such task / perturbation.
    bool setTask(const QString& task);
    bool setPerturbation(const QString& perturbation);

    QComboBox* taskBox() const { return taskBox_; }
    QComboBox* perturbationBox() const { return perturbationBox_; }
    widgets::LayerAccuracyPlot* plot() const { return plot_; }
    QLabel* details() const { return details_; }
    QCheckBox* controlBox() const { return controlBox_; }
    QCheckBox* selectivityBox() const { return selectivityBox_; }

private:
    // The name shown for a perturbation of the summary: "clean" translated, the others as the
    // paper names them.
    static QString perturbationName(const QString& perturbation);

    void updatePlot();
    void updateControls();
    void exportFigure();

    ProbeSummary summary_;
    QLabel* title_;
    QComboBox* taskBox_;
    QComboBox* perturbationBox_;
    QCheckBox* controlBox_;
    QCheckBox* selectivityBox_;
    QPushButton* exportButton_;
    widgets::LayerAccuracyPlot* plot_;
    QLabel* details_;
};

}  // namespace akshara::gui

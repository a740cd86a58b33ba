#pragma once

#include <QWidget>
#include <functional>

#include "AttackRuns.h"
#include "widgets/ItemCopy.h"

class QLabel;
class QPushButton;

namespace akshara::widgets {
class AttackResultsTable;
class AttributionHeatmap;
}  // namespace akshara::widgets

namespace akshara::gui {

// An attack run: its figures (accuracy before and after, success rate, perturbed words,
// queries, similarities), every example in a sortable table, and the selected example as a
// heatmap of the word scores that ordered the search, with the adversarial text below it and
// the changed syllables marked.
class AttackView : public QWidget {
    Q_OBJECT
public:
    explicit AttackView(QWidget* parent = nullptr);

    // Shows a run read by readAttackRun (off the GUI thread: see RunOpener), its first
    // successful example selected; the run shown read again keeps the example selected.
    void setRun(AttackRunData run);
    const AttackRunData& run() const { return run_; }
    // Shows the example at `index` (its position in the dataset) in the heatmap.
    bool showExample(int index);
    // Asks for the original text of the example at `index` to be tried (trySentence(), with
    // the pair's other sentence for a run of sentence pairs); false for an index the run does
    // not have.
    bool tryExample(int index);

    widgets::AttackResultsTable* table() const { return table_; }
    widgets::AttributionHeatmap* heatmap() const { return heatmap_; }
    QLabel* figures() const { return figures_; }
    // Resume: shown for an unfinished run, enabled when no job of the window writes it.
    QPushButton* resumeButton() const { return resumeButton_; }
    // Whether a job of the window writes the run in `runFolder` (a run resumed).
    void setWritingCheck(std::function<bool(const QString& runFolder)> writing);
    // Shows whether the run shown can be resumed now (a job started or ended).
    void updateResume();

    // The name of a similarity measure of the summaries ("chrf", "phonetic", "cosine",
    // "bertscore") in the workbench's language; an unknown key as it is.
    static QString measureName(const QString& key);

Q_SIGNALS:
    // An example's text, with the run's language, operator and model, for Try a sentence; for
    // a sentence pair, the pair's other sentence and which of the two `text` is (1: the
    // premise, 2: the hypothesis); `pairedWith` is empty for a single sentence.
    void trySentence(const QString& text, const QString& language, const QString& op,
                     const QString& model, const QString& pairedWith, int targetSentence);
    // The unfinished run in `runFolder` is to be continued.
    void resumeRequested(const QString& runFolder);

private:
    void exportHeatmap();
    void showExampleMenu(const QPoint& position);

    AttackRunData run_;
    int shown_ = -1;  // the index of the example in the heatmap
    QLabel* title_;
    QLabel* figures_;
    QPushButton* resumeButton_;
    QPushButton* exportButton_;
    std::function<bool(const QString&)> writing_;
    widgets::AttributionHeatmap* heatmap_;
    widgets::AttackResultsTable* table_;
    widgets::CopyActions copy_{};  // of the examples: in their menu too
};

// An ASR-curve run: attack success rate against the number of perturbed words, per operator,
// for the attribution method and for random words, with the robustness threshold.
class AsrView : public QWidget {
    Q_OBJECT
public:
    explicit AsrView(QWidget* parent = nullptr);

    // Shows a run read by readAsrRun (off the GUI thread: see RunOpener).
    void setRun(AsrRunData run);
    const AsrRunData& run() const { return run_; }

    widgets::AsrPlot* plot() const { return plot_; }
    QLabel* details() const { return details_; }

private:
    void exportFigure();

    AsrRunData run_;
    QLabel* title_;
    QPushButton* exportButton_;
    widgets::AsrPlot* plot_;
    QLabel* details_;
};

}  // namespace akshara::gui

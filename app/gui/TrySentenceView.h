#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <memory>
#include <vector>

#include "DialogFields.h"
#include "attack/SentenceTrial.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace akshara::gui {

class JobRunner;

// Try a sentence: a sentence of one's own, a language, an operator and the number of words to
// change give the sentence's perturbed versions, each with the letters it changed; with a
// classifier folder, the model's prediction for the sentence and each version, the versions
// that change it marked. The sentence may be one of a pair (NLI): the pair's other sentence is
// given beside it, kept as it is, and the model reads each version in the pair. The work runs as a
// job of the runner (the model is loaded once and kept while its folder and the settings stay the
// same); only the newest trial is shown.
class TrySentenceView : public QWidget {
    Q_OBJECT
public:
    explicit TrySentenceView(JobRunner* runner, QWidget* parent = nullptr);
    ~TrySentenceView() override;

    // Starts the trial of the fields' sentence. Returns the job's id, or 0 when the fields
    // cannot be tried (no sentence: the summary says so).
    int tryIt();
    // Puts the fields back as the last trial left them (kept in the settings).
    void restoreLastChoices();
    // Lets go of the classifier kept loaded for the next trial (its memory returns once a
    // trial using it ends); the next trial with a model loads it again.
    void releaseModel();
    // Whether a classifier is kept loaded for the next trial (waits for a trial loading one).
    bool holdsModel() const;
    // Fills the fields with a sentence, its language, an operator (kept as it is when the
    // language has no such operator) and a classifier folder; for a sentence of a pair, the
    // other sentence and which of the two `sentence` is (1: the premise, 2: the hypothesis).
    void prefill(const QString& sentence, const QString& language, const QString& op,
                 const QString& modelDir, const QString& pairedWith = {}, int targetSentence = 1);
    // Where Browse looks for a classifier while the field is empty (a workspace's models/).
    void setBrowseFolder(const QString& folder) { browseFolder_ = folder; }
    // The workspace's tables/: its saved tables replace the built-in ones of their names.
    void setTablesDir(const QString& folder) { tablesDir_ = folder; }
    // The tables edited and not yet saved: with "use unsaved edits" checked (the default), each
    // replaces the saved or built-in table of its name in a trial.
    void setEditedTables(std::function<std::vector<lexicon::ConfusionTable>()> tables) {
        editedTables_ = std::move(tables);
    }

    // The last trial shown, and the labels of its classifier (empty without one).
    const attack::SentenceTrial& trial() const { return trial_; }
    const QStringList& labels() const { return labels_; }
    // Whether version `index` of the trial shown changes the classifier's prediction.
    bool changesPrediction(std::size_t index) const;

    QLineEdit* sentence() const { return sentence_; }
    QLineEdit* pairedWith() const { return pairedWith_; }
    QComboBox* targetSentence() const { return targetSentence_; }
    QComboBox* language() const { return language_; }
    QComboBox* operatorBox() const { return operator_; }
    QSpinBox* words() const { return words_; }
    QSpinBox* versions() const { return versions_; }
    QSpinBox* seed() const { return seed_; }
    QCheckBox* useEdits() const { return useEdits_; }
    QLineEdit* model() const { return model_; }
    QPushButton* tryButton() const { return tryButton_; }
    QTableWidget* results() const { return results_; }
    QLabel* summary() const { return summary_; }

Q_SIGNALS:
    // A trial was shown (`id` its job).
    void shown(int id);
    // A trial failed: the window shows the title and message.
    void problem(const QString& title, const QString& message);

private:
    struct LoadedModel;
    struct Pending;

    void fillOperators();
    // The fields kept for the next start, with their keys.
    RememberedFields rememberedFields() const;
    // The runner's job `id` ended: the newest trial is shown.
    void finish(int id);
    void showTrial(attack::SentenceTrial trial, const QStringList& labels);
    // "positive 0.97": the predicted label and its probability.
    QString prediction(const std::vector<double>& probabilities) const;

    JobRunner* runner_;
    std::shared_ptr<LoadedModel> loaded_;  // shared with the jobs that use it
    int job_ = 0;                          // the newest trial's
    std::shared_ptr<Pending> pending_;     // what its job finds
    attack::SentenceTrial trial_;
    QStringList labels_;
    QString browseFolder_;
    QString tablesDir_;
    std::function<std::vector<lexicon::ConfusionTable>()> editedTables_;
    QLineEdit* sentence_;
    QLineEdit* pairedWith_;
    QComboBox* targetSentence_;
    QComboBox* language_;
    QComboBox* operator_;
    QSpinBox* words_;
    QSpinBox* versions_;
    QSpinBox* seed_;
    QCheckBox* useEdits_;
    QLineEdit* model_;
    QPushButton* browse_;
    QPushButton* tryButton_;
    QLabel* summary_;
    QTableWidget* results_;
};

}  // namespace akshara::gui

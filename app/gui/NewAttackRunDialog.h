#pragma once

#include <QDialog>

#include "DialogFields.h"
#include "attack/AttackExperiment.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace akshara::gui {

// Chooses an attack run (the first paper's greedy attack): the classifier folder, a labelled
// dataset (TSV, CSV, JSON lines or a JSON array; sentence pairs with the sentence to perturb), the
// language, the operator and its sub-category, the word importance, the similarity filter and how
// many examples. OK is enabled once a model and a dataset are chosen.
class NewAttackRunDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewAttackRunDialog(QWidget* parent = nullptr);

    void setModelDir(const QString& dir);
    void setDataFile(const QString& file);
    // Selects by code / name; false when there is no such entry.
    bool setLanguage(const QString& code);
    bool setOperator(const QString& name);
    bool setMethod(const QString& method);
    void setLimit(int examples);
    void setSeed(int seed);
    void setMinSimilarity(double similarity);
    void setSimilarityModel(const QString& dir);

    // The run as chosen (outDir and command are left empty).
    attack::AttackExperimentOptions options() const;
    bool isComplete() const;

    // Puts back the choices of the last run started from this dialog (kept by saveChoices()).
    void restoreLastChoices();
    // Keeps the choices, for the next run's dialog.
    void saveChoices() const;

private:
    void chooseModel();
    void chooseData();
    void updateCategories();
    void updateOk();
    // What keeps the run from starting, as the dialog shows it; empty when nothing does.
    QString problem() const;
    RememberedFields rememberedFields() const;

    QLineEdit* model_;
    QLineEdit* data_;
    QCheckBox* pair_;
    QComboBox* textColumn_;
    QComboBox* labelColumn_;
    QComboBox* labels_;  // the data's label set
    QComboBox* targetSentence_;
    QComboBox* language_;
    QComboBox* operator_;
    QComboBox* category_;
    QComboBox* method_;
    QComboBox* features_;
    QDoubleSpinBox* minSimilarity_;
    QSpinBox* limit_;
    QSpinBox* seed_;
    QLineEdit* similarityModel_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

// The akshara-cli arguments that run the same attack (without --out), as the manifest keeps.
std::vector<std::string> attackCommandLine(const attack::AttackExperimentOptions& options);

}  // namespace akshara::gui

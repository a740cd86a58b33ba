#pragma once

#include <QDialog>
#include <QStringList>

#include "DialogFields.h"
#include "attack/AttackExperiment.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QSpinBox;

namespace akshara::gui {

// Chooses an ASR-curve run (the second paper's experiment): the proxy model that ranks the
// words and its attribution method, the target model, a labelled dataset, the language, the
// operators, the largest number of perturbed words, the robustness threshold and how many
// examples. OK is enabled once both models, a dataset and an operator are chosen.
class NewAsrRunDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewAsrRunDialog(QWidget* parent = nullptr);

    void setProxyDir(const QString& dir);
    void setTargetDir(const QString& dir);
    void setDataFile(const QString& file);
    // Select by code / name; false when there is no such entry.
    bool setLanguage(const QString& code);
    bool setMethod(const QString& method);
    // Checks exactly the named operators.
    void setOperators(const QStringList& operators);
    void setMaxWords(int words);
    void setLimit(int examples);
    void setSeed(int seed);

    // The run as chosen (outDir and command are left empty).
    attack::AsrExperimentOptions options() const;
    bool isComplete() const;

    // Puts back the choices of the last run started from this dialog (kept by saveChoices()).
    void restoreLastChoices();
    // Keeps the choices, for the next run's dialog.
    void saveChoices() const;

private:
    void updateOk();
    // What keeps the run from starting, as the dialog shows it; empty when nothing does.
    QString problem() const;
    void updateOperators();
    // A checked operator of the chosen language.
    static bool chosen(const QListWidgetItem* item);
    RememberedFields rememberedFields() const;

    QLineEdit* proxy_;
    QLineEdit* target_;
    QLineEdit* data_;
    QCheckBox* pair_;
    QComboBox* textColumn_;
    QComboBox* labelColumn_;
    QComboBox* labels_;  // the data's label set
    QComboBox* targetSentence_;
    QComboBox* language_;
    QComboBox* method_;
    QComboBox* features_;
    QListWidget* operators_;
    QSpinBox* maxWords_;
    QDoubleSpinBox* threshold_;
    QSpinBox* limit_;
    QSpinBox* seed_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

// The akshara-cli arguments that run the same ASR curve (without --out).
std::vector<std::string> asrCommandLine(const attack::AsrExperimentOptions& options);

}  // namespace akshara::gui

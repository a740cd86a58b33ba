#pragma once

#include <QDialog>
#include <QStringList>

#include "DialogFields.h"
#include "probe/ProbeExperiment.h"

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace akshara::gui {

// Chooses a probing run: the model folder, treebank files (CoNLL-U or SSF), tasks,
// perturbations, folds and the probes' regularisation. OK is enabled once a model, a file and a
// task are chosen.
class NewProbeRunDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewProbeRunDialog(QWidget* parent = nullptr);

    void setModelDir(const QString& dir);
    // Replaces the treebank files; when none were listed, the format follows the first file's
    // suffix (.conllu or not), and a format chosen for files listed stays.
    void setDataFiles(const QStringList& files);
    // Adds the files not listed yet (from Add... or dropped on the list).
    void addFiles(const QStringList& paths);
    // Checks exactly the named tasks / perturbations (names as in the papers).
    void setTasks(const QStringList& tasks);
    void setPerturbations(const QStringList& perturbations);
    void setFolds(int folds);
    // "mean" or "first"; false when there is no such choice.
    bool setPool(const QString& pool);
    // "conllu" or "ssf"; false when there is no such choice.
    bool setFormat(const QString& format);
    void setSeed(int seed);

    // The run as chosen (outDir is left empty).
    probe::ProbeExperimentOptions options() const;
    bool isComplete() const;
    // What keeps the run from starting (the model folder, a treebank that is not there, is
    // named for the other format or is listed twice under two names), as said below the
    // fields; empty when nothing does.
    QString problem() const;

    // Puts back the choices of the last run started from this dialog (kept by saveChoices()).
    void restoreLastChoices();
    // Keeps the choices, for the next run's dialog.
    void saveChoices() const;

private:
    void chooseModel();
    void chooseFiles();
    void updateOk();
    RememberedFields rememberedFields() const;

    QLineEdit* model_;
    QListWidget* files_;
    QComboBox* format_;
    QListWidget* tasks_;
    QListWidget* perturbations_;
    QSpinBox* folds_;
    QDoubleSpinBox* inverseRegularisation_;
    QComboBox* pool_;
    QSpinBox* seed_;
    QLineEdit* language_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace akshara::gui

#pragma once

#include <functional>

#include <QDialog>
#include <QObject>
#include <QString>

#include "DialogFields.h"
#include "attack/PerturbedDataset.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace akshara::gui {

class JobRunner;

// A dataset to perturb, as akshara-cli perturb --column C --dataset-out FILE takes it.
struct DatasetPerturbationChoice {
    attack::DatasetPerturbationOptions options;
    QString outFile;
};

// Chooses a column of a dataset file (TSV, CSV or JSON lines) to perturb, for a perturbed copy
// of a test set: the file and the column, the language, the operator and its sub-category,
// how many words of each text and the seed, and the file to write (by default
// DATASET-OP.EXT in the workspace's data/perturbed/, following the choices until it is edited).
// Start is enabled once a dataset, a column and a file to write other than the dataset are
// given.
class PerturbDatasetDialog : public QDialog {
    Q_OBJECT
public:
    explicit PerturbDatasetDialog(QWidget* parent = nullptr);

    // Where the perturbed dataset goes by default.
    void setPerturbedDir(const QString& dir);
    void setDataFile(const QString& file);
    void setColumn(const QString& column);
    // Select by code / key; false when there is no such entry.
    bool setLanguage(const QString& code);
    bool setOperator(const QString& key);
    void setWords(int words);
    void setSeed(int seed);
    void setOutFile(const QString& file);

    DatasetPerturbationChoice choice() const;
    bool isComplete() const;
    // Why the choices cannot be started (the file to write is the dataset); empty when they
    // can.
    QString problem() const;

    void restoreLastChoices();
    void saveChoices() const;

private:
    void updateOutFile();
    void updateOk();
    RememberedFields rememberedFields() const;

    QString perturbedDir_;
    QLineEdit* data_;
    QComboBox* column_;
    QComboBox* language_;
    QComboBox* operator_;
    QComboBox* category_;
    QSpinBox* words_;
    QSpinBox* seed_;
    QLineEdit* out_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    bool outEdited_ = false;
};

// Writes perturbed datasets as jobs of a JobRunner: the file is written (atomically) only when
// every record is perturbed. When one is written, a message over `window` says how many
// records changed and offers to classify it.
class PerturbationJobs : public QObject {
    Q_OBJECT
public:
    PerturbationJobs(JobRunner* runner, QWidget* window);

    // Asks over the window what to perturb (the dialog, then whether to replace an existing
    // file) and starts it, once `ready` (asked last of what is chosen, e.g. to save the edits
    // of the tables its operator reads) says to; the operators read the tables of `tablesDir`
    // (the workspace's tables/) in place of the built-in ones. Returns the job's id, 0 when
    // nothing was started.
    int ask(const QString& perturbedDir, const QString& tablesDir,
            const std::function<bool(const attack::DatasetPerturbationOptions&)>& ready = {});
    // Starts the perturbation `choice`. Returns the job's id.
    int start(const DatasetPerturbationChoice& choice);

Q_SIGNALS:
    // The perturbed dataset is written to `file`; `summary` says how many records changed.
    void written(const QString& file, const QString& summary);
    // The user asked to classify the dataset written to `file`.
    void classifyRequested(const QString& file);

private:
    JobRunner* runner_;
    QWidget* window_;
};

}  // namespace akshara::gui

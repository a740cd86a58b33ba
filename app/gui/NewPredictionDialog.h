#pragma once

#include <QDialog>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "DialogFields.h"
#include "MatricesView.h"
#include "eval/AccuracyMatrix.h"
#include "eval/Predictions.h"
#include "predict/DatasetPredictions.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace akshara::gui {

class JobRunner;

// A dataset to classify, as akshara-cli predict takes it, and where its prediction file goes.
struct PredictionChoice {
    predict::DatasetPredictionOptions options;
    QString outFile;
    // A prediction file on the same examples to compare with (a consistency matrix); empty:
    // none.
    QString compareWith;
};

// Chooses a dataset for a classifier to label, for the fourth paper's matrices: the classifier
// folder, the labelled dataset (sentence pairs or not, its columns; the premises of
// mixed-language pairs from a parallel file), the data's label names in index order (for
// integer labels), how many examples, the prediction file to write (by default
// MODEL-DATASET.jsonl in the workspace's data/predictions/, following the choices until it is
// edited), and optionally a prediction file to compare with. Start is enabled once a model, a
// dataset, a usable label list and a file to write are given.
class NewPredictionDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewPredictionDialog(QWidget* parent = nullptr);

    // Where the prediction file goes by default.
    void setPredictionsDir(const QString& dir);
    void setModelDir(const QString& dir);
    void setDataFile(const QString& file);
    void setPremiseFile(const QString& file);
    // How the premises are matched to the dataset: "auto", "id" or "position".
    void setAlignment(const QString& name);
    // "nli", or label names separated by commas; empty: the names the file holds.
    void setLabelNames(const QString& text);
    void setOutFile(const QString& file);
    void setCompareWith(const QString& file);

    PredictionChoice choice() const;
    bool isComplete() const;
    // Why the choices cannot be started: the file to write is one of the files read (a file of
    // the classifier's folder among them), the file to compare with is not there, or a label
    // name is empty or repeated; empty when they can.
    QString problem() const;

    // Puts back the choices of the last classification started from this dialog.
    void restoreLastChoices();
    void saveChoices() const;

private:
    void updateOutFile();
    void updateOk();
    RememberedFields rememberedFields() const;

    QString predictionsDir_;
    QLineEdit* model_;
    QLineEdit* data_;
    QCheckBox* pair_;
    QComboBox* textColumn_;
    QComboBox* labelColumn_;
    QLineEdit* premises_;
    QComboBox* alignment_;
    QComboBox* labels_;
    QSpinBox* limit_;
    QLineEdit* out_;
    QLineEdit* compare_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    bool outEdited_ = false;
};

// Writes and reads prediction files as jobs of a JobRunner. A classification's prediction file
// is written (atomically) only when every example is classified.
class PredictionJobs : public QObject {
    Q_OBJECT
public:
    explicit PredictionJobs(JobRunner* runner, QObject* parent = nullptr);

    // Asks over `parent` what to classify (the dialog, then whether to replace an existing
    // file) and starts it on the device of the settings; `modelDir` preselects the classifier,
    // `dataFile` the dataset.
    // Returns the job's id, 0 when nothing was started.
    int ask(QWidget* parent, const QString& predictionsDir, const QString& modelDir = {},
            const QString& dataFile = {});
    // Starts the classification `choice` (on the device its options name). Returns the job's
    // id.
    int start(const PredictionChoice& choice);
    // Reads prediction files; `show` gets them once all are read. Returns the job's id.
    int read(const QStringList& paths, std::function<void(std::vector<eval::PredictionSet>)> show);
    // Reads the files of a transfer table and computes it (eval::accuracyMatrix, with the
    // bootstrap intervals of akshara-cli matrix transfer --intervals); `show` gets it.
    int readTransfer(const std::vector<TransferFile>& files,
                     std::function<void(const eval::AccuracyMatrix&)> show);

Q_SIGNALS:
    // The prediction file is written; `files` is it, then the file to compare with if any;
    // `summary` says how many examples and the accuracy, in the workbench's language.
    void written(int id, const QStringList& files, const QString& summary);

private:
    JobRunner* runner_;
};

}  // namespace akshara::gui

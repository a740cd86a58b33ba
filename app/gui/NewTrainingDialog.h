#pragma once

#include <QDialog>
#include <QString>
#include <optional>

#include "DialogFields.h"
#include "data/ClassificationDataset.h"
#include "model/Trainer.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace akshara::gui {

// A classifier to train, as akshara-cli train takes it: the examples (and the dev examples,
// or the share of them held out), where the model starts, the training's figures, and the
// name of the folder of the workspace's models/ it is saved in.
struct TrainingChoice {
    QString dataFile;
    QString devFile;  // empty: a share of dataFile (training.devFraction)
    data::ClassificationOptions data;
    model::TrainingSource source;
    model::TrainingOptions training;  // its device and callbacks are the caller's
    QString name;
};

// What a folder of models/ named `modelDir` holds before a training into it: nothing (or an
// empty folder), a model trained there before (its training.json), a training that was
// stopped (its checkpoint, kept after its last finished epoch), one stopped before its first
// epoch ended (a checkpoint folder with nothing to resume from), or files of something else.
enum class ModelFolderState { New, Trained, Stopped, StoppedEarly, Other };
ModelFolderState modelFolderState(const QString& modelDir);

// The choices a training into `modelDir` was started with, as it recorded them: those of its
// model (training.json) or of its stopped training (checkpoint/state.json), the name its
// folder's. Nothing when the folder holds no such record, or one without the dataset's file
// (written before the record kept it), or one that cannot be read.
std::optional<TrainingChoice> recordedTrainingChoice(const QString& modelDir);

// Chooses a classifier to train: the labelled dataset (TSV, CSV, JSON lines or a JSON array;
// sentence pairs or not), a new model trained from scratch (tiny or small) or a model folder to
// fine-tune, the dev set (a file, or a share of the dataset), epochs, learning rate, batch size,
// seed and patience, and the model's name. Start is enabled once the dataset, a usable name and
// (for fine-tuning) the model folder are given. Under the fields, where the model will be saved,
// and whether that replaces a model or resumes a stopped training.
class NewTrainingDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewTrainingDialog(QWidget* parent = nullptr);

    // The workspace's models/ folder, where the model is saved.
    void setModelsDir(const QString& dir);
    void setDataFile(const QString& file);
    void setDevFile(const QString& file);
    void setSentencePairs(bool pairs);
    // From scratch ("tiny", "small") or, with an empty size, fine-tuning `modelDir`.
    void setFromScratch(const QString& size);
    void setFineTuned(const QString& modelDir);
    void setEpochs(int epochs);
    void setSeed(int seed);
    void setName(const QString& name);
    // Every field as `choice` has it (a learning rate of 0: the default).
    void setChoice(const TrainingChoice& choice);

    TrainingChoice choice() const;
    // False also while models/NAME holds files that are not a model trained there.
    bool isComplete() const;
    // The folder the model is saved in: models/NAME.
    QString modelDir() const;
    // Why the name cannot be a folder of models/ (empty, a folder separator, a leading dot);
    // empty when it can.
    static QString nameProblem(const QString& name);

    // Puts back the choices of the last training started from this dialog.
    void restoreLastChoices();
    void saveChoices() const;

    QLabel* destination() const { return destination_; }

private:
    void chooseData();
    void update();
    RememberedFields rememberedFields() const;
    // The options as the fields show them, those no field shows at their defaults.
    model::TrainingOptions shownOptions() const;
    // Whether the model to fine-tune is the folder the model would be saved in.
    bool fineTunesItself() const;
    // What keeps the model to fine-tune, the datasets or their columns from being read; empty
    // when nothing does.
    QString inputsProblem() const;

    QString modelsDir_;
    QLineEdit* data_;
    QCheckBox* pair_;
    QComboBox* textColumn_;
    QComboBox* labelColumn_;
    QComboBox* start_;
    QLineEdit* model_;
    QPushButton* browseModel_;
    QLineEdit* dev_;
    QDoubleSpinBox* devFraction_;
    QSpinBox* epochs_;
    QDoubleSpinBox* learningRate_;
    QSpinBox* batchSize_;
    QSpinBox* seed_;
    QSpinBox* patience_;
    QLineEdit* name_;
    QLabel* destination_;
    QDialogButtonBox* buttons_;
    QString autoName_;  // the name the dataset gave; one typed over it stays
    // The options of the choice setChoice was given and the fields as it showed them: a field
    // left as it was keeps the choice's value (which the field may round or bound), and the
    // options no field shows (warmup, weight decay, clipping, length) are the choice's.
    struct Recorded {
        model::TrainingOptions options, shown;
    };
    std::optional<Recorded> recorded_;
};

}  // namespace akshara::gui

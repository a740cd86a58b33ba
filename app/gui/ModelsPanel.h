#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QSortFilterProxyModel>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

#include "NewTrainingDialog.h"
#include "widgets/ItemCopy.h"

class QLineEdit;
class QTableView;

namespace akshara::gui {

class FolderWatch;

// A folder of the workspace's models/ as the Models dock lists it.
struct ModelInfo {
    QString path;
    QString name;  // the folder's name
    ModelFolderState state = ModelFolderState::Other;
    QString architecture;  // config.json's model_type ("bert"); empty while in training
    QStringList labels;
    // The saved weights' dev accuracy, or a stopped training's best so far; negative when
    // there is none.
    double devAccuracy = -1;
    int bestEpoch = 0;
    int epochsDone = 0;
    int epochs = 0;  // as asked for; 0 when not recorded
    bool stoppedEarly = false;
    QString source;    // "scratch-tiny", "scratch-small" or the folder fine-tuned
    QString dataFile;  // as recorded; empty when not
    // The data file's name; in the listing with as many of its folders as tell it from the
    // other models' files of that name ("hi/sentiment.tsv", "pl/sentiment.tsv").
    QString dataName;
    QString sourceName;  // the name of the folder fine-tuned, told apart in the same way
    QDateTime date;      // when its training ended, or its last epoch did
    // Why its record cannot be read, naming the file; empty when it can.
    QString problem;
    // Why its config.json describes no model this program runs (unreadable, another kind of
    // model), naming the file; empty when it does, or when it is no finished model.
    QString configProblem;
    bool training = false;  // a training into it is running
    // It has a classification head (a ...ForSequenceClassification); a bare model or a
    // language-model checkpoint put in models/ is there to be fine-tuned.
    bool classifier = false;

    // A model that loads: one trained here, or a model folder put in models/.
    bool isUsable() const {
        return !training && configProblem.isEmpty() &&
               (state == ModelFolderState::Trained || state == ModelFolderState::Other);
    }
    // A model that loads and classifies: one to try a sentence on, attack, or classify with.
    bool canClassify() const { return isUsable() && classifier; }
};

// Reads what `modelDir` holds: its training.json and config.json, or its stopped training's
// checkpoint/state.json.
ModelInfo readModelInfo(const QString& modelDir);

// The folders of a workspace's models/ that hold a model or a training: a model trained in the
// workbench or by akshara-cli train, a training stopped, a Hugging Face folder put there.
// Columns: name, status, dev accuracy, labels, where it started, data, date.
class ModelBrowserModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Status, DevAccuracy, Labels, Start, Data, Date, ColumnCount };
    // The value a column sorts by: numbers as numbers.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ModelBrowserModel(QObject* parent = nullptr);

    void setModelsDir(const QString& modelsDir);
    // Whether a training into a folder is running (ModelInfo::training).
    void setBusyCheck(std::function<bool(const QString& modelDir)> isBusy) {
        isBusy_ = std::move(isBusy);
    }
    void refresh();
    // Lists `modelDir` as in training while the busy check says so, before its folder is
    // written.
    void addTraining(const QString& modelDir);
    const std::vector<ModelInfo>& models() const { return models_; }
    const ModelInfo& modelInfo(int row) const { return models_[std::size_t(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // A model's status as the Status column says it: "trained, best epoch 3 of 4", "stopped
    // after epoch 2 of 4", ...
    static QString statusText(const ModelInfo& model);

private:
    QString modelsDir_;
    std::vector<ModelInfo> models_;
    std::function<bool(const QString&)> isBusy_;
    QStringList trainings_;  // by addTraining()
};

// The models as the Models dock shows them: sorted by a column, those without each word of the
// filter typed left out (the words are looked for in what the row shows, the folder's path,
// the data file's and the model fine-tuned).
class ModelsShown : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setFilterWords(const QString& words);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString words_;
};

// The Models dock: the models of the workspace's models/, sortable by a column. A double-click
// tries a sentence with a model; its menu starts an attack or an ASR curve on it, fine-tunes
// it, trains it again or resumes its stopped training with the choices it recorded, shows its
// folder, or moves the selected models to the desktop's trash after asking.
//
// The list follows models/ as other programs change it (a model the command line trains, a
// folder copied in or removed); the selected models stay selected.
class ModelsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelsPanel(QWidget* parent = nullptr);

    void setModelsDir(const QString& modelsDir);
    // Lists the models again, keeping the selection and the current model.
    void refresh();
    // A training into `modelDir` started: listed as in training from now on.
    void trainingStarted(const QString& modelDir);
    // Whether a training into the folder is running: such a folder is listed as in training,
    // and not moved to the trash.
    void setBusyCheck(std::function<bool(const QString& modelDir)> isBusy);

    // Moves model folders of models/ to the desktop's trash and lists the models again. Returns
    // why each one that could not be moved stayed (its folder and the reason, one a line):
    // outside models/, being trained, or the trash's refusal.
    QStringList moveToTrash(const QStringList& modelDirs);
    // The path of the model in the view's row `row` (as sorted).
    QString modelAt(int row) const;

    QTableView* view() const { return view_; }
    ModelBrowserModel* model() const { return model_; }
    // Shows the models with each word of `text` (as typed in the filter field).
    void setFilter(const QString& text);
    QLineEdit* filterField() const { return filter_; }

Q_SIGNALS:
    void tryRequested(const QString& modelDir);
    void attackRequested(const QString& modelDir);
    void asrRequested(const QString& modelDir);
    // The dialog of a classification of a dataset with the model.
    void classifyRequested(const QString& modelDir);
    // The training dialog with `choice` filled in: the choices a model or a stopped training
    // recorded.
    void trainingRequested(const TrainingChoice& choice);
    // The training dialog with the model to fine-tune filled in.
    void fineTuneRequested(const QString& modelDir);
    // Something the user should read in a message box.
    void problem(const QString& title, const QString& message);

private:
    void showMenu(const QPoint& position);
    void askToTrash(const QStringList& modelDirs);
    QStringList selectedModels() const;

    QString modelsDir_;
    ModelBrowserModel* model_;
    ModelsShown* sorted_;
    QTableView* view_;
    QLineEdit* filter_;
    // The columns fit the models first shown (after a workspace opened, or a filter hid them
    // all); the user's widths then stay.
    bool columnsFitted_ = false;
    widgets::CopyActions copy_{};  // Copy, Copy with column titles: in the menu too
    FolderWatch* watch_;
    std::function<bool(const QString&)> isBusy_;
};

}  // namespace akshara::gui

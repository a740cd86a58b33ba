#include "ModelsPanel.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeySequence>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "DialogFields.h"
#include "FolderWatch.h"
#include "ListFilter.h"
#include "RunFields.h"
#include "Workspace.h"
#include "common/Error.h"
#include "model/ModelConfig.h"
#include "widgets/ItemCopy.h"
#include "widgets/Shortcut.h"

namespace akshara::gui {

namespace {

// The object of the JSON file at `path`; empty, with the reason in `problem`, when it cannot
// be read as one.
QJsonObject readRecord(const QString& path, QString& problem) {
    try {
        return readRunObject(path);
    } catch (const InputError& error) {
        problem = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path),
                                               QString::fromStdString(error.message()));
    }
    return {};
}

// The labels of config.json's id2label, in index order.
QStringList configLabels(const QJsonObject& config) {
    const QJsonObject names = config.value(QStringLiteral("id2label")).toObject();
    std::vector<std::pair<int, QString>> labels;
    for (auto it = names.begin(); it != names.end(); ++it) {
        bool number = false;
        const int index = it.key().toInt(&number);
        if (number) {
            labels.emplace_back(index, it.value().toString());
        }
    }
    std::sort(labels.begin(), labels.end());
    QStringList ordered;
    for (const auto& label : labels) {
        ordered << label.second;
    }
    return ordered;
}

// The fields that training.json and a checkpoint's state.json share.
void readTrainingRecord(const QJsonObject& record, ModelInfo& info) {
    info.epochsDone = int(record.value(QStringLiteral("epochs")).toArray().size());
    info.bestEpoch = record.value(QStringLiteral("best_epoch")).toInt();
    info.stoppedEarly = record.value(QStringLiteral("stopped_early")).toBool();
    info.source = record.value(QStringLiteral("source")).toString();
    info.epochs =
        record.value(QStringLiteral("options")).toObject().value(QStringLiteral("epochs")).toInt();
    info.dataFile =
        record.value(QStringLiteral("data")).toObject().value(QStringLiteral("file")).toString();
    info.dataName = QFileInfo(info.dataFile).fileName();
    info.sourceName = QFileInfo(info.source).fileName();
}

bool isScratchSource(const QString& source) {
    return source == QLatin1String("scratch-tiny") || source == QLatin1String("scratch-small");
}

// Where a model started, as the Start column says it.
QString startText(const ModelInfo& model) {
    if (model.source == QLatin1String("scratch-tiny")) {
        return ModelBrowserModel::tr("new, tiny");
    }
    if (model.source == QLatin1String("scratch-small")) {
        return ModelBrowserModel::tr("new, small");
    }
    if (!model.source.isEmpty()) {
        return ModelBrowserModel::tr("fine-tuned from %1").arg(model.sourceName);
    }
    return model.architecture;
}

// The last `count` components of a path split into `parts`.
QString tail(const QStringList& parts, int count) {
    return parts.mid(std::max(0, int(parts.size()) - count)).join(QLatin1Char('/'));
}

// For each path, its file name, and parent folders while another, different path of the list
// ends the same way ("hi/sentiment.tsv" beside "pl/sentiment.tsv"); empty for an empty path.
QStringList distinctTails(const QStringList& paths) {
    std::vector<QStringList> parts;
    for (const QString& path : paths) {
        parts.push_back(path.isEmpty() ? QStringList()
                                       : QDir::cleanPath(QDir::fromNativeSeparators(path))
                                             .split(QLatin1Char('/'), Qt::SkipEmptyParts));
    }
    QStringList names;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto clashes = [&](int n) {
            for (std::size_t j = 0; j < parts.size(); ++j) {
                if (parts[j] != parts[i] && !parts[j].isEmpty() &&
                    tail(parts[j], n) == tail(parts[i], n)) {
                    return true;
                }
            }
            return false;
        };
        int count = 1;
        while (count < int(parts[i].size()) && clashes(count)) {
            ++count;
        }
        names << QDir::toNativeSeparators(tail(parts[i], count));
    }
    return names;
}

// Each model's dataName and sourceName, told apart from the other models' of one name.
void nameFolders(std::vector<ModelInfo>& models) {
    QStringList dataFiles, sources;
    for (const ModelInfo& model : models) {
        dataFiles << model.dataFile;
        sources << (isScratchSource(model.source) ? QString() : model.source);
    }
    const QStringList dataNames = distinctTails(dataFiles);
    const QStringList sourceNames = distinctTails(sources);
    for (std::size_t i = 0; i < models.size(); ++i) {
        models[i].dataName = dataNames[int(i)];
        models[i].sourceName = sourceNames[int(i)];
    }
}

}  // namespace

ModelInfo readModelInfo(const QString& modelDir) {
    ModelInfo info;
    const QDir dir(modelDir);
    info.path = modelDir;
    info.name = dir.dirName();
    info.state = modelFolderState(modelDir);
    switch (info.state) {
        case ModelFolderState::Trained: {
            const QString path = dir.filePath(QStringLiteral("training.json"));
            const QJsonObject record = readRecord(path, info.problem);
            readTrainingRecord(record, info);
            info.devAccuracy = record.value(QStringLiteral("dev_accuracy")).toDouble(-1);
            info.date = QFileInfo(path).lastModified();
            break;
        }
        case ModelFolderState::Stopped: {
            const QString path = dir.filePath(QStringLiteral("checkpoint/state.json"));
            const QJsonObject record = readRecord(path, info.problem);
            readTrainingRecord(record, info);
            info.devAccuracy = record.value(QStringLiteral("best_dev_accuracy")).toDouble(-1);
            info.date = QFileInfo(path).lastModified();
            break;
        }
        case ModelFolderState::StoppedEarly:
            info.date = QFileInfo(dir.filePath(QStringLiteral("checkpoint"))).lastModified();
            break;
        case ModelFolderState::New:
        case ModelFolderState::Other:
            info.date = QFileInfo(dir.filePath(QStringLiteral("config.json"))).lastModified();
            break;
    }
    if (info.isUsable()) {
        QString problem;
        const QJsonObject config = readRecord(dir.filePath(QStringLiteral("config.json")), problem);
        info.architecture = config.value(QStringLiteral("model_type")).toString();
        info.labels = configLabels(config);
        if (info.problem.isEmpty()) {
            info.problem = problem;
        }
        // What loading it would refuse first: another kind of model, sizes out of range.
        try {
            const model::ModelConfig loaded =
                model::ModelConfig::load(QFile::encodeName(modelDir).toStdString());
            info.classifier = loaded.sequenceClassifier && loaded.choosesOneLabel();
            info.labels.clear();
            for (const std::string& label : loaded.labels) {  // LABEL_0... without id2label
                info.labels << QString::fromStdString(label);
            }
        } catch (const std::exception& e) {
            info.configProblem = QString::fromStdString(e.what());
        }
    }
    return info;
}

ModelBrowserModel::ModelBrowserModel(QObject* parent) : QAbstractTableModel(parent) {}

void ModelBrowserModel::setModelsDir(const QString& modelsDir) {
    modelsDir_ = modelsDir;
    refresh();
}

void ModelBrowserModel::refresh() {
    beginResetModel();
    models_.clear();
    const QDir dir(modelsDir_);
    if (!modelsDir_.isEmpty()) {
        for (const QFileInfo& entry :
             dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir folder(entry.absoluteFilePath());
            // A folder that cannot be read is listed, saying so: it may well be a model.
            if (!entry.isReadable() || !entry.isExecutable()) {
                ModelInfo unreadable;
                unreadable.path = entry.absoluteFilePath();
                unreadable.name = entry.fileName();
                unreadable.problem = tr("permission denied");
                unreadable.configProblem = unreadable.problem;  // not offered to runs
                unreadable.date = entry.lastModified();
                models_.push_back(unreadable);
                continue;
            }
            // A model, a training, or a model folder put here; other folders are not models.
            if (!folder.exists(QStringLiteral("config.json")) &&
                !folder.exists(QStringLiteral("training.json")) &&
                !folder.exists(QStringLiteral("checkpoint"))) {
                continue;
            }
            models_.push_back(readModelInfo(entry.absoluteFilePath()));
            models_.back().training = isBusy_ && isBusy_(models_.back().path);
        }
        // Trainings whose folders are not written yet.
        trainings_.removeIf([this](const QString& path) { return !isBusy_ || !isBusy_(path); });
        for (const QString& path : std::as_const(trainings_)) {
            const bool listed = std::any_of(models_.begin(), models_.end(), [&](const auto& m) {
                return QDir::cleanPath(m.path) == path;
            });
            if (!listed && QFileInfo(path).dir() == dir) {
                ModelInfo training;
                training.path = path;
                training.name = QFileInfo(path).fileName();
                training.state = ModelFolderState::New;
                training.training = true;
                training.date = QDateTime::currentDateTime();
                models_.push_back(training);
            }
        }
    }
    nameFolders(models_);
    endResetModel();
}

int ModelBrowserModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(models_.size());
}

int ModelBrowserModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString ModelBrowserModel::statusText(const ModelInfo& model) {
    if (model.training) {
        return model.epochs > 0
                   ? tr("training: %1 of %2 epochs done").arg(model.epochsDone).arg(model.epochs)
                   : tr("training");
    }
    if (!model.problem.isEmpty()) {
        return tr("cannot be read: %1").arg(model.problem);
    }
    if (!model.configProblem.isEmpty()) {
        return tr("cannot be used: %1").arg(model.configProblem);
    }
    switch (model.state) {
        case ModelFolderState::Trained:
            if (model.stoppedEarly) {
                return tr("trained, stopped early after epoch %1; best epoch %2")
                    .arg(model.epochsDone)
                    .arg(model.bestEpoch);
            }
            return tr("trained, best epoch %1 of %2").arg(model.bestEpoch).arg(model.epochsDone);
        case ModelFolderState::Stopped:
            return model.epochs > 0
                       ? tr("stopped after epoch %1 of %2").arg(model.epochsDone).arg(model.epochs)
                       : tr("stopped after epoch %1").arg(model.epochsDone);
        case ModelFolderState::StoppedEarly:
            return tr("stopped before its first epoch ended");
        case ModelFolderState::New:
        case ModelFolderState::Other:
            break;
    }
    return model.classifier ? tr("model folder")
                            : tr("model without a classification head: fine-tune it");
}

QVariant ModelBrowserModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const ModelInfo& model = models_[std::size_t(index.row())];
    if (role == SortRole) {
        switch (index.column()) {
            case DevAccuracy:
                return model.devAccuracy;
            case Date:
                return model.date;
            default:
                return data(index, Qt::DisplayRole).toString().toLower();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
            case Name:
                return QDir::toNativeSeparators(model.path);
            case Status:
                return statusText(model);
            case Start:
                return QDir::toNativeSeparators(model.source);
            case Data:
                return QDir::toNativeSeparators(model.dataFile);
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
        case Name:
            return model.name;
        case Status:
            return statusText(model);
        case DevAccuracy:
            return model.devAccuracy < 0
                       ? QString()
                       : QLocale().toString(100.0 * model.devAccuracy, 'f', 1) + QLatin1Char('%');
        case Labels:
            return model.labels.join(QStringLiteral(", "));
        case Start:
            return startText(model);
        case Data:
            return model.dataName;
        case Date:
            return QLocale().toString(model.date, QLocale::ShortFormat);
        default:
            return {};
    }
}

QVariant ModelBrowserModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case Name:
            return tr("Model");
        case Status:
            return tr("Status");
        case DevAccuracy:
            return tr("Dev accuracy");
        case Labels:
            return tr("Labels");
        case Start:
            return tr("Start");
        case Data:
            return tr("Data");
        case Date:
            return tr("Date");
        default:
            return {};
    }
}

void ModelsShown::setFilterWords(const QString& words) {
    words_ = words;
    invalidateFilter();
}

bool ModelsShown::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto* models = static_cast<const ModelBrowserModel*>(sourceModel());
    if (sourceParent.isValid() || words_.trimmed().isEmpty()) {
        return true;
    }
    const ModelInfo& info = models->modelInfo(sourceRow);
    QStringList shown{info.path, info.dataFile, info.source, info.architecture};
    for (int column = 0; column < models->columnCount(); ++column) {
        shown << models->data(models->index(sourceRow, column)).toString();
    }
    return holdsEachWord(shown, words_);
}

ModelsPanel::ModelsPanel(QWidget* parent)
    : QWidget(parent),
      model_(new ModelBrowserModel(this)),
      sorted_(new ModelsShown(this)),
      view_(new QTableView(this)),
      filter_(addFilterField(this, tr("Filter: name, status, labels, start or data"),
                             tr("Filter the models"),
                             tr("Shows the models with each word typed (%1)"))),
      watch_(new FolderWatch(this)) {
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        sorted_->setFilterWords(text);
        columnsFitted_ = columnsFitted_ || fitColumnsToRowsShown(view_);
    });
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(ModelBrowserModel::SortRole);
    view_->setModel(sorted_);
    view_->setObjectName(QStringLiteral("modelsView"));
    // Tab leaves the table (Qt's default moves from cell to cell, round and round), and a
    // screen reader names it.
    view_->setTabKeyNavigation(false);
    view_->setAccessibleName(tr("Models"));
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    copy_ = widgets::addCopyActions(view_);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    view_->setSortingEnabled(true);
    view_->sortByColumn(ModelBrowserModel::Name, Qt::AscendingOrder);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, &ModelsPanel::showMenu);
    // A double-click or Return tries a sentence with a model, or resumes a stopped training;
    // Delete offers to move the selected models to the trash.
    connect(widgets::addShortcut(view_, QKeySequence::Delete), &QAction::triggered, this, [this] {
        const QStringList selected = selectedModels();
        if (!selected.isEmpty()) {
            askToTrash(selected);
        }
    });
    connect(view_, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (!index.isValid()) {
            return;
        }
        const ModelInfo& info = model_->modelInfo(sorted_->mapToSource(index).row());
        if (info.canClassify()) {
            Q_EMIT tryRequested(info.path);
        } else if (info.isUsable()) {
            Q_EMIT fineTuneRequested(info.path);
        } else if (info.state == ModelFolderState::Stopped && !info.training) {
            const auto choice = recordedTrainingChoice(info.path);
            if (choice) {
                Q_EMIT trainingRequested(*choice);
            }
        }
    });
    connect(watch_, &FolderWatch::changed, this, &ModelsPanel::refresh);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_);
    layout->addWidget(view_);
    QWidget::setTabOrder(filter_, view_);
}

void ModelsPanel::setFilter(const QString& text) {
    filter_->setText(text);  // the rows shown follow
}

void ModelsPanel::setModelsDir(const QString& modelsDir) {
    modelsDir_ = modelsDir;
    watch_->setFolder(modelsDir);
    model_->setModelsDir(modelsDir);
    columnsFitted_ = fitColumnsToRowsShown(view_);
}

void ModelBrowserModel::addTraining(const QString& modelDir) {
    const QString path = QDir::cleanPath(QDir(modelDir).absolutePath());
    if (!trainings_.contains(path)) {
        trainings_ << path;
    }
    refresh();
}

void ModelsPanel::trainingStarted(const QString& modelDir) {
    model_->addTraining(modelDir);
    view_->resizeColumnsToContents();
}

void ModelsPanel::setBusyCheck(std::function<bool(const QString& modelDir)> isBusy) {
    isBusy_ = isBusy;
    model_->setBusyCheck(std::move(isBusy));
}

void ModelsPanel::refresh() {
    keepingSelection(
        view_,
        [this](const QModelIndex& index) {
            return model_->modelInfo(sorted_->mapToSource(index).row()).path;
        },
        [this] { model_->refresh(); });
    columnsFitted_ = columnsFitted_ || fitColumnsToRowsShown(view_);
}

QString ModelsPanel::modelAt(int row) const {
    return model_->modelInfo(sorted_->mapToSource(sorted_->index(row, 0)).row()).path;
}

QStringList ModelsPanel::selectedModels() const {
    QList<QModelIndex> rows = view_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList folders;
    for (const QModelIndex& index : rows) {
        folders << model_->modelInfo(sorted_->mapToSource(index).row()).path;
    }
    return folders;
}

QStringList ModelsPanel::moveToTrash(const QStringList& modelDirs) {
    QStringList problems;
    for (const QString& folder : modelDirs) {
        // Only a model folder of the open workspace: never anything outside models/.
        const QFileInfo model(folder);
        const QString shown = QDir::toNativeSeparators(folder);
        const bool inModels = !modelsDir_.isEmpty() && QDir(model.absolutePath()).canonicalPath() ==
                                                           QDir(modelsDir_).canonicalPath();
        if (inModels && !model.exists()) {
            problems << tr("%1: it is no longer there (moved or deleted outside the workbench)")
                            .arg(shown);
            continue;
        }
        if (!inModels || !model.isDir()) {
            problems << tr("%1: not a model of this workspace").arg(shown);
            continue;
        }
        if (isBusy_ && isBusy_(folder)) {
            problems << tr("%1: it is being trained; cancel its training in Jobs first").arg(shown);
            continue;
        }
        QString problem;
        if (!gui::moveToTrash(folder, nullptr, &problem)) {
            problems << tr("%1: cannot be moved to the trash: %2").arg(shown, problem);
        }
    }
    model_->refresh();
    return problems;
}

void ModelsPanel::showMenu(const QPoint& position) {
    QMenu menu(this);
    const QModelIndex clicked = view_->indexAt(position);
    if (clicked.isValid()) {
        const ModelInfo info = model_->modelInfo(sorted_->mapToSource(clicked).row());
        const QString folder = info.path;
        const bool usable = info.isUsable();
        const bool classifies = info.canClassify();
        menu.addAction(tr("Try a sentence"), this, [this, folder] { Q_EMIT tryRequested(folder); })
            ->setEnabled(classifies);
        menu.addAction(tr("New attack run on it..."), this,
                       [this, folder] { Q_EMIT attackRequested(folder); })
            ->setEnabled(classifies);
        menu.addAction(tr("New ASR-curve run with it as the target..."), this,
                       [this, folder] { Q_EMIT asrRequested(folder); })
            ->setEnabled(classifies);
        menu.addAction(tr("Classify a dataset with it..."), this,
                       [this, folder] { Q_EMIT classifyRequested(folder); })
            ->setEnabled(classifies);
        menu.addSeparator();
        const auto recorded = recordedTrainingChoice(folder);
        menu.addAction(tr("Fine-tune it..."), this,
                       [this, folder] { Q_EMIT fineTuneRequested(folder); })
            ->setEnabled(usable);
        if (info.state == ModelFolderState::Stopped) {
            menu.addAction(tr("Resume the training..."), this,
                           [this, recorded] { Q_EMIT trainingRequested(*recorded); })
                ->setEnabled(recorded.has_value() && !info.training);
        } else {
            menu.addAction(tr("Train it again..."), this,
                           [this, recorded] { Q_EMIT trainingRequested(*recorded); })
                ->setEnabled(recorded.has_value());
        }
        menu.addSeparator();
        menu.addAction(tr("Show in the file manager"), this, [this, folder] {
            if (const QString why = showInFileManager(folder); !why.isEmpty()) {
                Q_EMIT problem(tr("The model's folder cannot be shown"), why);
            }
        });
    }
    const QStringList selected = selectedModels();
    widgets::addCopyEntries(&menu, copy_, !selected.isEmpty());
    menu.addSeparator();
    QAction* trash = menu.addAction(
        tr("Move the %n selected model(s) to the trash...", nullptr, int(selected.size())), this,
        [this, selected] { askToTrash(selected); });
    trash->setShortcut(QKeySequence::Delete);
    trash->setEnabled(!selected.isEmpty());
    menu.exec(view_->viewport()->mapToGlobal(position));
}

void ModelsPanel::askToTrash(const QStringList& modelDirs) {
    if (!confirmMoveToTrash(
            this, tr("Move models to the trash"),
            tr("Move %n model(s) to the trash?", nullptr, int(modelDirs.size())), modelDirs,
            tr("They can be restored from the desktop's trash; runs made with them keep their "
               "results."))) {
        return;
    }
    const QStringList problems = moveToTrash(modelDirs);
    if (!problems.isEmpty()) {
        Q_EMIT problem(tr("Some models were not moved to the trash"),
                       problems.join(QLatin1Char('\n')));
    }
}

}  // namespace akshara::gui

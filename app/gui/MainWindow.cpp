#include "MainWindow.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextStream>
#include <algorithm>
#include <memory>

#include "AttackView.h"
#include "CompareRunsView.h"
#include "JobRunner.h"
#include "JobsPanel.h"
#include "MatricesView.h"
#include "ModelsPanel.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewPredictionDialog.h"
#include "NewProbeRunDialog.h"
#include "NewTrainingDialog.h"
#include "PerturbDatasetDialog.h"
#include "ProbingView.h"
#include "RunBrowserModel.h"
#include "RunController.h"
#include "RunOpener.h"
#include "RunsPanel.h"
#include "SettingsDialog.h"
#include "TablesController.h"
#include "TransferFilesDialog.h"
#include "TrySentenceView.h"
#include "common/Error.h"
#include "eval/AccuracyMatrix.h"
#include "eval/Predictions.h"
#include "widgets/ConfusionTableEditor.h"

namespace akshara::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      runner_(new JobRunner(this)),
      views_(new QTabWidget(this)),
      tablesEditor_(new widgets::ConfusionTableEditor(this)),
      tables_(new TablesController(tablesEditor_, this)),
      matrices_(new MatricesView(this)),
      probing_(new ProbingView(this)),
      attacks_(new AttackView(this)),
      asr_(new AsrView(this)),
      compare_(new CompareRunsView(this)),
      try_(new TrySentenceView(runner_, this)),
      opener_(new RunOpener(runner_, views_, probing_, attacks_, asr_, this)),
      runs_(new RunController(runner_, this)),
      predictions_(new PredictionJobs(runner_, this)),
      perturbations_(new PerturbationJobs(runner_, this)),
      runsPanel_(new RunsPanel(this)),
      modelsPanel_(new ModelsPanel(this)),
      jobsPanel_(new JobsPanel(runner_, this)),
      runsDock_(new QDockWidget(tr("Runs"), this)),
      modelsDock_(new QDockWidget(tr("Models"), this)),
      jobsDock_(new QDockWidget(tr("Jobs"), this)),
      notice_(new QLabel(this)) {
    setWindowTitle(tr("Akshara Workbench[*]"));
    acceptDroppedFiles();
    views_->addTab(tablesEditor_, tr("Script-similarity tables"));
    views_->addTab(matrices_, tr("Matrices"));
    views_->addTab(probing_, tr("Probing"));
    views_->addTab(attacks_, tr("Attacks"));
    views_->addTab(asr_, tr("ASR curves"));
    views_->addTab(compare_, tr("Compare runs"));
    views_->addTab(try_, tr("Try a sentence"));
    try_->setEditedTables([tables = tables_] { return tables->modifiedTables(); });
    try_->restoreLastChoices();
    setCentralWidget(views_);

    runsDock_->setObjectName(QStringLiteral("runsDock"));
    runsDock_->setWidget(runsPanel_);
    addDockWidget(Qt::LeftDockWidgetArea, runsDock_);
    // The workspace's models in a tab beside its runs.
    modelsDock_->setObjectName(QStringLiteral("modelsDock"));
    modelsDock_->setWidget(modelsPanel_);
    addDockWidget(Qt::LeftDockWidgetArea, modelsDock_);
    tabifyDockWidget(runsDock_, modelsDock_);
    runsDock_->raise();
    jobsDock_->setObjectName(QStringLiteral("jobsDock"));
    jobsDock_->setWidget(jobsPanel_);
    addDockWidget(Qt::BottomDockWidgetArea, jobsDock_);

    notice_->setObjectName(QStringLiteral("notice"));
    notice_->setWordWrap(false);
    statusBar()->addPermanentWidget(notice_, 1);
    notice_->hide();

    connect(runner_, &JobRunner::started, this, [this](int id, const QString& title) {
        jobViews_[id] = {viewsGeneration_, title};
    });
    connect(runner_, &JobRunner::finished, this, [this](int id) { jobViews_.erase(id); });
    connect(runner_, &JobRunner::cancelled, this, [this](int id) { jobViews_.erase(id); });
    // The job's row leaves the Jobs panel as it fails: the message names the job.
    connect(runner_, &JobRunner::failed, this, [this](int id, const QString& message) {
        const auto job = jobViews_.find(id);
        const QString title = job != jobViews_.end() ? job->second.title : QString();
        jobViews_.erase(id);
        showError(tr("The job failed"),
                  title.isEmpty() ? message : tr("%1 failed:\n%2").arg(title, message));
    });
    connect(runner_, &JobRunner::cancelled, this, [this](int, bool superseded) {
        if (!superseded) {
            statusBar()->showMessage(tr("Job cancelled"), 5000);
        }
    });
    connect(opener_, &RunOpener::problem, this, &MainWindow::showError);
    connect(try_, &TrySentenceView::problem, this, &MainWindow::showError);
    connectViews();
    connect(runsPanel_, &RunsPanel::resumeRequested, this,
            [this](const QString& folder) { resumeRun(folder); });
    connect(runsPanel_, &RunsPanel::openRequested, this,
            [this](const QString& folder) { openRun(folder); });
    connect(
        runsPanel_, &RunsPanel::compareRequested, this,
        [this](const QStringList& folders, const QString& kind) { compareRuns(folders, kind); });
    connect(runsPanel_, &RunsPanel::problem, this, &MainWindow::showError);
    connect(runsPanel_, &RunsPanel::movedToTrash, this, [this](const QStringList& runFolders) {
        clearViewsOf(runFolders);
        opener_->setViews(probing_, attacks_, asr_);  // and no run being read is shown
    });
    followRunsChangedOutside();
    followKeptRuns();
    modelsPanel_->setBusyCheck(
        [this](const QString& modelDir) { return runs_->isTrainingInto(modelDir); });
    connect(modelsPanel_, &ModelsPanel::tryRequested, this, &MainWindow::trySentenceWith);
    connect(modelsPanel_, &ModelsPanel::attackRequested, this,
            [this](const QString& modelDir) { newAttackRun(modelDir); });
    connect(modelsPanel_, &ModelsPanel::asrRequested, this,
            [this](const QString& modelDir) { newAsrRun(modelDir); });
    connect(modelsPanel_, &ModelsPanel::classifyRequested, this,
            [this](const QString& modelDir) { classifyDataset(modelDir); });
    connect(perturbations_, &PerturbationJobs::written, this,
            [this](const QString& file, const QString& summary) {
                statusBar()->showMessage(tr("%1: %2").arg(QDir::toNativeSeparators(file), summary),
                                         30000);
            });
    connect(perturbations_, &PerturbationJobs::classifyRequested, this,
            [this](const QString& file) { classifyDataset({}, file); });
    connect(predictions_, &PredictionJobs::written, this,
            [this](int id, const QStringList& files, const QString& summary) {
                statusBar()->showMessage(
                    tr("%1: %2").arg(QDir::toNativeSeparators(files.first()), summary), 30000);
                if (startedWithTheseViews(id)) {
                    openPredictions(files);
                }
            });
    connect(modelsPanel_, &ModelsPanel::trainingRequested, this,
            [this](const TrainingChoice& choice) {
                newTraining([choice](NewTrainingDialog& dialog) { dialog.setChoice(choice); });
            });
    connect(modelsPanel_, &ModelsPanel::fineTuneRequested, this, [this](const QString& modelDir) {
        newTraining([this, modelDir](NewTrainingDialog& dialog) {
            dialog.setFineTuned(modelDir);
            dialog.setName(tr("%1-fine-tuned").arg(QDir(modelDir).dirName()));
        });
    });
    connect(modelsPanel_, &ModelsPanel::problem, this, &MainWindow::showError);
    // The models' list follows each training's epochs and end.
    connect(runs_, &RunController::trainingStarted, modelsPanel_, &ModelsPanel::trainingStarted);
    // A training stopped, resumed: what was said of its stop no longer holds.
    connect(runs_, &RunController::trainingStarted, this,
            [this](const QString& modelDir) { withdrawFolderNotice(modelDir); });
    connect(runs_, &RunController::epochTrained, modelsPanel_, &ModelsPanel::refresh);
    connect(runs_, &RunController::trainingEnded, modelsPanel_, &ModelsPanel::refresh);
    // A run's log goes to the status bar; damage repaired (a hidden-state cache rebuilt) stays
    // there as a notice.
    connect(runs_, &RunController::runLogged, this,
            [this](const QString& line) { statusBar()->showMessage(line, 15000); });
    connect(
        runs_, &RunController::cacheRepaired, this,
        [this](const QString& title, int files, const QString& cacheDir) {
            showNotice(tr("%1: %n damaged hidden-state cache file(s) rebuilt in %2", nullptr, files)
                           .arg(title, QDir::toNativeSeparators(cacheDir)));
        });
    connect(runs_, &RunController::runFinished, this, [this](int, const QString& folder) {
        runsPanel_->refresh();
        // A run started in a workspace open before stays there, out of this one's views.
        if (workspace_.holds(folder)) {
            openRun(folder);
        } else {
            statusBar()->showMessage(tr("The run %1 finished in the workspace it was started in.")
                                         .arg(QDir::toNativeSeparators(folder)),
                                     30000);
        }
    });
    connect(
        runs_, &RunController::trainingFinished, this,
        [this](int, const QString& modelDir, const QString& summary) {
            statusBar()->showMessage(
                tr("Trained %1: %2").arg(QDir::toNativeSeparators(modelDir), summary), 30000);
            auto* box = new QMessageBox(
                QMessageBox::Information, tr("The classifier is trained"),
                tr("%1 is saved in %2.")
                    .arg(QDir(modelDir).dirName(), QDir::toNativeSeparators(modelDir)),
                QMessageBox::Close, this);
            box->setInformativeText(summary.left(1).toUpper() + summary.mid(1) + QLatin1Char('.'));
            QPushButton* tryIt = box->addButton(tr("Try a sentence"), QMessageBox::AcceptRole);
            connect(tryIt, &QPushButton::clicked, this,
                    [this, modelDir] { trySentenceWith(modelDir); });
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setModal(false);
            box->show();
        });
    connect(runs_, &RunController::trainingStopped, this,
            [this](int, const QString& modelDir, bool resumable) {
                const QString folder = QDir::toNativeSeparators(modelDir);
                showFolderNotice(
                    modelDir, resumable
                                  ? tr("The training of %1 stopped; its finished epochs are kept: "
                                       "train it again with the same choices to resume.")
                                        .arg(folder)
                                  : tr("The training of %1 stopped before its first epoch ended; "
                                       "nothing was kept.")
                                        .arg(folder));
            });
    connectTables();
    createMenus();
    // 1280 x 820 where the screen has room, else nine tenths of it (a 1366 x 768 laptop);
    // the last size and place come back on the next start.
    QSize size(1280, 820);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize room = screen->availableSize() * 9 / 10;
        size = size.boundedTo(room);
    }
    resize(size);
    resizeDocks({runsDock_}, {std::min(380, size.width() / 3)}, Qt::Horizontal);
    resizeDocks({jobsDock_}, {std::min(150, size.height() / 6)}, Qt::Vertical);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // A size saved while a view was stretched past the screen (by a name thousands of
    // characters long in a run's files) is not brought back.
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize room = screen->availableSize();
        if (width() > room.width() || height() > room.height()) {
            resize(this->size().boundedTo(room));
        }
    }
}

MainWindow::~MainWindow() {
    QSettings().setValue(QStringLiteral("window/state"), saveState());
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    runner_->cancelAll();
}

void MainWindow::connectViews() {
    connectAttackView();
    connectCompareView();
}

void MainWindow::connectAttackView() {
    connect(attacks_, &AttackView::trySentence, this,
            [this](const QString& text, const QString& language, const QString& op,
                   const QString& model, const QString& pairedWith, int targetSentence) {
                try_->prefill(text, language, op, model, pairedWith, targetSentence);
                views_->setCurrentWidget(try_);
                try_->tryIt();
            });
    attacks_->setWritingCheck([this](const QString& folder) { return runs_->isWriting(folder); });
    connect(attacks_, &AttackView::resumeRequested, this,
            [this](const QString& folder) { resumeAttackRun(folder); });
}

void MainWindow::connectCompareView() {
    connect(compare_, &CompareRunsView::runActivated, this,
            [this](const QString& folder) { openRun(folder); });
}

template <class View>
void MainWindow::replaceView(View*& view, View* fresh) {
    const int index = views_->indexOf(view);
    const bool current = views_->currentIndex() == index;
    views_->insertTab(index, fresh, views_->tabText(index));
    views_->removeTab(index + 1);
    if (current) {
        views_->setCurrentIndex(index);
    }
    view->deleteLater();
    view = fresh;
}

bool MainWindow::clearViewsOf(const QStringList& runFolders) {
    bool cleared = false;
    const auto shown = [&](const QString& folder) {
        const bool is = isOneOf(folder, runFolders);
        cleared = cleared || is;
        return is;
    };
    if (shown(probing_->summary().runFolder)) {
        replaceView(probing_, new ProbingView(this));
    }
    if (shown(attacks_->run().runFolder)) {
        replaceView(attacks_, new AttackView(this));
        connectAttackView();
    }
    if (shown(asr_->run().runFolder)) {
        replaceView(asr_, new AsrView(this));
    }
    const QStringList compared = compare_->comparedFolders();
    if (std::any_of(compared.begin(), compared.end(), shown)) {
        replaceView(compare_, new CompareRunsView(this));
        connectCompareView();
    }
    // A comparison still reading one of them is dropped: it would show a run that is gone.
    // (Its end may already be on its way: forgetting its job keeps it from being shown.)
    if (compareJob_ != 0 &&
        std::any_of(compared_.begin(), compared_.end(),
                    [&](const QString& folder) { return isOneOf(folder, runFolders); })) {
        if (runner_->isRunning(compareJob_)) {
            runner_->supersede(compareJob_);
        }
        compareJob_ = 0;
    }
    if (cleared) {  // else the runs being read for the views go on
        opener_->setViews(probing_, attacks_, asr_);
    }
    return cleared;
}

void MainWindow::replaceViews() {
    ++viewsGeneration_;
    replaceView(matrices_, new MatricesView(this));
    replaceView(probing_, new ProbingView(this));
    replaceView(attacks_, new AttackView(this));
    replaceView(asr_, new AsrView(this));
    replaceView(compare_, new CompareRunsView(this));
    opener_->setViews(probing_, attacks_, asr_);
    connectViews();
}

bool MainWindow::openWorkspace(const QString& path) {
    Workspace workspace(path);
    QString problem;
    if (!workspace.create(&problem)) {
        showError(tr("The workspace could not be opened"), problem + QLatin1Char('.'));
        return false;
    }
    tables_->writeDrafts();  // the unsaved edits of the workspace before stay in its drafts
    if (workspace_.isValid() && !workspace_.isAt(path)) {
        replaceViews();  // nothing of the workspace before stays on screen under the new title
        for (const QString& notice : std::as_const(tableErrorNotices_)) {
            withdrawNotice(notice);  // of its tables saved with errors
        }
        tableErrorNotices_.clear();
        for (const QString& notice : std::as_const(folderNotices_)) {
            withdrawNotice(notice);  // of its runs and trainings stopped, of it read-only
        }
        folderNotices_.clear();
        withdrawTableEditNotices();  // of its tables' unsaved edits, kept in its drafts
    }
    workspace_ = workspace;
    QStringList kept;
    // Of a workbench killed while they ran.
    if (const int removed = removeAbandonedRuns(workspace_.runsDir(), &kept); removed > 0) {
        showFolderNotice(workspace_.runsDir(),
                         tr("%n run(s) left unfinished when the workbench stopped could not be "
                            "continued and were removed.",
                            nullptr, removed));
    }
    removePublishedCheckpoints(workspace_.modelsDir());  // of trainings killed as they ended
    for (const QString& run : std::as_const(kept)) {
        if (!QFileInfo::exists(run + QStringLiteral("/summary.json"))) {  // else it had ended
            showFolderNotice(run, tr("The workbench stopped while the run %1 ran; what it had done "
                                     "is kept: Resume in its menu in Runs continues it.")
                                      .arg(QFileInfo(run).fileName()));
        }
    }
    QSettings().setValue(QStringLiteral("workspace/last"), path);
    rememberRecentWorkspace(path);
    runsPanel_->setRunsDir(workspace_.runsDir());
    modelsPanel_->setModelsDir(workspace_.modelsDir());
    setBrowseWorkspace(workspace_.root());
    const QDir models(QDir(path).filePath(QStringLiteral("models")));
    try_->setBrowseFolder(models.exists() ? models.path() : path);
    try_->setTablesDir(workspace_.tablesDir());
    try_->releaseModel();  // another workspace's: its memory is not held through this one
    tables_->setWorkspace(workspace_);
    setWindowTitle(tr("Akshara Workbench - %1[*]").arg(path));
    setWindowModified(!tablesEditor_->modifiedTables().empty());
    withdrawFolderNotice(workspace_.root());  // read-only when last opened, perhaps no longer
    if (!QFileInfo(workspace_.root()).isWritable() ||
        !QFileInfo(workspace_.runsDir()).isWritable()) {
        showFolderNotice(workspace_.root(),
                         tr("The workspace %1 is read-only: runs, trained models and tables "
                            "cannot be saved in it.")
                             .arg(QDir::toNativeSeparators(path)));
    }
    return true;
}

bool MainWindow::confirmCancellingJobs() {
    const int running = runner_->runningCount();
    if (running == 0) {
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Jobs are running"),
                    tr("Jobs still running: %1. Closing the workbench cancels them.").arg(running),
                    QMessageBox::Close | QMessageBox::Cancel, this);
    box.setInformativeText(
        tr("An attack or ASR-curve run keeps the examples it has done, and Resume in its menu "
           "in Runs continues it; a run stopped before its first example, or a probing run, is "
           "removed. A training keeps its finished epochs and resumes from them when it is "
           "started again with the same choices."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Close;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!confirmCancellingJobs() || !tables_->settleUnsavedEdits(this)) {
        event->ignore();
        return;
    }
    tables_->discardDrafts();  // saved, or given up
    runner_->cancelAll();
    QMainWindow::closeEvent(event);
}

QString MainWindow::openStartWorkspace(const QString& root, const QString& fallback) {
    // A last workspace deleted since is not made again, empty, nor is a workspace made of what
    // stands at its path now (a file, a folder of other things): the fallback opens instead.
    enum class Found { Usable, Gone, NotAWorkspace } found = Found::Usable;
    if (!fallback.isEmpty() && fallback != root) {
        const QFileInfo info(root);
        if (!info.exists()) {
            found = Found::Gone;
        } else if (!info.isDir() ||
                   (info.isReadable() && info.isExecutable() && !Workspace(root).claimed())) {
            found = Found::NotAWorkspace;  // one that cannot be read is opened, for the reason
        }
    }
    const QString named = fallback.isEmpty() ? Workspace::namedProblem(root) : QString();
    if (!named.isEmpty()) {
        showError(tr("The workspace could not be opened"), named + QLatin1Char('.'));
    } else if (found == Found::Usable && openWorkspace(root)) {
        return root;
    }
    const QString failed = found == Found::Gone            ? tr("%1 no longer exists").arg(root)
                           : found == Found::NotAWorkspace ? tr("%1 is not a workspace").arg(root)
                                                           : lastError_;
    QTextStream(stderr) << failed << Qt::endl;
    if (fallback.isEmpty() || fallback == root) {
        return {};
    }
    if (!openWorkspace(fallback)) {
        QTextStream(stderr) << lastError_ << Qt::endl;
        return {};
    }
    lastError_ = failed;  // the reason the window shows another workspace
    const QString notice = found == Found::Gone
                               ? tr("The workspace %1 no longer exists; %2 is open instead.")
                           : found == Found::NotAWorkspace
                               ? tr("%1 is no longer a workspace; %2 is open instead.")
                               : tr("The workspace %1 could not be opened; %2 is open instead.");
    showNotice(notice.arg(QDir::toNativeSeparators(root), QDir::toNativeSeparators(fallback)));
    return fallback;
}

void MainWindow::chooseWorkspace(bool create) {
    const QString start = workspace_.isValid() ? workspace_.root() : QString();
    const QString dir = QFileDialog::getExistingDirectory(
        this,
        create ? tr("New workspace (choose or create an empty folder)") : tr("Open workspace"),
        start);
    if (!dir.isEmpty()) {
        switchWorkspace(dir);
    }
}

bool MainWindow::switchWorkspace(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    if (!Workspace(path).exists() && !QDir(path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot |
                                                         QDir::Hidden | QDir::System)) {
        QMessageBox box(QMessageBox::Question, tr("Not a workspace"),
                        tr("%1 is not a workspace.").arg(shown), QMessageBox::Cancel, this);
        box.setInformativeText(
            tr("Make it one? The folders runs, tables and data are added to "
               "it; the files in it are left as they are."));
        QPushButton* make = box.addButton(tr("Make it a workspace"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != make) {
            return false;
        }
    }
    const int running = runner_->runningCount();
    if (running > 0 && workspace_.isValid()) {
        QMessageBox box(QMessageBox::Question, tr("Jobs are running"),
                        tr("Jobs still running: %1. They go on, and what they make stays in %2.")
                            .arg(running)
                            .arg(QDir::toNativeSeparators(workspace_.root())),
                        QMessageBox::Open | QMessageBox::Cancel, this);
        box.setInformativeText(tr("Open %1 while they run?").arg(shown));
        box.setDefaultButton(QMessageBox::Open);
        if (box.exec() != QMessageBox::Open) {
            return false;
        }
    }
    return tables_->settleUnsavedEdits(this) && openWorkspace(path);
}

void MainWindow::choosePredictions() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open one or two prediction files"), workspace_.root(),
        tr("Prediction files (*.jsonl);;All files (*)"));
    if (paths.isEmpty()) {
        return;
    }
    if (paths.size() > 2) {
        showError(tr("Too many files"),
                  tr("Choose one prediction file (confusion matrix) or two on the same examples "
                     "(consistency matrix)."));
        return;
    }
    openPredictions(paths);
}

void MainWindow::openPredictions(const QStringList& paths) {
    const int generation = viewsGeneration_;
    predictions_->read(paths, [this, generation](std::vector<eval::PredictionSet> sets) {
        if (generation != viewsGeneration_) {
            return;  // asked for in the workspace before
        }
        try {
            matrices_->setPredictions(std::move(sets));
            views_->setCurrentWidget(matrices_);
        } catch (const std::exception& error) {
            showError(tr("The predictions could not be shown"),
                      QString::fromStdString(error.what()));
        }
    });
}

QStringList MainWindow::selectedRuns(const QString& kind) const {
    return runsPanel_->selectedRuns(kind);
}

QTableView* MainWindow::runsView() const {
    return runsPanel_->view();
}

RunBrowserModel* MainWindow::runsModel() const {
    return runsPanel_->model();
}

void MainWindow::chooseTransferPredictions() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open the prediction files of a transfer table"), workspace_.root(),
        tr("Prediction files (*.jsonl);;All files (*)"));
    if (paths.isEmpty()) {
        return;
    }
    TransferFilesDialog dialog(paths, this);
    if (dialog.exec() == QDialog::Accepted) {
        openTransfer(dialog.files());
    }
}

int MainWindow::openTransfer(const std::vector<TransferFile>& files, bool bringToFront) {
    const int generation = viewsGeneration_;
    return predictions_->readTransfer(
        files, [this, files, bringToFront, generation](const eval::AccuracyMatrix& matrix) {
            if (generation != viewsGeneration_) {
                return;  // asked for in the workspace before
            }
            matrices_->setTransfer(matrix, files, bringToFront);
            if (bringToFront) {
                views_->setCurrentWidget(matrices_);
            }
        });
}

void MainWindow::chooseRunFolder() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open run folder"), workspace_.isValid() ? workspace_.runsDir() : QString());
    if (!dir.isEmpty()) {
        openRun(dir);
    }
}

bool MainWindow::openRun(const QString& runFolder) {
    return opener_->open({runFolder}) != 0;
}

bool MainWindow::openRunAndWait(const QString& runFolder) {
    return opener_->openAndWait(runFolder);
}

bool MainWindow::requireWorkspace() {
    if (!workspace_.isValid()) {
        showError(tr("No workspace"), tr("Open or create a workspace first (File menu): runs "
                                         "are written into its runs/ folder."));
        return false;
    }
    return true;
}

void MainWindow::newProbeRun() {
    if (!requireWorkspace()) {
        return;
    }
    NewProbeRunDialog dialog(this);
    dialog.restoreLastChoices();
    if (dialog.exec() == QDialog::Accepted) {
        dialog.saveChoices();
        auto options = dialog.options();
        options.encoder = encoderOptions(AppSettings::load());
        startProbeRun(options);
    }
}

void MainWindow::newAttackRun(const QString& modelDir) {
    if (!requireWorkspace()) {
        return;
    }
    NewAttackRunDialog dialog(this);
    dialog.restoreLastChoices();
    if (!modelDir.isEmpty()) {
        dialog.setModelDir(modelDir);
    }
    if (dialog.exec() == QDialog::Accepted) {
        dialog.saveChoices();
        auto options = dialog.options();
        if (!tables_->settleEditsBeforeRun(this, {options.op}, options.operatorOptions.language)) {
            return;
        }
        options.encoder = encoderOptions(AppSettings::load());
        options.operatorOptions.tablesDir = workspace_.tablesDir().toStdString();
        startAttackRun(options);
    }
}

int MainWindow::startProbeRun(const probe::ProbeExperimentOptions& options) {
    if (!requireWorkspace()) {
        return 0;
    }
    // The hidden-state cache: hidden-states/ in the settings' cache folder, shared by runs,
    // else the workspace's cache/.
    const QString cache = AppSettings::load().cacheDir;
    return runs_->startProbe(options, workspace_.runsDir(),
                             cache.isEmpty()
                                 ? QDir(workspace_.root()).filePath(QStringLiteral("cache"))
                                 : QDir(cache).filePath(QStringLiteral("hidden-states")));
}

void MainWindow::newAsrRun(const QString& targetDir) {
    if (!requireWorkspace()) {
        return;
    }
    NewAsrRunDialog dialog(this);
    dialog.restoreLastChoices();
    if (!targetDir.isEmpty()) {
        dialog.setTargetDir(targetDir);
    }
    if (dialog.exec() == QDialog::Accepted) {
        dialog.saveChoices();
        auto options = dialog.options();
        if (!tables_->settleEditsBeforeRun(this, options.operators,
                                           options.operatorOptions.language)) {
            return;
        }
        options.encoder = encoderOptions(AppSettings::load());
        options.operatorOptions.tablesDir = workspace_.tablesDir().toStdString();
        startAsrRun(options);
    }
}

int MainWindow::startAsrRun(const attack::AsrExperimentOptions& options) {
    if (!requireWorkspace()) {
        return 0;
    }
    return runs_->startAsr(options, workspace_.runsDir());
}

int MainWindow::startAttackRun(const attack::AttackExperimentOptions& options) {
    if (!requireWorkspace()) {
        return 0;
    }
    return runs_->startAttack(options, workspace_.runsDir());
}

void MainWindow::newTraining(const std::function<void(NewTrainingDialog&)>& preset) {
    if (!requireWorkspace()) {
        return;
    }
    NewTrainingDialog dialog(this);
    dialog.setModelsDir(workspace_.modelsDir());
    dialog.restoreLastChoices();
    if (preset) {
        preset(dialog);
    }
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    dialog.saveChoices();
    const QString folder = QDir::toNativeSeparators(dialog.modelDir());
    if (modelFolderState(dialog.modelDir()) == ModelFolderState::Trained &&
        !confirmReplacing(
            this, tr("Replace the model?"), tr("A model is already saved in %1.").arg(folder),
            tr("The new one replaces it when its training ends; until then it stays as it is."))) {
        return;
    }
    startTraining(dialog.choice());
}

int MainWindow::startTraining(const TrainingChoice& choice) {
    if (!requireWorkspace()) {
        return 0;
    }
    const QString modelDir = QDir(workspace_.modelsDir()).filePath(choice.name);
    if (runs_->isTrainingInto(modelDir)) {
        showError(tr("The classifier cannot be trained"),
                  tr("A training into %1 is running; wait for it to end, or cancel it in Jobs.")
                      .arg(QDir::toNativeSeparators(modelDir)));
        return 0;
    }
    return runs_->startTraining(choice, workspace_.modelsDir(),
                                encoderOptions(AppSettings::load()).device);
}

void MainWindow::classifyDataset(const QString& modelDir, const QString& dataFile) {
    if (requireWorkspace()) {
        predictions_->ask(this, QDir(workspace_.dataDir()).filePath(QStringLiteral("predictions")),
                          modelDir, dataFile);
    }
}

void MainWindow::trySentenceWith(const QString& modelDir) {
    try_->model()->setText(modelDir);
    views_->setCurrentWidget(try_);
    if (try_->sentence()->text().trimmed().isEmpty()) {
        try_->sentence()->setFocus();
    } else {
        try_->tryIt();
    }
}

void MainWindow::showSettings() {
    const AppSettings before = AppSettings::load();
    SettingsDialog dialog(before, this);
    if (dialog.exec() == QDialog::Accepted && dialog.settings().theme != before.theme) {
        applyTheme(dialog.settings().theme);
    }
}

bool MainWindow::startedWithTheseViews(int job) const {
    const auto found = jobViews_.find(job);
    return found != jobViews_.end() && found->second.generation == viewsGeneration_;
}

void MainWindow::showError(const QString& title, const QString& message) {
    lastError_ = title + QStringLiteral(": ") + message;
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

}  // namespace akshara::gui

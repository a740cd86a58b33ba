#pragma once

#include <QHash>
#include <QMainWindow>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "Workspace.h"
#include "attack/AttackExperiment.h"
#include "demo/DemoWorkspace.h"
#include "probe/ProbeExperiment.h"

class QDockWidget;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;

namespace akshara::widgets {
class ConfusionTableEditor;
}

namespace akshara::gui {

class AsrView;
class AttackView;
class CompareRunsView;
class TrySentenceView;
class JobRunner;
class JobsPanel;
class MatricesView;
class ModelsPanel;
class NewTrainingDialog;
class RunController;
class RunOpener;
class RunsPanel;
class ProbingView;
class RunBrowserModel;
class PerturbationJobs;
class PredictionJobs;
class TablesController;
struct TransferFile;
struct TrainingChoice;

// The workbench window: the views in tabs (tables, matrices, probing, attacks, ASR curves), the
// run browser and the jobs
// in docks, menus. The work itself is done by the controllers and the job runner.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Creates the folder's layout when missing, lists its runs and loads its tables, with the
    // unsaved edits of its last session; remembers it as the last workspace. The unsaved edits
    // of the workspace open before stay in its drafts. False (with a message saying why) when
    // it cannot be created or read.
    bool openWorkspace(const QString& path);
    // Opens another workspace as File > Open workspace does: a folder of other files is made a
    // workspace only when the user says so, running jobs go on where they were started once
    // the user agrees, and unsaved table edits are first saved or discarded as the user
    // answers. False when the user stays, or it cannot be opened.
    bool switchWorkspace(const QString& path);
    // Opens the workspace the workbench starts with: `root`, else, when it cannot be opened (or,
    // with a fallback, no longer exists) and `fallback` is not empty, `fallback`, saying so in
    // the notice. Each failure is shown in a
    // message box and written to stderr; without a workspace the window stays usable (File >
    // Open workspace). Returns the folder opened, empty when none.
    QString openStartWorkspace(const QString& root, const QString& fallback);
    const Workspace& workspace() const { return workspace_; }

    // Reads one or two prediction files on a worker thread and shows their matrices.
    void openPredictions(const QStringList& paths);
    // Reads the prediction files of a transfer table on a worker thread, with their bootstrap
    // intervals, and shows the table in Matrices; without `bringToFront`, in its tab behind
    // the matrix shown.
    int openTransfer(const std::vector<TransferFile>& files, bool bringToFront = true);
    // Starts showing a run folder in the view for its kind (probing runs in the Probing view,
    // attack runs in Attacks, ASR curves in ASR curves): its files are read as a job, and the run
    // is shown when it ends, unless another run was asked for meanwhile (see RunOpener). False,
    // with a message box, when the run is refused at once; a read error comes as one later.
    bool openRun(const QString& runFolder);
    // As openRun, then waits, handling events, until the run is shown or could not be: true when
    // it is shown. For the screenshot mode and tests, which look at the view right after.
    bool openRunAndWait(const QString& runFolder);
    // Reads finished runs of one kind ("attack", "asr-curve" or "probe") as a job and shows them
    // side by side in Compare runs, as the papers' tables; a run that cannot be read is left
    // out and named there. When none can be read, or the probing runs read would mix their
    // scores (two holding a task and perturbation of one model and language), a message box says
    // why. Only the newest comparison is shown: one asked for before it and still reading is
    // dropped. Returns the job's id.
    int compareRuns(const QStringList& runFolders, const QString& kind);
    // The runs selected in Runs whose kind is `kind`, in the browser's order.
    QStringList selectedRuns(const QString& kind) const;
    RunsPanel* runsPanel() const { return runsPanel_; }
    ModelsPanel* modelsPanel() const { return modelsPanel_; }
    // Compares the attack runs selected in Runs, else the ASR-curve runs, else the probing
    // runs; a message box when none is selected.
    void compareSelectedRuns();
    // Starts a probing run into the workspace's runs/ as a job; the run opens when it is done.
    // Returns the job's id, or 0 (with a message) when no workspace is open.
    int startProbeRun(const probe::ProbeExperimentOptions& options);
    // Starts an attack run into the workspace's runs/ as a job, in the same way.
    int startAttackRun(const attack::AttackExperimentOptions& options);
    // Starts an ASR-curve run in the same way.
    int startAsrRun(const attack::AsrExperimentOptions& options);
    // Continues the unfinished attack run in `runFolder` as a job with the settings it was
    // started with (its manifest), on the device of the settings and with the workspace's
    // curated tables, after the question about unsaved edits of its tables. Returns the job's
    // id, or 0 when it cannot be resumed (a message says why) or is being written already.
    int resumeAttackRun(const QString& runFolder);
    // The same for an ASR-curve run; resumeRun() for either, by its manifest's kind.
    int resumeAsrRun(const QString& runFolder);
    int resumeRun(const QString& runFolder);
    // Trains the classifier `choice` into the workspace's models/NAME as a job, on the device
    // of the settings; each epoch's figures go to the status bar, and a message says where the
    // model is and how well it did when it is done. Returns the job's id, or 0 (with a
    // message) when no workspace is open or a training into that folder is running.
    int startTraining(const TrainingChoice& choice);
    // Builds the demo workspace into the open workspace as a job (options.root is set here):
    // corpora, models trained from scratch, probing, attacks, an ASR curve and predictions.
    // When it is done its runs and matrices open. Returns the job's id, or 0 (with a
    // message) when no workspace is open.
    int startDemoWorkspace(demo::DemoWorkspaceOptions options);

    // Adds `message` to the notices of the status bar (font problems, a workspace that gave
    // way, restored edits, a cache rebuilt): the newest is shown, with the count of the others,
    // and all are in its tooltip. A notice given again is not repeated; an empty one clears
    // them.
    void showNotice(const QString& message);
    // Takes `message` out of the notices, when it is there (a warning that no longer holds).
    void withdrawNotice(const QString& message);
    // The notices, the oldest first, one a line; empty when none.
    QString notice() const;

    QTabWidget* views() const { return views_; }
    widgets::ConfusionTableEditor* tablesEditor() const { return tablesEditor_; }
    TablesController* tablesController() const { return tables_; }
    MatricesView* matricesView() const { return matrices_; }
    ProbingView* probingView() const { return probing_; }
    AttackView* attackView() const { return attacks_; }
    AsrView* asrView() const { return asr_; }
    CompareRunsView* compareView() const { return compare_; }
    TrySentenceView* tryView() const { return try_; }
    RunController* runController() const { return runs_; }
    RunOpener* runOpener() const { return opener_; }
    PredictionJobs* predictionJobs() const { return predictions_; }
    PerturbationJobs* perturbationJobs() const { return perturbations_; }
    QTableView* runsView() const;
    RunBrowserModel* runsModel() const;
    JobsPanel* jobsPanel() const { return jobsPanel_; }
    JobRunner* jobRunner() const { return runner_; }
    QDockWidget* runsDock() const { return runsDock_; }
    QDockWidget* jobsDock() const { return jobsDock_; }
    QDockWidget* modelsDock() const { return modelsDock_; }
    // File > Open recent: its entries are made each time it is shown.
    QMenu* recentMenu() const { return recentMenu_; }

    // Copies a confusion table file into the workspace's tables/ and shows it in the table
    // editor in place of the table of its name, asking before it replaces the workspace's own
    // (TablesController::importTable); a message box says why one is refused. True when the
    // table is the workspace's now (MainWindowTables.cpp).
    bool importTable(const QString& file);
    // Writes the table the editor shows, its unsaved edits included, to `file` in the table
    // format (for a colleague, another workspace); false with a message box when it cannot.
    bool exportTable(const QString& file);
    // Opens files dropped on the window (MainWindowDrops.cpp): a workspace, run folders, a model
    // folder (Try a sentence), one or two prediction files, tables to import; anything else
    // is refused with a message box. False when nothing opens.
    bool openDropped(const QStringList& paths);

    // The title and message of the last error shown, for the screenshot mode's report.
    const QString& lastError() const { return lastError_; }

protected:
    // Asks what to do with unsaved table edits (save, discard, or stay) and whether to cancel
    // running jobs; the window closes only when told to.
    void closeEvent(QCloseEvent* event) override;
    // Takes files dropped anywhere on the window, its fields included (MainWindowDrops.cpp).
    void acceptDroppedFiles();
    // Files and folders from a file manager are taken anywhere on the window (openDropped()).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Shows the newest of notices_, with the count of the others, and all in its tooltip.
    void refreshNotice();
    // With jobs running, asks whether to cancel them: true to go on.
    bool confirmCancellingJobs();
    // Connects the signals of the views of runs and predictions to the window.
    void connectViews();
    void connectAttackView();
    void connectCompareView();
    // Puts `fresh` in the tab of `view`, which goes.
    template <class View>
    void replaceView(View*& view, View* fresh);
    // Puts empty views of runs and predictions in place of those of the workspace open before
    // (Matrices, Probing, Attacks, ASR curves, Compare runs), in the same tabs.
    void replaceViews();
    // Replaces the views that show one of `runFolders` (moved to the trash, or gone outside the
    // workbench) with empty ones. Returns whether one was shown.
    bool clearViewsOf(const QStringList& runFolders);
    // Runs changed by other programs: a view of a run gone is emptied, and an unfinished attack
    // run shown that has finished is read again (MainWindowRuns.cpp).
    void followRunsChangedOutside();
    // Attack runs stopped with results kept are said so, and the view of one shown is read
    // again; the view's Resume follows the jobs that write runs (MainWindowRuns.cpp).
    void followKeptRuns();
    // A notice about a folder of the workspace (a run or a training stopped, the workspace
    // read-only), in place of the one before about it; withdrawn when the run or training is
    // resumed or finishes, or another workspace opens.
    void showFolderNotice(const QString& folder, const QString& notice);
    void withdrawFolderNotice(const QString& folder);
    // A notice about unsaved table edits, withdrawn when none is left unsaved or another
    // workspace opens.
    void showTableEditNotice(const QString& notice);
    void withdrawTableEditNotices();
    // The options of the run in `runFolder` to resume it (`read(folder, tablesFallback)`:
    // attack::attackRunOptions or asrRunOptions), run where the settings say, with the
    // curated tables where the run read them (the workspace's, for a run that does not say);
    // nothing (after a message) when it cannot be resumed, is written by another program, or
    // unsaved table edits are not settled (MainWindowRuns.cpp).
    template <class Options>
    std::optional<Options> resumeOptions(const QString& runFolder,
                                         Options (*read)(const std::string&, const std::string&));
    // Whether the folder of the run a view shows (empty: none) is one of `runFolders`, the
    // paths compared cleaned and absolute.
    static bool isOneOf(const QString& runFolder, const QStringList& runFolders);
    void createMenus();
    // Wires the table editor's saves, drafts and files changed on disk to notices and dialogs.
    void connectTables();
    void fillRecentMenu();
    void chooseWorkspace(bool create);
    void choosePredictions();
    void chooseTransferPredictions();
    void showSettings();
    void chooseRunFolder();
    void chooseTableToImport();
    void chooseTableExport();
    void newProbeRun();
    // The dialogs of a new attack or ASR-curve run, with the model (the target) given.
    void newAttackRun(const QString& modelDir = {});
    void newAsrRun(const QString& targetDir = {});
    // The training dialog with the last choices, then what `preset` fills in.
    void newTraining(const std::function<void(NewTrainingDialog&)>& preset = {});
    // The dialog of a classification of a dataset, with the classifier or the dataset given;
    // its prediction file opens in the Matrices view when it is written.
    void classifyDataset(const QString& modelDir = {}, const QString& dataFile = {});
    // Try a sentence with the classifier in `modelDir`: the sentence given is tried at once.
    void trySentenceWith(const QString& modelDir);
    bool requireWorkspace();
    void showError(const QString& title, const QString& message);
    // Whether the job was started while the views shown now were: what it makes goes to
    // them, and not to another workspace's opened since.
    bool startedWithTheseViews(int job) const;

    Workspace workspace_;
    JobRunner* runner_;
    QTabWidget* views_;
    widgets::ConfusionTableEditor* tablesEditor_;
    TablesController* tables_;
    MatricesView* matrices_;
    ProbingView* probing_;
    AttackView* attacks_;
    AsrView* asr_;
    CompareRunsView* compare_;
    TrySentenceView* try_;
    RunOpener* opener_;
    RunController* runs_;
    PredictionJobs* predictions_;
    PerturbationJobs* perturbations_;
    RunsPanel* runsPanel_;
    ModelsPanel* modelsPanel_;
    JobsPanel* jobsPanel_;
    QDockWidget* runsDock_;
    QDockWidget* modelsDock_;
    QDockWidget* jobsDock_;
    QLabel* notice_;
    QMenu* recentMenu_ = nullptr;
    QStringList notices_;
    QHash<QString, QString> tableErrorNotices_;  // a table file's "saved with errors" notice
    QHash<QString, QString> folderNotices_;      // by showFolderNotice(), by folder
    QStringList tableEditNotices_;               // by showTableEditNotice()
    QString lastError_;
    int compareJob_ = 0;       // the newest comparison's job
    QStringList compared_;     // the runs it reads
    int viewsGeneration_ = 0;  // counts the views replaced by another workspace's
    // The opener's request reading again an attack run that finished (0: none), the user's
    // requests when it started, and whether the run could not be read.
    struct Reread {
        int request = 0;
        int asked = 0;
        bool failed = false;
    } reread_;
    struct RunningJob {
        int generation = 0;  // of the views it was started under
        QString title;       // as the Jobs panel shows it
    };
    std::map<int, RunningJob> jobViews_;
};

}  // namespace akshara::gui

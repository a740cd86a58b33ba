#include "MainWindow.h"

#include <algorithm>
#include <memory>
#include <utility>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStatusBar>
#include <QTabWidget>

#include "AttackView.h"
#include "CompareRunsView.h"
#include "JobRunner.h"
#include "RunController.h"
#include "RunOpener.h"
#include "RunsPanel.h"
#include "SettingsDialog.h"
#include "TablesController.h"
#include "attack/RunOptions.h"
#include "common/Error.h"
#include "jobs/RunFolder.h"

namespace akshara::gui {

namespace {

// The runs' folder names, for the status bar.
QString names(const QStringList& runFolders) {
    QStringList names;
    for (const QString& folder : runFolders) {
        names << QFileInfo(folder).fileName();
    }
    return names.join(QStringLiteral(", "));
}

// The notice of an attack or ASR-curve run (`kind`) stopped with its results kept.
QString keptNotice(const QString& runFolder, const QString& kind) {
    return kind == QLatin1String("asr-curve")
               ? MainWindow::tr(
                     "The ASR-curve run %1 stopped; the examples it perturbed are "
                     "kept: choose Resume in its menu in Runs to continue it.")
                     .arg(names({runFolder}))
               : MainWindow::tr(
                     "The attack run %1 stopped; the examples it attacked are kept: "
                     "open it in Attacks and choose Resume to continue it.")
                     .arg(names({runFolder}));
}

// The operators whose tables a run reads.
std::vector<std::string> operatorsOf(const attack::AttackExperimentOptions& options) {
    return {options.op};
}
std::vector<std::string> operatorsOf(const attack::AsrExperimentOptions& options) {
    return options.operators;
}

}  // namespace

bool MainWindow::isOneOf(const QString& runFolder, const QStringList& runFolders) {
    const auto key = [](const QString& folder) {
        return QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    };
    return !runFolder.isEmpty() &&
           std::any_of(runFolders.begin(), runFolders.end(),
                       [&](const QString& folder) { return key(folder) == key(runFolder); });
}

void MainWindow::followRunsChangedOutside() {
    connect(runsPanel_, &RunsPanel::vanished, this, [this](const QStringList& runFolders) {
        if (clearViewsOf(runFolders)) {
            statusBar()->showMessage(
                tr("Removed or renamed outside the workbench, no longer shown: %1")
                    .arg(names(runFolders)),
                30000);
        }
    });
    // An attack run shown while another program wrote it is read again when its summary comes,
    // its view left where it is. Not while the user is opening runs (the read would replace
    // the run they asked for) or has a dialog open: the status bar says it has finished then.
    const auto sayFinished = [this](const QString& runFolder) {
        statusBar()->showMessage(tr("The attack run %1 shown has finished: open it again "
                                    "from Runs to see all its results.")
                                     .arg(names({runFolder})),
                                 30000);
    };
    const auto sayUnreadable = [this](const QString& runFolder) {
        statusBar()->showMessage(tr("The attack run %1 shown has finished, but it cannot "
                                    "be read now: open it again from Runs to see why.")
                                     .arg(names({runFolder})),
                                 30000);
    };
    connect(runsPanel_, &RunsPanel::updated, this,
            [this, sayFinished, sayUnreadable](const QStringList& runFolders) {
                const AttackRunData& shown = attacks_->run();
                if (shown.complete || !isOneOf(shown.runFolder, runFolders) ||
                    !QFileInfo::exists(shown.runFolder + QStringLiteral("/summary.json"))) {
                    return;
                }
                if (reread_.request != 0) {
                    return;  // being read again
                }
                if (QApplication::activeModalWidget() == nullptr) {
                    const bool opening = opener_->busy();
                    reread_ = {opener_->reread(shown.runFolder), opener_->requests(), false};
                    if (reread_.request == 0 && !opening) {
                        sayUnreadable(shown.runFolder);  // refused at once (its manifest)
                        return;
                    }
                }
                if (reread_.request == 0) {
                    sayFinished(shown.runFolder);
                }
            });
    connect(opener_, &RunOpener::notReadAgain, this,
            [this, sayUnreadable](const QString& runFolder, const QString&) {
                reread_.failed = true;
                sayUnreadable(runFolder);
            });
    connect(opener_, &RunOpener::requestEnded, this,
            [this, sayFinished](int request, bool allShown) {
                if (request == 0 || request != reread_.request) {
                    return;
                }
                const Reread ended = std::exchange(reread_, {});
                const AttackRunData& shown = attacks_->run();
                if (allShown && shown.complete) {
                    statusBar()->showMessage(
                        tr("The attack run %1 shown has finished: all its results are shown.")
                            .arg(names({shown.runFolder})),
                        30000);
                } else if (!allShown && !ended.failed && ended.asked == opener_->requests() &&
                           !shown.runFolder.isEmpty() && !shown.complete) {
                    // Stopped in the Jobs panel, or by views changing: the run shown is still
                    // the unfinished one. (Runs the user opened since say what they show.)
                    sayFinished(shown.runFolder);
                }
            });
}

void MainWindow::followKeptRuns() {
    runsPanel_->setWritingCheck([this](const QString& folder) { return runs_->isWriting(folder); });
    connect(runs_, &RunController::writingChanged, this, [this] { attacks_->updateResume(); });
    connect(runs_, &RunController::runKept, this,
            [this](int, const QString& runFolder, const QString& kind, const QString&) {
                runsPanel_->refresh();
                if (!workspace_.holds(runFolder)) {
                    return;  // in the workspace open before
                }
                showFolderNotice(runFolder, keptNotice(runFolder, kind));
                // The run shown, with its results so far; not in place of one being opened.
                if (isOneOf(runFolder, {attacks_->run().runFolder}) && !opener_->busy()) {
                    opener_->reread(runFolder);
                }
            });
    // A run finished has nothing more to say.
    connect(runs_, &RunController::runFinished, this,
            [this](int, const QString& runFolder) { withdrawFolderNotice(runFolder); });
}

template <class Options>
std::optional<Options> MainWindow::resumeOptions(const QString& runFolder,
                                                 Options (*read)(const std::string&,
                                                                 const std::string&)) {
    if (!requireWorkspace() || runs_->isWriting(runFolder)) {
        return std::nullopt;
    }
    Options options;
    try {
        // Written by another program (akshara-cli resuming it): the job would fail at once.
        if (!jobs::FolderLock::ifFree(QFile::encodeName(runFolder).toStdString())) {
            showError(tr("The run cannot be resumed"),
                      tr("Another program is writing into %1 now, such as akshara-cli "
                         "resuming it; wait for it to end.")
                          .arg(QDir::toNativeSeparators(runFolder)));
            return std::nullopt;
        }
        options = read(QFile::encodeName(runFolder).toStdString(),
                       QFile::encodeName(workspace_.tablesDir()).toStdString());
    } catch (const InputError& error) {
        showError(tr("The run cannot be resumed"), QString::fromStdString(error.what()));
        return std::nullopt;
    }
    if (!tables_->settleEditsBeforeRun(this, operatorsOf(options),
                                       options.operatorOptions.language)) {
        return std::nullopt;
    }
    // Where and how the models run is the settings'; what they compute (the number type) the
    // run's.
    const model::EncoderOptions settings = encoderOptions(AppSettings::load());
    options.encoder.device = settings.device;
    options.encoder.batchSize = settings.batchSize;
    options.encoder.cpuThreads = settings.cpuThreads;
    options.labelSetHint = tr("Label names (e.g. nli)").toStdString();
    withdrawFolderNotice(runFolder);
    return options;
}

int MainWindow::resumeAttackRun(const QString& runFolder) {
    const auto options = resumeOptions(runFolder, &attack::attackRunOptions);
    return options ? runs_->resumeAttack(*options, runFolder) : 0;
}

int MainWindow::resumeAsrRun(const QString& runFolder) {
    const auto options = resumeOptions(runFolder, &attack::asrRunOptions);
    return options ? runs_->resumeAsr(*options, runFolder) : 0;
}

int MainWindow::resumeRun(const QString& runFolder) {
    std::string kind;
    try {
        kind = attack::resumableKind(QFile::encodeName(runFolder).toStdString());
    } catch (const InputError& error) {
        showError(tr("The run cannot be resumed"), QString::fromStdString(error.what()));
        return 0;
    }
    return kind == "attack" ? resumeAttackRun(runFolder) : resumeAsrRun(runFolder);
}

void MainWindow::compareSelectedRuns() {
    for (const QString& kind :
         {QStringLiteral("attack"), QStringLiteral("asr-curve"), QStringLiteral("probe")}) {
        const QStringList runs = runsPanel_->selectedRuns(kind);
        if (!runs.isEmpty()) {
            compareRuns(runs, kind);
            return;
        }
    }
    showError(tr("No runs to compare"),
              tr("Select finished attack, ASR-curve or probing runs in Runs first (Ctrl and "
                 "Shift add to the selection)."));
}

int MainWindow::compareRuns(const QStringList& runFolders, const QString& kind) {
    auto read = std::make_shared<ComparedRuns>();
    const auto work = [read, runFolders, kind](const jobs::JobContext& job) {
        *read = CompareRunsView::readRuns(runFolders, kind, job);
    };
    // Only the newest comparison is shown: the one before, still reading, is dropped.
    if (compareJob_ != 0 && runner_->isRunning(compareJob_)) {
        runner_->supersede(compareJob_);
    }
    const int id =
        runner_->start(tr("Reading %n run(s) to compare", nullptr, int(runFolders.size())), work);
    compareJob_ = id;
    compared_ = runFolders;
    const int generation = viewsGeneration_;
    runner_->whenFinished(id, [this, read, id, generation] {
        if (id != compareJob_ || generation != viewsGeneration_) {
            return;  // a newer comparison was asked for meanwhile, or another workspace opened
        }
        QString problem;
        if (!compare_->showRuns(std::move(*read), &problem)) {
            showError(tr("The runs cannot be compared"), problem);
            return;
        }
        views_->setCurrentWidget(compare_);
    });
    return id;
}

}  // namespace akshara::gui

#include "RunOpener.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTabWidget>
#include <exception>
#include <utility>
#include <variant>

#include "AttackRuns.h"
#include "AttackView.h"
#include "JobRunner.h"
#include "ProbeSummary.h"
#include "ProbingView.h"
#include "RunBrowserModel.h"
#include "common/Error.h"

namespace akshara::gui {

namespace {

// What a read job found: the run as its view takes it, or why it could not be read. Written on
// the worker, read on the GUI thread once the job has ended.
struct Contents {
    std::variant<std::monostate, ProbeSummary, AttackRunData, AsrRunData> run;
    QString error;  // empty when the run was read
};

// Reads the files of a run of `kind` (one the quick checks let through); throws as the readers
// do, and akshara::Cancelled when the job is cancelled.
decltype(Contents::run) readRun(const QString& runFolder, const QString& kind,
                                const jobs::JobContext& job) {
    if (kind == QLatin1String("attack")) {
        return readAttackRun(runFolder, job);
    }
    // One summary.json, read and parsed at once.
    job.checkCancelled();
    job.report("reading summary.json", 0, 0);
    if (kind == QLatin1String("probe")) {
        return readProbeSummary(runFolder);
    }
    return readAsrRun(runFolder);
}

}  // namespace

struct RunOpener::Read {
    QString runFolder;
    bool front = false;  // its view comes to the front when it is shown
    bool quiet = false;  // a run that cannot be read is not reported
    std::shared_ptr<Contents> contents;
};

void RunOpener::setViews(ProbingView* probing, AttackView* attacks, AsrView* asr) {
    supersedeReads();
    probing_ = probing;
    attacks_ = attacks;
    asr_ = asr;
}

RunOpener::RunOpener(JobRunner* runner, QTabWidget* views, ProbingView* probing,
                     AttackView* attacks, AsrView* asr, QObject* parent)
    : QObject(parent),
      runner_(runner),
      views_(views),
      probing_(probing),
      attacks_(attacks),
      asr_(asr) {
    connect(runner_, &JobRunner::finished, this, [this](int id) {
        const auto found = reads_.find(id);
        if (found == reads_.end()) {
            return;  // another job, or the read of a request superseded since
        }
        const std::shared_ptr<Read> read = found->second;
        reads_.erase(found);
        bool shown = false;
        QString error = read->contents->error;
        if (error.isEmpty()) {
            try {
                shown = show(*read);
            } catch (const std::exception& thrown) {
                error = QString::fromStdString(thrown.what());
            }
        }
        if (!error.isEmpty()) {
            if (read->quiet) {
                Q_EMIT notReadAgain(read->runFolder, error);
            } else {
                Q_EMIT problem(tr("The run could not be shown"), error);
            }
        }
        end(shown);
    });
    // Cancelled from the Jobs panel (the view keeps what it showed), or failed outside the
    // readers (the window reports the job's failure).
    const auto stopped = [this](int id) {
        if (reads_.erase(id) != 0) {
            end(false);
        }
    };
    connect(runner_, &JobRunner::cancelled, this, stopped);
    connect(runner_, &JobRunner::failed, this, [stopped](int id, const QString&) { stopped(id); });
}

void RunOpener::supersedeReads() {
    const auto superseded = std::exchange(reads_, {});
    for (const auto& entry : superseded) {
        runner_->supersede(entry.first);
    }
    if (!superseded.empty()) {
        Q_EMIT requestEnded(request_, false);
    }
}

int RunOpener::open(const QStringList& runFolders) {
    ++asked_;  // already when the request it supersedes ends
    supersedeReads();
    ++request_;
    allShown_ = true;
    for (int i = 0; i < runFolders.size(); ++i) {
        QString why;
        const QString kind = checkedKind(runFolders[i], why);
        if (kind.isEmpty()) {
            allShown_ = false;
            Q_EMIT problem(tr("The run cannot be shown"), why);
            continue;
        }
        start(runFolders[i], kind, i + 1 == runFolders.size(), false);
    }
    return reads_.empty() ? 0 : request_;
}

int RunOpener::reread(const QString& runFolder) {
    QString why;
    const QString kind = busy() ? QString() : checkedKind(runFolder, why);
    if (kind.isEmpty()) {
        return 0;
    }
    ++request_;
    allShown_ = true;
    start(runFolder, kind, false, true);
    return request_;
}

bool RunOpener::openAndWait(const QString& runFolder) {
    const int request = open({runFolder});
    if (request == 0) {
        return false;
    }
    bool shown = false;
    QEventLoop loop;
    connect(this, &RunOpener::requestEnded, &loop, [&](int ended, bool allShown) {
        if (ended == request) {
            shown = allShown;
            loop.quit();
        }
    });
    loop.exec();
    return shown;
}

QString RunOpener::checkedKind(const QString& runFolder, QString& why) {
    const QDir dir(runFolder);
    const QFileInfo folder(runFolder);
    if (!folder.exists()) {
        why = tr("%1 is no longer there (moved or deleted outside the workbench).")
                  .arg(QDir::toNativeSeparators(runFolder));
        return {};
    }
    if (folder.isDir() && !(folder.isReadable() && folder.isExecutable())) {
        why = tr("%1: the folder cannot be read (no permission).").arg(runFolder);
        return {};
    }
    QString kind;
    const RunInfo info = readRunInfo(runFolder);
    if (info.hasManifest) {
        if (!info.problem.isEmpty()) {
            why = info.problem;
            return {};
        }
        kind = info.kind;
    } else if (QFile::exists(dir.filePath(QStringLiteral("summary.json")))) {
        // A summary without a manifest: a probing run's can be shown, another kind's cannot.
        if (info.kind != QLatin1String("probe")) {
            why = tr("%1: missing; without it the kind of the run is unknown.")
                      .arg(QDir::toNativeSeparators(dir.filePath(QStringLiteral("manifest.json"))));
            return {};
        }
        kind = info.kind;
    }
    if (kind != QLatin1String("probe") && kind != QLatin1String("attack") &&
        kind != QLatin1String("asr-curve")) {
        why = kind.isEmpty()
                  ? tr("%1 is not a run folder (it has no manifest.json).").arg(runFolder)
                  : tr("There is no view for runs of kind \"%1\" yet.").arg(kind);
        return {};
    }
    return kind;
}

void RunOpener::start(const QString& runFolder, const QString& kind, bool front, bool quiet) {
    auto read = std::make_shared<Read>();
    read->runFolder = runFolder;
    read->front = front;
    read->quiet = quiet;
    read->contents = std::make_shared<Contents>();
    const int id =
        runner_->start(tr("Reading run %1").arg(QDir(runFolder).dirName()),
                       [runFolder, kind, contents = read->contents](const jobs::JobContext& job) {
                           try {
                               contents->run = readRun(runFolder, kind, job);
                           } catch (const Cancelled&) {
                               throw;
                           } catch (const std::exception& error) {
                               // Shown under this opener's title, not as a failed job.
                               contents->error = QString::fromStdString(error.what());
                           }
                       });
    // The job's end is a queued signal: it comes after this.
    reads_[id] = std::move(read);
}

void RunOpener::end(bool shown) {
    allShown_ = allShown_ && shown;
    if (reads_.empty()) {
        Q_EMIT requestEnded(request_, allShown_);
    }
}

bool RunOpener::show(const Read& read) {
    QWidget* view = nullptr;
    auto& run = read.contents->run;
    if (auto* summary = std::get_if<ProbeSummary>(&run)) {
        probing_->setSummary(std::move(*summary));
        view = probing_;
    } else if (auto* attack = std::get_if<AttackRunData>(&run)) {
        attacks_->setRun(std::move(*attack));
        view = attacks_;
    } else if (auto* asr = std::get_if<AsrRunData>(&run)) {
        asr_->setRun(std::move(*asr));
        view = asr_;
    }
    if (view == nullptr) {
        return false;  // not reached: each kind let through is read into its view's data
    }
    if (read.front) {
        views_->setCurrentWidget(view);
    }
    Q_EMIT shown(read.runFolder);
    return true;
}

}  // namespace akshara::gui

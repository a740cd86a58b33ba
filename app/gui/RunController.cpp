#include "RunController.h"

#include <QDateTime>
#include <QDir>
#include <filesystem>

#include "JobRunner.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "common/Error.h"

namespace akshara::gui {

RunController::RunController(JobRunner* runner, QObject* parent)
    : QObject(parent), runner_(runner) {
    connect(runner_, &JobRunner::finished, this, [this](int id) {
        const auto found = pending_.find(id);
        if (found != pending_.end()) {
            const QString folder = found->second.complete;
            pending_.erase(found);
            Q_EMIT runFinished(id, folder);
        }
    });
    auto stopped = [this](int id, const QString& message) {
        const auto found = pending_.find(id);
        if (found != pending_.end()) {
            QDir(found->second.partial).removeRecursively();
            pending_.erase(found);
            Q_EMIT runStopped(id, message);
        }
    };
    connect(runner_, &JobRunner::failed, this, stopped);
    connect(runner_, &JobRunner::cancelled, this, [stopped](int id) { stopped(id, QString()); });
}

int RunController::start(const QString& kind, const QString& title, const QString& runsDir,
                         Work work) {
    const QDir runs(runsDir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = QStringLiteral("%1-%2").arg(kind, stamp);
    for (int n = 2; runs.exists(name) || runs.exists(QStringLiteral(".%1.partial").arg(name));
         ++n) {
        name = QStringLiteral("%1-%2-%3").arg(kind, stamp).arg(n);
    }
    Pending pending{runs.filePath(QStringLiteral(".%1.partial").arg(name)), runs.filePath(name)};
    const std::string partial = pending.partial.toStdString();
    const std::string complete = pending.complete.toStdString();
    const int id =
        runner_->start(title, [work, partial, complete](const jobs::JobContext& context) {
            work(partial, context);
            context.checkCancelled();
            std::error_code error;
            std::filesystem::rename(partial, complete, error);
            if (error) {
                throw InputError("cannot rename the finished run to " + complete + ": " +
                                 error.message());
            }
        });
    pending_[id] = pending;
    return id;
}

int RunController::startProbe(probe::ProbeExperimentOptions options, const QString& runsDir,
                              const QString& cacheDir) {
    if (!cacheDir.isEmpty()) {
        options.cacheDir = cacheDir.toStdString();
    }
    return start(
        QStringLiteral("probe"),
        tr("Probing %1").arg(QDir(QString::fromStdString(options.modelDir)).dirName()), runsDir,
        [this, options](const std::string& outDir, const jobs::JobContext& context) {
            auto run = options;
            run.outDir = outDir;
            // On the worker thread: the line crosses to this object's thread queued
            // (the runner, destroyed first, waits for its jobs).
            probe::runProbeExperiment(
                run, context,
                [this](const std::string& line) {
                    QMetaObject::invokeMethod(
                        this,
                        [this, text = QString::fromStdString(line)] { Q_EMIT runLogged(text); },
                        Qt::QueuedConnection);
                },
                [this](const probe::CacheRepair& repair) {
                    QMetaObject::invokeMethod(
                        this,
                        [this, title = QString::fromStdString(repair.title),
                         files = int(repair.files), dir = QString::fromStdString(repair.cacheDir)] {
                            Q_EMIT cacheRepaired(title, files, dir);
                        },
                        Qt::QueuedConnection);
                });
        });
}

int RunController::startAttack(attack::AttackExperimentOptions options, const QString& runsDir) {
    if (options.command.empty()) {
        options.command = attackCommandLine(options);
    }
    return start(QStringLiteral("attack"),
                 tr("Attacking %1 with %2")
                     .arg(QDir(QString::fromStdString(options.modelDir)).dirName(),
                          QString::fromStdString(options.op)),
                 runsDir, [options](const std::string& outDir, const jobs::JobContext& context) {
                     auto run = options;
                     run.outDir = outDir;
                     attack::runAttackExperiment(run, context);
                 });
}

int RunController::startAsr(attack::AsrExperimentOptions options, const QString& runsDir) {
    if (options.command.empty()) {
        options.command = asrCommandLine(options);
    }
    return start(
        QStringLiteral("asr-curve"),
        tr("ASR curve of %1").arg(QDir(QString::fromStdString(options.targetDir)).dirName()),
        runsDir, [options](const std::string& outDir, const jobs::JobContext& context) {
            auto run = options;
            run.outDir = outDir;
            attack::runAsrExperiment(run, context);
        });
}

}  // namespace akshara::gui

#include "ProbeRunController.h"

#include <QDateTime>
#include <QDir>
#include <filesystem>

#include "JobRunner.h"
#include "common/Error.h"

namespace akshara::gui {

ProbeRunController::ProbeRunController(JobRunner* runner, QObject* parent)
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

int ProbeRunController::start(probe::ProbeExperimentOptions options, const QString& runsDir,
                              const QString& cacheDir) {
    const QDir runs(runsDir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = QStringLiteral("probe-%1").arg(stamp);
    for (int n = 2; runs.exists(name) || runs.exists(QStringLiteral(".%1.partial").arg(name));
         ++n) {
        name = QStringLiteral("probe-%1-%2").arg(stamp).arg(n);
    }
    Pending pending{runs.filePath(QStringLiteral(".%1.partial").arg(name)), runs.filePath(name)};
    options.outDir = pending.partial.toStdString();
    if (!cacheDir.isEmpty()) {
        options.cacheDir = cacheDir.toStdString();
    }
    const std::string partial = pending.partial.toStdString();
    const std::string complete = pending.complete.toStdString();
    const int id = runner_->start(
        tr("Probing %1").arg(QDir(QString::fromStdString(options.modelDir)).dirName()),
        [options, partial, complete](const jobs::JobContext& context) {
            probe::runProbeExperiment(options, context);
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

}  // namespace akshara::gui

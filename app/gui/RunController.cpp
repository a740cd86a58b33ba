#include "RunController.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <filesystem>

#include "JobRunner.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewTrainingDialog.h"
#include "common/Error.h"
#include "common/FileIo.h"

namespace akshara::gui {

RunController::RunController(JobRunner* runner, QObject* parent)
    : QObject(parent), runner_(runner) {
    connect(runner_, &JobRunner::finished, this, [this](int id) {
        const auto found = pending_.find(id);
        if (found != pending_.end()) {
            const QString folder = found->second.folder;
            pending_.erase(found);
            Q_EMIT writingChanged();
            Q_EMIT runFinished(id, folder);
        }
    });
    auto stopped = [this](int id, const QString& message) {
        const auto found = pending_.find(id);
        if (found != pending_.end()) {  // its partial folder is gone or renamed already
            const Pending run = found->second;
            pending_.erase(found);
            Q_EMIT writingChanged();
            // A resume that failed (its settings or inputs refused, most often) leaves the run
            // as it was: asking to resume it again would fail again.
            if (run.kept->load() && !(run.resumed && !message.isEmpty())) {
                Q_EMIT runKept(id, run.folder, run.kind, message);
            } else {
                Q_EMIT runStopped(id, message);
            }
        }
    };
    connect(runner_, &JobRunner::failed, this, stopped);
    connect(runner_, &JobRunner::cancelled, this, [stopped](int id) { stopped(id, QString()); });

    connect(runner_, &JobRunner::finished, this, [this](int id) {
        const auto found = trainings_.find(id);
        if (found == trainings_.end()) {
            return;
        }
        const Training training = found->second;
        trainings_.erase(found);
        const model::TrainingReport& report = *training.report;
        const QLocale locale;
        QString summary =
            tr("dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example(s)", nullptr,
               int(report.devExamples))
                .arg(locale.toString(100.0 * report.bestDevAccuracy, 'f', 2) + QLatin1Char('%'))
                .arg(report.bestEpoch)
                .arg(report.epochs.size())
                .arg(locale.toString(qulonglong(report.trainExamples)));
        if (report.stoppedEarly) {
            summary += QLatin1String("; ") + tr("stopped early");
        }
        if (report.resumedAfterEpoch > 0) {
            summary +=
                QLatin1String("; ") + tr("resumed after epoch %1").arg(report.resumedAfterEpoch);
        }
        Q_EMIT trainingFinished(id, training.modelDir, summary);
        Q_EMIT trainingEnded(training.modelDir);
    });
    connect(runner_, &JobRunner::failed, this, [this](int id) {
        const auto found = trainings_.find(id);
        if (found != trainings_.end()) {
            const QString modelDir = found->second.modelDir;
            trainings_.erase(found);
            Q_EMIT trainingEnded(modelDir);
        }
    });
    connect(runner_, &JobRunner::cancelled, this, [this](int id) {
        const auto found = trainings_.find(id);
        if (found != trainings_.end()) {
            const QString modelDir = found->second.modelDir;
            trainings_.erase(found);
            Q_EMIT trainingStopped(id, modelDir,
                                   QDir(modelDir).exists(QStringLiteral("checkpoint/state.json")));
            Q_EMIT trainingEnded(modelDir);
        }
    });
}

int RunController::start(const QString& kind, const QString& title, const QString& runsDir,
                         Work work, bool keepResults) {
    const QDir runs(runsDir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    // The name is taken by making its folder here, at once: two runs of a kind started in
    // one second (in this window or another workbench's) were given one name, and the one
    // refused its folder removed the other's.
    QDir().mkpath(runsDir);
    QString name = QStringLiteral("%1-%2").arg(kind, stamp);
    for (int n = 2;; ++n) {
        std::error_code error;
        const bool made = std::filesystem::create_directory(
            runs.filePath(QStringLiteral(".%1.partial").arg(name)).toStdString(), error);
        if (!runs.exists(name) && (made || error)) {
            break;  // taken, or a folder that cannot be made: the run names the reason
        }
        if (made) {
            runs.rmdir(QStringLiteral(".%1.partial").arg(name));  // its finished run is there
        }
        name = QStringLiteral("%1-%2-%3").arg(kind, stamp).arg(n);
    }
    const std::string partial =
        runs.filePath(QStringLiteral(".%1.partial").arg(name)).toStdString();
    const std::string complete = runs.filePath(name).toStdString();
    auto kept = std::make_shared<std::atomic<bool>>(false);
    const int id = runner_->start(title, [work, partial, complete, keepResults,
                                          kept](const jobs::JobContext& context) {
        try {
            work(partial, context);
            // Cancelled as it ended: a run that keeps its results is complete, and kept.
            if (!keepResults) {
                context.checkCancelled();
            }
            std::error_code error;
            std::filesystem::rename(partial, complete, error);
            if (error) {
                throw InputError("cannot rename the finished run to " + complete + ": " +
                                 error.message());
            }
            // The new name on the disk: a power cut would otherwise bring the finished run
            // back as the unfinished folder.
            syncToDisk(std::filesystem::path(complete).parent_path().string());
        } catch (...) {
            // Kept or removed here, on the worker, and not when the news of the end
            // reaches the window: a window closed during the run never hears it.
            std::error_code error;
            if (keepResults && std::filesystem::file_size(partial + "/results.jsonl", error) > 0 &&
                !error && !std::filesystem::exists(complete, error)) {
                std::filesystem::rename(partial, complete, error);
                if (!error) {
                    kept->store(true);
                    throw;
                }
            }
            std::filesystem::remove_all(partial, error);
            throw;
        }
    });
    return track(id, {runs.filePath(name), kind, kept});
}

int RunController::track(int id, Pending run) {
    pending_[id] = std::move(run);
    Q_EMIT writingChanged();
    return id;
}

bool RunController::isWriting(const QString& runFolder) const {
    const auto key = [](const QString& folder) {
        return QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    };
    return std::any_of(pending_.begin(), pending_.end(),
                       [&](const auto& run) { return key(run.second.folder) == key(runFolder); });
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
    return start(
        QStringLiteral("attack"),
        tr("Attacking %1 with %2")
            .arg(QDir(QString::fromStdString(options.modelDir)).dirName(),
                 QString::fromStdString(options.op)),
        runsDir,
        [options](const std::string& outDir, const jobs::JobContext& context) {
            auto run = options;
            run.outDir = outDir;
            attack::runAttackExperiment(run, context);
        },
        true);
}

int RunController::resumeAttack(attack::AttackExperimentOptions options, const QString& runFolder) {
    options.outDir = QFile::encodeName(runFolder).toStdString();
    return resume(QStringLiteral("attack"),
                  tr("Resuming the attack of %1 with %2")
                      .arg(QDir(QString::fromStdString(options.modelDir)).dirName(),
                           QString::fromStdString(options.op)),
                  runFolder, [options](const jobs::JobContext& context) {
                      attack::runAttackExperiment(options, context);
                  });
}

int RunController::resume(const QString& kind, const QString& title, const QString& runFolder,
                          std::function<void(const jobs::JobContext&)> work) {
    const int id = runner_->start(title, std::move(work));
    // Its folder holds its results whichever way it ends.
    return track(id, {runFolder, kind, std::make_shared<std::atomic<bool>>(true), true});
}

int RunController::startAsr(attack::AsrExperimentOptions options, const QString& runsDir) {
    if (options.command.empty()) {
        options.command = asrCommandLine(options);
    }
    return start(
        QStringLiteral("asr-curve"),
        tr("ASR curve of %1").arg(QDir(QString::fromStdString(options.targetDir)).dirName()),
        runsDir,
        [options](const std::string& outDir, const jobs::JobContext& context) {
            auto run = options;
            run.outDir = outDir;
            attack::runAsrExperiment(run, context);
        },
        true);
}

int RunController::resumeAsr(attack::AsrExperimentOptions options, const QString& runFolder) {
    options.outDir = QFile::encodeName(runFolder).toStdString();
    return resume(QStringLiteral("asr-curve"),
                  tr("Resuming the ASR curve of %1")
                      .arg(QDir(QString::fromStdString(options.targetDir)).dirName()),
                  runFolder, [options](const jobs::JobContext& context) {
                      attack::runAsrExperiment(options, context);
                  });
}

int RunController::startTraining(const TrainingChoice& choice, const QString& modelsDir,
                                 model::DeviceChoice device) {
    const QString modelDir = QDir(modelsDir).filePath(choice.name);
    auto report = std::make_shared<model::TrainingReport>();
    const int id = runner_->start(
        tr("Training %1").arg(choice.name),
        [this, choice, device, report,
         out = modelDir.toStdString()](const jobs::JobContext& context) {
            const auto train =
                data::readClassificationDataset(choice.dataFile.toStdString(), choice.data);
            data::ClassificationDataset dev;
            if (!choice.devFile.isEmpty()) {
                data::ClassificationOptions devOptions = choice.data;
                if (const auto format = data::datasetFormatOfPath(choice.devFile.toStdString())) {
                    devOptions.format = *format;
                }
                dev = data::readClassificationDataset(choice.devFile.toStdString(), devOptions);
            }
            model::TrainingOptions options = choice.training;
            options.device = device;
            options.dataOptions = choice.data;
            // On the worker thread: the line crosses to this object's thread queued.
            options.onEpoch = [this, name = choice.name, modelDir = QString::fromStdString(out),
                               epochs = options.epochs](const model::EpochReport& e) {
                const QLocale locale;
                const QString line =
                    tr("%1, epoch %2 of %3: loss %4, dev loss %5, dev accuracy %6")
                        .arg(name)
                        .arg(e.epoch)
                        .arg(epochs)
                        .arg(locale.toString(e.trainLoss, 'f', 4),
                             locale.toString(e.devLoss, 'f', 4),
                             locale.toString(100.0 * e.devAccuracy, 'f', 2) + QLatin1Char('%'));
                QMetaObject::invokeMethod(
                    this,
                    [this, line, modelDir] {
                        Q_EMIT runLogged(line);
                        Q_EMIT epochTrained(modelDir);
                    },
                    Qt::QueuedConnection);
            };
            *report = model::trainClassifier(train, choice.devFile.isEmpty() ? nullptr : &dev,
                                             choice.source, out, options, context);
        });
    trainings_[id] = {modelDir, report};
    Q_EMIT trainingStarted(modelDir);
    return id;
}

bool RunController::isTrainingInto(const QString& modelDir) const {
    const QString wanted = QDir::cleanPath(QDir(modelDir).absolutePath());
    return std::any_of(trainings_.begin(), trainings_.end(), [&](const auto& training) {
        return QDir::cleanPath(QDir(training.second.modelDir).absolutePath()) == wanted;
    });
}

}  // namespace akshara::gui

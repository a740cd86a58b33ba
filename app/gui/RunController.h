#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "attack/AttackExperiment.h"
#include "jobs/JobContext.h"
#include "model/Trainer.h"
#include "probe/ProbeExperiment.h"

namespace akshara::gui {

class JobRunner;
struct TrainingChoice;

// Starts experiment runs as jobs of a JobRunner. A run is written into a hidden folder
// runs/.<kind>-<stamp>.partial and renamed to runs/<kind>-<stamp> only when it is complete,
// so a failed or cancelled run leaves nothing in the run list (its partial folder is removed);
// an attack or ASR-curve run stopped after its first result is kept there unfinished, to be
// resumed.
// Classifiers are trained into a folder of the workspace's models/ as akshara-cli train does:
// the model appears there only when its training ends, and a stopped training keeps its
// finished epochs in the folder's checkpoint, from which the same choices resume it.
class RunController : public QObject {
    Q_OBJECT
public:
    // Writes a run into `outDir` (the partial folder), reporting through the context.
    using Work = std::function<void(const std::string& outDir, const jobs::JobContext& context)>;

    explicit RunController(JobRunner* runner, QObject* parent = nullptr);

    // Starts `work` as the job `title` into a new folder of `runsDir` named after `kind`.
    // Returns the job's id. With `keepResults`, a run stopped (cancelled, failed, or the
    // window closed) once its folder holds a result is kept unfinished under its name.
    int start(const QString& kind, const QString& title, const QString& runsDir, Work work,
              bool keepResults = false);
    // A probing run (its outDir is set here); the hidden-state cache is `cacheDir` (shared by
    // runs; empty: inside the run).
    int startProbe(probe::ProbeExperimentOptions options, const QString& runsDir,
                   const QString& cacheDir = {});
    // An attack run (its outDir is set here, and its command when empty); stopped after its
    // first result, it is kept unfinished (runKept), as an ASR-curve run is.
    int startAttack(attack::AttackExperimentOptions options, const QString& runsDir);
    // Continues the unfinished attack run in `runFolder`, writing into the folder itself, with
    // `options` (attack::attackRunOptions of it, run where the settings say): stopped again,
    // it keeps what it has. Returns the job's id.
    int resumeAttack(attack::AttackExperimentOptions options, const QString& runFolder);
    // The same for the unfinished ASR-curve run in `runFolder` (attack::asrRunOptions of it).
    int resumeAsr(attack::AsrExperimentOptions options, const QString& runFolder);
    // Whether a run job started here writes, or will finish as, `runFolder`.
    bool isWriting(const QString& runFolder) const;
    // An ASR-curve run, in the same way.
    int startAsr(attack::AsrExperimentOptions options, const QString& runsDir);
    // Trains the classifier `choice` into `modelsDir`/NAME on `device`; each epoch's figures
    // are logged. Returns the job's id.
    int startTraining(const TrainingChoice& choice, const QString& modelsDir,
                      model::DeviceChoice device);
    // Whether a training started here into `modelDir` is still running.
    bool isTrainingInto(const QString& modelDir) const;

Q_SIGNALS:
    // The run is complete in `runFolder`.
    void runFinished(int id, const QString& runFolder);
    // The run failed (`message` says why) or was cancelled (empty message); nothing was kept
    // (a resumed run that failed leaves its folder holding what it held).
    void runStopped(int id, const QString& message);
    // The run of `kind` ("attack", "asr-curve") failed (`message` says why) or was cancelled
    // (empty message) after its first results, which are kept in `runFolder` as an unfinished
    // run; a resumed run, when it was cancelled.
    void runKept(int id, const QString& runFolder, const QString& kind, const QString& message);
    // A run job started (`runFolder` as above) or ended.
    void writingChanged();
    // The classifier is trained and saved in `modelDir`; `summary` gives its dev accuracy,
    // best epoch and examples, in the workbench's language.
    void trainingFinished(int id, const QString& modelDir, const QString& summary);
    // The training into `modelDir` was cancelled; `resumable` when it finished an epoch, whose
    // checkpoint the same choices resume from.
    void trainingStopped(int id, const QString& modelDir, bool resumable);
    // A training into `modelDir` started (its folder is written at its first epoch's end).
    void trainingStarted(const QString& modelDir);
    // The training into `modelDir` finished an epoch and wrote its checkpoint.
    void epochTrained(const QString& modelDir);
    // The training into `modelDir` ended: trained, failed or cancelled (after the signals
    // above).
    void trainingEnded(const QString& modelDir);
    // A line of a run's log for the user, as the command line prints it on stderr (a probing
    // run's "SentLen / clean: states computed (rebuilt 1 damaged cache file(s) in DIR)").
    void runLogged(const QString& line);
    // A probing run found `files` damaged hidden-state cache files for `title` ("SentLen /
    // clean") in `cacheDir` and rebuilt them.
    void cacheRepaired(const QString& title, int files, const QString& cacheDir);

private:
    struct Training {
        QString modelDir;
        std::shared_ptr<model::TrainingReport> report;
    };
    struct Pending {
        QString folder;  // the run's folder once complete
        QString kind;
        // Set on the worker when the stopped run's results were kept in `folder`.
        std::shared_ptr<std::atomic<bool>> kept;
        bool resumed = false;  // continued in `folder`, which holds its results
    };
    int track(int id, Pending run);
    // Starts `work` as the job `title`, continuing the run of `kind` in `runFolder`.
    int resume(const QString& kind, const QString& title, const QString& runFolder,
               std::function<void(const jobs::JobContext&)> work);

    JobRunner* runner_;
    std::map<int, Pending> pending_;  // each run job
    std::map<int, Training> trainings_;
};

}  // namespace akshara::gui

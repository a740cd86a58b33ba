#pragma once

#include <QObject>
#include <QString>
#include <map>

#include "probe/ProbeExperiment.h"

namespace akshara::gui {

class JobRunner;

// Starts probing runs as jobs of a JobRunner. A run is written into a hidden folder
// runs/.probe-<stamp>.partial and renamed to runs/probe-<stamp> only when it is complete, so a
// failed or cancelled run leaves nothing in the run list (its partial folder is removed).
class ProbeRunController : public QObject {
    Q_OBJECT
public:
    explicit ProbeRunController(JobRunner* runner, QObject* parent = nullptr);

    // Starts `options` (its outDir is set here) into `runsDir`; the hidden-state cache is
    // `cacheDir` (shared by runs; empty: inside the run). Returns the job's id.
    int start(probe::ProbeExperimentOptions options, const QString& runsDir,
              const QString& cacheDir = {});

Q_SIGNALS:
    // The run is complete in `runFolder`.
    void runFinished(int id, const QString& runFolder);
    // The run failed (`message` says why) or was cancelled (empty message); nothing was kept.
    void runStopped(int id, const QString& message);

private:
    struct Pending {
        QString partial;
        QString complete;
    };
    JobRunner* runner_;
    std::map<int, Pending> pending_;
};

}  // namespace akshara::gui

#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <functional>
#include <map>
#include <memory>

#include "jobs/JobContext.h"

namespace akshara::gui {

// Runs long work off the GUI thread. Each job gets a JobContext whose progress arrives as
// queued signals on the runner's thread and whose cancel token is set by cancel(). A job that
// throws ends with failed() carrying the exception's message; akshara::Cancelled ends it with
// cancelled(), which says whether newer work superseded it (nothing to tell the user then).
// One that returns has finished, also when asked to stop too late to (its work is done), unless
// newer work superseded it.
// Destroying the runner cancels every job and waits for them.
class JobRunner : public QObject {
    Q_OBJECT
public:
    using Work = std::function<void(const jobs::JobContext&)>;

    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override;

    // Starts `work` on a worker thread; returns the job's id (> 0).
    int start(const QString& title, Work work);
    // Runs `done` on the runner's thread when job `id` finishes, just before finished(id); not
    // when it fails or is cancelled. For a job just started (its end is queued on this thread).
    void whenFinished(int id, std::function<void()> done);
    // Asks the job to stop (its next checkCancelled() throws); no effect on a finished job.
    void cancel(int id);
    // Cancels the job because newer work replaces it: it ends with cancelled(id, true).
    void supersede(int id);
    void cancelAll();
    bool isRunning(int id) const;
    int runningCount() const { return int(jobs_.size()); }
    // Waits for every worker to return (events are still to be processed); false on timeout.
    bool waitForDone(int msecs = -1);

Q_SIGNALS:
    void started(int id, const QString& title);
    // The job's current stage and its progress; total 0 when unknown.
    void progressed(int id, const QString& stage, qulonglong done, qulonglong total);
    void finished(int id);
    void failed(int id, const QString& message);
    void cancelled(int id, bool superseded);

private:
    struct Job;
    void end(int id);

    QThreadPool pool_;
    std::map<int, std::shared_ptr<Job>> jobs_;
    std::map<int, std::function<void()>> whenFinished_;
    int nextId_ = 1;
};

}  // namespace akshara::gui

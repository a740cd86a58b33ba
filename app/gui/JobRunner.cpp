#include "JobRunner.h"

#include <atomic>

#include <QMetaObject>
#include <QPointer>
#include <chrono>
#include <exception>
#include <mutex>

#include "common/Error.h"
#include "common/Memory.h"

namespace akshara::gui {

namespace {

// Hands progress to the runner's thread, at most every 50 ms unless the stage changes or the
// stage completes.
class QueuedProgress : public jobs::ProgressSink {
public:
    QueuedProgress(JobRunner* runner, int id) : runner_(runner), id_(id) {}

    void report(const std::string& stage, std::size_t done, std::size_t total) override {
        const auto now = std::chrono::steady_clock::now();
        {
            std::lock_guard<std::mutex> lock(mutex_);
            const bool due = stage != lastStage_ || (total != 0 && done >= total) ||
                             now - lastSent_ >= std::chrono::milliseconds(50);
            if (!due) {
                return;
            }
            lastStage_ = stage;
            lastSent_ = now;
        }
        const QString stageText = QString::fromStdString(stage);
        JobRunner* runner = runner_;
        const int id = id_;
        QMetaObject::invokeMethod(
            runner,
            [runner, id, stageText, done, total] {
                Q_EMIT runner->progressed(id, stageText, qulonglong(done), qulonglong(total));
            },
            Qt::QueuedConnection);
    }

private:
    JobRunner* runner_;
    int id_;
    std::mutex mutex_;
    std::string lastStage_;
    std::chrono::steady_clock::time_point lastSent_{};
};

}  // namespace

struct JobRunner::Job {
    jobs::CancelToken cancel;
    std::unique_ptr<QueuedProgress> progress;
    std::atomic<bool> superseded{false};  // set on the GUI thread, read when the job ends
};

JobRunner::JobRunner(QObject* parent) : QObject(parent) {}

JobRunner::~JobRunner() {
    cancelAll();
    pool_.waitForDone();
}

int JobRunner::start(const QString& title, Work work) {
    const int id = nextId_++;
    auto job = std::make_shared<Job>();
    job->progress = std::make_unique<QueuedProgress>(this, id);
    jobs_[id] = job;
    Q_EMIT started(id, title);
    pool_.start([this, id, job, work = std::move(work)] {
        jobs::JobContext context;
        context.progress = job->progress.get();
        context.cancel = &job->cancel;
        enum class End { Finished, Failed, Cancelled } outcome = End::Finished;
        QString message;
        try {
            work(context);
            if (job->superseded) {
                outcome = End::Cancelled;
            }
        } catch (const Cancelled&) {
            outcome = End::Cancelled;
        } catch (const std::exception& error) {
            outcome = End::Failed;
            message = QString::fromStdString(error.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, id, job, outcome, message] {
                end(id);
                const auto done = whenFinished_.find(id);
                std::function<void()> then;
                if (done != whenFinished_.end()) {
                    then = std::move(done->second);
                    whenFinished_.erase(done);
                }
                if (jobs_.empty()) {
                    // The memory the jobs kept for reuse goes back while the workbench idles.
                    common::releaseFreedMemory();
                }
                if (outcome == End::Finished) {
                    if (then) {
                        then();
                    }
                    Q_EMIT finished(id);
                } else if (outcome == End::Cancelled) {
                    Q_EMIT cancelled(id, job->superseded.load());
                } else {
                    Q_EMIT failed(id, message);
                }
            },
            Qt::QueuedConnection);
    });
    return id;
}

void JobRunner::whenFinished(int id, std::function<void()> done) {
    whenFinished_[id] = std::move(done);
}

void JobRunner::cancel(int id) {
    const auto found = jobs_.find(id);
    if (found != jobs_.end()) {
        found->second->cancel.cancel();
    }
}

void JobRunner::supersede(int id) {
    const auto found = jobs_.find(id);
    if (found != jobs_.end()) {
        found->second->superseded = true;  // before the cancel, which the job may see at once
    }
    cancel(id);
}

void JobRunner::cancelAll() {
    for (auto& [id, job] : jobs_) {
        job->cancel.cancel();
    }
}

bool JobRunner::isRunning(int id) const {
    return jobs_.count(id) != 0;
}

bool JobRunner::waitForDone(int msecs) {
    return pool_.waitForDone(msecs);
}

void JobRunner::end(int id) {
    jobs_.erase(id);
}

}  // namespace akshara::gui

#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <ostream>
#include <string>

namespace akshara::jobs {

// Receives the progress of long work. report() is called from the thread doing the work;
// an implementation that hands it to another thread (the GUI) must copy what it needs.
class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    // `stage` names the step ("extracting", "probing layer 3"); total 0 means unknown.
    virtual void report(const std::string& stage, std::size_t done, std::size_t total) = 0;
};

// A flag the user sets to stop work; loops poll it at least once a second of work.
class CancelToken {
public:
    void cancel() { cancelled_.store(true); }
    bool isCancelled() const { return cancelled_.load(); }

private:
    std::atomic<bool> cancelled_{false};
};

// What a job is given: where to report and how to learn that it should stop. Both may be
// absent (a job run without progress or cancellation).
struct JobContext {
    ProgressSink* progress = nullptr;
    const CancelToken* cancel = nullptr;

    void report(const std::string& stage, std::size_t done, std::size_t total) const {
        if (progress != nullptr) {
            progress->report(stage, done, total);
        }
    }
    // Throws akshara::Cancelled when the user asked to stop.
    void checkCancelled() const;
};

// Progress for the command line: one line on a stream, rewritten in place at most a few
// times a second, with elapsed and estimated remaining time.
class StreamProgress : public ProgressSink {
public:
    explicit StreamProgress(std::ostream& out);
    ~StreamProgress() override;
    void report(const std::string& stage, std::size_t done, std::size_t total) override;
    // Writes `line` (a note, a warning) on a line of its own: a progress line left open is
    // ended first, and the next report starts a new one.
    void print(const std::string& line);

private:
    std::ostream& out_;
    std::mutex mutex_;
    std::string stage_;
    std::chrono::steady_clock::time_point stageStart_;
    // Done when the stage began (a resumed run's earlier examples): the rate is of those since.
    std::size_t stageDone_ = 0;
    std::size_t stageTotal_ = 0;
    std::chrono::steady_clock::time_point lastPrint_;
    bool open_ = false;
};

// "1 h 02 min", "3 min 05 s", "12 s".
std::string formatDuration(double seconds);

}  // namespace akshara::jobs

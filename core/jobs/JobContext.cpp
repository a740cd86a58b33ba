#include "jobs/JobContext.h"

#include <cstdio>

#include "common/Error.h"

namespace akshara::jobs {

void JobContext::checkCancelled() const {
    if (cancel != nullptr && cancel->isCancelled()) {
        throw Cancelled();
    }
}

std::string formatDuration(double seconds) {
    char buf[64];
    const long s = static_cast<long>(seconds + 0.5);
    if (s >= 3600) {
        std::snprintf(buf, sizeof buf, "%ld h %02ld min", s / 3600, (s % 3600) / 60);
    } else if (s >= 60) {
        std::snprintf(buf, sizeof buf, "%ld min %02ld s", s / 60, s % 60);
    } else {
        std::snprintf(buf, sizeof buf, "%ld s", s);
    }
    return buf;
}

StreamProgress::StreamProgress(std::ostream& out) : out_(out) {}

StreamProgress::~StreamProgress() {
    if (open_) {
        out_ << "\n";
    }
}

void StreamProgress::print(const std::string& line) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (open_) {
        out_ << "\n";
        open_ = false;
    }
    out_ << line << "\n" << std::flush;
}

void StreamProgress::report(const std::string& stage, std::size_t done, std::size_t total) {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto now = std::chrono::steady_clock::now();
    if (stage != stage_) {
        if (open_) {
            out_ << "\n";
        }
        stage_ = stage;
        lastPrint_ = {};
    }
    // The estimate counts from the start of the count: a new stage, or one begun again (another
    // total, or fewer done).
    if (lastPrint_ == std::chrono::steady_clock::time_point{} || total != stageTotal_ ||
        done < stageDone_) {
        stageStart_ = now;
        stageDone_ = done;
        stageTotal_ = total;
    }
    const bool finished = total > 0 && done >= total;
    if (!finished && now - lastPrint_ < std::chrono::milliseconds(250)) {
        return;
    }
    lastPrint_ = now;
    const double elapsed = std::chrono::duration<double>(now - stageStart_).count();
    if (total == 0 && done == 0) {
        // A step of unknown length that counts nothing: its name and the time it has taken.
        out_ << "\r" << stage << " (" << formatDuration(elapsed) << ")   " << std::flush;
        open_ = true;
        return;
    }
    out_ << "\r" << stage << ": " << done;
    if (total > 0) {
        out_ << "/" << total << " (" << (100 * done / total) << "%)";
    }
    out_ << ", " << formatDuration(elapsed);
    // An estimate needs a rate: a stage just begun (a demo build's steps, each its own stage,
    // reported as they start) would say "about 0 s left" however much is left.
    if (total > 0 && done > stageDone_ && !finished && elapsed >= 1.0) {
        out_ << ", about "
             << formatDuration(elapsed * static_cast<double>(total - done) /
                               static_cast<double>(done - stageDone_))
             << " left";
    }
    out_ << "   " << std::flush;
    open_ = true;
}

}  // namespace akshara::jobs

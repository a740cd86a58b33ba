#pragma once

#include <ostream>
#include <string>

#include "jobs/JobContext.h"

namespace akshara::cli {

// While it lives, the first Ctrl+C (SIGINT) asks the running job to stop at its next check:
// the job throws Cancelled, and a run folder keeps what it wrote, for the same command to
// resume. A second Ctrl+C ends the program at once, as it would without it.
class InterruptStops {
public:
    InterruptStops();
    ~InterruptStops();
    InterruptStops(const InterruptStops&) = delete;
    InterruptStops& operator=(const InterruptStops&) = delete;

    // The token the job is given (JobContext::cancel).
    const jobs::CancelToken* token() const { return &token_; }

private:
    jobs::CancelToken token_;
    void (*previous_)(int);
};

// What the command line says of a run stopped by Ctrl+C: the same command resumes it into
// `out`.
void sayStopped(std::ostream& err, const std::string& out);

}  // namespace akshara::cli

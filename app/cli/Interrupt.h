#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "jobs/JobContext.h"

namespace akshara::cli {

// While it lives, the first Ctrl+C (SIGINT), or a request to terminate (SIGTERM, as `kill` and
// a batch scheduler send it before the end of a job's time), asks the running job to stop at
// its next check: the job throws Cancelled, and a run folder keeps what it wrote, for the same
// command to resume. A second one ends the program at once, as it would without it. When the job
// stopped so, it writes to `err` how to go on: "stopped; run the same command again to
// resume into OUT", with `resume` the end of that sentence; or, with `howToGoOn`, "stopped; "
// and what it says when the job has stopped (whether there is anything to resume yet).
class InterruptStops {
public:
    InterruptStops(std::ostream& err, std::string resume);
    InterruptStops(std::ostream& err, std::function<std::string()> howToGoOn);
    ~InterruptStops();
    InterruptStops(const InterruptStops&) = delete;
    InterruptStops& operator=(const InterruptStops&) = delete;

    // The token the job is given (JobContext::cancel).
    const jobs::CancelToken* token() const { return &token_; }

private:
    std::ostream& err_;
    std::function<std::string()> howToGoOn_;
    jobs::CancelToken token_;
    void (*previousInterrupt_)(int);
    void (*previousTerminate_)(int);
};

// How a command that writes its output only at its end goes on after a stop (predict, embed):
// "nothing was written; the same command starts again".
std::string nothingWritten();

// How an attack or ASR-curve run stopped into `outDir` goes on: "run the same command again to
// resume into OUT (or: akshara-cli resume OUT)", OUT quoted for a shell where it needs it.
std::string resumeInto(const std::string& outDir);

// The signal that last asked a job to stop (SIGINT or SIGTERM), 0 when none has. A stopped
// command exits with 128 plus it, as the shell reports a program the signal ended: scripts and
// batch schedulers tell a stopped run from one refused for its input (1).
int stoppingSignal();

}  // namespace akshara::cli

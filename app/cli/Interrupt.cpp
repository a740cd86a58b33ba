#include "Interrupt.h"

#include <atomic>
#include <csignal>
#include <exception>

namespace akshara::cli {

namespace {

// The token of the InterruptStops alive; a lock-free atomic, as a signal handler may read.
std::atomic<jobs::CancelToken*> current{nullptr};
std::atomic<int> lastSignal{0};

extern "C" void onInterrupt(int signal) {
    if (jobs::CancelToken* token = current.load()) {
        lastSignal.store(signal);
        token->cancel();
    }
    // The next Ctrl+C or termination request is not waited on.
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

void restore(int signal, void (*previous)(int)) {
    std::signal(signal, previous == SIG_ERR ? SIG_DFL : previous);
}

}  // namespace

std::string nothingWritten() {
    return "nothing was written; the same command starts again";
}

std::string resumeInto(const std::string& outDir) {
    const bool plain = !outDir.empty() && outDir.find_first_not_of(
                                              "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
                                              "QRSTUVWXYZ0123456789_-./+,:@%") == std::string::npos;
    std::string quoted = "'";
    for (const char c : outDir) {
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    quoted += "'";
    // A name that begins with "-" would be read as an option.
    const std::string dotted = outDir.rfind('-', 0) == 0 ? "./" : "";
    return "run the same command again to resume into " + outDir + " (or: akshara-cli resume " +
           (plain ? dotted + outDir : (dotted.empty() ? quoted : "'./" + quoted.substr(1))) + ")";
}

int stoppingSignal() {
    return lastSignal.load();
}

InterruptStops::InterruptStops(std::ostream& err, std::string resume)
    : InterruptStops(
          err, [resume = std::move(resume)] { return "run the same command again to " + resume; }) {
}

InterruptStops::InterruptStops(std::ostream& err, std::function<std::string()> howToGoOn)
    : err_(err), howToGoOn_(std::move(howToGoOn)) {
    // Not the signal that stopped an earlier job of this process (the tests run many).
    lastSignal.store(0);
    current.store(&token_);
    previousInterrupt_ = std::signal(SIGINT, onInterrupt);
    previousTerminate_ = std::signal(SIGTERM, onInterrupt);
}

InterruptStops::~InterruptStops() {
    restore(SIGINT, previousInterrupt_);
    restore(SIGTERM, previousTerminate_);
    current.store(nullptr);
    // Left while the job's Cancelled goes up to the command line's answer ("cancelled").
    if (token_.isCancelled() && std::uncaught_exceptions() > 0) {
        err_ << "\nstopped; " << howToGoOn_() << "\n";
    }
}

}  // namespace akshara::cli

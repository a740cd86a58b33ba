#include "Interrupt.h"

#include <atomic>
#include <csignal>

namespace akshara::cli {

namespace {

// The token of the InterruptStops alive; a lock-free atomic, as a signal handler may read.
std::atomic<jobs::CancelToken*> current{nullptr};

extern "C" void onInterrupt(int) {
    if (jobs::CancelToken* token = current.load()) {
        token->cancel();
    }
    std::signal(SIGINT, SIG_DFL);  // the next Ctrl+C is not waited on
}

}  // namespace

InterruptStops::InterruptStops() {
    current.store(&token_);
    previous_ = std::signal(SIGINT, onInterrupt);
}

InterruptStops::~InterruptStops() {
    std::signal(SIGINT, previous_ == SIG_ERR ? SIG_DFL : previous_);
    current.store(nullptr);
}

void sayStopped(std::ostream& err, const std::string& out) {
    err << "\nstopped; run the same command again to resume into " << out << "\n";
}

}  // namespace akshara::cli

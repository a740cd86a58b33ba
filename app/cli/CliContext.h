#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace akshara::cli {

// Exit codes of akshara-cli.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInputError = 1;  // bad data: a file, a line, a value
inline constexpr int kExitUsage = 2;       // the command was called wrongly

// The streams a command talks to: results on `out` (JSON or text), progress and messages
// on `err`, input on `in`.
struct CliContext {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

}  // namespace akshara::cli

#pragma once

#include <cstddef>
#include <string>

#include "ArgParser.h"

namespace akshara::cli {

// --data and the options that say how to read it (--labels included), shared by attack and
// asr-curve.
void addAttackDatasetOptions(ArgParser& parser);
// The --data file; a UsageError when it is missing.
std::string attackDataFile(const ArgParser& parser);
// --limit: only the first N examples (0: all).
std::size_t exampleLimit(const ArgParser& parser);

}  // namespace akshara::cli

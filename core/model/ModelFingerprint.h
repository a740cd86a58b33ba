#pragma once

#include <string>

#include "model/Encoder.h"

namespace akshara::model {

// The identity of a loaded model's files (32 hex digits): its config.json and, for each weight
// file, its name, size and first and last MiB (hashing whole checkpoints on every run would
// cost minutes). Keys the probing cache and tells a run folder whether its model changed.
// Throws InputError when a file cannot be read.
std::string modelFingerprint(const ModelInfo& info);

}  // namespace akshara::model

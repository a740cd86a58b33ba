#pragma once

#include "ArgParser.h"
#include "model/Encoder.h"

namespace akshara::cli {

// --device, --dtype, --batch-size and --threads, shared by the commands that run a model.
void addModelOptions(ArgParser& parser);
// The options given; throws UsageError naming a bad value.
model::EncoderOptions modelOptions(const ArgParser& parser);

}  // namespace akshara::cli

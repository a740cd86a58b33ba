#pragma once

#include <string>
#include <vector>

#include "ArgParser.h"
#include "model/Encoder.h"

namespace akshara::cli {

// --device, --dtype, --batch-size, --threads and --trust-torchscript, shared by the commands that
// run a model.
void addModelOptions(ArgParser& parser);
// Throws UsageError when one of those options is given to a command whose model (`model`, its
// option: "--model") is not: it would go unused.
void refuseModelOptionsWithout(const ArgParser& parser, const std::string& model);
// --device (auto, cpu or cuda); throws UsageError for another value.
model::DeviceChoice deviceOption(const ArgParser& parser);
// --threads: 0 (one per core) up to the most a machine can use; throws UsageError beyond,
// where a mistyped count would start so many threads that the run seems to hang.
int threadsOption(const ArgParser& parser);
// The options given; throws UsageError naming a bad value.
model::EncoderOptions modelOptions(const ArgParser& parser);
// --device, --batch-size, --threads and --trust-torchscript: where and how models run, for a
// command whose number type is not the user's to choose (resume: the run's).
void addPlacementOptions(ArgParser& parser);
// Those options given (the number type left float32); throws UsageError naming a bad value.
model::EncoderOptions placementOptions(const ArgParser& parser);

}  // namespace akshara::cli

#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "model/Tokenizer.h"

namespace akshara::cli {

// Reads the lines of `path` ("" or "-": `standardInput`), checks their UTF-8 and encodes
// each (FIRST<TAB>SECOND as a pair when `pair`), truncated to maxLength tokens. Throws
// InputError naming the file and line, also for a line that gives no token at all (an empty
// line, for a decoder), before any line reaches the model; and naming the file for an input
// without lines. Says on `err` how many lines were cut to maxLength, if any. The encodings
// hold what the model reads: ids, and type ids where a line's are not all 0.
std::vector<model::Encoding> readEncodedLines(const std::string& path, std::istream& standardInput,
                                              const model::Tokenizer& tokenizer, bool pair,
                                              std::size_t maxLength, std::ostream& err,
                                              std::vector<std::string>* lines = nullptr);

// A ForwardOptions::progress that says on `err` how many of the inputs are done ("  512/2000"),
// every 256 and at the end: a long run on a CPU shows that it moves.
std::function<void(std::size_t, std::size_t)> linesProgress(std::ostream& err);

// model::trainedInputsNote on `err`, where there is one.
void noteTrainedInputs(const std::string& modelDir, bool pairs, std::ostream& err);

}  // namespace akshara::cli

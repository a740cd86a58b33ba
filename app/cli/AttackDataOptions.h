#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "data/ClassificationDataset.h"
#include "jobs/RunFolder.h"

namespace akshara::cli {

// The run folder OUT of an attack command: created with its manifest, or resumed when it
// holds the manifest of the same command (same arguments); a folder holding another
// command's run is an InputError saying so.
jobs::RunFolder openAttackRun(const std::string& out, const std::string& kind,
                              const std::vector<std::string>& args,
                              nlohmann::ordered_json manifest);

// --data and the options that say how to read it, shared by attack and asr-curve.
void addAttackDatasetOptions(ArgParser& parser);
// Reads --data with the model's labels as the label set (names or integer indices).
data::ClassificationDataset readAttackDataset(const ArgParser& parser,
                                              const std::vector<std::string>& modelLabels);

}  // namespace akshara::cli

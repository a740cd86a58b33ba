#pragma once

#include <string>
#include <vector>

#include "ArgParser.h"
#include "data/ClassificationDataset.h"

namespace akshara::cli {

// --format, --pair, the column options, --id-column and --labels, shared by the commands
// that read a labelled dataset (TSV, CSV, JSON lines or a JSON array).
void addDatasetOptions(ArgParser& parser);

// How to read `path`: the format from --format or else the file's extension (UsageError when
// neither says), the columns given, and no label set (see labelSetOption).
data::ClassificationOptions datasetOptions(const ArgParser& parser, const std::string& path);

// --labels: "nli" (entailment, neutral, contradiction) or a comma-separated list of names in
// class-index order; empty when not given. Throws UsageError for an empty name.
std::vector<std::string> labelSetOption(const ArgParser& parser);

}  // namespace akshara::cli

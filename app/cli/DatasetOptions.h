#pragma once

#include <string>
#include <vector>

#include <ostream>

#include "ArgParser.h"
#include "data/ClassificationDataset.h"
#include "model/Encoder.h"

namespace akshara::cli {

// --format, --pair, the column options and --id-column, shared by the commands that read a
// labelled dataset (TSV, CSV, JSON lines or a JSON array).
void addDatasetOptions(ArgParser& parser);
// --labels (read by labelSetOption), for the commands whose labels need not be the model's.
void addLabelSetOption(ArgParser& parser);

// The dataset format of `path`: --format, else the file's extension; UsageError for an unknown
// --format or an extension that says nothing.
data::DatasetFormat datasetFormatOption(const ArgParser& parser, const std::string& path);
// The format of a second file read with --data (--dev, --premise-from): --format when given,
// unless the file's own extension names another format than --data's (data.txt --format tsv
// with dev.jsonl); without --format, its own extension.
data::DatasetFormat secondFileFormat(const ArgParser& parser, const std::string& dataPath,
                                     const std::string& path);

// How to read `path`: the format from datasetFormatOption, the columns given, and no label
// set (see labelSetOption).
data::ClassificationOptions datasetOptions(const ArgParser& parser, const std::string& path);

// The names of a comma-separated --labels list, in order, each trimmed of spaces and in NFC;
// throws UsageError for an empty list, an empty name or a name given twice.
std::vector<std::string> labelListOption(const std::string& text);

// --labels: "nli" (entailment, neutral, contradiction) or a comma-separated list of names in
// class-index order; empty when not given. Throws UsageError as labelListOption does.
std::vector<std::string> labelSetOption(const ArgParser& parser);

// encoder.forward() with `what`, reporting "done/total" on `progress` every 256 inputs and at
// the end.
std::vector<model::EncoderOutput> forwardReporting(const model::Encoder& encoder,
                                                   const std::vector<model::Encoding>& inputs,
                                                   model::ForwardOptions what,
                                                   std::ostream& progress);

}  // namespace akshara::cli

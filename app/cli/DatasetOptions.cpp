#include "DatasetOptions.h"

#include <algorithm>
#include <filesystem>

#include "common/Error.h"
#include "common/Strings.h"

namespace akshara::cli {

void addDatasetOptions(ArgParser& parser) {
    parser.option("format", "tsv|csv|jsonl|json",
                  "the dataset's format (default: from the extension); jsonl and json both "
                  "read JSON lines or one JSON array of records");
    parser.flag("pair", "sentence pairs: premise/hypothesis or sentence1/sentence2 columns");
    parser.option("text-column", "NAME", "the text column of single sentences", "text");
    parser.option("first-column", "NAME",
                  "the first sentence of pairs (default: premise or "
                  "sentence1)");
    parser.option("second-column", "NAME",
                  "the second sentence of pairs (default: hypothesis "
                  "or sentence2)");
    parser.option("label-column", "NAME", "the gold label column", "label");
    parser.option("id-column", "NAME",
                  "the example ids (default: the column 'id' when there is one, else the "
                  "0-based position)");
}

void addLabelSetOption(ArgParser& parser) {
    parser.option("labels", "nli|L1,L2,...",
                  "the dataset's label set in class-index order, for integer labels; nli is "
                  "entailment, neutral, contradiction");
}

data::DatasetFormat datasetFormatOption(const ArgParser& parser, const std::string& path) {
    if (parser.has("format")) {
        const auto format = data::datasetFormatByName(parser.value("format"));
        if (!format) {
            throw UsageError("--format must be tsv, csv, jsonl or json, not '" +
                             parser.value("format") + "'");
        }
        return *format;
    }
    if (const auto format = data::datasetFormatOfPath(path)) {
        return *format;
    }
    // A path that names no file is said to be so, before its name is found wanting.
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
        throw InputError("cannot open: no such file", path);
    }
    if (std::filesystem::is_directory(path, ec)) {
        throw InputError("is a folder, not a file", path);
    }
    throw UsageError("cannot tell the format of " + path + " from its extension; give --format");
}

data::DatasetFormat secondFileFormat(const ArgParser& parser, const std::string& dataPath,
                                     const std::string& path) {
    const data::DatasetFormat given = datasetFormatOption(parser, path);
    const auto own = data::datasetFormatOfPath(path);
    return parser.has("format") && own && own != data::datasetFormatOfPath(dataPath) ? *own : given;
}

data::ClassificationOptions datasetOptions(const ArgParser& parser, const std::string& path) {
    data::ClassificationOptions o;
    o.format = datasetFormatOption(parser, path);
    o.sentencePair = parser.has("pair");
    o.pairSwitch = "--pair";
    o.textColumn = parser.value("text-column");
    o.firstColumn = parser.value("first-column");
    o.secondColumn = parser.value("second-column");
    o.labelColumn = parser.value("label-column");
    o.idColumn = parser.value("id-column");
    return o;
}

std::vector<std::string> labelListOption(const std::string& text) {
    data::LabelListProblem problem;
    std::vector<std::string> labels = data::parseLabelList(text, problem);
    switch (problem.kind) {
        case data::LabelListProblem::Kind::None:
            break;
        case data::LabelListProblem::Kind::Empty:
            throw UsageError("--labels is empty");
        case data::LabelListProblem::Kind::EmptyName:
            throw UsageError("--labels has an empty label");
        case data::LabelListProblem::Kind::Twice:
            throw UsageError("--labels names '" + problem.name + "' twice" +
                             (problem.first == problem.name
                                  ? std::string()
                                  : " (as '" + problem.first +
                                        "' first; a label in another case is the same label)"));
    }
    return labels;
}

std::vector<std::string> labelSetOption(const ArgParser& parser) {
    if (!parser.has("labels"))
        return {};
    const auto text = parser.value("labels");
    if (const auto named = data::labelSetByName(text))
        return *named;
    return labelListOption(text);
}

std::vector<model::EncoderOutput> forwardReporting(const model::Encoder& encoder,
                                                   const std::vector<model::Encoding>& inputs,
                                                   model::ForwardOptions what,
                                                   std::ostream& progress) {
    std::size_t lastReport = 0;
    what.progress = [&](std::size_t done, std::size_t total) {
        if (done == total || done - lastReport >= 256) {
            progress << "  " << done << "/" << total << "\n";
            lastReport = done;
        }
    };
    return encoder.forward(inputs, what);
}

}  // namespace akshara::cli

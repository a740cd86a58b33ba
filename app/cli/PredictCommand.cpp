#include <string>

#include "ArgParser.h"
#include "AttackDataOptions.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "Interrupt.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ParallelDataset.h"
#include "eval/Predictions.h"
#include "jobs/JobContext.h"
#include "predict/DatasetPredictions.h"

namespace akshara::cli {

int runPredict(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "predict --model DIR --data FILE [--pair] [--premise-from FILE] --out FILE.jsonl",
        "Classifies every example of a labelled dataset and writes the prediction file that\n"
        "`matrix` reads: one JSON object per example, {\"id\", \"gold\", \"pred\", \"probs\"},\n"
        "labels named by the model's id2label, probs keyed by label in the model's order.\n"
        "Gold labels are matched to the model's labels by name (ignoring case). Integer\n"
        "labels need --labels (e.g. nli) when the model names its labels; a model whose labels\n"
        "are the unnamed LABEL_0, LABEL_1, ... takes the names of --labels in order, and\n"
        "without --labels an integer label is its class of that index.\n"
        "Mixed-language pairs (En-IndicXNLI): --premise-from EN.jsonl takes each example's\n"
        "premise from that parallel file and its hypothesis from --data.");
    parser.option("model", "DIR", "a ...ForSequenceClassification model folder");
    parser.option("data", "FILE", "the labelled dataset (TSV, CSV, JSON lines, JSON array)");
    parser.option("out", "FILE", "the prediction file to write (atomically); '-': standard output");
    parser.option("premise-from", "FILE",
                  "a parallel file of the same examples (the columns of --data, and its "
                  "--format unless its extension names another) whose premises replace "
                  "those of --data; implies --pair");
    parser.option("align", "auto|id|position",
                  "how --premise-from is matched to --data (auto: by id when both have ids)",
                  "auto");
    parser.option("limit", "N", "classify only the first N examples (0: all)", "0");
    addDatasetOptions(parser);
    addLabelSetOption(parser);
    addModelOptions(parser);
    if (!parser.parse(args, io.out))
        return kExitOk;
    if (!parser.has("model") || !parser.has("data") || !parser.has("out"))
        throw UsageError("--model, --data and --out are required\n\n" + parser.help());
    if (parser.has("align") && !parser.has("premise-from"))
        throw UsageError("--align is for --premise-from, and none is given");
    const auto align = parser.value("align");
    if (align != "auto" && !data::parallelAlignmentByName(align))
        throw UsageError("--align must be auto, id or position, not '" + align + "'");

    const auto dir = parser.value("model");
    const auto dataPath = parser.value("data");
    std::vector<std::string> read = filesInFolder(dir);
    read.push_back(dataPath);
    read.push_back(parser.value("premise-from"));
    const bool toStdout = parser.value("out") == "-";
    if (!toStdout) {
        checkOutputPath(parser.value("out"), read);
    }
    predict::DatasetPredictionOptions options;
    options.modelDir = dir;
    options.dataFile = dataPath;
    options.data = datasetOptions(parser, dataPath);
    options.data.labelNames = labelSetOption(parser);
    options.premiseFile = parser.value("premise-from");
    noteTrainedInputs(dir, options.data.sentencePair || !options.premiseFile.empty(), io.err);
    if (!options.premiseFile.empty())
        options.premiseFormat = secondFileFormat(parser, dataPath, options.premiseFile);
    options.limit = exampleLimit(parser);
    if (align != "auto")
        options.alignment = data::parallelAlignmentByName(align);
    options.encoder = modelOptions(parser);
    predict::DatasetPredictions result;
    {
        // Ctrl+C stops at the next batch, the progress line ended and the file not written.
        const InterruptStops stops(io.err, nothingWritten);
        jobs::StreamProgress progress(io.err);
        options.log = [&progress](const std::string& line) { progress.print(line); };
        result = predict::predictDataset(options, {&progress, stops.token()});
    }
    auto& set = result.set;
    set.source = toStdout ? "stdout" : parser.value("out");
    if (toStdout) {
        io.out << eval::formatPredictions(set);
    } else {
        eval::writePredictions(set.source, set);
    }
    io.err << "wrote " << set.predictions.size() << " predictions to " << set.source
           << " (accuracy " << result.correct << "/" << set.predictions.size() << ")\n";
    return kExitOk;
}

}  // namespace akshara::cli

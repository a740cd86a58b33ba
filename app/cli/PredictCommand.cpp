#include <algorithm>
#include <cctype>
#include <string>

#include "ArgParser.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "ModelOptions.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ParallelDataset.h"
#include "eval/Predictions.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::cli {

namespace {

bool sameIgnoringCase(const std::string& a, const std::string& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

// A model saved without label names has id2label LABEL_0, LABEL_1, ... (Hugging Face's default).
bool genericLabels(const std::vector<std::string>& labels) {
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i] != "LABEL_" + std::to_string(i))
            return false;
    }
    return true;
}

std::string joined(const std::vector<std::string>& labels) {
    std::string out;
    for (const auto& label : labels)
        out += (out.empty() ? "" : ", ") + label;
    return out;
}

// The model's class for an example's gold label: the class of that name (ignoring case), or,
// when the dataset has no label set and the model's classes are unnamed, the class an integer
// label indexes. A model that names its classes may order them otherwise than the data
// (XNLI's 0 is entailment, an MNLI checkpoint's contradiction): an integer is then refused.
std::size_t modelClassOf(const data::ClassificationDataset& dataset,
                         const data::ClassificationExample& example,
                         const std::vector<std::string>& classes, bool datasetHasLabelSet,
                         const std::string& labelColumn) {
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (classes[c] == example.label)
            return c;
    }
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (sameIgnoringCase(classes[c], example.label))
            return c;
    }
    const auto& label = example.label;
    const bool integer =
        !label.empty() && label.size() < 6 &&
        std::all_of(label.begin(), label.end(), [](unsigned char c) { return std::isdigit(c); });
    if (!datasetHasLabelSet && integer) {
        if (!genericLabels(classes)) {
            throw InputError(
                "label '" + label +
                    "' is a class index, but the model names its "
                    "classes (" +
                    joined(classes) +
                    ") and the data's index order need not be the model's (XNLI and "
                    "IndicXNLI: 0 is entailment; MNLI checkpoints: 0 is contradiction): "
                    "give the data's label names in index order with --labels (e.g. "
                    "--labels nli)",
                dataset.source, example.line, labelColumn);
        }
        const auto index = static_cast<std::size_t>(std::stoul(label));
        if (index < classes.size())
            return index;
    }
    std::string hint;
    if (genericLabels(classes))
        hint = "; the model has no label names: give the dataset's with --labels (e.g. nli)";
    throw InputError(
        "label '" + label + "' is not one of the model's labels (" + joined(classes) + ")" + hint,
        dataset.source, example.line, labelColumn);
}

}  // namespace

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
                  "a parallel file of the same examples (same format and columns) whose "
                  "premises replace those of --data; implies --pair");
    parser.option("align", "auto|id|position",
                  "how --premise-from is matched to --data (auto: by id when both have ids)",
                  "auto");
    addDatasetOptions(parser);
    addLabelSetOption(parser);
    addModelOptions(parser);
    if (!parser.parse(args, io.out))
        return kExitOk;
    if (!parser.has("model") || !parser.has("data") || !parser.has("out"))
        throw UsageError("--model, --data and --out are required\n\n" + parser.help());
    const auto align = parser.value("align");
    if (align != "auto" && !data::parallelAlignmentByName(align))
        throw UsageError("--align must be auto, id or position, not '" + align + "'");

    const auto dir = parser.value("model");
    const auto dataPath = parser.value("data");
    std::vector<std::string> read = modelFolderFiles(dir);
    read.push_back(dataPath);
    read.push_back(parser.value("premise-from"));
    const bool toStdout = parser.value("out") == "-";
    if (!toStdout) {
        checkOutputPath(parser.value("out"), read);
    }
    const bool mixed = parser.has("premise-from");
    auto options = datasetOptions(parser, dataPath);
    options.sentencePair = options.sentencePair || mixed;
    options.labelNames = labelSetOption(parser);
    // Read the data first: a bad file is reported before the model is loaded.
    auto dataset = data::readClassificationDataset(dataPath, options);
    if (mixed) {
        const auto premisePath = parser.value("premise-from");
        auto premiseOptions = datasetOptions(parser, premisePath);
        premiseOptions.sentencePair = true;
        premiseOptions.labelNames = options.labelNames;
        auto premises = data::readClassificationDataset(premisePath, premiseOptions);
        const auto alignment = align == "auto" ? data::defaultAlignment({&premises, &dataset})
                                               : *data::parallelAlignmentByName(align);
        dataset = data::mixedLanguagePairs(std::move(premises), std::move(dataset), alignment);
    }

    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    std::vector<std::string> classes = encoder.info().labels;
    if (classes.empty()) {
        throw InputError(dir + " is a bare encoder (" + encoder.info().architecture +
                         ") without a classification head");
    }
    if (!options.labelNames.empty() && genericLabels(classes)) {
        if (options.labelNames.size() != classes.size()) {
            throw InputError("the model has " + std::to_string(classes.size()) +
                             " unnamed classes, --labels names " +
                             std::to_string(options.labelNames.size()));
        }
        io.err << "the model's classes are unnamed; naming them " << joined(options.labelNames)
               << "\n";
        classes = options.labelNames;
    }
    std::vector<std::size_t> gold;
    gold.reserve(dataset.examples.size());
    for (const auto& example : dataset.examples) {
        gold.push_back(modelClassOf(dataset, example, classes, !options.labelNames.empty(),
                                    options.labelColumn));
    }

    const auto tokenizer = model::Tokenizer::load(dir);
    const auto inputs = encodeExamples(dataset, *tokenizer, encoder);
    io.err << "predicting " << inputs.size() << (dataset.sentencePair ? " pairs" : " texts")
           << " of " << dataPath << " with " << encoder.info().architecture << " on "
           << encoder.info().device << "\n";
    model::ForwardOptions what;
    what.logits = true;
    const auto outputs = forwardReporting(encoder, inputs, what, io.err);

    eval::PredictionSet set;
    set.source = toStdout ? "stdout" : parser.value("out");
    std::size_t correct = 0;
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto probabilities = attrib::softmax(outputs[i].logits.values);
        const auto best = static_cast<std::size_t>(
            std::max_element(probabilities.begin(), probabilities.end()) - probabilities.begin());
        eval::Prediction p;
        p.id = data::exampleId(dataset, i);
        p.gold = classes[gold[i]];
        p.pred = classes[best];
        for (std::size_t c = 0; c < classes.size(); ++c)
            p.probs.emplace_back(classes[c], probabilities[c]);
        correct += p.correct() ? 1 : 0;
        set.predictions.push_back(std::move(p));
    }
    if (toStdout) {
        io.out << eval::formatPredictions(set);
    } else {
        eval::writePredictions(set.source, set);
    }
    io.err << "wrote " << set.predictions.size() << " predictions to " << set.source
           << " (accuracy " << correct << "/" << set.predictions.size() << ")\n";
    return kExitOk;
}

}  // namespace akshara::cli

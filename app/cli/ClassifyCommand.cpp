#include <algorithm>
#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::cli {

int runClassify(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("classify --model DIR --input FILE [--pair]",
                     "Classifies lines of text with a sequence classification model: one JSON\n"
                     "object per line with the logits, the softmax probabilities and the\n"
                     "predicted label's id and name (config.json's id2label). A line longer\n"
                     "than the model's maximum length is cut to it, as the Hugging Face\n"
                     "tokenizers cut it (a pair from its longer text first); a note on stderr\n"
                     "says how many were, and how many lines are classified as the run goes on.\n"
                     "An input without lines is an error.");
    parser.option("model", "DIR", "a ...ForSequenceClassification model folder");
    parser.option("input", "FILE", "lines of text ('-': stdin)", "-");
    parser.flag("pair", "each line is FIRST<TAB>SECOND, classified as a sentence pair");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model")) {
        throw UsageError("--model is required\n\n" + parser.help());
    }
    const auto dir = parser.value("model");
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto& labels = encoder.info().labels;
    model::requireClassificationHead(encoder.info());
    const auto tokenizer = model::Tokenizer::load(dir);
    noteTrainedInputs(dir, parser.has("pair"), io.err);
    std::vector<std::string> lines;
    const auto inputs =
        readEncodedLines(parser.value("input"), io.in, *tokenizer, parser.has("pair"),
                         static_cast<std::size_t>(encoder.info().maxTokens), io.err, &lines);
    io.err << "classifying " << inputs.size() << " lines on " << encoder.info().device << "\n";
    model::ForwardOptions what;
    what.logits = true;
    what.progress = linesProgress(io.err);
    const auto outputs = encoder.forward(inputs, what);
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto& logits = outputs[i].logits.values;
        const auto best = static_cast<std::size_t>(std::max_element(logits.begin(), logits.end()) -
                                                   logits.begin());
        std::vector<double> probabilities(logits.size());
        double sum = 0;
        for (std::size_t k = 0; k < logits.size(); ++k) {
            probabilities[k] = std::exp(static_cast<double>(logits[k]) - logits[best]);
            sum += probabilities[k];
        }
        for (auto& p : probabilities) {
            p /= sum;
        }
        nlohmann::ordered_json j;
        j["line"] = i + 1;
        j["text"] = lines[i];
        j["label"] = labels[best];
        j["label_id"] = best;
        j["logits"] = logits;
        j["probabilities"] = probabilities;
        io.out << printableJson(j) << "\n";
    }
    return kExitOk;
}

}  // namespace akshara::cli

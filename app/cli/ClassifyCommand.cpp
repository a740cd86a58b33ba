#include <algorithm>
#include <cerrno>
#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "Interrupt.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::cli {

namespace {

// One JSON object a line for each of `outputs`, the classifications of the lines from
// `first` (counted from 0) on.
void writeClassifications(const std::vector<model::EncoderOutput>& outputs,
                          const std::vector<std::string>& lines,
                          const std::vector<std::string>& labels, std::size_t first,
                          std::ostream& out) {
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
        j["line"] = first + i + 1;
        j["text"] = lines[first + i];
        j["label"] = labels[best];
        j["label_id"] = best;
        j["logits"] = logits;
        j["probabilities"] = probabilities;
        out << printableJson(j) << "\n";
    }
}

}  // namespace

int runClassify(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("classify --model DIR --input FILE [--pair]",
                     "Classifies lines of text with a sequence classification model: one JSON\n"
                     "object per line with the logits, the softmax probabilities and the\n"
                     "predicted label's id and name (config.json's id2label). A line longer\n"
                     "than the model's maximum length is cut to it, as the Hugging Face\n"
                     "tokenizers cut it (a pair from its longer text first); a note on stderr\n"
                     "says how many were, and how many lines are classified as the run goes on.\n"
                     "Every line is read and checked before the first is classified; the results\n"
                     "are then written as each part of the input is classified, in input order,\n"
                     "so that Ctrl+C keeps those of the lines before it. An input without lines\n"
                     "is an error.");
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
    const std::size_t count = inputs.size();
    io.err << "classifying " << count << " lines on " << encoder.info().device << "\n";

    // The input in parts of many batches (batches are made of inputs of similar length within
    // a part), each part's results written before the next part runs.
    const std::size_t part = std::max<std::size_t>(1024, 16 * encoder.batchSize());
    std::size_t written = 0;
    const InterruptStops stops(io.err, [&written, count] {
        return written == 0 ? nothingWritten()
                            : "the results of lines 1 to " + std::to_string(written) + " of " +
                                  std::to_string(count) + " were written; give the lines from " +
                                  std::to_string(written + 1) + " on to classify the rest";
    });
    const jobs::JobContext stopping{nullptr, stops.token()};
    model::ForwardOptions what;
    what.logits = true;
    what.progress = [report = linesProgress(io.err), &stopping, &written, count](
                        std::size_t done, std::size_t) mutable {
        report(written + done, count);
        stopping.checkCancelled();
    };
    while (written < count) {
        const auto begin = inputs.begin() + static_cast<std::ptrdiff_t>(written);
        const std::vector<model::Encoding> inputsOfPart(
            begin, begin + static_cast<std::ptrdiff_t>(std::min(part, count - written)));
        const auto outputs = encoder.forward(inputsOfPart, what);
        // Output that cannot be written (a full disk) stops the work at once: the rest would
        // be classified for nothing.
        errno = 0;
        writeClassifications(outputs, lines, labels, written, io.out);
        if (!io.out.flush()) {
            throw InputError(outputFailure(errno) + "; stopped before the results of lines " +
                             std::to_string(written + 1) + " to " +
                             std::to_string(written + inputsOfPart.size()) + " were all written");
        }
        written += inputsOfPart.size();
    }
    return kExitOk;
}

}  // namespace akshara::cli

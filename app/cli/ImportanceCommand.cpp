#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "ImportanceBudgetOptions.h"
#include "InputLines.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

int parseTarget(const std::string& value) {
    std::size_t used = 0;
    int target = -1;
    try {
        target = std::stoi(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != value.size() || value.find_first_not_of("0123456789") != std::string::npos ||
        target < 0) {
        throw UsageError("--target must be a class id (0, 1, ...), not '" + value + "'");
    }
    return target;
}

// The class a record without words is given: `targetClass` when one was asked for, else the
// class the model predicts for the text (one query); nothing when the text has no tokens.
std::optional<int> predictedClass(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                                  std::string_view first, const std::string_view* second,
                                  int targetClass, std::size_t& queries) {
    if (targetClass >= 0) {
        return targetClass;
    }
    const auto maxLength = static_cast<std::size_t>(encoder.info().maxTokens);
    const model::Encoding encoding = second != nullptr
                                         ? tokenizer.encodePair(first, *second, maxLength)
                                         : tokenizer.encode(first, maxLength);
    if (encoding.ids.empty()) {
        return std::nullopt;
    }
    model::ForwardOptions what;
    what.logits = true;
    const auto probabilities = attrib::softmax(encoder.forward({encoding}, what)[0].logits.values);
    queries = 1;
    return static_cast<int>(std::max_element(probabilities.begin(), probabilities.end()) -
                            probabilities.begin());
}

}  // namespace

int runImportance(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("importance --model DIR --method M --input FILE [--pair] [--target C]",
                     "Scores the words of each line for a classifier's class: one JSON object\n"
                     "per line with the words, their code point offsets and their scores\n"
                     "(higher: more important), the class, the model queries and the time.\n"
                     "Methods: loo (leave-one-out masking), gradient (the length of the\n"
                     "gradient at each token's embedding: vanilla gradient), grad-x-input, ig\n"
                     "(integrated gradients), random (a seeded random order: the control), shap\n"
                     "(KernelSHAP), partition-shap (the SHAP library's default for text: Owen\n"
                     "values over its clustering of the tokens, 500 evaluations) and lime over\n"
                     "token presence (a word's score the mean of its tokens'; --features words:\n"
                     "over word presence), rollout (attention\n"
                     "rollout), smoothgrad (the length of the mean gradient at noisy\n"
                     "embeddings), grad-rollout (attention-gradient rollout, class-specific).\n"
                     "Absent and left-out words are replaced by the model's mask token.\n"
                     "A line without words gets a record whose word list is empty; a score\n"
                     "that is not a finite number (an overflow) stops with an error naming the\n"
                     "line. Words past the model's length get no score: the record's notes\n"
                     "(and stderr) say how many were scored. shap reads the whole input\n"
                     "before it scores the first line, to check that --samples serves every\n"
                     "line.");
    parser.option("model", "DIR", "a ...ForSequenceClassification model folder");
    parser.option("method", "M",
                  "loo, gradient, grad-x-input, ig, random, shap, partition-shap, lime, rollout, "
                  "smoothgrad or grad-rollout",
                  "loo");
    parser.option("input", "FILE", "lines of text ('-': stdin)", "-");
    parser.flag("pair", "each line is FIRST<TAB>SECOND, scored as a sentence pair");
    parser.option("target", "C", "the class to explain (default: the predicted class)");
    parser.option("steps", "N", "integrated gradients steps", "16");
    parser.option("seed", "N", "seed of random, shap, partition-shap, lime and smoothgrad", "0");
    parser.option("samples", "N",
                  "masked inputs for shap and lime (default 256; shap needs a line's features + "
                  "1, checked for every line before the first is scored); for partition-shap, "
                  "its evaluations (default 500, the SHAP library's)");
    addImportanceFeaturesOption(parser);
    parser.option("noise", "X",
                  "smoothgrad noise sd, a fraction of the embeddings' range, from 0 to 1 (above "
                  "it the noise drowns the input)",
                  "0.15");
    parser.option("smoothgrad-samples", "N", "noisy copies for smoothgrad", "16");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model")) {
        throw UsageError("--model is required\n\n" + parser.help());
    }
    attrib::ImportanceOptions options;
    try {
        options.method = attrib::parseMethod(parser.value("method"));
    } catch (const InputError& e) {
        throw UsageError(e.message());
    }
    refuseOtherMethodsSettings(parser, options.method);
    if (parser.has("target")) {
        options.targetClass = parseTarget(parser.value("target"));
    }
    readImportanceBudgets(parser, options);
    options.samples = readImportanceSamples(parser, options.method);
    options.features = readImportanceFeatures(parser);
    const long long seed = parser.integer("seed");
    if (seed < 0) {
        throw UsageError("--seed must be 0 or more");
    }
    options.seed = static_cast<std::uint64_t>(seed);
    options.noiseLevel = parser.number("noise");
    if (!(options.noiseLevel >= 0 && options.noiseLevel <= 1)) {
        throw UsageError("--noise is a fraction of the embeddings' range, between 0 and 1, not " +
                         parser.value("noise"));
    }
    const auto dir = parser.value("model");
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto tokenizer = model::Tokenizer::load(dir);

    const bool pair = parser.has("pair");
    const auto& info = encoder.info();
    noteTrainedInputs(dir, pair, io.err);
    // The model's and the option's faults, before any line is read and blamed for them.
    model::requireClassificationHead(info);
    if (options.targetClass >= static_cast<int>(info.labels.size())) {
        throw UsageError("--target: class " + std::to_string(options.targetClass) +
                         " is outside the model's " + std::to_string(info.labels.size()) +
                         " labels (0 to " + std::to_string(info.labels.size() - 1) + ")");
    }
    const auto scoreLine = [&](const std::string& line, std::size_t lineNumber,
                               const std::string& source) {
        std::string_view first = line, second;
        if (pair) {
            std::tie(first, second) = splitPairLine(line, source, lineNumber);
        }
        attrib::WordImportance result;
        std::optional<int> target;
        const bool noWords = attrib::inputWords(first, pair ? &second : nullptr).empty();
        if (noWords) {
            // Nothing to score (an empty line, or punctuation only): its record lists no
            // words, and the next lines are scored as usual.
            io.err << formatLocation(source, lineNumber, {})
                   << ": no words to score; the record lists none\n";
            target = predictedClass(encoder, *tokenizer, first, pair ? &second : nullptr,
                                    options.targetClass, result.queries);
        } else {
            try {
                result = pair ? attrib::importancePair(encoder, *tokenizer, first, second, options)
                              : attrib::importance(encoder, *tokenizer, first, options);
            } catch (const InputError& e) {
                throw InputError(e.message(), source, lineNumber);
            }
            target = result.targetClass;
        }
        nlohmann::ordered_json j;
        j["line"] = lineNumber;
        j["method"] = attrib::methodName(options.method);
        j["target"] = target ? nlohmann::ordered_json(*target) : nlohmann::ordered_json();
        j["label"] = target
                         ? nlohmann::ordered_json(info.labels.at(static_cast<std::size_t>(*target)))
                         : nlohmann::ordered_json();
        auto words = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < result.words.size(); ++i) {
            const auto& w = result.words[i];
            nlohmann::ordered_json word;
            word["word"] = w.text;
            word["start"] = w.start;
            word["end"] = w.end;
            if (pair) {
                word["text"] = w.sequence;
            }
            word["score"] = result.scores[i];
            words.push_back(std::move(word));
        }
        j["words"] = std::move(words);
        if (!result.note.empty()) {
            // Words past the model's length, a raised budget: in the record and said.
            j["notes"] = nlohmann::ordered_json::array({result.note});
            io.err << formatLocation(source, lineNumber, {}) << ": " << result.note << "\n";
        }
        j["queries"] = result.queries;
        j["seconds"] = result.seconds;
        io.out << printableJson(j) << "\n";
    };
    if (options.method != attrib::Method::KernelShap) {
        requireLines(forEachInputLine(parser.value("input"), io.in, scoreLine),
                     parser.value("input"));
        return kExitOk;
    }
    // A budget too small for a line is refused before the first line is scored: not after
    // the lines before it were written, and the time spent on them lost.
    struct Line {
        std::string text, source;
        std::size_t number;
    };
    std::vector<Line> input;
    forEachInputLine(parser.value("input"), io.in,
                     [&](const std::string& line, std::size_t number, const std::string& source) {
                         input.push_back({line, source, number});
                     });
    requireLines(input.size(), parser.value("input"));
    std::size_t most = 0, firstLeast = 0;
    const Line* firstShort = nullptr;
    for (const Line& line : input) {
        std::string_view first = line.text, second;
        if (pair) {
            std::tie(first, second) = splitPairLine(line.text, line.source, line.number);
        }
        if (attrib::inputWords(first, pair ? &second : nullptr).empty()) {
            continue;
        }
        const std::size_t least =
            attrib::leastSamples(encoder, *tokenizer, first, pair ? &second : nullptr, options);
        if (least > options.samples && firstShort == nullptr) {
            firstShort = &line;
            firstLeast = least;
        }
        most = std::max(most, least);
    }
    if (firstShort != nullptr) {
        throw InputError(
            "shap needs at least " + std::to_string(firstLeast) + " samples for " +
                std::to_string(firstLeast - 1) + " " +
                std::string(attrib::featuresName(options.features)) + ", more than --samples " +
                std::to_string(options.samples) + (parser.has("samples") ? "" : " (the default)") +
                ": no line was scored (--samples " + std::to_string(most) + " scores every line)",
            firstShort->source, firstShort->number);
    }
    for (const Line& line : input) {
        scoreLine(line.text, line.number, line.source);
    }
    return kExitOk;
}

}  // namespace akshara::cli

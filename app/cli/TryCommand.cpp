#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "OperatorOptions.h"
#include "attack/EncoderClassifier.h"
#include "attack/SentenceTrial.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "perturb/Operator.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

using nlohmann::ordered_json;

// The predicted label and the probabilities, as classify prints them.
void addPrediction(ordered_json& out, const std::vector<double>& probabilities,
                   const std::vector<std::string>& labels) {
    if (probabilities.empty()) {
        return;
    }
    const int best = attack::argmax(probabilities);
    out["label"] = std::size_t(best) < labels.size() ? labels[std::size_t(best)]
                                                     : "class " + std::to_string(best);
    out["label_id"] = best;
    out["probabilities"] = probabilities;
}

}  // namespace

int runTry(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "try --op OP --lang LANG [--words K] [--versions N] [--model DIR]\n"
        "    [--with OTHER [--target-sentence 1|2]] SENTENCE",
        "One sentence perturbed into N different versions, K words changed in each (the\n"
        "workbench's Try a sentence): the sentence and every version with the edits that\n"
        "made it. With --model, a classifier's label and probabilities for the sentence and\n"
        "each version, and whether the version changes the sentence's label. With --with, the\n"
        "sentence is one of a pair (NLI), the first (premise) or the second (hypothesis) as\n"
        "--target-sentence says, and the model reads each version with OTHER, unchanged, in\n"
        "its place. Prints one JSON object; fewer versions than asked for when the operator\n"
        "has no more to give (\"missing\"), and fewer words changed than K when the sentence\n"
        "has fewer the operator can change (\"changeable_words\").");
    addOperatorOptions(parser);
    parser.option("words", "K", "words changed in each version", "1");
    parser.option("versions", "N", "different versions to make", "8");
    parser.option("model", "DIR", "a sequence classification model folder");
    parser.option("with", "OTHER", "the other sentence of a sentence pair, kept as it is");
    parser.option("target-sentence", "1|2",
                  "with --with: SENTENCE is the pair's first (premise) or second (hypothesis)",
                  "1");
    addModelOptions(parser);
    parser.positional("SENTENCE", "the sentence (quote it)", true);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    attack::TrialOptions options;
    options.operatorOptions = operatorOptionsFrom(parser);
    noteReplacedTables(parser.value("op"), options.operatorOptions, io.err);
    options.op = parser.value("op");
    const long long words = parser.integer("words");
    const long long versions = parser.integer("versions");
    if (words < 1) {
        throw UsageError("--words must be at least 1");
    }
    if (versions < 1 || versions > 10000) {
        throw UsageError("--versions must be between 1 and 10000");
    }
    options.words = std::size_t(words);
    options.variants = std::size_t(versions);
    options.seed = options.operatorOptions.seed;
    const std::string sentence = parser.value("SENTENCE");
    if (const auto bad = text::firstInvalidUtf8(sentence)) {
        throw InputError("the sentence is not valid UTF-8 (byte " + std::to_string(*bad + 1) + ")");
    }
    const long long target = parser.integer("target-sentence");
    if (target != 1 && target != 2) {
        throw UsageError("--target-sentence is 1 or 2");
    }
    if (parser.has("with")) {
        options.pairedWith = parser.value("with");
        options.targetSentence = int(target) - 1;
        if (const auto bad = text::firstInvalidUtf8(options.pairedWith)) {
            throw InputError("--with is not valid UTF-8 (byte " + std::to_string(*bad + 1) + ")");
        }
    } else if (parser.has("target-sentence")) {
        throw UsageError("--target-sentence is for a sentence pair: give the other with --with");
    }

    attack::SentenceTrial trial;
    std::vector<std::string> labels;
    if (parser.has("model")) {
        const std::string dir = parser.value("model");
        const auto encoder = model::Encoder::load(dir, modelOptions(parser));
        labels = encoder.info().labels;
        const auto tokenizer = model::Tokenizer::load(dir);
        noteTrainedInputs(dir, parser.has("with"), io.err);
        attack::EncoderClassifier classifier(encoder, *tokenizer);
        trial = attack::trySentence(sentence, options, &classifier);
    } else {
        refuseModelOptionsWithout(parser, "--model");
        trial = attack::trySentence(sentence, options);
    }

    // A word longer than any of a language's (a pasted string of letters) is left as it is.
    const std::string tooLong = trial.tooLongWords == 0
                                    ? std::string()
                                    : std::to_string(trial.tooLongWords) +
                                          (trial.tooLongWords == 1 ? " word is" : " words are") +
                                          " longer than " + std::to_string(perturb::kLongestWord) +
                                          " characters, the longest perturbed, and left as " +
                                          (trial.tooLongWords == 1 ? "it is" : "they are");
    if (trial.variants.empty()) {
        std::string why = tooLong;
        if (tooLong.empty()) {
            why = "no letters it changes, or text in another script than " + parser.value("lang") +
                  "'s";
        } else if (trial.tooLongWords < trial.sentenceWords) {
            why += "; in the others, no letters it changes";
        }
        io.err << "note: " << options.op << " has no change to make in this sentence: " << why
               << "\n";
    } else if (!tooLong.empty()) {
        io.err << "note: " << tooLong << "\n";
    }
    if (!trial.variants.empty() && trial.changeableWords > 0 &&
        trial.changeableWords < trial.words) {
        io.err << "note: " << options.op << " can change " << trial.changeableWords
               << (trial.changeableWords == 1 ? " word" : " words")
               << " of the sentence, so each version changes " << trial.changeableWords << ", not "
               << trial.words << "\n";
    }

    if (trial.cutTo > 0) {
        io.err << model::cutToLengthNote(1, 1, trial.cutTo)
               << "; a change past the cut changes nothing the model reads\n";
    }

    ordered_json out;
    out["text"] = trial.original;
    if (!trial.pairedWith.empty()) {
        out["with"] = trial.pairedWith;
        out["target_sentence"] = trial.targetSentence + 1;
    }
    addPrediction(out, trial.probabilities, labels);
    out["versions"] = ordered_json::array();
    for (const attack::TrialVariant& variant : trial.variants) {
        ordered_json version{{"text", variant.text}, {"edits", ordered_json::array()}};
        for (const perturb::Edit& edit : variant.edits) {
            version["edits"].push_back({{"position", edit.position},
                                        {"from", text::encodeUtf8(edit.from)},
                                        {"to", text::encodeUtf8(edit.to)},
                                        {"op", edit.op},
                                        {"category", edit.category}});
        }
        addPrediction(version, variant.probabilities, labels);
        if (!trial.probabilities.empty()) {
            version["changes_label"] =
                attack::argmax(variant.probabilities) != attack::argmax(trial.probabilities);
        }
        out["versions"].push_back(std::move(version));
    }
    out["missing"] = trial.missing;
    out["changeable_words"] = trial.changeableWords;
    io.out << printableJson(out, 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

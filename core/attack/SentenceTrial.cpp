#include "attack/SentenceTrial.h"

#include <algorithm>
#include <set>

#include "common/Error.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"
#include "text/Normalize.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

namespace akshara::attack {

namespace {

bool blank(const std::u32string& text) {
    return std::all_of(text.begin(), text.end(), [](char32_t c) {
        return c == U' ' || c == U'\t' || c == U'\n' || c == U'\r';
    });
}

}  // namespace

SentenceTrial trySentence(const std::string& text, const TrialOptions& options,
                          Classifier* classifier) {
    const std::u32string original = text::nfc(text::decodeUtf8(text));
    if (blank(original)) {
        throw InputError("the sentence is empty: type or paste one to perturb");
    }
    const bool pair = !options.pairedWith.empty();
    const std::u32string other = text::nfc(text::decodeUtf8(options.pairedWith));
    if (pair && blank(other)) {
        throw InputError(
            "the pair's other sentence is empty: give it, or none for a single "
            "sentence");
    }
    if (options.targetSentence != 0 && options.targetSentence != 1) {
        throw InputError("the sentence tried is the pair's first or second (0 or 1), not " +
                         std::to_string(options.targetSentence));
    }
    const auto op = perturb::createOperator(options.op, options.operatorOptions);
    SentenceTrial trial;
    trial.original = text::encodeUtf8(original);
    trial.pairedWith = text::encodeUtf8(other);
    trial.targetSentence = options.targetSentence;
    trial.words = options.words;
    trial.changeableWords = perturb::changeableWords(original, *op);
    for (const text::Token& word : text::words(original)) {
        trial.sentenceWords += word.kind == text::TokenKind::Word ? 1 : 0;
        trial.tooLongWords +=
            word.kind == text::TokenKind::Word && word.text.size() > perturb::kLongestWord ? 1 : 0;
    }
    for (const auto& replaced : perturb::replacedTables(options.op, options.operatorOptions)) {
        trial.replacedTables.push_back(replaced.first);
    }
    trial.editedTables = perturb::editedTables(options.op, options.operatorOptions);
    // Draws until enough different versions are found, or until many draws found nothing new:
    // an operator with few candidates soon gives the same versions again.
    std::set<std::u32string> seen{original};
    const std::size_t attempts = 8 * options.variants + 16;
    for (std::size_t i = 0; i < attempts && trial.variants.size() < options.variants; ++i) {
        perturb::Rng rng = perturb::rngForItem(options.seed, i);
        perturb::PerturbedText perturbed = perturb::perturbText(original, *op, options.words, rng);
        if (!seen.insert(perturbed.perturbed).second) {
            continue;
        }
        trial.variants.push_back(
            {text::encodeUtf8(perturbed.perturbed), std::move(perturbed.edits), {}});
    }
    trial.missing = options.variants - trial.variants.size();
    if (classifier != nullptr) {
        // As the model reads it: alone, or in its place in the pair.
        const auto input = [&](const std::string& sentence) {
            if (!pair) {
                return TextInput{sentence, {}, false};
            }
            return trial.targetSentence == 0 ? TextInput{sentence, trial.pairedWith, true}
                                             : TextInput{trial.pairedWith, sentence, true};
        };
        std::vector<TextInput> inputs{input(trial.original)};
        trial.cutTo = classifier->cutTo(inputs.front());
        for (const TrialVariant& variant : trial.variants) {
            inputs.push_back(input(variant.text));
        }
        auto probabilities = classifier->classify(inputs);
        trial.probabilities = std::move(probabilities.front());
        for (std::size_t i = 0; i < trial.variants.size(); ++i) {
            trial.variants[i].probabilities = std::move(probabilities[i + 1]);
        }
    }
    return trial;
}

}  // namespace akshara::attack

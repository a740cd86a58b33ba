#include "attack/SentenceTrial.h"

#include <set>

#include "common/Error.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::attack {

SentenceTrial trySentence(const std::string& text, const TrialOptions& options,
                          Classifier* classifier) {
    const std::u32string original = text::nfc(text::decodeUtf8(text));
    bool blank = true;
    for (const char32_t c : original) {
        blank = blank && (c == U' ' || c == U'\t' || c == U'\n' || c == U'\r');
    }
    if (blank) {
        throw InputError("the sentence is empty: type or paste one to perturb");
    }
    const auto op = perturb::createOperator(options.op, options.operatorOptions);
    SentenceTrial trial;
    trial.original = text::encodeUtf8(original);
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
        std::vector<TextInput> inputs{{trial.original, {}, false}};
        for (const TrialVariant& variant : trial.variants) {
            inputs.push_back({variant.text, {}, false});
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

#include "eval/Accuracy.h"

#include "common/Error.h"

namespace akshara::eval {

std::vector<bool> correctness(const PredictionSet& set) {
    std::vector<bool> flags;
    flags.reserve(set.predictions.size());
    for (const auto& p : set.predictions) {
        flags.push_back(p.correct());
    }
    return flags;
}

double accuracy(const PredictionSet& set) {
    if (set.predictions.empty()) {
        throw InputError("no predictions: accuracy is undefined", set.source);
    }
    std::size_t hits = 0;
    for (const auto& p : set.predictions) {
        hits += p.correct() ? 1 : 0;
    }
    return static_cast<double>(hits) / static_cast<double>(set.predictions.size());
}

Interval accuracyInterval(const PredictionSet& set, const BootstrapOptions& options) {
    if (set.predictions.empty()) {
        throw InputError("no predictions: accuracy is undefined", set.source);
    }
    return bootstrapAccuracy(correctness(set), options);
}

Interval accuracyDifference(const PredictionSet& first, const PredictionSet& second,
                            const BootstrapOptions& options) {
    std::vector<bool> a, b;
    for (const auto& pair : alignById(first, second)) {
        requireSameGold(pair, first, second);
        a.push_back(pair.first->correct());
        b.push_back(pair.second->correct());
    }
    if (a.empty()) {
        throw InputError("no predictions: accuracy is undefined", first.source);
    }
    return pairedBootstrapDifference(a, b, options);
}

AttackOutcome attackOutcome(const PredictionSet& original, const PredictionSet& perturbed) {
    AttackOutcome outcome;
    std::size_t correctAfter = 0;
    for (const auto& pair : alignById(original, perturbed)) {
        requireSameGold(pair, original, perturbed);
        ++outcome.examples;
        const bool before = pair.first->correct();
        const bool after = pair.second->correct();
        outcome.correctBefore += before ? 1 : 0;
        outcome.flipped += before && !after ? 1 : 0;
        correctAfter += after ? 1 : 0;
    }
    if (outcome.examples == 0) {
        throw InputError("no predictions: the attack success rate is undefined", original.source);
    }
    if (outcome.correctBefore > 0) {
        outcome.successRate =
            static_cast<double>(outcome.flipped) / static_cast<double>(outcome.correctBefore);
    }
    const double n = static_cast<double>(outcome.examples);
    outcome.accuracyBefore = static_cast<double>(outcome.correctBefore) / n;
    outcome.accuracyAfter = static_cast<double>(correctAfter) / n;
    return outcome;
}

}  // namespace akshara::eval

#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "eval/Bootstrap.h"
#include "eval/Predictions.h"

namespace akshara::eval {

// One flag per example of `set`, in file order: the prediction equals the gold label.
std::vector<bool> correctness(const PredictionSet& set);

// The fraction of examples predicted correctly; throws InputError naming the set when empty.
double accuracy(const PredictionSet& set);

// Accuracy with its bootstrap interval; throws InputError naming the set when empty.
Interval accuracyInterval(const PredictionSet& set, const BootstrapOptions& options);

// Accuracy of `first` minus that of `second` on the same example ids, with a paired
// bootstrap interval. Throws InputError when the sets are not aligned or the gold labels differ.
Interval accuracyDifference(const PredictionSet& first, const PredictionSet& second,
                            const BootstrapOptions& options);

// The attack success rate of the proxy-model paper (its eq. 3): among examples whose original
// prediction is correct, the fraction whose prediction on the perturbed input is wrong.
struct AttackOutcome {
    std::size_t examples = 0;
    std::size_t correctBefore = 0;      // the denominator
    std::size_t flipped = 0;            // correct before, wrong after
    std::optional<double> successRate;  // absent when nothing was correct before
    double accuracyBefore = 0.0;
    double accuracyAfter = 0.0;
};

// Compares predictions on original and perturbed inputs, paired by id. Throws InputError when
// they are not aligned or an example's gold label differs between them.
AttackOutcome attackOutcome(const PredictionSet& original, const PredictionSet& perturbed);

}  // namespace akshara::eval

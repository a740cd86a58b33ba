#include "model/internal/DevSplit.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>

#include "common/Error.h"
#include "data/ModelClasses.h"
#include "data/SeededRandom.h"

namespace akshara::model {

std::size_t heldOutDevExamples(std::size_t examples, double devFraction) {
    return std::max<std::size_t>(
        1, static_cast<std::size_t>(std::llround(devFraction * static_cast<double>(examples))));
}

bool devFractionRoundsToNone(std::size_t examples, double devFraction) {
    return std::llround(devFraction * static_cast<double>(examples)) == 0;
}

namespace internal {

std::string labelField(const TrainingOptions& options) {
    return options.dataOptions.labelColumn.empty() ? std::string("label")
                                                   : options.dataOptions.labelColumn;
}

void splitExamples(const data::ClassificationDataset& train, const data::ClassificationDataset* dev,
                   const TrainingOptions& options,
                   std::vector<data::ClassificationExample>& trainOut,
                   std::vector<data::ClassificationExample>& devOut) {
    if (dev != nullptr) {
        if (dev->sentencePair != train.sentencePair) {
            throw InputError(std::string("the dev set holds ") +
                             (dev->sentencePair ? "sentence pairs" : "single sentences") +
                             " but the training set does not");
        }
        trainOut = train.examples;
        for (auto e : dev->examples) {
            const auto found = data::classOfLabel(train.labels, e.label);  // as predict matches
            if (!found) {
                throw InputError(
                    "the label '" + e.label + "' is not one of the training set's labels",
                    dev->source, e.line, labelField(options));
            }
            e.labelIndex = *found;
            devOut.push_back(std::move(e));
        }
        return;
    }
    if (!(options.devFraction > 0 && options.devFraction < 1)) {
        throw InputError("the dev fraction must lie between 0 and 1 (exclusive)");
    }
    const auto n = train.examples.size();
    const auto devCount = heldOutDevExamples(n, options.devFraction);
    if (devCount >= n) {
        std::ostringstream fraction;
        fraction << options.devFraction;
        throw InputError("the training set has " + std::to_string(n) + " examples: holding out " +
                         std::to_string(devCount) + " of them as the dev set (the dev fraction " +
                         fraction.str() + ") would leave none to train on; " +
                         (n < 2 ? std::string("give a dev file or more examples")
                                : "give a smaller dev fraction, a dev file or more examples"));
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    data::SeededRandom random(options.seed, 0, 0);
    for (std::size_t i = n; i > 1; --i) {
        std::swap(order[i - 1], order[random.below(i)]);
    }
    std::vector<std::size_t> devIndexes(order.begin(), order.begin() + devCount);
    std::sort(devIndexes.begin(), devIndexes.end());
    std::vector<bool> isDev(n, false);
    for (auto i : devIndexes) {
        isDev[i] = true;
    }
    std::vector<std::size_t> trained(train.labels.size(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        (isDev[i] ? devOut : trainOut).push_back(train.examples[i]);
        trained.at(train.examples[i].labelIndex) += isDev[i] ? 0 : 1;
    }
    // A label of few examples can go to the dev set whole: never learnt, and scored on.
    for (std::size_t label = 0; label < trained.size(); ++label) {
        if (trained[label] == 0) {
            throw InputError(
                "the dev set held out took every example of label '" + train.labels[label] +
                    "': none is left to train on; give more " +
                    "examples of it, a smaller dev fraction, a dev file or another seed",
                train.source, 0, labelField(options));
        }
    }
}

}  // namespace internal

}  // namespace akshara::model

#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "eval/Predictions.h"

namespace akshara::eval {

// Counts of (row label, column label) pairs over examples; rows and columns share `labels`.
struct ConfusionMatrix {
    std::vector<std::string> labels;
    std::vector<std::vector<std::size_t>> counts;  // counts[row][column]

    std::size_t total() const;
    std::size_t diagonal() const;  // examples where row and column agree
    std::size_t rowTotal(std::size_t row) const;
    std::size_t columnTotal(std::size_t column) const;
};

// Gold (rows) against predicted (columns) labels of one set. `labels` as from orderLabels();
// a label of the set missing from `labels` is appended in code point order. Throws
// InputError naming the set's source when it holds no predictions.
ConfusionMatrix confusionAgainstGold(const PredictionSet& set, std::vector<std::string> labels);

// Predictions of `first` (rows) against those of `second` (columns) on the same example ids.
// Throws InputError naming the ids when the sets are not aligned, and naming `first` when
// both are empty.
ConfusionMatrix confusionBetween(const PredictionSet& first, const PredictionSet& second,
                                 std::vector<std::string> labels);

}  // namespace akshara::eval

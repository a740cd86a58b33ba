#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "eval/ConfusionMatrix.h"
#include "eval/Predictions.h"

namespace akshara::eval {

// How two sets of predictions on the same examples agree in correctness.
struct ConsistencyCounts {
    std::size_t bothCorrect = 0;
    std::size_t bothWrong = 0;
    std::size_t onlyFirst = 0;   // first right, second wrong
    std::size_t onlySecond = 0;  // second right, first wrong

    std::size_t total() const { return bothCorrect + bothWrong + onlyFirst + onlySecond; }
    // Both right or both wrong: the "overlap" of correct and incorrect predictions that
    // IndicXNLI quotes for each pair of languages.
    std::size_t consistent() const { return bothCorrect + bothWrong; }
};

// The four blocks as fractions in [0, 1].
struct ConsistencyShares {
    double bothCorrect = 0.0;
    double bothWrong = 0.0;
    double onlyFirst = 0.0;
    double onlySecond = 0.0;

    double consistent() const { return bothCorrect + bothWrong; }
};

// Each block's count over `counts.total()`; all zero when there are no examples.
ConsistencyShares sharesOf(const ConsistencyCounts& counts);

// The consistency matrix of IndicXNLI (figure 1) for two languages or models on parallel
// examples: the counts overall and per gold label, and the overlap of the predicted labels
// (figure 2: predictions of the first, rows, against those of the second, columns).
struct ConsistencyMatrix {
    std::vector<std::string> labels;
    ConsistencyCounts overall;
    std::vector<ConsistencyCounts> perLabel;  // per gold label, indexed like `labels`
    ConfusionMatrix predictionOverlap;        // its diagonal: the examples given the same label
};

// The paper's figure 1 percentage on top of each block: the mean, over the gold labels that
// have examples, of each label's share (sharesOf(perLabel[i])). Unlike sharesOf(overall), it
// weighs every label alike however many examples it has.
ConsistencyShares labelAveragedShares(const ConsistencyMatrix& matrix);

// Pairs the sets by id. Throws InputError when they are not aligned or when an example has
// different gold labels in the two sets (the data are then not parallel), or when both are
// empty.
ConsistencyMatrix consistencyMatrix(const PredictionSet& first, const PredictionSet& second,
                                    std::vector<std::string> labels);

}  // namespace akshara::eval

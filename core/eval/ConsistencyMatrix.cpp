#include "eval/ConsistencyMatrix.h"

#include <algorithm>

#include "common/Error.h"

namespace akshara::eval {

ConsistencyShares sharesOf(const ConsistencyCounts& counts) {
    const std::size_t n = counts.total();
    if (n == 0) {
        return {};
    }
    const auto share = [n](std::size_t count) {
        return static_cast<double>(count) / static_cast<double>(n);
    };
    return {share(counts.bothCorrect), share(counts.bothWrong), share(counts.onlyFirst),
            share(counts.onlySecond)};
}

ConsistencyShares labelAveragedShares(const ConsistencyMatrix& matrix) {
    ConsistencyShares sum;
    std::size_t labels = 0;
    for (const ConsistencyCounts& counts : matrix.perLabel) {
        if (counts.total() == 0) {
            continue;  // a label only ever predicted: no share of its own
        }
        const ConsistencyShares s = sharesOf(counts);
        sum.bothCorrect += s.bothCorrect;
        sum.bothWrong += s.bothWrong;
        sum.onlyFirst += s.onlyFirst;
        sum.onlySecond += s.onlySecond;
        ++labels;
    }
    if (labels == 0) {
        return sum;
    }
    const double n = static_cast<double>(labels);
    return {sum.bothCorrect / n, sum.bothWrong / n, sum.onlyFirst / n, sum.onlySecond / n};
}

ConsistencyMatrix consistencyMatrix(const PredictionSet& first, const PredictionSet& second,
                                    std::vector<std::string> labels) {
    ConsistencyMatrix result;
    result.predictionOverlap = confusionBetween(first, second, std::move(labels));
    result.labels = result.predictionOverlap.labels;
    result.perLabel.assign(result.labels.size(), {});
    for (const auto& pair : alignById(first, second)) {
        requireSameGold(pair, first, second);
        const auto at = std::find(result.labels.begin(), result.labels.end(), pair.first->gold);
        ConsistencyCounts& perLabel =
            result.perLabel[static_cast<std::size_t>(at - result.labels.begin())];
        const bool a = pair.first->correct();
        const bool b = pair.second->correct();
        std::size_t ConsistencyCounts::*cell = a && b ? &ConsistencyCounts::bothCorrect
                                               : a    ? &ConsistencyCounts::onlyFirst
                                               : b    ? &ConsistencyCounts::onlySecond
                                                      : &ConsistencyCounts::bothWrong;
        ++(result.overall.*cell);
        ++(perLabel.*cell);
    }
    return result;
}

}  // namespace akshara::eval

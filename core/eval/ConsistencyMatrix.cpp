#include "eval/ConsistencyMatrix.h"

#include <algorithm>

#include "common/Error.h"

namespace akshara::eval {

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

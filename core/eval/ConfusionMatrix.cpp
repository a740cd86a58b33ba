#include "eval/ConfusionMatrix.h"

#include <algorithm>

#include "common/Error.h"
#include "eval/Labels.h"

namespace akshara::eval {

namespace {

std::vector<std::string> completeLabels(std::vector<std::string> labels,
                                        const std::vector<const PredictionSet*>& sets) {
    return orderLabels(labels, labelsSeen(sets), true);
}

std::size_t indexOf(const std::vector<std::string>& labels, const std::string& label) {
    return static_cast<std::size_t>(std::find(labels.begin(), labels.end(), label) -
                                    labels.begin());
}

// A file without predictions gives no matrix: an empty one would read as a result.
void requirePredictions(std::size_t count, const std::string& source) {
    if (count == 0) {
        throw InputError("no predictions: the matrix would be empty", source);
    }
}

ConfusionMatrix emptyMatrix(std::vector<std::string> labels) {
    ConfusionMatrix m;
    m.counts.assign(labels.size(), std::vector<std::size_t>(labels.size(), 0));
    m.labels = std::move(labels);
    return m;
}

}  // namespace

std::size_t ConfusionMatrix::total() const {
    std::size_t sum = 0;
    for (const auto& row : counts) {
        for (const std::size_t c : row) {
            sum += c;
        }
    }
    return sum;
}

std::size_t ConfusionMatrix::diagonal() const {
    std::size_t sum = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        sum += counts[i][i];
    }
    return sum;
}

std::size_t ConfusionMatrix::rowTotal(std::size_t row) const {
    std::size_t sum = 0;
    for (const std::size_t c : counts.at(row)) {
        sum += c;
    }
    return sum;
}

std::size_t ConfusionMatrix::columnTotal(std::size_t column) const {
    std::size_t sum = 0;
    for (const auto& row : counts) {
        sum += row.at(column);
    }
    return sum;
}

ConfusionMatrix confusionAgainstGold(const PredictionSet& set, std::vector<std::string> labels) {
    requirePredictions(set.predictions.size(), set.source);
    ConfusionMatrix m = emptyMatrix(completeLabels(std::move(labels), {&set}));
    for (const auto& p : set.predictions) {
        ++m.counts[indexOf(m.labels, p.gold)][indexOf(m.labels, p.pred)];
    }
    return m;
}

ConfusionMatrix confusionBetween(const PredictionSet& first, const PredictionSet& second,
                                 std::vector<std::string> labels) {
    const std::vector<AlignedPair> pairs = alignById(first, second);
    requirePredictions(pairs.size(), first.source);
    ConfusionMatrix m = emptyMatrix(completeLabels(std::move(labels), {&first, &second}));
    for (const auto& pair : pairs) {
        ++m.counts[indexOf(m.labels, pair.first->pred)][indexOf(m.labels, pair.second->pred)];
    }
    return m;
}

}  // namespace akshara::eval

#include "eval/Labels.h"

#include <algorithm>
#include <map>

#include "common/Strings.h"

namespace akshara::eval {

const std::vector<std::string>& nliLabelOrder() {
    static const std::vector<std::string> order{"entailment", "neutral", "contradiction"};
    return order;
}

std::set<std::string> labelsSeen(const std::vector<const PredictionSet*>& sets) {
    std::set<std::string> seen;
    for (const PredictionSet* set : sets) {
        for (const auto& p : set->predictions) {
            seen.insert(p.gold);
            seen.insert(p.pred);
        }
    }
    return seen;
}

std::vector<std::string> orderLabels(const std::vector<std::string>& preferred,
                                     const std::set<std::string>& seen, bool keepUnseen) {
    std::vector<std::string> order;
    for (const auto& label : preferred) {
        const bool already = std::find(order.begin(), order.end(), label) != order.end();
        if (!already && (keepUnseen || seen.count(label) > 0)) {
            order.push_back(label);
        }
    }
    for (const auto& label : seen) {  // std::set iterates in byte (= code point) order
        if (std::find(order.begin(), order.end(), label) == order.end()) {
            order.push_back(label);
        }
    }
    return order;
}

void unifyLabelCase(const std::vector<PredictionSet*>& sets,
                    const std::vector<std::string>& preferred) {
    std::map<std::string, std::string> spelling;  // ASCII-lowered label -> the one spelling
    for (const auto& label : preferred) {
        spelling.emplace(asciiLowered(label), label);
    }
    const auto unify = [&spelling](std::string& label) {
        label = spelling.emplace(asciiLowered(label), label).first->second;
    };
    for (PredictionSet* set : sets) {
        for (auto& p : set->predictions) {
            unify(p.gold);
            unify(p.pred);
            for (auto& probability : p.probs) {
                unify(probability.first);
            }
        }
    }
}

std::vector<std::string> matrixLabels(const std::vector<const PredictionSet*>& sets,
                                      const std::vector<std::string>& given) {
    const std::set<std::string> seen = labelsSeen(sets);
    if (!given.empty()) {
        return orderLabels(given, seen, true);
    }
    std::vector<std::string> nli;
    for (const auto& label : nliLabelOrder()) {
        for (const auto& candidate : seen) {  // spellings of one label in code point order
            if (asciiLowered(candidate) == label) {
                nli.push_back(candidate);
            }
        }
    }
    return orderLabels(nli, seen, false);
}

}  // namespace akshara::eval

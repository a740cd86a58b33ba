#include "attack/Similarity.h"

#include "eval/Chrf.h"

namespace akshara::attack {

std::vector<double> ChrfSimilarity::similarities(const std::string& original,
                                                 const std::vector<std::string>& perturbed) {
    std::vector<double> out;
    out.reserve(perturbed.size());
    for (const auto& p : perturbed) {
        out.push_back(eval::sentenceChrf(p, original) / 100.0);
    }
    return out;
}

}  // namespace akshara::attack

#pragma once

#include <string>
#include <vector>

namespace akshara::attack {

// A similarity between an original text and perturbed versions of it, on a 0..1 scale (1:
// the same), used as a filter on candidates (the first paper's threshold 0.6) and reported.
class SimilarityMeasure {
public:
    virtual ~SimilarityMeasure() = default;
    // "chrf", "phonetic", "cosine", "bertscore": the key in summaries and records.
    virtual std::string name() const = 0;
    // The similarity of each of `perturbed` to `original` (UTF-8 texts).
    virtual std::vector<double> similarities(const std::string& original,
                                             const std::vector<std::string>& perturbed) = 0;
};

// chrF (core/eval's sacrebleu-exact sentence chrF, perturbed text as hypothesis, original as
// reference) divided by 100.
class ChrfSimilarity : public SimilarityMeasure {
public:
    std::string name() const override { return "chrf"; }
    std::vector<double> similarities(const std::string& original,
                                     const std::vector<std::string>& perturbed) override;
};

}  // namespace akshara::attack

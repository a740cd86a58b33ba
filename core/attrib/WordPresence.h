#pragma once

#include <cstdint>
#include <vector>

namespace akshara::attrib {

// Samples of word presence (1: the word kept, 0: masked) with their regression weights.
struct PresenceSamples {
    std::vector<std::vector<double>> presence;
    std::vector<double> weights;
};

// KernelSHAP coalitions of n words: every proper subset with the Shapley kernel weight when
// they number at most `budget`, else `budget` subsets drawn with sizes in proportion to the
// kernel and equal weights, the last of them single words where the draws would leave the
// regression singular (so any budget of at least n - 1 can be solved for, whatever the seed);
// then the empty and the full set with a weight that pins the intercept and the sum
// (efficiency). The full set comes first.
PresenceSamples shapleySamples(std::size_t n, std::size_t budget, std::uint64_t seed);

// LIME's text sampling: the full set, then budget - 1 sets with 1..n-1 words removed
// uniformly (the
// empty set for one word), weighted by the exponential kernel (width 25) on 100 x the cosine
// distance to the full set.
PresenceSamples limeSamples(std::size_t n, std::size_t budget, std::uint64_t seed);

}  // namespace akshara::attrib

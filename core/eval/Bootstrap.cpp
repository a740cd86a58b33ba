#include "eval/Bootstrap.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "common/Error.h"

namespace akshara::eval {

namespace {

void checkOptions(const BootstrapOptions& options) {
    if (options.resamples < 1) {
        throw InputError("the bootstrap needs at least one resample");
    }
    if (!(options.confidence > 0.0 && options.confidence < 1.0)) {
        throw InputError("the confidence level must lie strictly between 0 and 1");
    }
}

// A uniform index below n, unbiased and the same on every standard library (unlike
// std::uniform_int_distribution, whose algorithm is unspecified).
std::size_t uniformIndex(std::mt19937_64& rng, std::size_t n) {
    const std::uint64_t bound = n;
    const std::uint64_t limit =
        std::mt19937_64::max() - (std::mt19937_64::max() % bound + 1) % bound;
    std::uint64_t draw = rng();
    while (draw > limit) {
        draw = rng();
    }
    return static_cast<std::size_t>(draw % bound);
}

double mean(const std::vector<bool>& flags) {
    return static_cast<double>(std::count(flags.begin(), flags.end(), true)) /
           static_cast<double>(flags.size());
}

Interval percentileInterval(double estimate, std::vector<double> statistics, double confidence) {
    std::sort(statistics.begin(), statistics.end());
    const double tail = (1.0 - confidence) / 2.0;
    return {estimate, quantileOfSorted(statistics, tail), quantileOfSorted(statistics, 1.0 - tail)};
}

}  // namespace

std::size_t leastResamples(double confidence) {
    // Less a little, so that 10 / 0.05 rounding up to 200.0000001 still gives 200.
    return static_cast<std::size_t>(std::ceil(10.0 / (1.0 - confidence) - 1e-6));
}

double quantileOfSorted(const std::vector<double>& sorted, double q) {
    const double position = q * static_cast<double>(sorted.size() - 1);
    const std::size_t below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double fraction = position - static_cast<double>(below);
    return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

Interval bootstrapAccuracy(const std::vector<bool>& correct, const BootstrapOptions& options) {
    checkOptions(options);
    if (correct.empty()) {
        throw InputError("accuracy of no examples is undefined");
    }
    std::mt19937_64 rng(options.seed);
    const std::size_t n = correct.size();
    std::vector<double> statistics(options.resamples);
    for (double& statistic : statistics) {
        std::size_t hits = 0;
        for (std::size_t i = 0; i < n; ++i) {
            hits += correct[uniformIndex(rng, n)] ? 1 : 0;
        }
        statistic = static_cast<double>(hits) / static_cast<double>(n);
    }
    return percentileInterval(mean(correct), std::move(statistics), options.confidence);
}

Interval pairedBootstrapDifference(const std::vector<bool>& first, const std::vector<bool>& second,
                                   const BootstrapOptions& options) {
    checkOptions(options);
    if (first.size() != second.size()) {
        throw InputError("a paired bootstrap needs the same examples on both sides (" +
                         std::to_string(first.size()) + " vs " + std::to_string(second.size()) +
                         ")");
    }
    if (first.empty()) {
        throw InputError("accuracy of no examples is undefined");
    }
    std::mt19937_64 rng(options.seed);
    const std::size_t n = first.size();
    std::vector<double> statistics(options.resamples);
    for (double& statistic : statistics) {
        long long difference = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t k = uniformIndex(rng, n);
            difference += (first[k] ? 1 : 0) - (second[k] ? 1 : 0);
        }
        statistic = static_cast<double>(difference) / static_cast<double>(n);
    }
    return percentileInterval(mean(first) - mean(second), std::move(statistics),
                              options.confidence);
}

}  // namespace akshara::eval

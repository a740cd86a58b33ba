#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace akshara::eval {

// Percentile bootstrap settings: `resamples` draws of n examples with replacement, a central
// interval of `confidence`, and a seed so that the same call gives the same interval.
struct BootstrapOptions {
    std::size_t resamples = 1000;
    double confidence = 0.95;
    std::uint64_t seed = 20221;
};

// A point estimate with its bootstrap interval [low, high].
struct Interval {
    double estimate = 0.0;
    double low = 0.0;
    double high = 0.0;
};

// Accuracy of `correct` (one flag per example) with its percentile bootstrap interval.
// Throws InputError when there are no examples or the options are out of range.
Interval bootstrapAccuracy(const std::vector<bool>& correct, const BootstrapOptions& options);

// Accuracy of `first` minus accuracy of `second` on the same examples (index i of both is one
// example), with a paired bootstrap interval: each resample draws examples, not flags.
// Throws InputError when the sizes differ or are zero.
Interval pairedBootstrapDifference(const std::vector<bool>& first, const std::vector<bool>& second,
                                   const BootstrapOptions& options);

// The fewest resamples that leave 5 of them beyond each bound of a central percentile interval
// of `confidence` (0 < confidence < 1): ceil(10 / (1 - confidence)), 200 at 95%. With fewer
// the bounds are single extreme draws, or the same draw, and can miss the estimate itself.
std::size_t leastResamples(double confidence);

// The q-quantile (0 <= q <= 1) of ascending `sorted`, interpolating linearly between order
// statistics (numpy's default). `sorted` must not be empty.
double quantileOfSorted(const std::vector<double>& sorted, double q);

}  // namespace akshara::eval

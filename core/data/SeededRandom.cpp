#include "data/SeededRandom.h"

#include <stdexcept>

namespace akshara::data {

namespace {

std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace

SeededRandom::SeededRandom(std::uint64_t seed, std::uint64_t stream, std::uint64_t item)
    : engine_(splitmix64(splitmix64(splitmix64(seed) ^ stream) ^ item)) {}

std::size_t SeededRandom::below(std::size_t n) {
    if (n == 0) {
        throw std::invalid_argument("SeededRandom::below(0): empty range");
    }
    const std::uint64_t range = static_cast<std::uint64_t>(n);
    // The largest multiple of `range` that fits: draws at or above it are rejected.
    const std::uint64_t limit = range == 0 ? 0 : (~std::uint64_t{0} / range) * range;
    while (true) {
        const std::uint64_t x = engine_();
        if (x < limit) {
            return static_cast<std::size_t>(x % range);
        }
    }
}

bool SeededRandom::chance(double p) {
    const double u = static_cast<double>(engine_() >> 11) * (1.0 / 9007199254740992.0);
    return u < p;
}

}  // namespace akshara::data

#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

namespace akshara::data {

// Reproducible randomness: std::mt19937_64 (whose output the standard fixes) with the
// distributions written here, so the same seed gives the same draws with every standard
// library. Each (seed, stream, item) triple has its own generator, so what happens to one
// sentence does not depend on the sentences before it.
class SeededRandom {
public:
    SeededRandom(std::uint64_t seed, std::uint64_t stream, std::uint64_t item);

    std::uint64_t bits() { return engine_(); }
    // Uniform in [0, n) by rejection sampling on raw 64-bit draws; n == 0 throws
    // std::invalid_argument.
    std::size_t below(std::size_t n);
    // True with probability p, from the top 53 bits of one draw.
    bool chance(double p);

private:
    std::mt19937_64 engine_;
};

}  // namespace akshara::data

#pragma once

#include <cstdint>
#include <random>

namespace akshara::perturb {

// The generator behind every seeded choice. Only its raw 64-bit output is used (the standard
// library's distributions differ between implementations), so a seed gives the same result
// on every platform.
using Rng = std::mt19937_64;

// A uniform integer in [0, n), n > 0, by rejection sampling on the raw output.
inline std::size_t uniformIndex(Rng& rng, std::size_t n) {
    const std::uint64_t bound = static_cast<std::uint64_t>(n);
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x = rng();
    while (x >= limit) {
        x = rng();
    }
    return static_cast<std::size_t>(x % bound);
}

// A uniform double in [0, 1) from the top 53 bits.
inline double uniformUnit(Rng& rng) {
    return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

}  // namespace akshara::perturb

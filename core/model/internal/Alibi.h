#pragma once

// ALiBi (Press et al., "Train Short, Test Long"), as BLOOM uses it. No torch here.

#include <cstdint>
#include <vector>

namespace akshara::model::internal {

// The per-head slopes of the linear position biases: 2^(-8k/n) for k = 1..n when n is a
// power of two; otherwise those of the largest power of two below n, followed by the odd
// members of the sequence for twice that power (as transformers' build_alibi_tensor).
std::vector<double> alibiSlopes(std::int64_t heads);

}  // namespace akshara::model::internal

#pragma once

// The longest input a model reads, from its config alone. No torch here.

#include <algorithm>
#include <cstdint>

#include "model/ModelConfig.h"

namespace akshara::model::internal {

// The most tokens a model of `config` reads: its positions, less those RoBERTa's (and
// XLM-R's) table spends on padding_idx and the ids below it, since their real tokens count
// positions from pad_token_id + 1.
inline std::int64_t longestInput(const ModelConfig& config) {
    const std::int64_t positions = config.family == Family::Roberta
                                       ? config.maxPositions - config.padTokenId - 1
                                       : config.maxPositions;
    return std::max<std::int64_t>(positions, 0);
}

}  // namespace akshara::model::internal

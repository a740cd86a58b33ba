#pragma once

#include <cstddef>

#include <nlohmann/json.hpp>

#include "attack/Classifier.h"
#include "data/ClassificationDataset.h"

namespace akshara::attack::internal {

// The fields every results.jsonl record of an attack or ASR run starts with: index, line,
// label, label_id, original (and original_pair for a sentence pair), as the run read them.
inline nlohmann::ordered_json exampleRecord(std::size_t index,
                                            const data::ClassificationExample& example,
                                            const TextInput& input) {
    nlohmann::ordered_json record;
    record["index"] = index;
    record["line"] = example.line;
    record["label"] = example.label;
    record["label_id"] = example.labelIndex;
    record["original"] = input.first;
    if (input.pair) {
        record["original_pair"] = input.second;
    }
    return record;
}

}  // namespace akshara::attack::internal

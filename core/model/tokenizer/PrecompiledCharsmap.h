#pragma once

#include <string>
#include <vector>

namespace akshara::model {

// SentencePiece's precompiled normalization map (a double-array trie and the strings it maps
// to) is used by libsentencepiece without bounds checks. These functions check a map before it
// is handed over, so that a corrupt model file is refused instead of crashing.

// Empty when every path through the trie stays inside the map; else what is wrong.
std::string precompiledCharsmapProblem(const std::string& blob);

// The normalization maps (normalizer and denormalizer) a serialized ModelProto carries.
std::vector<std::string> precompiledCharsmapsOf(const std::string& serializedModel);

}  // namespace akshara::model

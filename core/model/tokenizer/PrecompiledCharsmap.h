#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/tokenizer/BertNormalizer.h"

namespace akshara::model {

// SentencePiece's precompiled normalization map (a double-array trie and the strings it maps
// to) is used by libsentencepiece without bounds checks. These functions check a map before it
// is handed over, so that a corrupt model file is refused instead of crashing.

// Empty when every path through the trie stays inside the map; else what is wrong.
std::string precompiledCharsmapProblem(const std::string& blob);

// The normalization maps (normalizer and denormalizer) a serialized ModelProto carries.
std::vector<std::string> precompiledCharsmapsOf(const std::string& serializedModel);

// The normalizer's map of a serialized ModelProto (the last one written, as protobuf reads
// it); empty when it has none.
std::string normalizerCharsmapOf(const std::string& serializedModel);

// The ModelProto with its normalizer's map taken out and the normalizer named "identity";
// every other field, whitespace handling included, is kept as written.
std::string withoutNormalizerCharsmap(const std::string& serializedModel);

// A precompiled map applied as Hugging Face's tokenizers apply it (their Precompiled
// normalizer), which differs from libsentencepiece's longest match across characters: the
// text goes grapheme by grapheme, and a key matches only at the start of one.
class PrecompiledCharsmap {
public:
    PrecompiledCharsmap() = default;  // maps nothing
    // From a map that precompiledCharsmapProblem() accepts (else the result is undefined).
    explicit PrecompiledCharsmap(const std::string& blob);

    // What `chunk` (UTF-8) becomes: the string of the shortest key it starts with, standing for
    // the whole chunk; nullopt when it starts with none.
    std::optional<std::string_view> transform(std::string_view chunk) const;

    // Replaces each grapheme of under six UTF-8 bytes whole when it starts with a key, else
    // each of its characters alone. Origins follow Hugging Face's alignment: characters
    // replaced by fewer give the new ones the first ones' origins, the rest belong to none.
    AlignedText normalize(const AlignedText& text) const;

private:
    std::vector<std::uint32_t> trie_;
    std::string normalized_;
};

}  // namespace akshara::model

#pragma once

#include <string>
#include <utility>
#include <vector>

namespace akshara::model {

// One piece of a Unigram vocabulary, as tokenizer.json lists it.
struct UnigramPiece {
    std::string piece;
    double score = 0.0;
    enum class Type { Normal = 1, Unknown = 2, Control = 3 } type = Type::Normal;
};

// A SentencePiece ModelProto (serialized) holding a Unigram vocabulary and a precompiled
// normalization map, with whitespace handled as the Metaspace pre-tokenizer does (dummy
// prefix, runs of spaces removed); for loading a tokenizer.json Unigram model into
// libsentencepiece. `precompiledCharsmap` is the raw (base64-decoded) map, or empty.
std::string unigramModelProto(const std::vector<UnigramPiece>& pieces,
                              const std::string& precompiledCharsmap);

// Decodes standard base64 (with or without padding); false on a character outside it.
bool decodeBase64(const std::string& text, std::string& bytes);

}  // namespace akshara::model

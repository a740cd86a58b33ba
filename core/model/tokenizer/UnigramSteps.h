#pragma once

// The steps of a Unigram tokenizer.json. Included only by translation units built with
// JSON_DIAGNOSTICS=1, as the tokenizer loader is (see CMakeLists.txt): the JSON values pass
// between them.
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "model/tokenizer/SentencePieceTokenizer.h"

namespace akshara::model {

// How a tokenizer.json with a Unigram model (XLM-R, ALBERT, T5 folders converted by Hugging
// Face) prepares text for its pieces: what of `o` its normalizer and pre-tokenizer set (case,
// accents, the treatment of spaces), and its precompiled normalization map. Throws
// ModelError naming `path` for steps that SentencePiece's encoding cannot reproduce.
std::string readUnigramSteps(const std::filesystem::path& path, const nlohmann::json& tj,
                             SentencePieceOptions& o);

}  // namespace akshara::model

#pragma once

#include <filesystem>
#include <string>

#include "model/Encoder.h"

namespace akshara::model {

// The identity of a loaded model's files (32 hex digits): its config.json, its tokenizer's
// files (isTokenizerFile) and the whole of each weight file. A changed tokenizer setting or one
// changed weight (an ablated layer) is another model. Keys the probing cache and tells a run
// folder whether its model changed. Throws InputError when a file cannot be read.
std::string modelFingerprint(const ModelInfo& info);

// Whether a file of a model folder belongs to its tokenizer: tokenizer_config.json,
// special_tokens_map.json, tokenizer.json, added_tokens.json, vocab.txt, vocab.json, merges.txt
// and any SentencePiece *.model.
bool isTokenizerFile(const std::filesystem::path& file);

}  // namespace akshara::model

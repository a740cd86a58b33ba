#pragma once

// The Hugging Face folder a training builds and publishes: the config and tokenizer files of
// a fine-tuned model or of a new BERT, and the move of the finished model into place. No
// torch here: files and JSON only.

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/ClassificationDataset.h"
#include "model/Trainer.h"

namespace akshara::model::internal {

// `json` written atomically, two-space indented, with a final newline.
void writeJson(const std::filesystem::path& path, const nlohmann::ordered_json& json);

// Moves the finished model from `staged` into `out`: first the files of a model trained
// there before are removed (other files are the user's, and stay), then the new files are
// moved in, and training.json (`summary`), the mark of a finished training, is written last.
void publishModel(const std::filesystem::path& staged, const std::filesystem::path& out,
                  const nlohmann::ordered_json& summary);

// A fine-tuned model keeps its source's tokenizer files and config, with the new head's labels.
void prepareFineTunedFolder(const std::string& sourceDir, const std::filesystem::path& out,
                            const std::vector<std::string>& labels);

// A new BERT folder: a WordPiece vocabulary built from the training texts and the sizes of
// `size`, with the field names and defaults transformers writes.
void prepareScratchFolder(const std::vector<data::ClassificationExample>& examples,
                          ScratchSize size, const std::filesystem::path& out,
                          const std::vector<std::string>& labels);

}  // namespace akshara::model::internal

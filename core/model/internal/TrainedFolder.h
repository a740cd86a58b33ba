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

// Moves the finished model from `staged` into `out`: training.json of a model trained there
// before goes first, the new files replace the old ones of their names, the old model's other
// files are removed (files that are not a model's are the user's, and stay), and training.json
// (`summary`), the mark of a finished training, is written last. The names moved are listed
// beside `staged` (publishing.json) until the caller removes the checkpoint.
void publishModel(const std::filesystem::path& staged, const std::filesystem::path& out,
                  const nlohmann::ordered_json& summary);

// The list of the files publishModel moves, beside `staged`.
std::filesystem::path publishingList(const std::filesystem::path& staged);

// Whether a publishModel into `out` ended (its record, training.json, written last, is there,
// and nothing is left in `staged` to move) and only the removal of its checkpoint was stopped.
bool publishEnded(const std::filesystem::path& staged, const std::filesystem::path& out);

// Undoes a publishModel that was stopped (killed) before it ended: the files it moved into
// `out` go back to `staged`, so that the training resumes from its checkpoint and publishes
// again. Nothing when no publish was under way.
void restorePartlyPublished(const std::filesystem::path& staged, const std::filesystem::path& out);

// A fine-tuned model keeps its source's tokenizer files and config, with the new head's labels.
void prepareFineTunedFolder(const std::string& sourceDir, const std::filesystem::path& out,
                            const std::vector<std::string>& labels);

// What in `checkpoint` a training did not write (empty when it holds only what one writes:
// state.json, weights-N and optimizer-N, the staged model/ folder, the list of files being
// published, and files cut short).
std::string notOfATraining(const std::filesystem::path& checkpoint);

// The positions of a model trained from scratch at `size`: the longest input it reads.
std::int64_t scratchPositions(ScratchSize size);

// A new BERT folder: a WordPiece vocabulary built from the training texts and the sizes of
// `size`, with the field names and defaults transformers writes.
void prepareScratchFolder(const std::vector<data::ClassificationExample>& examples,
                          ScratchSize size, const std::filesystem::path& out,
                          const std::vector<std::string>& labels);

// An epoch's figures as training.json and the checkpoint's state record them, and back
// (throws nlohmann::json::exception for a record without them).
nlohmann::ordered_json epochJson(const EpochReport& e);
EpochReport epochFromJson(const nlohmann::ordered_json& j);

// A checkpoint state's progress (its epochs, steps, best epoch and accuracy, early stop) into
// `report`, and its epochs since the best returned. Throws nlohmann::json::exception for a
// field missing or of another type, and InputError for a count that is not a whole number
// from 0 on, or saying what disagrees when the progress is not that of a run of `epochs`
// epochs of `stepsPerEpoch` steps: a resume takes its step count for where the learning
// rate's schedule stands.
int readProgress(const nlohmann::ordered_json& state, int epochs, std::size_t stepsPerEpoch,
                 TrainingReport& report);

// "the CPU with 2 threads", "a CUDA device": where a run's arithmetic ran, as its checkpoint
// records it (any value read as one of them).
std::string arithmeticName(const nlohmann::ordered_json& arithmetic);

// Throws InputError, with the way out, when the model saved in `staged` (the best epoch's of a
// stopped training) is not a readable weights file: resumed, it would be published as is.
void requireReadableStagedModel(const std::filesystem::path& staged,
                                const std::filesystem::path& checkpointDir);

// The dataset's and dev set's files (absolute; null for examples not read from a file, and for
// a dev set held out of the dataset) and how they were read.
nlohmann::ordered_json dataRecord(const data::ClassificationDataset& train,
                                  const data::ClassificationDataset* dev,
                                  const data::ClassificationOptions& read);

}  // namespace akshara::model::internal

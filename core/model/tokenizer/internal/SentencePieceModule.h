#pragma once

// libsentencepiece reached through libakshara_sentencepiece.so (see SentencePieceAbi.h for why
// it is kept out of the process's global symbol scope). The module is opened once, on first use.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::model::internal {

struct SentencePieceModuleApi;

// One piece of an encoding: its id, its surface and the byte span [begin, end) of the input.
struct EncodedPiece {
    int id = 0;
    std::string piece;
    std::size_t begin = 0, end = 0;
};

// A loaded SentencePiece model (a SentencePieceProcessor inside the module).
class SentencePieceModel {
public:
    // Loads a serialized ModelProto; throws ModelError naming `source` when the module cannot
    // be opened or the bytes are not a usable model.
    SentencePieceModel(const std::string& source, std::string_view serializedModel);
    ~SentencePieceModel();
    SentencePieceModel(const SentencePieceModel&) = delete;
    SentencePieceModel& operator=(const SentencePieceModel&) = delete;

    int pieceSize() const;
    // The id of a piece; unkId() when the model has no such piece.
    int pieceToId(std::string_view piece) const;
    // The piece of an id in [0, pieceSize()); empty otherwise.
    std::string idToPiece(int id) const;
    int unkId() const;
    // The pieces of a text in order; throws ModelError when the model fails on it.
    std::vector<EncodedPiece> encode(std::string_view text) const;

private:
    const SentencePieceModuleApi* api_;
    void* model_;
    std::string source_;
};

// Trains a SentencePiece model with SentencePieceTrainer::Train and its command line `args`
// (e.g. "--vocab_size=8000 --model_type=unigram --character_coverage=1.0"), reading the
// `sentences` when given, else the trainer's --input files. Returns the serialized ModelProto
// (nothing is written to disk); throws ModelError with the trainer's reason when it fails.
std::string trainSentencePiece(const std::string& args,
                               const std::vector<std::string>* sentences = nullptr);

// The module's file name and where it was searched for, in order (for messages and tests).
std::vector<std::string> sentencePieceModuleCandidates();

}  // namespace akshara::model::internal

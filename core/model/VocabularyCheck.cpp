#include <algorithm>
#include <filesystem>

#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"

namespace akshara::model {

namespace {

// The number of pieces in a SentencePiece model: the repeated field 1 (`pieces`) of the
// ModelProto message, counted without a protobuf library.
std::size_t sentencePieceCount(const std::string& path) {
    const std::string bytes = readFile(path);
    std::size_t i = 0;
    std::size_t pieces = 0;
    auto varint = [&](std::uint64_t& value) {
        value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (i >= bytes.size()) {
                throw ModelError(path + ": not a SentencePiece model (truncated)");
            }
            const auto c = static_cast<unsigned char>(bytes[i++]);
            value |= static_cast<std::uint64_t>(c & 0x7fu) << shift;
            if (c < 0x80u) {
                return;
            }
        }
        throw ModelError(path + ": not a SentencePiece model (bad varint)");
    };
    while (i < bytes.size()) {
        std::uint64_t key = 0;
        varint(key);
        const auto field = key >> 3;
        const auto wire = key & 7u;
        std::uint64_t value = 0;
        if (wire == 0) {
            varint(value);
        } else if (wire == 1 || wire == 5) {
            i += wire == 1 ? 8 : 4;
        } else if (wire == 2) {
            varint(value);
            if (value > bytes.size() - std::min(i, bytes.size())) {
                throw ModelError(path + ": not a SentencePiece model (field past the end)");
            }
            i += value;
            if (field == 1) {
                ++pieces;
            }
        } else {
            throw ModelError(path + ": not a SentencePiece model (wire type " +
                             std::to_string(wire) + ")");
        }
    }
    if (i > bytes.size()) {
        throw ModelError(path + ": not a SentencePiece model (truncated)");
    }
    return pieces;
}

std::size_t lineCount(const std::string& path) {
    const std::string text = readFile(path);
    std::size_t lines = 0;
    for (char c : text) {
        lines += c == '\n' ? 1 : 0;
    }
    if (!text.empty() && text.back() != '\n') {
        ++lines;
    }
    return lines;
}

}  // namespace

void checkTokenizerVocabulary(const std::string& modelDir, const ModelConfig& config) {
    namespace fs = std::filesystem;
    const fs::path dir(modelDir);
    std::string file;
    std::size_t size = 0;
    if (fs::exists(dir / "vocab.txt")) {
        file = (dir / "vocab.txt").string();
        size = lineCount(file);
    } else if (fs::exists(dir / "sentencepiece.bpe.model")) {
        // fairseq's layout (XLM-R): <s> <pad> </s> <unk>, the pieces shifted by one, <mask>.
        file = (dir / "sentencepiece.bpe.model").string();
        size = sentencePieceCount(file) + 2;
    } else if (fs::exists(dir / "spiece.model")) {
        file = (dir / "spiece.model").string();
        size = sentencePieceCount(file);
    } else {
        return;
    }
    if (size > static_cast<std::size_t>(config.vocabSize)) {
        throw ModelError(file + ": the tokenizer has " + std::to_string(size) +
                         " tokens but config.json's vocab_size is " +
                         std::to_string(config.vocabSize) +
                         ": the tokenizer and the model do not belong together");
    }
}

}  // namespace akshara::model

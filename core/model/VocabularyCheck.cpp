#include <algorithm>
#include <filesystem>
#include <optional>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "model/Encoder.h"
#include "model/internal/FolderFile.h"

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

// The largest id of a token-to-id object.
std::optional<std::int64_t> largestId(const nlohmann::json& vocab) {
    std::optional<std::int64_t> largest;
    if (!vocab.is_object()) {
        return largest;
    }
    for (const auto& [token, id] : vocab.items()) {
        if (id.is_number_integer()) {
            largest = std::max(largest.value_or(0), id.get<std::int64_t>());
        }
    }
    return largest;
}

// The largest id of a tokenizer.json's added_tokens; nothing for none.
std::optional<std::int64_t> largestAddedId(const nlohmann::json& tokenizerJson) {
    std::optional<std::int64_t> largest;
    if (tokenizerJson.contains("added_tokens") && tokenizerJson["added_tokens"].is_array()) {
        for (const auto& added : tokenizerJson["added_tokens"]) {
            if (added.is_object() && added.contains("id") && added["id"].is_number_integer()) {
                largest = std::max(largest.value_or(0), added["id"].get<std::int64_t>());
            }
        }
    }
    return largest;
}

// The number of ids a tokenizer.json (tokenizerJson) or a vocab.json gives its tokens: the
// largest id + 1, added tokens included. Nothing for a file that does not parse: the tokenizer's
// loader names its problem.
std::optional<std::int64_t> jsonIdCount(const std::string& path, bool tokenizerJson) {
    const std::string text = readFile(path);
    if (jsonNestingProblem(text)) {
        return std::nullopt;
    }
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        return std::nullopt;
    }
    if (!tokenizerJson) {
        const auto largest = largestId(j);
        return largest ? std::optional<std::int64_t>(*largest + 1) : std::nullopt;
    }
    std::optional<std::int64_t> count;
    const auto grow = [&](std::int64_t ids) { count = std::max(count.value_or(0), ids); };
    if (j.contains("model") && j["model"].is_object() && j["model"].contains("vocab")) {
        const auto& vocab = j["model"]["vocab"];
        if (vocab.is_array()) {  // Unigram: [piece, score] pairs, ids in order
            grow(static_cast<std::int64_t>(vocab.size()));
        } else if (const auto largest = largestId(vocab)) {
            grow(*largest + 1);
        }
    }
    if (const auto largest = largestAddedId(j)) {
        grow(*largest + 1);
    }
    return count;
}

// The file of the tokens added to a vocabulary file's (vocab.txt, a *.model) and the number
// of ids they reach (the largest + 1), where the tokenizer's loader takes them: tokenizer.json's
// added_tokens, else added_tokens.json, else tokenizer_config.json's added_tokens_decoder.
// Nothing for none, or a file that does not parse: the loader names its problem.
std::optional<std::pair<std::string, std::int64_t>> addedIdCount(const std::filesystem::path& dir) {
    // Each file without a tokenizer.json's model (its vocabulary, megabytes of it).
    const auto withoutModel = [](int depth, nlohmann::json::parse_event_t event,
                                 nlohmann::json& parsed) {
        return !(depth == 1 && event == nlohmann::json::parse_event_t::key && parsed == "model");
    };
    const auto parsed = [&](const char* name) {
        const auto path = dir / name;
        if (!internal::folderHasFile(path)) {
            return nlohmann::json();
        }
        const std::string text = readFile(path.string());
        return jsonNestingProblem(text) ? nlohmann::json()
                                        : nlohmann::json::parse(text, withoutModel, false);
    };
    const auto found = [&](const char* name, std::optional<std::int64_t> largest) {
        return largest ? std::optional(std::pair((dir / name).string(), *largest + 1))
                       : std::nullopt;
    };
    const auto tokenizerJson = parsed("tokenizer.json");
    if (tokenizerJson.is_object() && tokenizerJson.contains("added_tokens")) {
        return found("tokenizer.json", largestAddedId(tokenizerJson));
    }
    const auto addedJson = parsed("added_tokens.json");
    if (addedJson.is_object()) {
        return found("added_tokens.json", largestId(addedJson));
    }
    const auto config = parsed("tokenizer_config.json");
    if (config.is_object() && config.contains("added_tokens_decoder") &&
        config["added_tokens_decoder"].is_object()) {
        std::optional<std::int64_t> largest;
        for (const auto& [id, token] : config["added_tokens_decoder"].items()) {
            const auto number = nlohmann::json::parse(id, nullptr, false);
            if (number.is_number_integer()) {
                largest = std::max(largest.value_or(0), number.get<std::int64_t>());
            }
        }
        return found("tokenizer_config.json", largest);
    }
    return std::nullopt;
}

// Whether the folder holds a SentencePiece model (tokenizer.model or another *.model), which
// the tokenizer's loader takes before the JSON files.
bool holdsOtherSentencePieceModel(const std::filesystem::path& dir) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.is_regular_file(ec) && entry.path().extension() == ".model") {
            return true;
        }
    }
    return false;
}

}  // namespace

void checkTokenizerVocabulary(const std::string& modelDir, const ModelConfig& config) {
    namespace fs = std::filesystem;
    const fs::path dir(modelDir);
    std::string file;
    std::size_t size = 0;
    if (internal::folderHasFile(dir / "vocab.txt")) {
        file = (dir / "vocab.txt").string();
        size = lineCount(file);
    } else if (internal::folderHasFile(dir / "sentencepiece.bpe.model")) {
        // fairseq's layout (XLM-R): <s> <pad> </s> <unk>, the pieces shifted by one, <mask>.
        file = (dir / "sentencepiece.bpe.model").string();
        size = sentencePieceCount(file) + 2;
    } else if (internal::folderHasFile(dir / "spiece.model")) {
        file = (dir / "spiece.model").string();
        size = sentencePieceCount(file);
    } else if (holdsOtherSentencePieceModel(dir)) {
        return;  // its id layout depends on the family; the tokenizer's loader reads it
    } else {
        // The JSON tokenizers, in the order the tokenizer's loader takes them: ids, not
        // lines, so the largest id decides.
        for (const auto& [name, tokenizerJson] :
             {std::pair{"tokenizer.json", true}, std::pair{"vocab.json", false}}) {
            if (!internal::folderHasFile(dir / name)) {
                continue;
            }
            file = (dir / name).string();
            const auto count = jsonIdCount(file, tokenizerJson);
            if (count && *count > config.vocabSize) {
                throw ModelError(file + ": the tokenizer has token id " +
                                 std::to_string(*count - 1) + " but config.json's vocab_size is " +
                                 std::to_string(config.vocabSize) +
                                 ": the tokenizer and the model do not belong together");
            }
            return;
        }
        return;
    }
    if (size > static_cast<std::size_t>(config.vocabSize)) {
        throw ModelError(file + ": the tokenizer has " + std::to_string(size) +
                         " tokens but config.json's vocab_size is " +
                         std::to_string(config.vocabSize) +
                         ": the tokenizer and the model do not belong together");
    }
    // Tokens added past the vocabulary file's, which the model has no embedding for: refused
    // here, by their file, rather than at the first text holding one.
    if (const auto added = addedIdCount(dir); added && added->second > config.vocabSize) {
        throw ModelError(added->first + ": an added token has id " +
                         std::to_string(added->second - 1) + " but config.json's vocab_size is " +
                         std::to_string(config.vocabSize) +
                         ": the tokenizer and the model do not belong together");
    }
}

}  // namespace akshara::model

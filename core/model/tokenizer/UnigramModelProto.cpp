#include "model/tokenizer/UnigramModelProto.h"

#include <cstdint>
#include <cstring>

#include "model/tokenizer/ProtobufWire.h"

namespace akshara::model {

namespace {

void putInt(std::string& out, int field, std::uint64_t value) {
    putTag(out, field, 0);
    putVarint(out, value);
}

void putFloat(std::string& out, int field, float value) {
    putTag(out, field, 5);
    std::uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    for (int i = 0; i < 4; ++i) {
        out.push_back(static_cast<char>((bits >> (8 * i)) & 0xFF));
    }
}

}  // namespace

std::string unigramModelProto(const std::vector<UnigramPiece>& pieces,
                              const std::string& precompiledCharsmap) {
    std::string model;
    for (const auto& p : pieces) {
        std::string piece;
        putBytes(piece, 1, p.piece);
        putFloat(piece, 2, static_cast<float>(p.score));
        putInt(piece, 3, static_cast<std::uint64_t>(p.type));
        putBytes(model, 1, piece);
    }
    std::string trainer;
    putInt(trainer, 3, 1);  // model_type: UNIGRAM
    putInt(trainer, 4, pieces.size());
    putBytes(model, 2, trainer);
    std::string normalizer;
    putBytes(normalizer, 1, precompiledCharsmap.empty() ? "identity" : "nmt_nfkc");
    if (!precompiledCharsmap.empty()) {
        putBytes(normalizer, 2, precompiledCharsmap);
    }
    putInt(normalizer, 3, 1);  // add_dummy_prefix
    putInt(normalizer, 4, 1);  // remove_extra_whitespaces
    putInt(normalizer, 5, 1);  // escape_whitespaces
    putBytes(model, 3, normalizer);
    return model;
}

bool decodeBase64(const std::string& text, std::string& bytes) {
    bytes.clear();
    std::uint32_t buffer = 0;
    int bits = 0;
    for (const char c : text) {
        int value = -1;
        if (c >= 'A' && c <= 'Z') {
            value = c - 'A';
        } else if (c >= 'a' && c <= 'z') {
            value = c - 'a' + 26;
        } else if (c >= '0' && c <= '9') {
            value = c - '0' + 52;
        } else if (c == '+') {
            value = 62;
        } else if (c == '/') {
            value = 63;
        } else if (c == '=') {
            break;
        } else {
            return false;
        }
        buffer = (buffer << 6) | static_cast<std::uint32_t>(value);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(static_cast<char>((buffer >> bits) & 0xFF));
        }
    }
    return true;
}

}  // namespace akshara::model

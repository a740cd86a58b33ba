#include "model/tokenizer/PrecompiledCharsmap.h"

#include <cstdint>
#include <cstring>

namespace akshara::model {

namespace {

std::uint32_t readLe32(const char* p) {
    const auto* b = reinterpret_cast<const unsigned char*>(p);
    return static_cast<std::uint32_t>(b[0]) | (static_cast<std::uint32_t>(b[1]) << 8) |
           (static_cast<std::uint32_t>(b[2]) << 16) | (static_cast<std::uint32_t>(b[3]) << 24);
}

// darts-clone's unit layout.
bool hasLeaf(std::uint32_t unit) {
    return ((unit >> 8) & 1) == 1;
}
std::uint32_t valueOf(std::uint32_t unit) {
    return unit & ((1U << 31) - 1);
}
std::uint32_t labelOf(std::uint32_t unit) {
    return unit & ((1U << 31) | 0xFF);
}
std::uint32_t offsetOf(std::uint32_t unit) {
    return (unit >> 10) << ((unit & (1U << 9)) >> 6);
}

// Protobuf: reads a varint at `pos`; false past the end.
bool readVarint(const std::string& s, std::size_t& pos, std::uint64_t& value) {
    value = 0;
    for (int shift = 0; shift < 64 && pos < s.size(); shift += 7) {
        const auto byte = static_cast<unsigned char>(s[pos++]);
        value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
        if ((byte & 0x80) == 0) {
            return true;
        }
    }
    return false;
}

// The length-delimited fields numbered `field` of a message; stops at the first malformed field.
std::vector<std::string> bytesFields(const std::string& message, std::uint64_t field) {
    std::vector<std::string> found;
    std::size_t pos = 0;
    while (pos < message.size()) {
        std::uint64_t key = 0;
        if (!readVarint(message, pos, key)) {
            break;
        }
        const std::uint64_t wireType = key & 7;
        std::uint64_t length = 0;
        if (wireType == 0) {
            if (!readVarint(message, pos, length)) {
                break;
            }
        } else if (wireType == 1 || wireType == 5) {
            pos += wireType == 1 ? 8 : 4;
        } else if (wireType == 2) {
            if (!readVarint(message, pos, length) || length > message.size() - pos) {
                break;
            }
            if ((key >> 3) == field) {
                found.push_back(message.substr(pos, length));
            }
            pos += length;
        } else {
            break;
        }
    }
    return found;
}

}  // namespace

std::string precompiledCharsmapProblem(const std::string& blob) {
    if (blob.empty()) {
        return {};
    }
    if (blob.size() <= 4) {
        return "the map is truncated";
    }
    const std::uint32_t trieBytes = readLe32(blob.data());
    if (trieBytes < 4 || trieBytes % 4 != 0 || blob.size() - 4 < trieBytes) {
        return "the trie's size does not fit the map";
    }
    const std::size_t units = trieBytes / 4;
    std::vector<std::uint32_t> trie(units);
    for (std::size_t i = 0; i < units; ++i) {
        trie[i] = readLe32(blob.data() + 4 + 4 * i);
    }
    const char* normalized = blob.data() + 4 + trieBytes;
    const std::size_t normalizedSize = blob.size() - 4 - trieBytes;
    // Walk every node reachable from the root, as a prefix search over any bytes would.
    std::vector<bool> visited(units, false);
    std::vector<std::size_t> bases{offsetOf(trie[0])};
    while (!bases.empty()) {
        const std::size_t base = bases.back();
        bases.pop_back();
        for (std::size_t c = 0; c < 256; ++c) {
            const std::size_t node = base ^ c;
            if (node >= units) {
                return "the trie points outside itself";
            }
            if (labelOf(trie[node]) != c) {
                continue;
            }
            const std::size_t child = node ^ offsetOf(trie[node]);
            if (hasLeaf(trie[node])) {
                if (child >= units) {
                    return "the trie points outside itself";
                }
                const std::size_t value = valueOf(trie[child]);
                if (value >= normalizedSize ||
                    std::memchr(normalized + value, '\0', normalizedSize - value) == nullptr) {
                    return "the trie points outside the normalized strings";
                }
            }
            if (!visited[node]) {
                visited[node] = true;
                bases.push_back(child);
            }
        }
    }
    return {};
}

std::vector<std::string> precompiledCharsmapsOf(const std::string& serializedModel) {
    std::vector<std::string> maps;
    for (const std::uint64_t specField : {3u, 5u}) {  // normalizer_spec, denormalizer_spec
        for (const auto& spec : bytesFields(serializedModel, specField)) {
            for (auto& map : bytesFields(spec, 2)) {  // precompiled_charsmap
                maps.push_back(std::move(map));
            }
        }
    }
    return maps;
}

}  // namespace akshara::model

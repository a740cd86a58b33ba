#include "model/tokenizer/PrecompiledCharsmap.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "model/tokenizer/ProtobufWire.h"
#include "text/Akshara.h"
#include "text/Utf8.h"

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

// The length-delimited fields numbered `field` of a message; stops at the first malformed field.
std::vector<std::string> bytesFields(const std::string& message, std::uint64_t field) {
    std::vector<std::string> found;
    forEachField(message, [&](const WireField& f) {
        if (f.number == field && f.wireType == 2) {
            found.emplace_back(f.payload);
        }
    });
    return found;
}

// One normalized character and how it stands to the characters it replaces, as Hugging
// Face's NormalizedString::transform reads it: 0 takes the next character's place, -n also
// removes the n after it, 1 is inserted after the previous one.
struct Change {
    char32_t c;
    int change;
};

// Hugging Face's account of `oldCount` characters replaced by `replacement`.
void replace(std::vector<Change>& changes, std::size_t oldCount,
             const std::u32string& replacement) {
    for (const char32_t c : replacement) {
        changes.push_back({c, 0});
    }
    const auto diff = static_cast<long>(replacement.size()) - static_cast<long>(oldCount);
    if (diff > 0) {
        for (long k = 0; k < diff; ++k) {
            changes[changes.size() - 1 - static_cast<std::size_t>(k)].change = 1;
        }
    } else if (diff < 0 && !changes.empty()) {
        // With nothing written yet (a text that starts with removed characters) the removal
        // is not recorded, and the characters after take their places, as in the library.
        changes.back().change += static_cast<int>(diff);
    }
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

std::string normalizerCharsmapOf(const std::string& serializedModel) {
    std::string map;
    for (const auto& spec : bytesFields(serializedModel, 3)) {  // normalizer_spec
        for (auto& found : bytesFields(spec, 2)) {              // precompiled_charsmap
            map = std::move(found);
        }
    }
    return map;
}

std::string withoutNormalizerCharsmap(const std::string& serializedModel) {
    std::string out;
    const std::size_t read = forEachField(serializedModel, [&](const WireField& field) {
        if (field.number != 3 || field.wireType != 2) {  // not normalizer_spec
            out += field.written;
            return;
        }
        std::string spec;
        putBytes(spec, 1, "identity");  // name
        const std::size_t specRead = forEachField(field.payload, [&](const WireField& f) {
            if ((f.number != 1 && f.number != 2) || f.wireType != 2) {  // name, charsmap
                spec += f.written;
            }
        });
        spec += field.payload.substr(specRead);
        putBytes(out, 3, spec);
    });
    // A malformed rest stays, for libsentencepiece to refuse as before.
    out.append(serializedModel, read, std::string::npos);
    return out;
}

PrecompiledCharsmap::PrecompiledCharsmap(const std::string& blob) {
    if (blob.size() <= 4) {
        return;
    }
    const std::uint32_t trieBytes = readLe32(blob.data());
    trie_.resize(trieBytes / 4);
    for (std::size_t i = 0; i < trie_.size(); ++i) {
        trie_[i] = readLe32(blob.data() + 4 + 4 * i);
    }
    normalized_ = blob.substr(4 + trieBytes);
}

std::optional<std::string_view> PrecompiledCharsmap::transform(std::string_view chunk) const {
    if (trie_.empty()) {
        return std::nullopt;
    }
    // darts-clone's common prefix search, stopped at its first (shortest) result.
    std::size_t node = offsetOf(trie_[0]);
    for (const char byte : chunk) {
        const auto c = static_cast<unsigned char>(byte);
        if (c == 0) {
            break;
        }
        node ^= c;
        if (node >= trie_.size() || labelOf(trie_[node]) != c) {
            return std::nullopt;
        }
        const bool leaf = hasLeaf(trie_[node]);
        node ^= offsetOf(trie_[node]);
        if (leaf) {
            const std::size_t value =
                node < trie_.size() ? valueOf(trie_[node]) : normalized_.size();
            if (value >= normalized_.size()) {
                return std::nullopt;
            }
            const std::string_view rest = std::string_view(normalized_).substr(value);
            return rest.substr(0, rest.find('\0'));
        }
    }
    return std::nullopt;
}

AlignedText PrecompiledCharsmap::normalize(const AlignedText& text) const {
    if (trie_.empty() || text.text.empty()) {
        return text;
    }
    std::vector<Change> changes;
    changes.reserve(text.text.size());
    std::string bytes;
    for (const auto& grapheme : text::graphemeSpans(text.text)) {
        const std::u32string_view chars =
            std::u32string_view(text.text).substr(grapheme.start, grapheme.length);
        bytes = text::encodeUtf8(chars);
        if (bytes.size() < 6) {
            if (const auto replacement = transform(bytes)) {
                replace(changes, chars.size(), text::decodeUtf8(*replacement));
                continue;
            }
        }
        for (const char32_t c : chars) {
            if (const auto replacement = transform(text::encodeUtf8(c))) {
                replace(changes, 1, text::decodeUtf8(*replacement));
            } else {
                changes.push_back({c, 0});
            }
        }
    }
    AlignedText out;
    std::size_t next = 0;  // the next character of `text` that a change takes the place of
    for (const auto& [c, change] : changes) {
        const std::size_t at =
            std::min(change > 0 && next > 0 ? next - 1 : next, text.text.size() - 1);
        out.push(c, text.origin[at].first, text.origin[at].second);
        if (change <= 0) {
            next += 1 + static_cast<std::size_t>(-change);
        }
    }
    return out;
}

}  // namespace akshara::model

#include "model/tokenizer/ByteLevelBpeTokenizer.h"

#include <algorithm>
#include <limits>

#include <unicode/uchar.h>

#include "common/Error.h"
#include "text/Utf8.h"

namespace akshara::model {

namespace {

bool isLetter(char32_t c) {
    return (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_L_MASK) != 0;
}

bool isNumber(char32_t c) {
    return (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_N_MASK) != 0;
}

bool isSpace(char32_t c) {
    return u_isUWhiteSpace(static_cast<UChar32>(c)) != 0;
}

bool isOther(char32_t c) {
    return !isSpace(c) && !isLetter(c) && !isNumber(c);
}

// GPT-2's pattern: 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
std::size_t matchPreToken(const std::u32string& t, std::size_t i, std::size_t end) {
    const char32_t c = t[i];
    if (c == U'\'' && i + 1 < end) {
        const char32_t a = t[i + 1];
        if (a == U's' || a == U't' || a == U'm' || a == U'd') {
            return 2;
        }
        if (i + 2 < end) {
            const char32_t b = t[i + 2];
            if ((a == U'r' && b == U'e') || (a == U'v' && b == U'e') || (a == U'l' && b == U'l')) {
                return 3;
            }
        }
    }
    for (bool (*cls)(char32_t) : {isLetter, isNumber, isOther}) {
        std::size_t j = i;
        if (t[j] == U' ' && j + 1 < end && cls(t[j + 1])) {
            ++j;
        }
        if (cls(t[j])) {
            while (j < end && cls(t[j])) {
                ++j;
            }
            return j - i;
        }
    }
    std::size_t j = i;
    while (j < end && isSpace(t[j])) {
        ++j;
    }
    if (j == end || j - i == 1) {
        return j - i;
    }
    return j - i - 1;  // leave the last space to the word that follows
}

// Inside one of BLOOM's words: not whitespace (Oniguruma's \s, White_Space), not ( ) |,
// and not one of the stops.
bool isBloomWordCharacter(char32_t c) {
    switch (c) {
        case U'(':
        case U')':
        case U'|':
        case U'.':
        case U',':
        case U'!':
        case U'?':
        case U'\u2026':  // …
        case U'\u3002':  // 。
        case U'\uFF0C':  // ，
        case U'\u3001':  // 、
        case U'\u0964':  // । (danda)
        case U'\u06D4':  // ۔
        case U'\u060C':  // ،
            return false;
        default:
            return !isSpace(c);
    }
}

bool bloomWordStartsAt(const std::u32string& t, std::size_t i, std::size_t end) {
    return isBloomWordCharacter(t[i]) ||
           (t[i] == U' ' && i + 1 < end && isBloomWordCharacter(t[i + 1]));
}

// BLOOM's split: a word (" ?" and a run of word characters) where one starts, else what lies
// before the next word.
std::size_t matchBloomPiece(const std::u32string& t, std::size_t i, std::size_t end) {
    std::size_t j = i;
    if (bloomWordStartsAt(t, i, end)) {
        j += t[i] == U' ' ? 2 : 1;
        while (j < end && isBloomWordCharacter(t[j])) {
            ++j;
        }
        return j - i;
    }
    while (j < end && !bloomWordStartsAt(t, j, end)) {
        ++j;
    }
    return j - i;
}

}  // namespace

ByteLevelBpeTokenizer::ByteLevelBpeTokenizer(
    std::unordered_map<std::string, std::int64_t> vocab,
    std::vector<std::pair<std::string, std::string>> merges, Specials specials,
    const std::string& source, WordSplit split)
    : vocab_(std::move(vocab)), specials_(std::move(specials)), split_(split) {
    if (vocab_.empty()) {
        throw ModelError(source + ": the BPE vocabulary is empty");
    }
    std::int64_t maxId = -1;
    for (const auto& [piece, id] : vocab_) {
        if (id < 0) {
            throw ModelError(source + ": negative id for the piece \"" + piece + "\"");
        }
        maxId = std::max(maxId, id);
    }
    for (const auto& token : specials_.addedTokens) {
        maxId = std::max(maxId, token.id);
    }
    vocabSize_ = static_cast<std::size_t>(maxId) + 1;
    for (std::size_t r = 0; r < merges.size(); ++r) {
        const auto& [left, right] = merges[r];
        if (!vocab_.count(left) || !vocab_.count(right) || !vocab_.count(left + right)) {
            throw ModelError(source + ": the merge \"" + left + " " + right +
                             "\" names a piece outside the vocabulary");
        }
        ranks_.emplace(merges[r], r);
    }
    // GPT-2's printable stand-ins for the 256 byte values.
    int next = 256;
    for (int b = 0; b < 256; ++b) {
        const bool printable =
            (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
        byteSymbol_[b] = text::encodeUtf8(static_cast<char32_t>(printable ? b : next++));
    }
    const auto find = [&](const std::string& piece) -> std::int64_t {
        for (const auto& token : specials_.addedTokens) {
            if (token.content == piece) {
                return token.id;
            }
        }
        const auto it = vocab_.find(piece);
        return it == vocab_.end() ? -1 : it->second;
    };
    unkId_ = std::max<std::int64_t>(find(specials_.unkToken), 0);
    padId_ = specials_.padToken.empty() || find(specials_.padToken) < 0 ? unkId_
                                                                        : find(specials_.padToken);
    maskToken_ = !specials_.maskToken.empty() && find(specials_.maskToken) >= 0
                     ? specials_.maskToken
                     : specials_.unkToken;
    for (const auto& token : specials_.addedTokens) {
        (token.normalized ? normalized_ : asWritten_).add(text::decodeUtf8(token.content), token);
    }
}

void ByteLevelBpeTokenizer::merge(std::vector<Symbol>& symbols) const {
    while (symbols.size() > 1) {
        std::size_t best = std::numeric_limits<std::size_t>::max();
        std::size_t at = 0;
        for (std::size_t k = 0; k + 1 < symbols.size(); ++k) {
            const auto it = ranks_.find({symbols[k].piece, symbols[k + 1].piece});
            if (it != ranks_.end() && it->second < best) {
                best = it->second;
                at = k;
            }
        }
        if (best == std::numeric_limits<std::size_t>::max()) {
            break;
        }
        const std::pair<std::string, std::string> pair{symbols[at].piece, symbols[at + 1].piece};
        std::vector<Symbol> merged;
        merged.reserve(symbols.size());
        for (std::size_t k = 0; k < symbols.size(); ++k) {
            if (k + 1 < symbols.size() && symbols[k].piece == pair.first &&
                symbols[k + 1].piece == pair.second) {
                merged.push_back({symbols[k].piece + symbols[k + 1].piece, symbols[k].firstChar,
                                  symbols[k + 1].lastChar});
                ++k;
            } else {
                merged.push_back(std::move(symbols[k]));
            }
        }
        symbols = std::move(merged);
    }
}

void ByteLevelBpeTokenizer::tokenizeWord(const std::u32string& text, std::size_t from,
                                         std::size_t to, int wordId, PieceSequence& out) const {
    std::vector<Symbol> symbols;
    for (std::size_t i = from; i < to; ++i) {
        for (const unsigned char b : text::encodeUtf8(text[i])) {
            symbols.push_back({byteSymbol_[b], i, i});
        }
    }
    merge(symbols);
    for (const auto& s : symbols) {
        const auto it = vocab_.find(s.piece);
        if (it == vocab_.end()) {
            continue;  // a byte the vocabulary lacks: dropped, as Hugging Face does without unk
        }
        out.add(it->second, s.piece, s.firstChar, s.lastChar + 1, wordId);
    }
}

void ByteLevelBpeTokenizer::tokenizeCharacters(const std::u32string& original, std::size_t start,
                                               std::size_t end, int& wordId,
                                               PieceSequence& out) const {
    const AlignedText normalized = bertNormalize(original, start, end, specials_.normalizer);
    for (const auto& part :
         splitOnAddedTokens(normalized.text, 0, normalized.text.size(), normalized_)) {
        if (part.added >= 0) {
            const auto span = normalized.originOf(part.start, part.end);
            out.add(normalized_.tokens[static_cast<std::size_t>(part.added)].id,
                    text::encodeUtf8(normalized.text.substr(part.start, part.end - part.start)),
                    span.first, span.second, wordId++);
            continue;
        }
        const std::u32string text = normalized.text.substr(part.start, part.end - part.start);
        for (const auto& [from, to] : bertPreTokenize(text)) {
            std::vector<Symbol> symbols;
            for (std::size_t i = part.start + from; i < part.start + to; ++i) {
                std::string piece = text::encodeUtf8(normalized.text[i]);
                if (i + 1 == part.start + to) {
                    piece += specials_.endOfWordSuffix;
                }
                symbols.push_back({std::move(piece), i, i});
            }
            merge(symbols);
            for (const auto& s : symbols) {
                const auto span = normalized.originOf(s.firstChar, s.lastChar + 1);
                const auto it = vocab_.find(s.piece);
                if (it == vocab_.end()) {
                    out.add(unkId_, specials_.unkToken, span.first, span.second, wordId);
                } else {
                    out.add(it->second, s.piece, span.first, span.second, wordId);
                }
            }
            ++wordId;
        }
    }
}

PieceSequence ByteLevelBpeTokenizer::tokenize(std::string_view textUtf8) const {
    const std::u32string original = text::decodeUtf8(textUtf8);
    PieceSequence out;
    int wordId = 0;
    const auto addToken = [&](const AddedTokenSet& tokens, const TextSegment& found) {
        out.add(tokens.tokens[static_cast<std::size_t>(found.added)].id,
                text::encodeUtf8(original.substr(found.start, found.end - found.start)),
                found.start, found.end, wordId++);
    };
    // Hugging Face's order: the tokens not normalized first, then the normalized ones in what
    // remains (as written: there is no normalizer).
    for (const auto& segment : splitOnAddedTokens(original, 0, original.size(), asWritten_)) {
        if (segment.added >= 0) {
            addToken(asWritten_, segment);
            continue;
        }
        if (!specials_.endOfWordSuffix.empty()) {
            tokenizeCharacters(original, segment.start, segment.end, wordId, out);
            continue;
        }
        for (const auto& part :
             splitOnAddedTokens(original, segment.start, segment.end, normalized_)) {
            if (part.added >= 0) {
                addToken(normalized_, part);
                continue;
            }
            for (std::size_t i = part.start; i < part.end;) {
                const std::size_t length = split_ == WordSplit::Bloom
                                               ? matchBloomPiece(original, i, part.end)
                                               : matchPreToken(original, i, part.end);
                tokenizeWord(original, i, i + length, wordId++, out);
                i += length;
            }
        }
    }
    return out;
}

Encoding ByteLevelBpeTokenizer::encode(std::string_view text, std::size_t maxLength) const {
    return assembleSingle(specials_.around, tokenize(text), maxLength);
}

Encoding ByteLevelBpeTokenizer::encodePair(std::string_view first, std::string_view second,
                                           std::size_t maxLength) const {
    return assemblePair(specials_.around, tokenize(first), tokenize(second), maxLength);
}

}  // namespace akshara::model

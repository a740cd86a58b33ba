#include "model/tokenizer/EncodingAssembly.h"

#include <algorithm>
#include <type_traits>

#include <unicode/uchar.h>

#include "text/Utf8.h"

namespace akshara::model {

void PieceSequence::add(std::int64_t id, std::string token, std::size_t start, std::size_t end,
                        int wordId) {
    ids.push_back(id);
    tokens.push_back(std::move(token));
    offsets.emplace_back(start, end);
    wordIds.push_back(wordId);
}

void PieceSequence::truncate(std::size_t length) {
    if (length >= ids.size()) {
        return;
    }
    ids.resize(length);
    tokens.resize(length);
    offsets.resize(length);
    wordIds.resize(length);
}

namespace {

void appendSpecials(Encoding& e, const std::vector<SpecialToken>& specials, std::int64_t typeId) {
    for (const auto& s : specials) {
        e.ids.push_back(s.id);
        e.tokens.push_back(s.token);
        e.offsets.emplace_back(0, 0);
        e.wordIds.push_back(-1);
        e.typeIds.push_back(typeId);
        e.sequenceIds.push_back(-1);
    }
}

void appendSequence(Encoding& e, const PieceSequence& s, std::int64_t typeId, int sequenceId) {
    e.ids.insert(e.ids.end(), s.ids.begin(), s.ids.end());
    e.tokens.insert(e.tokens.end(), s.tokens.begin(), s.tokens.end());
    e.offsets.insert(e.offsets.end(), s.offsets.begin(), s.offsets.end());
    e.wordIds.insert(e.wordIds.end(), s.wordIds.begin(), s.wordIds.end());
    e.typeIds.insert(e.typeIds.end(), s.size(), typeId);
    e.sequenceIds.insert(e.sequenceIds.end(), s.size(), sequenceId);
}

}  // namespace

SpecialTemplate bertTemplate(const SpecialToken& cls, const SpecialToken& sep) {
    SpecialTemplate t;
    t.before = {cls};
    t.after = {sep};
    t.pairBefore = {cls};
    t.pairMiddle = {sep};
    t.pairAfter = {sep};
    t.secondTypeId = 1;
    return t;
}

SpecialTemplate robertaTemplate(const SpecialToken& cls, const SpecialToken& sep) {
    SpecialTemplate t = bertTemplate(cls, sep);
    t.pairMiddle = {sep, sep};
    t.secondTypeId = 0;
    return t;
}

Encoding assembleSingle(const SpecialTemplate& tmpl, PieceSequence a, std::size_t maxLength) {
    Encoding e;
    if (maxLength > 0) {
        const std::size_t added = tmpl.addedSingle();
        const std::size_t budget = maxLength > added ? maxLength - added : 0;
        e.truncated = a.size() > budget;
        a.truncate(budget);
    }
    appendSpecials(e, tmpl.before, 0);
    appendSequence(e, a, 0, 0);
    appendSpecials(e, tmpl.after, 0);
    return e;
}

Encoding assemblePair(const SpecialTemplate& tmpl, PieceSequence a, PieceSequence b,
                      std::size_t maxLength) {
    Encoding e;
    if (maxLength > 0) {
        const std::size_t added = tmpl.addedPair();
        const std::size_t budget = maxLength > added ? maxLength - added : 0;
        std::size_t n1 = a.size();
        std::size_t n2 = b.size();
        if (n1 + n2 > budget) {
            e.truncated = true;
            const bool swapped = n1 > n2;
            if (swapped) {
                std::swap(n1, n2);
            }
            // n1 is the shorter: it keeps everything when the longer can give up enough.
            n2 = n1 > budget ? n1 : std::max(n1, budget - n1);
            if (n1 + n2 > budget) {
                n1 = budget / 2;
                n2 = n1 + budget % 2;
            }
            if (swapped) {
                std::swap(n1, n2);
            }
            a.truncate(n1);
            b.truncate(n2);
        }
    }
    appendSpecials(e, tmpl.pairBefore, 0);
    appendSequence(e, a, 0, 0);
    appendSpecials(e, tmpl.pairMiddle, 0);
    appendSequence(e, b, tmpl.secondTypeId, 1);
    appendSpecials(e, tmpl.pairAfter, tmpl.secondTypeId);
    return e;
}

void AddedTokenSet::add(std::u32string text, AddedToken token) {
    if (text.empty()) {
        return;
    }
    const auto at = std::find(texts.begin(), texts.end(), text);
    if (at != texts.end()) {
        tokens[static_cast<std::size_t>(at - texts.begin())] = std::move(token);
        return;
    }
    texts.push_back(std::move(text));
    tokens.push_back(std::move(token));
}

bool isRegexSpace(char32_t c) {
    return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_WHITE_SPACE);
}

bool isRegexWordCharacter(char32_t c) {
    const auto u = static_cast<UChar32>(c);
    return u_hasBinaryProperty(u, UCHAR_ALPHABETIC) ||
           (U_GET_GC_MASK(u) & (U_GC_M_MASK | U_GC_ND_MASK | U_GC_PC_MASK)) != 0 ||
           u_hasBinaryProperty(u, UCHAR_JOIN_CONTROL);
}

std::size_t fileAddedTokens(const std::vector<AddedToken>& added, AddedTokenSet& asWritten,
                            AddedTokenSet& normalized, std::size_t vocabSize,
                            const std::function<std::u32string(const std::u32string&)>& normalize) {
    for (AddedToken token : added) {
        if (token.content.empty() || token.id < 0) {
            continue;
        }
        const std::u32string content = text::decodeUtf8(token.content);
        const auto special = std::find(asWritten.texts.begin(), asWritten.texts.end(), content);
        if (special != asWritten.texts.end()) {
            token.id =
                asWritten.tokens[static_cast<std::size_t>(special - asWritten.texts.begin())].id;
            token.normalized = false;
        }
        vocabSize = std::max(vocabSize, static_cast<std::size_t>(token.id) + 1);
        if (token.normalized) {
            normalized.add(normalize(content), std::move(token));
        } else {
            asWritten.add(content, std::move(token));
        }
    }
    return vocabSize;
}

std::vector<TextSegment> splitOnAddedTokens(const std::u32string& text, std::size_t start,
                                            std::size_t end, const AddedTokenSet& tokens) {
    std::vector<TextSegment> segments;
    std::size_t plainStart = start;
    std::size_t i = start;
    while (i < end) {
        int best = -1;
        std::size_t bestLength = 0;
        for (std::size_t k = 0; k < tokens.texts.size(); ++k) {
            const auto& s = tokens.texts[k];
            if (s.size() > bestLength && s.size() <= end - i && text.compare(i, s.size(), s) == 0) {
                best = static_cast<int>(k);
                bestLength = s.size();
            }
        }
        if (best < 0) {
            ++i;
            continue;
        }
        const AddedToken& token = tokens.tokens[static_cast<std::size_t>(best)];
        std::size_t from = i, to = i + bestLength;
        // A single-word token inside a word is no match; the search goes on after it.
        if (token.singleWord && ((from > start && isRegexWordCharacter(text[from - 1])) ||
                                 (to < end && isRegexWordCharacter(text[to])))) {
            i = to;
            continue;
        }
        if (token.lstrip) {
            while (from > plainStart && isRegexSpace(text[from - 1])) {
                --from;
            }
        }
        if (token.rstrip) {
            while (to < end && isRegexSpace(text[to])) {
                ++to;
            }
        }
        if (plainStart < from) {
            segments.push_back({plainStart, from, -1});
        }
        segments.push_back({from, to, best});
        i = to;
        plainStart = to;
    }
    if (plainStart < end) {
        segments.push_back({plainStart, end, -1});
    }
    return segments;
}

void keepWhatTheModelReads(Encoding& encoding) {
    // Swapped with empty ones: assigning {} would keep their memory.
    const auto release = [](auto& values) { std::decay_t<decltype(values)>().swap(values); };
    release(encoding.tokens);
    release(encoding.offsets);
    release(encoding.wordIds);
    release(encoding.sequenceIds);
    if (std::all_of(encoding.typeIds.begin(), encoding.typeIds.end(),
                    [](std::int64_t t) { return t == 0; })) {
        release(encoding.typeIds);
    }
    encoding.ids.shrink_to_fit();
    encoding.typeIds.shrink_to_fit();
}

}  // namespace akshara::model

#include "model/tokenizer/EncodingAssembly.h"

#include <algorithm>

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

Encoding assembleSingle(const SpecialTemplate& tmpl, PieceSequence a, std::size_t maxLength) {
    if (maxLength > 0) {
        const std::size_t added = tmpl.addedSingle();
        a.truncate(maxLength > added ? maxLength - added : 0);
    }
    Encoding e;
    appendSpecials(e, tmpl.before, 0);
    appendSequence(e, a, 0, 0);
    appendSpecials(e, tmpl.after, 0);
    return e;
}

Encoding assemblePair(const SpecialTemplate& tmpl, PieceSequence a, PieceSequence b,
                      std::size_t maxLength) {
    if (maxLength > 0) {
        const std::size_t added = tmpl.addedPair();
        const std::size_t budget = maxLength > added ? maxLength - added : 0;
        std::size_t n1 = a.size();
        std::size_t n2 = b.size();
        if (n1 + n2 > budget) {
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
    Encoding e;
    appendSpecials(e, tmpl.pairBefore, 0);
    appendSequence(e, a, 0, 0);
    appendSpecials(e, tmpl.pairMiddle, 0);
    appendSequence(e, b, tmpl.secondTypeId, 1);
    appendSpecials(e, tmpl.pairAfter, tmpl.secondTypeId);
    return e;
}

std::vector<TextSegment> splitOnSpecialTokens(const std::u32string& text,
                                              const std::vector<std::u32string>& specials) {
    std::vector<TextSegment> segments;
    std::size_t plainStart = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        int best = -1;
        std::size_t bestLength = 0;
        for (std::size_t k = 0; k < specials.size(); ++k) {
            const auto& s = specials[k];
            if (!s.empty() && s.size() > bestLength && text.compare(i, s.size(), s) == 0) {
                best = static_cast<int>(k);
                bestLength = s.size();
            }
        }
        if (best < 0) {
            ++i;
            continue;
        }
        if (plainStart < i) {
            segments.push_back({plainStart, i, -1});
        }
        segments.push_back({i, i + bestLength, best});
        i += bestLength;
        plainStart = i;
    }
    if (plainStart < text.size()) {
        segments.push_back({plainStart, text.size(), -1});
    }
    return segments;
}

}  // namespace akshara::model

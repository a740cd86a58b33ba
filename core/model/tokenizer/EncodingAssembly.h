#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/Tokenizer.h"

namespace akshara::model {

// The tokens of one text before special tokens are added: offsets in code points of that
// text, word ids counted from 0 within it.
struct PieceSequence {
    std::vector<std::int64_t> ids;
    std::vector<std::string> tokens;
    std::vector<std::pair<std::size_t, std::size_t>> offsets;
    std::vector<int> wordIds;

    void add(std::int64_t id, std::string token, std::size_t start, std::size_t end, int wordId);
    void truncate(std::size_t length);
    std::size_t size() const { return ids.size(); }
};

// A special token placed by a template: its id and its text.
struct SpecialToken {
    std::int64_t id = 0;
    std::string token;
};

// Where a family puts its special tokens around one text or a pair (Hugging Face's
// TemplateProcessing): single = before A after; pair = pairBefore A pairMiddle B pairAfter.
// pairMiddle carries type id 0; B and pairAfter carry secondTypeId.
struct SpecialTemplate {
    std::vector<SpecialToken> before, after;
    std::vector<SpecialToken> pairBefore, pairMiddle, pairAfter;
    std::int64_t secondTypeId = 0;

    std::size_t addedSingle() const { return before.size() + after.size(); }
    std::size_t addedPair() const {
        return pairBefore.size() + pairMiddle.size() + pairAfter.size();
    }
};

// One text with its special tokens; maxLength > 0 truncates the text so that the whole
// encoding (specials included) fits, as far as the specials allow.
Encoding assembleSingle(const SpecialTemplate& tmpl, PieceSequence a, std::size_t maxLength);
// A pair; truncation is Hugging Face's longest-first (the longer text gives up tokens first,
// and of an odd remainder the longer keeps one more).
Encoding assemblePair(const SpecialTemplate& tmpl, PieceSequence a, PieceSequence b,
                      std::size_t maxLength);

// A stretch of a text: a special token written out in it (`special` indexes the list given
// to splitOnSpecialTokens) or ordinary text (`special` = -1). Code point offsets.
struct TextSegment {
    std::size_t start = 0, end = 0;
    int special = -1;
};

// Splits a text at the special tokens written in it (such as [MASK] put in by masking),
// longest first at each position, as Hugging Face extracts added tokens before normalizing.
std::vector<TextSegment> splitOnSpecialTokens(const std::u32string& text,
                                              const std::vector<std::u32string>& specials);

}  // namespace akshara::model

#include "text/WordSegmenter.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <unicode/brkiter.h>
#include <unicode/rbbi.h>

#include "text/Akshara.h"
#include "text/CharClass.h"
#include "text/IcuBridge.h"

namespace akshara::text {

namespace {

// Splits a segment that ICU marks as "no word" into punctuation and symbol tokens, one per
// character, dropping white space.
void addNonWordSegment(std::u32string_view text, std::size_t start, std::size_t end,
                       std::vector<Token>& out) {
    for (std::size_t i = start; i < end; ++i) {
        const CharClass cls = classify(text[i]);
        if (cls == CharClass::Space || cls == CharClass::Other) {
            continue;
        }
        if (cls == CharClass::Joiner || cls == CharClass::NonJoiner || cls == CharClass::Mark) {
            // A stray joiner or mark between tokens belongs to the token before it, if any.
            if (!out.empty() && out.back().end == i) {
                out.back().text.push_back(text[i]);
                out.back().end = i + 1;
            }
            continue;
        }
        const TokenKind kind = cls == CharClass::Punctuation ? TokenKind::Punctuation
                               : cls == CharClass::Digit     ? TokenKind::Number
                               : isLetterClass(cls)          ? TokenKind::Word
                                                             : TokenKind::Symbol;
        out.push_back({std::u32string(1, text[i]), i, i + 1, kind});
    }
}

}  // namespace

std::vector<Token> tokenize(std::u32string_view text) {
    std::vector<Token> tokens;
    if (text.empty()) {
        return tokens;
    }
    const detail::Utf16Text utf16 = detail::toUtf16(text);
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> it(
        icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU word break iterator: ") + u_errorName(status));
    }
    it->setText(utf16.text);
    int32_t start = it->first();
    for (int32_t end = it->next(); end != icu::BreakIterator::DONE; start = end, end = it->next()) {
        const std::size_t s = utf16.utf32Index[static_cast<std::size_t>(start)];
        const std::size_t e = utf16.utf32Index[static_cast<std::size_t>(end)];
        const int32_t rule = it->getRuleStatus();
        if (rule >= UBRK_WORD_NONE && rule < UBRK_WORD_NONE_LIMIT) {
            // Bodo's vowel apostrophe typed as ' or ’ at the end of a word (बर') is part of it.
            std::size_t from = s;
            if (!tokens.empty() && tokens.back().kind == TokenKind::Word &&
                tokens.back().end == s && isVowelApostrophe(text, s)) {
                tokens.back().text.push_back(text[s]);
                tokens.back().end = ++from;
            }
            addNonWordSegment(text, from, e, tokens);
            continue;
        }
        // ICU calls a token a number by its last character: COVID19 and भारत2 as much as
        // 2024. One with a letter in it is a word, whose letters may be changed.
        const std::u32string_view token = text.substr(s, e - s);
        const bool number = rule >= UBRK_WORD_NUMBER && rule < UBRK_WORD_NUMBER_LIMIT &&
                            std::none_of(token.begin(), token.end(),
                                         [](char32_t c) { return isLetterClass(classify(c)); });
        tokens.push_back(
            {std::u32string(token), s, e, number ? TokenKind::Number : TokenKind::Word});
    }
    return tokens;
}

std::vector<Token> words(std::u32string_view text) {
    std::vector<Token> out;
    for (Token& token : tokenize(text)) {
        if (token.kind == TokenKind::Word || token.kind == TokenKind::Number) {
            out.push_back(std::move(token));
        }
    }
    return out;
}

std::string_view tokenKindName(TokenKind kind) {
    switch (kind) {
        case TokenKind::Word:
            return "word";
        case TokenKind::Number:
            return "number";
        case TokenKind::Punctuation:
            return "punctuation";
        case TokenKind::Symbol:
            return "symbol";
    }
    return "word";
}

}  // namespace akshara::text

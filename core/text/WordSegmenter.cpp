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

bool isLetterOrDigit(char32_t c) {
    const CharClass cls = classify(c);
    return isLetterClass(cls) || cls == CharClass::Digit || cls == CharClass::Mark ||
           cls == CharClass::VowelSign || cls == CharClass::Virama || cls == CharClass::Nukta ||
           cls == CharClass::Modifier;
}

bool isSpace(char32_t c) {
    const CharClass cls = classify(c);
    return cls == CharClass::Space || cls == CharClass::Other;
}

// Whether `text` has `prefix` (lower-case ASCII) at `at`, in either case.
bool hasPrefixAt(std::u32string_view text, std::size_t at, std::u32string_view prefix) {
    if (at + prefix.size() > text.size()) {
        return false;
    }
    for (std::size_t k = 0; k < prefix.size(); ++k) {
        const char32_t c = text[at + k];
        if (c != prefix[k] && !(c >= U'A' && c <= U'Z' && c - U'A' + U'a' == prefix[k])) {
            return false;
        }
    }
    return true;
}

// The end of a link from `start` to at most `end`, less the marks after it that end a sentence
// or close a bracket or quotation ("(see www.x.pl).", "„https://x.pl”"); a closing bracket the
// link opened stays (wiki/Kot_(zwierzę)).
std::size_t linkEnd(std::u32string_view text, std::size_t start, std::size_t end) {
    constexpr std::u32string_view kTrailing = U".,;:!?'\"”’»…)]}>।॥";
    while (end > start && kTrailing.find(text[end - 1]) != std::u32string_view::npos) {
        if (text[end - 1] == U')') {
            const auto inside = text.substr(start, end - 1 - start);
            if (std::count(inside.begin(), inside.end(), U'(') >
                std::count(inside.begin(), inside.end(), U')')) {
                break;
            }
        }
        --end;
    }
    return end;
}

// The [start, end) of each link of `text`: a web address, an e-mail address or an @handle.
std::vector<std::pair<std::size_t, std::size_t>> linkSpans(std::u32string_view text) {
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (std::size_t a = 0; a < text.size();) {
        if (isSpace(text[a])) {
            ++a;
            continue;
        }
        // A danda ends a sentence, and a link, with no space after it (x.pl।अच्छा).
        std::size_t b = a;
        while (b < text.size() && !isSpace(text[b]) && text[b] != U'\u0964' &&
               text[b] != U'\u0965') {
            ++b;
        }
        if (b == a) {
            ++a;
            continue;
        }
        // A web address begins the chunk or follows a mark ("(https://", "„www.").
        for (std::size_t i = a; i < b; ++i) {
            if (i > a && isLetterOrDigit(text[i - 1])) {
                continue;
            }
            std::size_t prefix = 0;
            for (const std::u32string_view scheme : {U"https://", U"http://", U"ftp://", U"www."}) {
                if (prefix == 0 && hasPrefixAt(text, i, scheme)) {
                    prefix = scheme.size();
                }
            }
            const std::size_t end = prefix > 0 ? linkEnd(text, i, b) : 0;
            if (end > i + prefix) {
                spans.emplace_back(i, end);
                break;
            }
        }
        if (!spans.empty() && spans.back().first >= a) {
            a = b;
            continue;
        }
        for (std::size_t q = a; q < b; ++q) {
            if (text[q] != U'@') {
                continue;
            }
            if (q == a || !isLetterOrDigit(text[q - 1])) {
                // A handle: @ and the letters, digits and underscores of a name.
                std::size_t end = q + 1;
                while (end < b && (isLetterOrDigit(text[end]) || text[end] == U'_')) {
                    ++end;
                }
                if (end > q + 1) {
                    spans.emplace_back(q, end);
                }
                break;
            }
            // An e-mail address: a local part, and a domain with a dot in it.
            std::size_t from = q;
            while (from > a && (isLetterOrDigit(text[from - 1]) ||
                                std::u32string_view(U"._%+-").find(text[from - 1]) !=
                                    std::u32string_view::npos)) {
                --from;
            }
            std::size_t end = q + 1;
            while (end < b &&
                   (isLetterOrDigit(text[end]) || text[end] == U'.' || text[end] == U'-')) {
                ++end;
            }
            while (end > q + 1 && (text[end - 1] == U'.' || text[end - 1] == U'-')) {
                --end;
            }
            const auto domain = text.substr(q + 1, end - q - 1);
            if (domain.find(U'.') != std::u32string_view::npos) {
                spans.emplace_back(from, end);
            }
            break;
        }
        a = b;
    }
    return spans;
}

// `tokens` with those that a link overlaps made one Link token of the link and them.
std::vector<Token> withLinks(std::u32string_view text, std::vector<Token> tokens) {
    const auto links = linkSpans(text);
    if (links.empty()) {
        return tokens;
    }
    std::vector<Token> out;
    std::size_t next = 0;
    for (Token& token : tokens) {
        while (next < links.size() && links[next].second <= token.start) {
            ++next;
        }
        const bool inLink = next < links.size() && token.start < links[next].second &&
                            token.end > links[next].first;
        if (!inLink) {
            out.push_back(std::move(token));
            continue;
        }
        if (token.start < links[next].first) {
            // A word that ICU joined to the link (l'https://..., tel.www...) stays a word.
            std::size_t end = links[next].first;
            while (end > token.start && !isLetterOrDigit(text[end - 1])) {
                --end;
            }
            if (end > token.start) {
                const auto part = text.substr(token.start, end - token.start);
                const bool letters = std::any_of(part.begin(), part.end(), [](char32_t c) {
                    return isLetterClass(classify(c));
                });
                out.push_back({std::u32string(part), token.start, end,
                               letters ? TokenKind::Word : TokenKind::Number});
            }
            token.start = links[next].first;
        }
        if (out.empty() || out.back().kind != TokenKind::Link ||
            out.back().end <= links[next].first) {
            out.push_back({{}, links[next].first, 0, TokenKind::Link});
        }
        Token& link = out.back();
        link.end = std::max({link.end, token.end, links[next].second});
        link.text = std::u32string(text.substr(link.start, link.end - link.start));
    }
    return out;
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
        // ICU calls "@" and "@@" words (for the e-mail addresses its rules keep whole): made
        // of marks alone, such a token is marks.
        const std::u32string_view token = text.substr(s, e - s);
        if (std::all_of(token.begin(), token.end(), [](char32_t c) {
                return classify(c) == CharClass::Punctuation || classify(c) == CharClass::Symbol;
            })) {
            addNonWordSegment(text, s, e, tokens);
            continue;
        }
        // ICU calls a token a number by its last character: COVID19 and भारत2 as much as
        // 2024. One with a letter in it is a word, whose letters may be changed.
        const bool number = rule >= UBRK_WORD_NUMBER && rule < UBRK_WORD_NUMBER_LIMIT &&
                            std::none_of(token.begin(), token.end(),
                                         [](char32_t c) { return isLetterClass(classify(c)); });
        tokens.push_back(
            {std::u32string(token), s, e, number ? TokenKind::Number : TokenKind::Word});
    }
    return withLinks(text, std::move(tokens));
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
        case TokenKind::Link:
            return "link";
    }
    return "word";
}

}  // namespace akshara::text

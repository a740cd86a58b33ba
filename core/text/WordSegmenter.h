#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace akshara::text {

enum class TokenKind { Word, Number, Punctuation, Symbol };

// A token of a text with its place: [start, end) in code points of the original string.
struct Token {
    std::u32string text;
    std::size_t start = 0;
    std::size_t end = 0;
    TokenKind kind = TokenKind::Word;
};

// Every token that is not white space: ICU word boundaries (root locale), with each
// punctuation mark (danda and double danda included) and symbol a token of its own.
// Joiners and nuktas inside a word never split it, nor does the apostrophe with which Bodo
// and Dogri write a vowel at a word's end (बर', बर’; see isVowelApostrophe).
std::vector<Token> tokenize(std::u32string_view text);

// Only the Word and Number tokens of tokenize().
std::vector<Token> words(std::u32string_view text);

std::string_view tokenKindName(TokenKind kind);

}  // namespace akshara::text

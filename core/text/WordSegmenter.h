#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace akshara::text {

// Link: a web address (a scheme's "://" or "www."), an e-mail address or an @handle, one
// token however many words and marks it holds.
enum class TokenKind { Word, Number, Punctuation, Symbol, Link };

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
// and Dogri write a vowel at a word's end (बर', बर’; see isVowelApostrophe). A link is one
// token, to the next white space less the punctuation that ends a sentence or closes a bracket
// or quotation after it: its pieces (https, example.pl, opinie) are no words of the text.
std::vector<Token> tokenize(std::u32string_view text);

// Only the Word and Number tokens of tokenize(): never a link's pieces.
std::vector<Token> words(std::u32string_view text);

std::string_view tokenKindName(TokenKind kind);

}  // namespace akshara::text

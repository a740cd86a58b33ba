#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace akshara::model {

// BERT's text normalization and word splitting, exactly as Hugging Face's BertNormalizer and
// BertPreTokenizer do them, keeping track of where every character came from.
struct BertNormalizerOptions {
    bool cleanText = true;  // drop NUL, U+FFFD and control/format characters; whitespace to ' '
    bool handleChineseChars = true;  // put spaces around CJK ideographs
    bool stripAccents = false;  // NFD, then drop nonspacing marks (Mn): drops Indic vowel signs
    bool lowercase = false;
};

// A normalized text: each character with the [start, end) code point range of the original
// text it came from.
struct AlignedText {
    std::u32string text;
    std::vector<std::pair<std::size_t, std::size_t>> origin;

    void push(char32_t c, std::size_t start, std::size_t end);
    // The original range covered by normalized characters [from, to); from < to.
    std::pair<std::size_t, std::size_t> originOf(std::size_t from, std::size_t to) const;
};

// Normalizes original[start, end) (offsets into `original`).
AlignedText bertNormalize(const std::u32string& original, std::size_t start, std::size_t end,
                          const BertNormalizerOptions& options);

// Splits a normalized text into words: at whitespace (dropped) and around each punctuation
// character (kept as a word of its own). Ranges index the normalized text.
std::vector<std::pair<std::size_t, std::size_t>> bertPreTokenize(const std::u32string& normalized);

// Character classes as BERT defines them.
bool isBertWhitespace(char32_t c);
bool isBertControl(char32_t c);
bool isBertPunctuation(char32_t c);
bool isCjkIdeograph(char32_t c);

}  // namespace akshara::model

#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace akshara::text {

// A run of code points [start, start + length) inside a UTF-32 string.
struct TextSpan {
    std::size_t start = 0;
    std::size_t length = 0;
    std::size_t end() const { return start + length; }
    bool operator==(const TextSpan& other) const {
        return start == other.start && length == other.length;
    }
};

// Orthographic syllables (aksharas): a consonant cluster joined by viramas with its nukta,
// vowel sign and modifiers stays one unit (क्ष, त्र, ক্ষ, ಕನ್ನಡ -> ಕ ನ್ನ ಡ), as do a Malayalam
// chillu, a Tamil consonant with its pulli and joiner sequences. Built on ICU grapheme
// clusters, joined across a virama where the script writes a conjunct: after C + virama + ZWNJ
// the syllable ends (explicit virama); after C + virama + ZWJ it continues (half form), except
// in Malayalam, where that sequence is a chillu (its old NTA spelling ന്\u200Dറ stays whole),
// and for Bengali ta, where it is khanda ta as texts wrote it before ৎ (উত্\u200Dসব -> উ ত্\u200D স
// ব). Tamil joins only its ligatures க்ஷ and ஶ்ரீ (also spelt ஸ்ரீ). The modifier letter apostrophe
// (U+02BC) with which Bodo and Dogri write a vowel stays with the syllable before it (बरʼ -> ब रʼ),
// as does the apostrophe typed for it (' or ’) after a Devanagari syllable, unless it closes
// a quotation (see isVowelApostrophe). Text in other scripts falls back to grapheme clusters.
// The spans cover the whole text.
std::vector<TextSpan> aksharaSpans(std::u32string_view text);

// Whether text[at] is the apostrophe with which Bodo and Dogri write a vowel: U+02BC after a
// syllable of an Indic script, or ' or ’ as keyboards type it after a Devanagari syllable.
// The latter is a closing quotation mark instead where the nearest mark of its kind before it
// opens a quotation ('राम' or ‘राम’: at the start of the text or after a space or an opening
// bracket).
bool isVowelApostrophe(std::u32string_view text, std::size_t at);

// The aksharas of the text as strings, in order.
std::vector<std::u32string> aksharas(std::u32string_view text);

// Grapheme cluster spans as ICU gives them (extended grapheme clusters, root locale).
std::vector<TextSpan> graphemeSpans(std::u32string_view text);

}  // namespace akshara::text

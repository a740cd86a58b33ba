#pragma once

#include <string>
#include <string_view>

namespace akshara::text {

// User text shown back to the user: in messages, and in the columns of text tables.

// The text with what a terminal would act on made visible: tab, line feed and carriage
// return as \t \n \r, other C0 controls and DEL as \xNN, C1 controls, line and paragraph
// separators and bidirectional overrides as \uNNNN, and bytes that are not UTF-8 as \xNN.
// Joiners and other format characters that words need (ZWJ, ZWNJ) stay.
std::string printable(std::string_view utf8);

// The columns a terminal gives the text, as wcwidth() counts them: none for combining marks
// (Mn, Me), format characters and Hangul medial vowels, two for East Asian wide and
// full-width characters, one for every other code point and for a byte that is not UTF-8.
std::size_t displayWidth(std::string_view utf8);

// printable(utf8), cut at a grapheme cluster boundary so that it takes at most `maxColumns`
// columns with the "…" that marks the cut; whole when it fits.
std::string excerpt(std::string_view utf8, std::size_t maxColumns = 60);

// The text followed (alignLeft) or preceded (alignRight) by spaces up to `columns` columns
// of displayWidth(); unchanged when it is as wide already.
std::string alignLeft(std::string_view text, std::size_t columns);
std::string alignRight(std::string_view text, std::size_t columns);

}  // namespace akshara::text

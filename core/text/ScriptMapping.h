#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/Script.h"

namespace akshara::text {

// The outcome of mapping one character into another Brahmic script.
struct CharMapping {
    char32_t source = 0;
    std::optional<char32_t> target;  // empty when the target script has no equivalent
    std::string reason;              // why there is no target (empty on success)
};

// Maps a letter or sign of one Brahmic script to the character with the same phonetic value
// in another, as the Indic NLP library's script conversion does: the same offset in the
// shared ISCII-derived block layout. The result is checked against the Unicode names, so an
// unassigned code point (Tamil has no KHA) or another letter at that offset (Gurmukhi RRA
// where Devanagari has DDDHA) gives "no equivalent", never an unrelated character. Long and
// short e and o follow their values, not their names (Devanagari ए is Tamil ஏ, not எ).
// Characters of the target script and Common characters map to themselves.
CharMapping mapCharacter(char32_t c, Script to);

// Maps every character of the text; `unmapped` lists the indices that had no equivalent
// (they are kept unchanged in `text`).
struct TextMapping {
    std::u32string text;
    std::vector<std::size_t> unmapped;
};
TextMapping mapText(std::u32string_view text, Script to);

}  // namespace akshara::text

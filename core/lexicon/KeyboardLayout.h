#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

// A physical keyboard layout: rows of keys from the digit row down, each row shifted right by
// its stagger (in key widths), each key with the characters of its four levels (0: none).
struct KeyboardLayout {
    struct Key {
        char32_t base = 0;
        char32_t shift = 0;
        char32_t altGr = 0;
        char32_t altGrShift = 0;
    };
    std::string name;  // "pl-programmers", "us-qwerty"
    std::string description;
    text::Script script = text::Script::Latin;
    std::vector<std::vector<Key>> rows;
    std::vector<double> stagger;

    // Characters on keys adjacent to the key of `c` (same row, or the rows above and below
    // within one key width), on the same level as `c`; empty for a character not on the layout.
    std::u32string neighbours(char32_t c) const;
};

// The Polish programmers' layout (the usual Polish layout): US QWERTY with the Polish letters
// on AltGr (ą ć ę ł ń ó ś ź ż, ź on X and ż on Z).
const KeyboardLayout& polishProgrammersLayout();
const KeyboardLayout& usQwertyLayout();

// A keyboard confusion table from a layout: each letter to its neighbouring letters
// (category "neighbour") and, where a key has a letter on AltGr, the letter with AltGr missed
// or pressed by mistake (category "altgr").
ConfusionTable keyboardTable(const KeyboardLayout& layout, std::string name, std::string language);

}  // namespace akshara::lexicon

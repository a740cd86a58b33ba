#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "text/Language.h"

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
    // Whether Shift missed or pressed by mistake is a slip of its own (InScript, where a key's
    // two letters are pairs: क and ख, ि and इ); on the Latin layouts it is a matter of case.
    bool shiftSlips = false;

    // Characters on keys adjacent to the key of `c` (same row, or the rows above and below
    // within one key width), on the same level as `c`; empty for a character not on the layout.
    std::u32string neighbours(char32_t c) const;
};

// The Polish programmers' layout (the usual Polish layout): US QWERTY with the Polish letters
// on AltGr (ą ć ę ł ń ó ś ź ż, ź on X and ż on Z).
const KeyboardLayout& polishProgrammersLayout();
const KeyboardLayout& usQwertyLayout();

// The InScript layout of a language written in a Brahmic script, the Government of India's
// standard keyboard for the Indian scripts (xkb's "in" layouts): consonants on the right hand,
// vowel signs on the left and their independent vowels on Shift, every script's letters on the
// keys of the Devanagari letters of the same ISCII value. A key whose Devanagari letter the
// script lacks is empty (Tamil has no ख on Shift+K), and a script's own letters are where
// xkb's InScript layouts put them: Gurmukhi tippi, ੜ and addak, Bengali ৎ, Assamese ৰ and ৱ
// on the keys of ra and va, Tamil ஞ on ], the Malayalam chillus of Enhanced InScript. Signs
// the language does not write (Tamil's anusvara) are on no key. Throws std::invalid_argument
// for a language in another script.
KeyboardLayout inscriptLayout(const text::Language& language);

// A keyboard confusion table from a layout: each letter to its neighbouring letters
// (category "neighbour"); where a key has a letter on AltGr, the letter with AltGr missed or
// pressed by mistake (category "altgr"); on a layout with shiftSlips, the letter with Shift
// missed or pressed by mistake (category "shift"). In the Brahmic scripts a vowel sign,
// virama, nukta or modifier is typed as a letter is, and slips to and from it as one; the
// entries are in NFC (Shift+/ on Devanagari InScript types य़, which is य and a nukta).
ConfusionTable keyboardTable(const KeyboardLayout& layout, std::string name, std::string language);

}  // namespace akshara::lexicon

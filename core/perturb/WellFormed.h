#pragma once

#include <string>

#include "text/Script.h"

namespace akshara::perturb {

// Whether a word is well-formed text of its script, as every perturbed word must be: NFC;
// letters of `script` only (Common characters allowed); and, for the Brahmic scripts, no
// orphaned vowel sign, nukta, virama or modifier (each follows what it attaches to), no
// virama at the start, no doubled nukta or virama, no two nasal or visarga signs in a row
// (ंं, ंः), joiners only after a virama. In every
// script a joiner stands after a letter, never beside another joiner, before a space (but
// for the Malayalam chillu C + virama + ZWJ) or, a ZWNJ, at the word's end. Arabic script
// as Urdu writes it: ھ never at a word's start, ں and ے only at its end, after a letter.
// Returns the reason it is not, or an empty string.
std::string wellFormedProblem(std::u32string_view word, text::Script script);

// Gurmukhi writes a nasal vowel with tippi (ੰ) after a short vowel or a bare consonant and with
// bindi (ਂ) after a long vowel. Returns the other sign where `sign`, one of the two, does not
// fit after `previous` but the other does; otherwise 0.
char32_t gurmukhiNasalSwap(char32_t sign, char32_t previous);

inline bool isWellFormed(std::u32string_view word, text::Script script) {
    return wellFormedProblem(word, script).empty();
}

}  // namespace akshara::perturb

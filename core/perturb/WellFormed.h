#pragma once

#include <cstddef>
#include <string>

#include "text/Language.h"
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

// How many places of `word` break a spelling convention of its script that Unicode leaves
// open, each a cluster or a letter no writer of the language types:
// - every Brahmic script: a word (or a part of a split word) with no vowel, only consonants
//   each closed by a virama (Tamil உ ம் from உம்; a Malayalam word's last virama is a vowel,
//   the samvruthokaram), and in Malayalam a chillu after a virama or another chillu (എന്ൻ,
//   ൾൾ);
// - Gurmukhi: a consonant stacked under another other than ਰ, ਹ, ਵ or ਯ, or a virama ending
//   a word (Punjabi writes neither);
// - Bengali and Assamese য (but for য্য), Odia ୟ and ୱ, as the first consonant of a cluster;
//   Marathi ऱ other than as eyelash ra (ऱ्य, ऱ्ह);
// - Tamil: aytham (ஃ) beginning a word before a consonant other than pa (ஃப, for f);
// - Urdu: ء or ئ at a word's start, and ء alone between a letter that joins the next one and
//   another letter (Urdu writes ئ there: کئی);
// - Polish: ą, ę or ń as a word's first letter, ó as its last (domu, never domó), past any
//   punctuation and across a split's space (k ąt, gó ra stay);
// - every script: a joiner (ZWJ, ZWNJ) before an independent vowel, which joins nothing.
// A candidate may not have more such places than its word (Operator::candidates); a word that
// has some is perturbed, and keeps them.
std::size_t conventionBreaks(std::u32string_view word, const text::Language& language);

// Gurmukhi writes a nasal vowel with tippi (ੰ) after a short vowel or a bare consonant and with
// bindi (ਂ) after a long vowel. Returns the other sign where `sign`, one of the two, does not
// fit after `previous` but the other does; otherwise 0.
char32_t gurmukhiNasalSwap(char32_t sign, char32_t previous);

inline bool isWellFormed(std::u32string_view word, text::Script script) {
    return wellFormedProblem(word, script).empty();
}

}  // namespace akshara::perturb

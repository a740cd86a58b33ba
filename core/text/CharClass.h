#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace akshara::text {

// The class of a character as the perturbation operators see it, derived from Unicode's
// Indic_Syllabic_Category and General_Category (never from hand-made code point ranges).
enum class CharClass {
    Consonant,      // क, ক, க; also Latin and Arabic consonant letters are Letter, not this
    DeadConsonant,  // Malayalam chillu (ൻ), Bengali khanda ta (ৎ)
    IndependentVowel,  // अ, আ, ஆ
    VowelSign,         // ा, ি, ொ
    Virama,            // ्, ্, ் (Tamil pulli)
    Nukta,             // ़
    Modifier,          // anusvara, candrabindu, visarga, avagraha, Tamil aytham, Gurmukhi addak
    Letter,            // a letter of a non-Brahmic script (Latin, Arabic)
    Mark,              // any other combining mark (Latin combining accents, Arabic harakat)
    Digit,             // any decimal digit (०-९, ০-৯, 0-9)
    Punctuation,       // including the danda । and double danda ॥
    Joiner,            // ZERO WIDTH JOINER U+200D
    NonJoiner,         // ZERO WIDTH NON-JOINER U+200C
    Space,
    Symbol,
    Other,  // unassigned, control, private use
};

CharClass classify(char32_t c);

// "consonant", "independent-vowel", "vowel-sign", ... as used in JSON and table files.
std::string_view charClassName(CharClass cls);

// Consonant, dead consonant, independent vowel or Letter: a character that can carry a word.
bool isLetterClass(CharClass cls);

// True when the code point is assigned in the Unicode version ICU implements.
bool isAssigned(char32_t c);

// Unicode character name ("DEVANAGARI LETTER KA"), its correction alias where Unicode has one
// (U+0CDE: KANNADA LETTER LLLA, not FA); empty for unnamed code points.
std::string unicodeName(char32_t c);

// Whether Unicode corrects the character's name with an alias.
bool hasCorrectionAlias(char32_t c);

// The character of a Unicode name or correction alias, if there is one.
std::optional<char32_t> characterNamed(const std::string& name);

}  // namespace akshara::text

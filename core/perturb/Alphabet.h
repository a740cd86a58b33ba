#pragma once

#include <string>
#include <string_view>

namespace akshara::perturb {

// The letters a language's text is written with, by class, for the operators that insert or
// substitute letters. Brahmic scripts: the consonants, independent vowels and vowel signs
// of the script's block that the language writes (CLDR's exemplar characters), NFC-stable
// ones only (the precomposed nukta letters are written as consonant + nukta), without vowel
// bearers, Vedic signs, the length marks of two-part vowel signs and the Sanskrit-only vocalic
// rr, l and ll. Latin and Arabic: the
// language's alphabet split into vowels and consonants (Latin) or letters (Urdu).
struct Alphabet {
    std::u32string consonants;
    std::u32string independentVowels;  // Brahmic; for Latin the vowel letters
    std::u32string vowelSigns;         // Brahmic only
    std::u32string letters;            // every letter a word may get inserted or substituted
};

// Throws InputError for an unknown language code.
const Alphabet& alphabetOf(std::string_view language);

}  // namespace akshara::perturb

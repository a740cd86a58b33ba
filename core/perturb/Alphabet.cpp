#include "perturb/Alphabet.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <unicode/uchar.h>

#include "text/CharClass.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

// The characters of its script's block that a language is written with: CLDR's standard
// exemplar characters as CLDR 42 (ICU 72) lists them. Hindi gets no Sindhi letters, Bengali no
// Assamese ones. They are kept here rather than read from the system's ICU, because a
// language's perturbations must not change with it: CLDR 46 (ICU 76) lists Malayalam without
// its vowel signs, anusvara and chillus, and Marathi without ऱ. Nothing for a language not
// listed.
std::optional<std::u32string> exemplarCharacters(const std::string& code) {
    static const std::map<std::string, std::vector<std::pair<char32_t, char32_t>>> kRanges{
        {"as",
         {{0x0981, 0x0983},
          {0x0985, 0x098B},
          {0x098F, 0x0990},
          {0x0993, 0x09A8},
          {0x09AA, 0x09AF},
          {0x09B2, 0x09B2},
          {0x09B6, 0x09B9},
          {0x09BC, 0x09BC},
          {0x09BE, 0x09C3},
          {0x09C7, 0x09C8},
          {0x09CB, 0x09CD},
          {0x09F0, 0x09F1}}},
        {"bd",
         {{0x0901, 0x0902},
          {0x0905, 0x090A},
          {0x090D, 0x090D},
          {0x090F, 0x0911},
          {0x0913, 0x0918},
          {0x091A, 0x0928},
          {0x092A, 0x0930},
          {0x0932, 0x0933},
          {0x0935, 0x0939},
          {0x093C, 0x093C},
          {0x093E, 0x0943},
          {0x0945, 0x0945},
          {0x0947, 0x0949},
          {0x094B, 0x094D}}},
        {"bn",
         {{0x0981, 0x0983},
          {0x0985, 0x098C},
          {0x098F, 0x0990},
          {0x0993, 0x09A8},
          {0x09AA, 0x09B0},
          {0x09B2, 0x09B2},
          {0x09B6, 0x09B9},
          {0x09BC, 0x09C4},
          {0x09C7, 0x09C8},
          {0x09CB, 0x09CE},
          {0x09D7, 0x09D7},
          {0x09E0, 0x09E3},
          {0x09FA, 0x09FA}}},
        {"gu",
         {{0x0A81, 0x0A83},
          {0x0A85, 0x0A8B},
          {0x0A8D, 0x0A8D},
          {0x0A8F, 0x0A91},
          {0x0A93, 0x0AA8},
          {0x0AAA, 0x0AB0},
          {0x0AB2, 0x0AB3},
          {0x0AB5, 0x0AB9},
          {0x0ABC, 0x0AC5},
          {0x0AC7, 0x0AC9},
          {0x0ACB, 0x0ACD},
          {0x0AD0, 0x0AD0},
          {0x0AE0, 0x0AE0}}},
        {"hi",
         {{0x0901, 0x0903},
          {0x0905, 0x090D},
          {0x090F, 0x0911},
          {0x0913, 0x0928},
          {0x092A, 0x0930},
          {0x0932, 0x0933},
          {0x0935, 0x0939},
          {0x093C, 0x0943},
          {0x0945, 0x0945},
          {0x0947, 0x0949},
          {0x094B, 0x094D},
          {0x0950, 0x0950}}},
        {"kn",
         {{0x0C82, 0x0C83},
          {0x0C85, 0x0C8C},
          {0x0C8E, 0x0C90},
          {0x0C92, 0x0CA8},
          {0x0CAA, 0x0CB3},
          {0x0CB5, 0x0CB9},
          {0x0CBC, 0x0CC4},
          {0x0CC6, 0x0CC8},
          {0x0CCA, 0x0CCD},
          {0x0CD5, 0x0CD6},
          {0x0CE0, 0x0CE1},
          {0x0CE6, 0x0CEF}}},
        {"ml",
         {{0x0D02, 0x0D03},
          {0x0D05, 0x0D0C},
          {0x0D0E, 0x0D10},
          {0x0D12, 0x0D28},
          {0x0D2A, 0x0D39},
          {0x0D3E, 0x0D43},
          {0x0D46, 0x0D48},
          {0x0D4A, 0x0D4D},
          {0x0D57, 0x0D57},
          {0x0D60, 0x0D61},
          {0x0D7A, 0x0D7F}}},
        {"mr",
         {{0x0901, 0x0903},
          {0x0905, 0x090D},
          {0x090F, 0x0911},
          {0x0913, 0x0928},
          {0x092A, 0x0933},
          {0x0935, 0x0939},
          {0x093C, 0x0943},
          {0x0945, 0x0945},
          {0x0947, 0x0949},
          {0x094B, 0x094D},
          {0x0950, 0x0950}}},
        {"or",
         {{0x0B01, 0x0B03},
          {0x0B05, 0x0B0B},
          {0x0B0F, 0x0B10},
          {0x0B13, 0x0B28},
          {0x0B2A, 0x0B30},
          {0x0B32, 0x0B33},
          {0x0B35, 0x0B39},
          {0x0B3C, 0x0B3C},
          {0x0B3E, 0x0B43},
          {0x0B47, 0x0B48},
          {0x0B4B, 0x0B4D},
          {0x0B5F, 0x0B5F},
          {0x0B71, 0x0B71}}},
        {"pa",
         {{0x0A05, 0x0A0A},
          {0x0A0F, 0x0A10},
          {0x0A13, 0x0A28},
          {0x0A2A, 0x0A30},
          {0x0A32, 0x0A32},
          {0x0A35, 0x0A35},
          {0x0A38, 0x0A39},
          {0x0A3C, 0x0A3C},
          {0x0A3E, 0x0A42},
          {0x0A47, 0x0A48},
          {0x0A4B, 0x0A4D},
          {0x0A5C, 0x0A5C},
          {0x0A66, 0x0A74}}},
        {"ta",
         {{0x0B83, 0x0B83},
          {0x0B85, 0x0B8A},
          {0x0B8E, 0x0B90},
          {0x0B92, 0x0B95},
          {0x0B99, 0x0B9A},
          {0x0B9C, 0x0B9C},
          {0x0B9E, 0x0B9F},
          {0x0BA3, 0x0BA4},
          {0x0BA8, 0x0BAA},
          {0x0BAE, 0x0BB5},
          {0x0BB7, 0x0BB9},
          {0x0BBE, 0x0BC2},
          {0x0BC6, 0x0BC8},
          {0x0BCA, 0x0BCD}}},
        {"te",
         {{0x0C01, 0x0C03},
          {0x0C05, 0x0C0C},
          {0x0C0E, 0x0C10},
          {0x0C12, 0x0C28},
          {0x0C2A, 0x0C33},
          {0x0C35, 0x0C39},
          {0x0C3E, 0x0C44},
          {0x0C46, 0x0C48},
          {0x0C4A, 0x0C4D},
          {0x0C55, 0x0C56},
          {0x0C60, 0x0C61}}},
    };
    const auto found = kRanges.find(code);
    if (found == kRanges.end()) {
        return std::nullopt;
    }
    std::u32string characters;
    for (const auto& [first, last] : found->second) {
        for (char32_t c = first; c <= last; ++c) {
            characters.push_back(c);
        }
    }
    return characters;
}

// Characters of a Brahmic block that are not letters on their own: a vowel bearer or a
// Vedic sign that ICU counts as a consonant (Gurmukhi ੲ ੳ, Bengali anji, Kannada ೱ), and the
// length marks that are written only as the second half of a two-part vowel sign (ৗ of ৌ).
bool isLetterOnItsOwn(char32_t c) {
    const auto category = static_cast<UIndicSyllabicCategory>(
        u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_INDIC_SYLLABIC_CATEGORY));
    if (category == U_INSC_CONSONANT_PLACEHOLDER || category == U_INSC_CONSONANT_WITH_STACKER) {
        return false;
    }
    return text::unicodeName(c).find("LENGTH MARK") == std::string::npos;
}

// The vocalic rr, l and ll, letters and vowel signs (ॠ ऌ ॡ ॄ ॢ ॣ, ৠ ঌ ৡ ...): written only in
// Sanskrit. CLDR lists them for Bengali, Gujarati, Kannada, Telugu and Malayalam (not for
// Hindi, Marathi, Assamese or Odia), but no one writing those languages types them, so no
// perturbation offers them. The vocalic r (ऋ, ृ of कृष्ण) stays: every one of them writes it.
bool isSanskritOnly(char32_t c) {
    const std::string name = text::unicodeName(c);
    return name.find("VOCALIC RR") != std::string::npos ||
           name.find("VOCALIC L") != std::string::npos;
}

Alphabet brahmicAlphabet(const text::Language& language) {
    Alphabet a;
    const text::Script script = language.script;
    const std::optional<std::u32string> exemplars = exemplarCharacters(language.code);
    const char32_t base = text::brahmicBlockStart(script);
    for (char32_t c = base; c < base + 0x80; ++c) {
        if (text::scriptOf(c) != script || !text::isNfc(std::u32string(1, c)) ||
            !isLetterOnItsOwn(c) || isSanskritOnly(c) ||
            (exemplars && exemplars->find(c) == std::u32string::npos)) {
            continue;
        }
        switch (text::classify(c)) {
            case text::CharClass::Consonant:
                a.consonants.push_back(c);
                break;
            case text::CharClass::IndependentVowel:
                a.independentVowels.push_back(c);
                break;
            case text::CharClass::VowelSign:
                a.vowelSigns.push_back(c);
                break;
            default:
                break;
        }
    }
    a.letters = a.consonants + a.independentVowels;
    return a;
}

Alphabet latinAlphabet(std::u32string_view vowels, std::u32string_view consonants) {
    Alphabet a;
    a.independentVowels = vowels;
    a.consonants = consonants;
    a.letters = a.independentVowels + a.consonants;
    return a;
}

Alphabet makeAlphabet(const text::Language& language) {
    if (text::isBrahmic(language.script)) {
        return brahmicAlphabet(language);
    }
    if (language.code == "pl") {
        return latinAlphabet(U"aąeęioóuy", U"bcćdfghjklłmnńprsśtwzźż");
    }
    if (language.code == "en") {
        return latinAlphabet(U"aeiou", U"bcdfghjklmnpqrstvwxyz");
    }
    // Urdu: the letters of its Perso-Arabic alphabet.
    Alphabet a;
    a.consonants = U"ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے";
    a.letters = a.consonants;
    return a;
}

}  // namespace

const Alphabet& alphabetOf(std::string_view language) {
    static std::mutex mutex;
    static std::map<std::string, Alphabet> cache;
    const text::Language& lang = text::requireLanguage(language);
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(lang.code);
    if (it == cache.end()) {
        it = cache.emplace(lang.code, makeAlphabet(lang)).first;
    }
    return it->second;
}

}  // namespace akshara::perturb

#include "perturb/Alphabet.h"

#include <map>
#include <mutex>
#include <optional>

#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>

#include "text/CharClass.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

// The characters a language is written with, by CLDR's exemplar characters as ICU has them:
// Hindi gets no Sindhi letters, Bengali no Assamese ones. Nothing when ICU has no exemplars
// for the language.
std::optional<std::u32string> exemplarCharacters(const std::string& code) {
    const std::string locale = code == "bd" ? "brx" : code;  // Bodo is brx in CLDR
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData* data = ulocdata_open(locale.c_str(), &status);
    USet* set = U_SUCCESS(status)
                    ? ulocdata_getExemplarSet(data, nullptr, 0, ULOCDATA_ES_STANDARD, &status)
                    : nullptr;
    std::optional<std::u32string> characters;
    if (U_SUCCESS(status) && set != nullptr && status != U_USING_DEFAULT_WARNING &&
        status != U_USING_FALLBACK_WARNING) {
        characters.emplace();
        for (int32_t item = 0; item < uset_getItemCount(set); ++item) {
            UChar32 first = 0, last = 0;
            UErrorCode itemStatus = U_ZERO_ERROR;
            if (uset_getItem(set, item, &first, &last, nullptr, 0, &itemStatus) == 0) {
                for (UChar32 c = first; c <= last; ++c) {
                    characters->push_back(static_cast<char32_t>(c));
                }
            }
        }
    }
    if (set != nullptr) {
        uset_close(set);
    }
    if (data != nullptr) {
        ulocdata_close(data);
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

Alphabet brahmicAlphabet(const text::Language& language) {
    Alphabet a;
    const text::Script script = language.script;
    const std::optional<std::u32string> exemplars = exemplarCharacters(language.code);
    const char32_t base = text::brahmicBlockStart(script);
    for (char32_t c = base; c < base + 0x80; ++c) {
        if (text::scriptOf(c) != script || !text::isNfc(std::u32string(1, c)) ||
            !isLetterOnItsOwn(c) || (exemplars && exemplars->find(c) == std::u32string::npos)) {
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

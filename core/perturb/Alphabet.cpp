#include "perturb/Alphabet.h"

#include <map>
#include <mutex>

#include "text/CharClass.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

Alphabet brahmicAlphabet(text::Script script) {
    Alphabet a;
    const char32_t base = text::brahmicBlockStart(script);
    for (char32_t c = base; c < base + 0x80; ++c) {
        if (text::scriptOf(c) != script || !text::isNfc(std::u32string(1, c))) {
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
        return brahmicAlphabet(language.script);
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

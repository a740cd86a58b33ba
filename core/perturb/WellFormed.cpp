#include "perturb/WellFormed.h"

#include "text/CharClass.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::perturb {

namespace {

using text::CharClass;

bool attachesTo(CharClass mark, CharClass previous) {
    switch (mark) {
        case CharClass::Nukta:
            return previous == CharClass::Consonant;
        case CharClass::VowelSign:
        case CharClass::Virama:
            return previous == CharClass::Consonant || previous == CharClass::Nukta;
        case CharClass::Modifier:
            return previous == CharClass::Consonant || previous == CharClass::Nukta ||
                   previous == CharClass::VowelSign || previous == CharClass::IndependentVowel ||
                   previous == CharClass::Modifier || previous == CharClass::DeadConsonant;
        case CharClass::Joiner:
        case CharClass::NonJoiner:
            return previous == CharClass::Virama;
        default:
            return true;
    }
}

}  // namespace

std::string wellFormedProblem(std::u32string_view word, text::Script script) {
    if (word.empty()) {
        return "empty word";
    }
    if (!text::isNfc(word)) {
        return "not in NFC";
    }
    CharClass previous = CharClass::Space;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char32_t c = word[i];
        const text::Script s = text::scriptOf(c);
        if (s != text::Script::Common && s != script) {
            return text::codePointLabel(c) + " is not " + std::string(text::scriptName(script));
        }
        const CharClass cls = text::classify(c);
        if (cls == CharClass::Space) {  // a word split in two: each part must be well-formed
            previous = CharClass::Space;
            continue;
        }
        if (cls == CharClass::Other) {
            return "unusable code point " + text::codePointLabel(c);
        }
        if (text::isBrahmic(script) && !attachesTo(cls, previous)) {
            return std::string(text::charClassName(cls)) + " " + text::codePointLabel(c) + " at " +
                   std::to_string(i) + " has nothing to attach to";
        }
        previous = cls;
    }
    return {};
}

}  // namespace akshara::perturb

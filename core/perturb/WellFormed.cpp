#include "perturb/WellFormed.h"

#include <unicode/uchar.h>

#include <algorithm>

#include "text/CharClass.h"
#include "text/Language.h"
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
                   previous == CharClass::Modifier;  // not a chillu or khanda ta: no vowel
        case CharClass::Joiner:
        case CharClass::NonJoiner:
            return previous == CharClass::Virama;
        default:
            return true;
    }
}

// Gurmukhi's nasal and gemination signs go with certain vowels: tippi (ੰ) with the short
// vowels and ū, bindi (ਂ) with the long ones and with the independent vowels on ura (ਉ, ਊ:
// ਕਿਉਂ, ਆਉਂਦਾ), addak (ੱ) after a short vowel and before a consonant. `next` is the code
// point after `c`, or 0 at the end.
std::string gurmukhiSignProblem(char32_t c, char32_t previous, char32_t next) {
    const auto oneOf = [](char32_t x, std::u32string_view set) {
        return set.find(x) != std::u32string_view::npos;
    };
    const bool bare = text::classify(previous) == CharClass::Consonant ||
                      text::classify(previous) == CharClass::Nukta;
    if (c == U'\u0A70' && !bare && !oneOf(previous, U"\u0A3F\u0A41\u0A42\u0A05\u0A07")) {
        return "tippi after a long vowel, ਉ or ਊ (bindi goes there)";
    }
    if (c == U'\u0A02' && !oneOf(previous,
                                 U"\u0A3E\u0A40\u0A42\u0A47\u0A48\u0A4B\u0A4C"
                                 U"\u0A06\u0A08\u0A09\u0A0A\u0A0F\u0A10\u0A13\u0A14")) {
        return "bindi after a short vowel (tippi goes there)";
    }
    if (c == U'\u0A71') {
        if (!bare && !oneOf(previous, U"\u0A3F\u0A41\u0A05\u0A07\u0A09")) {
            return "addak after a long vowel";
        }
        if (text::classify(next) != CharClass::Consonant) {
            return "addak before no consonant";
        }
    }
    return {};
}

// A joiner (ZWJ, ZWNJ) acts on the characters either side of it (the Unicode Standard, ch. 23,
// "Layout Controls"): it needs a letter before it and cannot end a word in a way no writer
// types. Kept: joiners inside a word (चिह्‌न, क्‍ष, بول‌چال) and a ZWJ
// at a word's end, where it asks for a joining or half form or, after a Malayalam virama, is the
// chillu of texts before the atomic chillus (ന്‍, ch. 12, Malayalam). Left out: a joiner with
// nothing
// before it, beside another joiner, a ZWNJ at the end (nothing left to keep apart: क्‌ष ->
// क्‌), and a joiner before a space, which a split puts where the two letters it joined
// stood, except the Malayalam chillu, which ends its syllable. `i` is the joiner's index in `word`.
std::string joinerProblem(std::u32string_view word, std::size_t i, text::Script script) {
    const char32_t c = word[i];
    const char32_t next = i + 1 < word.size() ? word[i + 1] : U'\0';
    const CharClass before = i > 0 ? text::classify(word[i - 1]) : CharClass::Space;
    const CharClass after = next != U'\0' ? text::classify(next) : CharClass::Space;
    const std::string at = text::codePointLabel(c) + " at " + std::to_string(i);
    if (before == CharClass::Space) {
        return "joiner " + at + " has nothing before it";
    }
    if (before == CharClass::Joiner || before == CharClass::NonJoiner ||
        after == CharClass::Joiner || after == CharClass::NonJoiner) {
        return "two joiners at " + std::to_string(i);
    }
    const bool nonJoiner = text::classify(c) == CharClass::NonJoiner;
    if (next == U'\0') {
        return nonJoiner ? "ZWNJ " + at + " ends the word" : std::string();
    }
    if (after == CharClass::Space) {
        const bool chillu =
            !nonJoiner && script == text::Script::Malayalam && before == CharClass::Virama;
        return chillu ? std::string() : "joiner " + at + " before a space";
    }
    return {};
}

// Urdu's letters that keep to one place in a word (Urdu is the one language here written in
// Arabic script): do chashmi he (ھ) marks the aspiration of the consonant before it, so it
// never begins a word; noon ghunna (ں), which nasalises the vowel before it, and bari ye
// (ے, ۓ) are written only at a word's end (followed at most by marks, or a ZWNJ closing a
// compound's first part), after a letter.
std::string urduPlaceProblem(std::u32string_view word, std::size_t i) {
    const char32_t c = word[i];
    const bool endsOnly = c == U'\u06BA' || c == U'\u06D2' || c == U'\u06D3';
    if (c != U'\u06BE' && !endsOnly) {
        return {};
    }
    if (i == 0 || text::classify(word[i - 1]) == CharClass::Space) {
        return text::codePointLabel(c) + " begins a word";
    }
    if (c == U'\u06BE') {
        // Do chashmi he aspirates the consonant before it (بھ, دھ): not a vowel letter, a
        // hamza, a he or another do chashmi he.
        std::size_t before = i;
        while (before > 0 && text::classify(word[before - 1]) == CharClass::Mark) {
            --before;
        }
        constexpr std::u32string_view kNoConsonant =
            U"\u0621\u0622\u0623\u0625\u0626\u0627\u0649\u06BA\u06BE\u06C1\u06C3\u06D2\u06D3";
        if (before > 0 && kNoConsonant.find(word[before - 1]) != std::u32string_view::npos) {
            return text::codePointLabel(c) + " at " + std::to_string(i) + " after " +
                   text::codePointLabel(word[before - 1]) + ", no consonant to aspirate";
        }
    }
    if (endsOnly) {
        std::size_t next = i + 1;
        while (next < word.size() && text::classify(word[next]) == CharClass::Mark) {
            ++next;
        }
        const CharClass after = next < word.size() ? text::classify(word[next]) : CharClass::Space;
        if (after != CharClass::Space && after != CharClass::NonJoiner) {
            return text::codePointLabel(c) + " at " + std::to_string(i) + " before a word's end";
        }
    }
    return {};
}

// Candrabindu, anusvara, visarga (and Gurmukhi's tippi): signs a syllable takes one of. The
// Brahmic blocks, from Devanagari's (U+0900) to Malayalam's, start at multiples of 128 and
// have the three at the same offsets, 1 to 3 (checked on each character of every candidate:
// no script lookup).
bool isNasalOrVisarga(char32_t c) {
    const char32_t offset = c & 0x7F;
    return (c >= 0x0900 && c <= 0x0D7F && offset >= 1 && offset <= 3) || c == U'\u0A70';
}

}  // namespace

char32_t gurmukhiNasalSwap(char32_t sign, char32_t previous) {
    constexpr char32_t kTippi = U'\u0A70';
    constexpr char32_t kBindi = U'\u0A02';
    if (sign != kTippi && sign != kBindi) {
        return 0;
    }
    const char32_t other = sign == kTippi ? kBindi : kTippi;
    const bool fits = gurmukhiSignProblem(sign, previous, U'\0').empty();
    return !fits && gurmukhiSignProblem(other, previous, U'\0').empty() ? other : 0;
}

namespace {

// Whether the word part [begin, end) of `script` holds a vowel: an independent vowel, or a
// consonant not closed by a virama (its inherent vowel or a vowel sign). In Malayalam a
// virama ending the part is a vowel too, the samvruthokaram (അത്, ഇന്ന്). Parts without
// letters count as holding one: there is nothing to read without a vowel.
bool hasVowel(std::u32string_view word, std::size_t begin, std::size_t end, text::Script script) {
    bool letters = false;
    for (std::size_t i = begin; i < end; ++i) {
        const CharClass cls = text::classify(word[i]);
        if (cls == CharClass::IndependentVowel) {
            return true;
        }
        if (cls == CharClass::DeadConsonant) {
            letters = true;
        }
        if (cls != CharClass::Consonant) {
            continue;
        }
        letters = true;
        std::size_t next = i + 1;
        while (next < end && text::classify(word[next]) == CharClass::Nukta) {
            ++next;
        }
        if (next >= end || text::classify(word[next]) != CharClass::Virama ||
            (script == text::Script::Malayalam && next + 1 == end)) {
            return true;
        }
    }
    return !letters;
}

// Whether `c` may not begin a cluster (be followed by a virama and a consonant) in `script`.
bool neverFirstOfCluster(char32_t c, text::Script script) {
    switch (script) {
        case text::Script::Bengali:
            return c == U'\u09AF';  // য: ্য (ya-phala) is its place, but for য্য (শয্যা)
        case text::Script::Oriya:
            return c == U'\u0B5F' || c == U'\u0B71';  // ୟ, ୱ
        default:
            return false;
    }
}

// Letters no Polish word begins with.
bool polishNeverFirst(char32_t c) {
    constexpr std::u32string_view kNeverFirst =
        U"\u0105\u0119\u0144\u0104\u0118\u0143";  // ą ę ń Ą Ę Ń
    return kNeverFirst.find(c) != std::u32string_view::npos;
}

// Whether the hamza ء at `i`, inside a word, stands between a letter that joins the letter
// after it and another letter: Urdu writes the hamza there on its seat, ئ (کئی, لئے), and
// alone at a word's end (جزء) or after a letter that joins nothing after it.
bool hamzaOnItsOwnInsideJoining(std::u32string_view word, std::size_t i) {
    std::size_t before = i;
    while (before > 0 && text::classify(word[before - 1]) == CharClass::Mark) {
        --before;
    }
    std::size_t after = i + 1;
    while (after < word.size() && text::classify(word[after]) == CharClass::Mark) {
        ++after;
    }
    if (before == 0 || after == word.size() || text::classify(word[after]) != CharClass::Letter) {
        return false;
    }
    const auto joining = static_cast<UJoiningType>(
        u_getIntPropertyValue(static_cast<UChar32>(word[before - 1]), UCHAR_JOINING_TYPE));
    return joining == U_JT_DUAL_JOINING;
}

}  // namespace

std::size_t conventionBreaks(std::u32string_view word, const text::Language& language) {
    const text::Script script = language.script;
    // Polish's rules are of the whole word's first and last letters, past any punctuation
    // („ale): a split's parts keep the word's letters (k ąt, gó ra of kąt, góra).
    std::size_t firstLetter = word.size(), lastLetter = word.size();
    if (language.code == "pl") {
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (text::classify(word[i]) == CharClass::Letter) {
                firstLetter = std::min(firstLetter, i);
                lastLetter = i;
            }
        }
    }
    std::size_t breaks = 0;
    const bool brahmic = text::isBrahmic(script);
    std::size_t partStart = 0;
    for (std::size_t i = 0; i <= word.size(); ++i) {
        const bool end = i == word.size() || text::classify(word[i]) == CharClass::Space;
        if (end) {
            breaks += brahmic && i > partStart && !hasVowel(word, partStart, i, script) ? 1 : 0;
            partStart = i + 1;
            continue;
        }
        const char32_t c = word[i];
        const char32_t next = i + 1 < word.size() ? word[i + 1] : U'\0';
        const char32_t afterNext = i + 2 < word.size() ? word[i + 2] : U'\0';
        const CharClass nextClass = next != U'\0' ? text::classify(next) : CharClass::Space;
        const bool startsPart = i == partStart;
        switch (script) {
            case text::Script::Arabic:
                breaks += startsPart && (c == U'\u0621' || c == U'\u0626') ? 1 : 0;
                breaks +=
                    !startsPart && c == U'\u0621' && hamzaOnItsOwnInsideJoining(word, i) ? 1 : 0;
                break;
            case text::Script::Latin:
                // No Polish word begins with ą, ę or ń, and none ends with ó (domu, not domó).
                breaks += i == firstLetter && polishNeverFirst(c) ? 1 : 0;
                breaks += i == lastLetter && (c == U'\u00F3' || c == U'\u00D3') ? 1 : 0;
                break;
            case text::Script::Gurmukhi:
                if (c == U'\u0A4D') {
                    const bool stacks = nextClass == CharClass::Consonant;
                    const bool subjoins = next == U'\u0A30' || next == U'\u0A39' ||
                                          next == U'\u0A35' || next == U'\u0A2F';
                    breaks += (stacks && !subjoins) || nextClass == CharClass::Space ? 1 : 0;
                }
                break;
            case text::Script::Devanagari:
                // Marathi's eyelash ra (ऱ) is written only before a virama and ya or ha,
                // first of its cluster: ऱ्य, ऱ्ह.
                breaks += c == U'\u0931' && (next != U'\u094D' ||
                                             (afterNext != U'\u092F' && afterNext != U'\u0939'))
                              ? 1
                              : 0;
                breaks += c == U'\u094D' && next == U'\u0931' ? 1 : 0;
                break;
            case text::Script::Tamil:
                // Aytham begins a word only before pa, for f in loanwords (ஃபேஸ்புக்).
                breaks += startsPart && c == U'\u0B83' && next != U'\u0BAA' ? 1 : 0;
                break;
            case text::Script::Malayalam:
                breaks += text::classify(c) == CharClass::DeadConsonant && i > partStart &&
                                  (text::classify(word[i - 1]) == CharClass::Virama ||
                                   text::classify(word[i - 1]) == CharClass::DeadConsonant)
                              ? 1
                              : 0;
                break;
            default:
                break;
        }
        // A joiner asks for a joining or half form of the letters either side: before an
        // independent vowel, which joins nothing, no writer types one.
        breaks +=
            (text::classify(c) == CharClass::Joiner || text::classify(c) == CharClass::NonJoiner) &&
                    nextClass == CharClass::IndependentVowel
                ? 1
                : 0;
        if (neverFirstOfCluster(c, script) && nextClass == CharClass::Virama &&
            afterNext != U'\0' && afterNext != c &&
            text::classify(afterNext) == CharClass::Consonant) {
            ++breaks;
        }
    }
    return breaks;
}

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
        if (cls == CharClass::Joiner || cls == CharClass::NonJoiner) {
            if (std::string problem = joinerProblem(word, i, script); !problem.empty()) {
                return problem;
            }
        }
        const bool afterRa = i > 0 && (word[i - 1] == U'\u0930' || word[i - 1] == U'\u09B0' ||
                                       word[i - 1] == U'\u09F0');
        if (cls == CharClass::Joiner && afterRa && i + 1 < word.size() &&
            text::classify(word[i + 1]) == CharClass::Virama) {
            // Ra + ZWJ + virama: Bengali র‍্য (র‍্যাব),
            // and Devanagari's eyelash र‍्.
            continue;
        }
        if (c == U'\u0B83') {
            // Tamil's aytham is a letter of its own (General Category Lo), written before a
            // consonant: அஃது, எஃகு, and at the start of loanwords (ஃபேஸ்புக்), never at a
            // word's end.
            if (i + 1 >= word.size() || text::classify(word[i + 1]) != CharClass::Consonant) {
                return "aytham " + text::codePointLabel(c) + " at " + std::to_string(i) +
                       " is not followed by a consonant";
            }
            previous = cls;
            continue;
        }
        if (script == text::Script::Malayalam && cls == CharClass::Virama && i > 0 &&
            word[i - 1] == U'\u0D7B' && i + 1 < word.size() && word[i + 1] == U'\u0D31') {
            // ൻ്റ, NTA as the Unicode Standard spells it (ch. 12, Malayalam): chillu n, virama,
            // rra (അവൻ്റെ), beside the older ന്റ.
            previous = cls;
            continue;
        }
        if (text::isBrahmic(script) && !attachesTo(cls, previous)) {
            return std::string(text::charClassName(cls)) + " " + text::codePointLabel(c) + " at " +
                   std::to_string(i) + " has nothing to attach to";
        }
        if (i > 0 && isNasalOrVisarga(c) && isNasalOrVisarga(word[i - 1])) {
            return "two nasal or visarga signs " + text::codePointLabel(word[i - 1]) + " " +
                   text::codePointLabel(c) + " at " + std::to_string(i);
        }
        if (cls == CharClass::IndependentVowel && previous == CharClass::Virama) {
            return "independent vowel " + text::codePointLabel(c) + " after a virama";
        }
        if (cls == CharClass::DeadConsonant && previous == CharClass::Space) {
            // Khanda ta and the chillus end a syllable: none begins a word.
            return "dead consonant " + text::codePointLabel(c) + " begins a word";
        }
        if (script == text::Script::Malayalam && cls == CharClass::Consonant &&
            previous == CharClass::Space && i + 2 < word.size() &&
            text::classify(word[i + 1]) == CharClass::Virama && word[i + 2] == U'\u200D') {
            // The same chillu as texts before the atomic chillus write it (ന്‍ for ൻ).
            return "chillu " + text::codePointLabel(c) + " + virama + ZWJ begins a word";
        }
        if (script == text::Script::Bengali && c == U'\u09A4' && previous == CharClass::Space &&
            i + 3 < word.size() && text::classify(word[i + 1]) == CharClass::Virama &&
            word[i + 2] == U'\u200D' && text::classify(word[i + 3]) == CharClass::Consonant) {
            // Khanda ta as texts before ৎ write it (ত্‍ for ৎ), no more a word's start.
            return "khanda ta " + text::codePointLabel(c) + " + virama + ZWJ begins a word";
        }
        if (script == text::Script::Arabic) {
            if (std::string problem = urduPlaceProblem(word, i); !problem.empty()) {
                return problem;
            }
        }
        if (script == text::Script::Gurmukhi && i > 0) {
            const std::string problem =
                gurmukhiSignProblem(c, word[i - 1], i + 1 < word.size() ? word[i + 1] : U'\0');
            if (!problem.empty()) {
                return problem + " at " + std::to_string(i);
            }
        }
        previous = cls;
    }
    return {};
}

}  // namespace akshara::perturb

#include "text/Akshara.h"

#include <memory>

#include <unicode/brkiter.h>

#include "common/Error.h"
#include "text/CharClass.h"
#include "text/IcuBridge.h"
#include "text/Script.h"

namespace akshara::text {

namespace {

constexpr char32_t kZwj = 0x200D;
constexpr char32_t kBengaliTa = 0x09A4;
constexpr char32_t kTamilKa = 0x0B95;
constexpr char32_t kTamilSsa = 0x0BB7;
constexpr char32_t kTamilSa = 0x0BB8;
constexpr char32_t kTamilSha = 0x0BB6;
constexpr char32_t kTamilRa = 0x0BB0;
constexpr char32_t kTamilSignIi = 0x0BC0;
constexpr char32_t kTamilPulli = 0x0BCD;

// The script a syllable belongs to: that of its first non-Common character.
Script syllableScript(std::u32string_view unit) {
    for (const char32_t c : unit) {
        const Script s = scriptOf(c);
        if (s != Script::Common) {
            return s;
        }
    }
    return Script::Common;
}

// Tamil writes most clusters with a visible pulli (one syllable per consonant); only the
// ligatures க்ஷ (KSSA) and SRI are joined, SRI in both its spellings: ஶ்ரீ (SHA, Unicode's
// named sequence TAMIL SYLLABLE SHRII) and the older ஸ்ரீ (SA).
bool tamilJoins(std::u32string_view unit, std::u32string_view next) {
    if (unit.size() < 2 || unit[unit.size() - 1] != kTamilPulli || next.empty()) {
        return false;
    }
    const char32_t c1 = unit[unit.size() - 2];
    if (c1 == kTamilKa && next[0] == kTamilSsa) {
        return true;
    }
    return (c1 == kTamilSa || c1 == kTamilSha) && next.size() >= 2 && next[0] == kTamilRa &&
           next[1] == kTamilSignIi;
}

// Whether the syllable `unit` continues into a following syllable that starts with a consonant.
bool linksToNext(std::u32string_view unit, std::u32string_view next) {
    if (unit.empty() || next.empty() || classify(next[0]) != CharClass::Consonant) {
        return false;
    }
    const Script script = syllableScript(unit);
    const char32_t last = unit.back();
    if (classify(last) == CharClass::Virama) {
        if (script == Script::Tamil) {
            return tamilJoins(unit, next);
        }
        return true;
    }
    if (last == kZwj && unit.size() >= 2 && classify(unit[unit.size() - 2]) == CharClass::Virama) {
        // Malayalam C + virama + ZWJ is a chillu, and Bengali ta + virama + ZWJ khanda ta,
        // each a syllable of its own (see below).
        return script != Script::Malayalam && script != Script::Tamil &&
               !(unit.size() >= 3 && unit[unit.size() - 3] == kBengaliTa);
    }
    return false;
}

constexpr char32_t kMalayalamNa = 0x0D28;
constexpr char32_t kMalayalamRra = 0x0D31;

// Malayalam C + virama + ZWJ is a chillu, a syllable of its own, although Unicode's grapheme
// rules (GB9c) join it to a following consonant. Only the older spelling of NTA, chillu N +
// RRA, stays one syllable. So is Bengali ta + virama + ZWJ, khanda ta as texts wrote it before
// ৎ (U+09CE) was encoded (উত্‍সব for উৎসব). Splits such clusters after the
// ZWJ.
void splitDeadConsonants(std::u32string_view text, std::vector<TextSpan>& spans) {
    std::vector<TextSpan> out;
    for (const TextSpan& span : spans) {
        std::size_t start = span.start;
        for (std::size_t i = span.start + 2; i + 1 < span.end(); ++i) {
            const bool chillu = text[i] == kZwj && classify(text[i - 1]) == CharClass::Virama &&
                                scriptOf(text[i - 1]) == Script::Malayalam &&
                                classify(text[i + 1]) == CharClass::Consonant;
            const bool oldNta = text[i - 2] == kMalayalamNa && text[i + 1] == kMalayalamRra;
            const bool khandaTa = text[i] == kZwj && text[i - 2] == kBengaliTa &&
                                  classify(text[i - 1]) == CharClass::Virama &&
                                  classify(text[i + 1]) == CharClass::Consonant;
            if ((chillu && !oldNta) || khandaTa) {
                out.push_back({start, i + 1 - start});
                start = i + 1;
            }
        }
        out.push_back({start, span.end() - start});
    }
    spans = std::move(out);
}

}  // namespace

std::vector<TextSpan> graphemeSpans(std::u32string_view text) {
    std::vector<TextSpan> spans;
    if (text.empty()) {
        return spans;
    }
    const detail::Utf16Text utf16 = detail::toUtf16(text);
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> it(
        icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status)) {
        throw std::runtime_error(std::string("ICU character break iterator: ") +
                                 u_errorName(status));
    }
    it->setText(utf16.text);
    int32_t start = it->first();
    for (int32_t end = it->next(); end != icu::BreakIterator::DONE; start = end, end = it->next()) {
        const std::size_t s = utf16.utf32Index[static_cast<std::size_t>(start)];
        const std::size_t e = utf16.utf32Index[static_cast<std::size_t>(end)];
        spans.push_back({s, e - s});
    }
    return spans;
}

bool isVowelApostrophe(std::u32string_view text, std::size_t at) {
    // Whether text[i] follows no letter, mark or digit: it starts the text, or comes after a
    // space, punctuation (a bracket, a dash, another quotation mark) or a symbol.
    const auto followsNoLetter = [&text](std::size_t i) {
        if (i == 0) {
            return true;
        }
        const CharClass cls = classify(text[i - 1]);
        return cls == CharClass::Punctuation || cls == CharClass::Space ||
               cls == CharClass::Symbol || cls == CharClass::Other;
    };
    if (at == 0 || at >= text.size() || followsNoLetter(at)) {
        return false;
    }
    const char32_t mark = text[at];
    const char32_t before = text[at - 1];
    if (mark == U'\u02BC') {
        return isBrahmic(scriptOf(before));
    }
    if ((mark != U'\'' && mark != U'\u2019') || scriptOf(before) != Script::Devanagari) {
        return false;
    }
    // Between two letters it can only be the vowel; ICU keeps such a word whole.
    if (at + 1 < text.size() && isLetterClass(classify(text[at + 1]))) {
        return true;
    }
    // At a word's end, a closing quotation mark where the nearest mark of its kind before it
    // opens a quotation ('राम', “‘गीता’”, कहा—'राम').
    const char32_t opener = mark == U'\'' ? U'\'' : U'\u2018';
    for (std::size_t i = at; i-- > 0;) {
        if (text[i] == mark || text[i] == opener) {
            return !(text[i] == opener && followsNoLetter(i));
        }
    }
    return true;
}

std::vector<TextSpan> aksharaSpans(std::u32string_view text) {
    std::vector<TextSpan> merged;
    for (const TextSpan& cluster : graphemeSpans(text)) {
        if (!merged.empty()) {
            TextSpan& last = merged.back();
            const auto unit = text.substr(last.start, last.length);
            const auto next = text.substr(cluster.start, cluster.length);
            // Bodo and Dogri write a vowel with an apostrophe after the syllable it follows
            // (बरʼ): part of that syllable, never one of its own.
            const bool apostrophe = cluster.length == 1 && isVowelApostrophe(text, cluster.start);
            if (apostrophe || linksToNext(unit, next)) {
                last.length += cluster.length;
                continue;
            }
        }
        merged.push_back(cluster);
    }
    splitDeadConsonants(text, merged);
    return merged;
}

std::vector<std::u32string> aksharas(std::u32string_view text) {
    std::vector<std::u32string> out;
    for (const TextSpan& span : aksharaSpans(text)) {
        out.emplace_back(text.substr(span.start, span.length));
    }
    return out;
}

}  // namespace akshara::text

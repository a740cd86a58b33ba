#include "perturb/PolishSpelling.h"

#include <unicode/uchar.h>

namespace akshara::perturb {

namespace {

char32_t lowerAt(std::u32string_view word, std::size_t i) {
    return i < word.size() ? static_cast<char32_t>(u_tolower(static_cast<UChar32>(word[i])))
                           : U'\0';
}

bool isOneOf(char32_t c, std::u32string_view letters) {
    return c != U'\0' && letters.find(c) != std::u32string_view::npos;
}

constexpr std::u32string_view kVowels = U"aąeęioóuy";
constexpr std::u32string_view kVoiceless = U"ptkfsścćh";  // sz, cz and ch begin with s and c

}  // namespace

bool soundsAlikeInPolish(std::u32string_view word, std::size_t pos, std::size_t length,
                         std::u32string_view source, std::u32string_view target,
                         const std::string& category) {
    const char32_t before = pos > 0 ? lowerAt(word, pos - 1) : U'\0';
    const char32_t after = lowerAt(word, pos + length);
    // The ż of the digraph dż is no ż of its own: dżem is no drzem, brydż no brydsz, and the
    // d + rz of drzwi no dż.
    if (before == U'd' && (source == U"ż" || source == U"rz")) {
        return false;
    }
    // Nor is the r + z of marznąć, zmarzł, zmarzlina and of zamarzać, przymarzać (the stem of
    // mróz; marzec, marzyć and wymarzony have a rz), nor that of Tarzan, erzac and Mirza.
    if (source == U"rz") {
        std::u32string lower;
        for (std::size_t i = 0; i < word.size(); ++i) {
            lower.push_back(lowerAt(word, i));
        }
        const bool mar = pos >= 2 && lower[pos - 2] == U'm' && before == U'a';
        bool frozen = false;
        if (mar && after == U'a') {  // a prefix before marza-: freezing, not dreaming
            const std::u32string_view prefix = std::u32string_view(lower).substr(0, pos - 2);
            for (const std::u32string_view p :
                 {U"za", U"przy", U"od", U"ob", U"pod", U"wy", U"prze", U"do", U"na"}) {
                frozen = frozen || (prefix.size() >= p.size() &&
                                    prefix.substr(prefix.size() - p.size()) == p);
            }
        }
        const bool frost = mar && (isOneOf(after, U"nłl") || frozen);
        bool loanword = false;
        for (const std::u32string_view stem : {U"tarzan", U"erzac", U"mirza"}) {
            const std::size_t at = lower.find(stem);
            loanword = loanword ||
                       (at != std::u32string::npos && at < pos && pos + length <= at + stem.size());
        }
        if (frost || loanword) {
            return false;
        }
    }
    if (category == "same-sound") {
        // The u of a diphthong (auto, Europa, restauracja) is no vowel of its own, as ó always
        // is; after the prefixes na-, za-, nie-, prze- it is one (nauka, zaufać, nieufny).
        if (source == U"u" && (before == U'a' || before == U'e')) {
            std::u32string prefix;
            for (std::size_t i = 0; i < pos; ++i) {
                prefix.push_back(lowerAt(word, i));
            }
            return prefix == U"na" || prefix == U"za" || prefix == U"nie" || prefix == U"prze";
        }
        return !(source == U"h" && before == U'c');
    }
    if (category == "nasal") {
        if (pos + length == word.size()) {  // idą / idom, idę / ide; but not dom / dą
            return (source == U"ą" && target == U"om") || (source == U"ę" && target == U"e");
        }
        if (target == U"e") {
            return false;
        }
        const bool labial = source.find(U'm') != std::u32string_view::npos ||
                            target.find(U'm') != std::u32string_view::npos;
        return isOneOf(after, labial ? U"bp" : U"tdckg");
    }
    if (category == "soft") {
        return isOneOf(after, kVowels) && after != U'i';
    }
    if (category == "devoicing") {
        if (pos + length == word.size() || isOneOf(after, kVoiceless)) {
            return true;
        }
        // After a voiceless consonant: kwiat / kfiat, and the rz of trzy, przy, krzesło, chrzan,
        // said sz (tszy, pszy), with the sz of pszenica said as such a rz.
        const bool assimilates = source == U"w" || source == U"f" || source == U"ż" ||
                                 source == U"sz" || source == U"rz";
        return assimilates && isOneOf(before, kVoiceless);
    }
    return true;
}

}  // namespace akshara::perturb

#include "perturb/Operator.h"

#include <algorithm>
#include <set>

#include "perturb/WellFormed.h"
#include "text/Akshara.h"
#include "text/CharClass.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

bool touchesDigitOrPunctuation(std::u32string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const text::CharClass cls = text::classify(text[i]);
        // Bodo's vowel apostrophe typed as ' (बर') is a letter's, moved with its syllable.
        if (cls == text::CharClass::Digit ||
            (cls == text::CharClass::Punctuation && !text::isVowelApostrophe(text, i))) {
            return true;
        }
    }
    return false;
}

// Whether an edit that removes nothing (an insertion, a split) puts something between two
// digits of `word`: 1947 is not split into 19 47, nor COVID19 into COVID1a9.
bool splitsANumber(std::u32string_view word, const Edit& edit) {
    const std::size_t at = edit.position;
    return edit.from.empty() && at > 0 && at < word.size() &&
           text::classify(word[at - 1]) == text::CharClass::Digit &&
           text::classify(word[at]) == text::CharClass::Digit;
}

// Whether an edit takes a character of another script than `script` (the घ of گھرघ): the
// operators make errors of the language's writing, not repairs of text in two scripts.
bool editsAnotherScript(const Edit& edit, text::Script script) {
    return std::any_of(edit.from.begin(), edit.from.end(), [script](char32_t c) {
        return text::scriptOf(c) != text::Script::Common && !text::usedInScript(c, script);
    });
}

// Whether an edit that removes nothing (an insertion, a split) falls outside the word's
// letters, among the marks around them: "(dom." gives neither a(dom. nor (dom.a, and is not
// split into (dom . or e-mail into e -mail. A word is split between two of its letters.
bool editsOutsideTheLetters(std::u32string_view word, const Edit& edit) {
    if (!edit.from.empty()) {
        return false;
    }
    const auto isMark = [&](std::size_t i) {
        return text::classify(word[i]) == text::CharClass::Punctuation &&
               !text::isVowelApostrophe(word, i);
    };
    std::size_t first = 0;
    while (first < word.size() && isMark(first)) {
        ++first;
    }
    std::size_t end = word.size();
    while (end > first && isMark(end - 1)) {
        --end;
    }
    const std::size_t at = edit.position;
    if (at < first || at > end) {
        return true;
    }
    const bool split =
        !edit.to.empty() && std::all_of(edit.to.begin(), edit.to.end(), [](char32_t c) {
            return text::classify(c) == text::CharClass::Space;
        });
    return split && (at == first || at == end || isMark(at - 1) || isMark(at));
}

// Whether `text` ends in a virama and a ZWNJ: the explicit virama some writers close a word
// with (ಮಾಡ್‌).
bool endsInViramaAndZwnj(std::u32string_view text) {
    return text.size() >= 2 && text.back() == U'\u200C' &&
           text::classify(text[text.size() - 2]) == text::CharClass::Virama;
}

// The candidate as well-formedness is checked: a word that the writer closed with a virama
// and a ZWNJ keeps them through its edits, and they are the word's, not the edit's; a ZWNJ
// that an edit leaves at the end (क्‌ष with ष deleted) is still refused.
std::u32string_view checkedText(std::u32string_view word, std::u32string_view candidate) {
    if (endsInViramaAndZwnj(word) && endsInViramaAndZwnj(candidate)) {
        candidate.remove_suffix(1);
    }
    return candidate;
}

// The invisible format characters that mark where a word may break or must not (soft hyphen,
// word joiner, zero width space, the byte order mark as a joiner): they spell no letter, unlike
// the ZWJ and ZWNJ that choose a conjunct's form.
bool invisibleBreakMark(char32_t c) {
    return c == U'\u00AD' || c == U'\u2060' || c == U'\u200B' || c == U'\uFEFF';
}

std::u32string withoutBreakMarks(std::u32string_view text) {
    std::u32string out;
    for (const char32_t c : text) {
        if (!invisibleBreakMark(c)) {
            out.push_back(c);
        }
    }
    return out;
}

// Whether an edit takes only such marks (replacing a soft hyphen with a letter inserts one).
bool editsOnlyBreakMarks(const Edit& edit) {
    return !edit.from.empty() &&
           std::all_of(edit.from.begin(), edit.from.end(), invisibleBreakMark);
}

// An edit that changes the length of a Gurmukhi vowel changes its nasal sign with it, as a
// writer who lengthens or shortens the vowel writes it: ਤਿੰਨ gives ਤੀਂਨ, not ਤੀੰਨ. The sign
// joins the edit.
void matchGurmukhiNasal(Candidate& c, std::u32string_view word) {
    const std::size_t end = c.edit.position + c.edit.to.size();
    const std::size_t signInWord = c.edit.position + c.edit.from.size();
    if (end == 0 || end >= c.text.size() || signInWord >= word.size()) {
        return;
    }
    const char32_t swapped = gurmukhiNasalSwap(c.text[end], c.text[end - 1]);
    if (swapped == 0) {
        return;
    }
    c.text[end] = swapped;
    c.edit.from.push_back(word[signInWord]);
    c.edit.to.push_back(swapped);
}

}  // namespace

Operator::Operator(std::string name, const text::Language& language)
    : name_(std::move(name)), language_(language) {}

std::size_t letterCount(std::u32string_view word) {
    std::size_t n = 0;
    for (const char32_t c : word) {
        n += text::isLetterClass(text::classify(c)) ? 1 : 0;
    }
    return n;
}

bool isBareLetter(std::u32string_view word) {
    const std::size_t letters = letterCount(word);
    if (letters != 1) {
        return letters == 0;
    }
    return std::none_of(word.begin(), word.end(), [](char32_t c) {
        const text::CharClass cls = text::classify(c);
        return cls == text::CharClass::VowelSign || cls == text::CharClass::Modifier;
    });
}

Candidate Operator::make(std::u32string_view word, std::size_t position, std::u32string_view from,
                         std::u32string_view to, std::string category) const {
    Candidate c;
    c.text = std::u32string(word.substr(0, position)) + std::u32string(to) +
             std::u32string(word.substr(position + from.size()));
    c.edit = Edit{position, std::u32string(from), std::u32string(to), name_, std::move(category)};
    return c;
}

std::vector<Candidate> Operator::candidates(std::u32string_view word) const {
    std::vector<Candidate> out;
    if (word.size() > kLongestWord || isBareLetter(word)) {
        return out;
    }
    // A word is checked, and told apart from another, as the reader sees it: without its
    // break marks (przy\u00ADkład and przykład are one word, no perturbation of each other).
    std::set<std::u32string> seen{withoutBreakMarks(word)};
    // A candidate may not break more of the script's spelling conventions than the word does.
    const std::size_t breaks = conventionBreaks(withoutBreakMarks(word), language_);
    for (Candidate& c : generate(word)) {
        if (language_.script == text::Script::Gurmukhi) {
            matchGurmukhiNasal(c, word);
        }
        if (editsOnlyBreakMarks(c.edit) || touchesDigitOrPunctuation(c.edit.from) ||
            splitsANumber(word, c.edit) || editsOutsideTheLetters(word, c.edit) ||
            editsAnotherScript(c.edit, language_.script) ||
            !isWellFormed(withoutBreakMarks(checkedText(word, c.text)), language_.script) ||
            conventionBreaks(withoutBreakMarks(c.text), language_) > breaks ||
            !seen.insert(withoutBreakMarks(c.text)).second) {
            continue;
        }
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace akshara::perturb

#include "model/tokenizer/BertNormalizer.h"

#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

namespace akshara::model {

void AlignedText::push(char32_t c, std::size_t start, std::size_t end) {
    text.push_back(c);
    origin.emplace_back(start, end);
}

std::pair<std::size_t, std::size_t> AlignedText::originOf(std::size_t from, std::size_t to) const {
    return {origin[from].first, origin[to - 1].second};
}

bool isBertWhitespace(char32_t c) {
    return c == U'\t' || c == U'\n' || c == U'\r' || u_isUWhiteSpace(static_cast<UChar32>(c));
}

namespace {

// The general category a character has in Hugging Face's tokenizers, which read the Unicode
// 8.0 tables of the unicode_categories crate: a character assigned since (Bengali ৽ U+09FD
// and ৾ U+09FE, Gurmukhi ੶ U+0A76, Malayalam ഻ U+0D3B) is unassigned there, neither
// punctuation nor a mark, and stays in its word. Six characters have changed category since
// 8.0; they keep the one they had then.
UCharCategory libraryCategory(char32_t c) {
    switch (c) {
        case 0x166D:   // CANADIAN SYLLABICS CHI SIGN, now So
        case 0x111C9:  // SHARADA SANDHI MARK, now Mn
            return U_OTHER_PUNCTUATION;
        case 0x1734:  // HANUNOO SIGN PAMUDPOD, now Mc
            return U_NON_SPACING_MARK;
        case 0x1885:  // MONGOLIAN LETTER ALI GALI BALUDA, now Mn
        case 0x1886:  // MONGOLIAN LETTER ALI GALI THREE BALUDA, now Mn
            return U_OTHER_LETTER;
        case 0xA9BD:  // JAVANESE CONSONANT SIGN KERET, now Mn
            return U_COMBINING_SPACING_MARK;
        default:
            break;
    }
    UVersionInfo age;
    u_charAge(static_cast<UChar32>(c), age);
    if (age[0] > 8 || (age[0] == 8 && age[1] > 0)) {
        return U_UNASSIGNED;
    }
    return static_cast<UCharCategory>(u_charType(static_cast<UChar32>(c)));
}

}  // namespace

bool isBertControl(char32_t c) {
    if (c == U'\t' || c == U'\n' || c == U'\r') {
        return false;
    }
    // Control, format and private use (the library's is_other): an unassigned character is
    // kept, as the library keeps it.
    switch (libraryCategory(c)) {
        case U_CONTROL_CHAR:
        case U_FORMAT_CHAR:
        case U_PRIVATE_USE_CHAR:
            return true;
        default:
            return false;
    }
}

bool isBertPunctuation(char32_t c) {
    if ((c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) ||
        (c >= 123 && c <= 126)) {
        return true;
    }
    switch (libraryCategory(c)) {
        case U_CONNECTOR_PUNCTUATION:
        case U_DASH_PUNCTUATION:
        case U_START_PUNCTUATION:
        case U_END_PUNCTUATION:
        case U_INITIAL_PUNCTUATION:
        case U_FINAL_PUNCTUATION:
        case U_OTHER_PUNCTUATION:
            return true;
        default:
            return false;
    }
}

bool isCjkIdeograph(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F) ||
           (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

namespace {

const icu::Normalizer2& nfd() {
    UErrorCode status = U_ZERO_ERROR;
    static const icu::Normalizer2* instance = icu::Normalizer2::getNFDInstance(status);
    return *instance;
}

template <typename F>
void forEachCodePoint(const icu::UnicodeString& s, F&& f) {
    for (int32_t i = 0; i < s.length();) {
        const UChar32 c = s.char32At(i);
        f(static_cast<char32_t>(c));
        i += U16_LENGTH(c);
    }
}

}  // namespace

AlignedText bertNormalize(const std::u32string& original, std::size_t start, std::size_t end,
                          const BertNormalizerOptions& options) {
    AlignedText out;
    out.text.reserve(end - start);
    out.origin.reserve(end - start);
    for (std::size_t i = start; i < end; ++i) {
        char32_t c = original[i];
        if (options.cleanText) {
            if (c == 0 || c == 0xFFFD || isBertControl(c)) {
                continue;
            }
            if (isBertWhitespace(c)) {
                c = U' ';
            }
        }
        if (options.handleChineseChars && isCjkIdeograph(c)) {
            out.push(U' ', i, i + 1);
            out.push(c, i, i + 1);
            out.push(U' ', i, i + 1);
            continue;
        }
        if (c < 0x80) {
            // ASCII: no decomposition, no marks; lower-casing is a plain shift.
            if (options.lowercase && c >= U'A' && c <= U'Z') {
                c = c - U'A' + U'a';
            }
            out.push(c, i, i + 1);
            continue;
        }
        icu::UnicodeString piece(static_cast<UChar32>(c));
        if (options.stripAccents) {
            icu::UnicodeString decomposed;
            if (nfd().getDecomposition(static_cast<UChar32>(c), decomposed)) {
                piece = decomposed;
            }
            icu::UnicodeString kept;
            forEachCodePoint(piece, [&](char32_t d) {
                if (libraryCategory(d) != U_NON_SPACING_MARK) {
                    kept.append(static_cast<UChar32>(d));
                }
            });
            piece = kept;
        }
        if (options.lowercase) {
            piece.toLower(icu::Locale::getRoot());
        }
        forEachCodePoint(piece, [&](char32_t d) { out.push(d, i, i + 1); });
    }
    return out;
}

std::vector<std::pair<std::size_t, std::size_t>> bertPreTokenize(const std::u32string& normalized) {
    std::vector<std::pair<std::size_t, std::size_t>> words;
    std::size_t wordStart = 0;
    bool inWord = false;
    for (std::size_t i = 0; i < normalized.size(); ++i) {
        const char32_t c = normalized[i];
        const bool space = isBertWhitespace(c);
        const bool punct = !space && isBertPunctuation(c);
        if (space || punct) {
            if (inWord) {
                words.emplace_back(wordStart, i);
                inWord = false;
            }
            if (punct) {
                words.emplace_back(i, i + 1);
            }
        } else if (!inWord) {
            wordStart = i;
            inWord = true;
        }
    }
    if (inWord) {
        words.emplace_back(wordStart, normalized.size());
    }
    return words;
}

}  // namespace akshara::model

#include "perturb/TableOperator.h"

#include <algorithm>
#include <vector>

#include <unicode/uchar.h>

#include "perturb/Alphabet.h"
#include "perturb/LetterCase.h"
#include "text/CharClass.h"
#include "text/Script.h"

namespace akshara::perturb {

namespace {

using text::CharClass;

// The languages that leave a word's final inherent vowel unspoken (schwa deletion): Hindi कल
// is kal, Bengali কলম kɔlom.
bool dropsFinalInherentVowel(const std::string& language) {
    static const std::string kLanguages[] = {"as", "bd", "bn", "gu", "hi", "mr", "pa"};
    return std::find(std::begin(kLanguages), std::end(kLanguages), language) !=
           std::end(kLanguages);
}

// Whether every consonant, independent vowel and vowel sign of `text` is one of the alphabet's.
bool writesOwnLetters(std::u32string_view text, const Alphabet& alphabet) {
    return std::all_of(text.begin(), text.end(), [&](char32_t c) {
        const CharClass cls = text::classify(c);
        const std::u32string* own = cls == CharClass::Consonant ? &alphabet.consonants
                                    : cls == CharClass::IndependentVowel
                                        ? &alphabet.independentVowels
                                    : cls == CharClass::VowelSign ? &alphabet.vowelSigns
                                                                  : nullptr;
        return own == nullptr || own->find(c) != std::u32string::npos;
    });
}

// Latin script: whether every letter of `text` is one of the alphabet's, in either case
// (digits and signs are not letters: OCR reads o as 0).
bool writesOwnLatinLetters(std::u32string_view text, const Alphabet& alphabet, bool basicLatinToo) {
    return std::all_of(text.begin(), text.end(), [&](char32_t c) {
        return !u_isalpha(static_cast<UChar32>(c)) || (basicLatinToo && c < 0x80) ||
               alphabet.letters.find(lower(c)) != std::u32string::npos;
    });
}

// The letters that change shape beside a virama: each script's ra, written as a reph above
// the next letter (र्य) or a sign below the one before it (प्र), and the Bengali and Odia ya,
// the ya-phala (ব্য, ସତ୍ୟ). Assamese ra is ৰ.
bool changesShapeInAConjunct(char32_t c) {
    static constexpr std::u32string_view kLetters =
        U"\u0930\u09B0\u09F0\u09AF\u0A30\u0AB0\u0B30\u0B5F\u0C30\u0CB0\u0D30";
    return kLetters.find(c) != std::u32string_view::npos;
}

// Whether [pos, pos + length) of `word` takes in part of kṣa or jña, which Devanagari, Bengali
// and Gujarati draw as one ligature (क्ष, ज्ञ, ক্ষ, জ্ঞ, ક્ષ, જ્ઞ) in which neither letter keeps
// its own shape. The whole ligature keeps its shape: क्ष looks like छ.
bool inLigature(std::u32string_view word, std::size_t pos, std::size_t length) {
    static constexpr std::u32string_view kLigatures[] = {
        U"\u0915\u094D\u0937", U"\u091C\u094D\u091E", U"\u0995\u09CD\u09B7",
        U"\u099C\u09CD\u099E", U"\u0A95\u0ACD\u0AB7", U"\u0A9C\u0ACD\u0A9E"};
    for (const std::u32string_view ligature : kLigatures) {
        for (std::size_t at = word.find(ligature); at != std::u32string_view::npos;
             at = word.find(ligature, at + 1)) {
            const std::size_t end = at + ligature.size();
            const bool overlaps = at < pos + length && pos < end;
            const bool whole = pos <= at && end <= pos + length;
            if (overlaps && !whole) {
                return true;
            }
        }
    }
    return false;
}

// A look-alike holds between letters in their full shapes: where the letter matched or put in
// its place is a ra or ya beside a virama (a reph, a ra-phala, a ya-phala), or a letter of the
// ligatures kṣa and jña, the two do not look alike (प्रवेश has no रव to read as ख, क्षमा no ष
// to read as प). Tamil's pulli leaves every letter whole.
bool keepsFullShapes(std::u32string_view word, std::size_t pos, std::size_t length,
                     std::u32string_view source, std::u32string_view target) {
    if (text::scriptOf(source.front()) == text::Script::Tamil) {
        return true;
    }
    std::u32string changed(word.substr(0, pos));
    changed.append(target).append(word.substr(pos + length));
    if (inLigature(word, pos, length) || inLigature(changed, pos, target.size())) {
        return false;
    }
    const bool afterVirama = pos > 0 && text::classify(word[pos - 1]) == CharClass::Virama;
    const bool beforeVirama =
        pos + length < word.size() && text::classify(word[pos + length]) == CharClass::Virama;
    const auto changes = [](std::u32string_view letters, bool front) {
        return !letters.empty() &&
               changesShapeInAConjunct(front ? letters.front() : letters.back());
    };
    return !(afterVirama && (changes(source, true) || changes(target, true))) &&
           !(beforeVirama && (changes(source, false) || changes(target, false)));
}

// Whether [pos, pos + length) of `word` takes in one consonant of kṣa or jña (क्ष, ज्ञ and
// their letters in every Brahmic script), without the whole cluster. Asked of every match of
// a consonant's entry: each virama of the word is looked at, and nothing is allocated.
bool inKsaOrJna(std::u32string_view word, std::size_t pos, std::size_t length) {
    const char32_t first = word.empty() ? 0 : word.front();
    if (first < 0x0900 || first > 0x0D7F) {
        return false;
    }
    const char32_t base = first & ~char32_t(0x7F);  // the script's block (Brahmic blocks)
    const char32_t virama = base + 0x4D;
    for (std::size_t at = word.find(virama); at != std::u32string_view::npos;
         at = word.find(virama, at + 1)) {
        if (at == 0 || at + 1 >= word.size()) {
            continue;
        }
        const char32_t before = word[at - 1], after = word[at + 1];
        const bool cluster = (before == base + 0x15 && after == base + 0x37) ||
                             (before == base + 0x1C && after == base + 0x1E);
        const std::size_t start = at - 1, end = at + 2;
        if (cluster && start < pos + length && pos < end &&
            !(pos <= start && end <= pos + length)) {
            return true;
        }
    }
    return false;
}

}  // namespace

bool isPhonologicalInPlace(std::u32string_view word, std::size_t pos, std::size_t length,
                           std::u32string_view, std::u32string_view, const std::string& category) {
    return (category != "aspirated" && category != "voiced") || !inKsaOrJna(word, pos, length);
}

bool isLookAlikeInPlace(std::u32string_view word, std::size_t pos, std::size_t length,
                        std::u32string_view source, std::u32string_view target,
                        const std::string&) {
    return keepsFullShapes(word, pos, length, source, target);
}

TableOperator::TableOperator(
    std::string name, const text::Language& language, std::vector<lexicon::ConfusionTable> tables,
    std::function<std::optional<std::string>(const lexicon::ConfusionEntry&)> categoryOf,
    bool multipleEdits, TableMatching matching)
    : Operator(std::move(name), language),
      multipleEdits_(multipleEdits),
      matching_(std::move(matching)) {
    const bool brahmic = text::isBrahmic(language.script);
    const bool ownLettersOnly =
        matching_.ownLettersOnly && (brahmic || language.script == text::Script::Latin);
    const Alphabet* alphabet = ownLettersOnly ? &alphabetOf(language.code) : nullptr;
    const auto writesOwn = [&](std::u32string_view target) {
        return brahmic ? writesOwnLetters(target, *alphabet)
                       : writesOwnLatinLetters(target, *alphabet, matching_.basicLatinToo);
    };
    for (const auto& table : tables) {
        for (const auto& entry : table.entries) {
            std::optional<std::string> chosen = categoryOf(entry);
            if (!chosen || entry.source.empty() ||
                (alphabet != nullptr && !writesOwn(entry.target))) {
                continue;
            }
            std::string category = std::move(*chosen);
            if (entry.target.empty() && entry.source.size() == 1 &&
                text::classify(entry.source[0]) == CharClass::VowelSign) {
                inherentVowelSigns_.push_back({entry.source, category});
            }
            bySource_[entry.source].push_back({entry.target, std::move(category)});
            longestSource_ = std::max(longestSource_, entry.source.size());
        }
    }
}

std::vector<Candidate> TableOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    const bool foldCase = matching_.foldCase && language().script == text::Script::Latin;
    const bool capitals = foldCase && allCapitals(word);
    // Malayalam's chillus and Bengali's khanda ta in their older encoding, a consonant with a
    // virama and a zero width joiner (ന്‍, ত্‍), are letters of their own, left as
    // their own characters (ൻ, ৎ) are: one text in two encodings is perturbed alike.
    const bool chillus =
        language().script == text::Script::Malayalam || language().script == text::Script::Bengali;
    std::vector<bool> inOwnLetter(word.size(), false);
    for (std::size_t c = 0; chillus && c + 2 < word.size(); ++c) {
        if (text::classify(word[c]) == CharClass::Consonant &&
            text::classify(word[c + 1]) == CharClass::Virama && word[c + 2] == U'\u200D') {
            inOwnLetter[c] = inOwnLetter[c + 1] = inOwnLetter[c + 2] = true;
        }
    }
    for (std::size_t pos = 0; pos < word.size(); ++pos) {
        for (std::size_t len = 1; len <= longestSource_ && pos + len <= word.size(); ++len) {
            const std::u32string_view found = word.substr(pos, len);
            std::u32string piece(found);
            if (foldCase && bySource_.count(piece) == 0) {
                piece = lowered(found);
            }
            const auto it = bySource_.find(piece);
            if (it == bySource_.end()) {
                continue;
            }
            const bool splitsNukta = pos + len < word.size() &&
                                     text::classify(word[pos + len]) == CharClass::Nukta &&
                                     text::classify(word[pos + len - 1]) == CharClass::Consonant;
            const auto from = inOwnLetter.begin() + static_cast<std::ptrdiff_t>(pos);
            if (splitsNukta || std::any_of(from, from + static_cast<std::ptrdiff_t>(len),
                                           [](bool own) { return own; })) {
                continue;
            }
            // A piece matched through its lower case keeps the word's case: in capitals in a
            // word in capitals or as a digraph in capitals (CH), else capitalised.
            const bool folded = piece != found;
            const bool inCapitals = folded && (capitals || (len > 1 && !hasLowerCase(found)));
            for (const Substitution& s : it->second) {
                if (matching_.context &&
                    !matching_.context(word, pos, len, piece, s.target, s.category)) {
                    continue;
                }
                std::u32string target = s.target;
                if (folded && !target.empty()) {
                    if (inCapitals) {
                        std::transform(target.begin(), target.end(), target.begin(), upper);
                    } else {
                        target[0] = upper(target[0]);
                    }
                }
                out.push_back(make(word, pos, found, target, s.category));
            }
        }
    }
    if (!inherentVowelSigns_.empty()) {
        // A consonant (with its nukta) carries the inherent vowel unless a vowel sign, a virama
        // or a joiner follows it.
        const bool finalSilent = dropsFinalInherentVowel(language().code);
        for (std::size_t pos = 0; pos < word.size(); ++pos) {
            if (text::classify(word[pos]) != CharClass::Consonant) {
                continue;
            }
            std::size_t end = pos + 1;
            if (end < word.size() && text::classify(word[end]) == CharClass::Nukta) {
                ++end;
            }
            const CharClass next = end < word.size() ? text::classify(word[end]) : CharClass::Space;
            if (next == CharClass::VowelSign || next == CharClass::Virama ||
                next == CharClass::Nukta || next == CharClass::Joiner ||
                next == CharClass::NonJoiner) {
                continue;
            }
            const bool lastLetter =
                std::none_of(word.begin() + static_cast<std::ptrdiff_t>(end), word.end(),
                             [](char32_t c) { return text::isLetterClass(text::classify(c)); });
            if (lastLetter && finalSilent) {
                continue;
            }
            for (const Substitution& s : inherentVowelSigns_) {
                out.push_back(make(word, end, {}, s.target, s.category));
            }
        }
    }
    return out;
}

OrthographicOperator::OrthographicOperator(const text::Language& language,
                                           lexicon::ConfusionTable table, std::string category)
    : TableOperator(
          "ortho", language, {std::move(table)},
          [](const lexicon::ConfusionEntry&) { return std::optional<std::string>("look-alike"); },
          false, TableMatching{true, isLookAlikeInPlace, true}),
      lookAlikes_(category.empty() || category == "look-alike"),
      conjunctSwaps_(category.empty() || category == "conjunct-swap") {}

std::vector<Candidate> OrthographicOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    if (lookAlikes_) {
        out = TableOperator::generate(word);
    }
    // Tamil writes no conjuncts: its clusters are letters with a pulli, in the order spoken.
    if (!conjunctSwaps_ || language().script == text::Script::Tamil) {
        return out;
    }
    // C1 (nukta) virama C2 (nukta) -> C2 (nukta) virama C1 (nukta): a consonant keeps its nukta.
    const auto isA = [&](std::size_t k, CharClass cls) {
        return k < word.size() && text::classify(word[k]) == cls;
    };
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (!isA(i, CharClass::Consonant)) {
            continue;
        }
        const std::size_t len1 = isA(i + 1, CharClass::Nukta) ? 2 : 1;
        const std::size_t virama = i + len1;
        const std::size_t second = virama + 1;
        if (!isA(virama, CharClass::Virama) || !isA(second, CharClass::Consonant)) {
            continue;
        }
        const std::size_t len2 = isA(second + 1, CharClass::Nukta) ? 2 : 1;
        const std::u32string first(word.substr(i, len1));
        const std::u32string other(word.substr(second, len2));
        // Marathi's eyelash ra (ऱ्) is only ever the first member, and the Bengali ya-phala
        // (্য) and the Odia ya-phala and wa-phala (୍ୟ, ୍ୱ) only the last: swapped, none is a
        // cluster anyone writes.
        const bool eyelashRa = first.front() == U'\u0931';
        const bool yaPhala =
            (language().script == text::Script::Bengali && other.front() == U'\u09AF') ||
            (language().script == text::Script::Oriya &&
             (other.front() == U'\u0B5F' || other.front() == U'\u0B71'));
        // Gurmukhi writes a virama cluster only with a subjoined ਰ, ਹ or ਵ (ਯ in older texts)
        // as its second member (ਪ੍ਰ, ਨ੍ਹ, ਸ੍ਵ); any other letter second (ਰ੍ਪ, ਹ੍ਨ) is a cluster
        // no Punjabi writer types. This is the Unicode Standard's account of Gurmukhi
        // conjuncts (ch. 12, Gurmukhi) as we know it, not a quotation: check it there before
        // widening the set.
        const bool gurmukhiUnwritten =
            language().script == text::Script::Gurmukhi &&
            (first.size() != 1 ||
             std::u32string_view(U"\u0A30\u0A39\u0A35\u0A2F").find(first.front()) ==
                 std::u32string_view::npos);
        if (first == other || eyelashRa || yaPhala || gurmukhiUnwritten) {
            continue;
        }
        const std::u32string to = other + word[virama] + first;
        out.push_back(make(word, i, word.substr(i, len1 + 1 + len2), to, "conjunct-swap"));
    }
    return out;
}

}  // namespace akshara::perturb

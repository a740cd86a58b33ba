#include "perturb/EditOperators.h"

#include <algorithm>

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>

#include "perturb/Alphabet.h"
#include "perturb/LetterCase.h"
#include "perturb/Random.h"
#include "text/Akshara.h"
#include "text/CharClass.h"

namespace akshara::perturb {

namespace {

using text::CharClass;
using text::TextSpan;

const char* editName(UnitEdit kind) {
    switch (kind) {
        case UnitEdit::Insert:
            return "insert";
        case UnitEdit::Delete:
            return "delete";
        case UnitEdit::Substitute:
            return "substitute";
        case UnitEdit::Swap:
            return "swap";
        case UnitEdit::Split:
            return "split";
    }
    return "insert";
}

std::vector<TextSpan> unitsOf(std::u32string_view word, text::Script script) {
    return text::isBrahmic(script) ? text::aksharaSpans(word) : text::graphemeSpans(word);
}

// A stable 64-bit hash of a word (FNV-1a), so that per-word random draws do not depend on
// the order words are seen in.
std::uint64_t wordHash(std::u32string_view word) {
    std::uint64_t h = 1469598103934665603ULL;
    for (const char32_t c : word) {
        h = (h ^ static_cast<std::uint64_t>(c)) * 1099511628211ULL;
    }
    return h;
}

// Whether each of `boundaries` (positions in the candidate) is a unit boundary of it. A unit
// ending in a virama fuses with a consonant put after it (ഇത് + ക gives the conjunct ത്ക, not
// two aksharas), so an edit that moves or inserts units must find them standing on their own.
bool keepsUnitsApart(std::u32string_view candidate, std::initializer_list<std::size_t> boundaries,
                     text::Script script) {
    const std::vector<TextSpan> units = unitsOf(candidate, script);
    return std::all_of(boundaries.begin(), boundaries.end(), [&](std::size_t at) {
        return at == candidate.size() ||
               std::any_of(units.begin(), units.end(),
                           [at](const TextSpan& unit) { return unit.start == at; });
    });
}

}  // namespace

UnitEditOperator::UnitEditOperator(UnitEdit kind, const text::Language& language)
    : Operator(editName(kind), language), kind_(kind) {}

std::vector<Candidate> UnitEditOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    const text::Script script = language().script;
    const std::vector<TextSpan> units = unitsOf(word, script);
    // The candidate's units are the word's, edited: each unit edited or put beside another
    // (the inserted letter, the swapped pair, the units either side of a deletion) stays one.
    const auto add = [&](Candidate c, std::initializer_list<std::size_t> boundaries) {
        if (keepsUnitsApart(c.text, boundaries, script)) {
            out.push_back(std::move(c));
        }
    };
    const std::u32string& letters = text::isBrahmic(language().script)
                                        ? alphabetOf(language().code).consonants
                                        : alphabetOf(language().code).letters;
    const std::string category = editName(kind_);
    switch (kind_) {
        case UnitEdit::Insert: {
            // A word in capitals gets a capital: ŁZA gives ŁZAA, not ŁZAa. A capital keeps the
            // first place: a letter put before Ola gives Aola, not aOla.
            const bool capitals = allCapitals(word);
            const bool capitalFirst =
                !capitals && !units.empty() && isCapital(word.front()) && units.front().length == 1;
            for (std::size_t u = 0; u <= units.size(); ++u) {
                const std::size_t at = u < units.size() ? units[u].start : word.size();
                for (const char32_t letter : letters) {
                    if (u == 0 && capitalFirst) {
                        const std::u32string text{upper(letter), lower(word.front())};
                        add(make(word, 0, word.substr(0, 1), text, category), {0, 1, 2});
                        continue;
                    }
                    add(make(word, at, U"", std::u32string(1, capitals ? upper(letter) : letter),
                             category),
                        {at, at + 1});
                }
            }
            break;
        }
        case UnitEdit::Delete:
            for (std::size_t u = 0; u < units.size(); ++u) {
                const TextSpan& unit = units[u];
                // The capital of a word passes to its next letter: Ola gives La, not la.
                if (u == 0 && units.size() > 1 && isCapital(word.front()) && !allCapitals(word) &&
                    units[1].length == 1 && hasLowerCase(word.substr(units[1].start, 1))) {
                    add(make(word, 0, word.substr(0, unit.length + 1),
                             std::u32string(1, upper(word[units[1].start])), category),
                        {0});
                    continue;
                }
                add(make(word, unit.start, word.substr(unit.start, unit.length), U"", category),
                    {unit.start});
            }
            break;
        case UnitEdit::Substitute:
            for (const TextSpan& unit : units) {
                // A capital is replaced by a capital: Łza gives Aza, not aza.
                const bool capital = isCapital(word[unit.start]);
                for (const char32_t letter : letters) {
                    add(make(word, unit.start, word.substr(unit.start, unit.length),
                             std::u32string(1, capital ? upper(letter) : letter), category),
                        {unit.start, unit.start + 1});
                }
            }
            break;
        case UnitEdit::Swap:
            for (std::size_t u = 0; u + 1 < units.size(); ++u) {
                const auto a = word.substr(units[u].start, units[u].length);
                const auto b = word.substr(units[u + 1].start, units[u + 1].length);
                if (a == b) {
                    continue;
                }
                // A capital keeps its place: Zły gives Łzy, not łZy.
                std::u32string first(b), second(a);
                if (isCapital(a.front()) && hasLowerCase(b.substr(0, 1))) {
                    first.front() = upper(first.front());
                    second.front() = lower(second.front());
                }
                add(make(word, units[u].start, word.substr(units[u].start, a.size() + b.size()),
                         first + second, category),
                    {units[u].start, units[u].start + b.size(),
                     units[u].start + b.size() + a.size()});
            }
            break;
        case UnitEdit::Split:
            for (std::size_t u = 1; u < units.size(); ++u) {
                out.push_back(make(word, units[u].start, U"", U" ", category));
            }
            break;
    }
    return out;
}

RandomSubstitutionOperator::RandomSubstitutionOperator(const text::Language& language,
                                                       std::string category,
                                                       bool oneRandomPerPosition,
                                                       std::uint64_t seed)
    : Operator("random", language),
      category_(std::move(category)),
      oneRandomPerPosition_(oneRandomPerPosition),
      seed_(seed) {}

std::vector<Candidate> RandomSubstitutionOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    const Alphabet& alphabet = alphabetOf(language().code);
    const bool brahmic = text::isBrahmic(language().script);
    Rng rng(seed_ ^ wordHash(word));
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char32_t c = word[i];
        const CharClass cls = text::classify(c);
        const std::u32string* pool = nullptr;
        std::string category;
        if (cls == CharClass::Consonant ||
            (!brahmic && alphabet.consonants.find(static_cast<char32_t>(u_tolower(c))) !=
                             std::u32string::npos)) {
            pool = &alphabet.consonants;
            category = "consonant";
            if (i + 1 < word.size() && text::classify(word[i + 1]) == CharClass::Nukta) {
                continue;  // the letter is consonant + nukta; it is not replaced in half
            }
        } else if (cls == CharClass::IndependentVowel ||
                   (!brahmic && alphabet.independentVowels.find(
                                    static_cast<char32_t>(u_tolower(c))) != std::u32string::npos)) {
            pool = &alphabet.independentVowels;
            category = "vowel";
        } else if (cls == CharClass::VowelSign) {
            pool = &alphabet.vowelSigns;
            category = "vowel";
        }
        if (pool == nullptr || (!category_.empty() && category_ != category)) {
            continue;
        }
        const bool capital = !brahmic && u_isupper(static_cast<UChar32>(c));
        std::u32string choices;
        for (char32_t r : *pool) {
            if (capital) {
                r = static_cast<char32_t>(u_toupper(static_cast<UChar32>(r)));
            }
            if (r != c) {
                choices.push_back(r);
            }
        }
        if (choices.empty()) {
            continue;
        }
        if (oneRandomPerPosition_) {
            choices = std::u32string(1, choices[uniformIndex(rng, choices.size())]);
        }
        for (const char32_t r : choices) {
            out.push_back(make(word, i, word.substr(i, 1), std::u32string(1, r), category));
        }
    }
    return out;
}

DiacriticRemovalOperator::DiacriticRemovalOperator(const text::Language& language)
    : Operator("diacritic", language) {}

std::vector<Candidate> DiacriticRemovalOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char32_t c = word[i];
        if (text::isBrahmic(language().script)) {
            const auto isc = static_cast<UIndicSyllabicCategory>(
                u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_INDIC_SYLLABIC_CATEGORY));
            if (text::classify(c) == CharClass::Nukta || isc == U_INSC_BINDU) {
                out.push_back(make(word, i, word.substr(i, 1), U"", "diacritic-loss"));
                continue;
            }
            // A letter with its nukta in one code point, as NFC keeps ऩ, ऱ and ऴ, loses it too.
            icu::UnicodeString parts;
            if (U_SUCCESS(status) && nfd->getDecomposition(static_cast<UChar32>(c), parts) &&
                parts.countChar32() == 2 &&
                text::classify(static_cast<char32_t>(parts.char32At(parts.moveIndex32(0, 1)))) ==
                    CharClass::Nukta) {
                out.push_back(make(word, i, word.substr(i, 1),
                                   std::u32string(1, static_cast<char32_t>(parts.char32At(0))),
                                   "diacritic-loss"));
            }
            continue;
        }
        // Letters with a stroke have no decomposition.
        static const std::u32string strokes = U"łŁđĐøØ";
        static const std::u32string bare = U"lLdDoO";
        if (const auto k = strokes.find(c); k != std::u32string::npos) {
            out.push_back(
                make(word, i, word.substr(i, 1), std::u32string(1, bare[k]), "diacritic-loss"));
            continue;
        }
        icu::UnicodeString decomposition;
        if (U_SUCCESS(status) && nfd->getDecomposition(static_cast<UChar32>(c), decomposition) &&
            decomposition.length() > 0) {
            const char32_t base = static_cast<char32_t>(decomposition.char32At(0));
            if (base != c && text::isLetterClass(text::classify(base))) {
                out.push_back(
                    make(word, i, word.substr(i, 1), std::u32string(1, base), "diacritic-loss"));
            }
        }
    }
    return out;
}

}  // namespace akshara::perturb

#pragma once

#include <cstdint>
#include <string>

#include "perturb/Operator.h"

namespace akshara::perturb {

// The second paper's random character edits. They work on units: aksharas in the Brahmic
// scripts (so nothing is left orphaned: no vowel sign without its consonant, no broken
// conjunct, and no new conjunct made of an akshara ending in a virama and the consonant put
// after it), grapheme clusters elsewhere.
enum class UnitEdit {
    Insert,      // a letter of the alphabet inserted between units
    Delete,      // one unit deleted
    Substitute,  // one unit replaced by a letter of the alphabet
    Swap,        // two adjacent units exchanged
    Split,       // a space inserted between two units
};

class UnitEditOperator : public Operator {
public:
    UnitEditOperator(UnitEdit kind, const text::Language& language);
    // Split is a word-level perturbation of the second paper (its section 3.3): one space per
    // word. The others are character-level (its appendix B.1).
    bool multipleEdits() const override { return kind_ != UnitEdit::Split; }

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    UnitEdit kind_;
};

// The first paper's non-linguistic baseline: a letter replaced by a random letter of the same
// class (consonant for consonant, independent vowel for independent vowel, vowel sign for
// vowel sign), never itself. Every substitute by default; with `oneRandomPerPosition`, one
// drawn per position from the seed and the word.
class RandomSubstitutionOperator : public Operator {
public:
    RandomSubstitutionOperator(const text::Language& language, std::string category,
                               bool oneRandomPerPosition, std::uint64_t seed);

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    std::string category_;
    bool oneRandomPerPosition_;
    std::uint64_t seed_;
};

// A diacritic lost: Latin letters lose their accent, ogonek, dot or stroke (ż -> z, ł -> l);
// Brahmic letters lose a nukta, anusvara or candrabindu.
class DiacriticRemovalOperator : public Operator {
public:
    explicit DiacriticRemovalOperator(const text::Language& language);
    bool multipleEdits() const override { return true; }

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;
};

}  // namespace akshara::perturb

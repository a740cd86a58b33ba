#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "perturb/Edit.h"
#include "text/Language.h"

namespace akshara::perturb {

// Settings an operator is made with (see OperatorRegistry for which apply to which).
struct OperatorOptions {
    std::string language;      // required: as bd bn gu hi kn ml mr or pa ta te ur pl en
    std::string category;      // a sub-category to restrict to; empty for all
    std::string relationFile;  // "relation": TSV word<TAB>related<TAB>relation
    // A folder of table files named after the tables they replace (deva-orthographic.tsv), as
    // the workbench saves a workspace's curated tables: a table the operator uses is read from
    // there when the folder has it, else it is the built-in one. Empty: the built-in tables.
    std::string tablesDir;
    // Tables as edited and not yet saved (the workbench's table editor): one named like a table
    // the operator uses replaces it, before tablesDir's file and the built-in one. Its entries'
    // rows count from 1 in their order; a table with errors is refused naming its row.
    std::vector<lexicon::ConfusionTable> editedTables;
    // "random": one random substitute per position (the first paper's own variant) instead
    // of every substitute; drawn from `seed` and the word, so the same word gets the same ones.
    bool oneRandomPerPosition = false;
    std::uint64_t seed = 0;
};

// The longest word, in code points, that operators make candidates of. No word of a language
// this program serves comes near it (Malayalam's and Marathi's long compounds have a few
// dozen); a longer token is run-together text, a URL or a hash, and enumerating its
// candidates would take time and memory growing with the square of its length (seconds and
// gigabytes at a few thousand characters). Such a token is left as it is.
constexpr std::size_t kLongestWord = 256;

// A perturbation operator: for a word, every candidate it can make, each with its edit.
// Immutable after construction; candidates() may be called from several threads.
class Operator {
public:
    Operator(std::string name, const text::Language& language);
    virtual ~Operator() = default;

    const std::string& name() const { return name_; }
    const text::Language& language() const { return language_; }

    // Every candidate for the word, in a deterministic order, without duplicates: each one
    // well-formed text of the language's script that differs from the word by exactly its
    // edit. None for a word of one bare letter or none (w, क, ५), or of more than kLongestWord
    // code points; a letter with its vowel sign or nasal sign is a word (की, है, में: stop
    // words, which the first paper perturbs too).
    // Punctuation and digits are never edited.
    std::vector<Candidate> candidates(std::u32string_view word) const;

    // True for the second paper's character-level operators, which change 1..max(1,
    // min(floor(0.15 * length), 4)) characters of a word (its appendix B.1); false for its
    // word-level ones (split, ortho-rule) and the first paper's, which change a word once.
    virtual bool multipleEdits() const { return false; }

protected:
    // The operator's own candidates, before the common filtering.
    virtual std::vector<Candidate> generate(std::u32string_view word) const = 0;

    // A candidate replacing `from` at `position` by `to`.
    Candidate make(std::u32string_view word, std::size_t position, std::u32string_view from,
                   std::u32string_view to, std::string category) const;

private:
    std::string name_;
    text::Language language_;
};

// Number of letters (consonants, independent vowels and letters of other scripts) of a word.
std::size_t letterCount(std::u32string_view word);
// A word of no letter, or of one letter with no vowel sign or nasal sign: nothing to perturb.
bool isBareLetter(std::u32string_view word);

}  // namespace akshara::perturb

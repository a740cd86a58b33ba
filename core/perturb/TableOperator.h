#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "perturb/Operator.h"

namespace akshara::perturb {

// Where an entry (its source found at word[pos, pos + length), lower-cased, and its target)
// may apply: the contexts in which a spelling rule's two spellings sound the same.
using EntryContext = std::function<bool(std::u32string_view word, std::size_t pos,
                                        std::size_t length, std::u32string_view source,
                                        std::u32string_view target, const std::string& category)>;

// Whether a phonological entry holds where it matched: a consonant of kṣa or jña is not
// aspirated or voiced alone (क्ष is said as one cluster, and nobody writes ख्ष, ग्ष or झ्ञ),
// while its sibilant may be confused (शिक्षा typed शिक्शा). An EntryContext for phono.
bool isPhonologicalInPlace(std::u32string_view word, std::size_t pos, std::size_t length,
                           std::u32string_view source, std::u32string_view target,
                           const std::string& category);

// Whether a look-alike entry (source -> target at `pos`, `length` code points) holds where it
// matched: not where the letter matched or put in its place is a ra or ya that a virama beside
// it writes as a reph, ra-phala or ya-phala (प्रवेश has no रव to read as ख, বর্ষা no reph to
// read as ব্). An EntryContext for ortho's look-alikes and ocr in Brahmic scripts.
bool isLookAlikeInPlace(std::u32string_view word, std::size_t pos, std::size_t length,
                        std::u32string_view source, std::u32string_view target,
                        const std::string& category);

// How a table's entries match a word.
struct TableMatching {
    // Latin script: capitalised and upper-case words match through the lower-case entries,
    // and the candidate keeps the word's case (Żaba -> Rzaba, ŻABA -> RZABA). Off where the
    // case is the confusion itself (OCR: l / I).
    bool foldCase = true;
    EntryContext context;  // none: an entry applies wherever its source occurs
    // Leave out the entries whose target writes a letter that is not in the language's
    // alphabet (alphabetOf): a table made for a script serves all its languages, and Assamese
    // writes no Bengali র, Hindi no ॄ, Tamil no ஶ, English no ł. Brahmic scripts check the
    // consonants, vowels and vowel signs; the Latin script every letter in either case.
    bool ownLettersOnly = false;
    // With ownLettersOnly in the Latin script, a basic Latin letter is kept too, though the
    // language lacks it: OCR misreads shapes whatever the language (a Polish w read as vv).
    bool basicLatinToo = false;
};

// Substitutes the entries of confusion tables wherever their source occurs in a word (and
// its context allows): the engine behind phono, ortho's look-alikes, key, ocr, ortho-rule and
// Polish diacritics. A match never separates a consonant from its nukta (ज in ज़ is not ज).
// An entry that deletes a vowel sign (काम -> कम) applies the other way too: the sign is written
// after a consonant that carries the inherent vowel (कम -> काम), though not after a word's last
// letter where the language leaves a final inherent vowel unspoken (Hindi कल is kal: कला is a
// vowel added, not one lengthened).
class TableOperator : public Operator {
public:
    // `categoryOf` names an entry's category in the candidates, empty for an entry without
    // one (and decides, returning nothing, to leave the entry out).
    TableOperator(
        std::string name, const text::Language& language,
        std::vector<lexicon::ConfusionTable> tables,
        std::function<std::optional<std::string>(const lexicon::ConfusionEntry&)> categoryOf,
        bool multipleEdits, TableMatching matching = {});

    bool multipleEdits() const override { return multipleEdits_; }

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    struct Substitution {
        std::u32string target;
        std::string category;
    };
    std::map<std::u32string, std::vector<Substitution>> bySource_;
    std::vector<Substitution> inherentVowelSigns_;  // signs written after a bare consonant
    std::size_t longestSource_ = 0;
    bool multipleEdits_;
    TableMatching matching_;
};

// The first paper's orthographic operator: look-alike substitution from the script's table,
// plus the swap of the two consonants of a conjunct (C1 + virama + C2 -> C2 + virama + C1).
class OrthographicOperator : public TableOperator {
public:
    OrthographicOperator(const text::Language& language, lexicon::ConfusionTable table,
                         std::string category);

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    bool lookAlikes_;
    bool conjunctSwaps_;
};

}  // namespace akshara::perturb

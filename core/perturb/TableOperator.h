#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "perturb/Operator.h"

namespace akshara::perturb {

// Substitutes the entries of confusion tables wherever their source occurs in a word: the
// engine behind phono, ortho's look-alikes, key, ocr, ortho-rule and Polish diacritics.
// A match never separates a consonant from its nukta (ज in ज़ is not ज). In Latin script a
// lower-case entry also matches a capitalised word, keeping the capital (Rzeka -> Żeka).
class TableOperator : public Operator {
public:
    // `categoryOf` names an entry's category in the candidates (and decides, returning an
    // empty string, to leave the entry out).
    TableOperator(std::string name, const text::Language& language,
                  std::vector<lexicon::ConfusionTable> tables,
                  std::function<std::string(const lexicon::ConfusionEntry&)> categoryOf,
                  bool multipleEdits);

    bool multipleEdits() const override { return multipleEdits_; }

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    struct Substitution {
        std::u32string target;
        std::string category;
    };
    std::map<std::u32string, std::vector<Substitution>> bySource_;
    std::size_t longestSource_ = 0;
    bool multipleEdits_;
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

#pragma once

#include <map>
#include <string>
#include <vector>

#include "perturb/Operator.h"

namespace akshara::perturb {

// Word relations from a user's file (a wordnet export): TSV lines
// `word<TAB>related<TAB>relation` (the relation, e.g. "synonym" or "hypernym", optional;
// lines starting with # are comments; a first row `word<TAB>related[<TAB>relation]` is a
// header). Read as NFC; throws InputError naming file and line.
struct RelationLexicon {
    struct Related {
        std::u32string word;
        std::string relation;
    };
    std::map<std::u32string, std::vector<Related>> related;

    static RelationLexicon readFile(const std::string& path);
};

// Replaces a whole word by a related word (the second paper's "relation" operator; the
// first paper's synonym substitution). Candidates keep the file's order.
class RelationOperator : public Operator {
public:
    RelationOperator(const text::Language& language, RelationLexicon lexicon, std::string relation);

protected:
    std::vector<Candidate> generate(std::u32string_view word) const override;

private:
    RelationLexicon lexicon_;
    std::string relation_;  // only this relation; empty for all
};

}  // namespace akshara::perturb

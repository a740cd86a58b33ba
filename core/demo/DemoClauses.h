#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "demo/Clause.h"

namespace akshara::demo {

// The clauses of the demo corpora, drawn from the grammar with data::SeededRandom: each item
// has its own generator (seed, stream, item), so item i is the same whatever the size, and
// every language realises the same clause (the corpora are parallel).

// Treebank sentence `item`: any clause kind, subject, modifiers and negation, in a tense
// drawn from those `language` realises (realisableTenses()).
Clause treebankClause(std::uint64_t seed, std::size_t item, const std::string& language);

// A sentence whose sentiment follows from its words: exactly one adjective with a polarity
// (good, bad, happy, sad), either the predicate of a copular clause, whose negation flips
// it, or a modifier of the subject or object of an affirmative clause. Labels alternate,
// so the classes are balanced.
struct SentimentItem {
    Clause clause;
    std::string label;  // "positive" or "negative"
};
SentimentItem sentimentItem(std::uint64_t seed, std::size_t item);

// A premise and hypothesis in the present tense. Labels cycle through entailment (the
// hypothesis drops a modifier of the affirmative premise), neutral (it adds one) and
// contradiction (it negates the premise, or puts the antonym predicate, or another place).
struct NliItem {
    Clause premise;
    Clause hypothesis;
    std::string label;  // "entailment", "neutral" or "contradiction"
};
NliItem nliItem(std::uint64_t seed, std::size_t item);

}  // namespace akshara::demo

#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "perturb/Edit.h"
#include "perturb/Operator.h"
#include "perturb/Random.h"

namespace akshara::perturb {

// How many characters the second paper changes in a word of `length` characters:
// 1..max(1, min(floor(0.15 * length), 4)), drawn uniformly (its appendix B).
std::size_t editsForWord(std::size_t length, Rng& rng);

// Up to `edits` successive edits of `word`, each a random candidate of the word as the edits
// before it left it, never one that brings back a spelling the word had (ę -> em after em -> ę)
// nor one that changes or inserts beside what an earlier edit wrote: n edits change n
// characters. Stops early when no candidate is left. The candidates picked, in order: the
// last one's text is the word's new spelling.
std::vector<Candidate> successiveEdits(const std::u32string& word, const Operator& op,
                                       std::size_t edits, Rng& rng);

// The words of a text (read as NFC; never numbers or punctuation) the operator has a candidate
// for: the most perturbText changes in it.
std::size_t changeableWords(std::u32string_view text, const Operator& op);

// Perturbs `words` randomly chosen words of a text with an operator: words (never numbers or
// punctuation) that have candidates are chosen without replacement; each gets one random
// candidate, or for the second paper's operators a drawn number of successive edits. Fewer
// words are changed when fewer have candidates. The text is read as NFC.
PerturbedText perturbText(std::u32string_view text, const Operator& op, std::size_t words,
                          Rng& rng);

// A generator for item `index` of a run seeded with `seed`: each item's result depends only
// on the seed and its index, so a run can be split, resumed or parallelised.
Rng rngForItem(std::uint64_t seed, std::uint64_t index);

}  // namespace akshara::perturb

#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "attack/Classifier.h"
#include "attack/Similarity.h"
#include "attack/WordRanker.h"
#include "perturb/Edit.h"
#include "perturb/Operator.h"

namespace akshara::attack {

struct AttackOptions {
    // At most max(1, floor(fraction * words)) of the attacked sentence's words are changed;
    // the search ends (failed) when that many are. The workbench's limit, not the paper's.
    double maxPerturbedFraction = 0.4;
    int targetSentence = 0;  // sentence pairs: 0 the first (premise), 1 the second
    // A candidate is kept only when every filter's similarity of the perturbed sentence to
    // the original one is at least this; 0 keeps every candidate.
    double minSimilarity = 0.6;
};

// One word the search changed: the word as it was, its replacement and the edit, whose
// position is in the attacked sentence as it was when the edit was made (applying the edits
// in order to the original sentence gives the adversarial one).
struct WordChange {
    std::size_t start = 0;  // the word in the original sentence, in code points
    std::size_t end = 0;
    std::string original;
    std::string replacement;
    perturb::Edit edit;
};

// Why an example was not attacked.
enum class SkipReason {
    None,           // it was attacked
    Misclassified,  // the model got it wrong already
    NoWords,        // the attacked sentence has no words (punctuation or emoji only)
};

struct AttackResult {
    bool skipped = false;  // not attacked, for `skipReason`
    SkipReason skipReason = SkipReason::None;
    bool success = false;  // the prediction changed
    int originalClass = 0;
    int adversarialClass = 0;
    std::vector<double> originalProbabilities;
    std::vector<double> adversarialProbabilities;
    TextInput adversarial;  // the input with the attacked sentence perturbed
    std::vector<WordChange> changes;
    // The words of the attacked sentence and their importance scores: the order of the search
    // (empty when the example was skipped).
    attrib::WordImportance importance;
    std::size_t words = 0;                     // words of the attacked sentence, skipped or not
    std::vector<std::size_t> candidateCounts;  // pool size after the filters, per word visited
    std::size_t queries = 0;                   // classifier queries, word importance included
    double querySeconds = 0;                   // seconds spent in those queries
    double seconds = 0;                        // the whole attack of the example
};

// The first paper's greedy search (after Jin et al. 2020 and Li et al. 2020) on one example:
// rank the attacked sentence's words, then for each word in that order query all its
// candidates (the operator's, after the similarity filters) in one batch, keep the first that
// changes the prediction (success, stop) or else the one that lowers the original class's
// probability most if it lowers it at all. Examples the model already gets wrong, and those
// whose attacked sentence has no words, are skipped. Only the attacked sentence's words are
// ranked, and the input as it is counts as one query. The input's texts are taken as NFC.
// Throws InputError for a target sentence the input lacks.
AttackResult attackExample(Classifier& classifier, WordRanker& ranker, const perturb::Operator& op,
                           const std::vector<SimilarityMeasure*>& filters, const TextInput& input,
                           int label, const AttackOptions& options);

}  // namespace akshara::attack

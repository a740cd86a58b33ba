#pragma once

#include <string>
#include <utility>
#include <vector>

#include "attack/Classifier.h"
#include "attack/GreedyAttack.h"
#include "attack/Similarity.h"
#include "attack/WordRanker.h"
#include "data/ClassificationDataset.h"
#include "jobs/JobContext.h"
#include "jobs/RunFolder.h"
#include "perturb/Operator.h"

namespace akshara::attack {

// What an attack run uses; pointers are borrowed and must outlive the run.
struct AttackSetup {
    Classifier* classifier = nullptr;
    WordRanker* ranker = nullptr;
    const perturb::Operator* op = nullptr;
    // Sub-categories attacked separately as well (the first paper's table 4): name and the
    // operator restricted to it.
    std::vector<std::pair<std::string, const perturb::Operator*>> categories;
    std::vector<SimilarityMeasure*> filters;   // applied to candidates
    std::vector<SimilarityMeasure*> measures;  // reported for each adversarial example
    AttackOptions options;
};

// Throws InputError when the dataset cannot be attacked by a model with `modelLabels` labels:
// another label count, or the second sentence (targetSentence 1) of single sentences.
void checkAttackData(const data::ClassificationDataset& dataset, int targetSentence,
                     std::size_t modelLabels);

// Attacks every example of the dataset, appending one record per example to the folder's
// results.jsonl; a folder that holds records already is resumed after its last complete one.
// Reports progress and stops (throwing Cancelled) when asked, between examples. Writes
// summary.json at the end and returns its JSON text.
std::string runAttack(const data::ClassificationDataset& dataset, const AttackSetup& setup,
                      jobs::RunFolder& folder, const jobs::JobContext& context);

// The summary of a run's records (results.jsonl lines), as JSON text: examples, attacked,
// no_words (classified right, nothing to attack), successful, original_accuracy,
// after_attack_accuracy, attack_success_rate (over the examples classified right, those
// without words included: the second paper's equation (3)), perturbed_words_pct (mean over
// successful attacks; null without one), queries_per_example (mean over attacked examples),
// candidates_per_word (mean over the words visited), word_length (mean length in code points
// of the changed words), sentence_length (mean words of the attacked sentence over all
// examples, as the paper's), similarity (mean per measure over successful attacks), categories
// (the same per sub-category, when attacked) and timing (seconds per example, in queries and
// in all). Throws InputError for a malformed record, naming its line.
std::string summarizeAttack(const std::vector<std::string>& records);
// The same of a run folder's results.jsonl, read one record at a time.
std::string summarizeAttack(const jobs::RunFolder& folder);

}  // namespace akshara::attack

#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "attack/Classifier.h"
#include "attack/WordRanker.h"
#include "data/ClassificationDataset.h"
#include "jobs/JobContext.h"
#include "jobs/RunFolder.h"
#include "perturb/Operator.h"

namespace akshara::attack {

struct AsrCurveOptions {
    std::size_t maxWords = 10;  // K: datasets with the top 1..K words perturbed
    double threshold = 0.05;    // mean ASR above it: the target is not robust to the operator
    int targetSentence = 0;     // sentence pairs: the sentence perturbed (0 or 1)
    std::uint64_t seed = 0;     // the random choice of candidates
};

// What the second paper's experiment uses; pointers are borrowed.
struct AsrCurveSetup {
    Classifier* target = nullptr;
    // Word rankings on the proxy model, by name: the attribution method first, then the
    // random control ("random").
    std::vector<std::pair<std::string, WordRanker*>> methods;
    std::vector<std::pair<std::string, const perturb::Operator*>> operators;
    AsrCurveOptions options;
};

// The sentence with its top k words perturbed, and how many of those k words it changed.
struct TopWordsPerturbation {
    std::string text;
    std::size_t wordsChanged = 0;
};

// The top-k words (k = 1..K) of each example's ranking perturbed with an operator: one random
// candidate per word (for the second paper's operators a drawn number of successive edits of
// distinct characters, none of which brings back a spelling the word had), the same edits for
// the first k words at every k. Words without candidates (numbers, one-letter words) stay as
// they are and are not counted in wordsChanged. Returns the attacked sentence for k = 1..K.
std::vector<TopWordsPerturbation> perturbTopWords(const std::string& sentence,
                                                  const std::vector<attrib::Word>& ranked,
                                                  const perturb::Operator& op, std::size_t maxWords,
                                                  std::uint64_t seed);

// For each example: the target's prediction on it and on every perturbed version (each
// operator, each method, k = 1..K), one record per example appended to results.jsonl and
// resumed after the records already there. An example whose attacked sentence has no words
// (punctuation or emoji only) is recorded as not attacked: its text stays as it is at every k. At
// the end writes the perturbed datasets (perturbed/<operator>/<method>/k<k>.jsonl, the dataset's
// examples with the attacked sentence replaced) and summary.json; returns the summary's JSON text.
// A ranking that fails throws InputError naming the example's file and line; a run that fails
// before the folder held any record removes what it wrote there (the folder too, left empty).
std::string runAsrCurve(const data::ClassificationDataset& dataset, const AsrCurveSetup& setup,
                        jobs::RunFolder& folder, const jobs::JobContext& context);

// The summary of the records: examples, target_accuracy, asr {operator: {method: [ASR at
// k = 1..K]}} with the second paper's eq. 3 (among the examples the target classifies
// correctly, the fraction it gets wrong once perturbed; null when it classifies none
// correctly), mean_asr, threshold, not_robust {operator: mean ASR of the first method above the
// threshold; null, no verdict, when there is no ASR or that method changed no text} and changed
// {operator: {method: [examples whose attacked sentence the k words changed]}}.
std::string summarizeAsrCurve(const std::vector<std::string>& records, double threshold);
// The same of a run folder's results.jsonl, read one record at a time.
std::string summarizeAsrCurve(const jobs::RunFolder& folder, double threshold);

}  // namespace akshara::attack

#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "data/Perturbation.h"
#include "data/ProbingTask.h"
#include "data/Sentence.h"

namespace akshara::data {

struct DatasetOptions {
    std::optional<Perturbation> perturbation;  // applied to the text after labelling
    std::uint64_t seed = 0;
    std::string unknownToken = "[UNK]";  // DropF, DropL, DropFL
    double bigramShiftShare = 0.2;       // BShift: probability that a sentence is inverted
};

struct DatasetItem {
    std::size_t sentence = 0;  // index into the corpus
    std::string label;
    std::vector<std::string> tokens;
    std::string text() const;  // tokens joined by single spaces
};

struct LeftOutSentence {
    std::size_t sentence = 0;
    std::string reason;
};

struct ProbingDataset {
    std::vector<DatasetItem> items;
    std::vector<LeftOutSentence> leftOut;
    // How many sentences were left out for each reason.
    std::map<std::string, std::size_t> leftOutCounts() const;
};

// The labelled (and optionally perturbed) sentences of `corpus` for `task`. BShift: each
// sentence with a bigram of two different tokens is drawn for inversion with probability
// bigramShiftShare; one such bigram, drawn uniformly, is swapped and the label is 1, else 0.
// A sentence that the perturbation leaves without tokens is left out. Deterministic in
// (corpus, task, options). Throws InputError for a perturbation of a task whose label it
// would not keep (labelSurvivesPerturbation()).
ProbingDataset buildProbingDataset(const std::vector<Sentence>& corpus, ProbingTask task,
                                   const DatasetOptions& options = {});

// "label<TAB>sentence\n" per item.
std::string datasetTsv(const ProbingDataset& dataset);

}  // namespace akshara::data

#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace akshara::eval {

// One classified example: its id, the gold label, the predicted label and, when the model
// gave them, the probability of each label (in the order they were written). Read from a file,
// ids and labels are in NFC, so that one label typed composed in one file and decomposed in
// another is one label; `line` is the line it was read from (0: not read from a file).
struct Prediction {
    std::string id;
    std::string gold;
    std::string pred;
    std::vector<std::pair<std::string, double>> probs;
    std::size_t line = 0;

    bool correct() const { return gold == pred; }
};

// The predictions of one model on one evaluation set, in file order; `source` names where
// they came from (a path) for error messages.
struct PredictionSet {
    std::string source;
    std::vector<Prediction> predictions;
};

// Parses a prediction file's text (JSON lines, see docs/formats.md, "Prediction files").
// Throws InputError naming `source`, the line and the field: invalid JSON or UTF-8, a
// missing or mistyped field, a duplicate id, a probability outside [0, 1].
PredictionSet parsePredictions(const std::string& text, const std::string& source);

// Reads and parses a prediction file; throws InputError as parsePredictions does.
PredictionSet readPredictions(const std::string& path);

// The file text for `set`: one JSON object per line, ids in set order.
std::string formatPredictions(const PredictionSet& set);

// Writes `set` to `path` atomically.
void writePredictions(const std::string& path, const PredictionSet& set);

// A pair of predictions for the same example id, one from each set.
struct AlignedPair {
    const Prediction* first;
    const Prediction* second;
};

// Pairs the examples of two sets by id, in the order of `first`. Throws InputError when the
// sets differ in size or ids, naming up to a few ids missing from each side, each as
// text::excerpt() shows it.
std::vector<AlignedPair> alignById(const PredictionSet& first, const PredictionSet& second);

// Throws InputError, naming the example, both files and its line in each, when the two
// predictions of `pair` have different gold labels: the sets are not on parallel data.
void requireSameGold(const AlignedPair& pair, const PredictionSet& first,
                     const PredictionSet& second);

}  // namespace akshara::eval

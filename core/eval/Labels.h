#pragma once

#include <set>
#include <string>
#include <vector>

#include "eval/Predictions.h"

namespace akshara::eval {

// The NLI labels in the order the papers print them.
const std::vector<std::string>& nliLabelOrder();

// Every label seen as gold or prediction in `sets`.
std::set<std::string> labelsSeen(const std::vector<const PredictionSet*>& sets);

// The rows and columns of a matrix: the labels of `preferred` first, in that order (all of
// them when `keepUnseen`, else only those in `seen`), then the other labels of `seen` in
// code point order. The same inputs always give the same order.
std::vector<std::string> orderLabels(const std::vector<std::string>& preferred,
                                     const std::set<std::string>& seen, bool keepUnseen);

// Makes the spellings of one label in several ASCII cases one spelling in every gold,
// predicted and probability label of `sets`: that of `preferred` (a --labels set) where one
// matches ignoring ASCII case, else the spelling seen first (the first set's first gold label,
// its prediction, ...). Predictions of a model that names its classes ENTAILMENT, NEUTRAL,
// CONTRADICTION are so compared with those of one that names them entailment, ..., as predict
// matches a dataset's gold labels to a model's classes ignoring case. Called on the sets of
// every matrix, in the command line and the GUI alike, before matrixLabels; accuracyMatrix
// calls it on each cell's set.
void unifyLabelCase(const std::vector<PredictionSet*>& sets,
                    const std::vector<std::string>& preferred = {});

// The rows and columns of every matrix over `sets`, in the command line and the GUI alike:
// with `given`, orderLabels(given, seen, true); without, the NLI labels that occur in the
// papers' order, matched ignoring ASCII case (a model's ENTAILMENT takes entailment's place),
// then the other labels seen in code point order.
std::vector<std::string> matrixLabels(const std::vector<const PredictionSet*>& sets,
                                      const std::vector<std::string>& given = {});

}  // namespace akshara::eval

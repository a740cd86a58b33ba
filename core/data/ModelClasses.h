#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "data/ClassificationDataset.h"

namespace akshara::data {

// Whether a classifier's classes are unnamed: LABEL_0, LABEL_1, ... in order, as Hugging Face
// saves a model without label names.
bool unnamedClasses(const std::vector<std::string>& classes);

// The index in `classes` of the class named `label`, else of the one named so ignoring case
// (a model's POSITIVE for the data's positive); nothing when none is.
std::optional<std::size_t> classOfLabel(const std::vector<std::string>& classes,
                                        const std::string& label);

// The names gold labels are matched to: the classifier's, or, where its classes are unnamed
// and the data's label set is given, the set's names. Throws InputError, naming the model's
// folder `modelDir`, when the set's size is not the number of classes.
std::vector<std::string> classNamesFor(const std::vector<std::string>& modelClasses,
                                       const std::vector<std::string>& labelSet,
                                       const std::string& modelDir);

// The class of each example's gold label among `classes` (from classNamesFor): the class of
// that name, else of that name ignoring case; or, when the data has no label set
// (`dataHasLabelSet` false) and the classes are unnamed, the class an integer label indexes. A
// classifier that names its classes may order them otherwise than the data (XNLI's 0 is
// entailment, an MNLI checkpoint's contradiction): an integer label is then refused, with
// `labelSetHint` (how the caller gives the data's label set, "--labels (e.g. --labels nli)").
// Throws InputError naming the file, line and label column of a label with no class.
std::vector<std::size_t> goldClasses(const ClassificationDataset& dataset,
                                     const std::vector<std::string>& classes, bool dataHasLabelSet,
                                     const std::string& labelColumn,
                                     const std::string& labelSetHint);

}  // namespace akshara::data

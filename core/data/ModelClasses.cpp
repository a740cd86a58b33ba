#include "ModelClasses.h"

#include <algorithm>
#include <cctype>

#include "common/Error.h"
#include "common/Strings.h"

namespace akshara::data {

namespace {

std::size_t goldClass(const ClassificationDataset& dataset, const ClassificationExample& example,
                      const std::vector<std::string>& classes, bool dataHasLabelSet,
                      const std::string& labelColumn, const std::string& labelSetHint) {
    if (const auto named = classOfLabel(classes, example.label)) {
        return *named;
    }
    const auto& label = example.label;
    const bool integer =
        !label.empty() && label.size() < 6 &&
        std::all_of(label.begin(), label.end(), [](unsigned char c) { return std::isdigit(c); });
    if (!dataHasLabelSet && integer) {
        if (!unnamedClasses(classes)) {
            throw InputError("label '" + label +
                                 "' is a class index, but the model names its classes (" +
                                 joined(classes, ", ") +
                                 ") and the data's index order need not be the model's (XNLI "
                                 "and IndicXNLI: 0 is entailment; MNLI checkpoints: 0 is "
                                 "contradiction): give the data's label names in index order "
                                 "with " +
                                 labelSetHint,
                             dataset.source, example.line, labelColumn);
        }
        const auto index = static_cast<std::size_t>(std::stoul(label));
        if (index < classes.size()) {
            return index;
        }
    }
    std::string hint;
    if (unnamedClasses(classes)) {
        hint = "; the model has no label names: give the dataset's with " + labelSetHint;
    }
    // The label a label set gave an index need not be the one written in the file.
    const std::string named = dataHasLabelSet ? " (as the data's label set names it)" : "";
    throw InputError("label '" + label + "'" + named + " is not one of the model's labels (" +
                         joined(classes, ", ") + ")" + hint,
                     dataset.source, example.line, labelColumn);
}

}  // namespace

std::optional<std::size_t> classOfLabel(const std::vector<std::string>& classes,
                                        const std::string& label) {
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (classes[c] == label) {
            return c;
        }
    }
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (asciiLowered(classes[c]) == asciiLowered(label)) {
            return c;
        }
    }
    return std::nullopt;
}

bool unnamedClasses(const std::vector<std::string>& classes) {
    for (std::size_t i = 0; i < classes.size(); ++i) {
        if (classes[i] != "LABEL_" + std::to_string(i)) {
            return false;
        }
    }
    return true;
}

std::vector<std::string> classNamesFor(const std::vector<std::string>& modelClasses,
                                       const std::vector<std::string>& labelSet,
                                       const std::string& modelDir) {
    if (labelSet.empty() || !unnamedClasses(modelClasses)) {
        return modelClasses;
    }
    if (labelSet.size() != modelClasses.size()) {
        throw InputError(modelDir + " has " + std::to_string(modelClasses.size()) +
                         " unnamed classes, the data's label set names " +
                         std::to_string(labelSet.size()));
    }
    return labelSet;
}

std::vector<std::size_t> goldClasses(const ClassificationDataset& dataset,
                                     const std::vector<std::string>& classes, bool dataHasLabelSet,
                                     const std::string& labelColumn,
                                     const std::string& labelSetHint) {
    std::vector<std::size_t> gold;
    gold.reserve(dataset.examples.size());
    for (const auto& example : dataset.examples) {
        gold.push_back(
            goldClass(dataset, example, classes, dataHasLabelSet, labelColumn, labelSetHint));
    }
    return gold;
}

}  // namespace akshara::data

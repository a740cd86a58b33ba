#pragma once

#include <optional>
#include <string>
#include <vector>

#include "data/ClassificationDataset.h"

namespace akshara::data {

// How the files of a parallel dataset are matched: the i-th example of each file with the
// i-th of the others, or examples with the same id.
enum class ParallelAlignment { ByPosition, ById };

// "position" or "id"; nothing for other names.
std::optional<ParallelAlignment> parallelAlignmentByName(const std::string& name);
// By id when every dataset has ids, else by position.
ParallelAlignment defaultAlignment(const std::vector<const ClassificationDataset*>& datasets);

// The same examples in several languages: every version holds the same number of examples,
// example i of one version is example i of each other (same id, same gold label).
struct ParallelDataset {
    std::vector<ClassificationDataset> versions;

    std::size_t size() const { return versions.empty() ? 0 : versions.front().examples.size(); }
};

// Aligns versions of the same examples, keeping the first version's order (the others are
// reordered to it when aligned by id). Throws InputError naming the file, the line and the
// id of the first misaligned example: a different number of examples, a file without ids
// (by id), an id missing from a file or found only in one, and gold labels that differ.
ParallelDataset alignParallel(std::vector<ClassificationDataset> versions,
                              ParallelAlignment alignment);

// Mixed-language sentence pairs (the paper's En-IndicXNLI): the premise (first text) of each
// example of `premises` with the hypothesis of the same example in `hypotheses`, which must
// be a sentence-pair dataset. Ids, lines, labels and source are those of `hypotheses`.
// Throws InputError as alignParallel does.
ClassificationDataset mixedLanguagePairs(ClassificationDataset premises,
                                         ClassificationDataset hypotheses,
                                         ParallelAlignment alignment);

}  // namespace akshara::data

#pragma once

#include <optional>
#include <string>
#include <vector>

#include "data/Sentence.h"

namespace akshara::data {

// The eight probing tasks of IndicSentEval (Table 1 of the paper).
enum class ProbingTask { SentLen, TreeDepth, BShift, SubjNum, ObjNum, VerbGen, VerbNum, VerbPer };

const std::vector<ProbingTask>& allProbingTasks();
// The paper's name ("SentLen", "VerbPer"); names are matched case-insensitively, and the
// paper's longer spellings VerbGender, VerbNumber and VerbPerson are accepted too.
const char* probingTaskName(ProbingTask task);
std::optional<ProbingTask> probingTaskByName(const std::string& name);
// Whether the task's label still describes a sentence after one of the paper's perturbations:
// false for BShift alone, whose inverted bigram a perturbation that drops, replaces or reorders
// words can undo or remove. The paper scores no robustness for BShift either.
bool labelSurvivesPerturbation(ProbingTask task);
// The class labels in the paper's order ("0-5", "6-8", ...; "singular", "plural"; ...).
std::vector<std::string> probingTaskClasses(ProbingTask task);

// A sentence's class for a task, or why it has none (it is then left out of the task).
struct TaskLabel {
    std::string label;   // empty when left out
    std::string reason;  // why it is left out: a short phrase, the same for like cases
    bool ok() const { return !label.empty(); }
};

// The label of `sentence` for every task but BShift (whose label is drawn: see
// ProbingDataset.h); for BShift it only tells whether the sentence has a bigram to invert.
TaskLabel labelSentence(const Sentence& sentence, ProbingTask task);

// The word whose morphology gives the main verb's agreement, or -1 with `reason` set.
long mainVerbWord(const Sentence& sentence, std::string& reason);
// Maximum depth of the dependency tree (root 0, its dependents 1); -1 without a tree.
long treeDepth(const Sentence& sentence);

}  // namespace akshara::data

#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "text/TableExport.h"

namespace akshara::attack {

// One finished attack run as the first paper's tables report it: what was attacked, and its
// summary.json as written.
struct AttackReportRun {
    std::string folder;
    std::string model;       // the model folder's name
    std::string language;    // as given to `attack --lang`
    std::string op;          // the operator
    std::string category;    // the operator's category, when the run was limited to one
    std::string data;        // the dataset, as the run recorded it
    std::string importance;  // the word-importance method that ranked the words ("loo")
    int targetSentence = 1;
    // The tables the run read from files in place of built-in ones (a workspace's curated
    // tables), by name.
    std::vector<std::string> tables;
    nlohmann::ordered_json summary;
    std::string modelPath;  // the model folder, as the run recorded it
};

// Reads the folder of a finished attack run. Throws InputError naming the folder or the file
// (jobs::readFinishedRun's refusals, and a summary without the attack's figures).
AttackReportRun readAttackReportRun(const std::string& folder);

// The tables that operator `op` of a run read from files in place of built-in ones, by name:
// those of the manifest's "tables" that perturb::operatorTables names for `op` in the run's
// language.
std::vector<std::string> curatedTables(const nlohmann::ordered_json& manifest,
                                       const std::string& op);

// `label` (an operator, as a report's row names it) followed by each curated table it read,
// "ortho [deva-orthographic curated]": another experiment than the built-in table's.
std::string withCuratedTables(std::string label, const std::vector<std::string>& tables);

// Puts runs in the paper's order: by model (its folder's name, then its path) and language,
// then the random baseline, phono and ortho, then the other operators by name. Runs that tie
// keep their order.
void sortAttackReportRuns(std::vector<AttackReportRun>& runs);

// The paper's columns after the run's names (its Table 9; Table 4 for the categories): the
// accuracies before and after, the attack success rate, the share of words perturbed, the
// similarities, candidates per word, word length, queries and sentence length. Each is the
// summary's key ("similarity.chrf" inside "similarity") and the column's title.
const std::vector<std::pair<std::string, std::string>>& attackReportColumns();

// One row of the paper's table: a run, and the operator category whose figures it shows
// (the run's own category, empty when the run was not limited to one, or one of its summary's
// "categories"). Points into the runs it was made from.
struct AttackReportRow {
    const AttackReportRun* run = nullptr;
    std::string category;
    const nlohmann::ordered_json* summary = nullptr;
};

// The rows of the paper's table of `runs`, in their order: each run's own, followed with
// `categories` by a row per operator category of its summary.
std::vector<AttackReportRow> attackReportRows(const std::vector<AttackReportRun>& runs,
                                              bool categories);

// The runs as the paper's table, in their order (attackReportRows()): model, language and type (the
// operator, " / category", " (2nd sentence)"), the word-importance method where the runs used
// more than one (the second paper compares them), the data where rows alike come from different
// data (jobs::distinguishingNames), then attackReportColumns() with three decimals; a
// figure the run did not measure is "-", as in the paper. A rule between models and languages. With
// `categories`, each run's row is followed by a row per operator category of its summary.
// With `rowFolders`, it is given the folder of the run of each row.
text::TextTable attackReportTable(const std::vector<AttackReportRun>& runs, bool categories,
                                  std::vector<std::string>* rowFolders = nullptr);

// {"runs": [...]}: per run its folder, model, language, operator, category, word-importance
// method and target sentence, then its summary's fields as written (its "categories" only with
// `categories`).
nlohmann::ordered_json attackReportJson(const std::vector<AttackReportRun>& runs, bool categories);

}  // namespace akshara::attack

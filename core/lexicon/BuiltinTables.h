#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

// The tables that come with the workbench, in a stable order:
// - the files of resources/tables/ (curated; compiled into the program);
// - a phonological table for each of the nine Brahmic scripts ("deva-phonological", ...),
//   projected from the curated Devanagari source "brahmi-phonological";
// - keyboard tables generated from layouts ("pl-keyboard", "en-keyboard").
// Built once, on first use; thread-safe.
const std::vector<ConfusionTable>& builtinTables();

// The built-in table of that name, or nullptr.
const ConfusionTable* findBuiltinTable(std::string_view name);

struct ParsedTable;
struct TableProblem;

// What keeps a table file from standing in for a built-in table, as a file of a tables folder
// does when it is named after one (`stem`: its file name without .tsv): a '# name:' other than
// the file's, or a built-in table's name with another kind or script than that table's, or no
// entries.
// Errors at their header's line; none for a table of its own name.
std::vector<TableProblem> replacementProblems(const ParsedTable& parsed, const std::string& stem);

// Name of the projection source every Brahmic phonological table is made from.
inline constexpr std::string_view kPhonologicalSourceTable = "brahmi-phonological";

}  // namespace akshara::lexicon

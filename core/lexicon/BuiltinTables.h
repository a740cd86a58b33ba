#pragma once

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

// Name of the projection source every Brahmic phonological table is made from.
inline constexpr std::string_view kPhonologicalSourceTable = "brahmi-phonological";

}  // namespace akshara::lexicon

#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

enum class Severity { Error, Warning };

// One finding about a table, located by the line of its file (0: the table as a whole).
struct TableProblem {
    Severity severity = Severity::Error;
    std::size_t line = 0;
    std::string field;  // column or header key, may be empty
    std::string message;
};

std::string_view severityName(Severity severity);

// Checks a table's contents: unassigned or unusable code points, characters of another script,
// self-maps, duplicates, unknown phonological categories, negative weights, a language that is
// not written in the table's script (errors), and pairs without their reverse in undirected
// tables (warnings). Problems are ordered by line.
std::vector<TableProblem> validateTable(const ConfusionTable& table);

bool hasErrors(const std::vector<TableProblem>& problems);

}  // namespace akshara::lexicon

#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

enum class Severity { Error, Warning };

// What validateTable() found, so that a program can word it in its user's language; each
// with its details (TableProblem::details) in this order:
enum class ProblemKind {
    Other,            // a problem in reading a table file: only its message
    NoName,           // -
    NoScript,         // -
    UnknownLanguage,  // the language code
    LanguageScript,   // the language, its script, the table's script
    Unassigned,       // the code point ("U+0D4F")
    Unusable,         // the code point
    Space,            // the code point
    OtherScript,      // the character, its code point, its script, the table's script
    EmptySource,      // -
    SelfMap,          // the source, the target (as the file writes them)
    UnknownCategory,  // the category
    NegativeWeight,   // -
    Duplicate,        // the line of the first entry, the source, the target
    Asymmetric,       // the source, the target
};

// One finding about a table, located by the line of its file (0: the table as a whole).
struct TableProblem {
    Severity severity = Severity::Error;
    std::size_t line = 0;
    std::string field;    // column or header key, may be empty
    std::string message;  // in English, whole
    ProblemKind kind = ProblemKind::Other;
    std::vector<std::string> details;
};

std::string_view severityName(Severity severity);

// Checks a table's contents: unassigned or unusable code points, characters of another script,
// self-maps, duplicates, unknown phonological categories, negative weights, a language that is
// not written in the table's script (errors), and pairs without their reverse in undirected
// tables (warnings). Problems are ordered by line.
std::vector<TableProblem> validateTable(const ConfusionTable& table);

bool hasErrors(const std::vector<TableProblem>& problems);

}  // namespace akshara::lexicon

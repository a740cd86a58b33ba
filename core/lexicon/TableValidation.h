#pragma once

#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::lexicon {

enum class Severity { Error, Warning };

// What reading a table file (parseTable) or validateTable() found, so that a program can word
// it in its user's language; each with its details (TableProblem::details) in this order:
enum class ProblemKind {
    Other,  // only its message
    // Reading a table file.
    InvalidUtf8,        // the byte of the line, from 1
    NulByte,            // the byte of the line, from 1
    NoFormatVersion,    // the format's magic word ("akshara-confusion-table")
    BadFormatVersion,   // the version as written
    NewerFormat,        // the version
    OtherFormat,        // the version
    SecondHeader,       // the header's key, the line of the first
    UnknownKind,        // the kind as written
    UnknownScript,      // the script as written
    NoLetterScript,     // the script as written (Zyyy, Zzzz)
    NotYesNo,           // the value as written
    UnknownHeaderKey,   // the key
    UnknownColumn,      // the column's name
    ColumnTwice,        // the column's name
    MissingColumn,      // the column's name ("source", "target")
    NotNfc,             // -
    BadEscape,          // the character of the field where the escape starts, from 1
    BadEscapeDigit,     // the same
    EscapeNoCodePoint,  // the same
    TooManyFields,      // the columns, the fields found
    NoTargetField,      // -
    NotANumber,         // the weight as written
    NoColumnRow,        // -
    NoNameHeader,       // -
    NoKindHeader,       // -
    // Validating a table.
    NoName,           // -
    NoScript,         // -
    UnknownLanguage,  // the language code
    LanguageScript,   // the language's code, its script, the table's script
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

// Puts `problems` in the order of the file's lines (those of the table as a whole, at no line,
// first), each line's in the order found.
void orderByLine(std::vector<TableProblem>& problems);

// Checks a table's contents: unassigned or unusable code points, characters of another script,
// self-maps, duplicates, unknown phonological categories, negative weights, a language that is
// not written in the table's script (errors), and pairs without their reverse in undirected
// tables (warnings). Problems are ordered by line.
std::vector<TableProblem> validateTable(const ConfusionTable& table);

bool hasErrors(const std::vector<TableProblem>& problems);

}  // namespace akshara::lexicon

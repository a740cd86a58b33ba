#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "perturb/Operator.h"

namespace akshara::perturb {

// What the command line and the GUI show about an operator.
struct OperatorInfo {
    std::string name;
    std::string description;
    std::vector<std::string> languages;   // codes it supports
    std::vector<std::string> categories;  // values of OperatorOptions::category
    std::string paper;                    // "1" (Indic attacks) or "2" (proxy-model checks)

    // The categories it has in `language`, a code it supports: key has altgr on the Polish
    // layout only and shift on InScript only; every other operator has the same everywhere.
    std::vector<std::string> categoriesIn(const std::string& language) const;
    // Why `category` (not empty) is no category of it in `language` ("operator 'key' has no
    // category 'altgr' in English (it has: neighbour)"), or an empty string when it is one.
    // relation's categories are its file's: none is refused here.
    std::string categoryProblem(const std::string& category, const text::Language& language) const;
};

// Every operator, in a stable order: phono, ortho, random (first paper), key, ocr, insert,
// delete, substitute, swap, diacritic, split, ortho-rule, relation (second paper).
const std::vector<OperatorInfo>& operatorInfos();
const OperatorInfo* findOperatorInfo(const std::string& name);

// Makes an operator; throws InputError for an unknown name, a language or category it does
// not support, a missing or malformed relation file, or a table file of options.tablesDir
// with errors (naming its file, line and field).
std::unique_ptr<Operator> createOperator(const std::string& name, const OperatorOptions& options);

// The names of the confusion tables operator `name` reads for `language`, the ones
// createOperator() reads (none for operators without tables, an unknown name or language).
std::vector<std::string> operatorTables(const std::string& name, const std::string& language);

// The files of options.tablesDir that operator `name` reads in place of built-in tables, as
// table name and path; empty when it reads none (an edited table replaces a file).
std::vector<std::pair<std::string, std::string>> replacedTables(const std::string& name,
                                                                const OperatorOptions& options);
// The tables of options.editedTables that operator `name` reads (their names).
std::vector<std::string> editedTables(const std::string& name, const OperatorOptions& options);

}  // namespace akshara::perturb

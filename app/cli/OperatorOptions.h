#pragma once

#include <ostream>
#include <string>

#include "ArgParser.h"
#include "perturb/Operator.h"
#include "text/Language.h"

namespace akshara::cli {

// --op, --lang, --category, --relations, --one-per-position, --tables and --seed, shared by
// the commands that perturb with one operator (candidates, perturb, try, attack).
void addOperatorOptions(ArgParser& parser);

// --tables DIR: a folder of table files that replace the built-in tables of their names.
void addTablesOption(ArgParser& parser);
// The folder --tables names (empty when not given); UsageError when it is not a folder.
std::string tablesOption(const ArgParser& parser);
// Tells `err` which tables of operator `op` come from options.tablesDir, and which the folder
// does not have (their built-in tables are used); nothing without --tables.
void noteReplacedTables(const std::string& op, const perturb::OperatorOptions& options,
                        std::ostream& err);

// The operator options given; UsageError when --op or --lang is missing, or as
// checkOperatorChoice says.
perturb::OperatorOptions operatorOptionsFrom(const ArgParser& parser);

// The language --lang names; throws UsageError listing the known ones for another code.
const text::Language& languageOption(const std::string& code);

// UsageError naming the option for an unknown operator or language, a language the operator
// does not support, or a category it does not have (relation categories come from its file).
// `opOption` is the option that named the operator.
void checkOperatorChoice(const std::string& op, const std::string& language,
                         const std::string& category = {}, const std::string& opOption = "--op");

}  // namespace akshara::cli

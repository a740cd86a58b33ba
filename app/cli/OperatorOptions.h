#pragma once

#include <string>

#include "ArgParser.h"
#include "perturb/Operator.h"

namespace akshara::cli {

// --op, --lang, --category, --relations, --one-per-position and --seed, shared by the
// commands that perturb with one operator (candidates, perturb, attack).
void addOperatorOptions(ArgParser& parser);

// The operator options given; UsageError when --op or --lang is missing, or as
// checkOperatorChoice says.
perturb::OperatorOptions operatorOptionsFrom(const ArgParser& parser);

// UsageError naming the option for an unknown operator or language, a language the operator
// does not support, or a category it does not have (relation categories come from its file).
// `opOption` is the option that named the operator.
void checkOperatorChoice(const std::string& op, const std::string& language,
                         const std::string& category = {}, const std::string& opOption = "--op");

}  // namespace akshara::cli

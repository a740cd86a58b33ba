#pragma once

#include "ArgParser.h"
#include "attrib/WordImportance.h"

namespace akshara::cli {

// The budgets of the attribution methods given to --steps, --smoothgrad-samples and (when it
// has a value) --samples, read into `options`. Each is checked before any model is loaded,
// against bounds far above what the methods need (the papers use tens to hundreds) that keep
// a mistyped count from running for days or holding every noisy copy in memory; UsageError
// naming the option otherwise. Shared by importance and asr-curve, which declare the options.
void readImportanceBudgets(const ArgParser& parser, attrib::ImportanceOptions& options);
// --samples alone, checked as above, or `method`'s default (attrib::defaultSamples) when it is
// not given: for importance and attack, whose budget does not depend on the example.
std::size_t readImportanceSamples(const ArgParser& parser, attrib::Method method);

// Refuses with UsageError a setting of a method other than `method`, which would otherwise be
// ignored without a word: --steps (ig), --smoothgrad-samples and --noise (smoothgrad),
// --samples and --features (shap, partition-shap and lime). A command that does not declare one of
// them is never given it. Shared by importance, attack and asr-curve.
void refuseOtherMethodsSettings(const ArgParser& parser, attrib::Method method);

// --features tokens|words, what shap, partition-shap and lime mask: declared by importance, attack
// and asr-curve alike. readImportanceFeatures throws UsageError for another value.
void addImportanceFeaturesOption(ArgParser& parser);
attrib::Features readImportanceFeatures(const ArgParser& parser);

}  // namespace akshara::cli

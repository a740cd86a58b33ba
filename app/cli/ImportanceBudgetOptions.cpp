#include "ImportanceBudgetOptions.h"

#include <algorithm>
#include <initializer_list>
#include <string>

#include "common/Error.h"

namespace akshara::cli {

namespace {

// The integer option `name`, refused with UsageError outside [least, most].
long long countBetween(const ArgParser& parser, const char* name, long long least, long long most) {
    const long long v = parser.integer(name);
    if (v < least || v > most) {
        throw UsageError(std::string("--") + name + " must be between " + std::to_string(least) +
                         " and " + std::to_string(most) + ", not " + parser.value(name));
    }
    return v;
}

}  // namespace

void readImportanceBudgets(const ArgParser& parser, attrib::ImportanceOptions& options) {
    options.integratedGradientSteps = static_cast<int>(countBetween(parser, "steps", 1, 10000));
    if (parser.has("samples")) {
        options.samples = static_cast<std::size_t>(countBetween(parser, "samples", 2, 100000));
    }
    options.smoothGradSamples =
        static_cast<std::size_t>(countBetween(parser, "smoothgrad-samples", 1, 1000));
}

std::size_t readImportanceSamples(const ArgParser& parser, attrib::Method method) {
    return parser.has("samples")
               ? static_cast<std::size_t>(countBetween(parser, "samples", 2, 100000))
               : attrib::defaultSamples(method);
}

void refuseOtherMethodsSettings(const ArgParser& parser, attrib::Method method) {
    using attrib::Method;
    const auto onlyFor = [&](const char* option, std::initializer_list<Method> methods,
                             const char* names) {
        if (parser.has(option) &&
            std::find(methods.begin(), methods.end(), method) == methods.end()) {
            throw UsageError(std::string("--") + option + " is for --method " + names + ", not '" +
                             std::string(attrib::methodName(method)) + "'");
        }
    };
    onlyFor("steps", {Method::IntegratedGradients}, "ig");
    onlyFor("smoothgrad-samples", {Method::SmoothGrad}, "smoothgrad");
    onlyFor("noise", {Method::SmoothGrad}, "smoothgrad");
    onlyFor("samples", {Method::KernelShap, Method::PartitionShap, Method::Lime},
            "shap, partition-shap or lime");
    onlyFor("features", {Method::KernelShap, Method::PartitionShap, Method::Lime},
            "shap, partition-shap or lime");
}

void addImportanceFeaturesOption(ArgParser& parser) {
    parser.option("features", "tokens|words",
                  "what shap, partition-shap and lime mask: each subword token alone, a word's "
                  "score the mean "
                  "of its tokens' (the second paper's token attributions), or each word whole",
                  "tokens");
}

attrib::Features readImportanceFeatures(const ArgParser& parser) {
    try {
        return attrib::parseFeatures(parser.value("features"));
    } catch (const InputError& e) {
        throw UsageError("--features: " + e.message());
    }
}

}  // namespace akshara::cli

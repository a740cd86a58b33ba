// The importance methods and masking features by name, and their budgets.
#include <string>
#include <string_view>

#include "attrib/WordImportance.h"
#include "common/Error.h"

namespace akshara::attrib {

std::string_view methodName(Method method) {
    switch (method) {
        case Method::LeaveOneOut:
            return "loo";
        case Method::GradientTimesInput:
            return "grad-x-input";
        case Method::IntegratedGradients:
            return "ig";
        case Method::Random:
            return "random";
        case Method::KernelShap:
            return "shap";
        case Method::PartitionShap:
            return "partition-shap";
        case Method::Lime:
            return "lime";
        case Method::AttentionRollout:
            return "rollout";
        case Method::SmoothGrad:
            return "smoothgrad";
        case Method::AttentionGradientRollout:
            return "grad-rollout";
        case Method::Gradient:
            return "gradient";
    }
    return "loo";
}

std::string_view featuresName(Features features) {
    return features == Features::Tokens ? "tokens" : "words";
}

bool masksFeatures(Method method) {
    return method == Method::KernelShap || method == Method::PartitionShap ||
           method == Method::Lime;
}

std::size_t defaultSamples(Method method) {
    return method == Method::PartitionShap ? 500 : 256;
}

Features parseFeatures(std::string_view name) {
    for (auto f : {Features::Tokens, Features::Words}) {
        if (featuresName(f) == name) {
            return f;
        }
    }
    throw InputError("unknown features '" + std::string(name) + "' (tokens, words)");
}

Method parseMethod(std::string_view name) {
    for (auto m : {Method::LeaveOneOut, Method::GradientTimesInput, Method::IntegratedGradients,
                   Method::Random, Method::KernelShap, Method::PartitionShap, Method::Lime,
                   Method::AttentionRollout, Method::SmoothGrad, Method::AttentionGradientRollout,
                   Method::Gradient}) {
        if (methodName(m) == name) {
            return m;
        }
    }
    throw InputError("unknown importance method '" + std::string(name) +
                     "' (loo, gradient, grad-x-input, ig, random, shap, partition-shap, lime, "
                     "rollout, smoothgrad, grad-rollout)");
}

}  // namespace akshara::attrib

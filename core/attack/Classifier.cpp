#include "attack/Classifier.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "attrib/WordImportance.h"
#include "common/Error.h"

namespace akshara::attack {

std::vector<std::vector<double>> Classifier::classify(const std::vector<TextInput>& inputs) {
    if (inputs.empty()) {
        return {};
    }
    const auto started = std::chrono::steady_clock::now();
    auto out = probabilities(inputs);
    querySeconds_ +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    queries_ += inputs.size();
    if (out.size() != inputs.size()) {
        throw ModelError("the classifier answered " + std::to_string(out.size()) + " of " +
                         std::to_string(inputs.size()) + " inputs");
    }
    return out;
}

std::size_t Classifier::cutTo(const TextInput&) const {
    return 0;
}

void Classifier::addQueries(std::size_t queries, double seconds) {
    queries_ += queries;
    querySeconds_ += seconds;
}

std::vector<double> softmax(const std::vector<float>& logits) {
    return attrib::softmax(logits);
}

int argmax(const std::vector<double>& values) {
    if (values.empty()) {
        return 0;
    }
    return static_cast<int>(std::max_element(values.begin(), values.end()) - values.begin());
}

}  // namespace akshara::attack

#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace akshara::attack {

// A text, or a sentence pair, as a classifier reads it (UTF-8).
struct TextInput {
    std::string first;
    std::string second;
    bool pair = false;
};

// The model under attack: class probabilities for inputs, with the queries and the time spent
// in them counted. The search depends only on this, so it runs on any model (and on models
// defined in tests).
class Classifier {
public:
    virtual ~Classifier() = default;

    virtual std::size_t labelCount() const = 0;

    // The tokens the model reads of `input` when it is longer than the model takes and cut to
    // them (the words past them change nothing it reads); 0 when the model reads it whole.
    virtual std::size_t cutTo(const TextInput& input) const;

    // One probability vector (labelCount() values summing to 1) per input, in input order;
    // counts each input as one query and adds the wall time to querySeconds().
    std::vector<std::vector<double>> classify(const std::vector<TextInput>& inputs);

    std::size_t queries() const { return queries_; }
    double querySeconds() const { return querySeconds_; }
    // Adds work done for the classifier elsewhere (word importance on the same model).
    void addQueries(std::size_t queries, double seconds);

protected:
    virtual std::vector<std::vector<double>> probabilities(
        const std::vector<TextInput>& inputs) = 0;

private:
    std::size_t queries_ = 0;
    double querySeconds_ = 0;
};

// Softmax of logits, computed in double; empty for empty logits.
std::vector<double> softmax(const std::vector<float>& logits);
// Index of the largest value (the first of equal ones); 0 for an empty vector.
int argmax(const std::vector<double>& values);

}  // namespace akshara::attack

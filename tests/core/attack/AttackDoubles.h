#pragma once

// A classifier, a word ranker and an operator whose behaviour is known, so that the greedy
// search's choices can be computed by hand.

#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "attack/Classifier.h"
#include "attack/WordRanker.h"
#include "common/Error.h"
#include "data/ClassificationDataset.h"
#include "perturb/Operator.h"
#include "text/Language.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

namespace akshara::test {

// Two classes: the logit of class 1 is bias + the sum of the weights of the words present
// (both texts of a pair); unknown words weigh 0. p1 = 1 / (1 + exp(-logit)).
class WordListClassifier : public attack::Classifier {
public:
    WordListClassifier(std::map<std::string, double> weights, double bias)
        : weights_(std::move(weights)), bias_(bias) {}
    std::size_t labelCount() const override { return 2; }

    double logit(const attack::TextInput& input) const {
        double sum = bias_;
        for (const auto* t : {&input.first, &input.second}) {
            for (const auto& w : text::words(text::decodeUtf8(*t))) {
                const auto it = weights_.find(text::encodeUtf8(w.text));
                sum += it == weights_.end() ? 0.0 : it->second;
            }
        }
        return sum;
    }
    double positive(const attack::TextInput& input) const {
        return 1.0 / (1.0 + std::exp(-logit(input)));
    }

protected:
    std::vector<std::vector<double>> probabilities(
        const std::vector<attack::TextInput>& inputs) override {
        std::vector<std::vector<double>> out;
        for (const auto& in : inputs) {
            const double p = positive(in);
            out.push_back({1.0 - p, p});
        }
        return out;
    }

private:
    std::map<std::string, double> weights_;
    double bias_;
};

// Scores from a word list (unknown words 0); costs no queries.
class FixedRanker : public attack::WordRanker {
public:
    explicit FixedRanker(std::map<std::string, double> scores) : scores_(std::move(scores)) {}
    attrib::WordImportance rank(const attack::TextInput& input, int targetClass) override {
        const std::string_view second(input.second);
        attrib::WordImportance out;
        out.words = attrib::inputWords(input.first, input.pair ? &second : nullptr);
        for (const auto& w : out.words) {
            const auto it = scores_.find(w.text);
            out.scores.push_back(it == scores_.end() ? 0.0 : it->second);
        }
        out.targetClass = targetClass;
        ++calls;
        return out;
    }
    int calls = 0;

private:
    std::map<std::string, double> scores_;
};

// A ranker that fails at its `failAt`-th call (1 for the first), as KernelSHAP's solver can.
class FailingRanker : public FixedRanker {
public:
    FailingRanker(int failAt, std::map<std::string, double> scores)
        : FixedRanker(std::move(scores)), failAt_(failAt) {}
    attrib::WordImportance rank(const attack::TextInput& input, int targetClass) override {
        if (calls + 1 == failAt_) {
            throw InputError("the weighted least squares system is singular: too few samples");
        }
        return FixedRanker::rank(input, targetClass);
    }

private:
    int failAt_;
};

// Candidates from a list: word -> its candidates, in order (each a one-letter substitution).
class ListOperator : public perturb::Operator {
public:
    explicit ListOperator(std::map<std::string, std::vector<std::string>> candidates)
        : Operator("list", text::requireLanguage("en")), candidates_(std::move(candidates)) {}

protected:
    std::vector<perturb::Candidate> generate(std::u32string_view word) const override {
        std::vector<perturb::Candidate> out;
        const auto it = candidates_.find(text::encodeUtf8(word));
        if (it == candidates_.end()) {
            return out;
        }
        for (const auto& c : it->second) {
            const auto to = text::decodeUtf8(c);
            std::size_t pos = 0;
            while (pos < word.size() && word[pos] == to[pos]) {
                ++pos;
            }
            out.push_back(make(word, pos, word.substr(pos, 1), to.substr(pos, 1), "test"));
        }
        return out;
    }

private:
    std::map<std::string, std::vector<std::string>> candidates_;
};

// A dataset of these (text, class) examples over `labels`, each example numbered as the line
// of a file with a header.
inline data::ClassificationDataset datasetOf(
    std::vector<std::string> labels,
    const std::vector<std::pair<const char*, std::size_t>>& examples) {
    data::ClassificationDataset d;
    d.labels = std::move(labels);
    for (const auto& [text, label] : examples) {
        data::ClassificationExample e;
        e.text = text;
        e.labelIndex = label;
        e.label = d.labels[label];
        e.line = d.examples.size() + 2;
        d.examples.push_back(e);
    }
    return d;
}

}  // namespace akshara::test

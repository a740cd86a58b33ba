#include "attack/WordRanker.h"

#include <algorithm>
#include <numeric>

namespace akshara::attack {

ImportanceRanker::ImportanceRanker(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                                   attrib::ImportanceOptions options)
    : encoder_(encoder), tokenizer_(tokenizer), options_(options) {}

attrib::WordImportance WordRanker::rankSentence(const TextInput& input, int sentence,
                                                int targetClass, const std::vector<double>&) {
    auto all = rank(input, targetClass);
    attrib::WordImportance out = all;
    out.words.clear();
    out.scores.clear();
    for (std::size_t i = 0; i < all.words.size(); ++i) {
        if (all.words[i].sequence == sentence) {
            out.words.push_back(std::move(all.words[i]));
            out.scores.push_back(all.scores[i]);
        }
    }
    return out;
}

attrib::WordImportance ImportanceRanker::rank(const TextInput& input, int targetClass) {
    auto options = options_;
    options.targetClass = targetClass;
    return input.pair
               ? attrib::importancePair(encoder_, tokenizer_, input.first, input.second, options)
               : attrib::importance(encoder_, tokenizer_, input.first, options);
}

attrib::WordImportance ImportanceRanker::rankSentence(const TextInput& input, int sentence,
                                                      int targetClass,
                                                      const std::vector<double>& probabilities) {
    auto options = options_;
    options.targetClass = targetClass;
    options.sentence = sentence;
    options.inputProbabilities = probabilities;
    return input.pair
               ? attrib::importancePair(encoder_, tokenizer_, input.first, input.second, options)
               : attrib::importance(encoder_, tokenizer_, input.first, options);
}

std::vector<attrib::Word> rankedWords(const attrib::WordImportance& importance, int sequence) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < importance.words.size(); ++i) {
        if (importance.words[i].sequence == sequence) {
            order.push_back(i);
        }
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return importance.scores[a] > importance.scores[b];
    });
    std::vector<attrib::Word> out;
    out.reserve(order.size());
    for (auto i : order) {
        out.push_back(importance.words[i]);
    }
    return out;
}

}  // namespace akshara::attack

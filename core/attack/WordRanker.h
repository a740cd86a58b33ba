#pragma once

#include "attack/Classifier.h"
#include "attrib/WordImportance.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::attack {

// Scores the words of an input for a class: the order in which an attack visits them.
class WordRanker {
public:
    virtual ~WordRanker() = default;
    // The words of both texts of the input with a score each (higher: visited first), and the
    // model queries and seconds spent. `targetClass` is the class the model predicts.
    virtual attrib::WordImportance rank(const TextInput& input, int targetClass) = 0;
    // The words of one sentence of the input (0: first, 1: second of a pair) with a score each,
    // the other sentence left whole; `probabilities` are the model's for the input as it is,
    // queried already (an attack's), for a ranker to use instead of querying it again. By
    // default rank() with the other sentence's words left out.
    virtual attrib::WordImportance rankSentence(const TextInput& input, int sentence,
                                                int targetClass,
                                                const std::vector<double>& probabilities);
};

// Word importance of core/attrib on a model of the runtime (leave-one-out masking by default,
// as the first paper; a seeded random order as the control). Keeps references.
class ImportanceRanker : public WordRanker {
public:
    ImportanceRanker(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                     attrib::ImportanceOptions options);
    attrib::WordImportance rank(const TextInput& input, int targetClass) override;
    // Scores only that sentence's words, and does not query the input as it is again.
    attrib::WordImportance rankSentence(const TextInput& input, int sentence, int targetClass,
                                        const std::vector<double>& probabilities) override;

private:
    const model::Encoder& encoder_;
    const model::Tokenizer& tokenizer_;
    attrib::ImportanceOptions options_;
};

// The words of the given text of the input (0: first, 1: second), highest score first, ties
// in text order.
std::vector<attrib::Word> rankedWords(const attrib::WordImportance& importance, int sequence);

}  // namespace akshara::attack

#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "attack/Classifier.h"
#include "perturb/Edit.h"
#include "perturb/Operator.h"

namespace akshara::attack {

// What to do to one sentence: the operator, how many of its words to change, and how many
// different perturbed versions to make.
struct TrialOptions {
    std::string op;                            // an operator of perturb::operatorInfos()
    perturb::OperatorOptions operatorOptions;  // its language (required) and category
    std::size_t words = 1;                     // words changed in each version
    std::size_t variants = 8;                  // versions wanted
    std::uint64_t seed = 0;
    // A sentence pair (NLI): the pair's other sentence, kept as it is, and which of the two the
    // sentence tried is (0: the first, the premise; 1: the second, the hypothesis), as an
    // attack's targetSentence. Empty: a single sentence.
    std::string pairedWith;
    int targetSentence = 0;
};

// One perturbed version of the sentence: its text, the edits that made it, and the classifier's
// probabilities for it (empty without a classifier).
struct TrialVariant {
    std::string text;
    std::vector<perturb::Edit> edits;
    std::vector<double> probabilities;
};

// A sentence tried with an operator: the sentence (as NFC), the classifier's probabilities for
// it (empty without one), and its perturbed versions, each different from it and from the
// others, in the order they were drawn.
struct SentenceTrial {
    std::string original;
    std::string pairedWith;  // the pair's other sentence (as NFC); empty for a single sentence
    int targetSentence = 0;
    std::vector<double> probabilities;
    // With a classifier: the tokens its model reads of the sentence (with the pair's other)
    // when it is longer than the model takes and cut to them (Classifier::cutTo); 0 when the
    // model reads it whole. A change past them changes nothing the model reads.
    std::size_t cutTo = 0;
    std::vector<TrialVariant> variants;
    // Versions asked for and not found: the operator has fewer different ones to give (a
    // short sentence, few letters it changes, text in another script).
    std::size_t missing = 0;
    // The words asked to change in each version, and those of the sentence the operator can
    // change: fewer than asked when the sentence is short (each version then changes those).
    std::size_t words = 0;
    std::size_t changeableWords = 0;
    // The sentence's words (numbers aside), and those longer than perturb::kLongestWord, which
    // no operator changes.
    std::size_t sentenceWords = 0;
    std::size_t tooLongWords = 0;
    // The tables read from operatorOptions.tablesDir in place of built-in ones (their names).
    std::vector<std::string> replacedTables;
    // The tables of operatorOptions.editedTables read in place of saved or built-in ones.
    std::vector<std::string> editedTables;
};

// Perturbs `text` with the options' operator into up to `variants` different versions (each
// version `words` words changed, drawn with perturb::perturbText from the seed), and, with
// `classifier`, classifies the sentence and every version in one call (for a pair, each with
// the pair's other sentence in its place). Throws InputError for an empty sentence or other
// sentence of a pair, an unknown operator or a language it does not support.
SentenceTrial trySentence(const std::string& text, const TrialOptions& options,
                          Classifier* classifier = nullptr);

}  // namespace akshara::attack

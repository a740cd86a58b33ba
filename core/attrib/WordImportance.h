#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::attrib {

enum class Method {
    // p_y(W) - p_y(W\w) + 1(y != y')(p_y'(W\w) - p_y'(W)), w masked, y the predicted class and
    // y' the one predicted without w (the first paper's eq. 1); for another target class c,
    // p_c(W) - p_c(W\w)
    LeaveOneOut,
    GradientTimesInput,        // gradient . embedding lookup, mean over the word's subtokens
    IntegratedGradients,       // zero baseline, midpoint Riemann sum, mean over the subtokens
    Random,                    // a random order drawn from the seed and the words: the control
    KernelShap,                // Shapley values over token (or word) presence, absent ones masked
    Lime,                      // a local linear model over token (or word) presence
    AttentionRollout,          // attention flow to the first token, not class-specific
    SmoothGrad,                // length of the mean gradient over noisy lookups (Smilkov et
                               // al.), mean over the subtokens
    AttentionGradientRollout,  // rollout of ReLU(gradient x attention), class-specific
    Gradient,                  // length of the gradient at the lookup (Simonyan et al.'s vanilla
                               // gradient, the second paper's G), mean over the subtokens
    PartitionShap,             // Owen values over the SHAP library's clustering of the tokens
                               // (its text default, which the second paper ran), absent masked
};

// "loo", "grad-x-input", "ig", "random", "shap", "partition-shap", "lime", "rollout",
// "smoothgrad", "grad-rollout", "gradient"; parseMethod throws InputError for another name.
std::string_view methodName(Method method);
// Class probabilities of logits (softmax in double, shifted by the largest logit); empty for
// empty logits.
std::vector<double> softmax(const std::vector<float>& logits);
Method parseMethod(std::string_view name);

// What KernelShap, PartitionShap and Lime switch on and off. Tokens: each subword token of the
// words, masked alone, and a word's score the mean of its tokens' (the second paper's eq. 2: token
// attributions first, as the SHAP library masks text, then their mean over the word). Words:
// each word whole.
enum class Features { Tokens, Words };
// "tokens", "words"; parseFeatures throws InputError for another name.
std::string_view featuresName(Features features);
Features parseFeatures(std::string_view name);
// Whether `method` masks features, and so depends on ImportanceOptions::features.
bool masksFeatures(Method method);
// ImportanceOptions::samples where none is given (the importance command, an attack): the SHAP
// library's 500 evaluations for PartitionShap; 256 masked inputs otherwise.
std::size_t defaultSamples(Method method);

struct ImportanceOptions {
    Method method = Method::LeaveOneOut;
    int targetClass = -1;  // -1: the class the model predicts for the input
    int integratedGradientSteps = 16;
    std::uint64_t seed = 0;    // Random, KernelShap, Lime, SmoothGrad (its noise), PartitionShap
                               // (the order of equally urgent splits)
    double noiseLevel = 0.15;  // SmoothGrad: noise sd as a fraction of the lookup's range
    std::size_t smoothGradSamples = 16;
    std::size_t samples = 256;  // KernelShap, Lime: masked inputs (exact Shapley values when
                                // every subset of the features fits in the budget); KernelShap
                                // with 0: the SHAP library's "auto", 2 * features + 2048;
                                // PartitionShap: its max_evals (0: its default, 500)
    Features features = Features::Tokens;  // KernelShap, PartitionShap, Lime
    // KernelShap: a budget below features + 1, the least it can solve for, is raised to that
    // minimum (and said in the result's note) instead of refused.
    bool raiseSamples = false;
    // Sentence pairs: -1 scores the words of both texts; 0 or 1 only those of that text, the
    // other one left whole (an attack on one sentence of a pair).
    int sentence = -1;
    // The model's class probabilities for the unmasked input when the caller has them (an
    // attack has queried it already): LeaveOneOut, KernelShap, Lime and Random then use them
    // instead of querying that input again. Empty: queried.
    std::vector<double> inputProbabilities;
};

// A word of the input: [start, end) in code points of its text (text 0, or 1 of a pair).
struct Word {
    std::string text;
    std::size_t start = 0;
    std::size_t end = 0;
    int sequence = 0;
};

struct WordImportance {
    std::vector<Word> words;     // words and numbers, punctuation left out, in text order
    std::vector<double> scores;  // one per word; higher: more important for targetClass
    int targetClass = 0;
    std::size_t queries = 0;  // model evaluations (each forward or backward input counts)
    double seconds = 0;
    // How the scoring departed from the options or the text (a raised budget, words past the
    // model's length left out), one clause each, "; " between; or empty.
    std::string note;
};

// The words of a text (or a pair) that keep at least one token after truncation to the
// model's length, and the tokens of `encoding` that fall in each.
std::vector<Word> inputWords(std::string_view first, const std::string_view* second);
std::vector<std::vector<std::size_t>> wordTokens(const std::vector<Word>& words,
                                                 const model::Encoding& encoding);

// Scores each word of `text` for the options' class. Throws InputError for a text without
// words (of the options' sentence), a model without a classification head, a class outside
// its labels, a sentence the input lacks, input probabilities of another label count, or a
// score that is not a finite number (naming the method and the word).
WordImportance importance(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                          std::string_view text, const ImportanceOptions& options);
// The same for a sentence pair: the words of both texts, each marked with its text.
WordImportance importancePair(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                              std::string_view first, std::string_view second,
                              const ImportanceOptions& options);

// The least budget (ImportanceOptions::samples) the options' method needs to score `first`
// (with `second`, a pair) as importance() and importancePair() score it: KernelSHAP's masking
// features + 1, LIME's 2, 0 for the methods without a budget. Throws InputError for a text
// without words to score.
std::size_t leastSamples(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                         std::string_view first, const std::string_view* second,
                         const ImportanceOptions& options);

// Attention-gradient rollout (Chefer et al. 2021, "Generic attention-model explainability",
// rules 5 and 6): per layer the mean over heads of ReLU(gradient * attention), Ā; from R = I,
// each layer in turn adds Ā R to R, so R is the product of the layers' I + Ā with the first
// layer innermost; the first token's row. Both arrays [layers, heads, tokens, tokens]. Unlike
// attention rollout's, the rows are not normalised: that would weigh a path through a token
// by its share of the row rather than by its relevance.
std::vector<float> attentionGradientRollout(const model::Array& attentions,
                                            const model::Array& gradients);

}  // namespace akshara::attrib

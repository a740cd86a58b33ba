#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "jobs/JobContext.h"
#include "probe/StateCache.h"

namespace akshara::probe {

struct ProbeOptions {
    std::size_t folds = 5;
    std::uint64_t seed = 0;
    // Inverse regularisation strength as in scikit-learn's LogisticRegression: the objective
    // of each probe is sum of cross-entropies over its training part + ||W||^2 / (2 C).
    double inverseRegularisation = 1.0;
    std::size_t maxIterations = 100;  // L-BFGS iterations
    // A probe stops when no entry of the gradient of its objective divided by its number of
    // training samples exceeds this.
    double tolerance = 1e-4;
    int threads = 0;  // 0: libtorch's default
    // Train on the first CUDA device (throws InputError when libtorch sees none); the states
    // are copied there once and all probes run as one batched problem.
    bool cuda = false;
    // Per sample, its group (the index of the first sample of the same sentence, say): the
    // samples of a group are kept in one fold, so that no sentence is trained on and tested at
    // once. Empty: every sample is its own.
    std::vector<std::size_t> groups;
};

struct LayerAccuracy {
    double mean = 0.0;  // over folds
    double std = 0.0;   // population standard deviation over folds
    std::vector<double> folds;
};

struct ProbeResult {
    std::vector<LayerAccuracy> layers;
    std::size_t classes = 0;
    double majorityBaseline = 0.0;  // share of the most frequent class
    std::size_t iterations = 0;     // L-BFGS iterations of the slowest probe
    double objective = 0.0;         // final objective, mean over the probes of all layers and folds
};

// Fold (0..k-1) of each sample: the samples of each class are shuffled with `seed` and dealt
// round-robin, continuing where the previous class stopped, so every fold holds each class
// in proportion (sizes differ by at most one). With `groups` (one per sample, as
// ProbeOptions::groups), groups are dealt instead of samples: every sample of a group goes to
// the fold its group was dealt first, and the proportions hold over distinct groups. Throws
// InputError when k < 2 or k > samples, for groups of another count than the samples, or
// when there are fewer groups than folds.
std::vector<std::size_t> stratifiedFolds(const std::vector<int>& labels, std::size_t k,
                                         std::uint64_t seed,
                                         const std::vector<std::size_t>& groups = {});

// Multinomial logistic regression with L2 regularisation on the frozen `states` of every
// layer, evaluated by stratified k-fold cross-validation. All layers and folds are trained
// together (full-batch L-BFGS, each probe with its own curvature and step length, sharing the
// matrix products over the features); features are standardised per fold from the training
// part only. The objective of each probe is scikit-learn's LogisticRegression's: the sum of
// the cross-entropies of its training part + ||W||^2 / (2 C), the bias not penalised; with two
// classes, binary logistic regression's (one weight vector w, ||w||^2 / (2 C)), as the paper
// fits binary tasks. Labels are 0..classes-1, one per sentence.
ProbeResult probeLayers(const LayerStates& states, const std::vector<int>& labels,
                        const ProbeOptions& options = {}, const jobs::JobContext& context = {});

// Labels as indices 0..n-1 in order of first appearance; `names` receives the label names.
std::vector<int> indexLabels(const std::vector<std::string>& labels,
                             std::vector<std::string>& names);

// Control task in the manner of Hewitt & Liang (2019): every distinct key gets one label drawn
// (with `seed`) from the task's empirical label distribution, and each sample takes its key's
// label. Keys are chosen by the caller; see controlKey() for the sentence-level analogue.
std::vector<int> controlLabels(const std::vector<std::string>& keys, const std::vector<int>& labels,
                               std::uint64_t seed);

// The key of a sentence for sentence-level control tasks: its first token (a word type) that
// is not `unknownToken`. Sentences that start with the same word share the control label, so
// the label is a consistent function of a word type present in the input, as in Hewitt &
// Liang, while it is independent of the sentence-level property probed. Skipping the unknown
// token keeps the control task meaningful under DropF and DropFL, which put it first in every
// sentence (one key for all would make the control task a single class). A sentence of
// unknown tokens only gives the empty key.
std::string controlKey(const std::vector<std::string>& tokens, const std::string& unknownToken);

}  // namespace akshara::probe

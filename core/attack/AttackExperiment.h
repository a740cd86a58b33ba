#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "attack/GreedyAttack.h"
#include "attrib/WordImportance.h"
#include "data/ClassificationDataset.h"
#include "jobs/JobContext.h"
#include "jobs/RunFolder.h"
#include "model/Encoder.h"
#include "perturb/Operator.h"

namespace akshara::attack {

// The first paper's phonological sub-categories (its table 4), attacked one by one for the
// breakdown of a phono run.
const std::vector<std::string>& phonoCategories();

// A labelled dataset read for an attack: `options` say how (with the data's label set, if
// any, as `labelNames`), only the first `limit` examples are kept (0: all), and each gold
// label is matched to the model's classes as predictions match them (data::goldClasses): the
// dataset's labels are the model's (or, for a model with unnamed classes, the label set's).
// Throws InputError naming the file and line, with `labelSetHint` for integer labels that
// need the data's label set, or naming the model's folder `modelDir` when its classes are
// unnamed and the label set has another size.
data::ClassificationDataset readAttackDataset(const std::string& path,
                                              const data::ClassificationOptions& options,
                                              const std::vector<std::string>& modelLabels,
                                              const std::string& modelDir, std::size_t limit,
                                              const std::string& labelSetHint);

// The run folder `outDir` of an attack or ASR experiment of kind `kind`: created with its
// manifest (the kind, `command`, the fields of `manifestJson`, a JSON object, and the
// version), or resumed when it holds the manifest of the same run: the same kind, settings and
// input fingerprints, wherever the inputs now are and however the command was written (the
// options in another order, a default given, another device or number of threads). A folder
// holding another run, or results without a manifest, is an InputError naming what differs.
// `resuming`: the run is continued from its folder alone (attackRunOptions): a folder without
// its manifest is refused and nothing is made.
jobs::RunFolder openExperimentFolder(const std::string& outDir, const std::string& kind,
                                     const std::vector<std::string>& command,
                                     const std::string& manifestJson, bool resuming = false);

// One attack experiment: a classifier folder, a dataset, an operator, word importance and
// similarity measures.
struct AttackExperimentOptions {
    std::string modelDir;
    model::EncoderOptions encoder;
    std::string dataFile;
    data::ClassificationOptions data;  // format, columns, pairs, the data's label set
    // How the caller gives the data's label set, as messages name it.
    std::string labelSetHint = "--labels (e.g. --labels nli)";
    std::size_t limit = 0;  // attack only the first examples (0: all)
    std::string op = "phono";
    perturb::OperatorOptions operatorOptions;  // language (required), category, seed
    attrib::ImportanceOptions importance;      // the ranking of the words (masking by default)
    AttackOptions attack;                      // target sentence, similarity filter, 40% rule
    // An encoder for the cosine and BERTScore similarities (empty: none), and its sentence
    // embedding: "auto" (a sentence-transformers folder's modules, else the first token),
    // "cls", "mean" or "pooler".
    std::string similarityModel;
    std::string pooling = "auto";
    std::string phoneticTable;  // folder of the phonetic feature tables (empty: built-in)
    bool breakdown = true;      // phono without a category: attack each sub-category too
    // How the run was started, kept in the manifest: the command line's arguments, or their
    // equivalent for runs started elsewhere.
    std::vector<std::string> command;
    std::string outDir;
    bool resuming = false;  // continued from outDir alone (see openExperimentFolder)
};

// A line for the user ("attacking 50 examples with phono on cpu"); may be empty.
using AttackLog = std::function<void(const std::string& line)>;

// Loads the model and the data, builds the operator, the ranking and the similarity
// measures, and attacks every example into `options.outDir` (manifest.json of kind "attack",
// results.jsonl, summary.json), resuming a folder that holds the same run. Returns the
// summary's JSON text. Reports progress and stops with Cancelled through `context`; throws
// InputError / ModelError on bad input.
std::string runAttackExperiment(const AttackExperimentOptions& options,
                                const jobs::JobContext& context, const AttackLog& log = {});

// The second paper's experiment: a proxy model ranks each example's words with an attribution
// method (and at random), the top k = 1..maxWords words are perturbed with each operator, and
// the target model's attack success rate is measured.
struct AsrExperimentOptions {
    std::string proxyDir;
    std::string targetDir;
    model::EncoderOptions encoder;
    std::string dataFile;
    data::ClassificationOptions data;  // format, columns, pairs, the data's label set
    std::string labelSetHint = "--labels (e.g. --labels nli)";
    std::size_t limit = 0;
    // The paper's SHAP, the library's default for text; not Random: random is always run.
    attrib::Method method = attrib::Method::PartitionShap;
    // The method's budgets, by default the second paper's (its appendix B.3): 50 integrated
    // gradients steps, 50 SmoothGrad samples, and for shap the SHAP library's default, 2 *
    // features + 2048 masked inputs per example (samples 0; partition-shap's 0 is the
    // library's 500 evaluations, lime's 256). A budget below
    // the features + 1 that shap needs is raised to that for the example, with a note in its
    // record.
    int integratedGradientSteps = 50;
    std::size_t smoothGradSamples = 50;
    std::size_t samples = 0;
    // shap, partition-shap and lime: each subword token masked alone and a word's score their mean
    // (the second paper's eq. 2), or each word whole.
    attrib::Features features = attrib::Features::Tokens;
    std::vector<std::string> operators;        // at least one
    perturb::OperatorOptions operatorOptions;  // language (required), relations, seed
    std::size_t maxWords = 10;
    double threshold = 0.05;
    int targetSentence = 0;            // sentence pairs: 0 the first, 1 the second
    std::vector<std::string> command;  // how the run was started, as for attacks
    std::string outDir;
    bool resuming = false;  // continued from outDir alone (see openExperimentFolder)
};

// Loads both models and the data and runs the ASR curve into `options.outDir` (manifest.json
// of kind "asr-curve", results.jsonl, the perturbed datasets, summary.json), resuming a folder
// that holds the same run. Returns the summary's JSON text. Reports progress and stops with
// Cancelled through `context`; throws InputError / ModelError on bad input.
std::string runAsrExperiment(const AsrExperimentOptions& options, const jobs::JobContext& context,
                             const AttackLog& log = {});

}  // namespace akshara::attack

#include <string>

#include "ArgParser.h"
#include "AttackDataOptions.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "ImportanceBudgetOptions.h"
#include "Interrupt.h"
#include "ModelOptions.h"
#include "OperatorOptions.h"
#include "attack/AttackExperiment.h"
#include "common/Error.h"
#include "jobs/JobContext.h"

namespace akshara::cli {

namespace {

double fraction(const ArgParser& parser, const std::string& name) {
    const double v = parser.number(name);
    if (!(v >= 0.0 && v <= 1.0)) {
        throw UsageError("--" + name + " takes a number between 0 and 1");
    }
    return v;
}

}  // namespace

int runAttack(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "attack --model DIR --data FILE --op OP --lang L [--category C] [--target-sentence 1|2]\n"
        "       [--min-similarity 0.6] --out DIR",
        "The first paper's attack on a classifier: words ranked by importance, each replaced\n"
        "by the operator's candidate that flips the prediction or lowers the original class's\n"
        "probability most, until success or 40% of the words changed (at least one). Writes\n"
        "OUT/manifest.json, OUT/results.jsonl (one record per example, appended as each is\n"
        "done; rerunning the same command resumes) and OUT/summary.json, and prints the\n"
        "summary. With --op phono and no --category each sub-category is attacked too.\n"
        "Gold labels are matched to the model's labels as predict matches them: by name\n"
        "(ignoring case); integer labels need --labels (e.g. nli) when the model names its.");
    parser.option("model", "DIR",
                  "the classifier under attack (a ...ForSequenceClassification folder)");
    addAttackDatasetOptions(parser);
    addOperatorOptions(parser);
    parser.option("target-sentence", "1|2", "sentence pairs: the sentence to perturb", "1");
    parser.option("min-similarity", "S",
                  "keep candidates whose similarity to the original is at least S under every "
                  "measure (0: no filter)",
                  "0.6");
    parser.option("max-perturbed", "F",
                  "change at most max(1, floor(F x words)) words of the attacked sentence", "0.4");
    parser.option("method", "M",
                  "word importance: loo (the paper's masking), random, gradient, grad-x-input, ig, "
                  "shap, partition-shap, lime, rollout, smoothgrad, grad-rollout",
                  "loo");
    parser.option("samples", "N",
                  "masked inputs for shap and lime (default 256); an example with more features "
                  "than shap can solve for gets features + 1, with a note in its record; for "
                  "partition-shap, its evaluations (default 500, the SHAP library's)");
    addImportanceFeaturesOption(parser);
    parser.option("similarity-model", "DIR",
                  "an encoder (LaBSE, ...) for the cosine and BERTScore similarities");
    parser.option("pooling", "auto|cls|mean|pooler",
                  "sentence embedding of --similarity-model: auto follows a sentence-transformers "
                  "folder's modules.json, and otherwise takes the first token, or of a decoder "
                  "(GPT-2, BLOOM), whose first token has read the first word alone, the mean; "
                  "pooler is the model's dense + tanh on the first token (LaBSE in the "
                  "transformers layout)",
                  "auto");
    parser.option("phonetic-table", "DIR",
                  "folder of the Indic NLP phonetic feature tables (default: the built-in copy)");
    parser.flag("no-breakdown", "phono: do not attack each sub-category separately");
    parser.option("out", "DIR", "the run folder (created, or resumed)");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model") || !parser.has("out")) {
        throw UsageError("--model and --out are required\n\n" + parser.help());
    }
    const auto targetSentence = parser.integer("target-sentence");
    if (targetSentence != 1 && targetSentence != 2) {
        throw UsageError("--target-sentence is 1 or 2");
    }
    // Settings that only some attacks use, refused where they would go unused (and be
    // recorded in the run as if they had counted).
    if (parser.has("pooling") && !parser.has("similarity-model")) {
        throw UsageError(
            "--pooling is for the embeddings of --similarity-model, and none is given");
    }
    for (const char* option : {"phonetic-table", "no-breakdown"}) {
        if (parser.has(option) && parser.value("op") != "phono") {
            throw UsageError(std::string("--") + option + " is for --op phono, not '" +
                             parser.value("op") + "'");
        }
    }
    if (parser.has("no-breakdown") && parser.has("category")) {
        throw UsageError("--no-breakdown is for an attack of every category: --category " +
                         parser.value("category") + " has no breakdown to leave out");
    }
    const auto pooling = parser.value("pooling");
    if (pooling != "auto" && pooling != "cls" && pooling != "mean" && pooling != "pooler") {
        throw UsageError("--pooling is auto, cls, mean or pooler, not '" + pooling + "'");
    }
    attack::AttackExperimentOptions options;
    options.modelDir = parser.value("model");
    options.encoder = modelOptions(parser);
    options.dataFile = attackDataFile(parser);
    options.data = datasetOptions(parser, options.dataFile);
    options.data.labelNames = labelSetOption(parser);
    options.limit = exampleLimit(parser);
    options.op = parser.value("op");
    options.operatorOptions = operatorOptionsFrom(parser);
    noteReplacedTables(parser.value("op"), options.operatorOptions, io.err);
    try {
        options.importance.method = attrib::parseMethod(parser.value("method"));
    } catch (const InputError& e) {
        throw UsageError("--method: " + e.message());
    }
    refuseOtherMethodsSettings(parser, options.importance.method);
    options.importance.seed = options.operatorOptions.seed;
    options.importance.features = readImportanceFeatures(parser);
    options.importance.samples = readImportanceSamples(parser, options.importance.method);
    options.attack.targetSentence = static_cast<int>(targetSentence) - 1;
    options.attack.minSimilarity = fraction(parser, "min-similarity");
    options.attack.maxPerturbedFraction = fraction(parser, "max-perturbed");
    options.similarityModel =
        parser.has("similarity-model") ? parser.value("similarity-model") : "";
    options.pooling = pooling;
    options.phoneticTable = parser.has("phonetic-table") ? parser.value("phonetic-table") : "";
    options.breakdown = !parser.has("no-breakdown");
    options.command = args;
    options.outDir = parser.value("out");
    jobs::StreamProgress progress(io.err);
    const InterruptStops interrupt(io.err, [out = options.outDir] { return resumeInto(out); });
    const jobs::JobContext context{&progress, interrupt.token()};
    io.out << attack::runAttackExperiment(options, context, [&progress](const std::string& line) {
        progress.print(line);
    }) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

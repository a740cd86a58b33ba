#include <algorithm>
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

int runAsrCurve(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "asr-curve --proxy DIR --target DIR --data FILE --method M --ops OP1,OP2 --lang L\n"
        "          [--max-words 10] [--threshold 0.05] [--steps 50] [--smoothgrad-samples 50]\n"
        "          [--samples N] [--features tokens|words] --out DIR",
        "The second paper's experiment: a proxy model ranks each example's words with an\n"
        "attribution method (and at random, the control); the top k = 1..K words are perturbed\n"
        "with each operator, and the target model's attack success rate (ASR, eq. 3) is\n"
        "measured for every operator, method and k. Writes the perturbed datasets to\n"
        "OUT/perturbed/<op>/<method>/k<k>.jsonl (for other models, LLMs among them), one record\n"
        "per example to OUT/results.jsonl (rerunning the same command resumes) and\n"
        "OUT/summary.json with asr {op: {method: [k=1..K]}} and the operators the target is not\n"
        "robust to (mean ASR above the threshold); prints the summary. Gold labels are\n"
        "matched to the target's labels as predict matches them: by name (ignoring case);\n"
        "integer labels need --labels (e.g. nli) when the target names its.");
    parser.option("proxy", "DIR", "the proxy classifier that ranks the words");
    parser.option("target", "DIR", "the classifier whose robustness is measured");
    addAttackDatasetOptions(parser);
    parser.option("method", "M",
                  "attribution on the proxy: shap, partition-shap, lime, gradient, grad-x-input, "
                  "ig, smoothgrad, rollout, grad-rollout, loo; partition-shap is the SHAP "
                  "library's default for text, which the paper ran",
                  "partition-shap");
    // The second paper's budgets (its appendix B.3): 50 steps, and SHAP's own defaults.
    parser.option("steps", "N", "integrated gradients steps", "50");
    parser.option("smoothgrad-samples", "N", "noisy copies for smoothgrad", "50");
    parser.option("samples", "N",
                  "masked inputs for shap and lime (default: for shap 2 x features + 2048 per "
                  "example, the SHAP library's KernelExplainer's automatic budget; for "
                  "partition-shap 500 evaluations, its PartitionExplainer's; for lime 256); "
                  "an example with more "
                  "features than shap can solve for gets features + 1, with a note in its "
                  "record");
    addImportanceFeaturesOption(parser);
    parser.option("ops", "OP1,OP2", "operators (see: akshara-cli operators)");
    parser.option("lang", "LANG", "language: as bd bn gu hi kn ml mr or pa ta te ur pl en");
    parser.option("relations", "FILE", "relation file for the relation operator");
    addTablesOption(parser);
    parser.option("max-words", "K", "perturb the top 1..K words", "10");
    parser.option("threshold", "T", "robustness threshold on the mean ASR", "0.05");
    parser.option("target-sentence", "1|2", "sentence pairs: the sentence to perturb", "1");
    parser.option("seed", "N", "seed of the random ranking and of the candidates drawn", "0");
    parser.option("out", "DIR", "the run folder (created, or resumed)");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    for (const char* required : {"proxy", "target", "ops", "lang", "out"}) {
        if (!parser.has(required)) {
            throw UsageError(std::string("--") + required + " is required\n\n" + parser.help());
        }
    }
    const auto targetSentence = parser.integer("target-sentence");
    if (targetSentence != 1 && targetSentence != 2) {
        throw UsageError("--target-sentence is 1 or 2");
    }
    const auto maxWords = parser.integer("max-words");
    if (maxWords < 1 || maxWords > 100) {
        throw UsageError("--max-words is between 1 and 100");
    }
    const double threshold = parser.number("threshold");
    if (!(threshold >= 0.0 && threshold <= 1.0)) {
        throw UsageError("--threshold is an attack success rate, between 0 and 1, not " +
                         parser.value("threshold"));
    }
    if (parser.integer("seed") < 0) {
        throw UsageError("--seed must not be negative");
    }
    const auto seed = static_cast<std::uint64_t>(parser.integer("seed"));
    attrib::Method method{};
    try {
        method = attrib::parseMethod(parser.value("method"));
    } catch (const InputError& e) {
        throw UsageError("--method: " + e.message());
    }
    if (method == attrib::Method::Random) {
        throw UsageError("--method names an attribution method; random is always measured");
    }
    refuseOtherMethodsSettings(parser, method);
    attrib::ImportanceOptions budgets;
    budgets.samples = 0;  // not given: the method's default
    readImportanceBudgets(parser, budgets);

    attack::AsrExperimentOptions options;
    options.proxyDir = parser.value("proxy");
    options.targetDir = parser.value("target");
    options.encoder = modelOptions(parser);
    options.dataFile = attackDataFile(parser);
    options.data = datasetOptions(parser, options.dataFile);
    options.data.labelNames = labelSetOption(parser);
    options.limit = exampleLimit(parser);
    options.method = method;
    options.integratedGradientSteps = budgets.integratedGradientSteps;
    options.smoothGradSamples = budgets.smoothGradSamples;
    options.samples = budgets.samples;
    options.features = readImportanceFeatures(parser);
    options.operators = parser.list("ops");
    if (options.operators.empty()) {
        throw UsageError("--ops names at least one operator");
    }
    for (const auto& op : options.operators) {
        checkOperatorChoice(op, parser.value("lang"), {}, "--ops");
    }
    // As for --op: the relation operator needs its file, and no other operator reads one.
    const bool relation = std::find(options.operators.begin(), options.operators.end(),
                                    "relation") != options.operators.end();
    if (relation && !parser.has("relations")) {
        throw UsageError("--ops relation needs --relations FILE (word<TAB>related<TAB>relation)");
    }
    if (!relation && parser.has("relations")) {
        throw UsageError("--relations is for the relation operator, which --ops does not name");
    }
    options.operatorOptions.language = parser.value("lang");
    options.operatorOptions.relationFile = parser.value("relations");
    options.operatorOptions.seed = seed;
    options.operatorOptions.tablesDir = tablesOption(parser);
    for (const auto& op : options.operators) {
        noteReplacedTables(op, options.operatorOptions, io.err);
    }
    options.maxWords = static_cast<std::size_t>(maxWords);
    options.threshold = threshold;
    options.targetSentence = static_cast<int>(targetSentence) - 1;
    options.command = args;
    options.outDir = parser.value("out");
    jobs::StreamProgress progress(io.err);
    const InterruptStops interrupt(io.err, [out = options.outDir] { return resumeInto(out); });
    const jobs::JobContext context{&progress, interrupt.token()};
    io.out << attack::runAsrExperiment(options, context, [&progress](const std::string& line) {
        progress.print(line);
    }) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

#include <string>

#include "ArgParser.h"
#include "Commands.h"
#include "Interrupt.h"
#include "ModelOptions.h"
#include "OperatorOptions.h"
#include "common/Error.h"
#include "data/ProbingDataset.h"
#include "jobs/JobContext.h"
#include "probe/ProbeExperiment.h"

namespace akshara::cli {

int runProbe(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "probe --model DIR --data FILE [--data FILE]... --format ssf|conllu --tasks T1,T2|all "
        "[--perturb P1,P2|all] [--folds 5] [--c 20] [--pool mean|first|last] --out DIR",
        "Layer-wise probing (IndicSentEval): for each task, on clean and perturbed text, a\n"
        "logistic-regression probe per layer of the model's pooled states, evaluated by\n"
        "stratified k-fold cross-validation, with a control task (a random label per first\n"
        "word), selectivity and the robustness score RS = Ap / Ac. BShift is probed on clean\n"
        "text only. Writes OUT/summary.json; states are cached in OUT/cache (or --cache) and\n"
        "reused by later runs. A sentence the files hold more than once is kept in one fold.\n"
        "A folder holding a finished run is run into again only with that run's settings.");
    parser.option("model", "DIR", "model folder (config.json, safetensors, tokenizer files)");
    parser.repeatedOption("data", "FILE", "a treebank file; repeat --data for each");
    parser.option("format", "FORMAT", "ssf or conllu");
    parser.option("tasks", "LIST", "probing tasks, comma-separated, or all", "all");
    parser.option("perturb", "LIST", "perturbations, comma-separated, or all (default: none)");
    parser.option("folds", "K", "cross-validation folds", "5");
    parser.option(
        "c", "C",
        "inverse L2 regularisation strength of the probes, scikit-learn's C (the paper's)", "20");
    parser.option("pool", "mean|first|last",
                  "sentence representation: the mean of its tokens, its first token ([CLS], "
                  "<s>) or its last (a decoder's: GPT-2 and BLOOM read left to right)",
                  "mean");
    parser.option("seed", "N", "seed of the datasets, folds and control labels", "0");
    parser.option("cache", "DIR", "hidden-state cache (default: OUT/cache)");
    parser.option("lang", "L", "the language of the data, recorded for probe-report");
    parser.option("out", "DIR", "output folder");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    for (const char* required : {"model", "data", "format", "out"}) {
        if (!parser.has(required)) {
            throw UsageError(std::string("--") + required + " is required\n\n" + parser.help());
        }
    }
    const std::string format = parser.value("format");
    if (format != "ssf" && format != "conllu") {
        throw UsageError("--format must be ssf or conllu, not '" + format + "'");
    }
    const std::string pool = parser.value("pool");
    if (pool != "mean" && pool != "first" && pool != "last") {
        throw UsageError("--pool must be mean, first or last, not '" + pool + "'");
    }
    std::vector<data::ProbingTask> tasks;
    if (parser.value("tasks") == "all") {
        tasks = data::allProbingTasks();
    } else {
        for (const auto& name : parser.list("tasks")) {
            const auto t = data::probingTaskByName(name);
            if (!t)
                throw UsageError("unknown task '" + name + "'");
            tasks.push_back(*t);
        }
        if (tasks.empty()) {
            throw UsageError("--tasks names no task: give tasks separated by commas, or all");
        }
    }
    std::vector<data::Perturbation> perturbations;  // after the clean text
    if (parser.has("perturb")) {
        if (parser.value("perturb") == "all") {
            for (auto p : data::allPerturbations())
                perturbations.push_back(p);
        } else {
            for (const auto& name : parser.list("perturb")) {
                const auto p = data::perturbationByName(name);
                if (!p)
                    throw UsageError("unknown perturbation '" + name + "'");
                perturbations.push_back(*p);
            }
            if (perturbations.empty()) {
                throw UsageError(
                    "--perturb names no perturbation: give perturbations separated by commas, "
                    "or all");
            }
        }
    }
    const long long folds = parser.integer("folds");
    if (folds < 2) {
        throw UsageError("--folds must be at least 2, not " + parser.value("folds"));
    }
    const long long seed = parser.integer("seed");
    if (seed < 0) {
        throw UsageError("--seed must not be negative");
    }
    const double inverseRegularisation = parser.number("c");
    if (!(inverseRegularisation > 0.0 && inverseRegularisation <= 1e6)) {
        throw UsageError("--c must be above 0 and at most 1e6, not " + parser.value("c"));
    }
    probe::ProbeExperimentOptions options;
    options.modelDir = parser.value("model");
    options.dataFiles = parser.values("data");
    options.format = format;
    options.tasks = tasks;
    options.perturbations = perturbations;
    options.folds = static_cast<std::size_t>(folds);
    options.inverseRegularisation = inverseRegularisation;
    options.pool = pool;
    options.seed = static_cast<std::uint64_t>(seed);
    options.outDir = parser.value("out");
    refuseRepeatedFile(options.dataFiles,
                       "its sentences would be in the training and the test folds at once",
                       "treebank");
    options.cacheDir = parser.has("cache") ? parser.value("cache") : std::string();
    options.language =
        parser.has("lang") ? languageOption(parser.value("lang")).code : std::string();
    options.encoder = modelOptions(parser);

    jobs::StreamProgress progress(io.err);
    const InterruptStops interrupt(io.err, "resume into " + options.outDir);
    const jobs::JobContext context{&progress, interrupt.token()};
    probe::runProbeExperiment(options, context,
                              [&progress](const std::string& line) { progress.print(line); });
    return kExitOk;
}

}  // namespace akshara::cli

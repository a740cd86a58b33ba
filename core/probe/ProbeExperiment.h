#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/Perturbation.h"
#include "data/ProbingTask.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"

namespace akshara::probe {

// One layer-wise probing experiment (IndicSentEval): a model, treebank files, the tasks and the
// perturbations (clean text is always probed first), and where states and results go.
struct ProbeExperimentOptions {
    std::string modelDir;
    std::vector<std::string> dataFiles;
    std::string format = "conllu";  // "conllu" or "ssf"
    std::vector<data::ProbingTask> tasks;
    std::vector<data::Perturbation> perturbations;
    std::size_t folds = 5;
    // The probes' inverse L2 regularisation strength, scikit-learn's C: the paper's 20.
    double inverseRegularisation = 20.0;
    std::string pool = "mean";  // "mean", "first" or "last" (the last real token: decoders)
    std::uint64_t seed = 0;
    std::string cacheDir;  // empty: OUT/cache
    std::string outDir;
    std::string language;  // recorded in the summary when not empty
    model::EncoderOptions encoder;
};

// A line for the user ("SentLen / clean: states computed"); may be empty.
using ProbeLog = std::function<void(const std::string& line)>;

// Damaged hidden-state cache files that a run found and rebuilt, for a notice that outlasts
// the log: the task and perturbation ("SentLen / clean"), how many files, and where.
struct CacheRepair {
    std::string title;
    std::size_t files = 0;
    std::string cacheDir;
};
using CacheRepairLog = std::function<void(const CacheRepair& repair)>;

// Reads the treebanks, builds each task's dataset clean and under each perturbation, extracts
// the pooled states through the cache, probes every layer (with the control task and RS) and
// writes OUT/manifest.json (kind "probe") and OUT/summary.json. BShift is probed on clean text
// only (see data::labelSurvivesPerturbation()). Reports progress and stops with Cancelled through
// `context`; throws InputError / ModelError on bad input.
// `repaired` hears of each rebuild besides the log line that tells of it.
void runProbeExperiment(const ProbeExperimentOptions& options, const jobs::JobContext& context,
                        const ProbeLog& log = {}, const CacheRepairLog& repaired = {});

}  // namespace akshara::probe

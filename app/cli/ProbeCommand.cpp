#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "ArgParser.h"
#include "Commands.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ConlluReader.h"
#include "data/ProbingDataset.h"
#include "data/SsfReader.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "probe/Probe.h"
#include "probe/Robustness.h"
#include "probe/StateCache.h"

namespace akshara::cli {

namespace {

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    std::string item;
    for (char c : text + ",") {
        if (c == ',') {
            if (!item.empty())
                out.push_back(item);
            item.clear();
        } else {
            item += c;
        }
    }
    return out;
}

// The model's identity for the cache: config.json and, for each weight file, its name, size
// and first and last MiB (hashing whole checkpoints on every run would cost minutes).
std::string modelFingerprint(const model::ModelInfo& info) {
    namespace fs = std::filesystem;
    std::vector<std::string> parts;
    parts.push_back(readFile((fs::path(info.directory) / "config.json").string()));
    for (const auto& file : info.weightFiles) {
        const fs::path path =
            fs::path(file).is_absolute() ? fs::path(file) : fs::path(info.directory) / file;
        std::ifstream in(path, std::ios::binary);
        const auto size = fs::file_size(path);
        const std::size_t piece = static_cast<std::size_t>(std::min<std::uintmax_t>(size, 1 << 20));
        std::string head(piece, '\0'), tail(piece, '\0');
        in.read(head.data(), static_cast<std::streamsize>(piece));
        in.seekg(static_cast<std::streamoff>(size - piece));
        in.read(tail.data(), static_cast<std::streamsize>(piece));
        parts.push_back(path.filename().string() + ":" + std::to_string(size));
        parts.push_back(head);
        parts.push_back(tail);
    }
    return probe::datasetFingerprint(parts);
}

}  // namespace

int runProbe(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "probe --model DIR --data FILE... --format ssf|conllu --tasks T1,T2|all "
        "[--perturb P1,P2|all] [--folds 5] [--pool mean|first] --out DIR",
        "Layer-wise probing (IndicSentEval): for each task, on clean and perturbed text, a\n"
        "logistic-regression probe per layer of the model's pooled states, evaluated by\n"
        "stratified k-fold cross-validation, with a control task (a random label per first\n"
        "word), selectivity and the robustness score RS = Ap / Ac. Writes OUT/summary.json;\n"
        "states are cached in OUT/cache (or --cache) and reused by later runs.");
    parser.option("model", "DIR", "model folder (config.json, safetensors, tokenizer files)");
    parser.repeatedOption("data", "FILE", "treebank files");
    parser.option("format", "FORMAT", "ssf or conllu");
    parser.option("tasks", "LIST", "probing tasks, comma-separated, or all", "all");
    parser.option("perturb", "LIST", "perturbations, comma-separated, or all (default none)");
    parser.option("folds", "K", "cross-validation folds", "5");
    parser.option("pool", "mean|first", "sentence representation", "mean");
    parser.option("seed", "N", "seed of the datasets, folds and control labels", "0");
    parser.option("cache", "DIR", "hidden-state cache (default OUT/cache)");
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
    if (pool != "mean" && pool != "first") {
        throw UsageError("--pool must be mean or first, not '" + pool + "'");
    }
    std::vector<data::ProbingTask> tasks;
    if (parser.value("tasks") == "all") {
        tasks = data::allProbingTasks();
    } else {
        for (const auto& name : splitList(parser.value("tasks"))) {
            const auto t = data::probingTaskByName(name);
            if (!t)
                throw UsageError("unknown task '" + name + "'");
            tasks.push_back(*t);
        }
    }
    std::vector<std::optional<data::Perturbation>> perturbations{std::nullopt};
    if (parser.has("perturb")) {
        if (parser.value("perturb") == "all") {
            for (auto p : data::allPerturbations())
                perturbations.emplace_back(p);
        } else {
            for (const auto& name : splitList(parser.value("perturb"))) {
                const auto p = data::perturbationByName(name);
                if (!p)
                    throw UsageError("unknown perturbation '" + name + "'");
                perturbations.emplace_back(*p);
            }
        }
    }
    const long long folds = parser.integer("folds");
    const long long seed = parser.integer("seed");
    if (folds < 2 || seed < 0) {
        throw UsageError("--folds must be at least 2 and --seed not negative");
    }
    const std::string outDir = parser.value("out");
    const std::string cacheDir = parser.has("cache") ? parser.value("cache") : outDir + "/cache";

    data::Corpus corpus;
    for (const auto& file : parser.values("data")) {
        data::Corpus part = format == "ssf" ? data::readSsf(file) : data::readConllu(file);
        for (auto& s : part.sentences)
            corpus.sentences.push_back(std::move(s));
    }
    const auto dir = parser.value("model");
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto tokenizer = model::Tokenizer::load(dir);
    const std::string fingerprint = modelFingerprint(encoder.info());
    io.err << "probing " << encoder.info().architecture << " on " << corpus.sentences.size()
           << " sentences\n";

    jobs::StreamProgress progress(io.err);
    const jobs::JobContext context{&progress, nullptr};
    auto encode = [&](const std::vector<std::string>& batch) {
        std::vector<model::Encoding> inputs;
        for (const auto& text : batch)
            inputs.push_back(
                tokenizer->encode(text, static_cast<std::size_t>(encoder.info().maxTokens)));
        model::ForwardOptions what;
        what.meanPooled = pool == "mean";
        what.firstTokenPooled = pool == "first";
        const auto outputs = encoder.forward(inputs, what);
        probe::BatchStates states;
        states.layers = static_cast<std::size_t>(encoder.info().numLayers + 1);
        states.hidden = static_cast<std::size_t>(encoder.info().hiddenSize);
        states.values.resize(states.layers * batch.size() * states.hidden);
        for (std::size_t i = 0; i < outputs.size(); ++i) {
            const auto& one = pool == "mean" ? outputs[i].meanPooled : outputs[i].firstTokenPooled;
            for (std::size_t l = 0; l < states.layers; ++l)
                std::copy_n(one.values.begin() + static_cast<std::ptrdiff_t>(l * states.hidden),
                            states.hidden,
                            states.values.begin() + static_cast<std::ptrdiff_t>(
                                                        (l * batch.size() + i) * states.hidden));
        }
        return states;
    };

    nlohmann::ordered_json summary;
    summary["model"] = dir;
    {
        std::string name = dir;
        while (name.size() > 1 && name.back() == '/') {
            name.pop_back();
        }
        summary["model_name"] = std::filesystem::path(name).filename().string();
    }
    if (parser.has("lang")) {
        summary["language"] = parser.value("lang");
    }
    summary["model_fingerprint"] = fingerprint;
    summary["pool"] = pool;
    summary["folds"] = folds;
    summary["results"] = nlohmann::ordered_json::array();
    for (const auto task : tasks) {
        std::vector<double> clean;  // per layer
        for (const auto& perturbation : perturbations) {
            const std::string name =
                perturbation ? data::perturbationName(*perturbation) : std::string("clean");
            data::DatasetOptions options;
            options.perturbation = perturbation;
            options.seed = static_cast<std::uint64_t>(seed);
            const auto dataset = data::buildProbingDataset(corpus.sentences, task, options);
            std::vector<std::string> texts, textLabels, keys, names;
            for (const auto& item : dataset.items) {
                texts.push_back(item.text());
                textLabels.push_back(item.label);
                keys.push_back(probe::controlKey(item.tokens));
            }
            const auto labels = probe::indexLabels(textLabels, names);
            nlohmann::ordered_json entry;
            entry["task"] = data::probingTaskName(task);
            entry["perturbation"] = name;
            entry["sentences"] = texts.size();
            if (names.size() < 2 || texts.size() < static_cast<std::size_t>(folds)) {
                entry["skipped"] = "fewer than two classes or fewer sentences than folds";
                summary["results"].push_back(entry);
                io.err << data::probingTaskName(task) << " / " << name << ": skipped\n";
                continue;
            }
            const probe::CacheKey key{fingerprint, probe::datasetFingerprint(texts), name, pool};
            const auto extracted = probe::extractStates(cacheDir, key, texts, encode, {}, context);
            io.err << data::probingTaskName(task) << " / " << name << ": "
                   << (extracted.fromCache() ? "states read from the cache" : "states computed")
                   << "\n";
            probe::ProbeOptions probeOptions;
            probeOptions.folds = static_cast<std::size_t>(folds);
            probeOptions.seed = static_cast<std::uint64_t>(seed);
            probeOptions.cuda = encoder.info().device.rfind("cuda", 0) == 0;
            const auto result = probe::probeLayers(extracted.states, labels, probeOptions, context);
            const auto control = probe::probeLayers(
                extracted.states,
                probe::controlLabels(keys, labels, static_cast<std::uint64_t>(seed)), probeOptions,
                context);
            entry["classes"] = names;
            entry["majority_baseline"] = result.majorityBaseline;
            entry["from_cache"] = extracted.fromCache();
            entry["layers"] = nlohmann::ordered_json::array();
            for (std::size_t l = 0; l < result.layers.size(); ++l) {
                nlohmann::ordered_json layer;
                layer["layer"] = l;
                layer["accuracy"] = result.layers[l].mean;
                layer["std"] = result.layers[l].std;
                layer["control_accuracy"] = control.layers[l].mean;
                layer["selectivity"] = result.layers[l].mean - control.layers[l].mean;
                if (!perturbation) {
                    clean.push_back(result.layers[l].mean);
                } else if (l < clean.size() && clean[l] > 0.0) {
                    layer["rs"] = probe::robustnessScore(clean[l], result.layers[l].mean);
                }
                entry["layers"].push_back(layer);
            }
            summary["results"].push_back(entry);
        }
    }
    std::filesystem::create_directories(outDir);
    writeFileAtomically(outDir + "/summary.json", summary.dump(2) + "\n");
    io.err << "wrote " << outDir << "/summary.json\n";
    return kExitOk;
}

}  // namespace akshara::cli

#include "probe/ProbeExperiment.h"

#include <ctime>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Fingerprint.h"
#include "common/JsonText.h"
#include "data/ProbingDataset.h"
#include "data/Treebanks.h"
#include "jobs/FinishedRun.h"
#include "jobs/RunFolder.h"
#include "jobs/SettingChanges.h"
#include "model/ModelConfig.h"
#include "model/ModelFingerprint.h"
#include "model/Tokenizer.h"
#include "probe/Probe.h"
#include "probe/Robustness.h"
#include "probe/StateCache.h"

namespace akshara::probe {

namespace {

namespace fs = std::filesystem;

std::string utcNow() {
    const std::time_t now = std::time(nullptr);
    std::tm parts{};
    gmtime_r(&now, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

// How many of `texts` are longer than the model takes: they are cut to its length, as the
// Hugging Face tokenizers cut them.
std::size_t textsCut(const model::Tokenizer& tokenizer, const std::vector<std::string>& texts,
                     std::size_t maxTokens) {
    std::size_t cut = 0;
    for (const auto& text : texts) {
        cut += tokenizer.encode(text, maxTokens).truncated;
    }
    return cut;
}

void checkOptions(const ProbeExperimentOptions& options) {
    if (options.format != "ssf" && options.format != "conllu") {
        throw InputError("the treebank format must be ssf or conllu, not '" + options.format + "'");
    }
    if (options.pool != "mean" && options.pool != "first" && options.pool != "last") {
        throw InputError("the pooling must be mean, first or last, not '" + options.pool + "'");
    }
    if (options.folds < 2) {
        throw InputError("cross-validation needs at least 2 folds");
    }
    if (!(options.inverseRegularisation > 0.0 && options.inverseRegularisation <= 1e6)) {
        throw InputError("the probes' inverse regularisation C must be above 0 and at most 1e6");
    }
    if (options.dataFiles.empty() || options.tasks.empty() || options.outDir.empty() ||
        options.modelDir.empty()) {
        throw InputError("a probing run needs a model, treebank files, tasks and an output folder");
    }
    // A treebank given twice would put each sentence in two folds: a probe tested on the
    // sentences it was trained on.
    if (const auto twice = repeatedExistingFile(options.dataFiles)) {
        throw InputError(twice->first + " and " + twice->second +
                         " are the same file: its sentences would be in the training and the "
                         "test folds at once; give each treebank once");
    }
}

nlohmann::ordered_json manifestOf(const ProbeExperimentOptions& options) {
    nlohmann::ordered_json manifest;
    manifest["kind"] = "probe";
    manifest["model"] = options.modelDir;
    manifest["data"] = options.dataFiles;
    // What the treebanks held: a finished run is the same run when they hold the same, wherever
    // they are now, and not when one was edited in place.
    manifest["data_fingerprints"] = nlohmann::ordered_json::array();
    for (const auto& file : options.dataFiles) {
        manifest["data_fingerprints"].push_back(fileFingerprint(file));
    }
    nlohmann::ordered_json settings;
    settings["format"] = options.format;
    settings["tasks"] = nlohmann::ordered_json::array();
    for (const auto task : options.tasks) {
        settings["tasks"].push_back(data::probingTaskName(task));
    }
    settings["perturbations"] = nlohmann::ordered_json::array();
    for (const auto p : options.perturbations) {
        settings["perturbations"].push_back(data::perturbationName(p));
    }
    settings["folds"] = options.folds;
    settings["inverse_regularisation"] = options.inverseRegularisation;
    settings["pool"] = options.pool;
    settings["seed"] = options.seed;
    if (!options.language.empty()) {
        settings["language"] = options.language;
    }
    settings["device"] = options.encoder.device == model::DeviceChoice::Cpu    ? "cpu"
                         : options.encoder.device == model::DeviceChoice::Cuda ? "cuda"
                                                                               : "auto";
    settings["dtype"] = model::computeTypeName(options.encoder.dtype);
    manifest["options"] = settings;
    manifest["created"] = utcNow();
    return manifest;
}

// A folder holding the summary of a run with other inputs or settings is refused, as an
// attack's folder is: running there would replace that run's results with another's. The
// same run again (reading its states from the cache) passes, also with its model and treebanks
// named by other paths, and so does a run that stopped before its summary, which has no
// results to lose. Returns the model fingerprint of the summary held (empty when none), which
// the model loaded must have.
std::string requireSameRunOrNoSummary(const std::string& outDir,
                                      const nlohmann::ordered_json& manifest) {
    std::error_code ec;
    const fs::path manifestPath = fs::path(outDir) / "manifest.json";
    const fs::path summaryPath = fs::path(outDir) / "summary.json";
    if (!fs::exists(summaryPath, ec) || !fs::exists(manifestPath, ec)) {
        return {};
    }
    nlohmann::json held;
    try {
        held = parseJsonText<nlohmann::json>(readFile(manifestPath.string()));
    } catch (const nlohmann::json::exception&) {
        throw InputError("malformed manifest.json; use another folder", manifestPath.string());
    }
    if (!held.is_object()) {
        throw InputError("malformed manifest.json; use another folder", manifestPath.string());
    }
    // The model's fingerprint, when the summary has one; a damaged summary has no results to
    // keep, and one of a run from before fingerprints has none.
    std::string heldModel;
    try {
        heldModel = parseJsonText<nlohmann::json>(readFile(summaryPath.string()))
                        .value("model_fingerprint", std::string());
    } catch (const nlohmann::json::exception&) {
    }
    // The paths may differ where the contents are compared by their fingerprints: the same
    // files named otherwise. A run from before them is compared by its paths, as it was.
    const bool dataPrinted = held.contains("data_fingerprints");
    if (!dataPrinted) {
        held["data_fingerprints"] = manifest["data_fingerprints"];
    }
    const auto changes =
        jobs::settingChanges(held.dump(), manifest.dump(), [&](const std::string& name) {
            return name == "created" || (name == "data" && dataPrinted) ||
                   (name == "model" && !heldModel.empty());
        });
    if (!changes.empty()) {
        throw InputError("holds the summary of a probe run with other settings (" +
                             jobs::describeChanges(changes) +
                             "); run it with the same ones, or use another folder (--cache " +
                             (fs::path(outDir) / "cache").string() + " reuses its states)",
                         outDir);
    }
    return heldModel;
}

// The run itself, in a folder that holds its manifest: the summary it writes. `probed` counts
// the probes done so far, so that a caller knows whether a failure lost any.
nlohmann::ordered_json probeTasks(const ProbeExperimentOptions& options,
                                  const std::string& cacheDir, const jobs::JobContext& context,
                                  const ProbeLog& note, const CacheRepairLog& repaired,
                                  const std::string& heldModel, std::size_t& probed) {
    std::vector<std::optional<data::Perturbation>> perturbations{std::nullopt};
    for (const auto p : options.perturbations) {
        perturbations.emplace_back(p);
    }

    context.report("reading treebanks", 0, options.dataFiles.size());
    const data::Corpus corpus =
        data::readTreebanks(options.dataFiles, options.format, {}, [&](std::size_t read) {
            context.report("reading treebanks", read, options.dataFiles.size());
            context.checkCancelled();
        });
    data::requireSentences(corpus);
    if (!corpus.problems.empty()) {
        note(std::to_string(corpus.problems.size()) + " malformed line(s), " +
             std::to_string(corpus.skipped.size()) +
             " sentence(s) skipped; the first: " + corpus.problems.front().file + ":" +
             std::to_string(corpus.problems.front().line) + ": " + corpus.problems.front().message);
    }
    context.report("loading the model", 0, 0);
    const auto encoder = model::Encoder::load(options.modelDir, options.encoder);
    const auto tokenizer = model::Tokenizer::load(options.modelDir);
    const std::string fingerprint = model::modelFingerprint(encoder.info());
    if (!heldModel.empty() && heldModel != fingerprint) {
        throw InputError(
            "holds the summary of a probe run of another model (its files have "
            "changed since, or another folder was given); run it with that model, "
            "or use another folder",
            options.outDir);
    }
    note("probing " + encoder.info().architecture + " on " +
         std::to_string(corpus.sentences.size()) + " sentences");
    if (const auto firstToken =
            model::firstTokenNote(encoder.info().family, encoder.info().modelType);
        options.pool == "first" && !firstToken.empty()) {
        note(firstToken);
    }

    const std::size_t maxTokens = static_cast<std::size_t>(encoder.info().maxTokens);
    auto encode = [&](const std::vector<std::string>& batch) {
        std::vector<model::Encoding> inputs;
        for (const auto& text : batch)
            inputs.push_back(tokenizer->encode(text, maxTokens));
        model::ForwardOptions what;
        what.meanPooled = options.pool == "mean";
        what.firstTokenPooled = options.pool == "first";
        what.lastTokenPooled = options.pool == "last";
        BatchStates states;
        states.layers = static_cast<std::size_t>(encoder.info().numLayers + 1);
        states.hidden = static_cast<std::size_t>(encoder.info().hiddenSize);
        states.values.resize(states.layers * batch.size() * states.hidden);
        // Each batch's rows [inputs, layers, hidden] go straight to their places in the
        // layer-major block, with no copy per input in between.
        encoder.forwardRows(inputs, what, [&](const model::PooledRows& rows) {
            const float* source = what.meanPooled         ? rows.meanPooled.get()
                                  : what.firstTokenPooled ? rows.firstTokenPooled.get()
                                                          : rows.lastTokenPooled.get();
            for (std::size_t r = 0; r < rows.inputs.size(); ++r) {
                for (std::size_t l = 0; l < states.layers; ++l) {
                    std::copy_n(source + (r * states.layers + l) * states.hidden, states.hidden,
                                states.values.begin() +
                                    static_cast<std::ptrdiff_t>(
                                        (l * batch.size() + rows.inputs[r]) * states.hidden));
                }
            }
        });
        return states;
    };

    nlohmann::ordered_json summary;
    summary["model"] = options.modelDir;
    summary["model_name"] = jobs::folderName(options.modelDir);
    if (!options.language.empty()) {
        summary["language"] = options.language;
    }
    summary["model_fingerprint"] = fingerprint;
    summary["pool"] = options.pool;
    summary["folds"] = options.folds;
    summary["inverse_regularisation"] = options.inverseRegularisation;
    // What DropF, DropL and DropFL put in place of words: the model's own unknown token.
    summary["unknown_token"] = tokenizer->unkToken();
    summary["results"] = nlohmann::ordered_json::array();
    std::vector<std::string> skipped;  // "task / perturbation: reason"
    for (const auto task : options.tasks) {
        std::vector<double> clean;  // per layer
        for (const auto& perturbation : perturbations) {
            context.checkCancelled();
            const std::string name =
                perturbation ? data::perturbationName(*perturbation) : std::string("clean");
            const std::string title = std::string(data::probingTaskName(task)) + " / " + name;
            if (perturbation && !data::labelSurvivesPerturbation(task)) {
                const std::string reason =
                    "probed on clean text only: a perturbation can undo or remove the inverted "
                    "bigram its label speaks of";
                summary["results"].push_back({{"task", data::probingTaskName(task)},
                                              {"perturbation", name},
                                              {"skipped", reason}});
                note(title + ": skipped: " + reason);
                continue;
            }
            data::DatasetOptions datasetOptions;
            datasetOptions.perturbation = perturbation;
            datasetOptions.seed = options.seed;
            datasetOptions.unknownToken = summary["unknown_token"].get<std::string>();
            const auto dataset = data::buildProbingDataset(corpus.sentences, task, datasetOptions);
            std::vector<std::string> texts, textLabels, keys, names;
            for (const auto& item : dataset.items) {
                texts.push_back(item.text());
                textLabels.push_back(item.label);
                keys.push_back(controlKey(item.tokens, datasetOptions.unknownToken));
            }
            const auto labels = indexLabels(textLabels, names);
            nlohmann::ordered_json entry;
            entry["task"] = data::probingTaskName(task);
            entry["perturbation"] = name;
            entry["sentences"] = texts.size();
            // A sentence the data holds twice (a treebank's "Thank you!", a file given under
            // two names, two sentences a perturbation made alike) is kept in one fold: never
            // trained on and tested at once.
            std::map<std::string, std::size_t> firstOf;
            std::vector<std::size_t> groups;
            for (std::size_t i = 0; i < texts.size(); ++i) {
                groups.push_back(firstOf.emplace(texts[i], i).first->second);
            }
            if (names.size() < 2 || firstOf.size() < options.folds) {
                const std::string distinct =
                    firstOf.size() < texts.size()
                        ? " (" + std::to_string(firstOf.size()) + " distinct)"
                        : std::string();
                const std::string reason =
                    std::to_string(texts.size()) + " sentences" + distinct + " in " +
                    std::to_string(names.size()) + (names.size() == 1 ? " class" : " classes") +
                    "; a probe needs two classes and at least as many distinct sentences as "
                    "folds (" +
                    std::to_string(options.folds) + ")";
                entry["skipped"] = reason;
                summary["results"].push_back(entry);
                note(title + ": skipped: " + reason);
                skipped.push_back(title + ": " + reason);
                continue;
            }
            // Said, as classify and train say it: a sentence past the model's length is
            // probed on its beginning.
            if (const std::size_t cut = textsCut(*tokenizer, texts, maxTokens); cut > 0) {
                entry["cut_to_length"] = cut;
                note(title + ": " + std::to_string(cut) + " of the " +
                     std::to_string(texts.size()) + " sentences " + (cut == 1 ? "is" : "are") +
                     " longer than the model's " + std::to_string(maxTokens) + " tokens; " +
                     (cut == 1 ? "it was" : "they were") + " cut to them");
            }
            const CacheKey key{fingerprint, datasetFingerprint(texts), name, options.pool,
                               model::computeTypeName(options.encoder.dtype)};
            const auto extracted = extractStates(cacheDir, key, texts, encode, {}, context);
            note(title + ": " +
                 (extracted.fromCache() ? "states read from the cache" : "states computed") +
                 (extracted.shardsRebuilt > 0
                      ? " (rebuilt " + std::to_string(extracted.shardsRebuilt) +
                            " damaged cache file(s) in " + cacheDir + ")"
                      : std::string()) +
                 (extracted.shardsOlder > 0
                      ? " (computed again " + std::to_string(extracted.shardsOlder) +
                            " cache file(s) of an older format in " + cacheDir + ")"
                      : std::string()));
            if (extracted.shardsRebuilt > 0 && repaired) {
                repaired({title, extracted.shardsRebuilt, cacheDir});
            }
            ProbeOptions probeOptions;
            probeOptions.groups = std::move(groups);
            if (const std::size_t repeats = texts.size() - firstOf.size(); repeats > 0) {
                entry["repeated_sentences"] = repeats;
                note(title + ": " + std::to_string(repeats) +
                     (repeats == 1 ? " sentence repeats an earlier one; it is"
                                   : " sentences repeat earlier ones; each is") +
                     " kept in one fold with it");
            }
            probeOptions.folds = options.folds;
            probeOptions.seed = options.seed;
            probeOptions.inverseRegularisation = options.inverseRegularisation;
            probeOptions.cuda = encoder.info().device.rfind("cuda", 0) == 0;
            context.report("probing " + title, 0, 0);
            const auto result = probeLayers(extracted.states, labels, probeOptions, context);
            context.report("probing the control task of " + title, 0, 0);
            const std::vector<int> controlled = controlLabels(keys, labels, options.seed);
            const auto control = probeLayers(extracted.states, controlled, probeOptions, context);
            entry["classes"] = names;
            entry["majority_baseline"] = result.majorityBaseline;
            // Distinct words the control labels hang on: a handful would make the control
            // task close to a single class.
            const std::size_t controlKeys = std::set<std::string>(keys.begin(), keys.end()).size();
            entry["control_keys"] = controlKeys;
            const std::size_t controlClasses =
                std::set<int>(controlled.begin(), controlled.end()).size();
            entry["control_classes"] = controlClasses;
            if (controlClasses < 2) {
                // Every control label drawn the same: any probe scores 1 on it, and the
                // selectivity (accuracy less control accuracy) measures nothing.
                // One key (every sentence opens with one word) gets one label whatever the
                // seed; several keys drew alike, and another seed draws them again.
                note(title +
                     ": the control task gave every sentence one label, so its accuracy "
                     "is 1 and the selectivity says nothing (" +
                     (controlKeys == 1 ? std::string("every sentence begins with the same word")
                                       : "its " + std::to_string(controlKeys) +
                                             " first words drew the same label; another --seed "
                                             "draws them again") +
                     ")");
            }
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
                    layer["rs"] = robustnessScore(clean[l], result.layers[l].mean);
                }
                entry["layers"].push_back(layer);
            }
            summary["results"].push_back(entry);
            ++probed;
        }
    }
    if (probed == 0) {
        std::string reasons;
        for (const auto& s : skipped) {
            reasons += "\n  " + s;
        }
        throw InputError("nothing could be probed:" + reasons);
    }
    return summary;
}

}  // namespace

void runProbeExperiment(const ProbeExperimentOptions& options, const jobs::JobContext& context,
                        const ProbeLog& log, const CacheRepairLog& repaired) {
    checkOptions(options);
    const ProbeLog note = [&log](const std::string& line) {
        if (log) {
            log(line);
        }
    };
    const std::string& outDir = options.outDir;
    jobs::requireNewOrOwnFolder(outDir, "probe", {"manifest.json"}, "a probe run's");
    const auto manifest = manifestOf(options);
    jobs::requireRecordable(nlohmann::json(manifest));
    const std::string heldModel = requireSameRunOrNoSummary(outDir, manifest);
    const std::string cacheDir = options.cacheDir.empty() ? outDir + "/cache" : options.cacheDir;

    // A run that fails before it probed anything leaves the folder as it found it: no folder
    // when there was none, else its earlier manifest (or none) and no cache folder of its own
    // that was not there.
    auto folder = jobs::RunFolder::openForWriting(outDir);
    if (fs::path(cacheDir) == fs::path(outDir) / "cache") {
        folder.mayMake("cache");
    }
    std::size_t probed = 0;
    nlohmann::ordered_json summary;
    try {
        folder.writeManifest(manifest.dump(2));
        summary = probeTasks(options, cacheDir, context, note, repaired, heldModel, probed);
    } catch (const Cancelled&) {
        throw;  // what it made is kept: the same run started again resumes from it
    } catch (const std::exception&) {
        if (probed == 0) {
            folder.discardChanges();
        }
        throw;
    }
    folder.writeSummary(summary.dump(2));
    note("wrote " + outDir + "/summary.json");
}

}  // namespace akshara::probe

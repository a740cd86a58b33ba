#include "demo/DemoWorkspace.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "attack/AttackExperiment.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonText.h"
#include "data/ClassificationDataset.h"
#include "data/ProbingTask.h"
#include "demo/DemoCorpus.h"
#include "eval/Predictions.h"
#include "jobs/RunFolder.h"
#include "jobs/SettingChanges.h"
#include "model/Trainer.h"
#include "predict/DatasetPredictions.h"
#include "probe/ProbeExperiment.h"

namespace akshara::demo {

namespace {

namespace fs = std::filesystem;

bool hasTransfer(const DemoWorkspaceOptions& options) {
    return options.languages.size() > 1;
}

// The training "language" of the joint classifier: the languages joined by '+' (hi+bn+pl).
std::string jointName(const DemoWorkspaceOptions& options) {
    std::string name;
    for (const auto& lang : options.languages) {
        name += (name.empty() ? "" : "+") + lang;
    }
    return name;
}

// The steps of a build, for progress: corpora, one model per language and the proxy (and the
// joint one), a probe per language, three attacks, the ASR curve, the predictions (and the
// transfer table's).
std::size_t stepCount(const DemoWorkspaceOptions& options) {
    return 1 + options.languages.size() + 1 + options.languages.size() + 3 + 1 + 1 +
           (hasTransfer(options) ? 2 : 0);
}

// The transfer table's files: every language's classifier, then the joint one, on every
// language's test set.
std::vector<DemoTransferFile> transferFiles(const DemoWorkspaceOptions& options,
                                            const fs::path& predictions) {
    std::vector<DemoTransferFile> files;
    if (!hasTransfer(options)) {
        return files;
    }
    std::vector<std::string> trains = options.languages;
    trains.push_back(jointName(options));
    for (const auto& train : trains) {
        for (const auto& eval : options.languages) {
            const fs::path path =
                predictions / "transfer" / ("sentiment-" + train + "-" + eval + ".jsonl");
            files.push_back({train, eval, path.string()});
        }
    }
    return files;
}

// The settings a build is made with, as demo-build.json records them when it starts and
// demo.json when it is complete.
nlohmann::ordered_json settingsOf(const DemoWorkspaceOptions& options) {
    nlohmann::ordered_json settings;
    settings["languages"] = options.languages;
    settings["sentences"] = options.sentences;
    settings["test_sentences"] = options.testSentences;
    settings["epochs"] = options.epochs;
    settings["attack_examples"] = options.attackExamples;
    settings["asr_words"] = options.asrWords;
    settings["folds"] = options.folds;
    return settings;
}

// Refuses to go on in a workspace begun or built with other settings (those `file` records):
// its corpora, models and runs would be mixed with this build's. A setting the file does not
// record (a workspace built before it was recorded) is not compared.
void requireSameSettings(const fs::path& file, const nlohmann::ordered_json& settings,
                         const std::string& root) {
    nlohmann::json held;
    try {
        held = parseJsonText<nlohmann::json>(readFile(file.string()));
    } catch (const nlohmann::json::exception&) {
        throw InputError(
            "not a readable record of the demo workspace's settings; remove the "
            "workspace folder to build it again",
            file.string());
    }
    if (!held.is_object()) {
        throw InputError(
            "not a record of the demo workspace's settings; remove the workspace "
            "folder to build it again",
            file.string());
    }
    nlohmann::json compared = nlohmann::json::object();
    for (const auto& [key, value] : settings.items()) {
        compared[key] = held.contains(key) ? held[key] : nlohmann::json(value);
    }
    const auto changes = jobs::settingChanges(compared.dump(), nlohmann::json(settings).dump());
    if (!changes.empty()) {
        throw InputError("holds a demo workspace " +
                             std::string(file.filename() == "demo.json" ? "built" : "begun") +
                             " with other settings (" + jobs::describeChanges(changes) +
                             "): build this one in another folder, or remove that one first",
                         root);
    }
}

class Steps {
public:
    Steps(const DemoWorkspaceOptions& options, const jobs::JobContext& context)
        : total_(stepCount(options)), context_(context) {}
    // Starts the next step: reported as "demo: <what>" with the steps done so far.
    void next(const std::string& what) {
        context_.checkCancelled();
        context_.report("demo: " + what, done_++, total_);
    }
    void finish() { context_.report("demo: ready", total_, total_); }

private:
    std::size_t total_;
    std::size_t done_ = 0;
    const jobs::JobContext& context_;
};

void writeCorpus(const fs::path& dir, const DemoWorkspaceOptions& options, std::size_t sentences,
                 std::uint64_t seed) {
    DemoOptions corpus;
    corpus.sentences = sentences;
    corpus.seed = seed;
    corpus.languages = options.languages;
    for (const auto& file : generateDemoCorpus(corpus)) {
        const fs::path path = dir / file.path;
        fs::create_directories(path.parent_path());
        writeFileAtomically(path.string(), file.content);
    }
}

data::ClassificationDataset readSentiment(const fs::path& path,
                                          const std::vector<std::string>& labels = {}) {
    data::ClassificationOptions options;
    options.format = data::DatasetFormat::Tsv;
    options.labelNames = labels;
    auto dataset = data::readClassificationDataset(path.string(), options);
    if (!labels.empty()) {
        dataset.labels = labels;
    }
    return dataset;
}

// The test corpus's sentiment file without the sentences of the training corpus.
void writeTestSet(const fs::path& train, const fs::path& test, const fs::path& out) {
    std::set<std::string> seen;
    for (const auto& e : readSentiment(train).examples) {
        seen.insert(e.text);
    }
    std::string content = "text\tlabel\n";
    for (const auto& e : readSentiment(test).examples) {
        if (seen.count(e.text) == 0) {
            content += e.text + "\t" + e.label + "\n";
        }
    }
    writeFileAtomically(out.string(), content);
}

bool trained(const fs::path& model) {
    return fs::exists(model / "training.json") && !fs::exists(model / "checkpoint");
}

void train(const fs::path& data, const fs::path& out, std::uint64_t seed,
           const DemoWorkspaceOptions& options, const jobs::JobContext& context) {
    if (trained(out)) {
        return;
    }
    model::TrainingOptions training;
    training.epochs = options.epochs;
    training.seed = seed;
    training.threads = options.threads;
    training.devFraction = 0.15;
    model::trainClassifier(readSentiment(data), nullptr, {}, out.string(), training, context);
}

// The model's predictions on the first `limit` examples of a dataset (0: all).
void writePredictionFile(const fs::path& modelDir, const fs::path& dataFile,
                         data::DatasetFormat format, std::size_t limit, const fs::path& out) {
    predict::DatasetPredictionOptions options;
    options.modelDir = modelDir.string();
    options.dataFile = dataFile.string();
    options.data.format = format;
    options.limit = limit;
    auto result = predict::predictDataset(options);
    result.set.source = out.string();
    fs::create_directories(out.parent_path());
    eval::writePredictions(out.string(), result.set);
}

// Whether something is at `path` (false where it cannot be told).
bool has(const fs::path& path) {
    std::error_code ec;
    return fs::exists(path, ec);
}

// Where a demo workspace of `options` keeps each part, and what a complete one holds: the
// corpora, the models, the runs (each with its summary) and the prediction files, in the order
// made.
struct Layout {
    fs::path root, data, models, runs, predictions, target, proxy, joint;
    std::string first;
    std::vector<std::string> ops{"phono", "ortho", "random"};
    std::vector<fs::path> trainedModels, runFolders, predictionFiles, corpusFiles;
    std::vector<DemoTransferFile> transfer;

    fs::path testFile(const std::string& lang) const {
        return data / (lang + "-sentiment-test.tsv");
    }
    bool complete() const {
        return std::all_of(corpusFiles.begin(), corpusFiles.end(), has) &&
               std::all_of(trainedModels.begin(), trainedModels.end(), trained) &&
               std::all_of(runFolders.begin(), runFolders.end(),
                           [&](const fs::path& run) { return has(run / "summary.json"); }) &&
               std::all_of(predictionFiles.begin(), predictionFiles.end(), has) &&
               std::all_of(transfer.begin(), transfer.end(),
                           [&](const DemoTransferFile& file) { return has(file.path); });
    }
};

// Throws InputError naming the first part of the layout that is there already.
void requireNoPartsOf(const Layout& layout, const std::string& root) {
    std::vector<fs::path> parts = layout.corpusFiles;
    for (const auto* list : {&layout.trainedModels, &layout.runFolders, &layout.predictionFiles}) {
        parts.insert(parts.end(), list->begin(), list->end());
    }
    for (const auto& file : layout.transfer) {
        parts.emplace_back(file.path);
    }
    for (const auto& part : parts) {
        std::error_code ec;
        if (fs::exists(fs::symlink_status(part, ec))) {
            throw InputError("already holds " + part.string() +
                                 ", which a demo build did not make and would overwrite; move "
                                 "it, or build the demo workspace in another folder",
                             root);
        }
    }
}

// Throws InputError naming the first file under `root`, the folder of a new build: the demo's
// corpora, models and runs would be mixed in with someone's files, or with a workspace's own
// runs. Empty folders (those a workspace opened there makes) are no one's.
void requireNoFilesIn(const fs::path& root) {
    std::error_code ec;
    fs::recursive_directory_iterator entry(root, ec);
    for (const fs::recursive_directory_iterator end; !ec && entry != end; entry.increment(ec)) {
        if (entry->symlink_status(ec).type() != fs::file_type::directory) {
            throw InputError("already holds " + entry->path().string() +
                                 ", which is not a demo workspace's: build the demo workspace "
                                 "in a new or empty folder",
                             root.string());
        }
    }
    if (ec) {
        throw InputError("cannot read what the folder holds: " + ec.message(), root.string());
    }
}

Layout layoutOf(const DemoWorkspaceOptions& options) {
    Layout l;
    l.root = options.root;
    l.data = l.root / "data" / "demo";
    l.models = l.root / "models";
    l.runs = l.root / "runs";
    l.predictions = l.root / "data" / "predictions";
    l.first = options.languages.front();
    l.target = l.models / ("demo-" + l.first + "-sentiment");
    l.proxy = l.models / ("demo-" + l.first + "-proxy");
    l.joint = l.models / ("demo-" + jointName(options) + "-sentiment");
    for (const auto& lang : options.languages) {
        l.trainedModels.push_back(l.models / ("demo-" + lang + "-sentiment"));
    }
    l.trainedModels.push_back(l.proxy);
    if (hasTransfer(options)) {
        l.trainedModels.push_back(l.joint);
    }
    for (const auto& lang : options.languages) {
        l.runFolders.push_back(l.runs / ("probe-demo-" + lang));
    }
    for (const auto& op : l.ops) {
        l.runFolders.push_back(l.runs / ("attack-demo-" + l.first + "-" + op));
    }
    l.runFolders.push_back(l.runs / ("asr-demo-" + l.first));
    for (const auto& lang : options.languages) {
        l.predictionFiles.push_back(l.predictions / (lang + "-sentiment.jsonl"));
    }
    l.predictionFiles.push_back(l.predictions / (l.first + "-sentiment-ortho.jsonl"));
    l.transfer = transferFiles(options, l.predictions);
    // The corpus files the build reads: each language's treebank and sentiment sets.
    for (const auto& lang : options.languages) {
        l.corpusFiles.push_back(l.data / "train" / lang / "treebank.conllu");
        l.corpusFiles.push_back(l.data / "train" / lang / "sentiment.tsv");
        l.corpusFiles.push_back(l.data / "test" / lang / "sentiment.tsv");
        l.corpusFiles.push_back(l.testFile(lang));
    }
    return l;
}

}  // namespace

DemoWorkspaceOptions tinyDemoWorkspace(const std::string& root) {
    DemoWorkspaceOptions options;
    options.root = root;
    options.languages = {"hi", "pl"};
    options.sentences = 80;
    options.testSentences = 40;
    options.epochs = 2;
    options.attackExamples = 12;
    options.asrWords = 3;
    options.folds = 3;
    options.threads = 1;
    return options;
}

bool isDemoWorkspace(const std::string& root) {
    return fs::exists(fs::path(root) / "demo.json");
}

bool isCompleteDemoWorkspace(const std::string& root) {
    const auto recorded = recordedDemoWorkspace(root);
    return isDemoWorkspace(root) && recorded && !recorded->languages.empty() &&
           layoutOf(*recorded).complete();
}

std::optional<DemoWorkspaceOptions> recordedDemoWorkspace(const std::string& root) {
    for (const char* name : {"demo.json", "demo-build.json"}) {
        const fs::path file = fs::path(root) / name;
        std::error_code ec;
        if (!fs::is_regular_file(file, ec)) {
            continue;
        }
        try {
            const auto held = parseJsonText<nlohmann::json>(readFile(file.string()));
            DemoWorkspaceOptions options;
            options.root = root;
            options.languages = held.value("languages", options.languages);
            options.sentences = held.value("sentences", options.sentences);
            options.testSentences = held.value("test_sentences", options.testSentences);
            options.epochs = held.value("epochs", options.epochs);
            options.attackExamples = held.value("attack_examples", options.attackExamples);
            options.asrWords = held.value("asr_words", options.asrWords);
            options.folds = held.value("folds", options.folds);
            options.threads = held.value("threads", options.threads);
            return options;
        } catch (const std::exception&) {
            return std::nullopt;  // building refuses it, saying why
        }
    }
    return std::nullopt;
}

DemoWorkspaceReport buildDemoWorkspace(const DemoWorkspaceOptions& asked,
                                       const jobs::JobContext& context) {
    const auto started = std::chrono::steady_clock::now();
    DemoWorkspaceOptions options = asked;
    if (options.languages.empty()) {
        throw InputError("the demo workspace needs at least one language");
    }
    // Every run and model of the workspace records paths inside it.
    jobs::requireRecordable(options.root, "workspace");
    // One build of a workspace at a time: a second workbench started on it (two first starts
    // at once) waits for the first, then reuses what it built; it was refused the first's
    // folders as "another run is writing", a failure it could do nothing about.
    std::error_code made;
    fs::create_directories(options.root, made);
    if (made) {
        throw InputError("cannot create the demo workspace: " + made.message(), options.root);
    }
    const auto building = jobs::FolderLock::waitFor(
        options.root, context, "waiting for another workbench building this demo workspace");
    const Layout layout = layoutOf(options);
    const fs::path& root = layout.root;
    const fs::path& data = layout.data;
    const fs::path& models = layout.models;
    const fs::path& runs = layout.runs;
    const fs::path& predictions = layout.predictions;
    const std::string& first = layout.first;
    const fs::path& target = layout.target;
    const fs::path& proxy = layout.proxy;
    const fs::path& joint = layout.joint;
    const auto testFile = [&](const std::string& lang) { return layout.testFile(lang); };
    const std::vector<std::string>& ops = layout.ops;
    const auto& runFolders = layout.runFolders;
    const auto& predictionFiles = layout.predictionFiles;
    const auto& transfer = layout.transfer;
    const auto& corpusFiles = layout.corpusFiles;

    const auto settings = settingsOf(options);
    const fs::path marker = root / "demo.json";
    const fs::path begun = root / "demo-build.json";
    std::error_code ec;
    if (fs::exists(marker, ec)) {
        requireSameSettings(marker, settings, options.root);
        if (layout.complete()) {
            DemoWorkspaceReport report;
            report.reused = true;
            for (const auto& run : runFolders) {
                report.runs.push_back(run.string());
            }
            for (const auto& file : predictionFiles) {
                report.predictions.push_back(file.string());
            }
            report.transfer = transfer;
            return report;
        }
        // Something was removed since (a run folder, a model): the build makes it again.
    } else if (fs::exists(begun, ec)) {
        requireSameSettings(begun, settings, options.root);
        // Resumed with the threads it began with, unless others are asked for: a model's
        // training resumes only with those.
        if (const auto recorded = recordedDemoWorkspace(options.root);
            recorded && options.threads == 0) {
            options.threads = recorded->threads;
        }
    } else {
        // A new build writes every part: a file or folder already where one goes is someone
        // else's (a prediction file of the user's), never overwritten.
        requireNoPartsOf(layout, options.root);
        requireNoFilesIn(root);
    }
    fs::create_directories(runs, ec);
    if (ec) {
        throw InputError("cannot create the demo workspace: " + ec.message(), options.root);
    }
    if (!fs::exists(begun, ec)) {
        // The training threads too, not compared (a complete workspace serves whatever built
        // it), but taken again by a build resumed from this record: a model's training
        // resumes only with the threads it began with.
        // The count of threads "one per core" gave here, for a resumed build on a machine
        // with another count of cores.
        auto record = settings;
        record["threads"] =
            options.threads > 0
                ? options.threads
                : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        writeFileAtomically(begun.string(), record.dump(2) + "\n");
    }
    // Incomplete until the build ends: a build stopped from here on resumes.
    fs::remove(marker, ec);
    DemoWorkspaceReport report;
    const auto addRun = [&](const fs::path& run) { report.runs.push_back(run.string()); };
    Steps steps(options, context);

    steps.next("writing the corpora");
    // All of them again when one is missing (a stopped build, a file removed since): the
    // same seeds write the same bytes.
    if (!std::all_of(corpusFiles.begin(), corpusFiles.end(), has)) {
        writeCorpus(data / "train", options, options.sentences, 1);
        writeCorpus(data / "test", options, options.testSentences, 2);
        for (const auto& lang : options.languages) {
            writeTestSet(data / "train" / lang / "sentiment.tsv",
                         data / "test" / lang / "sentiment.tsv", testFile(lang));
        }
    }

    for (const auto& lang : options.languages) {
        steps.next("training a " + lang + " sentiment classifier from scratch");
        train(data / "train" / lang / "sentiment.tsv", models / ("demo-" + lang + "-sentiment"), 1,
              options, context);
    }
    steps.next("training a second " + first + " classifier (the proxy)");
    train(data / "train" / first / "sentiment.tsv", proxy, 2, options, context);
    if (hasTransfer(options)) {
        const std::string joined = jointName(options);
        steps.next("training a " + joined + " sentiment classifier from scratch");
        const fs::path corpus = data / (joined + "-sentiment-train.tsv");
        if (!fs::exists(corpus)) {
            std::string content = "text\tlabel\n";
            for (const auto& lang : options.languages) {
                for (const auto& e :
                     readSentiment(data / "train" / lang / "sentiment.tsv").examples) {
                    content += e.text + "\t" + e.label + "\n";
                }
            }
            writeFileAtomically(corpus.string(), content);
        }
        train(corpus, joint, 1, options, context);
    }

    for (const auto& lang : options.languages) {
        steps.next("probing the layers of the " + lang + " classifier");
        const fs::path out = runs / ("probe-demo-" + lang);
        if (!fs::exists(out / "summary.json")) {
            probe::ProbeExperimentOptions probe;
            probe.modelDir = (models / ("demo-" + lang + "-sentiment")).string();
            probe.dataFiles = {(data / "train" / lang / "treebank.conllu").string()};
            probe.format = "conllu";
            probe.tasks = data::allProbingTasks();
            probe.perturbations = {data::Perturbation::DropNV, data::Perturbation::Shuffle};
            probe.folds = options.folds;
            probe.seed = 1;
            probe.cacheDir = (root / "cache").string();
            probe.outDir = out.string();
            probe.language = lang;
            probe::runProbeExperiment(probe, context);
        }
        addRun(out);
    }

    for (const auto& op : ops) {
        steps.next(std::string("attacking the ") + first + " classifier with " + op);
        const fs::path out = runs / ("attack-demo-" + first + "-" + op);
        if (!fs::exists(out / "summary.json")) {
            attack::AttackExperimentOptions attackOptions;
            attackOptions.modelDir = target.string();
            attackOptions.dataFile = testFile(first).string();
            attackOptions.data.format = data::DatasetFormat::Tsv;
            attackOptions.limit = options.attackExamples;
            attackOptions.op = op;
            attackOptions.operatorOptions.language = first;
            attackOptions.operatorOptions.seed = 1;
            attackOptions.importance.seed = 1;  // as `attack --seed 1` sets both
            attackOptions.outDir = out.string();
            attackOptions.command = {"attack",
                                     "--model",
                                     attackOptions.modelDir,
                                     "--data",
                                     attackOptions.dataFile,
                                     "--op",
                                     op,
                                     "--lang",
                                     first,
                                     "--seed",
                                     "1",
                                     "--limit",
                                     std::to_string(options.attackExamples)};
            attack::runAttackExperiment(attackOptions, context);
        }
        addRun(out);
    }

    steps.next("drawing the ASR curve of the " + first + " classifier");
    const fs::path asr = runs / ("asr-demo-" + first);
    if (!fs::exists(asr / "summary.json")) {
        attack::AsrExperimentOptions asrOptions;
        asrOptions.proxyDir = proxy.string();
        asrOptions.targetDir = target.string();
        asrOptions.dataFile = testFile(first).string();
        asrOptions.data.format = data::DatasetFormat::Tsv;
        asrOptions.limit = options.attackExamples;
        asrOptions.method = attrib::Method::LeaveOneOut;
        asrOptions.operators = {"phono", "ortho", "random"};
        asrOptions.operatorOptions.language = first;
        asrOptions.operatorOptions.seed = 1;
        asrOptions.maxWords = options.asrWords;
        asrOptions.outDir = asr.string();
        asrOptions.command = {"asr-curve",
                              "--proxy",
                              asrOptions.proxyDir,
                              "--target",
                              asrOptions.targetDir,
                              "--data",
                              asrOptions.dataFile,
                              "--method",
                              "loo",
                              "--ops",
                              "phono,ortho,random",
                              "--lang",
                              first,
                              "--seed",
                              "1",
                              "--max-words",
                              std::to_string(options.asrWords),
                              "--limit",
                              std::to_string(options.attackExamples)};
        attack::runAsrExperiment(asrOptions, context);
    }
    addRun(asr);

    steps.next("classifying the test sets");
    // The first language's on the examples its attacks and ASR curve used, so that they pair
    // with the perturbed copy below.
    for (const auto& lang : options.languages) {
        const fs::path out = predictions / (lang + "-sentiment.jsonl");
        writePredictionFile(models / ("demo-" + lang + "-sentiment"), testFile(lang),
                            data::DatasetFormat::Tsv, lang == first ? options.attackExamples : 0,
                            out);
        report.predictions.push_back(out.string());
        context.checkCancelled();
    }
    // The first language's test set with its most important word (on the proxy) perturbed by
    // ortho: against the clean predictions, a consistency matrix.
    const fs::path perturbed = predictions / (first + "-sentiment-ortho.jsonl");
    writePredictionFile(target, asr / "perturbed" / "ortho" / "loo" / "k1.jsonl",
                        data::DatasetFormat::JsonLines, 0, perturbed);
    report.predictions.push_back(perturbed.string());

    if (hasTransfer(options)) {
        steps.next("classifying every test set with every classifier (the transfer table)");
        for (const auto& file : transferFiles(options, predictions)) {
            if (!fs::exists(file.path)) {
                writePredictionFile(models / ("demo-" + file.train + "-sentiment"),
                                    testFile(file.eval), data::DatasetFormat::Tsv, 0, file.path);
            }
            report.transfer.push_back(file);
            context.checkCancelled();
        }
    }

    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nlohmann::ordered_json done = settings;
    done["threads"] = options.threads;
    done["runs"] = report.runs;
    done["predictions"] = report.predictions;
    done["transfer"] = nlohmann::ordered_json::array();
    for (const auto& file : report.transfer) {
        done["transfer"].push_back(
            {{"train", file.train}, {"eval", file.eval}, {"path", file.path}});
    }
    done["seconds"] = report.seconds;
    writeFileAtomically(marker.string(), done.dump(2) + "\n");
    fs::remove(begun, ec);  // demo.json records the settings now
    steps.finish();
    return report;
}

}  // namespace akshara::demo

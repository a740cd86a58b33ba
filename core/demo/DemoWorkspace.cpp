#include "demo/DemoWorkspace.h"

#include <chrono>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "attack/AttackExperiment.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ClassificationDataset.h"
#include "data/ProbingTask.h"
#include "demo/DemoCorpus.h"
#include "eval/Predictions.h"
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

DemoWorkspaceReport buildDemoWorkspace(const DemoWorkspaceOptions& options,
                                       const jobs::JobContext& context) {
    const auto started = std::chrono::steady_clock::now();
    if (options.languages.empty()) {
        throw InputError("the demo workspace needs at least one language");
    }
    const fs::path root(options.root);
    const fs::path data = root / "data" / "demo";
    const fs::path models = root / "models";
    const fs::path runs = root / "runs";
    const fs::path predictions = root / "data" / "predictions";
    const std::string first = options.languages.front();
    const fs::path target = models / ("demo-" + first + "-sentiment");
    const fs::path proxy = models / ("demo-" + first + "-proxy");
    const auto testFile = [&](const std::string& lang) {
        return data / (lang + "-sentiment-test.tsv");
    };
    DemoWorkspaceReport report;
    const auto addRun = [&](const fs::path& run) { report.runs.push_back(run.string()); };
    if (isDemoWorkspace(options.root)) {
        report.reused = true;
        for (const auto& lang : options.languages) {
            addRun(runs / ("probe-demo-" + lang));
        }
        for (const char* op : {"phono", "ortho", "random"}) {
            addRun(runs / ("attack-demo-" + first + "-" + op));
        }
        addRun(runs / ("asr-demo-" + first));
        for (const auto& lang : options.languages) {
            report.predictions.push_back((predictions / (lang + "-sentiment.jsonl")).string());
        }
        report.predictions.push_back((predictions / (first + "-sentiment-ortho.jsonl")).string());
        // A workspace completed before the demo had a transfer table has none.
        for (const auto& file : transferFiles(options, predictions)) {
            if (fs::exists(file.path)) {
                report.transfer.push_back(file);
            }
        }
        return report;
    }
    std::error_code ec;
    fs::create_directories(runs, ec);
    if (ec) {
        throw InputError("cannot create the demo workspace: " + ec.message(), options.root);
    }
    Steps steps(options, context);

    steps.next("writing the corpora");
    if (!fs::exists(testFile(options.languages.back()))) {
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
    const std::string joint = jointName(options);
    if (hasTransfer(options)) {
        steps.next("training a " + joint + " sentiment classifier from scratch");
        const fs::path corpus = data / (joint + "-sentiment-train.tsv");
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
        train(corpus, models / ("demo-" + joint + "-sentiment"), 1, options, context);
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

    for (const char* op : {"phono", "ortho", "random"}) {
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
    nlohmann::ordered_json marker;
    marker["languages"] = options.languages;
    marker["sentences"] = options.sentences;
    marker["test_sentences"] = options.testSentences;
    marker["epochs"] = options.epochs;
    marker["attack_examples"] = options.attackExamples;
    marker["runs"] = report.runs;
    marker["predictions"] = report.predictions;
    marker["transfer"] = nlohmann::ordered_json::array();
    for (const auto& file : report.transfer) {
        marker["transfer"].push_back(
            {{"train", file.train}, {"eval", file.eval}, {"path", file.path}});
    }
    marker["seconds"] = report.seconds;
    writeFileAtomically((root / "demo.json").string(), marker.dump(2) + "\n");
    steps.finish();
    return report;
}

}  // namespace akshara::demo

// Resuming attack and ASR-curve runs from their folders alone: the options a run's manifest
// records are the options it was started with, so that a run stopped part-way finishes as an
// uninterrupted one does (a real attack of the BERT fixture on Hindi sentences).
#include <QtTest>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "../../app/AttackCliData.h"
#include "TestSupport.h"
#include "attack/AttackExperiment.h"
#include "attack/RunOptions.h"
#include "common/Error.h"
#include "common/FileIo.h"

using namespace akshara;
using namespace akshara::test;

namespace {

std::string fixtureModel() {
    return sharedDir().isEmpty() ? std::string()
                                 : (sharedDir() + "/fixtures/hf-parity/bert-cased").toStdString();
}

std::string dataset() {
    const std::string path = tempPath("data.tsv").toStdString();
    std::ofstream out(path);
    out << "text\tlabel\n";
    for (const char* sentence : kSentences) {
        out << sentence << "\t2\n";
    }
    return path;
}

void writeText(const std::string& path, const std::string& text) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path) << text;
}

// Stops the work once `after` examples are done.
class StopAfter : public jobs::ProgressSink {
public:
    StopAfter(jobs::CancelToken& token, std::size_t after) : token_(token), after_(after) {}
    void report(const std::string&, std::size_t done, std::size_t total) override {
        if (total > 0 && done >= after_) {
            token_.cancel();
        }
    }

private:
    jobs::CancelToken& token_;
    std::size_t after_;
};

std::vector<nlohmann::json> records(const std::string& dir) {
    std::vector<nlohmann::json> out;
    std::ifstream in(dir + "/results.jsonl");
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) {
            out.push_back(nlohmann::json::parse(line));
        }
    }
    return out;
}

// What an attack found for each example, without its timings.
std::vector<std::string> findings(const std::string& dir) {
    std::vector<std::string> out;
    for (const auto& record : records(dir)) {
        out.push_back(record.value("adversarial", nlohmann::json()).dump() + " " +
                      record.value("success", nlohmann::json()).dump() + " " +
                      record.value("edits", nlohmann::json()).dump());
    }
    return out;
}

QString messageOf(const std::function<void()>& work) {
    try {
        work();
    } catch (const InputError& error) {
        return QString::fromStdString(error.message() + " | " + error.file() + " | " +
                                      error.field());
    }
    return {};
}

}  // namespace

class TestAttackRunOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aStoppedAttackResumesFromItsFolderAlone() {
        const std::string model = fixtureModel();
        if (model.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        attack::AttackExperimentOptions options;
        options.modelDir = model;
        options.encoder.device = model::DeviceChoice::Cpu;
        options.dataFile = dataset();
        options.limit = 5;
        options.op = "random";
        options.operatorOptions.language = "hi";
        options.operatorOptions.seed = 7;
        options.operatorOptions.oneRandomPerPosition = true;
        options.importance.method = attrib::Method::LeaveOneOut;
        options.importance.seed = 11;
        options.importance.integratedGradientSteps = 5;
        options.attack.minSimilarity = 0.3;
        options.attack.maxPerturbedFraction = 0.5;
        options.command = {"attack", "--op", "random", "--one-per-position"};

        options.outDir = tempPath("whole").toStdString();
        attack::runAttackExperiment(options, {});
        QCOMPARE(records(options.outDir).size(), std::size_t(5));

        options.outDir = tempPath("stopped").toStdString();
        jobs::CancelToken token;
        StopAfter stop(token, 2);
        QVERIFY_THROWS_EXCEPTION(Cancelled, attack::runAttackExperiment(options, {&stop, &token}));
        const std::size_t kept = records(options.outDir).size();
        QVERIFY2(kept >= 2 && kept < 5, std::to_string(kept).c_str());
        QVERIFY(!std::filesystem::exists(options.outDir + "/summary.json"));
        // As an earlier version wrote the manifest, without one_per_position: the command
        // says it.
        auto written = nlohmann::json::parse(readFile(options.outDir + "/manifest.json"));
        QVERIFY(written["options"].erase("one_per_position") == 1);
        writeText(options.outDir + "/manifest.json", written.dump(2));

        auto resumed = attack::attackRunOptions(options.outDir);
        QCOMPARE(resumed.modelDir, absolutePath(model));
        QCOMPARE(resumed.dataFile, absolutePath(options.dataFile));
        QCOMPARE(resumed.data.format, data::DatasetFormat::Tsv);
        QCOMPARE(resumed.data.textColumn, std::string("text"));
        QCOMPARE(resumed.limit, std::size_t(5));
        QCOMPARE(resumed.op, std::string("random"));
        QCOMPARE(resumed.operatorOptions.language, std::string("hi"));
        QCOMPARE(resumed.operatorOptions.seed, std::uint64_t(7));
        QVERIFY(resumed.operatorOptions.oneRandomPerPosition);
        QCOMPARE(resumed.importance.method, attrib::Method::LeaveOneOut);
        QCOMPARE(resumed.importance.seed, std::uint64_t(11));
        QCOMPARE(resumed.importance.integratedGradientSteps, 5);
        QCOMPARE(resumed.attack.minSimilarity, 0.3);
        QCOMPARE(resumed.attack.maxPerturbedFraction, 0.5);
        QCOMPARE(resumed.command, options.command);
        QCOMPARE(resumed.outDir, options.outDir);

        resumed.encoder.device = model::DeviceChoice::Cpu;
        attack::runAttackExperiment(resumed, {});
        QVERIFY(std::filesystem::exists(options.outDir + "/summary.json"));
        QCOMPARE(findings(options.outDir), findings(tempPath("whole").toStdString()));
    }

    // A workspace copied to a laptop, or renamed: the run's model and data are no longer
    // where its manifest says, but beside its folder as they were. Before, the resume was
    // refused for a model folder that was not there.
    void aRunMovedWithItsWorkspaceResumesThere() {
        namespace fs = std::filesystem;
        const std::string fixture = fixtureModel();
        if (fixture.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const std::string before = tempPath("workstation/workspace").toStdString();
        const std::string after = tempPath("laptop/workspace").toStdString();
        QVERIFY(copyFolderFiles(QString::fromStdString(fixture),
                                QString::fromStdString(before + "/models/bert")));
        writeText(before + "/data/reviews.tsv", readFile(dataset()));
        attack::AttackExperimentOptions options;
        options.modelDir = before + "/models/bert";
        options.encoder.device = model::DeviceChoice::Cpu;
        options.dataFile = before + "/data/reviews.tsv";
        options.limit = 4;
        options.op = "random";
        options.operatorOptions.language = "hi";
        options.operatorOptions.seed = 3;
        options.importance.method = attrib::Method::LeaveOneOut;
        options.attack.minSimilarity = 0.3;
        options.attack.maxPerturbedFraction = 0.5;
        options.command = {"attack", "--op", "random"};
        options.outDir = tempPath("moved-whole").toStdString();
        attack::runAttackExperiment(options, {});

        options.outDir = before + "/runs/attack-20261207-0900";
        jobs::CancelToken token;
        StopAfter stop(token, 2);
        QVERIFY_THROWS_EXCEPTION(Cancelled, attack::runAttackExperiment(options, {&stop, &token}));
        fs::create_directories(fs::path(after).parent_path());
        fs::rename(before, after);
        const std::string run = after + "/runs/attack-20261207-0900";

        auto resumed = attack::attackRunOptions(run);
        QCOMPARE(resumed.modelDir, after + "/models/bert");
        QCOMPARE(resumed.dataFile, after + "/data/reviews.tsv");
        QCOMPARE(attack::inputPlace(run, before + "/models/bert"), after + "/models/bert");
        // Only what was in the workspace is looked for in it: a path outside it is as recorded.
        const std::string outside = tempPath("workstation/bert").toStdString();
        fs::create_directories(tempPath("laptop/bert").toStdString());
        QCOMPARE(attack::inputPlace(run, outside), outside);
        // A run begun before the manifest recorded its folder: the --out of its command.
        auto written = nlohmann::json::parse(readFile(run + "/manifest.json"));
        QVERIFY(written.erase("run_folder") == 1);
        written["command"] = {"attack", "--op", "random", "--out",
                              before + "/runs/attack-20261207-0900"};
        writeText(run + "/manifest.json", written.dump(2));
        resumed = attack::attackRunOptions(run);
        QCOMPARE(resumed.modelDir, after + "/models/bert");
        QCOMPARE(resumed.dataFile, after + "/data/reviews.tsv");

        resumed.encoder.device = model::DeviceChoice::Cpu;
        attack::runAttackExperiment(resumed, {});
        QVERIFY(fs::exists(run + "/summary.json"));
        QCOMPARE(findings(run), findings(tempPath("moved-whole").toStdString()));
    }

    // A phono attack without its sub-categories comes back without them, and is resumed by
    // its options (a finished run only writes its summary again).
    void aPhonoRunWithoutItsBreakdownStaysWithout() {
        const std::string model = fixtureModel();
        if (model.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        attack::AttackExperimentOptions options;
        options.modelDir = model;
        options.encoder.device = model::DeviceChoice::Cpu;
        options.dataFile = dataset();
        options.limit = 1;
        options.operatorOptions.language = "hi";
        options.breakdown = false;
        options.outDir = tempPath("phono").toStdString();
        attack::runAttackExperiment(options, {});
        auto resumed = attack::attackRunOptions(options.outDir);
        QCOMPARE(resumed.op, std::string("phono"));
        QVERIFY(!resumed.breakdown);
        QVERIFY(!resumed.operatorOptions.oneRandomPerPosition);
        resumed.encoder.device = model::DeviceChoice::Cpu;
        attack::runAttackExperiment(resumed, {});
        QCOMPARE(records(options.outDir).size(), std::size_t(1));

        // A folder moved away while the models loaded is not made again.
        const std::string moved = options.outDir + "-moved";
        std::filesystem::rename(options.outDir, moved);
        QVERIFY(messageOf([&] {
                    attack::runAttackExperiment(resumed, {});
                }).startsWith("the run's manifest.json is no longer there"));
        QVERIFY(!std::filesystem::exists(options.outDir));
    }

    void anAsrCurveResumesFromItsFolderAlone() {
        const std::string model = fixtureModel();
        if (model.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        attack::AsrExperimentOptions options;
        options.proxyDir = model;
        options.targetDir = model;
        options.encoder.device = model::DeviceChoice::Cpu;
        options.dataFile = dataset();
        options.limit = 4;
        options.method = attrib::Method::LeaveOneOut;
        options.operators = {"phono", "random"};
        options.operatorOptions.language = "hi";
        options.operatorOptions.seed = 3;
        options.maxWords = 2;
        options.threshold = 0.1;
        options.outDir = tempPath("asr").toStdString();
        jobs::CancelToken token;
        StopAfter stop(token, 2);
        QVERIFY_THROWS_EXCEPTION(Cancelled, attack::runAsrExperiment(options, {&stop, &token}));
        QVERIFY(records(options.outDir).size() < 4);

        auto resumed = attack::asrRunOptions(options.outDir);
        QCOMPARE(resumed.proxyDir, absolutePath(model));
        QCOMPARE(resumed.targetDir, absolutePath(model));
        QCOMPARE(resumed.operators, options.operators);
        QCOMPARE(resumed.method, attrib::Method::LeaveOneOut);
        QCOMPARE(resumed.limit, std::size_t(4));
        QCOMPARE(resumed.maxWords, std::size_t(2));
        QCOMPARE(resumed.threshold, 0.1);
        QCOMPARE(resumed.operatorOptions.seed, std::uint64_t(3));
        QCOMPARE(resumed.samples, std::size_t(0));
        resumed.encoder.device = model::DeviceChoice::Cpu;
        attack::runAsrExperiment(resumed, {});
        QCOMPARE(records(options.outDir).size(), std::size_t(4));
        QVERIFY(std::filesystem::exists(options.outDir + "/summary.json"));
    }

    void aManifestThatCannotResumeIsNamed() {
        const std::string dir = tempPath("damaged").toStdString();
        std::filesystem::create_directories(dir);
        const std::string manifest = dir + "/manifest.json";
        QVERIFY(messageOf([&] {
                    attack::attackRunOptions(dir);
                }).startsWith("not found: the folder holds no run to resume"));

        writeText(manifest, "{\"kind\": \"attack\", ");
        QCOMPARE(messageOf([&] { attack::attackRunOptions(dir); }),
                 QString::fromStdString("malformed manifest.json | " + manifest + " | "));

        writeText(manifest, R"({"kind": "probe"})");
        QVERIFY(messageOf([&] {
                    attack::attackRunOptions(dir);
                }).startsWith("not the manifest of an attack run"));

        // A field a resume needs is named, nested ones with their object.
        nlohmann::json full = {{"kind", "attack"},
                               {"model", "/m"},
                               {"data", "/d.tsv"},
                               {"examples", 3},
                               {"operator", "phono"},
                               {"language", "hi"},
                               {"data_options",
                                {{"format", "tsv"},
                                 {"text_column", "text"},
                                 {"first_column", ""},
                                 {"second_column", ""},
                                 {"label_column", "label"},
                                 {"id_column", ""},
                                 {"label_names", nlohmann::json::array()}}},
                               {"options",
                                {{"target_sentence", 1},
                                 {"min_similarity", 0.6},
                                 {"max_perturbed", 0.4},
                                 {"importance", "loo"},
                                 {"seed", 0},
                                 {"similarity_model", ""},
                                 {"similarity_pooling", "auto"},
                                 {"dtype", "float32"},
                                 {"ig_steps", 16},
                                 {"smoothgrad_samples", 16},
                                 {"smoothgrad_noise", 0.15},
                                 {"samples", 256},
                                 {"importance_seed", 0},
                                 {"categories", nlohmann::json::array()}}}};
        writeText(manifest, full.dump());
        QCOMPARE(attack::attackRunOptions(dir).limit, std::size_t(3));

        auto without = full;
        without["options"].erase("seed");
        writeText(manifest, without.dump());
        QCOMPARE(messageOf([&] { attack::attackRunOptions(dir); }),
                 QString::fromStdString("missing, and a resume needs it | " + manifest +
                                        " | options.seed"));

        auto badFormat = full;
        badFormat["data_options"]["format"] = "xlsx";
        writeText(manifest, badFormat.dump());
        QVERIFY(messageOf([&] { attack::attackRunOptions(dir); })
                    .startsWith("not tsv, csv or jsonl | " + QString::fromStdString(manifest) +
                                " | data_options.format"));

        // Written before the relation file's place was kept: it cannot be found again.
        auto relation = full;
        relation["relation_fingerprint"] = "sha256:0";
        writeText(manifest, relation.dump());
        QVERIFY(messageOf([&] {
                    attack::attackRunOptions(dir);
                }).startsWith("the run read a relation file and its manifest does not say"));
        relation["relation"] = "/words.tsv";
        writeText(manifest, relation.dump());
        QCOMPARE(attack::attackRunOptions(dir).operatorOptions.relationFile,
                 std::string("/words.tsv"));

        // Phonetic tables given in the command of an earlier version, which kept no place.
        auto phonetic = full;
        phonetic["command"] = {"attack", "--phonetic-table", "tables"};
        writeText(manifest, phonetic.dump());
        QVERIFY(messageOf([&] { attack::attackRunOptions(dir); })
                    .startsWith("the run read phonetic feature tables from a folder and its "
                                "manifest does not say where"));
        phonetic["phonetic_table"] = "/features";
        writeText(manifest, phonetic.dump());
        QCOMPARE(attack::attackRunOptions(dir).phoneticTable, std::string("/features"));

        // Curated tables read from a folder the manifest does not name: the caller's.
        auto tables = full;
        tables["tables"] = {{"deva-orthographic", "sha256:0"}};
        writeText(manifest, tables.dump());
        QCOMPARE(attack::attackRunOptions(dir, "/workspace/tables").operatorOptions.tablesDir,
                 std::string("/workspace/tables"));
        const std::string elsewhere = tempPath("elsewhere-tables").toStdString();
        std::filesystem::create_directories(elsewhere);
        tables["tables_dir"] = elsewhere;
        writeText(manifest, tables.dump());
        QCOMPARE(attack::attackRunOptions(dir, "/workspace/tables").operatorOptions.tablesDir,
                 elsewhere);
        // A folder gone since (its workspace moved): the caller's.
        tables["tables_dir"] = "/no/such/workspace/tables";
        writeText(manifest, tables.dump());
        QCOMPARE(attack::attackRunOptions(dir, "/workspace/tables").operatorOptions.tablesDir,
                 std::string("/workspace/tables"));
        writeText(manifest, full.dump());
        QVERIFY(
            attack::attackRunOptions(dir, "/workspace/tables").operatorOptions.tablesDir.empty());

        QVERIFY(messageOf([&] {
                    attack::asrRunOptions(dir);
                }).startsWith("not the manifest of an asr-curve run"));
    }
};

QTEST_GUILESS_MAIN(TestAttackRunOptions)
#include "tst_attack_run_options.moc"

// The demo workspace as the workbench builds it on a first start, at the smoke mode's tiny
// sizes: every run and prediction file is there and readable, a second build reuses it at
// once, and a build stopped midway resumes without redoing the finished steps.
#include <QThread>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <thread>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "demo/DemoWorkspace.h"
#include "eval/AccuracyMatrix.h"
#include "eval/Predictions.h"
#include "jobs/JobContext.h"
#include "jobs/RunFolder.h"

using namespace akshara;
namespace fs = std::filesystem;

namespace {

// Cancels the build when a stage starting with `prefix` is reported.
class CancelAt : public jobs::ProgressSink {
public:
    CancelAt(std::string prefix, jobs::CancelToken& token)
        : prefix_(std::move(prefix)), token_(token) {}
    void report(const std::string& stage, std::size_t, std::size_t) override {
        if (stage.rfind(prefix_, 0) == 0) {
            token_.cancel();
        }
        stages.push_back(stage);
    }
    std::vector<std::string> stages;

private:
    std::string prefix_;
    jobs::CancelToken& token_;
};

nlohmann::json readJson(const fs::path& path) {
    return nlohmann::json::parse(readFile(path.string()));
}

// The examples of a TSV file with a header line.
std::size_t readSentimentRows(const fs::path& path) {
    const std::string text = readFile(path.string());
    return std::size_t(std::count(text.begin(), text.end(), '\n')) - 1;
}

}  // namespace

class TestDemoWorkspace : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void buildsEveryRunAndResumesAfterAStop() {
        const fs::path root = test::tempPath("demo").toStdString();
        auto options = demo::tinyDemoWorkspace(root.string());

        // Stopped in the first model's training, then resumed asking for no count of threads
        // (the workbench's first start, demo-workspace without --threads): it goes on with
        // the thread it began with. It was refused, the checkpoint being of 1 thread.
        jobs::CancelToken inTraining;
        CancelAt stopInTraining("epoch 2/", inTraining);
        QVERIFY_THROWS_EXCEPTION(Cancelled,
                                 demo::buildDemoWorkspace(options, {&stopInTraining, &inTraining}));
        QVERIFY(fs::exists(root / "models" / "demo-hi-sentiment" / "checkpoint" / "state.json"));
        auto anyThreads = options;
        anyThreads.threads = 0;

        // Stopped when the probing starts: the corpora and the models are kept.
        jobs::CancelToken token;
        CancelAt stopAtProbing("demo: probing", token);
        QVERIFY_THROWS_EXCEPTION(Cancelled,
                                 demo::buildDemoWorkspace(anyThreads, {&stopAtProbing, &token}));
        QVERIFY(!demo::isDemoWorkspace(root.string()));
        const fs::path model = root / "models" / "demo-hi-sentiment";
        QVERIFY(fs::exists(model / "training.json"));
        const auto trainedAt = fs::last_write_time(model / "model.safetensors");
        const fs::path proxy = root / "models" / "demo-hi-proxy";
        QVERIFY(fs::exists(proxy / "training.json"));
        const auto proxyTrainedAt = fs::last_write_time(proxy / "model.safetensors");
        // Trained on one thread, as the smoke mode is: the tiny models' small products run
        // slower on several threads of a laptop's few cores.
        for (const fs::path& trained : {model, proxy}) {
            const auto record =
                nlohmann::json::parse(readFile((trained / "training.json").string()));
            QCOMPARE(record.at("threads").get<int>(), 1);
        }

        // Resumed with other settings, its corpora and models would be mixed with the new
        // ones' (it stopped for a missing corpus file, or trained on the larger corpora while
        // saying it was tiny): refused, naming the difference, and nothing is changed.
        auto full = demo::DemoWorkspaceOptions{};
        full.root = root.string();
        try {
            demo::buildDemoWorkspace(full, {});
            QFAIL("a build begun with other settings was resumed");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("begun with other settings") != std::string::npos &&
                         std::string(e.what()).find("sentences: 80, now 600") != std::string::npos,
                     e.what());
        }
        QCOMPARE(fs::last_write_time(model / "model.safetensors"), trainedAt);

        jobs::CancelToken never;
        CancelAt watch("no such stage", never);
        const auto report = demo::buildDemoWorkspace(options, {&watch, &never});
        QVERIFY(!report.reused);
        QVERIFY(demo::isDemoWorkspace(root.string()));
        // The models were not trained again.
        QCOMPARE(fs::last_write_time(model / "model.safetensors"), trainedAt);
        QCOMPARE(fs::last_write_time(proxy / "model.safetensors"), proxyTrainedAt);
        QVERIFY(!watch.stages.empty());

        // Every run is complete and of its kind.
        const std::vector<std::pair<std::string, std::string>> runs{
            {"probe-demo-hi", "probe"},          {"probe-demo-pl", "probe"},
            {"attack-demo-hi-phono", "attack"},  {"attack-demo-hi-ortho", "attack"},
            {"attack-demo-hi-random", "attack"}, {"asr-demo-hi", "asr-curve"}};
        QCOMPARE(report.runs.size(), runs.size());
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const fs::path run = root / "runs" / runs[i].first;
            QCOMPARE(report.runs[i], run.string());
            QCOMPARE(readJson(run / "manifest.json").value("kind", ""), runs[i].second);
            QVERIFY2(fs::exists(run / "summary.json"), run.string().c_str());
        }
        // The command each attack and ASR run records runs it again from the command line:
        // into its own folder, it finds the run complete and made with the same settings.
        for (const char* name : {"attack-demo-hi-phono", "asr-demo-hi"}) {
            const fs::path run = root / "runs" / name;
            const nlohmann::json manifest = readJson(run / "manifest.json");
            QStringList args;
            for (const auto& arg : manifest.at("command")) {
                args << QString::fromStdString(arg.get<std::string>());
            }
            args << "--out" << QString::fromStdString(run.string());
            const auto again = test::runCli(args);
            QVERIFY2(again.exitCode == 0, again.err.constData());
        }
        const auto phono = readJson(root / "runs" / "attack-demo-hi-phono" / "summary.json");
        QCOMPARE(phono["examples"].get<int>(), int(options.attackExamples));
        QVERIFY(phono.contains("categories"));
        const auto asr = readJson(root / "runs" / "asr-demo-hi" / "summary.json");
        QCOMPARE(asr["asr"]["ortho"]["loo"].size(), options.asrWords);
        const auto probe = readJson(root / "runs" / "probe-demo-hi" / "summary.json");
        QCOMPARE(probe["results"].size(),
                 std::size_t(8 * 3));  // 8 tasks, clean and 2 perturbations

        // Each language's predictions; the first's pair up with its perturbed copy for a
        // consistency matrix.
        QCOMPARE(report.predictions.size(), std::size_t(3));
        const auto clean = eval::readPredictions(report.predictions[0]);
        const auto ortho = eval::readPredictions(report.predictions.back());
        QCOMPARE(clean.predictions.size(), options.attackExamples);
        QCOMPARE(eval::alignById(clean, ortho).size(), options.attackExamples);

        // The transfer table: the Hindi, the Polish and the joint classifier, each on both
        // test sets in full (at these sizes the classifiers learn little: no accuracy is
        // checked).
        QCOMPARE(report.transfer.size(), std::size_t(6));
        std::vector<eval::AccuracyEntry> entries;
        for (const auto& file : report.transfer) {
            entries.push_back({file.train, file.eval, eval::readPredictions(file.path)});
        }
        QCOMPARE(report.transfer[4].train, std::string("hi+pl"));
        QCOMPARE(report.transfer[4].eval, std::string("hi"));
        QCOMPARE(entries[4].predictions.predictions.size(),
                 readSentimentRows(root / "data" / "demo" / "hi-sentiment-test.tsv"));
        QCOMPARE(entries[5].predictions.predictions.size(),
                 readSentimentRows(root / "data" / "demo" / "pl-sentiment-test.tsv"));
        const auto transfer = eval::accuracyMatrix(entries, eval::BootstrapOptions{});
        QCOMPARE(transfer.rows, (std::vector<std::string>{"hi", "pl", "hi+pl"}));
        QCOMPARE(transfer.columns, (std::vector<std::string>{"hi", "pl"}));
        QVERIFY(transfer.overallAverage.has_value());
        const auto marker = readJson(root / "demo.json");
        QCOMPARE(marker["transfer"].size(), std::size_t(6));
        QCOMPARE(marker["transfer"][5]["path"].get<std::string>(), report.transfer[5].path);

        // A second build reuses the workspace at once.
        const auto again = demo::buildDemoWorkspace(options, {});
        QVERIFY(again.reused);
        QCOMPARE(again.runs, report.runs);
        QCOMPARE(again.predictions, report.predictions);
        QCOMPARE(again.transfer.size(), report.transfer.size());
        QCOMPARE(again.transfer.back().path, report.transfer.back().path);
        QVERIFY(!fs::exists(root / "demo-build.json"));

        // A build while another holds the workspace (a second workbench's first start) waits
        // for it, then reuses what it built: it was refused the first's folders.
        {
            auto held = jobs::FolderLock::ifFree(root.string());
            QVERIFY(held.has_value());
            struct Waiting : jobs::ProgressSink {
                std::atomic<bool> waited{false};
                void report(const std::string& stage, std::size_t, std::size_t) override {
                    if (stage.find("another workbench") != std::string::npos)
                        waited = true;
                }
            } sink;
            jobs::CancelToken token;
            std::atomic<bool> reused{false};
            std::thread second([&] {
                try {
                    reused = demo::buildDemoWorkspace(options, {&sink, &token}).reused;
                } catch (const std::exception&) {
                }
            });
            for (int i = 0; i < 200 && !sink.waited; ++i)
                QThread::msleep(50);
            const bool waited = sink.waited;
            held.reset();
            second.join();
            QVERIFY(waited);
            QVERIFY(reused);
        }

        // The full-size demo into the tiny one's folder is refused: it was reused, saying it
        // was ready, with the tiny one's 80 sentences and two languages.
        try {
            demo::buildDemoWorkspace(full, {});
            QFAIL("a workspace built with other settings was reused");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("built with other settings") != std::string::npos,
                     e.what());
        }
        QVERIFY(demo::isDemoWorkspace(root.string()));
        // Its recorded settings build it again without a refusal (the workbench's --smoke on a
        // workspace made by demo-workspace --tiny).
        const auto recorded = demo::recordedDemoWorkspace(root.string());
        QVERIFY(recorded.has_value());
        QCOMPARE(recorded->sentences, options.sentences);
        QCOMPARE(recorded->languages, options.languages);
        QCOMPARE(recorded->asrWords, options.asrWords);
        QCOMPARE(recorded->threads, options.threads);
        QVERIFY(demo::buildDemoWorkspace(*recorded, {}).reused);
        QVERIFY(!demo::recordedDemoWorkspace((root / "runs").string()).has_value());

        // A run removed since is made again (it was reported as there); the rest is kept. The
        // workbench tells such a workspace from a complete one, to build it again on opening.
        QVERIFY(demo::isCompleteDemoWorkspace(root.string()));
        const fs::path random = root / "runs" / "attack-demo-hi-random";
        fs::remove_all(random);
        QVERIFY(demo::isDemoWorkspace(root.string()));
        QVERIFY(!demo::isCompleteDemoWorkspace(root.string()));
        const auto phonoAt =
            fs::last_write_time(root / "runs" / "attack-demo-hi-phono" / "summary.json");
        const auto remade = demo::buildDemoWorkspace(options, {});
        QVERIFY(!remade.reused);
        QVERIFY(fs::exists(random / "summary.json"));
        QCOMPARE(fs::last_write_time(root / "runs" / "attack-demo-hi-phono" / "summary.json"),
                 phonoAt);
        QCOMPARE(fs::last_write_time(model / "model.safetensors"), trainedAt);
        QCOMPARE(remade.runs, report.runs);
        QVERIFY(demo::isCompleteDemoWorkspace(root.string()));

        // A corpus file removed since is written again, as it was (the same seed), and the
        // parts made from it are kept: it was reported as reused, and a run made again then
        // failed for the missing file, left with neither demo.json nor a way to go on.
        const fs::path testSet = root / "data" / "demo" / "hi-sentiment-test.tsv";
        const std::string testSetBytes = readFile(testSet.string());
        fs::remove(testSet);
        fs::remove_all(random);
        const auto rewritten = demo::buildDemoWorkspace(options, {});
        QVERIFY(!rewritten.reused);
        QCOMPARE(readFile(testSet.string()), testSetBytes);
        QVERIFY(fs::exists(random / "summary.json"));
        QCOMPARE(fs::last_write_time(model / "model.safetensors"), trainedAt);
        QVERIFY(demo::isDemoWorkspace(root.string()));
    }

    // A new build into a folder that holds a file where one of its parts goes (a prediction
    // file of the user's) is refused, naming it, and the file is kept: it was overwritten.
    void someonesFilesAreNotOverwritten() {
        const fs::path root = test::tempPath("someones").toStdString();
        const fs::path mine = root / "data" / "predictions" / "hi-sentiment.jsonl";
        fs::create_directories(mine.parent_path());
        const std::string bytes =
            "{\"id\": \"mine\", \"gold\": \"positive\", \"pred\": \"positive\"}\n";
        writeFileAtomically(mine.string(), bytes);
        try {
            demo::buildDemoWorkspace(demo::tinyDemoWorkspace(root.string()), {});
            QFAIL("a file of the user's was overwritten");
        } catch (const InputError& e) {
            QVERIFY2(
                std::string(e.what()).find("already holds " + mine.string()) != std::string::npos,
                e.what());
        }
        QCOMPARE(readFile(mine.string()), bytes);
        QVERIFY(!fs::exists(root / "demo-build.json"));
    }

    // A new build into a folder of other files (notes, a workspace's runs) is refused, naming
    // one: the demo's parts would be mixed in with them. The empty folders a workspace opened
    // there makes are no one's, and the build goes on.
    void aFolderOfOtherFilesIsNotBuiltIn() {
        const fs::path root = test::tempPath("other-files").toStdString();
        fs::remove_all(root);
        fs::create_directories(root / "models");
        writeFileAtomically((root / "models" / "readme.txt").string(), "mine\n");
        try {
            demo::buildDemoWorkspace(demo::tinyDemoWorkspace(root.string()), {});
            QFAIL("the demo workspace was built among other files");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find(
                         "already holds " + (root / "models" / "readme.txt").string() +
                         ", which is not a demo workspace's") != std::string::npos,
                     e.what());
        }
        QCOMPARE(std::vector<fs::path>(fs::directory_iterator(root), fs::directory_iterator()),
                 std::vector<fs::path>{root / "models"});
    }

    void anUnwritableFolderIsAnInputError() {
        const fs::path file = test::tempPath("not-a-folder").toStdString();
        writeFileAtomically(file.string(), "x");
        auto options = demo::tinyDemoWorkspace((file / "workspace").string());
        QVERIFY_THROWS_EXCEPTION(InputError, demo::buildDemoWorkspace(options, {}));
    }
};

QTEST_APPLESS_MAIN(TestDemoWorkspace)
#include "tst_demo_workspace.moc"

#include <QtTest>

#include <filesystem>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "AttackDoubles.h"
#include "TestSupport.h"
#include "attack/AttackRun.h"
#include "attack/Similarity.h"
#include "common/Error.h"

using namespace akshara;
using namespace akshara::attack;
using namespace akshara::test;
using Json = nlohmann::json;

namespace {

data::ClassificationDataset dataset() {
    return datasetOf({"negative", "positive"},
                     {
                         {"the film was good and fun", 1},  // flips at "good"
                         {"the film was fun", 1},           // no candidates: fails
                         {"the film was good and fun", 0},  // wrong already: skipped
                         {"the good film was good", 1},     // flips at the first "good"
                         // "goxd good" would flip, but its chrF 0.457 is below the filter's 0.6;
                         // "gxod good" (0.615) lowers the probability, and one change is all two
                         // words allow (max(1, floor(0.4 * 2))).
                         {"good good", 1},
                     });
}

struct Setup {
    WordListClassifier classifier{
        {{"good", 3}, {"fun", 1}, {"film", 0.5}, {"goxd", -5}, {"gooz", -6}}, -1};
    FixedRanker ranker{{{"good", 3}, {"fun", 2}, {"film", 1}}};
    ListOperator op{{{"good", {"gxod", "goxd", "gooz"}}}};
    ChrfSimilarity chrf;
    AttackSetup setup() {
        AttackSetup s;
        s.classifier = &classifier;
        s.ranker = &ranker;
        s.op = &op;
        s.filters = {&chrf};
        s.measures = {&chrf};
        return s;
    }
};

// Records without the wall-clock fields, which differ between runs.
std::vector<Json> withoutTiming(const std::vector<std::string>& records) {
    std::vector<Json> out;
    for (const auto& r : records) {
        auto j = Json::parse(r);
        j.erase("seconds");
        j.erase("query_seconds");
        out.push_back(j);
    }
    return out;
}

class CancelAfter : public jobs::ProgressSink {
public:
    CancelAfter(std::size_t n, jobs::CancelToken& token) : n_(n), token_(token) {}
    void report(const std::string&, std::size_t done, std::size_t) override {
        if (done >= n_) {
            token_.cancel();
        }
    }

private:
    std::size_t n_;
    jobs::CancelToken& token_;
};

// Why summarizing `records` with `field` taken out of record `index` went otherwise than
// refused, naming the record's line and `named`; empty when it was refused so.
QString refusalWithout(std::vector<std::string> records, std::size_t index, const char* field,
                       const char* named) {
    auto damaged = Json::parse(records[index]);
    damaged.erase(field);
    records[index] = damaged.dump();
    try {
        summarizeAttack(records);
        return QStringLiteral("a record without its %1 was summarized").arg(field);
    } catch (const InputError& e) {
        if (e.line() != index + 1) {
            return QStringLiteral("line %1 named, not %2").arg(e.line()).arg(index + 1);
        }
        return std::string(e.what()).find(named) != std::string::npos ? QString()
                                                                      : QString(e.what());
    }
}

}  // namespace

class TestAttackRun : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void summaryHoldsThePapersFigures() {
        Setup s;
        const auto dir = tempPath("run").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        const auto summary = Json::parse(runAttack(dataset(), s.setup(), folder, {}));
        QCOMPARE(summary["examples"].get<int>(), 5);
        QCOMPARE(summary["original_accuracy"].get<double>(), 0.8);
        QCOMPARE(summary["after_attack_accuracy"].get<double>(), 0.4);
        QCOMPARE(summary["attack_success_rate"].get<double>(), 0.5);
        // 1 of 6 words and 1 of 5 words.
        QVERIFY(std::abs(summary["perturbed_words_pct"].get<double>() - (100.0 / 6 + 20) / 2) <
                1e-9);
        QCOMPARE(summary["queries_per_example"].get<double>(), (4.0 + 1.0 + 4.0 + 2.0) / 4.0);
        // Visited: [3], [0, 0, 0, 0], [3], [1].
        QCOMPARE(summary["candidates_per_word"].get<double>(), 1.0);
        QCOMPARE(summary["word_length"].get<double>(), 4.0);
        // Over all examples, the skipped one included: the same for every operator.
        QCOMPARE(summary["sentence_length"].get<double>(), (6.0 + 4.0 + 6.0 + 5.0 + 2.0) / 5.0);
        const double chrf = summary["similarity"]["chrf"].get<double>();
        QVERIFY2(chrf > 0.6 && chrf < 1.0, std::to_string(chrf).c_str());
        QVERIFY(std::filesystem::exists(dir + "/summary.json"));

        const auto records = withoutTiming(folder.readResults());
        QCOMPARE(records.size(), std::size_t(5));
        QCOMPARE(records[0]["adversarial"].get<std::string>(),
                 std::string("the film was goxd and fun"));
        QCOMPARE(records[0]["edits"][0]["category"].get<std::string>(), std::string("test"));
        QVERIFY(records[2]["skipped"].get<bool>());
        QCOMPARE(records[2]["skip_reason"].get<std::string>(), std::string("misclassified"));
        QCOMPARE(records[2]["words"].get<int>(), 6);
        QVERIFY(!records[0].contains("skip_reason"));
        QCOMPARE(records[3]["adversarial"].get<std::string>(),
                 std::string("the goxd film was good"));
        // The words and scores that ordered the search, for the heatmap of the example.
        const auto& importance = records[0]["importance"];
        QCOMPARE(importance.size(), std::size_t(6));
        QCOMPARE(importance[3]["word"].get<std::string>(), std::string("good"));
        QCOMPARE(importance[3]["start"].get<int>(), 13);
        QCOMPARE(importance[3]["end"].get<int>(), 17);
        QCOMPARE(importance[3]["sentence"].get<int>(), 1);
        QCOMPARE(importance[3]["score"].get<double>(), 3.0);
        QVERIFY(records[2]["importance"].empty());
        QCOMPARE(records[4]["candidates"], Json::parse("[1]"));
        QCOMPARE(records[4]["adversarial"].get<std::string>(), std::string("gxod good"));
        QVERIFY(!records[4]["success"].get<bool>());

        // Over the one example the model got wrong, nothing was attacked: the attacks'
        // figures are not measured (null, a dash in a report), never a 0 that reads as one.
        const auto none = Json::parse(summarizeAttack({folder.readResults()[2]}));
        QCOMPARE(none["original_accuracy"].get<double>(), 0.0);
        for (const char* key : {"attack_success_rate", "perturbed_words_pct", "queries_per_example",
                                "candidates_per_word", "word_length"}) {
            QVERIFY2(none[key].is_null(), key);
        }
    }

    void cancelledRunResumesToTheSameResults() {
        Setup whole;
        const auto wholeDir = tempPath("whole").toStdString();
        std::filesystem::create_directories(wholeDir);
        auto wholeFolder = jobs::RunFolder::open(wholeDir);
        const auto expectedSummary =
            Json::parse(runAttack(dataset(), whole.setup(), wholeFolder, {}));

        const auto dir = tempPath("resumed").toStdString();
        std::filesystem::create_directories(dir);
        {
            Setup first;
            jobs::CancelToken token;
            CancelAfter sink(2, token);
            jobs::JobContext context{&sink, &token};
            auto folder = jobs::RunFolder::open(dir);
            QVERIFY_THROWS_EXCEPTION(Cancelled,
                                     runAttack(dataset(), first.setup(), folder, context));
            const auto partial = folder.readResults().size();
            QVERIFY2(partial >= 2 && partial < 5, std::to_string(partial).c_str());
            QVERIFY(!std::filesystem::exists(dir + "/summary.json"));
        }
        Setup second;
        auto folder = jobs::RunFolder::open(dir);
        auto summary = Json::parse(runAttack(dataset(), second.setup(), folder, {}));
        QCOMPARE(withoutTiming(folder.readResults()), withoutTiming(wholeFolder.readResults()));
        summary.erase("timing");
        auto expected = expectedSummary;
        expected.erase("timing");
        QCOMPARE(summary, expected);
    }

    // Results out of order or repeated (two runs wrote into one folder, or it was edited) are
    // not resumed: the summary would count some examples twice and others never.
    void resultsOutOfOrderAreNotResumed() {
        Setup whole;
        const auto dir = tempPath("repeated").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        {
            auto folder = jobs::RunFolder::open(dir);
            runAttack(dataset(), whole.setup(), folder, {});
        }
        const auto records = jobs::RunFolder::open(dir).readResults();
        std::filesystem::remove(dir + "/summary.json");
        std::filesystem::remove(dir + "/results.jsonl");
        {
            auto folder = jobs::RunFolder::open(dir);
            for (const auto* record : {&records[0], &records[1], &records[0], &records[1]}) {
                folder.appendResult(*record);
            }
        }
        Setup again;
        auto folder = jobs::RunFolder::open(dir);
        try {
            runAttack(dataset(), again.setup(), folder, {});
            QFAIL("results out of order were resumed");
        } catch (const InputError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find(dir + "/results.jsonl") != std::string::npos, e.what());
            QVERIFY2(message.find("line 3") != std::string::npos ||
                         message.find(":3:") != std::string::npos,
                     e.what());
            QVERIFY2(message.find("the record of example 0 where example 2's belongs") !=
                         std::string::npos,
                     e.what());
        }
        QVERIFY(!std::filesystem::exists(dir + "/summary.json"));
        QCOMPARE(jobs::RunFolder::open(dir).readResults().size(), std::size_t(4));
    }

    // A finished run's results with a damaged line added (edited by hand): the line is named,
    // not taken for one result more than the dataset has examples.
    void aDamagedLineAfterTheLastResultIsNamed() {
        Setup whole;
        const auto dir = tempPath("damaged-last").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        {
            auto folder = jobs::RunFolder::open(dir);
            runAttack(dataset(), whole.setup(), folder, {});
            folder.appendResult("garbage");
        }
        std::filesystem::remove(dir + "/summary.json");
        Setup again;
        auto folder = jobs::RunFolder::open(dir);
        try {
            runAttack(dataset(), again.setup(), folder, {});
            QFAIL("a damaged line was resumed after");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), dataset().examples.size() + 1);
            QVERIFY2(std::string(e.what()).find("not a result record") != std::string::npos,
                     e.what());
        }
    }

    // A record that reads as JSON but lacks a figure (edited by hand, or written by a damaged
    // run) is named by its line, so that it can be mended or removed.
    void aRecordWithoutItsFiguresIsNamedByItsLine() {
        Setup s;
        const auto dir = tempPath("lacking").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        runAttack(dataset(), s.setup(), folder, {});
        const QString refusal = refusalWithout(folder.readResults(), 3, "queries", "queries");
        QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
    }

    void subCategoriesAreAttackedSeparately() {
        Setup s;
        ListOperator only(std::map<std::string, std::vector<std::string>>{
            {"good", {"gxod"}}});  // the one that does not flip
        auto setup = s.setup();
        setup.categories = {{"weak", &only}};
        const auto dir = tempPath("categories").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        const auto summary = Json::parse(runAttack(dataset(), setup, folder, {}));
        QCOMPARE(summary["attack_success_rate"].get<double>(), 0.5);
        const auto& weak = summary["categories"]["weak"];
        QCOMPARE(weak["original_accuracy"].get<double>(), 0.8);
        // Only "the good film was good" falls: gxod twice (logit 5.5 - 3 - 3 = -0.5).
        QCOMPARE(weak["attack_success_rate"].get<double>(), 0.25);
        QCOMPARE(weak["after_attack_accuracy"].get<double>(), 0.6);

        // Read from the folder one record at a time, the summary is the one of its records.
        QCOMPARE(summarizeAttack(folder), summarizeAttack(folder.readResults()));
        // A record without a sub-category the others have is named by its line.
        const QString refusal =
            refusalWithout(folder.readResults(), 2, "categories", "sub-categories");
        QVERIFY2(refusal.isEmpty(), qPrintable(refusal));
    }

    // An example of punctuation or emoji alone is classified right (class 0 at logit -1) but
    // has nothing to attack: it is skipped with its reason, and the run goes on.
    void examplesWithoutWordsAreSkippedAndTheRunGoesOn() {
        const auto d = datasetOf({"negative", "positive"}, {{"the film was good and fun", 1},
                                                            {"!!!", 0},
                                                            {"👍👍", 0},
                                                            {"the film was good and fun", 0},
                                                            {"the good film was good", 1}});
        Setup s;
        const auto dir = tempPath("no-words").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        const auto summary = Json::parse(runAttack(d, s.setup(), folder, {}));
        QCOMPARE(summary["examples"].get<int>(), 5);
        QCOMPARE(summary["attacked"].get<int>(), 2);
        QCOMPARE(summary["no_words"].get<int>(), 2);
        QCOMPARE(summary["original_accuracy"].get<double>(), 0.8);  // the model is right on 4
        QCOMPARE(summary["after_attack_accuracy"].get<double>(), 0.4);
        // Of the 4 examples classified right, as the second paper's equation (3) counts: the
        // two without words cannot fall, so 2 of 4, 1 - 0.4 / 0.8 (it was 2 of the 2 attacked).
        QCOMPARE(summary["attack_success_rate"].get<double>(), 0.5);
        QCOMPARE(summary["sentence_length"].get<double>(), (6.0 + 0 + 0 + 6.0 + 5.0) / 5.0);
        const auto records = withoutTiming(folder.readResults());
        QCOMPARE(records.size(), std::size_t(5));
        for (const std::size_t i : {1, 2}) {
            QVERIFY(records[i]["skipped"].get<bool>());
            QCOMPARE(records[i]["skip_reason"].get<std::string>(), std::string("no words"));
            QVERIFY(records[i]["importance"].empty());
            QCOMPARE(records[i]["queries"].get<int>(), 1);
        }
        QCOMPARE(records[3]["skip_reason"].get<std::string>(), std::string("misclassified"));
        QVERIFY(records[4]["success"].get<bool>());

        // With no attack that succeeded the share of words perturbed is not measured: null (a
        // dash in the report), not 0 %. Nor, with no candidate tried, is the success rate.
        const auto wordless = datasetOf({"negative", "positive"}, {{"!!!", 0}, {"👍👍", 0}});
        const auto none = tempPath("no-words-only").toStdString();
        std::filesystem::create_directories(none);
        auto noneFolder = jobs::RunFolder::open(none);
        const auto nothing = Json::parse(runAttack(wordless, s.setup(), noneFolder, {}));
        QCOMPARE(nothing["successful"].get<int>(), 0);
        QVERIFY(nothing["attack_success_rate"].is_null());
        QVERIFY(nothing["perturbed_words_pct"].is_null());
    }

    // A run that fails before its first record leaves its folder as it found it: no folder
    // when there was none, the manifest of the stopped run it was resuming; one that fails
    // later keeps its records, to resume from.
    void aRunFailingBeforeItsFirstRecordLeavesTheFolderAsItWas() {
        Setup s;
        FailingRanker failing(1, {{"good", 3}, {"fun", 2}, {"film", 1}});
        auto setup = s.setup();
        setup.ranker = &failing;
        const std::filesystem::path parent = tempPath("attack-failing").toStdString();
        std::filesystem::remove_all(parent);
        const std::string dir = (parent / "runs" / "first").string();
        {
            auto folder = jobs::RunFolder::openForWriting(dir);
            folder.writeManifest(R"({"kind": "attack"})");
            QVERIFY_THROWS_EXCEPTION(InputError, runAttack(dataset(), setup, folder, {}));
        }
        QVERIFY(!std::filesystem::exists(parent));

        std::filesystem::create_directories(dir);
        { jobs::RunFolder::open(dir).writeManifest(R"({"kind": "attack", "seed": 1})"); }
        {
            auto folder = jobs::RunFolder::openForWriting(dir);
            folder.writeManifest(R"({"kind": "attack", "seed": 2})");
            QVERIFY_THROWS_EXCEPTION(InputError, runAttack(dataset(), setup, folder, {}));
        }
        QCOMPARE(jobs::RunFolder::open(dir).readManifest(),
                 std::string("{\"kind\": \"attack\", \"seed\": 1}\n"));
        QVERIFY(!std::filesystem::exists(std::filesystem::path(dir) / "results.jsonl"));

        FailingRanker second(2, {{"good", 3}, {"fun", 2}, {"film", 1}});
        setup.ranker = &second;
        {
            auto folder = jobs::RunFolder::openForWriting(dir);
            QVERIFY_THROWS_EXCEPTION(InputError, runAttack(dataset(), setup, folder, {}));
            QCOMPARE(folder.readResults().size(), std::size_t(1));
        }
        QCOMPARE(jobs::RunFolder::open(dir).readResults().size(), std::size_t(1));
    }

    void refusesASecondSentenceOfASingleSentenceDataset() {
        Setup s;
        auto setup = s.setup();
        setup.options.targetSentence = 1;
        const auto dir = tempPath("bad").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        QVERIFY_THROWS_EXCEPTION(InputError, runAttack(dataset(), setup, folder, {}));
    }
};

QTEST_APPLESS_MAIN(TestAttackRun)
#include "tst_attack_run.moc"

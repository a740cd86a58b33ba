// The second paper's ASR curve: the top k words of a ranking perturbed with an operator, on
// Polish sentences with the Polish operators.
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "AttackDoubles.h"
#include "TestSupport.h"
#include "attack/AsrCurve.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "jobs/RunFolder.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"

using namespace akshara;
using namespace akshara::attack;
using namespace akshara::test;
using Json = nlohmann::json;

namespace {

std::unique_ptr<perturb::Operator> polish(const char* name) {
    perturb::OperatorOptions options;
    options.language = "pl";
    return perturb::createOperator(name, options);
}

// The target fooled by a typo in "dobry", ranked first, with key (a Polish keyboard slip) as
// the one operator: the runs' setup, up to `maxWords` words.
struct KeyTyposOnDobry {
    WordListClassifier target{{{"dobry", 3.0}}, -1.0};
    FixedRanker ranker{{{"dobry", 1.0}}};
    std::unique_ptr<perturb::Operator> op = polish("key");
    AsrCurveSetup setup;

    explicit KeyTyposOnDobry(std::size_t maxWords) {
        setup.target = &target;
        setup.methods = {{"fixed", &ranker}};
        setup.operators = {{"key", op.get()}};
        setup.options.maxWords = maxWords;
    }
    KeyTyposOnDobry(const KeyTyposOnDobry&) = delete;
    KeyTyposOnDobry& operator=(const KeyTyposOnDobry&) = delete;
};

// The words of `sentence` in the order of `texts` (each word's text, first occurrence).
std::vector<attrib::Word> rankedAs(const std::string& sentence,
                                   const std::vector<std::string>& texts) {
    const auto words = attrib::inputWords(sentence, nullptr);
    std::vector<attrib::Word> out;
    for (const auto& t : texts) {
        for (const auto& w : words) {
            if (w.text == t) {
                out.push_back(w);
                break;
            }
        }
    }
    return out;
}

// Records which sentence of an input it is asked to rank, each word scored 1; ranking both
// sentences of a pair at once is an error here.
class SentenceRanker : public WordRanker {
public:
    std::vector<int> sentences;
    attrib::WordImportance rank(const TextInput&, int) override {
        throw std::logic_error("both sentences of the pair were ranked");
    }
    attrib::WordImportance rankSentence(const TextInput& input, int sentence, int,
                                        const std::vector<double>&) override {
        sentences.push_back(sentence);
        attrib::WordImportance out;
        for (auto w : attrib::inputWords(sentence == 0 ? input.first : input.second, nullptr)) {
            w.sequence = sentence;
            out.words.push_back(w);
            out.scores.push_back(1.0);
        }
        return out;
    }
};

// Ranks like FixedRanker until its `failAt`-th call, which fails as a ranking can (a budget
// too small, scores that are not numbers).

}  // namespace

class TestAsrCurve : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // przedsiębiorstwo takes one or two OCR confusions (16 letters): e -> ę and then ę -> e
    // would give the word back while counting it as perturbed.
    void editsOfATopWordDoNotUndoEachOther() {
        const auto op = polish("ocr");
        const std::string sentence = "przedsiębiorstwo";
        const auto ranked = rankedAs(sentence, {sentence});
        QCOMPARE(ranked.size(), std::size_t(1));
        std::set<std::string> seen;
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const auto out = perturbTopWords(sentence, ranked, *op, 1, seed);
            QCOMPARE(out.size(), std::size_t(1));
            QVERIFY2(out[0].text != sentence, qPrintable("seed " + QString::number(seed)));
            QCOMPARE(out[0].wordsChanged, std::size_t(1));
            seen.insert(out[0].text);
        }
        QVERIFY(seen.size() > 2);  // one- and two-confusion spellings both drawn
    }

    // A word of 14 letters or more may take two edits (odpowiedzialność: floor(0.15 * 16) = 2),
    // and two edits change two characters, as the paper counts them: the second never edits
    // what the first wrote (ś -> ż -> ą changes one letter, and a -> s -> d is no slip of a
    // neighbouring key). Split and ortho-rule are the paper's word-level perturbations (its
    // section 3.3; appendix B.1 counts characters for the character-level ones only): a word
    // is split once, however long.
    void editsOfATopWordChangeDistinctCharacters() {
        const std::u32string word = U"odpowiedzialność";
        for (const char* name : {"key", "substitute"}) {
            const auto op = polish(name);
            for (std::uint64_t seed = 0; seed < 200; ++seed) {
                perturb::Rng rng(seed);
                const auto picks = perturb::successiveEdits(word, *op, 2, rng);
                QCOMPARE(picks.size(), std::size_t(2));
                const std::u32string& result = picks.back().text;
                QCOMPARE(result.size(), word.size());  // a letter for a letter, twice
                std::size_t changed = 0;
                for (std::size_t i = 0; i < word.size(); ++i) {
                    changed += result[i] != word[i] ? 1 : 0;
                }
                QVERIFY2(changed == 2, qPrintable(QString::fromLatin1(name) + " seed " +
                                                  QString::number(seed) + ": " + qs(result)));
            }
        }
        const std::string sentence =
            "Sprzedawca ponosi odpowiedzialność za niezgodność towaru z umową.";
        const auto ranked = rankedAs(sentence, {"odpowiedzialność"});
        const auto split = polish("split");
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const auto out = perturbTopWords(sentence, ranked, *split, 1, seed);
            QVERIFY2(std::count(out[0].text.begin(), out[0].text.end(), ' ') ==
                         std::count(sentence.begin(), sentence.end(), ' ') + 1,
                     qPrintable("seed " + QString::number(seed) + ": " +
                                QString::fromStdString(out[0].text)));
        }
    }

    // Operators never edit numbers or one-letter words: when the ranking puts them in the top
    // k, fewer than k words change, and the count says so.
    void wordsChangedCountsOnlyTheWordsTheOperatorEdited() {
        const auto op = polish("key");
        const std::string sentence = "W 2023 roku przedsiębiorstwo zatrudniało 120 pracowników.";
        const auto ranked = rankedAs(sentence, {"2023", "120", "przedsiębiorstwo", "W", "roku"});
        QCOMPARE(ranked.size(), std::size_t(5));
        const auto out = perturbTopWords(sentence, ranked, *op, 6, 7);
        QCOMPARE(out.size(), std::size_t(6));
        const std::vector<std::size_t> expected{0, 0, 1, 1, 2, 2};
        for (std::size_t k = 0; k < out.size(); ++k) {
            QCOMPARE(out[k].wordsChanged, expected[k]);
        }
        QCOMPARE(out[0].text, sentence);
        QCOMPARE(out[1].text, sentence);
        QVERIFY(out[2].text != sentence);
        QVERIFY(out[2].text.find("2023") != std::string::npos);
        QVERIFY(out[2].text.find("120") != std::string::npos);
        QCOMPARE(out[3].text, out[2].text);
        QVERIFY(out[4].text != out[3].text);
        QCOMPARE(out[5].text, out[4].text);  // the ranking has only five words
    }

    // An example with no words (punctuation or emoji only) is not ranked, keeps its text at
    // every k, and stays in the ASR's denominator (the target classifies it correctly): the
    // run goes on to the next example.
    void anExampleWithoutWordsIsRecordedAsNotAttacked() {
        const auto dataset = datasetOf({"negatywna", "pozytywna"},
                                       {{"!!!", 0},
                                        {"\xF0\x9F\x98\x80\xF0\x9F\x98\x80", 0},  // two emoji
                                        {"To jest bardzo dobry produkt", 1}});
        KeyTyposOnDobry key(2);
        const auto dir = tempPath("asr-no-words").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        const auto summary = Json::parse(runAsrCurve(dataset, key.setup, folder, {}));
        QCOMPARE(key.ranker.calls, 1);  // only the example with words was ranked
        const auto records = folder.readResults();
        QCOMPARE(records.size(), std::size_t(3));
        // The summary of the folder read one record at a time is the one of its records.
        QCOMPARE(summarizeAsrCurve(folder, 0.5), summarizeAsrCurve(records, 0.5));
        for (std::size_t i = 0; i < 2; ++i) {
            const auto r = Json::parse(records[i]);
            QVERIFY(r.contains("not_attacked"));
            QCOMPARE(r["original_class"].get<int>(), 0);
            for (const auto& entry : r["perturbed"]["key"]["fixed"]) {
                QCOMPARE(entry["text"].get<std::string>(), dataset.examples[i].text);
                QCOMPARE(entry["words_changed"].get<int>(), 0);
                QCOMPARE(entry["class"].get<int>(), 0);
            }
        }
        const auto attacked = Json::parse(records[2]);
        QVERIFY(!attacked.contains("not_attacked"));
        QCOMPARE(attacked["perturbed"]["key"]["fixed"][0]["words_changed"].get<int>(), 1);
        // "dobry" mistyped: the third example is fooled, of three the target got right.
        QCOMPARE(summary["target_accuracy"].get<double>(), 1.0);
        QCOMPARE(summary["asr"]["key"]["fixed"][0].get<double>(), 1.0 / 3.0);
        QCOMPARE(summary["changed"]["key"]["fixed"][0].get<int>(), 1);
    }

    // No verdict without evidence: a target that classifies no example right has no ASR
    // (null, not 0), and an operator that changes no text is not called robust.
    void noVerdictWithoutEvidence() {
        KeyTyposOnDobry key(2);
        // Every gold label the opposite of the target's answer.
        const auto allWrong =
            datasetOf({"negatywna", "pozytywna"},
                      {{"To jest bardzo dobry produkt", 0}, {"Kupiłem go wczoraj w sklepie", 1}});
        auto dir = tempPath("asr-all-wrong").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        auto summary = Json::parse(runAsrCurve(allWrong, key.setup, folder, {}));
        QCOMPARE(summary["target_accuracy"].get<double>(), 0.0);
        QVERIFY(summary["asr"]["key"]["fixed"][0].is_null());
        QVERIFY(summary["mean_asr"]["key"]["fixed"].is_null());
        QVERIFY(summary["not_robust"]["key"].is_null());

        // Right, but with nothing the operator can change (digits only): ASR 0, no verdict.
        const auto unchanged = datasetOf({"negatywna", "pozytywna"}, {{"123 456", 0}});
        dir = tempPath("asr-unchanged").toStdString();
        std::filesystem::create_directories(dir);
        auto second = jobs::RunFolder::open(dir);
        summary = Json::parse(runAsrCurve(unchanged, key.setup, second, {}));
        QCOMPARE(summary["target_accuracy"].get<double>(), 1.0);
        QCOMPARE(summary["asr"]["key"]["fixed"][0].get<double>(), 0.0);
        QCOMPARE(summary["changed"]["key"]["fixed"][0].get<int>(), 0);
        QVERIFY(summary["not_robust"]["key"].is_null());
    }

    // A record that reads as JSON but lacks a field is named by its line.
    void aRecordWithoutItsFieldsIsNamedByItsLine() {
        const auto dataset =
            datasetOf({"negatywna", "pozytywna"},
                      {{"To jest bardzo dobry produkt", 1}, {"Kupiłem go wczoraj w sklepie", 0}});
        KeyTyposOnDobry key(1);
        const auto dir = tempPath("asr-lacking").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        runAsrCurve(dataset, key.setup, folder, {});
        auto records = folder.readResults();
        auto damaged = Json::parse(records[1]);
        damaged.erase("label_id");
        records[1] = damaged.dump();
        try {
            summarizeAsrCurve(records, 0.5);
            QFAIL("a record without its label was summarized");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), std::size_t(2));
            QVERIFY2(std::string(e.what()).find("label_id") != std::string::npos, e.what());
        }
    }

    // A ranking that fails names the example's file and line; a run that had no record yet
    // leaves its folder as it found it, one resumed keeps the records it had.
    void aFailingRankingNamesItsExampleAndLeavesTheFolderAsItWas() {
        auto dataset = datasetOf({"negatywna", "pozytywna"}, {{"To jest bardzo dobry produkt", 1},
                                                              {"Kupiłem go wczoraj w sklepie", 0},
                                                              {"To nie jest dobry produkt", 0}});
        dataset.source = "opinie.tsv";
        WordListClassifier target({{"dobry", 3.0}}, -1.0);
        const auto op = polish("key");
        AsrCurveSetup setup;
        setup.target = &target;
        setup.operators = {{"key", op.get()}};
        setup.options.maxWords = 1;
        const auto dir = tempPath("asr-failing").toStdString();
        std::filesystem::remove_all(dir);
        const auto failAt = [&](int call) {
            FailingRanker ranker(call, {{"dobry", 1.0}});
            setup.methods = {{"shap", &ranker}};
            auto folder = jobs::RunFolder::openForWriting(dir);
            folder.writeManifest("{}");
            try {
                runAsrCurve(dataset, setup, folder, {});
            } catch (const InputError& e) {
                return QString::fromStdString(e.what());
            }
            return QString();
        };
        QCOMPARE(failAt(1), QStringLiteral("opinie.tsv:2: ranking the words with shap: the "
                                           "weighted least squares system is singular: too few "
                                           "samples"));
        QVERIFY(!std::filesystem::exists(dir));

        // A run that failed after a record keeps it for the next try.
        QVERIFY(failAt(2).startsWith("opinie.tsv:3: ranking the words with shap"));
        QCOMPARE(jobs::RunFolder::open(dir).readResults().size(), std::size_t(1));
        QVERIFY(std::filesystem::exists(std::filesystem::path(dir) / "manifest.json"));
        // Resumed, and failing at once, it keeps it still.
        QVERIFY(failAt(1).startsWith("opinie.tsv:3: ranking the words with shap"));
        QCOMPARE(jobs::RunFolder::open(dir).readResults().size(), std::size_t(1));
    }

    // Of a sentence pair, the proxy ranks the words of the perturbed sentence only: the other
    // sentence's words cost it queries and are never perturbed.
    void ofAPairOnlyThePerturbedSentenceIsRanked() {
        auto dataset = datasetOf({"negatywna", "pozytywna"}, {{"Kupiłem go wczoraj w sklepie", 1}});
        dataset.sentencePair = true;
        dataset.examples[0].textPair = "To jest bardzo dobry produkt";
        WordListClassifier target({{"dobry", 3.0}}, -1.0);
        SentenceRanker ranker;
        const auto op = polish("key");
        AsrCurveSetup setup;
        setup.target = &target;
        setup.methods = {{"proxy", &ranker}};
        setup.operators = {{"key", op.get()}};
        setup.options.maxWords = 1;
        setup.options.targetSentence = 1;
        const auto dir = tempPath("asr-pair").toStdString();
        std::filesystem::create_directories(dir);
        auto folder = jobs::RunFolder::open(dir);
        const auto summary = Json::parse(runAsrCurve(dataset, setup, folder, {}));
        QCOMPARE(ranker.sentences, std::vector<int>{1});
        QCOMPARE(summary["changed"]["key"]["proxy"][0].get<int>(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAsrCurve)
#include "tst_asr_curve.moc"

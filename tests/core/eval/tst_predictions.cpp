#include <QtTest>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "eval/Predictions.h"

using namespace akshara;
using namespace akshara::eval;

class TestPredictions : public QObject {
    Q_OBJECT

    // The error message parsing `text` throws, or "" when it parses.
    static QString errorOf(const std::string& text) {
        try {
            parsePredictions(text, "hi.jsonl");
        } catch (const InputError& e) {
            return QString::fromStdString(e.what());
        }
        return {};
    }

private Q_SLOTS:
    void readsLabelsProbabilitiesAndIntegerIds() {
        const PredictionSet set = parsePredictions(
            "{\"id\": \"xnli-hi-17\", \"gold\": \"entailment\", \"pred\": \"neutral\", "
            "\"probs\": {\"entailment\": 0.25, \"neutral\": 0.7, \"contradiction\": 0.05}}\n"
            "\n"
            "{\"id\": 18, \"gold\": \"contradiction\", \"pred\": \"contradiction\"}\r\n",
            "hi.jsonl");
        QCOMPARE(set.source, std::string("hi.jsonl"));
        QCOMPARE(set.predictions.size(), std::size_t(2));
        const Prediction& first = set.predictions[0];
        QCOMPARE(first.id, std::string("xnli-hi-17"));
        QVERIFY(!first.correct());
        QCOMPARE(first.probs.size(), std::size_t(3));
        QCOMPARE(first.probs[1].first, std::string("neutral"));
        QCOMPARE(first.probs[1].second, 0.7);
        QCOMPARE(set.predictions[1].id, std::string("18"));
        QVERIFY(set.predictions[1].correct());
        QVERIFY(set.predictions[1].probs.empty());
    }

    // Spaces around a label are not part of it, as in a dataset: a file from another tool
    // that wrote " neutral" counted a right answer as wrong, and gave it a row of its own.
    void labelsAreTrimmedAsInADataset() {
        const PredictionSet set = parsePredictions(
            "{\"id\": \"a\", \"gold\": \" neutral\", \"pred\": \"neutral \"}\n", "hi.jsonl");
        QCOMPARE(set.predictions[0].gold, std::string("neutral"));
        QVERIFY(set.predictions[0].correct());
        // The probabilities' labels alike: the predicted label's is found under its name.
        const PredictionSet withProbs = parsePredictions(
            "{\"id\": \"a\", \"gold\": \"neutral\", \"pred\": \" neutral\", \"probs\": "
            "{\" neutral\": 0.9, \"positive \": 0.1}}\n",
            "hi.jsonl");
        QCOMPARE(withProbs.predictions[0].probs[0].first, std::string("neutral"));
        QCOMPARE(withProbs.predictions[0].probs[1].first, std::string("positive"));
        QCOMPARE(
            errorOf(
                "{\"id\":\"a\",\"gold\":\"a\",\"pred\":\"a\",\"probs\":{\"a\":0.5,\" a\":0.5}}"),
            QString("hi.jsonl:1: field 'probs. a': the label 'a' is given twice"));
        QCOMPARE(errorOf("{\"id\":\"a\",\"gold\":\" \",\"pred\":\"neutral\"}\n"),
                 QString("hi.jsonl:1: field 'gold': empty label"));
    }

    void namesFileLineAndFieldOfEachMistake() {
        const std::string good = "{\"id\":\"a\",\"gold\":\"neutral\",\"pred\":\"neutral\"}\n";
        QCOMPARE(errorOf(good + "{\"id\":\"b\",\"gold\":\"neutral\"\n").left(24),
                 QString("hi.jsonl:2: invalid JSON"));
        QCOMPARE(errorOf(good + "{\"id\":\"b\",\"gold\":\"neutral\"}\n"),
                 QString("hi.jsonl:2: field 'pred': missing field"));
        QCOMPARE(errorOf(good + "{\"id\":\"b\",\"gold\":3,\"pred\":\"neutral\"}\n"),
                 QString("hi.jsonl:2: field 'gold': expected a string, got number"));
        QCOMPARE(errorOf(good + "\n" + good),
                 QString("hi.jsonl:3: field 'id': duplicate id 'a' (first on line 1)"));
        QCOMPARE(errorOf("{\"id\":\"a\",\"gold\":\"neutral\",\"pred\":\"neutral\",\"probs\":{"
                         "\"neutral\":1.5}}"),
                 QString("hi.jsonl:1: field 'probs.neutral': probability 1.5 is outside [0, 1]"));
        QCOMPARE(
            errorOf("[1, 2]\n"),
            QString("hi.jsonl:1: expected a JSON object {\"id\", \"gold\", \"pred\", \"probs\"}"));
        // "नहीं" cut in the middle of its last character: a truncated UTF-8 sequence.
        std::string truncated = "{\"id\":\"a\",\"gold\":\"neutral\",\"pred\":\"नहीं\"}";
        truncated.erase(truncated.size() - 4, 2);
        QCOMPARE(errorOf(good + truncated),
                 QString("hi.jsonl:2: invalid UTF-8 at byte 45 of the line"));
    }

    // Three records the JSON library alone would mishandle: it stops at a NUL byte and drops
    // the rest of the line, reports an overflowing number with no position, and accepts
    // nesting so deep that writing the record back overflows the stack.
    void refusesWhatTheJsonLibraryWouldMishandle() {
        const std::string good = "{\"id\":\"a\",\"gold\":\"neutral\",\"pred\":\"neutral\"}";
        QCOMPARE(errorOf(good + std::string(1, '\0') + "{}\n"),
                 QString("hi.jsonl:1: invalid JSON: a NUL byte at byte 45 of the line"));
        // A field given twice would be read as its last value: a wrong prediction as right.
        QCOMPARE(errorOf("{\"id\":\"1\",\"gold\":\"pozytywny\",\"pred\":\"negatywny\","
                         "\"pred\":\"pozytywny\"}\n"),
                 QString("hi.jsonl:1: invalid JSON: the field \"pred\" is given twice in one "
                         "object at byte 49 of the line"));
        // Also where one of the two is spelt with an escape, as the library reads it.
        QCOMPARE(errorOf("{\"id\":\"1\",\"gold\":\"a\",\"pred\":\"b\",\"pr\\u0065d\":\"a\"}\n"),
                 QString("hi.jsonl:1: invalid JSON: the field \"pred\" is given twice in one "
                         "object at byte 33 of the line"));
        QCOMPARE(errorOf("{\"id\":\"1\",\"gold\":\"a\",\"pred\":\"a\",\"\\u0915\\/\":1,"
                         "\"क/\":2}\n"),
                 QString("hi.jsonl:1: invalid JSON: the field \"क/\" is given twice in one "
                         "object at byte 46 of the line"));
        QCOMPARE(errorOf(good + "\n{\"id\":\"b\",\"gold\":\"x\",\"pred\":\"x\",\"probs\":"
                                "{\"x\":0.1,\"x\":0.9}}\n"),
                 QString("hi.jsonl:2: invalid JSON: the field \"x\" is given twice in one "
                         "object at byte 50 of the line"));
        QCOMPARE(errorOf(good + "\n{\"id\":\"b\",\"gold\":\"x\",\"pred\":\"x\",\"p\":-1e999}\n"),
                 QString("hi.jsonl:2: invalid JSON: number overflow parsing '-1e999'"));
        const std::string deep =
            "{\"id\":\"b\",\"gold\":\"x\",\"pred\":\"x\",\"extra\":" + std::string(100000, '[') +
            std::string(100000, ']') + "}";
        QCOMPARE(errorOf(deep),
                 QString("hi.jsonl:1: invalid JSON: arrays and objects nested more than 512 "
                         "levels deep at byte 552 of the line"));
        QVERIFY(errorOf("{\"id\":\"b\",\"gold\":\"x\",\"pred\":\"x\",\"extra\":" +
                        std::string(511, '[') + std::string(511, ']') + "}")
                    .isEmpty());
    }

    void writesWhatItReads() {
        PredictionSet set;
        set.predictions = {
            {"1", "entailment", "entailment", {{"entailment", 0.9}, {"neutral", 0.1}}},
            {"2", "neutral", "contradiction", {}}};
        const std::string path = test::tempPath("roundtrip.jsonl").toStdString();
        writePredictions(path, set);
        const PredictionSet back = readPredictions(path);
        QCOMPARE(back.source, path);
        QCOMPARE(back.predictions.size(), std::size_t(2));
        QCOMPARE(back.predictions[0].probs, set.predictions[0].probs);
        QCOMPARE(back.predictions[1].pred, std::string("contradiction"));
        QCOMPARE(formatPredictions(back), formatPredictions(set));
    }

    void alignsByIdAndNamesTheIdsThatDoNotMatch() {
        PredictionSet hi{"hi.jsonl",
                         {{"1", "a", "a", {}}, {"2", "b", "a", {}}, {"3", "c", "c", {}}}};
        PredictionSet mr{"mr.jsonl",
                         {{"3", "c", "b", {}}, {"1", "a", "a", {}}, {"2", "b", "b", {}}}};
        const auto pairs = alignById(hi, mr);
        QCOMPARE(pairs.size(), std::size_t(3));
        QCOMPARE(pairs[0].second->id, std::string("1"));
        QCOMPARE(pairs[2].second->pred, std::string("b"));

        mr.predictions[2].id = "4";
        mr.predictions.push_back({"5", "a", "a", {}});
        try {
            alignById(hi, mr);
            QFAIL("misaligned sets were accepted");
        } catch (const InputError& e) {
            QCOMPARE(
                QString::fromStdString(e.what()),
                QString("mr.jsonl: the prediction files are not aligned (3 vs 4 examples); ids of "
                        "hi.jsonl missing from mr.jsonl: '2'; ids of mr.jsonl missing from "
                        "hi.jsonl: '4', '5'"));
        }
    }

    // One label typed composed in one place and decomposed in another (Polish ść, Bengali য়
    // as U+09DF or as য with a nukta) is one label: a prediction of it is correct, and its
    // probability is not a second label's.
    void readsCanonicallyEquivalentLabelsAsOne() {
        const std::string composed = "sprzeczno\u015b\u0107";
        const std::string decomposed = "sprzeczno\u0073\u0301\u0063\u0301";
        const PredictionSet pl = parsePredictions(
            "{\"id\": \"pl-1\", \"gold\": \"" + composed + "\", \"pred\": \"" + decomposed +
                "\", \"probs\": {\"" + decomposed + "\": 0.9, \"neutralny\": 0.1}}\n",
            "pl.jsonl");
        QVERIFY(pl.predictions[0].correct());
        QCOMPARE(pl.predictions[0].probs[0].first, std::string("sprzeczno\u015b\u0107"));
        const PredictionSet bn = parsePredictions(
            "{\"id\": \"bn-1\", \"gold\": \"\u09a8\u09df\", \"pred\": \"\u09a8\u09af\u09bc\"}\n",
            "bn.jsonl");
        QVERIFY(bn.predictions[0].correct());
        QCOMPARE(errorOf("{\"id\": 1, \"gold\": \"a\", \"pred\": \"a\", \"probs\": {\"" + composed +
                         "\": 0.5, \"" + decomposed + "\": 0.5}}\n"),
                 QString("hi.jsonl:1: field 'probs.%1': the label '%2' is given twice")
                     .arg(QString::fromStdString(decomposed), QString::fromStdString(composed)));
    }

    // Files whose gold labels differ are not parallel: the error names the example's line in
    // each file, so that a user can find it in a large file.
    void namesTheLinesOfAGoldLabelThatDiffers() {
        const PredictionSet hi = parsePredictions(
            "{\"id\": \"e1\", \"gold\": \"positive\", \"pred\": \"positive\"}\n"
            "{\"id\": \"e2\", \"gold\": \"neutral\", \"pred\": \"positive\"}\n",
            "hi.jsonl");
        const PredictionSet bn = parsePredictions(
            "{\"id\": \"e2\", \"gold\": \"negative\", \"pred\": \"positive\"}\n"
            "{\"id\": \"e1\", \"gold\": \"positive\", \"pred\": \"positive\"}\n",
            "bn.jsonl");
        const auto pairs = alignById(hi, bn);
        requireSameGold(pairs[0], hi, bn);
        try {
            requireSameGold(pairs[1], hi, bn);
            QFAIL("different gold labels were accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QString("bn.jsonl:1: field 'gold': example 'e2' has gold label 'negative' "
                             "here but 'neutral' in hi.jsonl (line 2); the predictions are not "
                             "on parallel data"));
        }
    }

    // Ids in a misalignment error are user text, shown as the other errors show it: a
    // control character made visible rather than sent to the terminal, a long id cut.
    void namesMisalignedIdsEscapedAndShortened() {
        const std::string premise =
            "சென்னைக்குச் செல்லும் ரயில் காலை ஆறு மணிக்குப் புறப்படுகிறது, மதுரைக்குச் செல்லும் "
            "ரயில் இரவு பத்து மணிக்கு.";
        PredictionSet ta{"ta.jsonl",
                         {{premise, "entailment", "entailment", {}},
                          {"ta-2\x1b[31m", "neutral", "contradiction", {}}}};
        PredictionSet kn{
            "kn.jsonl",
            {{"kn-1", "entailment", "entailment", {}}, {"kn-2", "neutral", "neutral", {}}}};
        try {
            alignById(ta, kn);
            QFAIL("misaligned sets were accepted");
        } catch (const InputError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find('\x1b') == std::string::npos, message.c_str());
            QVERIFY2(message.find("'ta-2\\x1b[31m'") != std::string::npos, message.c_str());
            QVERIFY2(message.find(premise) == std::string::npos, message.c_str());
            QVERIFY2(message.find("'சென்னைக்குச் செல்லும் ரயில்") != std::string::npos, message.c_str());
            QVERIFY2(message.find("…', 'ta-2") != std::string::npos, message.c_str());
            QVERIFY2(message.find("missing from ta.jsonl: 'kn-1', 'kn-2'") != std::string::npos,
                     message.c_str());
        }
    }
};

QTEST_MAIN(TestPredictions)
#include "tst_predictions.moc"

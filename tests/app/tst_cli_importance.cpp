#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

#include "TestSupport.h"
#include "model/Safetensors.h"

using namespace akshara::test;

namespace {

const QByteArray kReview = "यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।";

QString fixture() {
    return sharedDir().isEmpty() ? QString() : sharedDir() + "/fixtures/hf-parity/bert-cased";
}

QList<QJsonObject> jsonLines(const QByteArray& out) {
    QList<QJsonObject> lines;
    for (const auto& line : out.split('\n')) {
        if (!line.isEmpty()) {
            lines.push_back(QJsonDocument::fromJson(line).object());
        }
    }
    return lines;
}

}  // namespace

class TestCliImportance : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void leaveOneOutPerLine() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto result =
            runCli({"importance", "--model", dir, "--method", "loo", "--device", "cpu"},
                   kReview + "\nराम ने सीता को एक सुंदर किताब दी।\n");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto lines = jsonLines(result.out);
        QCOMPARE(lines.size(), 2);
        const auto words = lines[0]["words"].toArray();
        QCOMPARE(words.size(), 10);
        QCOMPARE(words[3].toObject()["word"].toString(), qs("बेकार"));
        QCOMPARE(words[3].toObject()["start"].toInt(), 15);
        QCOMPARE(words[3].toObject()["end"].toInt(), 20);
        QCOMPARE(lines[0]["queries"].toInt(), 11);
        QCOMPARE(lines[0]["target"].toInt(), 2);
        QCOMPARE(lines[0]["label"].toString(), QString("LABEL_2"));
        QCOMPARE(lines[1]["words"].toArray().size(), 8);
        QCOMPARE(lines[1]["line"].toInt(), 2);
    }

    // A line longer than the model reads: the words past its 128 tokens have no score, and
    // the record and the error stream say so; a line that fits says nothing.
    void wordsPastTheModelsLengthAreNoted() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        QByteArrayList review;
        for (int i = 0; i < 30; ++i) {
            review << kReview;
        }
        const auto result =
            runCli({"importance", "--model", dir, "--method", "grad-x-input", "--device", "cpu"},
                   review.join(' ') + "\n" + kReview + "\n");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto lines = jsonLines(result.out);
        QCOMPARE(lines.size(), 2);
        const int scored = int(lines[0]["words"].toArray().size());
        QVERIFY(scored > 0 && scored < 300);
        const QString note = lines[0]["notes"].toArray().at(0).toString();
        QCOMPARE(note, QStringLiteral("only the first %1 of 300 words fit in the model's 128 "
                                      "tokens; the others have no score")
                           .arg(scored));
        QVERIFY2(result.err.contains(("stdin:1: " + note + "\n").toUtf8()), result.err.constData());
        QVERIFY(!lines[1].contains("notes"));
    }

    // बेकार is a single token of the review (token 7): its word score is that token's
    // integrated gradient in the reference.
    void integratedGradientsOfASingleTokenWord() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto result =
            runCli({"importance", "--model", dir, "--method", "ig", "--device", "cpu"}, kReview);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto lines = jsonLines(result.out);
        QCOMPARE(lines.size(), 1);
        const auto reference =
            akshara::model::SafetensorsFile::open((dir + "/reference.safetensors").toStdString());
        const auto ig = reference.readFloat("t0.ig").values;
        const auto word = lines[0]["words"].toArray()[3].toObject();
        QVERIFY(std::fabs(word["score"].toDouble() - ig[7]) < 1e-3);
        QCOMPARE(lines[0]["queries"].toInt(), 18);
    }

    void pairsMarkTheirText() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto result = runCli({"importance", "--model", dir, "--method", "random", "--pair",
                                    "--seed", "3", "--device", "cpu"},
                                   "राम ने किताब दी।\tसीता को किताब मिली।\n");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto words = jsonLines(result.out)[0]["words"].toArray();
        QCOMPARE(words.size(), 8);
        QCOMPARE(words[0].toObject()["text"].toInt(), 0);
        QCOMPARE(words[7].toObject()["text"].toInt(), 1);
        QCOMPARE(words[7].toObject()["word"].toString(), qs("मिली"));
    }

    void errors() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        auto r = runCli({"importance", "--method", "loo"}, kReview);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--model is required"));
        r = runCli({"importance", "--model", dir, "--method", "saliency"}, kReview);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("saliency"));
        r = runCli({"importance", "--model", dir, "--target", "one"}, kReview);
        QCOMPARE(r.exitCode, 2);
        r = runCli({"importance", "--model", dir, "--target", " 1"}, kReview);
        QVERIFY2(r.exitCode == 2 && r.err.contains("--target must be a class id"),
                 r.err.constData());
        // The option's fault and the model's, not the first line's.
        r = runCli({"importance", "--model", dir, "--target", "5", "--device", "cpu"}, kReview);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--target: class 5 is outside the model's 3 labels (0 to 2)"),
                 r.err.constData());
        QVERIFY2(!r.err.contains("stdin"), r.err.constData());
        const QString bare = sharedDir() + "/fixtures/hf-parity/gpt2";
        r = runCli({"importance", "--model", bare, "--device", "cpu"}, kReview);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is a bare model (GPT2Model) without a classification head"),
                 r.err.constData());
        QVERIFY2(!r.err.contains("stdin"), r.err.constData());
        r = runCli({"importance", "--model", dir, "--pair", "--device", "cpu"},
                   "राम ने\tकिताब दी\nno tab here\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("stdin") && r.err.contains("2") && r.err.contains("no tab"),
                 r.err.constData());
        QCOMPARE(jsonLines(r.out).size(), 1);
    }

    // The methods' options are checked before the model is loaded, as usage mistakes that
    // name the option, not blamed on the first input line.
    void optionRangesAreCheckedUpFront() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QList<QStringList> cases{{"ig", "--steps", "0"},
                                       {"ig", "--steps", "100000000"},
                                       {"smoothgrad", "--smoothgrad-samples", "100000000"},
                                       {"ig", "--threads", "100000"},
                                       {"smoothgrad", "--noise", "-1"},
                                       {"smoothgrad", "--noise", "1e30"},
                                       {"smoothgrad", "--noise", "1.5"},
                                       {"smoothgrad", "--smoothgrad-samples", "0"},
                                       {"shap", "--samples", "1"},
                                       {"lime", "--samples", "-5"},
                                       {"partition-shap", "--samples", "1"},
                                       {"random", "--seed", "-1"},
                                       // A setting of another method, which it would ignore.
                                       {"loo", "--noise", "0.9"},
                                       {"loo", "--steps", "7"},
                                       {"ig", "--smoothgrad-samples", "3"},
                                       {"smoothgrad", "--samples", "5"},
                                       {"ig", "--features", "words"},
                                       {"gradient", "--samples", "500"}};
        for (const auto& c : cases) {
            const auto r = runCli(
                {"importance", "--model", dir, "--method", c[0], c[1], c[2], "--device", "cpu"},
                kReview + "\n");
            QVERIFY2(r.exitCode == 2, qPrintable(c.join(' ') + ": " + r.err));
            QVERIFY2(r.err.contains(c[1].toUtf8()), r.err.constData());
            QVERIFY2(!r.err.contains("stdin:1"), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        // A number too large for any integer is said to be out of range, not a non-integer.
        const auto huge = runCli({"importance", "--model", dir, "--method", "ig", "--steps",
                                  "99999999999999999999", "--device", "cpu"},
                                 kReview + "\n");
        QCOMPARE(huge.exitCode, 2);
        QVERIFY2(huge.err.contains("--steps is out of range: 99999999999999999999"),
                 huge.err.constData());
    }

    // shap at its stated least budget, features + 1, scores the line whatever the seed (seed 1
    // drew a singular system for these three words). By default the features are the words'
    // tokens, 11 here.
    void shapAtItsLeastBudget() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        for (const char* seed : {"1", "109", "118"}) {
            const auto r = runCli({"importance", "--model", dir, "--method", "shap", "--samples",
                                   "4", "--features", "words", "--seed", seed, "--device", "cpu"},
                                  "लड़का बुरा है।\n");
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const auto words = jsonLines(r.out).value(0)["words"].toArray();
            QCOMPARE(words.size(), 3);
            for (const auto& w : words) {
                QVERIFY(w.toObject()["score"].isDouble());
            }
        }
        const auto tooFew = runCli({"importance", "--model", dir, "--method", "shap", "--samples",
                                    "3", "--features", "words", "--device", "cpu"},
                                   "लड़का बुरा है।\n");
        QCOMPARE(tooFew.exitCode, 1);
        QVERIFY2(tooFew.err.contains("stdin:1: shap needs at least 4 samples for 3 words"),
                 tooFew.err.constData());
        const auto tokens = runCli(
            {"importance", "--model", dir, "--method", "shap", "--samples", "4", "--device", "cpu"},
            "लड़का बुरा है।\n");
        QCOMPARE(tokens.exitCode, 1);
        QVERIFY2(tokens.err.contains("stdin:1: shap needs at least 12 samples for 11 tokens"),
                 tokens.err.constData());
        // A line further on that needs more: refused before the first line is scored, where
        // the lines before it were written and the run then stopped.
        const auto later = runCli({"importance", "--model", dir, "--method", "shap", "--samples",
                                   "4", "--features", "words", "--device", "cpu"},
                                  "लड़का बुरा है।\nलड़का बहुत बुरा नहीं है।\n");
        QCOMPARE(later.exitCode, 1);
        QVERIFY2(later.out.isEmpty(), later.out.constData());
        QVERIFY2(later.err.contains("stdin:2: shap needs at least 6 samples for 5 words, more "
                                    "than --samples 4: no line was scored (--samples 6 scores "
                                    "every line)"),
                 later.err.constData());
        const auto enough = runCli({"importance", "--model", dir, "--method", "shap", "--samples",
                                    "12", "--device", "cpu"},
                                   "लड़का बुरा है।\n");
        QVERIFY2(enough.exitCode == 0, enough.err.constData());
        QCOMPARE(jsonLines(enough.out).value(0)["words"].toArray().size(), 3);  // still words
        const auto unknown = runCli({"importance", "--model", dir, "--method", "shap", "--features",
                                     "subwords", "--device", "cpu"},
                                    "लड़का बुरा है।\n");
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("--features: unknown features 'subwords' (tokens, words)"),
                 unknown.err.constData());
    }

    // partition-shap's budget is the SHAP library's 500 evaluations unless --samples gives
    // another; a budget too small to split the line still scores every word.
    void partitionShapBudgets() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QByteArray line = "Ta książka jest naprawdę dobra, i bardzo ją polecam wszystkim.\n";
        const auto byDefault = runCli(
            {"importance", "--model", dir, "--method", "partition-shap", "--device", "cpu"}, line);
        QVERIFY2(byDefault.exitCode == 0, byDefault.err.constData());
        const auto record = jsonLines(byDefault.out).value(0);
        QCOMPARE(record["method"].toString(), QString("partition-shap"));
        QCOMPARE(record["words"].toArray().size(), 10);
        // Every token split apart: more than 256 masked inputs' worth of splits fit.
        const auto queries = record["queries"].toInt();
        QVERIFY2(queries > 20 && queries <= 500, qPrintable(QString::number(queries)));
        const auto small = runCli({"importance", "--model", dir, "--method", "partition-shap",
                                   "--samples", "3", "--features", "words", "--device", "cpu"},
                                  line);
        QVERIFY2(small.exitCode == 0, small.err.constData());
        const auto smallRecord = jsonLines(small.out).value(0);
        QVERIFY(smallRecord["queries"].toInt() <= 4);
        QCOMPARE(smallRecord["words"].toArray().size(), 10);
    }

    // A line without words (empty, or punctuation only) gets a record without words; the lines
    // after it are scored as usual.
    void linesWithoutWordsGiveEmptyRecords() {
        const auto dir = fixture();
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto r = runCli({"importance", "--model", dir, "--method", "loo", "--device", "cpu"},
                              "अच्छा है\n\nबुरा है\n।।\n");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0]["words"].toArray().size(), 2);
        QCOMPARE(lines[1]["line"].toInt(), 2);
        QVERIFY(lines[1]["words"].toArray().isEmpty());
        QCOMPARE(lines[1]["queries"].toInt(), 1);  // the predicted class
        QVERIFY(lines[1]["target"].toInt() >= 0 && lines[1]["target"].toInt() < 3);
        QCOMPARE(lines[1]["label"].toString(), QString("LABEL_%1").arg(lines[1]["target"].toInt()));
        QCOMPARE(lines[2]["words"].toArray().size(), 2);
        QCOMPARE(lines[2]["words"].toArray()[0].toObject()["word"].toString(), qs("बुरा"));
        QVERIFY(lines[3]["words"].toArray().isEmpty());
        QVERIFY2(r.err.contains("stdin:2: no words to score") &&
                     r.err.contains("stdin:4: no words to score"),
                 r.err.constData());

        // With --target the record takes that class and asks the model nothing.
        const auto t =
            runCli({"importance", "--model", dir, "--target", "1", "--device", "cpu"}, "\nबुरा है\n");
        QVERIFY2(t.exitCode == 0, t.err.constData());
        const auto targeted = jsonLines(t.out);
        QCOMPARE(targeted[0]["target"].toInt(), 1);
        QCOMPARE(targeted[0]["queries"].toInt(), 0);
        QCOMPARE(targeted[1]["target"].toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliImportance)
#include "tst_cli_importance.moc"

// try: one sentence's perturbed versions, with a classifier's predictions.
#include <QtTest>

#include <cmath>
#include <functional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

// A trial of `args` with the fixture classifier, and classify's record of the sentence and of
// each version, read as `input` makes them (the text alone, or premise<TAB>text with --pair).
struct ClassifiedTrial {
    QJsonObject trial;
    QList<QByteArray> records;  // the sentence's, then each version's
    int lines = 0;              // the lines given to classify
};

ClassifiedTrial classifiedTrial(const QStringList& args, const QString& model,
                                const QString& sentence,
                                const std::function<QString(const QString&)>& input,
                                const QStringList& classifyArgs = {}) {
    ClassifiedTrial out;
    const auto classified = runCli(args + QStringList{"--model", model, "--device", "cpu"});
    if (classified.exitCode != 0) {
        qWarning("%s", classified.err.constData());
        return out;
    }
    out.trial = QJsonDocument::fromJson(classified.out).object();
    QStringList lines{input(sentence)};
    for (const auto& value : out.trial["versions"].toArray()) {
        lines << input(value.toObject()["text"].toString());
    }
    out.lines = int(lines.size());
    const auto records =
        runCli(QStringList{"classify", "--model", model, "--device", "cpu"} + classifyArgs,
               lines.join('\n').toUtf8());
    if (records.exitCode != 0) {
        qWarning("%s", records.err.constData());
        return out;
    }
    out.records = records.out.trimmed().split('\n');
    return out;
}

}  // namespace

class TestCliTry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // try: one sentence into distinct versions, each what its edits make of the sentence; the
    // same seed gives the same versions. With a classifier (the BERT fixture), each version's
    // label and whether it changes the sentence's, as classify labels the same texts.
    void tryGivesDistinctVersions() {
        const QString sentence = QStringLiteral("यह फिल्म बहुत अच्छी थी और कहानी भी सुंदर थी");
        const QStringList args{"try", "--op",       "phono", "--lang", "hi", "--words",
                               "2",   "--versions", "6",     "--seed", "4",  sentence};
        const auto result = runCli(args);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject trial = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(trial["text"].toString(), sentence);
        const QJsonArray versions = trial["versions"].toArray();
        QCOMPARE(versions.size() + trial["missing"].toInt(), 6);
        QVERIFY(versions.size() >= 4);
        QSet<QString> texts{sentence};
        for (const auto& value : versions) {
            const QJsonObject version = value.toObject();
            QVERIFY(!texts.contains(version["text"].toString()));
            texts.insert(version["text"].toString());
            QCOMPARE(version["edits"].toArray().size(), 2);  // one letter in each of two words
            QVERIFY(!version.contains("label"));
        }
        QCOMPARE(runCli(args).out, result.out);
        QVERIFY(!result.err.contains("note"));
        QCOMPARE(trial["changeable_words"].toInt(), 9);
        // More words asked for than the operator can change: said, and each version changes
        // those it can.
        const auto short_ = runCli({"try", "--op", "diacritic", "--lang", "pl", "--words", "4",
                                    "--versions", "2", QStringLiteral("Zażółć gęślą i kot")});
        QVERIFY2(short_.exitCode == 0, short_.err.constData());
        QVERIFY2(short_.err.contains("diacritic can change 2 words of the sentence, so each "
                                     "version changes 2, not 4"),
                 short_.err.constData());
        QCOMPARE(QJsonDocument::fromJson(short_.out).object()["changeable_words"].toInt(), 2);
        // A sentence of another script than the language's: nothing to change, and said why.
        const auto none = runCli({"try", "--op", "phono", "--lang", "hi", "আমি বাংলায় গান গাই"});
        QVERIFY2(none.exitCode == 0, none.err.constData());
        QVERIFY(QJsonDocument::fromJson(none.out).object()["versions"].toArray().isEmpty());
        QVERIFY2(none.err.contains("phono has no change to make in this sentence"),
                 none.err.constData());
        const auto longWord =
            runCli({"try", "--op", "phono", "--lang", "hi", QString("कमल").repeated(90)});
        QVERIFY2(longWord.err.contains("phono has no change to make in this sentence: 1 word is "
                                       "longer than 256 characters"),
                 longWord.err.constData());
        // An empty argument is refused as every command refuses one; a blank sentence is read.
        const auto empty = runCli({"try", "--op", "phono", "--lang", "hi", ""});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("SENTENCE is empty; give a value"), empty.err.constData());
        const auto blank = runCli({"try", "--op", "phono", "--lang", "hi", "   "});
        QCOMPARE(blank.exitCode, 1);
        QVERIFY2(blank.err.contains("the sentence is empty: type or paste one"),
                 blank.err.constData());
        // A model's settings without its model would go unused.
        const auto unused =
            runCli({"try", "--op", "phono", "--lang", "hi", "--device", "cuda", "कमल"});
        QCOMPARE(unused.exitCode, 2);
        QVERIFY2(unused.err.contains("--device is for the model of --model, and none is given"),
                 unused.err.constData());
        QCOMPARE(runCli({"try", "--op", "phono", "--lang", "hi", "--versions", "0", "x"}).exitCode,
                 2);

        if (sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const ClassifiedTrial classified =
            classifiedTrial(args, model, sentence, [](const QString& text) { return text; });
        const QJsonObject& withModel = classified.trial;
        const QList<QByteArray>& records = classified.records;
        QVERIFY(!withModel.isEmpty());
        QCOMPARE(records.size(), classified.lines);
        const QString original = QJsonDocument::fromJson(records[0]).object()["label"].toString();
        QCOMPARE(withModel["label"].toString(), original);
        for (int i = 1; i < records.size(); ++i) {
            const QJsonObject version = withModel["versions"].toArray()[i - 1].toObject();
            const QString label = QJsonDocument::fromJson(records[i]).object()["label"].toString();
            QCOMPARE(version["label"].toString(), label);
            QCOMPARE(version["changes_label"].toBool(), label != original);
        }
    }

    // A hypothesis tried with its premise: the model reads each version in the pair, as
    // classify --pair reads premise<TAB>version.
    void tryPerturbsOneSentenceOfAPair() {
        const QString premise = QStringLiteral("दो आदमी एक भारी बक्सा सीढ़ियों से ऊपर ले जा रहे हैं।");
        const QString hypothesis = QStringLiteral("बक्से में किताबें हैं और वह बहुत भारी है।");
        const QStringList args{"try",        "--op",    "phono",  "--lang", "hi",
                               "--versions", "5",       "--with", premise,  "--target-sentence",
                               "2",          hypothesis};
        const auto result = runCli(args);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject trial = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(trial["text"].toString(), hypothesis);
        QCOMPARE(trial["with"].toString(), premise);
        QCOMPARE(trial["target_sentence"].toInt(), 2);
        QVERIFY(!trial["versions"].toArray().isEmpty());
        for (const auto& value : trial["versions"].toArray()) {
            QVERIFY(value.toObject()["text"].toString() != hypothesis);
        }
        // A lone --target-sentence, an empty other sentence or a third sentence are refused.
        const auto lone =
            runCli({"try", "--op", "phono", "--lang", "hi", "--target-sentence", "2", hypothesis});
        QCOMPARE(lone.exitCode, 2);
        QVERIFY2(lone.err.contains("--with"), lone.err.constData());
        QCOMPARE(
            runCli({"try", "--op", "phono", "--lang", "hi", "--with", "", hypothesis}).exitCode, 2);
        QCOMPARE(runCli({"try", "--op", "phono", "--lang", "hi", "--with", premise,
                         "--target-sentence", "3", hypothesis})
                     .exitCode,
                 2);

        if (sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const ClassifiedTrial classified = classifiedTrial(
            args, model, hypothesis,
            [&premise](const QString& text) { return premise + '\t' + text; }, {"--pair"});
        const QJsonObject& withModel = classified.trial;
        const QList<QByteArray>& records = classified.records;
        QVERIFY(!withModel.isEmpty());
        QCOMPARE(records.size(), classified.lines);
        const auto probabilities = [](const QJsonValue& value) {
            QList<double> list;
            for (const auto& p : value.toArray()) {
                list << p.toDouble();
            }
            return list;
        };
        const auto close = [](const QList<double>& a, const QList<double>& b) {
            if (a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); ++i) {
                if (std::abs(a[i] - b[i]) > 1e-5) {
                    return false;
                }
            }
            return true;
        };
        QVERIFY(
            close(probabilities(withModel["probabilities"]),
                  probabilities(QJsonDocument::fromJson(records[0]).object()["probabilities"])));
        for (int i = 1; i < records.size(); ++i) {
            const QJsonObject version = withModel["versions"].toArray()[i - 1].toObject();
            QVERIFY(close(
                probabilities(version["probabilities"]),
                probabilities(QJsonDocument::fromJson(records[i]).object()["probabilities"])));
        }
        // Alone, the hypothesis is another input: the model's probabilities differ.
        const auto alone = runCli({"try", "--op", "phono", "--lang", "hi", "--versions", "1",
                                   "--model", model, "--device", "cpu", hypothesis});
        QVERIFY(!close(probabilities(QJsonDocument::fromJson(alone.out).object()["probabilities"]),
                       probabilities(withModel["probabilities"])));
    }
};

QTEST_GUILESS_MAIN(TestCliTry)
#include "tst_cli_try.moc"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

const QString kEnglish = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/en.jsonl");
const QString kHindi = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/nli/hi.json");

QString fixture(const QString& name) {
    return sharedDir().isEmpty() ? QString() : sharedDir() + "/fixtures/hf-parity/" + name;
}

QStringList ids(const CliResult& result) {
    QStringList out;
    for (const auto& id : QJsonDocument::fromJson(result.out).object()["ids"].toArray())
        out.push_back(id.toString());
    return out;
}

}  // namespace

class TestCliSample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kDistinctExamplesTheSameForTheSameSeed() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const QStringList args{"sample", "--model", model, "--data",   kHindi,
                               "--pair", "-k",      "10",  "--device", "cpu"};
        const auto first = runCli(args + QStringList{"--seed", "7"});
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const auto chosen = ids(first);
        QCOMPARE(chosen.size(), 10);
        QCOMPARE(QSet<QString>(chosen.begin(), chosen.end()).size(), 10);
        const auto object = QJsonDocument::fromJson(first.out).object();
        QCOMPARE(object["examples"].toInt(), 30);
        QCOMPARE(object["k"].toInt(), 10);
        // Indices ascend; hi.json lists pair-30 first (line 2), each record on its own line.
        const auto indices = object["indices"].toArray();
        const auto lines = object["lines"].toArray();
        for (int i = 0; i < 10; ++i) {
            const int index = indices[i].toInt();
            QVERIFY(i == 0 || index > indices[i - 1].toInt());
            QCOMPARE(chosen[i], QString("pair-%1").arg(30 - index, 2, 10, QChar('0')));
            QCOMPARE(lines[i].toInt(), index + 2);
        }

        const auto again = runCli(args + QStringList{"--seed", "7"});
        QCOMPARE(again.out, first.out);
        // Another seed draws another sample (C(30,10) subsets; these two seeds differ).
        const auto other = runCli(args + QStringList{"--seed", "8"});
        QVERIFY2(other.exitCode == 0, other.err.constData());
        QCOMPARE(ids(other).size(), 10);
        QVERIFY(ids(other) != chosen);
    }

    void everyExampleWhenKIsTheDatasetSize() {
        const auto model = fixture("xlmr");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        // Single sentences: the English hypotheses.
        const auto result = runCli({"sample", "--model", model, "--data", kEnglish, "--text-column",
                                    "hypothesis", "-k", "30", "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto chosen = ids(result);
        QCOMPARE(chosen.size(), 30);
        QCOMPARE(chosen.first(), QString("pair-01"));
        QCOMPARE(chosen.last(), QString("pair-30"));
    }

    // Sampling reads no label: data without a label column (not yet validated) is sampled,
    // and the same examples without their labels give the same sample.
    void unlabelledDataIsSampled() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        QFile labelled(kEnglish);
        QVERIFY(labelled.open(QIODevice::ReadOnly));
        QByteArray withoutLabels;
        for (const auto& line : labelled.readAll().trimmed().split('\n')) {
            QJsonObject record = QJsonDocument::fromJson(line).object();
            QVERIFY(record.contains("label"));
            record.remove("label");
            withoutLabels += QJsonDocument(record).toJson(QJsonDocument::Compact) + "\n";
        }
        const QString unlabelled = tempPath("en-unlabelled.jsonl");
        QFile out(unlabelled);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(withoutLabels);
        out.close();
        const QStringList args{"--pair", "-k", "5", "--seed", "4", "--device", "cpu"};
        const auto fromLabelled =
            runCli(QStringList{"sample", "--model", model, "--data", kEnglish} + args);
        QVERIFY2(fromLabelled.exitCode == 0, fromLabelled.err.constData());
        const auto fromUnlabelled =
            runCli(QStringList{"sample", "--model", model, "--data", unlabelled} + args);
        QVERIFY2(fromUnlabelled.exitCode == 0, fromUnlabelled.err.constData());
        QCOMPARE(ids(fromUnlabelled), ids(fromLabelled));
        QCOMPARE(ids(fromUnlabelled).size(), 5);

        const QString tsv = tempPath("hi-unlabelled.tsv");
        QFile t(tsv);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(
            "text\nलड़का बहुत अच्छा है।\nऔरत अच्छा सेब खाती है।\nयह फ़िल्म बहुत बेकार थी।\n"
            "आज सुबह से लगातार बारिश हो रही है।\n");
        t.close();
        const auto single =
            runCli({"sample", "--model", model, "--data", tsv, "-k", "2", "--device", "cpu"});
        QVERIFY2(single.exitCode == 0, single.err.constData());
        QCOMPARE(ids(single).size(), 2);
    }

    // A decoder's tokenizer adds no special tokens: an empty text leaves the model nothing to
    // read, said with the file and the record's line (it was "input 2 has no tokens").
    void anEmptyTextForADecoderNamesItsLine() {
        const auto model = fixture("gpt2");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const QString data = tempPath("empty-text.jsonl");
        QFile f(data);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"text\": \"Ala ma kota.\"}\n\n{\"text\": \"\"}\n{\"text\": \"Kot ma Alę.\"}\n");
        f.close();
        const auto result =
            runCli({"sample", "--model", model, "--data", data, "-k", "2", "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains((data + ":3: the text is empty and the tokenizer adds no "
                                             "special tokens")
                                         .toUtf8()),
                 result.err.constData());
    }

    void tooManyOrTooFew() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        auto result = runCli({"sample", "--model", model, "--data", kEnglish, "--pair", "-k", "31",
                              "--device", "cpu"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("-k 31 is more than the 30 examples"), result.err.constData());
        QVERIFY(result.out.isEmpty());
        result = runCli({"sample", "--model", model, "--data", kEnglish, "--pair", "-k", "0"});
        QCOMPARE(result.exitCode, 2);
        result = runCli({"sample", "--model", model, "--data", kEnglish, "--pair"});
        QCOMPARE(result.exitCode, 2);
        result = runCli({"sample", "--model", model, "--data", kEnglish, "--pair", "-k", "3",
                         "--kernel", "rbf"});
        QCOMPARE(result.exitCode, 2);
        // A negative seed is refused, as by every other command (it was wrapped round).
        result = runCli(
            {"sample", "--model", model, "--data", kEnglish, "--pair", "-k", "3", "--seed", "-1"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--seed must not be negative"), result.err.constData());
    }

    // Sampling never reads labels: a label set given to it is refused, not silently unused.
    void aLabelSetIsRefused() {
        const auto result = runCli(
            {"sample", "--model", "m", "--data", kEnglish, "--pair", "-k", "3", "--labels", "nli"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("unknown option --labels"), result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliSample)
#include "tst_cli_sample.moc"

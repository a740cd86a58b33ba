#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

const QString kScript = QStringLiteral(AKSHARA_SOURCE_DIR "/docs/examples/nli-parallel.sh");

// id -> prediction of a prediction file.
QHash<QString, QJsonObject> predictions(const QString& path) {
    QHash<QString, QJsonObject> byId;
    for (const auto& line : readBytes(path).split('\n')) {
        if (!line.isEmpty()) {
            const auto object = QJsonDocument::fromJson(line).object();
            byId[object["id"].toString()] = object;
        }
    }
    return byId;
}

}  // namespace

// The documented end-to-end NLI analysis runs on a fixture model and its files agree.
class TestNliExample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theScriptWritesConsistentAnalyses() {
        if (sharedDir().isEmpty())
            QSKIP("the hf-parity fixtures are not in ../shared");
        const auto model = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const auto out = tempPath("analysis");
        QProcess script;
        script.start("bash", {kScript, model, out});
        QVERIFY(script.waitForFinished(600000));
        QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());

        const auto en = predictions(out + "/en.jsonl");
        const auto hi = predictions(out + "/hi.jsonl");
        const auto mixed = predictions(out + "/en-hi.jsonl");
        QCOMPARE(en.size(), 30);
        QCOMPARE(hi.size(), 30);
        QCOMPARE(mixed.size(), 30);
        int bothCorrect = 0, bothWrong = 0, onlyFirst = 0, onlySecond = 0;
        for (auto it = en.begin(); it != en.end(); ++it) {
            const auto& h = hi[it.key()];
            QCOMPARE(h["gold"].toString(), it.value()["gold"].toString());
            const bool a = it.value()["pred"] == it.value()["gold"];
            const bool b = h["pred"] == h["gold"];
            bothCorrect += a && b;
            bothWrong += !a && !b;
            onlyFirst += a && !b;
            onlySecond += !a && b;
        }
        const auto consistency =
            QJsonDocument::fromJson(readBytes(out + "/consistency-en-hi.json")).object();
        QCOMPARE(consistency["both_correct"].toInt(), bothCorrect);
        QCOMPARE(consistency["both_wrong"].toInt(), bothWrong);
        QCOMPARE(consistency["only_first"].toInt(), onlyFirst);
        QCOMPARE(consistency["only_second"].toInt(), onlySecond);

        const auto accuracy = QJsonDocument::fromJson(readBytes(out + "/accuracy.json")).object();
        QCOMPARE(accuracy["eval"].toArray().size(), 3);
        int mixedCorrect = 0;
        for (const auto& p : mixed)
            mixedCorrect += p["pred"] == p["gold"];
        QCOMPARE(accuracy["accuracy"].toArray()[0].toArray()[2].toDouble(), mixedCorrect / 30.0);

        const auto sample = QJsonDocument::fromJson(readBytes(out + "/sample-hi.json")).object();
        QCOMPARE(sample["ids"].toArray().size(), 10);
        QVERIFY(readBytes(out + "/confusion-hi.txt").contains("contradiction"));
    }
};

QTEST_GUILESS_MAIN(TestNliExample)
#include "tst_nli_example.moc"

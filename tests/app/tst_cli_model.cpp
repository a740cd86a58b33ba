#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "TestSupport.h"

using namespace akshara::test;

class TestCliModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void describesEachFixtureFolder_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("architecture");
        QTest::addColumn<int>("vocab");
        QTest::addColumn<int>("labels");
        QTest::newRow("bert-cased") << "bert-cased"
                                    << "BertForSequenceClassification" << 766 << 3;
        QTest::newRow("xlmr") << "xlmr"
                              << "XLMRobertaForSequenceClassification" << 402 << 3;
        QTest::newRow("albert") << "albert"
                                << "AlbertForSequenceClassification" << 400 << 3;
    }
    void describesEachFixtureFolder() {
        QFETCH(QString, name);
        QFETCH(QString, architecture);
        QFETCH(int, vocab);
        QFETCH(int, labels);
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/" + name;
        const auto result = runCli({"model", "info", dir, "--json", "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto j = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(j["architecture"].toString(), architecture);
        QCOMPARE(j["vocab_size"].toInt(), vocab);
        QCOMPARE(j["layers"].toInt(), 2);
        QCOMPARE(j["hidden_size"].toInt(), 32);
        QCOMPARE(j["labels"].toArray().size(), labels);
        QCOMPARE(j["weight_dtype"].toString(), QString("F32"));

        const auto text = runCli({"model", "info", dir, "--device", "cpu"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("labels         0=LABEL_0, 1=LABEL_1, 2=LABEL_2"));
    }

    void failsWithAMessageOnAFolderWithoutWeights() {
        if (sharedDir().isEmpty()) {
            QSKIP("the shared folder is absent");
        }
        const auto result = runCli({"model", "info", sharedDir() + "/fixtures/hf-parity"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("config.json"), result.err.constData());
        QCOMPARE(runCli({"model", "explain"}).exitCode, 2);
    }
};

QTEST_APPLESS_MAIN(TestCliModel)
#include "tst_cli_model.moc"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "TestSupport.h"

using akshara::test::runCli;

class TestCliSegment : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonLinePerInputLine() {
        const auto r = runCli({"segment", "--lang", "hi", "--json"},
                              QString("क्षत्रिय ज्ञान।\nयह फ़िल्म बहुत बेकार थी\n").toUtf8());
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(first["text"].toString(), QStringLiteral("क्षत्रिय ज्ञान।"));
        QStringList aksharas;
        for (const auto& a : first["aksharas"].toArray())
            aksharas << a.toString();
        QCOMPARE(aksharas, (QStringList{"क्ष", "त्रि", "य", "ज्ञा", "न", "।"}));
        const QJsonArray words = first["words"].toArray();
        QCOMPARE(words.size(), 2);
        QCOMPARE(words[1].toObject()["text"].toString(), QStringLiteral("ज्ञान"));
        QCOMPARE(words[1].toObject()["start"].toInt(), 9);
        QCOMPARE(words[1].toObject()["end"].toInt(), 14);
    }

    // A byte order mark (Windows editors write one) is no akshara and shifts no offset.
    void aByteOrderMarkIsNotText() {
        const auto r = runCli({"segment", "--lang", "bn", "--json"},
                              "\xEF\xBB\xBF" + QString("আমি ভাত খাই\r\n").toUtf8());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject line = QJsonDocument::fromJson(r.out.trimmed()).object();
        QCOMPARE(line["text"].toString(), QStringLiteral("আমি ভাত খাই"));
        QCOMPARE(line["aksharas"].toArray().first().toString(), QStringLiteral("আ"));
        QCOMPARE(line["words"].toArray().first().toObject()["start"].toInt(), 0);
    }

    void everyScript_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("aksharas");
        QTest::newRow("kn") << "kn"
                            << "ಕನ್ನಡ" << 3;
        QTest::newRow("ta") << "ta"
                            << "க்ஷேத்திரம்" << 5;
        QTest::newRow("ml") << "ml"
                            << "എന്റെ" << 2;
        QTest::newRow("pa") << "pa"
                            << "ਸ੍ਵਰ" << 2;
        QTest::newRow("pl") << "pl"
                            << "gęślą" << 5;
        QTest::newRow("ur") << "ur"
                            << "اردو" << 4;
    }
    void everyScript() {
        QFETCH(QString, lang);
        QFETCH(QString, line);
        QFETCH(int, aksharas);
        const auto r = runCli({"segment", "--lang", lang, "--json"}, line.toUtf8() + "\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["aksharas"].toArray().size(), aksharas);
    }

    void invalidUtf8NamesTheLine() {
        const auto r =
            runCli({"segment", "--lang", "hi", "--json"}, QByteArray("ठीक है\nख\xE0\xA4\n"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("stdin:2: invalid UTF-8 at byte 4"), r.err.constData());
    }

    // An option whose value was left out does not take the next option for it: that option
    // would go unapplied, or be written to as a file of its name.
    void aValueLeftOutIsNotTheNextOption() {
        const auto r = runCli({"segment", "--lang", "--json"}, "a\n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--lang needs a value (LANG) before --json; a value that starts "
                                "with -- is given as --lang=--json"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        const auto help = runCli({"segment", "--lang", "-h"}, "a\n");
        QVERIFY2(help.exitCode == 2 && help.err.contains("--lang needs a value (LANG) before -h"),
                 help.err.constData());
        const auto inline_ = runCli({"segment", "--lang=--json"}, "a\n");
        QCOMPARE(inline_.exitCode, 2);
        QVERIFY2(inline_.err.contains("unknown language '--json'"), inline_.err.constData());
    }

    // An unknown --lang is a usage mistake (exit 2), like other unknown option values.
    void unknownLanguage() {
        const auto r = runCli({"segment", "--lang", "xx"}, "a\n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--lang: unknown language 'xx' (known: as bd bn"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(runCli({"segment"}, "a\n").exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSegment)
#include "tst_cli_segment.moc"

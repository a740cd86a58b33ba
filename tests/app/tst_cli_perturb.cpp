#include <QtTest>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "TestSupport.h"

using akshara::test::runCli;

namespace {

QList<QJsonObject> jsonLines(const QByteArray& out) {
    QList<QJsonObject> objects;
    for (const QByteArray& line : out.split('\n')) {
        if (!line.isEmpty()) {
            objects << QJsonDocument::fromJson(line).object();
        }
    }
    return objects;
}

}  // namespace

class TestCliPerturb : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void candidatesAsJsonLines() {
        const auto r = runCli({"candidates", "--op", "ortho", "--lang", "hi", "बेकार"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QVERIFY(!lines.isEmpty());
        const QJsonObject first = lines.first();
        QCOMPARE(first.keys(),
                 (QStringList{"candidate", "category", "from", "op", "position", "to", "word"}));
        QCOMPARE(first["candidate"].toString(), QStringLiteral("वेकार"));
        QCOMPARE(first["position"].toInt(), 0);
        QCOMPARE(first["from"].toString(), QStringLiteral("ब"));
        QCOMPARE(first["to"].toString(), QStringLiteral("व"));
    }

    void categoryFilter() {
        const auto r = runCli(
            {"candidates", "--op", "phono", "--category", "sibilant", "--lang", "hi", "शाम", "कल"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);  // कल has no sibilant
        for (const auto& l : lines)
            QCOMPARE(l["category"].toString(), QStringLiteral("sibilant"));
    }

    void perturbIsSeededAndReplayable() {
        const QByteArray input = QString("यह फ़िल्म बहुत बेकार थी।\nमैं इसे दोबारा नहीं देखूँगा।\n").toUtf8();
        const auto a = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--words", "2", "--seed", "9"}, input);
        const auto b = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--words", "2", "--seed", "9"}, input);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        const auto lines = jsonLines(a.out);
        QCOMPARE(lines.size(), 2);
        for (const auto& l : lines) {
            QString text = l["text"].toString();
            for (const auto& e : l["edits"].toArray()) {
                const QJsonObject edit = e.toObject();
                const int pos = edit["position"].toInt();
                QCOMPARE(text.mid(pos, edit["from"].toString().size()), edit["from"].toString());
                text.replace(pos, edit["from"].toString().size(), edit["to"].toString());
            }
            QCOMPARE(text, l["perturbed"].toString());
            QCOMPARE(l["edits"].toArray().size(), 2);
        }
    }

    void datasetColumn() {
        const QString csv = akshara::test::tempPath("reviews.csv");
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QString("text,label\n\"यह फ़िल्म बहुत बेकार थी,\nसच में\",0\nअच्छी कहानी है,1\n").toUtf8());
        f.close();
        const auto r = runCli(
            {"perturb", "--op", "phono", "--lang", "hi", "--input", csv, "--column", "text"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]["line"].toInt(), 2);
        QVERIFY(lines[0]["text"].toString().contains('\n'));  // a quoted field with a newline
        QCOMPARE(lines[1]["line"].toInt(), 4);

        const QString jsonl = akshara::test::tempPath("pairs.jsonl");
        QFile j(jsonl);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write(QString("{\"premise\": \"Kot śpi na macie.\", \"label\": 0}\n{\"premise\": 7}\n")
                    .toUtf8());
        j.close();
        const auto bad = runCli(
            {"perturb", "--op", "key", "--lang", "pl", "--input", jsonl, "--column", "premise"});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(":2: field 'premise': field 'premise' is not a string"),
                 bad.err.constData());
        QCOMPARE(
            runCli({"perturb", "--op", "key", "--lang", "pl", "--column", "premise"}, "").exitCode,
            2);
    }

    void inputFileAndErrors() {
        const QString path = akshara::test::tempPath("lines.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Rzeka może być głęboka.\nKot\xC3\n");
        f.close();
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path.toUtf8() + ":2: invalid UTF-8"), r.err.constData());
        QCOMPARE(jsonLines(r.out).size(), 1);
        QCOMPARE(runCli({"perturb", "--op", "phono", "--lang", "pl"}, "kot\n").exitCode, 1);
        QCOMPARE(runCli({"perturb", "--op", "phono"}, "kot\n").exitCode, 2);
        QCOMPARE(runCli({"perturb", "--op", "phono", "--lang", "hi", "--words", "0"}, "").exitCode,
                 2);
        QCOMPARE(runCli({"operators", "--json"}).exitCode, 0);
    }

    void aFolderGivenAsInputIsRefused() {
        const QString folder = akshara::test::tempPath("a-folder");
        QVERIFY(QDir().mkpath(folder));
        const auto r = runCli({"perturb", "--op", "diacritic", "--lang", "pl", "--input", folder});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(folder.toUtf8() + ": is a folder, not a file"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void textInAnotherScriptIsNamedOnce() {
        // Bengali text with Hindi's phonological operator: nothing can change, and the user
        // is told why instead of getting empty edits in silence.
        const auto r = runCli({"perturb", "--op", "phono", "--lang", "hi", "--words", "2"},
                              QString::fromUtf8("স্কুলে যাচ্ছি আমি\nআমি ভাত খাই\n").toUtf8());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("warning: line 1 is in Bengali script, but --lang hi perturbs "
                                "Devanagari letters"),
                 r.err.constData());
        QCOMPARE(r.err.count("warning:"), 1);
        for (const auto& line : jsonLines(r.out)) {
            QCOMPARE(line["perturbed"].toString(), line["text"].toString());
        }
        const auto hindi = runCli({"perturb", "--op", "phono", "--lang", "hi"},
                                  QString::fromUtf8("राम ने सीता को किताब दी\n").toUtf8());
        QVERIFY(!hindi.err.contains("warning"));
    }
};

QTEST_GUILESS_MAIN(TestCliPerturb)
#include "tst_cli_perturb.moc"

#include <QtTest>

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
};

QTEST_GUILESS_MAIN(TestCliPerturb)
#include "tst_cli_perturb.moc"

#include <QtTest>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "TestSupport.h"

using akshara::test::runCli;
using akshara::test::tempPath;

namespace {

QString writeFile(const QString& name, const QByteArray& content) {
    const QString path = tempPath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    return path;
}

}  // namespace

class TestCliTables : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listAsJson() {
        const auto r = runCli({"tables", "list", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tables = QJsonDocument::fromJson(r.out).array();
        QVERIFY(tables.size() >= 24);
        QSet<QString> phono, ortho, names;
        for (const auto& v : tables) {
            const QJsonObject t = v.toObject();
            QCOMPARE(t.keys(), (QStringList{"entries", "kind", "language", "name", "script"}));
            QVERIFY(t["entries"].toInt() > 0);
            names << t["name"].toString();
            if (t["kind"].toString() == "phonological")
                phono << t["script"].toString();
            if (t["kind"].toString() == "orthographic")
                ortho << t["script"].toString();
        }
        const QSet<QString> nine{"Deva", "Beng", "Guru", "Gujr", "Orya",
                                 "Taml", "Telu", "Knda", "Mlym"};
        QCOMPARE(phono, nine);
        QCOMPARE(ortho, nine);
        for (const char* polish : {"pl-diacritic", "pl-orthographic-rule", "pl-keyboard"}) {
            QVERIFY(names.contains(polish));
        }
    }

    void listAsText() {
        const auto r = runCli({"tables", "list"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("NAME"));
        QVERIFY(r.out.contains("taml-phonological"));
    }

    void showTsvAndJson() {
        const auto tsv = runCli({"tables", "show", "deva-orthographic"});
        QCOMPARE(tsv.exitCode, 0);
        QVERIFY(tsv.out.contains("# name: deva-orthographic"));
        QVERIFY(QString::fromUtf8(tsv.out).contains(QStringLiteral("ब\tव\t")));
        const auto json = runCli({"tables", "show", "pl-diacritic", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject t = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(t["language"].toString(), QStringLiteral("pl"));
        QCOMPARE(t["entries"].toArray().first().toObject()["source"].toString(),
                 QStringLiteral("ą"));
        // The printed table reads back as a valid table file.
        const QString path = writeFile("shown.tsv", tsv.out);
        QCOMPARE(runCli({"tables", "validate", path}).exitCode, 0);
    }

    void showUnknownTable() {
        const auto r = runCli({"tables", "show", "klingon-phonological"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no built-in table named 'klingon-phonological'"));
        QCOMPARE(runCli({"tables", "show", "deva-orthographic", "--format", "xml"}).exitCode, 2);
    }

    // A table file named without a folder or .tsv is read as validate reads it, not taken
    // for an unknown built-in name.
    void showReadsAFileNamedWithoutFolderOrSuffix() {
        const auto builtin = runCli({"tables", "show", "deva-orthographic"});
        const QString path = writeFile("my-table.txt", builtin.out);
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(QFileInfo(path).absolutePath()));
        const auto shown = runCli({"tables", "show", "my-table.txt"});
        const auto projected = runCli({"tables", "project", "my-table.txt", "--script", "Beng"});
        QDir::setCurrent(before);
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        QCOMPARE(shown.out, builtin.out);
        QVERIFY2(projected.exitCode == 0, projected.err.constData());
    }

    void validateReportsLinesAndFails() {
        const QString path = writeFile("bad.tsv",
                                       "# name: user-table\n# kind: orthographic\n# script: Deva\n"
                                       "source\ttarget\n"
                                       "ब\tव\n"
                                       "व\tব\n"
                                       "क\tक\n"
                                       "ब\tव\n");
        const auto r = runCli({"tables", "validate", path});
        QCOMPARE(r.exitCode, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(
                     path +
                     ":6: field 'target': error: character ব (U+09AC) is Bengali, not Devanagari"),
                 qPrintable(out));
        QVERIFY(out.contains(path + ":7: field 'target': error: self-map: क -> क"));
        QVERIFY(out.contains(path + ":8: field 'source': error: duplicate of the entry on line 5"));
        QVERIFY(out.contains("3 error(s)"));

        const auto json = runCli({"tables", "validate", path, "--json"});
        const QJsonArray problems = QJsonDocument::fromJson(json.out).array();
        QVERIFY(problems.size() >= 3);
        QCOMPARE(problems.first().toObject()["line"].toInt(), 5);
    }

    // A file named after a built-in table stands in for it only with its name, kind and script:
    // validate says what the operators would refuse, at the header's line. It passed files
    // that candidates and perturb then refused.
    void validateChecksWhatAFileReplaces() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("deva-orthographic.tsv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "# akshara-confusion-table 1\n# name: deva-orthographic\n# kind: ocr\n"
            "# script: Deva\nsource\ttarget\nब\tव\nव\tब\n");
        file.close();
        const auto r = runCli({"tables", "validate", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains((path + ":3: field 'kind': error: the file's kind is ocr; "
                                        "deva-orthographic is orthographic")
                                    .toUtf8()),
                 r.out.constData());
        // The same rows under a name of its own are fine.
        const QString own = dir.filePath("my-ocr.tsv");
        QVERIFY(QFile::copy(path, own));
        QFile renamed(own);
        QVERIFY(renamed.open(QIODevice::ReadWrite));
        QByteArray bytes = renamed.readAll();
        bytes.replace("# name: deva-orthographic", "# name: my-ocr");
        renamed.resize(0);
        renamed.write(bytes);
        renamed.close();
        const auto fine = runCli({"tables", "validate", own});
        QVERIFY2(fine.exitCode == 0, fine.out.constData());
    }

    // A device that never ends is read up to what a table can be, then refused by name; the
    // command does not run the machine out of memory.
    void aFileThatNeverEndsIsRefused() {
        const auto r = runCli({"tables", "validate", "/dev/zero"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("/dev/zero: holds more than 64 MiB"), r.err.constData());
    }

    // show and project refuse a table that validate rejects, with validate's messages.
    void showAndProjectRefuseWhatValidateRejects_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("self-map and duplicate") << QByteArray("source\ttarget\nब\tब\nक\tख\nक\tख\n")
                                                << ":6: field 'target': error: self-map: ब -> ब";
        QTest::newRow("empty source") << QByteArray("source\ttarget\nब\tव\n\tव\n")
                                      << ":7: field 'source': error: empty source";
        QTest::newRow("negative weight") << QByteArray("source\ttarget\tweight\nब\tव\t-1\n")
                                         << ":6: field 'weight': error: negative weight";
        QTest::newRow("name given twice") << QByteArray("# name: u\nsource\ttarget\nब\tव\n")
                                          << ":5: field 'name': error: a second '# name:' header";
    }
    void showAndProjectRefuseWhatValidateRejects() {
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        const QString path = writeFile(
            QStringLiteral("refused-%1.tsv")
                .arg(QString(QTest::currentDataTag()).replace(' ', '-')),
            "# akshara-confusion-table 1\n# name: t\n# kind: orthographic\n# script: Deva\n" +
                body);
        const auto validated = runCli({"tables", "validate", path});
        QCOMPARE(validated.exitCode, 1);
        QVERIFY2(QString::fromUtf8(validated.out).contains(path + expected),
                 validated.out.constData());
        for (const QStringList& args :
             {QStringList{"tables", "show", path},
              QStringList{"tables", "show", path, "--format", "json"},
              QStringList{"tables", "project", path, "--script", "Beng"}}) {
            const auto r = runCli(args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(QString::fromUtf8(r.err).contains(path + expected), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
    }

    void validateWarningsOnlyPasses() {
        const QString path = writeFile("warn.tsv",
                                       "# name: one-way\n# kind: orthographic\n# script: Beng\n"
                                       "source\ttarget\nব\tর\n");
        const auto r = runCli({"tables", "validate", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("warning: asymmetric pair"));
    }

    void validateMissingFile() {
        const auto r = runCli({"tables", "validate", "/nonexistent/x.tsv"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("/nonexistent/x.tsv"));
    }

    // Paths the file system refuses to look at, a name longer than it allows and a link to
    // itself: an error naming the path (exit 1), where they ended in an internal error.
    void unreadablePathsAreTheInputsFault() {
        const QString loop = tempPath("table-loop");
        QFile::remove(loop);
        QVERIFY(QFile::link(loop, loop));
        const QString tooLong = tempPath(QString(300, QLatin1Char('t')));
        for (const QString& path : {loop, tooLong}) {
            for (const QStringList& args :
                 {QStringList{"tables", "show", path},
                  QStringList{"tables", "project", path, "--script", "Beng"},
                  QStringList{"resume", path}}) {
                const auto r = runCli(args);
                QVERIFY2(r.exitCode == 1, qPrintable(args.join(' ') + ": " + r.err));
                QVERIFY2(!r.err.contains("internal error"), r.err.constData());
                QVERIFY2(r.err.contains(QFileInfo(path).fileName().toUtf8()), r.err.constData());
            }
        }
    }

    void projectIntoTamil() {
        const auto r = runCli({"tables", "project", "brahmi-phonological", "--script", "Taml"});
        QCOMPARE(r.exitCode, 0);
        // taml-phonological is a built-in's name: the default name says where the table came from.
        QVERIFY2(r.out.contains("# name: taml-from-brahmi-phonological"), r.out.constData());
        QVERIFY(r.err.contains("Tamil has no equivalent of DEVANAGARI LETTER KHA"));
        QCOMPARE(runCli({"tables", "project", "brahmi-phonological", "--script", "Latn"}).exitCode,
                 2);
    }

    // The projected table's description names its script and its source, not the source's
    // script alone (a Bengali table described as "... of Devanagari script" misleads).
    void projectedDescriptionNamesTheNewScript() {
        const auto r = runCli({"tables", "project", "deva-orthographic", "--script", "Beng",
                               "--name", "beng-from-deva"});
        QCOMPARE(r.exitCode, 0);
        const auto lines = r.out.split('\n');
        QByteArray description;
        for (const auto& line : lines) {
            if (line.startsWith("# description: "))
                description = line.mid(15);
        }
        QVERIFY2(description.startsWith("deva-orthographic carried into Bengali script character "
                                        "by character (the source: Visually similar characters "
                                        "of Devanagari script"),
                 description.constData());
        QVERIFY(r.out.contains("# script: Beng"));
        QVERIFY(r.out.contains("# origin: projected from deva-orthographic"));
        // The written table validates, description included.
        const QString path = tempPath("beng-from-deva.tsv");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out);
        f.close();
        QCOMPARE(runCli({"tables", "validate", path}).exitCode, 0);
    }

    // A projected table named like a built-in takes the built-in's place in a workspace: the
    // default name avoids the built-in names, and a chosen one gets a note.
    void projectedNamesAvoidTheBuiltinOnes() {
        const auto byDefault =
            runCli({"tables", "project", "deva-orthographic", "--script", "Beng"});
        QCOMPARE(byDefault.exitCode, 0);
        QVERIFY2(byDefault.out.contains("# name: beng-from-deva-orthographic\n"),
                 byDefault.out.constData());
        QVERIFY(!byDefault.err.contains("note:"));
        const auto chosen = runCli({"tables", "project", "deva-orthographic", "--script", "Beng",
                                    "--name", "beng-orthographic"});
        QCOMPARE(chosen.exitCode, 0);
        QVERIFY(chosen.out.contains("# name: beng-orthographic\n"));
        QVERIFY2(chosen.err.contains("note: a built-in table is named 'beng-orthographic'"),
                 chosen.err.constData());
        // A name that would break the header line, or that a workspace cannot save, is refused.
        for (const char* bad : {"beng\northo", "../beng"}) {
            const auto refused = runCli(
                {"tables", "project", "deva-orthographic", "--script", "Beng", "--name", bad});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains("--name: the table name"), refused.err.constData());
            QVERIFY(refused.out.isEmpty());
        }
        // A name no built-in has stays as it is.
        const QString own = writeFile("own.tsv",
                                      "# name: own-table\n# kind: ocr\n"
                                      "# script: Deva\nsource\ttarget\n"
                                      "ब\tव\nव\tब\n");
        const auto fromFile = runCli({"tables", "project", own, "--script", "Telu"});
        QCOMPARE(fromFile.exitCode, 0);
        QVERIFY(fromFile.out.contains("# name: telu-ocr\n"));
        // A source without a description gives no empty "(the source: )".
        QVERIFY2(fromFile.out.contains("# description: own-table carried into Telugu script "
                                       "character by character\n"),
                 fromFile.out.constData());
    }

    // A field of 100,000 characters is named by its start, not echoed whole, and a control
    // character in it is shown as an escape.
    void validateQuotesLongFieldsShortened() {
        const QByteArray kind = "\x1b[2J" + QByteArray(100000, 'x');
        const QString path = writeFile("long.tsv", "# name: t\n# kind: " + kind +
                                                       "\n# script: Deva\nsource\ttarget\n"
                                                       "ब\tव\nव\tब\n");
        const auto r = runCli({"tables", "validate", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(":2: field 'kind': error: unknown kind '\\x1b[2Jxxx"),
                 r.out.left(300).constData());
        QVERIFY(r.out.contains("x…'"));
        QVERIFY2(r.out.size() < 1000, r.out.left(300).constData());
        QVERIFY(!r.out.contains('\x1b'));
    }

    void usageErrors() {
        QCOMPARE(runCli({"tables"}).exitCode, 2);
        QCOMPARE(runCli({"tables", "frobnicate"}).exitCode, 2);
        const auto help = runCli({"tables", "validate", "--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("usage: akshara-cli tables validate"));
        QCOMPARE(runCli({"no-such-command"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliTables)
#include "tst_cli_tables.moc"

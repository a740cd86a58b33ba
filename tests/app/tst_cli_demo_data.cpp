#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include "TestSupport.h"

using namespace akshara::test;

class TestCliDemoData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesTheCorpusAndSaysWhat() {
        const QString out = tempPath("demo");
        const CliResult r = runCli({"demo-data", "--out", out, "--sentences", "40", "--seed", "3"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QJsonArray files = report.value("files").toArray();
        QStringList paths;
        for (const auto& f : files) {
            paths << f.toObject().value("path").toString();
            QCOMPARE(f.toObject().value("records").toInt(), 40);
        }
        QCOMPARE(paths, (QStringList{"hi/treebank.conllu", "hi/sentiment.tsv", "bn/treebank.conllu",
                                     "bn/sentiment.tsv", "pl/treebank.conllu", "pl/sentiment.tsv",
                                     "nli/hi.jsonl", "nli/en-hi.jsonl", "nli/bn.jsonl",
                                     "nli/en-bn.jsonl", "nli/pl.jsonl", "nli/en-pl.jsonl"}));
        for (const auto& p : paths)
            QVERIFY2(!readBytes(out + "/" + p).isEmpty(), qPrintable(p));
        QVERIFY(readBytes(out + "/hi/treebank.conllu").contains("# sent_id = hi-00001\n# text = "));
        QVERIFY(readBytes(out + "/pl/sentiment.tsv").startsWith("text\tlabel\n"));
        QCOMPARE(QDir(out + "/hi").entryList(QDir::Files),
                 (QStringList{"sentiment.tsv", "treebank.conllu"}));  // no temporary file left

        // The same seed writes the same bytes; another seed other ones.
        const QString again = tempPath("again");
        QCOMPARE(runCli({"demo-data", "--out", again, "--sentences", "40", "--seed", "3"}).exitCode,
                 0);
        const QString other = tempPath("other");
        QCOMPARE(runCli({"demo-data", "--out", other, "--sentences", "40", "--seed", "4"}).exitCode,
                 0);
        for (const auto& p : paths) {
            QCOMPARE(readBytes(again + "/" + p), readBytes(out + "/" + p));
            QVERIFY2(readBytes(other + "/" + p) != readBytes(out + "/" + p), qPrintable(p));
        }
    }

    void generatedTreebankFeedsProbeData() {
        const QString out = tempPath("probe");
        QCOMPARE(
            runCli({"demo-data", "--out", out, "--sentences", "120", "--langs", "hi"}).exitCode, 0);
        QVERIFY(!QFile::exists(out + "/bn/treebank.conllu"));
        QVERIFY(QFile::exists(out + "/nli/en-hi.jsonl"));
        const QString dataset = tempPath("verbgen.tsv");
        const CliResult r = runCli({"probe-data", "--format", "conllu", out + "/hi/treebank.conllu",
                                    "--task", "VerbGen", "--out", dataset});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray tsv = readBytes(dataset);
        QVERIFY(tsv.contains("masculine\t"));
        QVERIFY(tsv.contains("feminine\t"));
        QVERIFY2(r.err.contains("120 sentences read"), r.err.constData());
    }

    // demo-workspace --tiny trains its models on one thread, as the workbench's smoke mode
    // does (the tiny models' products are slower on several threads of a few cores); each
    // model's training.json records the threads it was given.
    void tinyDemoWorkspaceTrainsOnOneThread() {
        const QString out = tempPath("tiny-workspace");
        const CliResult r = runCli({"demo-workspace", "--tiny", "--out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList models =
            QDir(out + "/models").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(models.size() >= 2);
        for (const QString& model : models) {
            const QJsonObject record =
                QJsonDocument::fromJson(readBytes(out + "/models/" + model + "/training.json"))
                    .object();
            QCOMPARE(record.value("threads").toInt(), 1);
        }
    }

    // The languages' files are parallel: a folder holding another seed's or size's corpus is
    // not written into for some of its languages only (hi of seed 2 beside bn and pl of seed
    // 1 paired different sentences under one id). The same settings write it again.
    void anotherCorpusIsNotMixedIn() {
        const QString out = tempPath("mix");
        QDir(out).removeRecursively();
        CliResult r = runCli({"demo-data", "--out", out, "--sentences", "5", "--seed", "1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray hindi = readBytes(out + "/nli/hi.jsonl");
        r = runCli({"demo-data", "--out", out, "--sentences", "3", "--seed", "2", "--langs", "hi"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("/bn/treebank.conllu: the folder holds a demo corpus of another "
                                "--seed or --sentences"),
                 r.err.constData());
        QCOMPARE(readBytes(out + "/nli/hi.jsonl"), hindi);
        r = runCli({"demo-data", "--out", out, "--sentences", "5", "--seed", "1", "--langs", "hi"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readBytes(out + "/nli/hi.jsonl"), hindi);
        // All its languages anew: another seed is written.
        r = runCli({"demo-data", "--out", out, "--sentences", "3", "--seed", "2"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readBytes(out + "/nli/hi.jsonl") != hindi);
    }

    void mistakesAreReported() {
        const QString out = tempPath("bad");
        // A language without a grammar is a mistake in --langs (a usage mistake, exit 2), as
        // another option's bad value.
        CliResult r = runCli({"demo-data", "--out", out, "--langs", "hi,ta"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--langs: no demo grammar for language 'ta'"), r.err.constData());
        QVERIFY(!QDir(out).exists());  // nothing written
        // The list is read as every other option's list: spaces after commas are allowed, an
        // empty item is not.
        for (const char* count : {" 5", "+5", "5 ", "-"}) {
            r = runCli({"demo-data", "--out", out, "--sentences", count});
            QVERIFY2(
                r.exitCode == 2 &&
                    r.err.contains(
                        QString("--sentences expects an integer, got '%1'").arg(count).toUtf8()),
                r.err.constData());
        }
        r = runCli({"demo-data", "--out", out, "--langs", "hi,"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--langs has an empty item ('hi,')"), r.err.constData());
        QVERIFY(!QDir(out).exists());
        r = runCli({"demo-data", "--out", out, "--sentences", "3", "--langs", "hi, pl"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo::exists(out + "/pl"));
        // A language whose folder cannot be made: no other language's files are written.
        const QString blocked = tempPath("blocked");
        QDir(blocked).removeRecursively();
        QVERIFY(QDir().mkpath(blocked));
        QFile file(blocked + "/bn");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        r = runCli({"demo-data", "--out", blocked, "--sentences", "5"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((blocked + "/bn: cannot create the folder").toUtf8()),
                 r.err.constData());
        QVERIFY(!QFile::exists(blocked + "/hi/treebank.conllu"));
        QVERIFY(!QFile::exists(blocked + "/hi/sentiment.tsv"));
        // Nor are the folders made for them left behind: only what was there before.
        QCOMPARE(QDir(blocked).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{"bn"});
        // A write that fails midway (the disk full: a file of the corpus is /dev/full) takes
        // back the files and folders written before it; they were left, a corpus with some of
        // its languages.
        const QString full = tempPath("disk-full");
        QDir(full).removeRecursively();
        QVERIFY(QDir().mkpath(full + "/nli"));
        QVERIFY(QFile::link("/dev/full", full + "/nli/hi.jsonl"));
        r = runCli({"demo-data", "--out", full, "--sentences", "5"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nli/hi.jsonl: cannot write"), r.err.constData());
        QCOMPARE(QDir(full).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"nli"});
        QCOMPARE(
            QDir(full + "/nli").entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System),
            QStringList{"hi.jsonl"});
        // A corpus there before is kept whole when a write fails: its files were replaced up to
        // the one that failed, leaving languages that were no longer parallel.
        const QString kept = tempPath("kept-on-failure");
        QDir(kept).removeRecursively();
        QCOMPARE(runCli({"demo-data", "--out", kept, "--sentences", "5"}).exitCode, 0);
        QVERIFY(QFile::remove(kept + "/nli/pl.jsonl"));
        QVERIFY(QFile::link("/dev/full", kept + "/nli/pl.jsonl"));
        const auto contents = [&] {
            QMap<QString, QByteArray> files;
            QDirIterator it(kept, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                if (!QFileInfo(path).isSymLink() && file.open(QIODevice::ReadOnly)) {
                    files[path] = file.readAll();
                }
            }
            return files;
        };
        const auto before = contents();
        QVERIFY(before.size() > 5);
        r = runCli({"demo-data", "--out", kept, "--sentences", "8"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nli/pl.jsonl: cannot write"), r.err.constData());
        QCOMPARE(contents(), before);
        // Beyond the largest corpus: a usage mistake, as too few.
        for (const char* sentences : {"0", "100001"}) {
            r = runCli({"demo-data", "--out", out, "--sentences", sentences});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--sentences must be between 1 and 100000"), r.err.constData());
        }
        r = runCli({"demo-data", "--sentences", "10"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--out is required"));
        // An empty --out (a variable not set in a script) would write into the working folder.
        for (const char* command : {"demo-data", "demo-workspace"}) {
            r = runCli({command, "--out", ""});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--out needs a value (DIR), not an empty one"),
                     r.err.constData());
        }
        r = runCli({"demo-data", "--out", out, "--sentences", "0"});
        QCOMPARE(r.exitCode, 2);
        r = runCli({"demo-data", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--langs"));
    }
};

QTEST_APPLESS_MAIN(TestCliDemoData)
#include "tst_cli_demo_data.moc"

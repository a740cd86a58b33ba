// akshara-cli resume: attack and asr-curve runs stopped with Ctrl+C continued from their
// folders alone (a fixture model on Hindi sentences), as their own commands would continue
// them, and the runs it refuses.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <signal.h>

#include "AttackCliData.h"
#include "TestSupport.h"

using namespace akshara::test;

namespace {

// Starts akshara-cli with `args` and sends it Ctrl+C once `out` holds `records` results.
// Returns its exit code, and its stderr in `err`.
int interruptedAfter(const QStringList& args, const QString& out, int records,
                     QByteArray* err = nullptr) {
    QProcess process;
    process.start(qEnvironmentVariable("AKSHARA_CLI"), args);
    if (!process.waitForStarted()) {
        return -1;
    }
    QElapsedTimer timer;
    timer.start();
    while (akshara::test::records(out, false).size() < records &&
           process.state() == QProcess::Running && timer.elapsed() < 120000) {
        QTest::qWait(5);
    }
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    process.waitForFinished(60000);
    if (err != nullptr) {
        *err = process.readAllStandardError();
    }
    return process.exitCode();
}

QStringList attackArgs(const QString& model, const QString& data, const QString& out) {
    return {"attack",
            "--model",
            model,
            "--data",
            data,
            "--op",
            "random",
            "--lang",
            "hi",
            "--one-per-position",
            "--seed",
            "3",
            "--max-perturbed",
            "0.5",
            "--min-similarity",
            "0.2",
            "--device",
            "cpu",
            "--out",
            out};
}

}  // namespace

class TestCliResume : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anAttackStoppedWithCtrlCResumesFromItsFolder() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(10);
        // A folder whose name a shell would split: the command to resume it quotes it.
        const QString out = tempPath("attack's stopped");
        QByteArray err;
        QCOMPARE(interruptedAfter(attackArgs(model, data, out), out, 3, &err), 128 + SIGINT);
        QString quoted = out;
        quoted.replace("'", "'\\''");
        QVERIFY2(err.contains("(or: akshara-cli resume '" + quoted.toUtf8() + "')"),
                 err.constData());
        const auto kept = records(out, true);
        QVERIFY(kept.size() >= 3 && kept.size() < 60);
        QVERIFY(!QFile::exists(out + "/summary.json"));

        const auto resumed = runCli({"resume", out, "--device", "cpu"});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY2(resumed.err.contains("(resuming after "), resumed.err.constData());
        QCOMPARE(QJsonDocument::fromJson(resumed.out).object()["examples"].toInt(), 60);
        QVERIFY(QFile::exists(out + "/summary.json"));

        // As the same attack run without a stop.
        const QString whole = tempPath("attack-whole");
        const auto uninterrupted = runCli(attackArgs(model, data, whole));
        QVERIFY2(uninterrupted.exitCode == 0, uninterrupted.err.constData());
        QCOMPARE(records(out, true), records(whole, true));
    }

    void anAsrCurveStoppedWithCtrlCResumesFromItsFolder() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(10);
        const QString out = tempPath("asr-stopped");
        const QStringList args{
            "asr-curve", "--proxy", model,   "--target",     model,    "--data", data,
            "--method",  "loo",     "--ops", "phono,random", "--lang", "hi",     "--max-words",
            "2",         "--seed",  "4",     "--device",     "cpu",    "--out",  out};
        QCOMPARE(interruptedAfter(args, out, 2), 128 + SIGINT);
        QVERIFY(records(out, false).size() < 60);

        const auto resumed = runCli({"resume", out, "--device", "cpu"});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY(QFile::exists(out + "/summary.json"));
        const QString whole = tempPath("asr-whole");
        auto uninterrupted = args;
        uninterrupted.last() = whole;
        QCOMPARE(runCli(uninterrupted).exitCode, 0);
        QCOMPARE(records(out, true), records(whole, true));
        QCOMPARE(readBytes(out + "/summary.json"), readBytes(whole + "/summary.json"));
    }

    // A run folder named like an option: the command given to resume it is not read as one.
    void aFolderNamedLikeAnOptionIsResumedByItsPath() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = tempPath("dashed");
        QVERIFY(QDir().mkpath(dir));
        const auto stopped = runCliInShell(
            R"(cd "$1" || exit 9
               "$0" attack --model "$2" --data "$3" --op random --lang hi --min-similarity 0 \
                    --device cpu --out -x 2>err.txt &
               pid=$!
               i=0
               while [ ! -s ./-x/results.jsonl ] && [ $i -lt 12000 ]; do
                   sleep 0.01; i=$((i + 1))
               done
               kill -TERM $pid
               wait $pid
               echo "exit $?" >&2
               cat err.txt >&2
               "$0" resume ./-x --device cpu >/dev/null)",
            {dir, model, singleDataset(10)});
        QVERIFY2(stopped.err.contains("exit 143"), stopped.err.constData());
        QVERIFY2(stopped.err.contains("(or: akshara-cli resume ./-x)"), stopped.err.constData());
        QCOMPARE(stopped.exitCode, 0);
        QVERIFY(QFile::exists(dir + "/-x/summary.json"));
    }

    // Inputs given by paths relative to where the run was started are found from elsewhere.
    void inputsGivenByRelativePathsAreFound() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = singleDataset(1);
        const QString out = tempPath("attack-relative");
        const auto started = runCliInShell(
            R"(cd "$1" && "$0" attack --model bert-cased --similarity-model bert-cased \
                 --data "$2" --op random --lang hi --limit 2 --min-similarity 0 --device cpu \
                 --out "$3")",
            {QFileInfo(model).path(), data, out});
        QVERIFY2(started.exitCode == 0, started.err.constData());
        QFile::remove(out + "/summary.json");  // as if it had stopped before its summary
        const auto resumed = runCli({"resume", out, "--device", "cpu"});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        QVERIFY(QFile::exists(out + "/summary.json"));
    }

    // The inputs are checked as the run's own command checks them: changed data is refused.
    void aRunWhoseDataChangedIsNotResumed() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data =
            writeFile("changed.tsv", QByteArray("text\tlabel\n") + kSentences[0] + "\t2\n");
        const QString out = tempPath("attack-changed");
        QCOMPARE(runCli(attackArgs(model, data, out)).exitCode, 0);
        writeFile("changed.tsv", QByteArray("text\tlabel\n") + kSentences[1] + "\t2\n");
        const auto resumed = runCli({"resume", out, "--device", "cpu"});
        QCOMPARE(resumed.exitCode, 1);
        QVERIFY2(resumed.err.contains("the data file has changed since"), resumed.err.constData());
    }

    // Curated tables are read where the run read them, or from --tables, and checked.
    void curatedTablesAreReadWhereTheRunReadThem() {
        const auto model = fixture("bert-cased");
        if (model.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString tables = tempPath("resume-tables");
        QDir(tables).removeRecursively();
        QVERIFY(writeLookAlikeTable(tables, "ब\tव\tlook-alike\n"));
        const QString data = singleDataset(1);
        const QString out = tempPath("attack-curated");
        auto args = attackArgs(model, data, out);
        args[args.indexOf("random")] = "ortho";
        args.removeAll("--one-per-position");
        const auto first = runCli(args << "--tables" << tables);
        QVERIFY2(first.exitCode == 0, first.err.constData());

        auto again = runCli({"resume", out, "--device", "cpu"});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY2(again.err.contains("deva-orthographic"), again.err.constData());

        const QString other = tempPath("resume-other-tables");
        QDir(other).removeRecursively();
        QVERIFY(writeLookAlikeTable(other, "ब\tव\tlook-alike\nप\tष\tlook-alike\n"));
        again = runCli({"resume", out, "--device", "cpu", "--tables", other});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("another version of table deva-orthographic"),
                 again.err.constData());
    }

    void foldersWithoutAResumableRunAreRefused() {
        const QString empty = tempPath("resume-empty");
        QDir().mkpath(empty);
        auto result = runCli({"resume", empty});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(empty.toUtf8() + "/manifest.json: not found: the folder "
                                                      "holds no run to resume"),
                 result.err.constData());

        const QString probe = tempPath("resume-probe");
        QVERIFY(QDir().mkpath(probe));
        writeFile("resume-probe/manifest.json", R"({"kind": "probe"})");
        result = runCli({"resume", probe});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("a run of kind probe, which is resumed by running its own "
                                     "command again"),
                 result.err.constData());

        result = runCli({"resume", probe, "--device", "tpu"});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--device must be auto, cpu or cuda"), result.err.constData());

        // An empty folder name (a shell variable not set) is not the working folder.
        result = runCli({"resume", ""});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("RUN_DIR is empty; give a value"), result.err.constData());
        result = runCli({"attack-report", probe, ""});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("RUN_DIR is empty; give a value"), result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliResume)
#include "tst_cli_resume.moc"

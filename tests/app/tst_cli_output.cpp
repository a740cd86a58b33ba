// Standard output that cannot be written (a full disk; /dev/full stands for one): an error
// with a non-zero exit, never a silent success with the output cut short, and no file the
// command would have written beside it.
#include <QtTest>

#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

// A new file at tempPath(name) holding `content`; its path.
QString writeFile(const QString& name, const QByteArray& content) {
    const QString path = tempPath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(content);
    }
    return path;
}

// A Hindi review dataset (TSV) that perturb --column text reads.
QString reviews() {
    return writeFile("reviews.tsv", QString("text\tlabel\nयह फ़िल्म बहुत अच्छी थी\tpositive\n"
                                            "कहानी बेकार थी\tnegative\n")
                                        .toUtf8());
}

struct Finished {
    int exitCode = -1;
    QByteArray err;
};

// The command run with its standard output to /dev/full and `input` on its standard input.
Finished toFullDisk(const QStringList& args, const QByteArray& input = {}) {
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(qEnvironmentVariable("AKSHARA_CLI"), args);
    if (!process.waitForStarted(10000)) {
        return {};
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        return {};
    }
    return {process.exitCode(), process.readAllStandardError()};
}

}  // namespace

class TestCliOutput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() {
        if (!QFileInfo::exists(QStringLiteral("/dev/full"))) {
            QSKIP("this system has no /dev/full");
        }
    }

    void aCommandsOutputIsAnError() {
        const auto r = toFullDisk({"segment", "--lang", "hi", "--json"},
                                  QString("भारत एक देश है\n").repeated(2000).toUtf8());
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("cannot write the output to standard output"), r.err.constData());
    }

    // classify writes its results part by part: the first part it cannot write stops it,
    // rather than every other part being classified for nothing.
    void classifyStopsAtTheFirstPartItCannotWrite() {
        if (sharedDir().isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto r =
            toFullDisk({"classify", "--model", sharedDir() + "/fixtures/hf-parity/bert-cased",
                        "--device", "cpu", "--threads", "1"},
                       QString("मी पुस्तक वाचतो\n").repeated(5000).toUtf8());
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("cannot write the output to standard output: No space left on "
                                "device") &&
                     r.err.contains("stopped before the results of lines 1 to 1024 were all "
                                    "written"),
                 r.err.constData());
        QVERIFY2(!r.err.contains("5000/5000"), r.err.constData());  // the rest not classified
    }

    // The overview and the version too: a script that reads them learns that it could not.
    void theOverviewAndTheVersionToo() {
        for (const char* asked : {"--help", "--version"}) {
            const auto r = toFullDisk({asked});
            QVERIFY2(r.exitCode == 1, asked);
            QVERIFY2(r.err.contains("cannot write the output to standard output"),
                     r.err.constData());
        }
    }

    // perturb --dataset-out prints each record and writes the dataset's copy: records that
    // could not be printed fail the command before the copy replaces the file there.
    void aDatasetCopyIsNotWrittenWhenTheRecordsAreNot() {
        const QString input = reviews();
        const QString copy = writeFile("reviews-perturbed.tsv", "an older copy\n");
        const auto r = toFullDisk({"perturb", "--op", "phono", "--lang", "hi", "--input", input,
                                   "--column", "text", "--dataset-out", copy});
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("cannot write the output to standard output"), r.err.constData());
        QVERIFY2(r.err.contains("is left as it was"), r.err.constData());
        QCOMPARE(readBytes(copy), QByteArray("an older copy\n"));
    }

    // probe-data --out - with --left-out: the report of what was left out is not written for
    // a dataset that could not be.
    void aLeftOutReportIsNotWrittenWhenTheDatasetIsNot() {
        if (sharedDir().isEmpty()) {
            QSKIP("../shared is absent: no treebanks");
        }
        const QString report = writeFile("left-out.tsv", "an older report\n");
        const auto r = toFullDisk({"probe-data", "--format", "conllu",
                                   sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu",
                                   "--task", "SentLen", "--out", "-", "--left-out", report});
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("cannot write the output to standard output"), r.err.constData());
        QVERIFY2(r.err.contains("left-out.tsv is left as it was"), r.err.constData());
        QCOMPARE(readBytes(report), QByteArray("an older report\n"));
    }

    // A pipe whose reader has gone (`| head -1`) likewise: said, and the copy not written,
    // rather than the program ended without a word by SIGPIPE. Nothing is printed before the
    // last record is perturbed, so stderr counts them as they are.
    void aClosedPipeIsSaidToo() {
        const QString input = reviews();
        const QString copy = writeFile("reviews-piped.tsv", "an older copy\n");
        QProcess process;
        // `true` has ended, and the pipe has no reader, before the command starts.
        process.start(QStringLiteral("bash"),
                      {"-c", R"({ sleep 0.3; "$0" "$@"; echo "exit $?" >&2; } | true)",
                       qEnvironmentVariable("AKSHARA_CLI"), "perturb", "--op", "phono", "--lang",
                       "hi", "--input", input, "--column", "text", "--dataset-out", copy});
        QVERIFY(process.waitForFinished(60000));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(err.contains("cannot write the output to standard output: Broken pipe"),
                 err.constData());
        QVERIFY2(err.contains("exit 1"), err.constData());
        QVERIFY2(err.contains("perturbing: 2/2 (100%)"), err.constData());
        QCOMPARE(readBytes(copy), QByteArray("an older copy\n"));
    }
};

QTEST_APPLESS_MAIN(TestCliOutput)
#include "tst_cli_output.moc"

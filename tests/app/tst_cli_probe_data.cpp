#include <QtTest>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

const QString kHindi = QStringLiteral(AKSHARA_SOURCE_DIR "/tests/data/ssf/hindi-agreement.ssf");

QStringList lines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList out = QString::fromUtf8(file.readAll()).split('\n');
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

QString udFile(const char* split) {
    return sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-" + split + ".conllu";
}

}  // namespace

class TestCliProbeData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void verbPersonOfHindiSsf() {
        const QString out = tempPath("verbper.tsv");
        const CliResult r =
            runCli({"probe-data", "--format", "ssf", kHindi, "--task", "verbper", "--out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(lines(out),
                 (QStringList{"3rd\tराम ने सेब खाया ।", "3rd\tलड़कियाँ गाना गा रही हैं ।",
                              "2nd-honorific\tआप कल दिल्ली जाएँगे ।", "1st\tमैं बच्चों को किताबें दूँगी ।",
                              "3rd-honorific\tपिताजी रोज़ अख़बार पढ़ते हैं ।",
                              "3rd\tमोहन के भाई की बेटी स्कूल गई ।"}));
        QVERIFY2(r.err.contains("6 sentences read, 6 used, 0 left out"), r.err.constData());
    }

    void leftOutSentencesAreReportedWithTheirReason() {
        const QString out = tempPath("subjnum.tsv");
        const QString leftOut = tempPath("subjnum-left-out.tsv");
        const CliResult r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "SubjNum",
                                    "--out", out, "--left-out", leftOut});
        QCOMPARE(r.exitCode, 0);
        // Sentences 3 (आप) and 4 (मैं) have pronoun subjects; their <Sentence> lines are 32 and 47.
        QCOMPARE(lines(leftOut), (QStringList{kHindi + "\t32\t3\tsubject is not a noun",
                                              kHindi + "\t47\t4\tsubject is not a noun"}));
        QCOMPARE(lines(out).size(), 4);
        QVERIFY2(r.err.contains("4 used, 2 left out"), r.err.constData());
        QVERIFY2(r.err.contains("left out 2: subject is not a noun"), r.err.constData());
        QVERIFY2(r.err.contains("class plural: 1"), r.err.constData());

        // The dataset and its report go together: a report that cannot be written (a full
        // disk; /dev/full stands for one) leaves the dataset there before as it was.
        if (QFileInfo::exists(QStringLiteral("/dev/full"))) {
            QFile file(out);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            const QByteArray dataset = "label\tsentence\nsingular\tएक पुराना डेटासेट ।\n";
            file.write(dataset);
            file.close();
            const CliResult full = runCli({"probe-data", "--format", "ssf", kHindi, "--task",
                                           "SubjNum", "--out", out, "--left-out", "/dev/full"});
            QCOMPARE(full.exitCode, 1);
            QVERIFY2(full.err.contains("/dev/full: cannot write"), full.err.constData());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), dataset);
            QCOMPARE(QDir(QFileInfo(out).absolutePath()).entryList({"*.partial"}), QStringList());
        }
    }

    // --out - prints the dataset, as predict's does; the report of what was left out still
    // needs a file.
    void aDatasetToStandardOutput() {
        const QString file = tempPath("verbper-file.tsv");
        CliResult r =
            runCli({"probe-data", "--format", "ssf", kHindi, "--task", "verbper", "--out", file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "verbper", "--out", "-"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(r.out, written.readAll());
        QVERIFY(!QFileInfo::exists("-"));
        r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "verbper", "--out", file,
                    "--left-out", "-"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--left-out - is not taken"), r.err.constData());
    }

    void perturbedMarathiDataset() {
        if (sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const QString out = tempPath("dropfl.tsv");
        const CliResult r =
            runCli({"probe-data", "--format", "conllu", udFile("dev"), udFile("test"), "--task",
                    "SentLen", "--perturb", "dropFL", "--unk", "<unk>", "--out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList rows = lines(out);
        QCOMPARE(rows.size(), 93);  // 46 + 47 sentences, all of at most 32 tokens
        // dev 444: " त्या तुकड्याचे का कोणी हजार रुपये देईल ? " -> 10 tokens, 9-12; its first
        // and last words (not the quotes or "?") replaced.
        QCOMPARE(rows[1], QString("9-12\t\" <unk> तुकड्याचे का कोणी हजार रुपये <unk> ? \""));
        QVERIFY(r.err.contains("SentLen with DropFL: 93 sentences read, 93 used, 0 left out"));
    }

    void bigramShiftIsSeeded() {
        if (sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const QString a = tempPath("bshift-a.tsv"), b = tempPath("bshift-b.tsv"),
                      c = tempPath("bshift-c.tsv");
        for (const auto& [path, seed] : {std::pair{a, "5"}, std::pair{b, "5"}, std::pair{c, "6"}}) {
            const CliResult r = runCli({"probe-data", "--format", "conllu", udFile("train"),
                                        "--task", "BShift", "--seed", seed, "--out", path});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        QCOMPARE(lines(a), lines(b));
        QVERIFY(lines(a) != lines(c));
        int ones = 0;
        for (const QString& row : lines(a))
            ones += row.startsWith("1\t") ? 1 : 0;
        QVERIFY2(ones > 40 && ones < 110, QByteArray::number(ones).constData());
    }

    void malformedInputIsNamedWithItsLine() {
        const QString broken = tempPath("broken.conllu");
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "# sent_id = "
            "1\n1\tथापा\tथापा\tNOUN\t_\t_\t2\tobj\t_\t_\n2\tमार\tमारणे\tVERB\t_\t_\t7\troot\t_\t_"
            "\n\n"
            "# sent_id = 2\n1\tमार\tमारणे\tVERB\t_\t_\t0\troot\t_\t_\n");
        file.close();
        const QString out = tempPath("broken.tsv");
        // Default: the sentence is skipped with a warning naming file and line.
        CliResult r =
            runCli({"probe-data", "--format", "conllu", broken, "--task", "SentLen", "--out", out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains((broken + ":3: bad head '7' of word 2").toUtf8()),
                 r.err.constData());
        QCOMPARE(lines(out), QStringList{"0-5\tमार"});
        // --strict: exit code 1 and the same location; the output is not written.
        const QString strictOut = tempPath("strict.tsv");
        r = runCli({"probe-data", "--format", "conllu", broken, "--task", "SentLen", "--strict",
                    "--out", strictOut});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((broken + ":3:").toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(strictOut));
    }

    // A sentence with two bad lines is one sentence skipped, a bad line between sentences is
    // none; the skipped sentence is in the --left-out file with its reason.
    void malformedSentencesAreCountedOnceAndListedAsLeftOut() {
        QByteArrayList content = readBytes(kHindi).split('\n');
        content.insert(31, "</Sentence>");  // after sentence 2's end (line 31): closes nothing
        content.insert(19, "\xfe");         // two bad lines inside sentence 2 (line 16 on)
        content.insert(17, "\xff");
        const QString broken = tempPath("two-bad-lines.ssf");
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content.join('\n'));
        file.close();
        const QString out = tempPath("two-bad-lines.tsv");
        const QString leftOut = tempPath("two-bad-lines-left-out.tsv");
        const CliResult r = runCli({"probe-data", "--format", "ssf", broken, "--task", "verbper",
                                    "--out", out, "--left-out", leftOut});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.err.count("warning: "), 3);
        QVERIFY2(r.err.contains((broken + ":34: </Sentence> without <Sentence>").toUtf8()),
                 r.err.constData());
        QVERIFY2(r.err.contains("6 sentences read, 5 used, 0 left out, 1 malformed skipped"),
                 r.err.constData());
        QCOMPARE(lines(out).size(), 5);
        QCOMPARE(lines(leftOut),
                 QStringList{broken + "\t16\t2\tmalformed: invalid UTF-8 at byte 1"});
    }

    // A task that none of the sentences has a label for gives no dataset: exit code 1, the
    // reasons, and no file, as when no sentence could be read.
    void noUsableSentenceForTheTaskWritesNothing() {
        const QString treebank = tempPath("no-object.conllu");
        QFile file(treebank);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# sent_id = 1\n1\tमार\tमारणे\tVERB\t_\t_\t0\troot\t_\t_\n\n");
        file.close();
        const QString out = tempPath("no-object.tsv");
        const QString leftOut = tempPath("no-object-left-out.tsv");
        const CliResult r = runCli({"probe-data", "--format", "conllu", treebank, "--task",
                                    "ObjNum", "--out", out, "--left-out", leftOut});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no sentence of the treebanks is usable for ObjNum (1 left out"),
                 r.err.constData());
        QVERIFY2(r.err.contains("left out 1: no object"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFile::exists(leftOut));
    }

    void aTreebankInTheOtherFormatIsNamedAsSuch() {
        // SSF read as CoNLL-U and CoNLL-U read as SSF: an error naming the file and what it
        // looks like, and no dataset written.
        const QString out = tempPath("wrong-format.tsv");
        CliResult r =
            runCli({"probe-data", "--format", "conllu", kHindi, "--task", "SentLen", "--out", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(
                     (kHindi + ": no CoNLL-U sentence found; the file looks like SSF").toUtf8()),
                 r.err.constData());
        QVERIFY(!QFile::exists(out));
        if (!sharedDir().isEmpty()) {
            r = runCli({"probe-data", "--format", "ssf", udFile("dev"), "--task", "SentLen",
                        "--out", out});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(
                         (udFile("dev") + ": no SSF <Sentence> found; the file looks like CoNLL-U")
                             .toUtf8()),
                     r.err.constData());
            QVERIFY(!QFile::exists(out));
        }
        const QString empty = tempPath("empty.conllu");
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        r = runCli({"probe-data", "--format", "conllu", empty, "--task", "SentLen", "--out", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((empty + ": the file is empty").toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void foldersAreRefusedAsInputAndCheckedAsOutput() {
        const QString folder = tempPath("treebank-folder");
        QVERIFY(QDir().mkpath(folder));
        CliResult r = runCli({"probe-data", "--format", "conllu", folder, "--task", "SentLen",
                              "--out", tempPath("f.tsv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((folder + ": is a folder, not a file").toUtf8()),
                 r.err.constData());
        const QString missing = tempPath("no-such-folder") + "/out.tsv";
        r = runCli(
            {"probe-data", "--format", "ssf", kHindi, "--task", "SentLen", "--out", missing});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((missing + ": cannot write: the folder " +
                                 tempPath("no-such-folder") + " does not exist")
                                    .toUtf8()),
                 r.err.constData());
        QVERIFY(!r.err.contains(".partial"));
    }

    // Neither output may land on a treebank it reads, nor the two outputs on one file: the
    // user's data would be lost and the command would report success.
    void anOutputNeverOverwritesAnInput() {
        const QString treebank = tempPath("hindi-copy.ssf");
        QFile::remove(treebank);
        QVERIFY(QFile::copy(kHindi, treebank));
        const QByteArray before = readBytes(treebank);
        CliResult r = runCli(
            {"probe-data", "--format", "ssf", treebank, "--task", "SubjNum", "--out", treebank});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((treebank + ": is also an input (" + treebank + ")").toUtf8()),
                 r.err.constData());
        const QString out = tempPath("subjnum-twice.tsv");
        QFile::remove(out);
        const QString link = tempPath("hindi-link.ssf");
        QFile::remove(link);
        QVERIFY(QFile::link(treebank, link));
        r = runCli({"probe-data", "--format", "ssf", treebank, "--task", "SubjNum", "--out", out,
                    "--left-out", link});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is also an input"), r.err.constData());
        r = runCli({"probe-data", "--format", "ssf", treebank, "--task", "SubjNum", "--out", out,
                    "--left-out", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--out and --left-out name the same file"), r.err.constData());
        QCOMPARE(readBytes(treebank), before);
        QVERIFY(!QFile::exists(out));
    }

    // A treebank given twice, by its name or through a link, would put each of its sentences
    // in the dataset twice: refused as a mistake in the command (exit 2), with nothing written.
    void aTreebankGivenTwiceIsRefused() {
        const QString out = tempPath("twice.tsv");
        QFile::remove(out);
        const QString link = tempPath("hindi-link.ssf");
        QFile::remove(link);
        QVERIFY(QFile::link(kHindi, link));
        for (const QString& second : {kHindi, link}) {
            const CliResult r = runCli({"probe-data", "--format", "ssf", kHindi, second, "--task",
                                        "SentLen", "--out", out});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("are the same file") && r.err.contains(second.toUtf8()),
                     r.err.constData());
            QVERIFY(!QFile::exists(out));
        }
        // A missing file named twice is said to be missing, not to be the same file.
        const QString missing = tempPath("no-such-treebank.ssf");
        const CliResult r = runCli(
            {"probe-data", "--format", "ssf", missing, missing, "--task", "SentLen", "--out", out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(missing.toUtf8()) && !r.err.contains("same file"),
                 r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // A long chain of heads (each word the dependent of the one before) is a tree, read in
    // linear time; a cycle at its far end is still found.
    void aDeepTreeIsReadAndItsCycleFound() {
        const int words = 20000;
        QByteArray chain = "# sent_id = deep\n";
        for (int i = 1; i <= words; ++i) {
            chain += QByteArray::number(i) + "\tघर\tघर\tNOUN\t_\t_\t" + QByteArray::number(i - 1) +
                     "\tdep\t_\t_\n";
        }
        const QString deep = tempPath("deep.conllu");
        QFile file(deep);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(chain + "\n");
        file.close();
        CliResult r = runCli({"probe-data", "--format", "conllu", deep, "--task", "TreeDepth",
                              "--out", tempPath("deep.tsv")});
        // Read as a tree, not malformed; too long for a probing sentence.
        QVERIFY2(!r.err.contains("dependency tree"), r.err.constData());
        QVERIFY2(r.err.contains("(1 left out, 0 malformed)"), r.err.constData());

        // The last word made the second word's head: 2 -> 20000 -> 19999 -> ... -> 2.
        chain.replace("\n2\tघर\tघर\tNOUN\t_\t_\t1\t",
                      "\n2\tघर\tघर\tNOUN\t_\t_\t" + QByteArray::number(words) + "\t");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(chain + "\n");
        file.close();
        r = runCli({"probe-data", "--format", "conllu", deep, "--task", "TreeDepth", "--out",
                    tempPath("deep.tsv")});
        QVERIFY2(r.err.contains("dependency tree: the heads of node 2 form a cycle"),
                 r.err.constData());
    }

    void usageMistakes() {
        CliResult r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "Depth", "--out",
                              tempPath("x.tsv")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown task 'Depth'"));
        r = runCli({"probe-data", "--format", "xml", kHindi, "--task", "SentLen", "--out",
                    tempPath("x.tsv")});
        QCOMPARE(r.exitCode, 2);
        r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "SentLen", "--perturb",
                    "DropX", "--out", tempPath("x.tsv")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown perturbation 'DropX'"));
        r = runCli({"probe-data", "--format", "ssf", kHindi, "--task", "SentLen"});
        QCOMPARE(r.exitCode, 2);
        // The unknown token is written by the drops only: with another perturbation, or none,
        // it would be ignored.
        for (const QStringList& perturb : {QStringList{"--perturb", "Shuffle"}, QStringList{}}) {
            r = runCli(QStringList{"probe-data", "--format", "ssf", kHindi, "--task", "SentLen",
                                   "--unk", "<unk>", "--out", tempPath("unk.tsv")} +
                       perturb);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--unk is for --perturb DropF, DropL or DropFL"),
                     r.err.constData());
        }
        r = runCli({"probe-data", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--perturb"));
    }
};

QTEST_GUILESS_MAIN(TestCliProbeData)
#include "tst_cli_probe_data.moc"

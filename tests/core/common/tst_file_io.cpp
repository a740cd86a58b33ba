// Writing output files: links and special files (/dev/null, a pipe) as a user names them, and
// the temporary files of killed writes.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtTest>
#include <cerrno>
#include <cstring>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"

using akshara::checkOutputPath;
using akshara::readFile;
using akshara::writeFileAtomically;
using akshara::writeFilesAtomically;
using akshara::test::tempPath;

class FileIoTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A link to a file stays a link: the file it names gets the new text, whole.
    void aLinkStaysALinkToTheWrittenFile() {
        const QString folder = tempPath(QStringLiteral("linked"));
        QVERIFY(QDir().mkpath(folder + "/real"));
        const std::string real = (folder + "/real/मराठी.tsv").toStdString();
        writeFileAtomically(real, "पहिला\n");
        const QString link = folder + "/link.tsv";
        QVERIFY(QFile::link(QString::fromStdString(real), link));

        checkOutputPath(link.toStdString());
        writeFileAtomically(link.toStdString(), "दुसरा\n");
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile(real), std::string("दुसरा\n"));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(real) + ".partial"));
        QVERIFY(!QFileInfo::exists(link + ".partial"));
    }

    // A link to a file not written yet makes that file, and stays a link; one into a folder
    // that is not there is refused, naming the folder, and nothing is written.
    void aLinkToANewFileMakesIt() {
        const QString folder = tempPath(QStringLiteral("linked-new"));
        QVERIFY(QDir().mkpath(folder + "/real"));
        const QString link = folder + "/embeddings.safetensors";
        QVERIFY(QFile::link(QStringLiteral("real/मराठी.safetensors"), link));
        checkOutputPath(link.toStdString());
        writeFileAtomically(link.toStdString(), "पहिला\n");
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile((folder + "/real/मराठी.safetensors").toStdString()),
                 std::string("पहिला\n"));

        const QString lost = folder + "/lost.safetensors";
        QVERIFY(QFile::link(folder + "/missing/out.safetensors", lost));
        try {
            checkOutputPath(lost.toStdString());
            QFAIL("a link into a missing folder was taken");
        } catch (const akshara::InputError& error) {
            QVERIFY2(std::string(error.what()).find("missing does not exist") != std::string::npos,
                     error.what());
        }
        QVERIFY(QFileInfo(lost).isSymLink());
    }

    // A name longer than the file system takes, and a folder that takes no new file, are
    // refused by the check before the work, not found by the write after it; the check leaves
    // no file behind where it can write.
    void aPathNoFileCanBeMadeAtIsRefusedUpFront() {
        const QString folder = tempPath(QStringLiteral("uncreatable"));
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const std::string tooLong = (folder + "/" + QString(250, QLatin1Char('x'))).toStdString();
        try {
            checkOutputPath(tooLong);
            QFAIL("a name too long was taken");
        } catch (const akshara::InputError& error) {
            QVERIFY2(std::string(error.what()).find("File name too long") != std::string::npos,
                     error.what());
        }
        QVERIFY_THROWS_EXCEPTION(akshara::InputError, writeFileAtomically(tooLong, "x"));
        if (QFileInfo(QStringLiteral("/proc/self")).isDir()) {
            QVERIFY_THROWS_EXCEPTION(akshara::InputError, checkOutputPath("/proc/akshara.tsv"));
        }
        checkOutputPath((folder + "/out.tsv").toStdString());
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
    }

    // Files written together are all replaced or none: a second that cannot be written (its
    // folder gone) leaves the first as it was, and no temporary behind.
    void filesWrittenTogetherAreAllOrNone() {
        const QString folder = tempPath(QStringLiteral("together"));
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const std::string dataset = (folder + "/subjnum.tsv").toStdString();
        const std::string report = (folder + "/subjnum-left-out.tsv").toStdString();
        writeFilesAtomically({{dataset, "singular\tराम घर गया ।\n"}, {report, ""}});
        QCOMPARE(readFile(dataset), std::string("singular\tराम घर गया ।\n"));
        try {
            writeFilesAtomically({{dataset, "plural\tलड़के घर गए ।\n"},
                                  {(folder + "/gone/left-out.tsv").toStdString(), "x"}});
            QFAIL("a file in a missing folder was written");
        } catch (const akshara::InputError& error) {
            QVERIFY2(std::string(error.what()).find("gone") != std::string::npos, error.what());
        }
        QCOMPARE(readFile(dataset), std::string("singular\tराम घर गया ।\n"));
        QCOMPARE(QDir(folder).entryList(QDir::Files),
                 (QStringList{"subjnum-left-out.tsv", "subjnum.tsv"}));
    }

    // A file streamed piece by piece (embed's hidden states) is whole when it takes its name;
    // a write that fails halfway leaves the old file and no temporary.
    void aStreamedWriteIsAllOrNothing() {
        const QString folder = tempPath(QStringLiteral("streamed"));
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const std::string out = (folder + "/states.tsv").toStdString();
        writeFileAtomically(out, [](std::ostream& file) {
            file << "word\tlayer\n";
            file << "भारत\t0\n";
        });
        QCOMPARE(readFile(out), std::string("word\tlayer\nभारत\t0\n"));
        QVERIFY_THROWS_EXCEPTION(akshara::InputError,
                                 writeFileAtomically(out, [](std::ostream& file) {
                                     file << "word\tlayer\n";
                                     throw akshara::InputError("the states ran out");
                                 }));
        QCOMPARE(readFile(out), std::string("word\tlayer\nभारत\t0\n"));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{"states.tsv"});
    }

    // The temporary file is one of this write's own: a file already named OUT.partial (a
    // dataset, notes) is left alone, and nothing but OUT remains.
    void aFileNamedLikeTheTemporaryIsLeftAlone() {
        const QString folder = tempPath(QStringLiteral("temporary-name"));
        QVERIFY(QDir().mkpath(folder));
        const std::string out = (folder + "/hi-perturbed.tsv").toStdString();
        writeFileAtomically(out + ".partial", "text\tlabel\nयह अच्छा है\tpositive\n");
        writeFileAtomically(out, "text\tlabel\nयह अचछा है\tpositive\n");
        QCOMPARE(readFile(out + ".partial"), std::string("text\tlabel\nयह अच्छा है\tpositive\n"));
        QCOMPARE(QDir(folder).entryList(QDir::Files),
                 (QStringList{"hi-perturbed.tsv", "hi-perturbed.tsv.partial"}));
    }

    // A write killed before its rename leaves its temporary file; the next write of the same
    // file removes it once its process is gone and it has not changed for a minute, and leaves
    // alone a running process's, a fresh one, another file's and this process's own.
    void aKilledWritesTemporaryGoesWithTheNextWrite() {
        const QString folder = tempPath(QStringLiteral("abandoned"));
        QVERIFY(QDir().mkpath(folder));
        const pid_t gone = fork();
        if (gone == 0) {
            _exit(0);
        }
        QVERIFY(gone > 0);
        QCOMPARE(waitpid(gone, nullptr, 0), gone);
        const std::string out = (folder + "/pl-perturbed.tsv").toStdString();
        const auto temporary = [&](const std::string& file, long pid, int n) {
            return file + "." + std::to_string(pid) + "-" + std::to_string(n) + ".partial";
        };
        const auto leave = [](const std::string& path, bool old) {
            std::ofstream(path) << "zdanie\tpozytywne\n";
            if (old) {
                std::filesystem::last_write_time(
                    path, std::filesystem::file_time_type::clock::now() - std::chrono::minutes(5));
            }
        };
        const std::string killed = temporary(out, gone, 0);
        const std::string fresh = temporary(out, gone, 1);
        const std::string running = temporary(out, getppid(), 0);
        const std::string own = temporary(out, getpid(), 7);
        const std::string other = temporary(folder.toStdString() + "/hi.tsv", gone, 0);
        leave(killed, true);
        leave(fresh, false);
        leave(running, true);
        leave(own, true);
        leave(other, true);

        writeFileAtomically(out, "zdanie\tpozytywne\n");
        QVERIFY(!QFileInfo::exists(QString::fromStdString(killed)));
        for (const std::string& kept : {fresh, running, own, other}) {
            QVERIFY2(QFileInfo::exists(QString::fromStdString(kept)), kept.c_str());
        }
        QCOMPARE(readFile(out), std::string("zdanie\tpozytywne\n"));
    }

    // A pipe named as the output gets the bytes through it and is still a pipe afterwards:
    // replacing it with a file would have taken it away from the program reading it.
    void aPipeIsWrittenThroughNotReplaced() {
        const QString fifo = tempPath(QStringLiteral("predictions.pipe"));
        akshara::test::FifoReader reader(fifo);
        if (!reader.isOpen()) {
            QSKIP("this system cannot make a FIFO here");
        }
        checkOutputPath(fifo.toStdString());
        const std::string text = "{\"id\": \"1\", \"gold\": \"पक्ष\", \"pred\": \"विपक्ष\"}\n";
        writeFileAtomically(fifo.toStdString(), text);
        QVERIFY(akshara::test::isFifo(fifo));
        QCOMPARE(reader.waitForAll(), QByteArray::fromStdString(text));
        QVERIFY(!QFileInfo::exists(fifo + ".partial"));
    }

    // /dev/null is a writable output, though a user other than root cannot write in /dev, its
    // folder (the check asked that folder before). Checking only reads: nothing is written.
    void theNullDeviceIsAWritableOutput() {
        if (!QFileInfo(QStringLiteral("/dev/null")).exists()) {
            QSKIP("this system has no /dev/null");
        }
        checkOutputPath("/dev/null");
    }

    // A folder where no file can be made (/proc) refuses the write with its own reason, not
    // as a full disk, and leaves nothing behind.
    void aFolderThatTakesNoFileSaysWhy() {
        if (!QFileInfo(QStringLiteral("/proc/self")).isDir()) {
            QSKIP("this system has no /proc");
        }
        try {
            writeFileAtomically("/proc/akshara-out.tsv", "text\tlabel\n");
            QFAIL("a file was written in /proc");
        } catch (const akshara::InputError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find("/proc/akshara-out.tsv") != std::string::npos, e.what());
            QVERIFY2(message.find("disk full") == std::string::npos, e.what());
            QVERIFY2(message.find(std::strerror(ENOENT)) != std::string::npos, e.what());
        }
    }

    // A file in a missing folder is refused, naming the file and what is wrong.
    void aFileInAMissingFolderIsRefusedByName() {
        const std::string missing = tempPath(QStringLiteral("no-such/out.tsv")).toStdString();
        try {
            checkOutputPath(missing);
            QFAIL("a file in a missing folder was accepted");
        } catch (const akshara::InputError& e) {
            QVERIFY2(std::string(e.what()).find(missing) != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("does not exist") != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(FileIoTest)
#include "tst_file_io.moc"

#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <cerrno>
#include <chrono>
#include <clocale>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text/Utf8.h"

namespace akshara::test {

std::u32string u32(const char* utf8) {
    return text::decodeUtf8(utf8);
}

QString qs(const std::u32string& text) {
    return QString::fromStdString(text::encodeUtf8(text));
}

std::string utf16Bytes(const std::u16string& text, bool bigEndian, bool byteOrderMark) {
    std::string out = byteOrderMark ? (bigEndian ? "\xFE\xFF" : "\xFF\xFE") : "";
    for (const char16_t c : text) {
        const char high = static_cast<char>(c >> 8), low = static_cast<char>(c & 0xFF);
        out += bigEndian ? std::string{high, low} : std::string{low, high};
    }
    return out;
}

QString qs(const std::string& utf8) {
    return QString::fromStdString(utf8);
}

QString usePolishCLocale() {
    const QString folder = tempPath(QStringLiteral("locale"));
    const QString name = QStringLiteral("pl_PL.UTF-8");
    if (!QFileInfo(folder + QLatin1Char('/') + name).isDir()) {
        QDir().mkpath(folder);
        QProcess localedef;
        localedef.setProcessChannelMode(QProcess::MergedChannels);
        localedef.start(QStringLiteral("localedef"),
                        {QStringLiteral("-i"), QStringLiteral("pl_PL"), QStringLiteral("-f"),
                         QStringLiteral("UTF-8"), folder + QLatin1Char('/') + name});
        if (!localedef.waitForFinished(60000)) {
            return QStringLiteral("localedef did not run: ") + localedef.errorString();
        }
        if (!QFileInfo(folder + QLatin1Char('/') + name).isDir()) {
            return QStringLiteral("localedef made no pl_PL.UTF-8: ") +
                   QString::fromLocal8Bit(localedef.readAll());
        }
    }
    qputenv("LOCPATH", QFile::encodeName(folder));
    if (std::setlocale(LC_ALL, name.toLatin1().constData()) == nullptr) {
        return QStringLiteral("setlocale refused pl_PL.UTF-8 from ") + folder;
    }
    return {};
}

QString sharedDir() {
    QString dir = qEnvironmentVariable("AKSHARA_SHARED_DIR");
    if (dir.isEmpty()) {
        dir = QStringLiteral(AKSHARA_SOURCE_DIR "/../shared");
    }
    return QFileInfo(dir).isDir() ? QDir(dir).absolutePath() : QString();
}

QString tempPath(const QString& name) {
    static QTemporaryDir dir;
    return dir.filePath(name);
}

QByteArray readBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return QDir().mkpath(QFileInfo(path).absolutePath()) && file.open(QIODevice::WriteOnly) &&
           file.write(bytes) == bytes.size();
}

bool copyFolderFiles(const QString& from, const QString& to, const QStringList& except) {
    if (!QDir(to).removeRecursively() || !QDir().mkpath(to)) {
        return false;
    }
    for (const QString& name : QDir(from).entryList(QDir::Files)) {
        if (!except.contains(name) && !QFile::copy(from + "/" + name, to + "/" + name)) {
            return false;
        }
    }
    return true;
}

struct FifoReader::State {
    int fd = -1;
    QByteArray received;
    std::thread thread;
};

FifoReader::FifoReader(const QString& path) : state_(std::make_unique<State>()) {
    const QByteArray name = QFile::encodeName(path);
    if (::mkfifo(name.constData(), 0600) != 0) {
        return;
    }
    // Without O_NONBLOCK the open would wait for a writer; a read then says EAGAIN while a
    // writer holds it open with nothing new, and 0 when no writer holds it.
    state_->fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK);
    if (state_->fd < 0) {
        return;
    }
    state_->thread = std::thread([state = state_.get()] {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        bool writerSeen = false;
        char block[4096];
        while (std::chrono::steady_clock::now() < deadline) {
            const ssize_t n = ::read(state->fd, block, sizeof block);
            if (n > 0) {
                state->received.append(block, n);
                writerSeen = true;
                continue;
            }
            if (n < 0 && errno == EAGAIN) {
                writerSeen = true;
            } else if (n == 0 && writerSeen) {
                return;  // the writer has closed it
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
}

FifoReader::~FifoReader() {
    if (state_->thread.joinable()) {
        state_->thread.join();
    }
    if (state_->fd >= 0) {
        ::close(state_->fd);
    }
}

bool FifoReader::isOpen() const {
    return state_->fd >= 0;
}

QByteArray FifoReader::waitForAll() {
    if (state_->thread.joinable()) {
        state_->thread.join();
    }
    return state_->received;
}

bool isFifo(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

namespace {

CliResult runProcess(const QString& program, const QStringList& args, const QByteArray& input) {
    CliResult result;
    QProcess process;
    process.start(program, args);
    if (!process.waitForStarted(10000)) {
        result.err = "could not start '" + program.toUtf8() + "'";
        return result;
    }
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120000);
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

}  // namespace

CliResult runCli(const QStringList& args, const QByteArray& input) {
    const QString program = qEnvironmentVariable("AKSHARA_CLI");
    CliResult result = runProcess(program, args, input);
    if (result.exitCode == -1 && result.err.startsWith("could not start")) {
        result.err = "could not start akshara-cli at '" + program.toUtf8() + "'";
    }
    return result;
}

CliResult runCliInShell(const QString& script, const QStringList& args) {
    return runProcess(
        QStringLiteral("/bin/sh"),
        QStringList{QStringLiteral("-c"), script, qEnvironmentVariable("AKSHARA_CLI")} + args, {});
}

CliResult writeDemoCorpus(const QString& out, const QString& languages) {
    return runCli(
        {"demo-data", "--out", out, "--sentences", "300", "--langs", languages, "--seed", "3"});
}

bool writeLookAlikeTable(const QString& dir, const QByteArray& rows) {
    QFile table(dir + QStringLiteral("/deva-orthographic.tsv"));
    if (!QDir().mkpath(dir) || !table.open(QIODevice::WriteOnly)) {
        return false;
    }
    const QByteArray header =
        "# akshara-confusion-table 1\n# name: deva-orthographic\n# kind: orthographic\n"
        "# script: Deva\nsource\ttarget\tcategory\n";
    return table.write(header + rows) == header.size() + rows.size();
}

QString workspaceWithOneLookAlike(const QString& name) {
    const QString root = tempPath(name);
    QDir(root).removeRecursively();
    return writeLookAlikeTable(root + QStringLiteral("/tables"), "ब\tव\tlook-alike\n") ? root
                                                                                       : QString();
}

CliResult trainTinyClassifier(const QString& data, const QString& out, int epochs, int seed) {
    return runCli({"train", "--data", data, "--from-scratch", "--size", "tiny", "--epochs",
                   QString::number(epochs), "--seed", QString::number(seed), "--threads", "1",
                   "--out", out});
}

}  // namespace akshara::test

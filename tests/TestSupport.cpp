#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include "text/Utf8.h"

namespace akshara::test {

std::u32string u32(const char* utf8) {
    return text::decodeUtf8(utf8);
}

QString qs(const std::u32string& text) {
    return QString::fromStdString(text::encodeUtf8(text));
}

QString qs(const std::string& utf8) {
    return QString::fromStdString(utf8);
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

CliResult runCli(const QStringList& args, const QByteArray& input) {
    CliResult result;
    const QString program = qEnvironmentVariable("AKSHARA_CLI");
    QProcess process;
    process.start(program, args);
    if (!process.waitForStarted(10000)) {
        result.err = "could not start akshara-cli at '" + program.toUtf8() + "'";
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

}  // namespace akshara::test

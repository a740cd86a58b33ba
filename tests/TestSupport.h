#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>

namespace akshara::test {

// UTF-8 literal to the engine's UTF-32 strings, and back for QCOMPARE messages.
std::u32string u32(const char* utf8);
QString qs(const std::u32string& text);
QString qs(const std::string& utf8);

// The folder ../shared beside the project (AKSHARA_SHARED_DIR overrides it); empty when absent,
// so that a test can QSKIP with a clear message.
QString sharedDir();

// A fresh path in a per-test temporary folder.
QString tempPath(const QString& name);

// The result of running the built akshara-cli (path from AKSHARA_CLI).
struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
CliResult runCli(const QStringList& args, const QByteArray& input = {});

}  // namespace akshara::test

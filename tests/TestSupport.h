#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <string>

namespace akshara::test {

// UTF-8 literal to the engine's UTF-32 strings, and back for QCOMPARE messages.
std::u32string u32(const char* utf8);
QString qs(const std::u32string& text);
QString qs(const std::string& utf8);
// `text` as the bytes of UTF-16, little- or big-endian, after a byte order mark or not: a file
// some editors save as "Unicode".
std::string utf16Bytes(const std::u16string& text, bool bigEndian = false,
                       bool byteOrderMark = false);

// The folder ../shared beside the project (AKSHARA_SHARED_DIR overrides it); empty when absent,
// so that a test can QSKIP with a clear message.
QString sharedDir();

// A fresh path in a per-test temporary folder.
QString tempPath(const QString& name);

// The bytes of the file at `path`; empty when it cannot be read.
QByteArray readBytes(const QString& path);

// Writes `bytes` as the file at `path`, making its folder when missing; false when it cannot.
bool writeBytes(const QString& path, const QByteArray& bytes);

// `to` made afresh (emptied first) with a copy of each file directly in `from` (a fixture
// model's folder) but those named in `except`; false when one cannot be copied.
bool copyFolderFiles(const QString& from, const QString& to, const QStringList& except = {});

// Compiles Polish (pl_PL.UTF-8, a decimal comma) with Debian's localedef into the per-test
// temporary folder and makes it the C library's locale for everything (LC_ALL), as Qt does
// with the desktop's. Returns why it could not (the test should fail: `locales` is one of the
// packages akshara.sh installs), or an empty string.
QString usePolishCLocale();

// A FIFO made at `path` and read on a thread of its own from the start, so that a writer never
// waits for a reader: what was written through it, once its writer has closed it (or after
// 20 s, when none came). Empty when the FIFO cannot be made.
class FifoReader {
public:
    explicit FifoReader(const QString& path);
    ~FifoReader();
    bool isOpen() const;
    QByteArray waitForAll();

private:
    struct State;
    std::unique_ptr<State> state_;
};

// Whether `path` is a FIFO itself (not a link to one, not a file that replaced it).
bool isFifo(const QString& path);

// The result of running the built akshara-cli (path from AKSHARA_CLI).
struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
CliResult runCli(const QStringList& args, const QByteArray& input = {});
// /bin/sh -c `script`, with akshara-cli as "$0" and `args` as "$1"...: for arguments a
// QStringList cannot hold, such as a name in bytes of an older encoding ($(printf 'a\261')).
CliResult runCliInShell(const QString& script, const QStringList& args = {});

// akshara-cli demo-data: the demo corpus of `languages` ("hi,pl"), 300 sentences each from
// seed 3, into `out`.
CliResult writeDemoCorpus(const QString& out, const QString& languages);

// Writes DIR/deva-orthographic.tsv, a curated Devanagari look-alike table as the workbench
// saves one into a workspace's tables/, holding only `rows` ("source\ttarget\tcategory\n"
// lines); DIR is made when missing. False when the file cannot be written.
bool writeLookAlikeTable(const QString& dir, const QByteArray& rows);

// A new workspace folder at tempPath(name) (emptied first) whose saved Devanagari look-alike
// table has one entry, ba for va; empty when it cannot be written.
QString workspaceWithOneLookAlike(const QString& name);

// akshara-cli train: a tiny classifier from scratch on `data`, `epochs` epochs from `seed` on
// one thread, into `out`.
CliResult trainTinyClassifier(const QString& data, const QString& out, int epochs, int seed);

}  // namespace akshara::test

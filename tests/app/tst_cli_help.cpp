// The help of the command line, as a user reads it in a terminal of 80 columns: the overview
// lists every command, and each command's help (and each subcommand's) has no line wider than
// the terminal, its usage wrapped between options and never inside an optional one.
#include <QtTest>

#include <QRegularExpression>

#include "TestSupport.h"

using akshara::test::runCli;

namespace {

// The command names of the overview's list.
QStringList commandsOf(const QByteArray& overview) {
    QStringList names;
    const QRegularExpression entry(QStringLiteral("^  ([a-z][a-z-]*) +\\S"));
    for (const QString& line : QString::fromUtf8(overview).split('\n')) {
        if (const auto match = entry.match(line); match.hasMatch()) {
            names << match.captured(1);
        }
    }
    return names;
}

// The lines of `help` wider than `width` columns (characters, not bytes), the usage lines that
// cut an optional part other than before a part within it, and an option the usage parts from
// its value; empty when it fits.
QStringList misfits(const QByteArray& help, int width = 80) {
    QStringList found;
    bool inUsage = true;
    QString lastWord;
    QString lastLine;
    int depth = 0;  // the optional parts open at the end of the usage's line before
    for (const QString& line : QString::fromUtf8(help).split('\n')) {
        if (inUsage && line.isEmpty() && depth != 0) {
            found << QStringLiteral("an optional part not closed: %1").arg(lastLine);
        }
        inUsage = inUsage && !line.isEmpty();
        if (line.size() > width) {
            found << QStringLiteral("%1 columns: %2").arg(line.size()).arg(line);
        }
        if (!inUsage) {
            continue;
        }
        const QString firstWord = line.trimmed().section(' ', 0, 0);
        if (depth > 0 && !firstWord.startsWith('[')) {
            found << QStringLiteral("an optional part cut: %1").arg(lastLine);
        }
        depth += int(line.count('[')) - int(line.count(']'));
        lastLine = line;
        if (lastWord.startsWith("--") && !firstWord.isEmpty() &&
            !QStringLiteral("-[(|").contains(firstWord[0])) {
            found << QStringLiteral("%1 parted from its value %2").arg(lastWord, firstWord);
        }
        lastWord = line.trimmed().section(' ', -1);
    }
    return found;
}

}  // namespace

class TestCliHelp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        qunsetenv("COLUMNS");  // the programs run here take their width from it
    }

    void everyHelpFitsEightyColumns() {
        const auto overview = runCli({"--help"});
        QCOMPARE(overview.exitCode, 0);
        QCOMPARE(misfits(overview.out), QStringList());
        const QStringList commands = commandsOf(overview.out);
        for (const char* name : {"tables", "perturb", "attack", "demo-workspace", "probe-report"}) {
            QVERIFY2(commands.contains(name), qPrintable(commands.join(' ')));
        }
        QList<QStringList> asked;
        for (const QString& command : commands) {
            asked << QStringList{command, "--help"};
        }
        for (const char* sub : {"list", "show", "validate", "project"}) {
            asked << QStringList{"tables", sub, "--help"};
        }
        for (const char* sub : {"confusion", "consistency", "transfer"}) {
            asked << QStringList{"matrix", sub, "--help"};
        }
        asked << QStringList{"model", "info", "--help"};
        for (const QStringList& args : asked) {
            const auto help = runCli(args);
            QVERIFY2(help.exitCode == 0, qPrintable(args.join(' ') + ": " + help.err));
            QVERIFY2(help.out.startsWith("usage: akshara-cli "), qPrintable(args.join(' ')));
            const QStringList found = misfits(help.out);
            QVERIFY2(found.isEmpty(), qPrintable(args.join(' ') + ":\n" + found.join('\n')));
        }
    }

    // Help fits the width a terminal gives in $COLUMNS (the manual pages are written 73 wide).
    // help COMMAND is COMMAND --help; the version takes nothing after it.
    void helpNamesACommand() {
        const auto asked = runCli({"help", "segment"});
        QCOMPARE(asked.exitCode, 0);
        QCOMPARE(asked.out, runCli({"segment", "--help"}).out);
        QVERIFY(asked.out.startsWith("usage: akshara-cli segment"));
        QCOMPARE(runCli({"help", "no-such-command"}).exitCode, 2);
        const auto version = runCli({"--version", "extra"});
        QCOMPARE(version.exitCode, 2);
        QVERIFY2(version.err.contains("--version takes nothing after it"), version.err.constData());
    }

    void helpTakesItsWidthFromColumns() {
        qputenv("COLUMNS", "60");
        for (const QStringList& args :
             {QStringList{"--help"}, QStringList{"attack", "--help"},
              QStringList{"train", "--help"}, QStringList{"matrix", "--help"},
              QStringList{"tables", "--help"}}) {
            const auto help = runCli(args);
            const QStringList found = misfits(help.out + help.err, 60);
            QVERIFY2(found.isEmpty(), qPrintable(args.join(' ') + ":\n" + found.join('\n')));
        }
        qputenv("COLUMNS", "not a width");
        QCOMPARE(misfits(runCli({"attack", "--help"}).out), QStringList());
        qunsetenv("COLUMNS");
    }

    // An optional part is kept on one line, unless it is wider than a line (perturb's, in the
    // manual page's 73 columns): then it breaks before the parts within it.
    void anOptionalPartBreaksOnlyWhenWiderThanALine() {
        const QString part = QStringLiteral("[--input FILE [--column C [--dataset-out FILE]]]");
        const auto wide = runCli({"perturb", "--help"});
        QVERIFY2(wide.out.contains(part.toUtf8()), wide.out.constData());
        qputenv("COLUMNS", "73");
        const auto narrow = runCli({"perturb", "--help"});
        qunsetenv("COLUMNS");
        QCOMPARE(misfits(narrow.out, 73), QStringList());
        const QStringList lines = QString::fromUtf8(narrow.out).split('\n');
        const QString indent(QStringLiteral("usage: akshara-cli perturb ").size(), ' ');
        QVERIFY2(lines[1].startsWith(indent + "[--input FILE") && !lines[1].endsWith(']'),
                 narrow.out.constData());
        QVERIFY2(lines[2].startsWith(indent + "[--"), narrow.out.constData());
    }

    // A long usage goes on under the command's name, and an option's help under the option.
    void longLinesWrapUnderWhatTheyBelongTo() {
        const auto help = runCli({"attack", "--help"});
        QCOMPARE(help.exitCode, 0);
        const QStringList lines = QString::fromUtf8(help.out).split('\n');
        QVERIFY(lines[0].startsWith("usage: akshara-cli attack --model DIR"));
        const QString indent(QStringLiteral("usage: akshara-cli attack ").size(), ' ');
        QVERIFY2(lines[1].startsWith(indent + "[--") || lines[1].startsWith(indent + "--"),
                 qPrintable(lines[1]));
        const int format = lines.indexOf(QStringLiteral("  --format tsv|csv|jsonl|json"));
        QVERIFY(format > 0);
        QVERIFY2(lines[format + 1].startsWith("      the dataset's format") &&
                     lines[format + 2].startsWith("      ") &&
                     !lines[format + 2].trimmed().isEmpty(),
                 qPrintable(lines[format + 1] + "\n" + lines[format + 2]));
    }
};

QTEST_APPLESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"

#include <QtTest>

#include <algorithm>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"

using namespace akshara;
using namespace akshara::lexicon;
using akshara::test::u32;

namespace {

const char* kHeader =
    "# akshara-confusion-table 1\n"
    "# name: test\n"
    "# kind: orthographic\n"
    "# script: Deva\n";

// The first problem's line and message, for QCOMPARE.
QString firstProblem(const ParsedTable& parsed) {
    if (parsed.problems.empty()) {
        return "no problem";
    }
    const auto& p = parsed.problems.front();
    return QString("%1: %2").arg(p.line).arg(QString::fromStdString(p.message));
}

}  // namespace

class TestTableFormat : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsTheDocumentedFormat() {
        const std::string content = std::string(kHeader) +
                                    "# language: hi\n"
                                    "# description: look-alikes\n"
                                    "# a comment line\n"
                                    "source\ttarget\tcategory\tweight\tnote\n"
                                    "ब\tव\tlook-alike\t0.5\tबेकार -> वेकार\n"
                                    "\n"
                                    "व\tब\tlook-alike\t\t\n"
                                    "क्\\u200D\tक्\\u200C\tjoiner\t\tZWJ to ZWNJ\n";
        const ParsedTable parsed = parseTable(content);
        QCOMPARE(firstProblem(parsed), QStringLiteral("no problem"));
        const ConfusionTable& t = parsed.table;
        QCOMPARE(t.name, std::string("test"));
        QCOMPARE(t.kind, ConfusionKind::Orthographic);
        QCOMPARE(t.script, text::Script::Devanagari);
        QCOMPARE(t.language, std::string("hi"));
        QCOMPARE(t.entries.size(), std::size_t(3));
        QCOMPARE(t.entries[0].source, u32("ब"));
        QCOMPARE(t.entries[0].target, u32("व"));
        QCOMPARE(t.entries[0].weight, std::optional<double>(0.5));
        QCOMPARE(t.entries[0].line, std::size_t(9));
        QVERIFY(!t.entries[1].weight);
        QCOMPARE(t.entries[2].source, u32("क्\u200D"));
        QCOMPARE(t.entries[2].target, u32("क्\u200C"));
    }

    void roundTripsThroughTheWriter() {
        ConfusionTable t;
        t.name = "round-trip";
        t.kind = ConfusionKind::Phonological;
        t.script = text::Script::Bengali;
        t.description = "a test";
        t.entries.push_back(
            {u32("া"), u32(""), ConfusionKind::Phonological, "vowel-length", 1.5, "aa deleted", 0});
        t.entries.push_back(
            {u32("ক"), u32("খ"), ConfusionKind::Phonological, "aspiration", {}, {}, 0});
        t.entries.push_back({u32("ক্\u200D"), u32("ক"), ConfusionKind::Orthographic, "", {}, {}, 0});
        const std::string written = formatTable(t);
        QVERIFY(written.find("\\u200D") != std::string::npos);  // invisible characters escaped
        const ParsedTable back = parseTable(written);
        QCOMPARE(firstProblem(back), QStringLiteral("no problem"));
        QCOMPARE(back.table.entries.size(), t.entries.size());
        for (std::size_t i = 0; i < t.entries.size(); ++i) {
            QVERIFY(back.table.entries[i].sameMapping(t.entries[i]));
            QCOMPARE(back.table.entries[i].category, t.entries[i].category);
            QCOMPARE(back.table.entries[i].weight, t.entries[i].weight);
            QCOMPARE(back.table.entries[i].note, t.entries[i].note);
        }
        QCOMPARE(formatTable(back.table), written);
    }

    // What the writer writes reads back as it was: a source beginning with '#' (the OCR pair
    // # and H) is no comment line, and a weight keeps every digit it was given.
    void writesWhatReadsBackTheSame() {
        ConfusionTable t;
        t.name = "latn-ocr-curated";
        t.kind = ConfusionKind::Ocr;
        t.script = text::Script::Latin;
        t.entries.push_back({u32("#"), u32("H"), ConfusionKind::Ocr, "", 0.1234567, {}, 0});
        t.entries.push_back({u32("H"), u32("#"), ConfusionKind::Ocr, "", 1234567.0, {}, 0});
        t.entries.push_back({u32("#1"), u32("H"), ConfusionKind::Ocr, "", 1e-7, {}, 0});
        const std::string written = formatTable(t);
        QVERIFY2(written.find("\n\\u0023\tH\t0.1234567\n") != std::string::npos, written.c_str());
        QVERIFY2(written.find("\nH\t#\t1234567\n") != std::string::npos, written.c_str());
        const ParsedTable back = parseTable(written);
        QCOMPARE(firstProblem(back), QStringLiteral("no problem"));
        QCOMPARE(back.table.entries.size(), t.entries.size());
        for (std::size_t i = 0; i < t.entries.size(); ++i) {
            QVERIFY(back.table.entries[i].sameMapping(t.entries[i]));
            QCOMPARE(back.table.entries[i].weight, t.entries[i].weight);
        }
    }

    // A row added and left empty is no entry: it is no error, and the file leaves it out
    // (the comment above it stays), so that the table saved is the table read back.
    void aBlankEntryIsLeftOut() {
        ConfusionTable t;
        t.name = "deva-mine";
        t.kind = ConfusionKind::Orthographic;
        t.script = text::Script::Devanagari;
        t.entries.push_back({u32("ब"), u32("व"), ConfusionKind::Orthographic, "", {}, {}, 0});
        ConfusionEntry blank{{}, {}, ConfusionKind::Orthographic, "", {}, {}, 0};
        blank.preceding = "# to check\n";
        t.entries.push_back(blank);
        t.entries.push_back({u32("व"), u32("ब"), ConfusionKind::Orthographic, "", {}, {}, 0});
        QVERIFY(validateTable(t).empty());
        const std::string written = formatTable(t);
        QVERIFY2(written.find("\nब\tव\n# to check\nव\tब\n") != std::string::npos, written.c_str());
        const ParsedTable back = parseTable(written);
        QCOMPARE(firstProblem(back), QStringLiteral("no problem"));
        QCOMPARE(back.table.entries.size(), std::size_t{2});
        QCOMPARE(formatTable(back.table), written);
        // Half an entry is one, with its error.
        t.entries[1].target = u32("ड");
        QCOMPARE(validateTable(t).size(), std::size_t{1});
    }

    // A curated file's comments, and rows that could not be read, are the linguist's: the
    // writer puts them back where they were, so that a table saved from the editor loses
    // nothing of its file.
    void keepsCommentsAndUnreadableRowsWhereTheyWere() {
        const std::string file =
            "# akshara-confusion-table 1\n# name: deva-orthographic\n# kind: orthographic\n"
            "# script: Deva\n# curated by R.K., 2024: keep ba/va first\n"
            "source\ttarget\tcategory\tweight\tnote\n"
            "ब\tव\tlook-alike\t0,5\tba / va\n"
            "व\tब\tlook-alike\t0.5\tva / ba\n"
            "# gha/dha checked against the OCR corpus\n"
            "घ\tध\tlook-alike\t\t\n"
            "ध\tघ\tlook-alike\t\t\n"
            "# to do: ढ and ठ\n";
        const ParsedTable parsed = parseTable(file);
        QCOMPARE(firstProblem(parsed), QStringLiteral("7: not a number: '0,5'"));
        QCOMPARE(parsed.table.entries.size(), std::size_t{3});
        const std::string written = formatTable(parsed.table);
        for (const char* kept : {"\n# curated by R.K., 2024: keep ba/va first\nsource\t",
                                 "\tva / ba\n# gha/dha checked against the OCR corpus\nघ\tध\t",
                                 "\nब\tव\tlook-alike\t0,5\tba / va\nव\tब\t",
                                 "\tघ\tlook-alike\t\t\n# to do: ढ and ठ\n"}) {
            QVERIFY2(written.find(kept) != std::string::npos,
                     (written + "\nlacks\n" + kept).c_str());
        }
        QCOMPARE(written.find("# curated"), written.rfind("# curated"));  // once
        // What was written reads back to the same table, and writes the same again.
        QCOMPARE(formatTable(parseTable(written).table), written);
        // A row with a NUL byte is kept as it is too.
        const std::string nulRow("ध\0\tघ\tlook-alike\t\t\n", 22);
        const std::string withNul = file + nulRow;
        QVERIFY(formatTable(parseTable(withNul).table).find(nulRow) != std::string::npos);
    }

    // A header's value found wrong after reading is said at the header's line, as every
    // other problem is.
    void headerProblemsHaveTheirLine() {
        const ParsedTable parsed = parseTable(
            "# akshara-confusion-table 1\n# name: lang\n# kind: orthographic\n# script: Deva\n"
            "# language: ta\nsource\ttarget\nब\tव\nव\tब\n");
        const auto problems = tableFileProblems(parsed);
        const auto language =
            std::find_if(problems.begin(), problems.end(),
                         [](const TableProblem& p) { return p.field == "language"; });
        QVERIFY(language != problems.end());
        QCOMPARE(language->line, std::size_t{5});
    }

    void savesAtomicallyAndReadsBack() {
        ConfusionTable t;
        t.name = "saved";
        t.kind = ConfusionKind::Diacritic;
        t.script = text::Script::Latin;
        t.language = "pl";
        t.directed = true;
        t.entries.push_back({u32("ż"), u32("z"), ConfusionKind::Diacritic, "", {}, {}, 0});
        const std::string path = test::tempPath("saved.tsv").toStdString();
        saveTableFile(t, path);
        QVERIFY(!QFile::exists(QString::fromStdString(path + ".partial")));
        const ParsedTable back = readTableFile(path);
        QVERIFY(back.problems.empty());
        QVERIFY(back.table.directed);
        QCOMPARE(back.table.entries.front().source, u32("ż"));
    }

    void reportsEachFormatProblemWithItsLine_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("invalid UTF-8") << QByteArray("source\ttarget\nब\tव\n\xE0\xA4\tब\n")
                                       << "7: invalid UTF-8 at byte 1 of the line";
        QTest::newRow("NUL byte")
            << QByteArray("source\ttarget\nब\tव\nब\0\tक\n", 31)
            << "7: a NUL byte at byte 4 of the line: the file is not UTF-8 text; save it as UTF-8";
        QTest::newRow("unknown column")
            << QByteArray("source\ttarget\tcolour\n") << "5: unknown column 'colour'";
        QTest::newRow("no target column")
            << QByteArray("source\tcategory\n") << "5: the column row has no 'target' column";
        QTest::newRow("too many fields") << QByteArray("source\ttarget\nब\tव\tx\n")
                                         << "6: expected at most 2 tab-separated fields, found 3";
        QTest::newRow("bad weight")
            << QByteArray("source\ttarget\tweight\nब\tव\theavy\n") << "6: not a number: 'heavy'";
        QTest::newRow("weight not a finite number")
            << QByteArray("source\ttarget\tweight\nब\tव\tnan\n") << "6: not a number: 'nan'";
        QTest::newRow("hexadecimal weight")
            << QByteArray("source\ttarget\tweight\nब\tव\t0x10\n") << "6: not a number: '0x10'";
        QTest::newRow("column named twice") << QByteArray("source\tsource\ttarget\nब\tव\tव\n")
                                            << "5: the column row names 'source' twice";
        QTest::newRow("bad escape")
            << QByteArray("source\ttarget\nब\t\\u12\n")
            << "6: bad escape at character 1 (use \\uXXXX, \\UXXXXXXXX or \\\\)";
        QTest::newRow("unknown entry kind")
            << QByteArray("source\ttarget\tkind\nब\tव\tvisual\n") << "6: unknown kind 'visual'";
        QTest::newRow("name given twice")
            << QByteArray("# name: other\nsource\ttarget\nब\tव\n")
            << "5: a second '# name:' header (the first is on line 2)";
        QTest::newRow("script given twice")
            << QByteArray("# script: Beng\nsource\ttarget\nब\tव\n")
            << "5: a second '# script:' header (the first is on line 4)";
        QTest::newRow("not NFC") << QByteArray("source\ttarget\n\xE0\xA5\x98\tक\n")
                                 << "6: not in NFC; read as its NFC form";
        // A row that stops before its target (an editor trimmed its tab) is no deletion.
        QTest::newRow("no target field")
            << QByteArray("source\ttarget\tnote\nम\nब\tव\tx\n")
            << "6: the row has no target field (a deletion is an empty target after a tab)";
    }

    // The format version line: a number above 1 is newer, one below or a word is no version
    // this program reads, and none at all is read as 1 with a warning.
    void formatVersionsAreToldApart_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer") << QByteArray("2")
                               << "1: format version 2 is newer than this "
                                  "program reads (1)";
        QTest::newRow("older") << QByteArray("0")
                               << "1: format version 0 is not one this "
                                  "program reads (1)";
        QTest::newRow("a word") << QByteArray("one")
                                << "1: unreadable format version 'one' (this program reads 1)";
        QTest::newRow("none") << QByteArray("")
                              << "1: no format version after 'akshara-confusion-table'; read as 1";
    }
    void formatVersionsAreToldApart() {
        QFETCH(QByteArray, line);
        QFETCH(QString, expected);
        const ParsedTable parsed = parseTable("# akshara-confusion-table " + line.toStdString() +
                                              "\n# name: t\n# kind: ocr\n# script: Deva\n"
                                              "source\ttarget\nब\tव\n");
        QCOMPARE(firstProblem(parsed), expected);
    }

    // A header that cannot be read is said once: an unknown kind is not a missing one too,
    // nor is every row's category checked against a kind the table does not have; a table
    // without a script is not told at each letter that its letters are of another script.
    void aBadHeaderIsSaidOnce() {
        const ParsedTable kind = parseTable(
            "# name: t\n# kind: Orthographic\n# script: Deva\nsource\ttarget\nब\tव\nव\tब\n");
        QStringList messages;
        for (const auto& p : tableFileProblems(kind)) {
            messages << QString("%1: %2").arg(p.line).arg(QString::fromStdString(p.message));
        }
        QCOMPARE(messages, QStringList{"2: unknown kind 'Orthographic'"});
        const ParsedTable script =
            parseTable("# name: t\n# kind: ocr\nsource\ttarget\nब\tव\nव\tब\n");
        messages.clear();
        for (const auto& p : tableFileProblems(script)) {
            messages << QString("%1: %2").arg(p.line).arg(QString::fromStdString(p.message));
        }
        QCOMPARE(messages, QStringList{"0: the table names no script"});
        // A header naming Zyyy (Common) names a code, not a script of letters: said at its line.
        for (const char* code : {"Zyyy", "Zzzz"}) {
            const ParsedTable common =
                parseTable(std::string("# name: t\n# kind: ocr\n# script: ") + code +
                           "\nsource\ttarget\nब\tव\nव\tब\n");
            messages.clear();
            for (const auto& p : tableFileProblems(common)) {
                messages << QString("%1: %2").arg(p.line).arg(QString::fromStdString(p.message));
            }
            QCOMPARE(messages, QStringList{QString("3: script '%1' is the code of no script of "
                                                   "letters (use an ISO 15924 code such as Deva)")
                                               .arg(code)});
        }
    }

    // An invisible joiner in an entry is shown as the file writes it: र्\u200D -> र, not
    // र्‍, which reads as र्.
    void problemsShowInvisibleCharactersEscaped() {
        const ParsedTable parsed = parseTable(std::string(kHeader) +
                                              "# directed: yes\n"
                                              "source\ttarget\n"
                                              "र्\\u200D\tर\n"
                                              "र्\xE2\x80\x8D\tर\n");
        const auto problems = tableFileProblems(parsed);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(problems.front().message),
                 QStringLiteral("duplicate of the entry on line 7: र्\\u200D -> र"));
    }
    void reportsEachFormatProblemWithItsLine() {
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        const ParsedTable parsed = parseTable(std::string(kHeader) + body.toStdString());
        QCOMPARE(firstProblem(parsed), expected);
    }

    void reportsMissingHeaders() {
        const ParsedTable parsed = parseTable("# kind: keyboard\n# script: Zzzq\nsource\ttarget\n");
        QStringList messages;
        for (const auto& p : parsed.problems) {
            messages << QString::fromStdString(p.message);
        }
        QVERIFY(messages.contains("unknown script 'Zzzq' (use an ISO 15924 code such as Deva)"));
        QVERIFY(messages.contains("no '# name:' header"));
        QVERIFY(parseTable("").problems.size() >= 2);
    }

    // The problems of a file are those of reading and those of the content checks together,
    // as the commands that use a table refuse it on either.
    void fileProblemsIncludeTheContentChecks() {
        const ParsedTable parsed = parseTable(std::string(kHeader) +
                                              "source\ttarget\tweight\n"
                                              "ब\tब\t\n"
                                              "\tव\t\n"
                                              "क\tख\t-1\n");
        QVERIFY(!hasErrors(parsed.problems));
        const std::vector<TableProblem> problems = tableFileProblems(parsed);
        QStringList found;
        for (const auto& p : problems) {
            found << QString("%1: %2").arg(p.line).arg(QString::fromStdString(p.message));
        }
        QVERIFY2(found.contains(QStringLiteral("6: self-map: ब -> ब")),
                 qPrintable(found.join('|')));
        QVERIFY(found.contains(QStringLiteral("7: empty source")));
        QVERIFY(found.contains(QStringLiteral("8: negative weight")));
        QVERIFY(hasErrors(problems));
        // Reading errors come first, and a table-level check does not repeat them.
        const ParsedTable unnamed =
            parseTable("# kind: ocr\n# script: Deva\nsource\ttarget\nब\tब\n");
        const std::vector<TableProblem> both = tableFileProblems(unnamed);
        QCOMPARE(both.front().message, std::string("no '# name:' header"));
        QCOMPARE(both.back().message, std::string("self-map: ब -> ब"));
        QCOMPARE(both.size(), std::size_t(2));
        // A header's own problem is said although a row could not be read.
        const ParsedTable polishInDevanagari = parseTable(
            "# name: t\n# kind: ocr\n# script: Deva\n# language: pl\nsource\ttarget\tweight\n"
            "क\tख\tabc\n");
        QVERIFY(hasErrors(polishInDevanagari.problems));
        QStringList messages;
        for (const auto& p : tableFileProblems(polishInDevanagari)) {
            messages << QString::fromStdString(p.message);
        }
        QVERIFY2(messages.contains(QStringLiteral("Polish is written in Latin, not Devanagari")),
                 qPrintable(messages.join('|')));
    }

    // Problems come in the order of the file's lines, those of reading and of the content
    // checks together: a bad escape on line 8 came before a wrong script on line 6, and the
    // operators named it as the first error.
    void fileProblemsAreInTheOrderOfTheLines() {
        const ParsedTable parsed =
            parseTable(std::string(kHeader) + "source\ttarget\nব\tव\nव\tব\nक\t\\u12\n");
        std::vector<std::size_t> lines;
        for (const auto& p : tableFileProblems(parsed)) {
            lines.push_back(p.line);
        }
        QVERIFY(!lines.empty());
        QCOMPARE(lines.front(), std::size_t(6));
        QVERIFY(std::is_sorted(lines.begin(), lines.end()));
    }

    // A file saved as UTF-16, or with lines ended by CR alone, is said to be so, once, instead
    // of a problem on each line (or a raw NUL in a field) and none of the reason.
    void aFileThatIsNotUtf8TextSaysWhy() {
        const QString text = QStringLiteral(
            "# name: t\n# kind: ocr\n# script: Latn\n# directed: yes\nsource\t"
            "target\nl\tI\n");
        const auto problemsOf = [](const QByteArray& bytes) {
            QStringList out;
            for (const auto& p : tableFileProblems(parseTable(bytes.toStdString()))) {
                out << QString("%1 %2: %3")
                           .arg(p.line)
                           .arg(QString::fromStdString(p.field), QString::fromStdString(p.message));
            }
            return out;
        };
        QByteArray utf16(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        const QString expected = QStringLiteral(
            "1 encoding: the file is UTF-16 (what some editors call Unicode), not UTF-8; save it "
            "as UTF-8");
        QCOMPARE(problemsOf(utf16), QStringList{expected});
        QCOMPARE(problemsOf(QByteArray("\xFF\xFE", 2) + utf16), QStringList{expected});
        QByteArray classicMac = text.toUtf8();
        classicMac.replace('\n', '\r');
        const QStringList mac = problemsOf(classicMac);
        QCOMPARE(mac.size(), 1);
        QVERIFY2(mac.front().contains("carriage return alone"), qPrintable(mac.front()));
        // CRLF is read as it was.
        QByteArray windows = text.toUtf8();
        windows.replace("\n", "\r\n");
        QVERIFY(problemsOf(windows).isEmpty());
    }

    // What a drop on the window takes for a table: the format line or a header line of the
    // format, however wrong; a dataset is not one.
    void aTableIsToldByItsHeaderLines() {
        QVERIFY(meantAsTable(parseTable("\xEF\xBB\xBF# name: deva-phonological\n")));
        QVERIFY(meantAsTable(parseTable("# akshara-confusion-table 2\n")));
        QVERIFY(meantAsTable(parseTable("# a note\n# kind: orthographc\nsource\ttarget\n")));
        QVERIFY(!meantAsTable(parseTable("text\tlabel\nफिल्म अच्छी थी\tpositive\n")));
        QVERIFY(!meantAsTable(parseTable("# Reviews\ntext\tlabel\n")));
    }

    // A built-in table's name with a kind or script the file gets wrong is said as that, not
    // as the defaults the parser fell back to ("the file's kind is phonological").
    void aReplacementIsJudgedByWhatTheFileGives() {
        const ParsedTable typo = parseTable(
            "# name: deva-orthographic\n# kind: orthographc\n# script: Deva\nsource\ttarget\n"
            "ब\tव\n");
        QVERIFY(replacementProblems(typo, "deva-orthographic").empty());
        const ParsedTable script = parseTable(
            "# name: deva-phonological\n# kind: phonological\n# script: Devanagri\n"
            "source\ttarget\tcategory\nक\tख\taspiration\n");
        QVERIFY(replacementProblems(script, "deva-phonological").empty());
        const ParsedTable bengali = parseTable(
            "# name: deva-phonological\n# kind: phonological\n# script: Beng\n"
            "source\ttarget\tcategory\nক\tখ\taspiration\n");
        const auto problems = replacementProblems(bengali, "deva-phonological");
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().line, std::size_t(3));
        QCOMPARE(problems.front().field, std::string("script"));
    }

    // A file of a header alone named after a built-in table took its place without a word,
    // and its operator changed nothing; one of its own name is a table being started.
    void anEmptyReplacementIsRefused() {
        const ParsedTable empty = parseTable(
            "# name: deva-orthographic\n# kind: orthographic\n# script: Deva\nsource\ttarget\n");
        const auto problems = replacementProblems(empty, "deva-orthographic");
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().severity, Severity::Error);
        QCOMPARE(problems.front().message,
                 std::string("the file has no entries, and its operator would change no word (it "
                             "replaces the built-in table deva-orthographic)"));
        const ParsedTable own =
            parseTable("# name: my-table\n# kind: orthographic\n# script: Deva\nsource\ttarget\n");
        QVERIFY(replacementProblems(own, "my-table").empty());
    }

    void unreadableFileIsAnInputError() {
        try {
            readTableFile("/nonexistent/table.tsv");
            QFAIL("reading a missing file must throw");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), std::string("/nonexistent/table.tsv"));
        }
    }
};

QTEST_APPLESS_MAIN(TestTableFormat)
#include "tst_tableformat.moc"

// Tables for papers and spreadsheets: LaTeX that compiles as written whatever the names hold,
// and CSV that a spreadsheet splits into the same cells.
#include <QtTest>

#include "text/TableExport.h"

using namespace akshara::text;

namespace {

// A transfer table as the workbench writes it: two training languages, TestAvg under a rule.
TextTable transfer() {
    TextTable table;
    table.caption = "Accuracy (%) by training language";
    table.label = "tab:transfer";
    table.corner = "train \\ eval";
    table.columns = {"hi", "mr", "TrAvg"};
    table.rowNames = {"hi", "hi+mr", "TestAvg"};
    table.cells = {{"97.2", "54.7", "75.95"}, {"99.0", "98.1", "98.55"}, {"98.1", "76.4", "87.25"}};
    table.ruleBefore = {2};
    return table;
}

}  // namespace

class TestTableExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void latexEscapesItsSpecialCharacters() {
        QCOMPARE(latexEscape("50% of a_b & c#1 {x} $y"),
                 std::string("50\\% of a\\_b \\& c\\#1 \\{x\\} \\$y"));
        QCOMPARE(latexEscape("a\\b ~c ^d"),
                 std::string("a\\textbackslash{}b \\textasciitilde{}c \\textasciicircum{}d"));
        // Letters of other scripts pass through; a control character is shown, not sent.
        QCOMPARE(latexEscape("सकारात्मक"), std::string("सकारात्मक"));
        QCOMPARE(latexEscape("pozytywny\tłódź"), std::string("pozytywny\\textbackslash{}tłódź"));
        // The default font encoding prints < > | as ¡ ¿ —.
        QCOMPARE(latexEscape("a<b|c>"), std::string("a\\textless{}b\\textbar{}c\\textgreater{}"));
    }

    // A row name after \\ or a rule that begins with [ would be read as their optional
    // argument ([CLS] as a spacing: "Missing number"), and a * after \\ as its starred form.
    void latexRowNamesAreNotReadAsArguments() {
        TextTable table;
        table.corner = "[gold]";
        table.columns = {"[CLS]", "*neg"};
        table.rowNames = {"[CLS]", "*neg", "plain"};
        table.cells = {{"1", "0"}, {"0", "1"}, {"0", "0"}};
        table.ruleBefore = {2};
        const std::string latex = latexTable(table);
        QVERIFY2(latex.find("\\toprule\n{}[gold] & [CLS] & *neg \\\\\n") != std::string::npos,
                 latex.c_str());
        QVERIFY2(latex.find("\\midrule\n{}[CLS] & 1 & 0 \\\\\n{}*neg & 0 & 1") != std::string::npos,
                 latex.c_str());
        QVERIFY2(latex.find("\\midrule\nplain & 0 & 0") != std::string::npos, latex.c_str());
    }

    void latexTableHasTheRulesOfAPaper() {
        const std::string expected =
            "\\begin{table}[t]\n"
            "\\centering\n"
            "\\begin{tabular}{lrrr}\n"
            "\\toprule\n"
            "train \\textbackslash{} eval & hi & mr & TrAvg \\\\\n"
            "\\midrule\n"
            "hi & 97.2 & 54.7 & 75.95 \\\\\n"
            "hi+mr & 99.0 & 98.1 & 98.55 \\\\\n"
            "\\midrule\n"
            "TestAvg & 98.1 & 76.4 & 87.25 \\\\\n"
            "\\bottomrule\n"
            "\\end{tabular}\n"
            "\\caption{Accuracy (\\%) by training language}\n"
            "\\label{tab:transfer}\n"
            "\\end{table}\n";
        QCOMPARE(latexTable(transfer()), expected);
    }

    void aShortRowGetsEmptyCells() {
        TextTable table = transfer();
        table.cells[1].resize(1);
        table.caption.clear();
        table.label.clear();
        const std::string latex = latexTable(table);
        QVERIFY(latex.find("hi+mr & 99.0 &  &  \\\\\n") != std::string::npos);
        QVERIFY(latex.find("\\caption") == std::string::npos);
        QVERIFY(latex.find("\\label") == std::string::npos);
        QVERIFY(csvTable(table).find("hi+mr,99.0,,\r\n") != std::string::npos);
    }

    // On a terminal the columns line up by what is shown: a Devanagari label of eight columns
    // takes 27 bytes; names are left-aligned, numbers right.
    void plainTableAlignsByTheColumnsShown() {
        TextTable table;
        table.caption = "Attacks";
        table.corner = "Model";
        table.columns = {"Type", "ASR"};
        table.leftColumns = 1;
        table.rowNames = {"muril", "xlmr"};
        table.cells = {{"सकारात्मक", "0.5"}, {"ortho", "0.125"}};
        QCOMPARE(plainTable(table), std::string("Attacks\n"
                                                "Model  Type        ASR\n"
                                                "muril  सकारात्मक    0.5\n"
                                                "xlmr   ortho     0.125\n"));
    }

    void csvQuotesWhatWouldSplitAField() {
        TextTable table;
        table.corner = "gold \\ predicted";
        table.columns = {"entailment", "say \"no\"", "total"};
        table.rowNames = {"a,b", "line\nbreak"};
        table.cells = {{"1", "97.00 [93.00, 100.00]", "2"}, {"0", "3", "3"}};
        QCOMPARE(csvTable(table),
                 std::string("gold \\ predicted,entailment,\"say \"\"no\"\"\",total\r\n"
                             "\"a,b\",1,\"97.00 [93.00, 100.00]\",2\r\n"
                             "\"line\nbreak\",0,3,3\r\n"));
    }

    // A name a spreadsheet would run as a formula is written as text; numbers are not.
    void csvNamesAreNotFormulas() {
        TextTable table;
        table.corner = "gold \\ predicted";
        table.columns = {"=SUM(A1)", "+plus", "@at"};
        table.rowNames = {"-neg", "=1+2, x"};
        table.cells = {{"-0.25", "-", "+3"}, {"12.5%", "-12.5%", "-1e-3"}};
        QCOMPARE(csvTable(table), std::string("gold \\ predicted,'=SUM(A1),'+plus,'@at\r\n"
                                              "'-neg,-0.25,-,+3\r\n"
                                              "\"'=1+2, x\",12.5%,-12.5%,-1e-3\r\n"));
    }

    // What a parser of numbers takes but a spreadsheet does not (-inf, a second sign) is a
    // name, and one a spreadsheet would run as a formula.
    void csvNamesThatParseAsNumbersAreText() {
        TextTable table;
        table.corner = "label";
        table.columns = {"-inf", "+nan", "--5", "-Infinity"};
        table.rowNames = {"-5.", "-.5e2"};
        table.cells = {{"-1e", "+.", "-0x10", "-5"}, {"-", "-", "-", "-"}};
        QCOMPARE(csvTable(table), std::string("label,'-inf,'+nan,'--5,'-Infinity\r\n"
                                              "-5.,'-1e,'+.,'-0x10,-5\r\n"
                                              "-.5e2,-,-,-,-\r\n"));
    }

    // For the clipboard: the texts as shown (no apostrophes), a field never split by its own
    // tab or line break, whatever the script.
    void tsvKeepsEachFieldInItsCell() {
        TextTable table;
        table.corner = "gold \\ predicted";
        table.columns = {"सकारात्मक", "नकारात्मक", "total"};
        table.rowNames = {"सकारात्मक", "line\nbreak"};
        table.cells = {{"12 (40.0%)", "18 (60.0%)", "30"}, {"a\tb", "x\xE2\x80\xA8y", "=1+2"}};
        QCOMPARE(tsvTable(table), std::string("gold \\ predicted\tसकारात्मक\tनकारात्मक\ttotal\n"
                                              "सकारात्मक\t12 (40.0%)\t18 (60.0%)\t30\n"
                                              "line break\ta b\tx y\t=1+2\n"));
        QCOMPARE(tsvLine({"ą\r\nę", "\xC2\x85"}), std::string("ą  ę\t "));
        QCOMPARE(tsvLine({"\"quoted\" here", "in \"the\" middle"}),
                 std::string("\"\"\"quoted\"\" here\"\tin \"the\" middle"));
    }

    // What a spreadsheet puts on the clipboard: a cell with a line break or a tab is quoted,
    // its quotes doubled; Windows ends lines in CRLF; LibreOffice may start with a BOM.
    void tsvRowsAreReadAsASpreadsheetWritesThem() {
        const auto rows = tsvRows(
            "\xEF\xBB\xBFsource\ttarget\tnote\r\n"
            "द\tध\t\"two\nlines\"\r\n"
            "ड\t\tsay \"\"hi\"\"\r\n"
            "क\tख\t\"say \"\"hi\"\"\tnow\"\r\n");
        QCOMPARE(rows.size(), std::size_t(4));
        QCOMPARE(rows[0], (std::vector<std::string>{"source", "target", "note"}));
        QCOMPARE(rows[1], (std::vector<std::string>{"द", "ध", "two\nlines"}));
        QCOMPARE(rows[2], (std::vector<std::string>{"ड", "", "say \"\"hi\"\""}));
        QCOMPARE(rows[3], (std::vector<std::string>{"क", "ख", "say \"hi\"\tnow"}));
        QCOMPARE(tsvRows("a\tb"), (std::vector<std::vector<std::string>>{{"a", "b"}}));
        QVERIFY(tsvRows("").empty());
        // A quote that opens no quoted field is a character of the text: the rows of a Latin
        // table file (" for „), and a quote never closed.
        QCOMPARE(tsvRows("\"\t„\nl\tł\n"),
                 (std::vector<std::vector<std::string>>{{"\"", "„"}, {"l", "ł"}}));
        QCOMPARE(tsvRows("\"open\tx\ny\tz\n"),
                 (std::vector<std::vector<std::string>>{{"\"open", "x"}, {"y", "z"}}));
        QCOMPARE(tsvRows("a\t\"\""), (std::vector<std::vector<std::string>>{{"a", ""}}));
        // Both directions of a confusion with a quote, as a table lists them.
        QCOMPARE(tsvRows("\"\t„\tsubstitution\n“\t\"\tsubstitution\n"),
                 (std::vector<std::vector<std::string>>{{"\"", "„", "substitution"},
                                                        {"“", "\"", "substitution"}}));
        // What tsvLine writes, tsvRows reads back.
        const std::vector<std::string> fields{"\"quoted\" here", "plain"};
        QCOMPARE(tsvRows(tsvLine(fields) + "\n"), (std::vector<std::vector<std::string>>{fields}));
        QCOMPARE(tsvRows(tsvLine(fields)), (std::vector<std::vector<std::string>>{fields}));
    }
};

QTEST_APPLESS_MAIN(TestTableExport)
#include "tst_table_export.moc"

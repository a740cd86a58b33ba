// Under a desktop locale with a decimal comma (Polish), which Qt makes the C library's, the
// engine still reads and writes numbers with a point: confusion-table weights load, and the
// tables exported for papers are the command line's, figure for figure.
#include <QtTest>

#include <clocale>
#include <cstdio>

#include "TestSupport.h"
#include "attack/AsrReport.h"
#include "eval/TransferTable.h"
#include "lexicon/TableFormat.h"
#include "probe/ProbeReport.h"
#include "text/TableExport.h"

using namespace akshara;

class TestDecimalComma : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        const QString problem = test::usePolishCLocale();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The C library itself now writes a comma: what the engine must not do.
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%.1f", 0.5);
        QCOMPARE(QByteArray(buffer), QByteArray("0,5"));
    }

    void cleanupTestCase() { std::setlocale(LC_ALL, "C"); }

    void figuresKeepTheirPoint() {
        QCOMPARE(text::fixedDecimals(0.25), std::string("0.250"));
        QCOMPARE(text::fixedDecimals(2.0 / 3.0, 2), std::string("0.67"));
        QCOMPARE(text::fixedDecimals(-1.5, 1), std::string("-1.5"));
        QCOMPARE(text::fixedDecimals(97.0, 0), std::string("97"));
    }

    void confusionTableWeightsLoad() {
        const lexicon::ParsedTable parsed = lexicon::parseTable(
            "# name: weights\n# kind: phonological\n# script: Devanagari\n"
            "source\ttarget\tweight\n"
            "ब\tभ\t0.5\n"
            "क\tख\t+1.25\n"
            "ग\tघ\t1e-3\n");
        QVERIFY2(parsed.problems.empty(),
                 parsed.problems.empty() ? "" : parsed.problems.front().message.c_str());
        QCOMPARE(parsed.table.entries.size(), std::size_t(3));
        QCOMPARE(parsed.table.entries[0].weight, std::optional<double>(0.5));
        QCOMPARE(parsed.table.entries[1].weight, std::optional<double>(1.25));
        QCOMPARE(parsed.table.entries[2].weight, std::optional<double>(0.001));
        // A comma is no more a number here than on the command line.
        const lexicon::ParsedTable comma = lexicon::parseTable(
            "# name: comma\n# kind: phonological\n# script: Devanagari\n"
            "source\ttarget\tweight\nब\tभ\t0,5\n");
        QCOMPARE(comma.problems.size(), std::size_t(1));
        QCOMPARE(comma.problems.front().message, std::string("not a number: '0,5'"));
    }

    void reportTablesKeepTheirPoint() {
        probe::AffectedLayers affected;
        affected.layers = {3, 11};
        affected.scores = {0.1234, 0.5};
        QCOMPARE(probe::affectedLayersText(affected, true), std::string("3 (0.123), 11 (0.500)"));

        attack::AsrReportRun run;
        run.folder = "asr-hi";
        run.threshold = 0.25;
        attack::AsrReportRow row;
        row.folder = "asr-hi";
        row.target = "muril";
        row.language = "hi";
        row.op = "phono";
        row.words = "loo (proxy)";
        row.method = "loo";
        row.asr = {0.125};
        row.mean = 0.125;
        row.robust = "yes";
        run.rows.push_back(row);
        const text::TextTable asr = attack::asrReportTable({run});
        QVERIFY2(asr.caption.find("at most 0.25") != std::string::npos, asr.caption.c_str());
        QCOMPARE(asr.cells.at(0).at(3), std::string("0.125"));

        eval::AccuracyMatrix transfer;
        transfer.rows = {"hi"};
        transfer.columns = {"hi", "mr"};
        transfer.cells = {{eval::AccuracyCell{{0.5, 0.25, 0.75}, 4}, std::nullopt}};
        transfer.rowAverage = {0.5};
        transfer.columnAverage = {0.5, std::nullopt};
        transfer.overallAverage = 0.5;
        const text::TextTable table = eval::transferTable(transfer, true, 0.95);
        QCOMPARE(table.cells.at(0).at(0), std::string("50.00 [25.00, 75.00]"));
        QVERIFY2(table.caption.find("the 95% bootstrap") != std::string::npos,
                 table.caption.c_str());
        QCOMPARE(text::csvTable(table).find("50,00"), std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestDecimalComma)
#include "tst_decimal_comma.moc"

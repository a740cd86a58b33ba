#include <QtTest>

#include "common/Error.h"
#include "eval/AccuracyMatrix.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

// n predictions of which `right` are correct.
PredictionSet predictions(const std::string& source, int n, int right) {
    PredictionSet set{source, {}};
    for (int i = 0; i < n; ++i) {
        set.predictions.push_back(
            {std::to_string(i), "entailment", i < right ? "entailment" : "neutral", {}});
    }
    return set;
}

}  // namespace

class TestAccuracyMatrix : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void averagesOverThePresentCellsOnly() {
        // Trained on hi and mr, evaluated on hi, mr and ta; mr -> ta was not run.
        const std::vector<AccuracyEntry> entries{
            {"hi", "hi", predictions("hi-hi", 10, 8)},  {"hi", "mr", predictions("hi-mr", 10, 6)},
            {"mr", "mr", predictions("mr-mr", 4, 3)},   {"hi", "ta", predictions("hi-ta", 5, 2)},
            {"mr", "hi", predictions("mr-hi", 20, 10)},
        };
        const AccuracyMatrix m = accuracyMatrix(entries, BootstrapOptions{});
        QCOMPARE(m.rows, (std::vector<std::string>{"hi", "mr"}));
        QCOMPARE(m.columns, (std::vector<std::string>{"hi", "mr", "ta"}));
        QCOMPARE(m.cells[0][0]->accuracy.estimate, 0.8);
        QCOMPARE(m.cells[1][1]->accuracy.estimate, 0.75);
        QCOMPARE(m.cells[1][1]->examples, std::size_t(4));
        QVERIFY(!m.cells[1][2].has_value());
        // TrAvg: hi (0.8 + 0.6 + 0.4) / 3, mr (0.5 + 0.75) / 2.
        QCOMPARE(*m.rowAverage[0], (0.8 + 0.6 + 0.4) / 3);
        QCOMPARE(*m.rowAverage[1], (0.5 + 0.75) / 2);
        // TestAvg: hi (0.8 + 0.5) / 2, mr (0.6 + 0.75) / 2, ta only 0.4.
        QCOMPARE(*m.columnAverage[0], (0.8 + 0.5) / 2);
        QCOMPARE(*m.columnAverage[1], (0.6 + 0.75) / 2);
        QCOMPARE(*m.columnAverage[2], 0.4);
        // The corner: the mean of the five cells, not of the averages (0.6125 by TrAvg,
        // 0.575 by TestAvg).
        QCOMPARE(*m.overallAverage, (0.8 + 0.6 + 0.4 + 0.5 + 0.75) / 5);
        for (const auto& row : m.cells) {
            for (const auto& cell : row) {
                if (cell) {
                    QVERIFY(cell->accuracy.low <= cell->accuracy.estimate);
                    QVERIFY(cell->accuracy.estimate <= cell->accuracy.high);
                }
            }
        }
    }

    void refusesTheSameCellTwice() {
        const std::vector<AccuracyEntry> entries{{"hi", "mr", predictions("a.jsonl", 3, 1)},
                                                 {"hi", "mr", predictions("b.jsonl", 3, 2)}};
        try {
            accuracyMatrix(entries, BootstrapOptions{});
            QFAIL("a repeated cell was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QString("b.jsonl: two prediction files for hi:mr (the first is a.jsonl)"));
        }
    }
};

QTEST_MAIN(TestAccuracyMatrix)
#include "tst_accuracymatrix.moc"

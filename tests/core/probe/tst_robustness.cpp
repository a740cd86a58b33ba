#include <QTest>

#include "common/Error.h"
#include "probe/Robustness.h"

using namespace akshara;
using namespace akshara::probe;

class TestRobustness : public QObject {
    Q_OBJECT

    static std::vector<ProbeRecord> study() {
        // Two models, one language, two tasks, layers 0-1, clean + DropN + Shuffle.
        std::vector<ProbeRecord> r;
        auto add = [&](const char* m, const char* t, const char* p, std::size_t l, double a) {
            r.push_back({m, "mr", t, p, l, a});
        };
        add("muril", "SentLen", "clean", 0, 0.80);
        add("muril", "SentLen", "clean", 1, 0.90);
        add("muril", "SentLen", "DropN", 0, 0.40);  // RS 0.5
        add("muril", "SentLen", "DropN", 1, 0.81);  // RS 0.9
        add("muril", "BShift", "clean", 0, 0.50);
        add("muril", "BShift", "clean", 1, 0.60);
        add("muril", "BShift", "DropN", 0, 0.55);  // RS 1.1
        add("muril", "BShift", "DropN", 1, 0.30);  // RS 0.5
        add("mbert", "SentLen", "clean", 0, 0.70);
        add("mbert", "SentLen", "Shuffle", 0, 0.70);  // RS 1.0
        add("mbert", "SentLen", "Shuffle", 1, 0.50);  // no clean layer 1: left out
        return r;
    }

private Q_SLOTS:
    void scoreMatchesTheFormula() {
        QCOMPARE(robustnessScore(0.8, 0.6), 0.75);
        QCOMPARE(robustnessScore(0.5, 0.55), 1.1);
        QCOMPARE(robustnessScore(0.9, 0.0), 0.0);
        QVERIFY_THROWS_EXCEPTION(InputError, robustnessScore(0.0, 0.3));
    }

    void perturbedRecordsPairWithTheirCleanLayer() {
        const auto rs = robustnessRecords(study());
        QCOMPARE(rs.size(), std::size_t(5));
        QCOMPARE(rs[0].clean, 0.80);
        QVERIFY(qFuzzyCompare(rs[0].score, 0.5));
        QVERIFY(qFuzzyCompare(rs[2].score, 1.1));
        QCOMPARE(rs[4].perturbed.model, std::string("mbert"));
    }

    void tablesAverageOverTheOtherDimensions() {
        const auto rs = robustnessRecords(study());
        const AggregateTable byTask = robustnessTable(rs, Dimension::Perturbation, Dimension::Task);
        QCOMPARE(byTask.rows, (std::vector<std::string>{"DropN", "Shuffle"}));
        QCOMPARE(byTask.columns, (std::vector<std::string>{"SentLen", "BShift"}));
        QVERIFY(qFuzzyCompare(byTask.cells.at({"DropN", "SentLen"}), 0.7));
        QVERIFY(qFuzzyCompare(byTask.cells.at({"DropN", "BShift"}), 0.8));
        QVERIFY(qFuzzyCompare(byTask.cells.at({"Shuffle", "SentLen"}), 1.0));
        QVERIFY(byTask.cells.count({"Shuffle", "BShift"}) == 0);
        const AggregateTable byModel = robustnessTable(rs, Dimension::Model, Dimension::Language);
        QVERIFY(qFuzzyCompare(byModel.cells.at({"muril", "mr"}), 0.75));
        const AggregateTable accuracy = accuracyTable(study(), Dimension::Model, Dimension::Task);
        QVERIFY(qFuzzyCompare(accuracy.cells.at({"muril", "SentLen"}), 0.85));
        QVERIFY(qFuzzyCompare(accuracy.cells.at({"mbert", "SentLen"}), 0.70));
    }

    void mostAffectedLayersAreTheLowestMeanScores() {
        const auto rs = robustnessRecords(study());
        const auto layers = mostAffectedLayers(rs, Dimension::Model, Dimension::Perturbation, 1);
        QCOMPARE(layers.size(), std::size_t(2));
        QCOMPARE(layers[0].row, std::string("muril"));
        QCOMPARE(layers[0].column, std::string("DropN"));
        // Layer 0: (0.5 + 1.1) / 2 = 0.8; layer 1: (0.9 + 0.5) / 2 = 0.7.
        QCOMPARE(layers[0].layers, std::vector<std::size_t>{1});
        QVERIFY(qFuzzyCompare(layers[0].scores[0], 0.7));
        QVERIFY(!layers[0].equal);
        QCOMPARE(layers[1].layers, std::vector<std::size_t>{0});
        QVERIFY(!layers[1].equal);  // one layer only: nothing to be equal to
    }

    // The paper's Table 6: per task and language, over models and perturbations.
    void tableSixIsTaskByLanguage() {
        const auto rs = robustnessRecords(study());
        const auto cells = mostAffectedLayers(rs, Dimension::Task, Dimension::Language);
        QCOMPARE(cells.size(), std::size_t(2));
        QCOMPARE(cells[0].row, std::string("SentLen"));
        QCOMPARE(cells[0].column, std::string("mr"));
        // SentLen layer 0: muril DropN 0.5 and mbert Shuffle 1.0; layer 1: muril DropN 0.9.
        QCOMPARE(cells[0].layers, (std::vector<std::size_t>{0, 1}));
        QVERIFY(qFuzzyCompare(cells[0].scores[0], 0.75));
        QVERIFY(qFuzzyCompare(cells[0].scores[1], 0.9));
        QCOMPARE(cells[1].row, std::string("BShift"));
        QCOMPARE(cells[1].layers, (std::vector<std::size_t>{1, 0}));
        QVERIFY(!cells[0].equal && !cells[1].equal);
        // Layers that score alike to three decimals are the paper's "Equal".
        std::vector<RobustnessRecord> alike = rs;
        for (auto& r : alike) {
            r.score = 0.9 + 0.0001 * static_cast<double>(r.perturbed.layer);
        }
        for (const auto& cell : mostAffectedLayers(alike, Dimension::Task, Dimension::Language)) {
            QVERIFY(cell.equal);
        }
        // As the table prints them: 0.99951 and 1.00049 both read 1.000 (Equal, though they
        // differ by 0.001); 0.9994 and 0.99985 read 0.999 and 1.000 (not Equal, though they
        // differ by less than 0.0005).
        for (const auto& [low, high, equal] :
             {std::tuple{0.99951, 1.00049, true}, std::tuple{0.9994, 0.99985, false}}) {
            for (auto& r : alike) {
                r.score = r.perturbed.layer == 0 ? low : high;
            }
            const auto cells = mostAffectedLayers(alike, Dimension::Task, Dimension::Language);
            QCOMPARE(cells[0].layers.size(), std::size_t{2});
            QCOMPARE(cells[0].equal, equal);
        }
    }
};

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"

#include <QtTest>

#include "common/Error.h"
#include "eval/ConsistencyMatrix.h"
#include "eval/Labels.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

using Counts = std::vector<std::vector<std::size_t>>;

// The same five parallel examples in Tamil and Kannada, as in the paper's figure 1.
PredictionSet tamil() {
    return {"ta.jsonl",
            {{"1", "entailment", "entailment", {}},
             {"2", "entailment", "entailment", {}},
             {"3", "neutral", "contradiction", {}},
             {"4", "contradiction", "contradiction", {}},
             {"5", "contradiction", "neutral", {}}}};
}

PredictionSet kannada() {
    return {"kn.jsonl",
            {{"1", "entailment", "entailment", {}},
             {"2", "entailment", "neutral", {}},
             {"3", "neutral", "entailment", {}},
             {"4", "contradiction", "entailment", {}},
             {"5", "contradiction", "contradiction", {}}}};
}

void compareCounts(const ConsistencyCounts& c, std::size_t both, std::size_t neither,
                   std::size_t first, std::size_t second) {
    QCOMPARE(c.bothCorrect, both);
    QCOMPARE(c.bothWrong, neither);
    QCOMPARE(c.onlyFirst, first);
    QCOMPARE(c.onlySecond, second);
}

}  // namespace

class TestConsistencyMatrix : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsAgreementInCorrectnessOverallAndPerGoldLabel() {
        const ConsistencyMatrix m = consistencyMatrix(tamil(), kannada(), nliLabelOrder());
        QCOMPARE(m.labels, nliLabelOrder());
        // id 1 both right; 2 ta only; 3 both wrong; 4 ta only; 5 kn only.
        compareCounts(m.overall, 1, 1, 2, 1);
        QCOMPARE(m.overall.total(), std::size_t(5));
        compareCounts(m.perLabel[0], 1, 0, 1, 0);  // entailment: 1, 2
        compareCounts(m.perLabel[1], 0, 1, 0, 0);  // neutral: 3
        compareCounts(m.perLabel[2], 0, 0, 1, 1);  // contradiction: 4, 5
        // Figure 2: ta predictions (rows) against kn predictions (columns).
        // ta ent {1,2} -> kn {ent, neu}; ta neu {5} -> kn con; ta con {3,4} -> kn {ent, ent}.
        QCOMPARE(m.predictionOverlap.counts, (Counts{{1, 1, 0}, {0, 0, 1}, {2, 0, 0}}));
    }

    // Figure 1's percentages: each label's share of its own examples, and on top their mean
    // over the labels. With 2, 1 and 2 examples per label that mean is not the plain share.
    void givesPerLabelSharesAndTheirMeanAsInFigure1() {
        const ConsistencyMatrix m = consistencyMatrix(tamil(), kannada(), nliLabelOrder());
        const ConsistencyShares entailment = sharesOf(m.perLabel[0]);
        QCOMPARE(entailment.bothCorrect, 0.5);
        QCOMPARE(entailment.onlyFirst, 0.5);
        QCOMPARE(sharesOf(m.perLabel[1]).bothWrong, 1.0);
        QCOMPARE(sharesOf(m.perLabel[2]).onlySecond, 0.5);
        const ConsistencyShares plain = sharesOf(m.overall);
        QCOMPARE(plain.bothCorrect, 0.2);
        QCOMPARE(plain.bothWrong, 0.2);
        QCOMPARE(plain.onlyFirst, 0.4);
        const ConsistencyShares averaged = labelAveragedShares(m);
        QCOMPARE(averaged.bothCorrect, 0.5 / 3);        // (0.5 + 0 + 0) / 3
        QCOMPARE(averaged.bothWrong, 1.0 / 3);          // (0 + 1 + 0) / 3
        QCOMPARE(averaged.onlyFirst, (0.5 + 0.5) / 3);  // (0.5 + 0 + 0.5) / 3
        QCOMPARE(averaged.onlySecond, 0.5 / 3);
    }

    // The headline figures of section 3.3: the "overlap" of correct and incorrect predictions
    // (both right or both wrong), and the examples given the same label (figure 2's diagonal).
    void givesTheOverlapsThePaperQuotes() {
        const ConsistencyMatrix m = consistencyMatrix(tamil(), kannada(), nliLabelOrder());
        QCOMPARE(m.overall.consistent(), std::size_t(2));  // ids 1 and 3
        QCOMPARE(sharesOf(m.overall).consistent(), 0.4);
        QCOMPARE(labelAveragedShares(m).consistent(), 0.5);  // (0.5 + 1 + 0) / 3
        // Both said entailment for 1; no other id got one label from both (3: con / ent).
        QCOMPARE(m.predictionOverlap.diagonal(), std::size_t(1));
        const ConsistencyMatrix itself = consistencyMatrix(tamil(), tamil(), nliLabelOrder());
        QCOMPARE(itself.predictionOverlap.diagonal(), std::size_t(5));
        QCOMPARE(sharesOf(itself.overall).consistent(), 1.0);
    }

    // A label without gold examples (listed, or only predicted) has no share to average.
    void averagesOnlyTheLabelsThatHaveExamples() {
        PredictionSet as{
            "as.jsonl",
            {{"1", "entailment", "entailment", {}}, {"2", "contradiction", "neutral", {}}}};
        PredictionSet bn{
            "bn.jsonl",
            {{"1", "entailment", "entailment", {}}, {"2", "contradiction", "contradiction", {}}}};
        const ConsistencyMatrix m = consistencyMatrix(as, bn, nliLabelOrder());
        QCOMPARE(m.perLabel[1].total(), std::size_t(0));  // neutral: predicted, never gold
        const ConsistencyShares averaged = labelAveragedShares(m);
        QCOMPARE(averaged.bothCorrect, 0.5);  // (1 + 0) / 2, not / 3
        QCOMPARE(averaged.onlySecond, 0.5);
        QCOMPARE(averaged.bothWrong, 0.0);
    }

    void handlesALabelThatNoExampleHas() {
        // Only entailment examples, and nobody predicts contradiction: its row, column and
        // counts are zero but present, because the order was given.
        PredictionSet as{
            "as.jsonl",
            {{"1", "entailment", "entailment", {}}, {"2", "entailment", "neutral", {}}}};
        PredictionSet bn{
            "bn.jsonl",
            {{"1", "entailment", "entailment", {}}, {"2", "entailment", "entailment", {}}}};
        const ConsistencyMatrix m = consistencyMatrix(as, bn, nliLabelOrder());
        QCOMPARE(m.labels, nliLabelOrder());
        compareCounts(m.perLabel[0], 1, 0, 0, 1);
        compareCounts(m.perLabel[1], 0, 0, 0, 0);
        compareCounts(m.perLabel[2], 0, 0, 0, 0);
        QCOMPARE(m.predictionOverlap.counts, (Counts{{1, 0, 0}, {1, 0, 0}, {0, 0, 0}}));
    }

    void refusesDataThatIsNotParallel() {
        PredictionSet other = kannada();
        other.predictions[3].gold = "neutral";
        try {
            consistencyMatrix(tamil(), other, nliLabelOrder());
            QFAIL("different gold labels were accepted");
        } catch (const InputError& e) {
            QCOMPARE(
                QString::fromStdString(e.what()),
                QString("kn.jsonl: field 'gold': example '4' has gold label 'neutral' here but "
                        "'contradiction' in ta.jsonl; the predictions are not on parallel data"));
        }
        other = kannada();
        other.predictions.pop_back();
        QVERIFY_THROWS_EXCEPTION(InputError, consistencyMatrix(tamil(), other, nliLabelOrder()));
    }
};

QTEST_MAIN(TestConsistencyMatrix)
#include "tst_consistencymatrix.moc"

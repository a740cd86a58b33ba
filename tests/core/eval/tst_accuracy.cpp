#include <QtTest>

#include <cmath>

#include "common/Error.h"
#include "eval/Accuracy.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

// A Polish sentiment classifier on six reviews, before and after diacritics are stripped.
PredictionSet original() {
    return {"orig.jsonl",
            {{"r1", "positive", "positive", {}},
             {"r2", "negative", "negative", {}},
             {"r3", "negative", "positive", {}},
             {"r4", "neutral", "neutral", {}},
             {"r5", "positive", "positive", {}},
             {"r6", "neutral", "negative", {}}}};
}

PredictionSet perturbed() {
    return {"dia.jsonl",
            {{"r6", "neutral", "neutral", {}},
             {"r5", "positive", "negative", {}},
             {"r4", "neutral", "neutral", {}},
             {"r3", "negative", "positive", {}},
             {"r2", "negative", "positive", {}},
             {"r1", "positive", "positive", {}}}};
}

}  // namespace

class TestAccuracy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsCorrectPredictions() {
        QCOMPARE(accuracy(original()), 4.0 / 6.0);
        QCOMPARE(correctness(original()),
                 (std::vector<bool>{true, true, false, true, true, false}));
        QVERIFY_THROWS_EXCEPTION(InputError, accuracy(PredictionSet{"empty.jsonl", {}}));
    }

    void attackSuccessRateCountsOnlyExamplesCorrectBefore() {
        const AttackOutcome outcome = attackOutcome(original(), perturbed());
        // Correct before: r1 r2 r4 r5 (4). Wrong after among them: r2, r5 (2). r6 turning right
        // after the perturbation does not count. ASR = 2 / 4.
        QCOMPARE(outcome.examples, std::size_t(6));
        QCOMPARE(outcome.correctBefore, std::size_t(4));
        QCOMPARE(outcome.flipped, std::size_t(2));
        QVERIFY(outcome.successRate.has_value());
        QCOMPARE(*outcome.successRate, 0.5);
        QCOMPARE(outcome.accuracyBefore, 4.0 / 6.0);
        QCOMPARE(outcome.accuracyAfter, 3.0 / 6.0);  // r1 r4 r6
    }

    void attackSuccessRateIsUndefinedWithoutCorrectExamples() {
        PredictionSet wrong{"w.jsonl", {{"r1", "positive", "negative", {}}}};
        PredictionSet after{"a.jsonl", {{"r1", "positive", "negative", {}}}};
        QVERIFY(!attackOutcome(wrong, after).successRate.has_value());
    }

    void pairedDifferenceOfTwoModels() {
        const Interval d = accuracyDifference(original(), perturbed(), BootstrapOptions{});
        QCOMPARE(d.estimate, 4.0 / 6.0 - 3.0 / 6.0);
        QVERIFY(d.low <= d.estimate && d.estimate <= d.high);
        // Per example the difference is one of -1, 0, 1: r2 r5 are +1, r6 is -1.
        QVERIFY(d.low >= -1.0 && d.high <= 1.0);
        PredictionSet relabelled = perturbed();
        relabelled.predictions[0].gold = "positive";
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 accuracyDifference(original(), relabelled, BootstrapOptions{}));
    }
};

QTEST_MAIN(TestAccuracy)
#include "tst_accuracy.moc"

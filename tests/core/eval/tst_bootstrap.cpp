#include <QtTest>

#include <random>

#include "common/Error.h"
#include "eval/Bootstrap.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

std::vector<bool> bernoulli(std::mt19937_64& rng, std::size_t n, double p) {
    std::vector<bool> flags(n);
    for (std::size_t i = 0; i < n; ++i) {
        flags[i] = static_cast<double>(rng() >> 11) * 0x1.0p-53 < p;
    }
    return flags;
}

}  // namespace

class TestBootstrap : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void quantilesInterpolateLikeNumpy() {
        const std::vector<double> sorted{1, 2, 3, 4};
        QCOMPARE(quantileOfSorted(sorted, 0.0), 1.0);
        QCOMPARE(quantileOfSorted(sorted, 1.0), 4.0);
        QCOMPARE(quantileOfSorted(sorted, 0.5), 2.5);      // position 1.5
        QCOMPARE(quantileOfSorted(sorted, 0.025), 1.075);  // position 0.075
    }

    // 5 resamples beyond each bound: 200 for 95%, 1000 for 99%, 100 for 90%.
    void leastResamplesLeaveFiveBeyondEachBound() {
        QCOMPARE(leastResamples(0.95), std::size_t(200));
        QCOMPARE(leastResamples(0.99), std::size_t(1000));
        QCOMPARE(leastResamples(0.9), std::size_t(100));
        QCOMPARE(leastResamples(0.5), std::size_t(20));
        // With that many, the interval of 2 right of 3 holds its estimate.
        BootstrapOptions options;
        options.resamples = leastResamples(options.confidence);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            options.seed = seed;
            const Interval i = bootstrapAccuracy({true, true, false}, options);
            QVERIFY(i.low <= i.estimate && i.estimate <= i.high);
        }
    }

    void theSameSeedGivesTheSameInterval() {
        std::mt19937_64 rng(7);
        const std::vector<bool> sample = bernoulli(rng, 300, 0.7);
        const Interval a = bootstrapAccuracy(sample, BootstrapOptions{});
        const Interval b = bootstrapAccuracy(sample, BootstrapOptions{});
        QCOMPARE(a.low, b.low);
        QCOMPARE(a.high, b.high);
        BootstrapOptions other;
        other.seed = 8;
        const Interval c = bootstrapAccuracy(sample, other);
        QVERIFY(c.low != a.low || c.high != a.high);
        QCOMPARE(a.estimate, c.estimate);
    }

    void ninetyFivePercentIntervalsCoverTheTrueAccuracy() {
        // 200 samples of 300 Bernoulli(0.7) outcomes: the percentile interval should contain
        // 0.7 about 95% of the time (the percentile method runs a little under nominal at this
        // size, so 90-99% is the band a correct implementation lands in).
        std::mt19937_64 rng(2022);
        int covered = 0;
        double width = 0.0;
        for (int repetition = 0; repetition < 200; ++repetition) {
            BootstrapOptions options;
            options.seed = static_cast<std::uint64_t>(repetition) + 1;
            const Interval interval = bootstrapAccuracy(bernoulli(rng, 300, 0.7), options);
            covered += interval.low <= 0.7 && 0.7 <= interval.high ? 1 : 0;
            width += interval.high - interval.low;
        }
        QVERIFY2(covered >= 180 && covered <= 198, qPrintable(QString::number(covered)));
        // The normal-approximation width is 2 * 1.96 * sqrt(0.7 * 0.3 / 300) = 0.1037.
        QVERIFY2(std::abs(width / 200 - 0.1037) < 0.01, qPrintable(QString::number(width / 200)));
        // A 50% interval is narrower and covers far less often.
        int coveredAtHalf = 0;
        for (int repetition = 0; repetition < 200; ++repetition) {
            BootstrapOptions options;
            options.confidence = 0.5;
            options.seed = static_cast<std::uint64_t>(repetition) + 1;
            const Interval interval = bootstrapAccuracy(bernoulli(rng, 300, 0.7), options);
            coveredAtHalf += interval.low <= 0.7 && 0.7 <= interval.high ? 1 : 0;
        }
        QVERIFY2(coveredAtHalf >= 80 && coveredAtHalf <= 120,
                 qPrintable(QString::number(coveredAtHalf)));
    }

    void pairedResamplingUsesTheCorrelationOfTheTwoSides() {
        // Two models that agree on all but 10 of 400 examples: the paired interval of the
        // difference is far narrower than the accuracies' own intervals.
        std::mt19937_64 rng(11);
        std::vector<bool> first = bernoulli(rng, 400, 0.7);
        std::vector<bool> second = first;
        for (std::size_t i = 0; i < 10; ++i) {
            second[i * 37] = !second[i * 37];
        }
        const BootstrapOptions options;
        const Interval difference = pairedBootstrapDifference(first, second, options);
        const Interval single = bootstrapAccuracy(first, options);
        QVERIFY(difference.low <= difference.estimate && difference.estimate <= difference.high);
        QVERIFY2((difference.high - difference.low) < 0.5 * (single.high - single.low),
                 qPrintable(QString("%1 vs %2")
                                .arg(difference.high - difference.low)
                                .arg(single.high - single.low)));
        // Identical predictions differ by exactly zero in every resample.
        const Interval none = pairedBootstrapDifference(first, first, options);
        QCOMPARE(none.low, 0.0);
        QCOMPARE(none.high, 0.0);
    }

    void refusesEmptyOrUnpairedInput() {
        QVERIFY_THROWS_EXCEPTION(InputError, bootstrapAccuracy({}, BootstrapOptions{}));
        QVERIFY_THROWS_EXCEPTION(
            InputError, pairedBootstrapDifference({true}, {true, false}, BootstrapOptions{}));
        BootstrapOptions bad;
        bad.confidence = 1.0;
        QVERIFY_THROWS_EXCEPTION(InputError, bootstrapAccuracy({true}, bad));
    }
};

QTEST_MAIN(TestBootstrap)
#include "tst_bootstrap.moc"

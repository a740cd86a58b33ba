#include <QtTest>

#include <cmath>

#include "attrib/LeastSquares.h"
#include "attrib/WordPresence.h"
#include "common/Error.h"

using namespace akshara;
using namespace akshara::attrib;

class TestLeastSquares : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // y = 0.5 + 2 a - 3 b, with the weights of the rows irrelevant for an exact fit.
    void recoversAnExactLinearModel() {
        const std::vector<std::vector<double>> rows = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 1}};
        std::vector<double> y;
        for (const auto& r : rows) {
            y.push_back(0.5 + 2 * r[0] - 3 * r[1]);
        }
        const auto beta = weightedLeastSquares(rows, y, {1, 5, 0.1, 2, 1}, 0.0);
        QCOMPARE(beta.size(), std::size_t(3));
        QVERIFY(std::fabs(beta[0] - 0.5) < 1e-9);
        QVERIFY(std::fabs(beta[1] - 2) < 1e-9);
        QVERIFY(std::fabs(beta[2] + 3) < 1e-9);
    }

    // Weights decide between inconsistent samples: a weighted mean for a single intercept.
    void weightsPullTheFit() {
        const auto beta = weightedLeastSquares({{1}, {1}, {0}}, {1, 4, 0}, {2, 1, 1}, 0.0);
        QVERIFY(std::fabs(beta[0]) < 1e-9);
        QVERIFY(std::fabs(beta[1] - 2.0) < 1e-9);  // (2*1 + 1*4) / 3
    }

    void ridgeShrinks() {
        const auto plain = weightedLeastSquares({{0}, {1}}, {0, 1}, {1, 1}, 0.0);
        const auto ridge = weightedLeastSquares({{0}, {1}}, {0, 1}, {1, 1}, 1.0);
        QVERIFY(std::fabs(plain[1] - 1.0) < 1e-9);
        QVERIFY(ridge[1] > 0.1 && ridge[1] < 0.9);
    }

    void singularSystemsThrow() {
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 weightedLeastSquares({{1, 1}, {1, 1}}, {1, 2}, {1, 1}, 0.0));
        QVERIFY_THROWS_EXCEPTION(InputError, weightedLeastSquares({{1}}, {1, 2}, {1}, 0.0));
    }

    void shapleyCoalitions() {
        // 4 words: 14 proper subsets fit in 20 samples, so all are enumerated.
        const auto all = shapleySamples(4, 20, 1);
        QCOMPARE(all.presence.size(), std::size_t(16));
        QCOMPARE(all.presence[0], std::vector<double>(4, 1.0));
        QCOMPARE(all.presence[1], std::vector<double>(4, 0.0));
        // Kernel weight of a single word: (n-1) / (C(n,1) * 1 * (n-1)) = 1/4.
        QCOMPARE(all.weights[2], 0.25);
        const auto sampled = shapleySamples(12, 50, 1);
        QCOMPARE(sampled.presence.size(), std::size_t(52));
        for (std::size_t k = 2; k < sampled.presence.size(); ++k) {
            double kept = 0;
            for (auto v : sampled.presence[k]) {
                kept += v;
            }
            QVERIFY(kept >= 1 && kept <= 11);
        }
        QCOMPARE(shapleySamples(12, 50, 1).presence, sampled.presence);
        QVERIFY(shapleySamples(12, 50, 2).presence != sampled.presence);
    }

    // KernelSHAP's stated least budget, words + 1, gives a solvable system for every seed:
    // random coalitions alone leave it singular for some (3 words, seed 1: a set and its
    // complement drawn twice).
    void shapleyCoalitionsAtTheLeastBudgetCanBeSolved() {
        for (const std::size_t n : {3, 5, 7, 14, 40}) {
            for (std::uint64_t seed = 0; seed < 200; ++seed) {
                const auto s = shapleySamples(n, n + 1, seed);
                QCOMPARE(s.presence.size(), n + 3);
                std::vector<double> y;
                for (std::size_t k = 0; k < s.presence.size(); ++k) {
                    y.push_back(0.1 * static_cast<double>(k % 7));
                }
                try {
                    QCOMPARE(weightedLeastSquares(s.presence, y, s.weights, 0.0).size(), n + 1);
                } catch (const InputError& e) {
                    QFAIL(qPrintable(QString("%1 words, seed %2: %3")
                                         .arg(n)
                                         .arg(seed)
                                         .arg(QString::fromStdString(e.message()))));
                }
            }
        }
    }

    void limeSamplesRemoveWords() {
        const auto s = limeSamples(6, 30, 4);
        QCOMPARE(s.presence.size(), std::size_t(30));
        QCOMPARE(s.weights[0], 1.0);
        for (std::size_t k = 1; k < s.presence.size(); ++k) {
            double kept = 0;
            for (auto v : s.presence[k]) {
                kept += v;
            }
            QVERIFY(kept >= 1 && kept <= 5);
            QVERIFY(s.weights[k] < 1.0 && s.weights[k] > 0.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestLeastSquares)
#include "tst_least_squares.moc"

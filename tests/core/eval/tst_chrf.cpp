#include <QtTest>

#include "common/Error.h"
#include "eval/Chrf.h"

using namespace akshara;
using namespace akshara::eval;

// The expected values are worked out by hand from sacrebleu's CHRF (char_order 6, word_order
// 0, beta 2): per order n, P_n = matched / hypothesis n-grams and R_n = matched / reference
// n-grams; P and R are their means over the orders with n-grams on both sides; chrF =
// 100 * 5 P R / (4 P + R).
class TestChrf : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shortHypothesis() {
        // "ab" against "abc": n=1: 2 hyp, 3 ref, 2 matched; n=2: 1, 2, 1; n=3: 0, 1, 0 (no
        // hypothesis n-gram: not counted); n=4..6: nothing. Two effective orders:
        // P = (1 + 1) / 2 = 1, R = (2/3 + 1/2) / 2 = 7/12, F = 5 * 7/12 / (4 + 7/12) = 7/11.
        QVERIFY(qAbs(sentenceChrf("ab", "abc") - 700.0 / 11.0) < 1e-9);
        const ChrfStatistics s = chrfStatistics("ab", "abc");
        QCOMPARE(s.orders.size(), std::size_t(6));
        QCOMPARE(s.orders[0], (std::array<std::size_t, 3>{2, 3, 2}));
        QCOMPARE(s.orders[2], (std::array<std::size_t, 3>{0, 1, 0}));
    }

    void repeatedCharactersAreClipped() {
        // "aaa" against "aa": n=1: 3, 2, min(3, 2) = 2; n=2: 2, 1, 1; n=3: 0, 0, 0 (the
        // reference has no trigram, so the hypothesis's is not counted, as in sacrebleu).
        // P = (2/3 + 1/2) / 2 = 7/12, R = (1 + 1) / 2 = 1, F = 5 * 7/12 / (4 * 7/12 + 1) = 7/8.
        QVERIFY(qAbs(sentenceChrf("aaa", "aa") - 87.5) < 1e-9);
        QCOMPARE(chrfStatistics("aaa", "aa").orders[2], (std::array<std::size_t, 3>{0, 0, 0}));
    }

    void whitespaceIsRemovedBeforeCounting() {
        // "क ख" and "कख" are the same two code points once spaces go: a perfect score.
        QVERIFY(qAbs(sentenceChrf("क ख", "कख") - 100.0) < 1e-9);
        // A no-break space and an ideographic space count as whitespace too (Python's str.split).
        QVERIFY(qAbs(sentenceChrf("क\u00A0ख\u3000ग", "कखग") - 100.0) < 1e-9);
    }

    void polishDiacriticError() {
        // "jezyk" against "język": n=1: 4 of 5 match; n=2 (je ez zy yk / ję ęz zy yk): 2 of 4;
        // n=3: zyk, 1 of 3; n=4: 0 of 2; n=5: 0 of 1; n=6: none. Five effective orders,
        // P = R = (0.8 + 0.5 + 1/3) / 5 = 49/150, so F = 49/150.
        QVERIFY(qAbs(sentenceChrf("jezyk", "język") - 4900.0 / 150.0) < 1e-9);
    }

    void corpusScoreSumsStatisticsBeforeAveraging() {
        // Sums of the two segments above: n=1: 5, 5, 4; n=2: 3, 3, 2; n=3: 0, 1, 0 ("aaa"'s
        // trigram is not counted against "aa", which has none, as sacrebleu 2 counts it), so
        // not effective. P = R = (4/5 + 2/3) / 2 = 11/15 = F.
        const double corpus = corpusChrf({"ab", "aaa"}, {"abc", "aa"});
        QVERIFY2(qAbs(corpus - 1100.0 / 15.0) < 1e-9, std::to_string(corpus).c_str());
        // Not the mean of the sentence scores (63.6 and 87.5).
        QVERIFY(qAbs(corpus - (700.0 / 11.0 + 87.5) / 2) > 1.0);
    }

    void degenerateInputs() {
        QCOMPARE(sentenceChrf("", "नमस्ते"), 0.0);
        QCOMPARE(sentenceChrf("नमस्ते", ""), 0.0);
        QCOMPARE(sentenceChrf("xyz", "abc"), 0.0);
        QVERIFY_THROWS_EXCEPTION(InputError, corpusChrf({"a"}, {}));
        QVERIFY_THROWS_EXCEPTION(InputError, sentenceChrf("\xC3", "a"));
    }

    void publishedSacrebleuScores() {
        // The examples of the Hugging Face chrF metric card, which calls sacrebleu's CHRF with
        // its defaults (there on a 0..100 scale).
        QVERIFY(qAbs(corpusChrf(
                         {"The relationship between Obama and Netanyahu is not exactly friendly."},
                         {"The ties between Obama and Netanyahu are not particularly friendly."}) -
                     61.576379378113785) < 1e-9);
        QVERIFY(qAbs(corpusChrf(
                         {"The relationship between cats and dogs is not exactly friendly.",
                          "a good bookshop is just a genteel black hole that knows how to read."},
                         {"The relationship between dogs and cats is not exactly friendly.",
                          "A good bookshop is just a genteel Black Hole that knows how to read."}) -
                     84.64214891738334) < 1e-9);
    }
};

QTEST_MAIN(TestChrf)
#include "tst_chrf.moc"

#include <QtTest>

#include "AttackDoubles.h"
#include "attack/GreedyAttack.h"
#include "attack/Similarity.h"
#include "common/Error.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::attack;
using namespace akshara::test;

namespace {

// The first case: "good" is the most important word; two of its candidates flip the
// prediction, the second one more strongly, but the first that flips is taken.
struct FlipCase {
    WordListClassifier classifier{
        {{"good", 3}, {"fun", 1}, {"film", 0.5}, {"goxd", -5}, {"gooz", -6}}, -1};
    FixedRanker ranker{{{"good", 3}, {"fun", 2}, {"film", 1}}};
    ListOperator op{{{"good", {"gxod", "goxd", "gooz"}}}};
};

AttackOptions noFilter() {
    AttackOptions o;
    o.minSimilarity = 0;
    return o;
}

}  // namespace

class TestGreedyAttack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void takesTheFirstCandidateThatFlipsThePrediction() {
        FlipCase c;
        const TextInput input{"the film was good and fun", "", false};
        // logit of class 1: -1 + 0.5 + 3 + 1 = 3.5; with gxod 0.5, goxd -4.5, gooz -5.5.
        const auto r = attackExample(c.classifier, c.ranker, c.op, {}, input, 1, noFilter());
        QVERIFY(!r.skipped);
        QVERIFY(r.success);
        QCOMPARE(r.adversarial.first, std::string("the film was goxd and fun"));
        QCOMPARE(r.originalClass, 1);
        QCOMPARE(r.adversarialClass, 0);
        QCOMPARE(r.changes.size(), std::size_t(1));
        QCOMPARE(r.changes[0].original, std::string("good"));
        QCOMPARE(r.changes[0].replacement, std::string("goxd"));
        QCOMPARE(r.changes[0].edit.position, std::size_t(15));  // 13 + 2
        QCOMPARE(text::encodeUtf8(r.changes[0].edit.from), std::string("o"));
        QCOMPARE(text::encodeUtf8(r.changes[0].edit.to), std::string("x"));
        QCOMPARE(r.words, std::size_t(6));
        QCOMPARE(r.candidateCounts, std::vector<std::size_t>{3});
        QCOMPARE(r.queries, std::size_t(4));  // the original and the three candidates
        QVERIFY(std::abs(r.adversarialProbabilities[1] - 1.0 / (1.0 + std::exp(4.5))) < 1e-12);
        QCOMPARE(c.classifier.queries(), std::size_t(4));
    }

    void keepsTheLowestCandidateAndStopsAtFortyPercent() {
        // logit 9: good 3, fun 2, film 2, nice 2, cast 1, bias -1. Five words: after the
        // second change, floor(0.4 * 5) = 2 words (40%) are changed and the search stops,
        // still class 1.
        WordListClassifier classifier({{"good", 3},
                                       {"fun", 2},
                                       {"film", 2},
                                       {"nice", 2},
                                       {"cast", 1},
                                       {"gxod", 1},
                                       {"gzod", 2},
                                       {"fan", 4},
                                       {"fin", 5}},
                                      -1);
        FixedRanker ranker({{"good", 5}, {"fun", 4}, {"nice", 3}, {"film", 2}, {"cast", 1}});
        ListOperator op({{"good", {"gxod", "gyod", "gzod"}},
                         {"fun", {"fan", "fin"}},
                         {"nice", {"nica"}},
                         {"film", {"filn"}},
                         {"cast", {"cost"}}});
        const TextInput input{"good fun film nice cast", "", false};
        const auto r = attackExample(classifier, ranker, op, {}, input, 1, noFilter());
        QVERIFY(!r.success);
        // gyod (weight 0) lowers p1 most; fun's candidates both raise it: fun stays.
        QCOMPARE(r.adversarial.first, std::string("gyod fun film nica cast"));
        QCOMPARE(r.changes.size(), std::size_t(2));
        QCOMPARE(r.changes[0].replacement, std::string("gyod"));
        QCOMPARE(r.changes[1].replacement, std::string("nica"));
        QCOMPARE(r.changes[1].edit.position, std::size_t(17));
        // film and cast not visited
        QCOMPARE(r.candidateCounts, (std::vector<std::size_t>{3, 2, 1}));
        QCOMPARE(r.queries, std::size_t(1 + 3 + 2 + 1));
        QCOMPARE(r.adversarialClass, 1);
        QVERIFY(std::abs(r.adversarialProbabilities[1] - 1.0 / (1.0 + std::exp(-4.0))) < 1e-12);
    }

    // 40% of three words is 1.2: one word may change, not two. Of two words, 0.8 rounds down
    // to none, and one may change all the same.
    void changesAtMostFortyPercentOfTheWordsAndAtLeastOne() {
        WordListClassifier classifier(
            {{"good", 3}, {"fun", 2}, {"film", 1}, {"gxod", 1}, {"fxn", 0.5}}, -1);
        FixedRanker ranker({{"good", 3}, {"fun", 2}, {"film", 1}});
        ListOperator op({{"good", {"gxod"}}, {"fun", {"fxn"}}, {"film", {"filn"}}});
        auto r =
            attackExample(classifier, ranker, op, {}, {"good fun film", "", false}, 1, noFilter());
        QVERIFY(!r.success);
        QCOMPARE(r.words, std::size_t(3));
        QCOMPARE(r.adversarial.first, std::string("gxod fun film"));
        QCOMPARE(r.candidateCounts, std::vector<std::size_t>{1});
        r = attackExample(classifier, ranker, op, {}, {"fun film", "", false}, 1, noFilter());
        QVERIFY(!r.success);
        QCOMPARE(r.adversarial.first, std::string("fxn film"));
        QCOMPARE(r.candidateCounts, std::vector<std::size_t>{1});
    }

    void editsReplayedOnTheOriginalGiveTheAdversarialText() {
        WordListClassifier classifier({{"good", 3}, {"film", 2}, {"nice", 2}}, -1);
        FixedRanker ranker({{"nice", 3}, {"good", 2}, {"film", 1}});
        ListOperator op({{"good", {"gxod"}}, {"nice", {"nica"}}, {"film", {"filn"}}});
        const TextInput input{"good film nice", "", false};
        auto options = noFilter();
        options.maxPerturbedFraction = 1.0;
        const auto r = attackExample(classifier, ranker, op, {}, input, 1, options);
        QCOMPARE(r.changes.size(), std::size_t(3));
        auto replay = text::decodeUtf8(input.first);
        for (const auto& c : r.changes) {
            QVERIFY(perturb::applyEdit(replay, c.edit));
        }
        QCOMPARE(text::encodeUtf8(replay), r.adversarial.first);
    }

    void attacksOnlyTheSentenceItIsTold() {
        // Sentence 1's words rank highest, and changing "good" would flip; with the second
        // sentence as the target only "nice" may change.
        WordListClassifier classifier(
            {{"good", 3}, {"film", 1}, {"nice", 2}, {"cast", 1}, {"gxod", -10}, {"nxce", -8}}, -1);
        FixedRanker ranker({{"good", 9}, {"film", 8}, {"nice", 2}, {"cast", 1}});
        ListOperator op({{"good", {"gxod"}}, {"nice", {"nxce"}}});
        const TextInput input{"good film", "nice cast", true};
        auto options = noFilter();
        options.targetSentence = 1;
        const auto second = attackExample(classifier, ranker, op, {}, input, 1, options);
        QVERIFY(second.success);
        QCOMPARE(second.adversarial.first, std::string("good film"));
        QCOMPARE(second.adversarial.second, std::string("nxce cast"));
        QCOMPARE(second.words, std::size_t(2));
        options.targetSentence = 0;
        const auto first = attackExample(classifier, ranker, op, {}, input, 1, options);
        QVERIFY(first.success);
        QCOMPARE(first.adversarial.first, std::string("gxod film"));
        QCOMPARE(first.adversarial.second, std::string("nice cast"));

        const TextInput single{"good film", "", false};
        options.targetSentence = 1;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 attackExample(classifier, ranker, op, {}, single, 1, options));
    }

    void skipsExamplesTheModelGetsWrong() {
        FlipCase c;
        const TextInput input{"the film was good and fun", "", false};
        const auto r = attackExample(c.classifier, c.ranker, c.op, {}, input, 0, noFilter());
        QVERIFY(r.skipped);
        QVERIFY(r.skipReason == SkipReason::Misclassified);
        QVERIFY(!r.success);
        QCOMPARE(r.queries, std::size_t(1));
        QCOMPARE(c.ranker.calls, 0);
        QCOMPARE(r.adversarial.first, input.first);
        QCOMPARE(r.words, std::size_t(6));  // for the sentence length over all examples
    }

    // Punctuation or emoji alone: classified right (class 0 at logit -1), nothing to rank.
    void skipsExamplesWithoutWords() {
        FlipCase c;
        for (const char* text : {"!!!", "👍👍", "  ...  "}) {
            const auto r =
                attackExample(c.classifier, c.ranker, c.op, {}, {text, "", false}, 0, noFilter());
            QVERIFY2(r.skipped, text);
            QVERIFY(r.skipReason == SkipReason::NoWords);
            QVERIFY(!r.success);
            QCOMPARE(r.words, std::size_t(0));
            QCOMPARE(r.queries, std::size_t(1));
            QCOMPARE(r.adversarial.first, std::string(text));
        }
        // The attacked sentence of a pair has none; the other one's words are not attacked.
        auto options = noFilter();
        options.targetSentence = 1;
        const auto r =
            attackExample(c.classifier, c.ranker, c.op, {}, {"good film", "!!", true}, 1, options);
        QVERIFY(r.skipReason == SkipReason::NoWords);
        QCOMPARE(r.adversarial.first, std::string("good film"));
        QCOMPARE(c.ranker.calls, 0);
    }

    // Of a pair, only the attacked sentence's words are ranked and kept with the result.
    void ranksOnlyTheAttackedSentence() {
        FlipCase c;
        auto options = noFilter();
        options.targetSentence = 1;
        const auto r = attackExample(c.classifier, c.ranker, c.op, {},
                                     {"the film was fun", "good and fun", true}, 1, options);
        QVERIFY(r.success);
        QCOMPARE(r.importance.words.size(), std::size_t(3));
        for (const auto& w : r.importance.words) {
            QCOMPARE(w.sequence, 1);
        }
        QCOMPARE(r.words, std::size_t(3));
    }

    void similarityFilterDropsCandidatesBelowTheThreshold() {
        FlipCase c;
        ChrfSimilarity chrf;
        const TextInput input{"the film was good and fun", "", false};
        AttackOptions strict;
        strict.minSimilarity = 0.99;  // one letter changed in 21 is far below that
        auto r = attackExample(c.classifier, c.ranker, c.op, {&chrf}, input, 1, strict);
        QVERIFY(!r.success);
        QCOMPARE(r.candidateCounts, (std::vector<std::size_t>{0, 0, 0, 0, 0, 0}));
        QCOMPARE(r.queries, std::size_t(1));
        AttackOptions paper;  // 0.6
        r = attackExample(c.classifier, c.ranker, c.op, {&chrf}, input, 1, paper);
        QVERIFY2(r.success, r.adversarial.first.c_str());
        QCOMPARE(r.adversarial.first, std::string("the film was goxd and fun"));
    }
};

QTEST_APPLESS_MAIN(TestGreedyAttack)
#include "tst_greedy_attack.moc"

#include <QtTest>

#include "TestSupport.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"

#include <set>
#include "text/WordSegmenter.h"

using namespace akshara;
using namespace akshara::perturb;
using akshara::test::qs;
using akshara::test::u32;

namespace {

std::unique_ptr<Operator> make(const std::string& name, const std::string& lang) {
    OperatorOptions options;
    options.language = lang;
    return createOperator(name, options);
}

}  // namespace

class TestSentence : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void editsReplayToThePerturbedText() {
        const std::u32string sentence = u32("यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।");
        for (const char* name :
             {"phono", "ortho", "random", "insert", "delete", "swap", "split", "substitute"}) {
            for (std::uint64_t seed = 0; seed < 20; ++seed) {
                Rng rng = rngForItem(seed, 0);
                const PerturbedText r = perturbText(sentence, *make(name, "hi"), 3, rng);
                std::u32string replayed = r.original;
                for (const Edit& e : r.edits) {
                    QVERIFY(applyEdit(replayed, e));
                }
                QCOMPARE(qs(replayed), qs(r.perturbed));
                QVERIFY(r.perturbed != r.original);
                // The danda and the comma are never touched.
                QVERIFY(r.perturbed.find(U'।') != std::u32string::npos);
                QVERIFY(r.perturbed.find(U',') != std::u32string::npos);
            }
        }
    }

    void firstPaperChangesOneCharacterPerWord() {
        const std::u32string sentence = u32("यह फ़िल्म बहुत बेकार थी");
        Rng rng = rngForItem(5, 0);
        const PerturbedText r = perturbText(sentence, *make("phono", "hi"), 2, rng);
        QCOMPARE(r.edits.size(), std::size_t(2));
        QVERIFY(r.wordIndices[0] != r.wordIndices[1]);
    }

    void secondPaperDrawsTheNumberOfEdits() {
        // A 14-letter word allows up to floor(0.15 * 14) = 2 edits; a 5-letter word 1.
        std::set<std::size_t> seen;
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            Rng rng(seed);
            const std::size_t n = editsForWord(14, rng);
            QVERIFY(n >= 1 && n <= 2);
            seen.insert(n);
            Rng rng2(seed);
            QCOMPARE(editsForWord(5, rng2), std::size_t(1));
            Rng rng3(seed);
            QVERIFY(editsForWord(40, rng3) <= 4);
        }
        QCOMPARE(seen.size(), std::size_t(2));
    }

    void sameSeedSameOutput() {
        const std::u32string sentence = u32("Rzeka może być głęboka, ale morze jest głębsze.");
        for (const char* name : {"key", "ocr", "diacritic", "ortho-rule", "insert"}) {
            Rng a = rngForItem(42, 3);
            Rng b = rngForItem(42, 3);
            const auto op = make(name, "pl");
            QCOMPARE(qs(perturbText(sentence, *op, 2, a).perturbed),
                     qs(perturbText(sentence, *op, 2, b).perturbed));
        }
        Rng c = rngForItem(43, 3);
        Rng d = rngForItem(42, 3);
        const auto op = make("insert", "pl");
        QVERIFY(perturbText(sentence, *op, 2, c).perturbed !=
                perturbText(sentence, *op, 2, d).perturbed);
    }

    void fewerWordsWhenFewHaveCandidates() {
        // Only "शाम" has a sibilant.
        OperatorOptions options;
        options.language = "hi";
        options.category = "sibilant";
        Rng rng(1);
        const PerturbedText r =
            perturbText(u32("आज शाम को"), *createOperator("phono", options), 3, rng);
        QCOMPARE(r.edits.size(), std::size_t(1));
        QCOMPARE(r.edits[0].position, std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestSentence)
#include "tst_sentence.moc"

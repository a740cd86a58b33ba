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

    // A web address, an e-mail address and a handle are left whole: their pieces are no words
    // (https://exampe.pl and example.pól were written into the perturbed datasets).
    void linksAreNeverEdited() {
        const std::u32string sentence =
            u32("@anonymized_account Kupiłem „Żółwia” na https://example.pl/żółw, "
                "pisz: jan.kowalski@example.pl");
        for (const char* name : {"split", "diacritic", "key", "ocr", "delete", "ortho-rule"}) {
            for (std::uint64_t seed = 0; seed < 20; ++seed) {
                Rng rng = rngForItem(seed, 0);
                const PerturbedText r = perturbText(sentence, *make(name, "pl"), 6, rng);
                for (const char* link : {"@anonymized_account", "https://example.pl/żółw,",
                                         "jan.kowalski@example.pl"}) {
                    QVERIFY2(
                        r.perturbed.find(u32(link)) != std::u32string::npos,
                        qPrintable(
                            QString("%1 seed %2: %3").arg(name).arg(seed).arg(qs(r.perturbed))));
                }
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

    // Several edits of one word never lead back to a spelling it had: e -> ę, then ę -> e
    // would report two edits of a word that is left as it was.
    void editsOfAWordDoNotUndoEachOther() {
        const std::u32string sentence = u32("najprzyjemniejszymi przyjaciółmi rzeczywiście");
        for (const char* name : {"ocr", "key", "substitute"}) {
            const auto op = make(name, "pl");
            for (std::uint64_t seed = 0; seed < 100; ++seed) {
                Rng rng(seed);
                const PerturbedText r = perturbText(sentence, *op, 3, rng);
                // Replay each word's edits on the word alone: it must come out changed.
                const auto words = text::words(r.original);
                long shift = 0;
                for (std::size_t w = 0; w < words.size(); ++w) {
                    std::u32string word = words[w].text;
                    const long start = static_cast<long>(words[w].start) + shift;
                    bool edited = false;
                    for (std::size_t i = 0; i < r.edits.size(); ++i) {
                        if (r.wordIndices[i] != w) {
                            continue;
                        }
                        Edit local = r.edits[i];
                        local.position =
                            static_cast<std::size_t>(static_cast<long>(local.position) - start);
                        QVERIFY(applyEdit(word, local));
                        edited = true;
                    }
                    QVERIFY2(!edited || word != words[w].text,
                             qPrintable(QString::fromLatin1(name) + " seed " +
                                        QString::number(seed) + ": " + qs(words[w].text)));
                    shift +=
                        static_cast<long>(word.size()) - static_cast<long>(words[w].text.size());
                }
            }
        }
    }

    // Split and ortho-rule are the second paper's word-level perturbations: one space, one
    // spelling rule per word, however long (najprzyjemniejszymi has 19 letters, which the
    // character-level operators may edit twice).
    void wordLevelOperatorsChangeAWordOnce() {
        const std::u32string sentence = u32("najprzyjemniejszymi przyjaciółmi rzeczywiście");
        for (const char* name : {"ortho-rule", "split"}) {
            const auto op = make(name, "pl");
            for (std::uint64_t seed = 0; seed < 100; ++seed) {
                Rng rng(seed);
                const PerturbedText r = perturbText(sentence, *op, 3, rng);
                const std::set<std::size_t> words(r.wordIndices.begin(), r.wordIndices.end());
                QVERIFY2(!r.edits.empty() && words.size() == r.edits.size(),
                         qPrintable(QString::fromLatin1(name) + " seed " + QString::number(seed) +
                                    ": " + qs(r.perturbed)));
            }
        }
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

    // A word that ends in a digit (COVID19, भारत2) is a word, its letters changed as those
    // of a word that begins with one; the numbers themselves are never touched.
    void wordsEndingInADigitArePerturbed() {
        const std::u32string sentence = u32("COVID19 mp3 Windows10 1947");
        const auto key = make("key", "en");
        QCOMPARE(changeableWords(sentence, *key), std::size_t(3));
        Rng rng = rngForItem(1, 0);
        const PerturbedText r = perturbText(sentence, *key, 3, rng);
        QCOMPARE(r.edits.size(), std::size_t(3));
        QVERIFY(r.perturbed.find(u32(" 1947")) != std::u32string::npos);
        const auto phono = make("phono", "hi");
        QCOMPARE(changeableWords(u32("भारत2 किताब3 १९४७"), *phono), std::size_t(2));
    }

    // A token of a thousand characters (text run together) is no word: it is left as it is,
    // at once, and the words beside it are perturbed.
    void aRunTogetherTokenIsLeftAsItIs() {
        std::u32string run;
        while (run.size() < 1000) {
            run += u32("नमस्तेभारतक्षत्रियसंस्कृतम्");
        }
        const std::u32string sentence = u32("यह फ़िल्म ") + run + u32(" बहुत बेकार थी");
        for (const char* name : {"random", "insert", "phono"}) {
            Rng rng = rngForItem(1, 0);
            const auto op = make(name, "hi");
            QCOMPARE(changeableWords(sentence, *op), std::size_t(5));
            const PerturbedText r = perturbText(sentence, *op, 6, rng);
            QVERIFY2(r.perturbed.find(run) != std::u32string::npos, name);
            QVERIFY(!r.edits.empty());
            for (const std::size_t word : r.wordIndices) {
                QVERIFY(text::words(r.original)[word].text != run);
            }
        }
        // The longest word perturbed has 256 characters.
        std::u32string word;
        while (word.size() < kLongestWord) {
            word += u32("konstantynopolitańczykowianeczka");
        }
        word.resize(kLongestWord);
        const auto key = make("key", "pl");
        QVERIFY(!key->candidates(word).empty());
        QVERIFY(key->candidates(word + U'a').empty());
    }
};

QTEST_APPLESS_MAIN(TestSentence)
#include "tst_sentence.moc"

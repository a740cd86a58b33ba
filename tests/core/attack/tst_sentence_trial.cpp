// One sentence tried with an operator: distinct perturbed versions of a real Hindi and Polish
// sentence, each made by its edits, and a classifier whose verdict is known from its words.
#include <QtTest>

#include <set>

#include "AttackDoubles.h"
#include "attack/SentenceTrial.h"
#include "common/Error.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

using namespace akshara;

namespace {

// Lost Polish diacritics, `words` words changed in each of `variants` versions.
attack::TrialOptions polishDiacritics(std::size_t words, std::size_t variants) {
    attack::TrialOptions options;
    options.op = "diacritic";
    options.operatorOptions.language = "pl";
    options.words = words;
    options.variants = variants;
    return options;
}

// How many words of `original` a version spells otherwise; -1 when it has another number of
// words.
int changedWords(const std::string& original, const std::string& version) {
    const auto before = text::words(text::decodeUtf8(original));
    const auto after = text::words(text::decodeUtf8(version));
    if (before.size() != after.size()) {
        return -1;
    }
    int changed = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        changed += before[i].text != after[i].text ? 1 : 0;
    }
    return changed;
}

bool hasWord(const std::string& sentence, const std::string& word) {
    for (const auto& w : text::words(text::decodeUtf8(sentence))) {
        if (text::encodeUtf8(w.text) == word) {
            return true;
        }
    }
    return false;
}

// The word-list classifier, keeping every input it was given.
class RecordingClassifier : public test::WordListClassifier {
public:
    using WordListClassifier::WordListClassifier;
    std::vector<attack::TextInput> inputs;

protected:
    std::vector<std::vector<double>> probabilities(
        const std::vector<attack::TextInput>& given) override {
        inputs.insert(inputs.end(), given.begin(), given.end());
        return WordListClassifier::probabilities(given);
    }
};

}  // namespace

class SentenceTrialTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Every version differs from the sentence and from the others, is what its edits make of
    // the sentence, and changed one word; the classifier's verdict flips exactly on the
    // versions that lost the word it weighs.
    void versionsAreDistinctAndClassified() {
        const std::string sentence = "यह फिल्म बहुत अच्छी थी";
        test::WordListClassifier classifier({{"अच्छी", 4.0}}, -1.0);
        attack::TrialOptions options;
        options.op = "phono";
        options.operatorOptions.language = "hi";
        options.variants = 12;
        options.seed = 7;
        const attack::SentenceTrial trial = attack::trySentence(sentence, options, &classifier);
        QCOMPARE(trial.original, sentence);
        QCOMPARE(trial.variants.size() + trial.missing, std::size_t(12));
        QVERIFY(trial.variants.size() >= 8);
        QCOMPARE(trial.probabilities.size(), std::size_t(2));
        QVERIFY(trial.probabilities[1] > 0.9);
        std::set<std::string> texts{sentence};
        int flipped = 0;
        for (const auto& variant : trial.variants) {
            QVERIFY2(texts.insert(variant.text).second, variant.text.c_str());
            QVERIFY(!variant.edits.empty());
            std::u32string rebuilt = text::decodeUtf8(sentence);
            for (const auto& edit : variant.edits) {
                QVERIFY(perturb::applyEdit(rebuilt, edit));
                QCOMPARE(edit.op, std::string("phono"));
            }
            QCOMPARE(text::encodeUtf8(rebuilt), variant.text);
            QCOMPARE(variant.probabilities.size(), std::size_t(2));
            const bool kept = hasWord(variant.text, "अच्छी");
            QCOMPARE(variant.probabilities[1] > 0.5, kept);
            flipped += kept ? 0 : 1;
        }
        QVERIFY(flipped > 0);
        QCOMPARE(classifier.queries(), trial.variants.size() + 1);  // one call for all

        // The same seed gives the same versions; without a classifier, no probabilities.
        const attack::SentenceTrial again = attack::trySentence(sentence, options);
        QCOMPARE(again.variants.size(), trial.variants.size());
        for (std::size_t i = 0; i < again.variants.size(); ++i) {
            QCOMPARE(again.variants[i].text, trial.variants[i].text);
            QVERIFY(again.variants[i].probabilities.empty());
        }
        QVERIFY(again.probabilities.empty());
    }

    // One sentence of an NLI pair: the model reads every version in its place in the pair,
    // the other sentence as it was given (in NFC).
    void aPairsSentenceIsClassifiedInThePair() {
        const std::string premise = "मंत्री कल स्कूल का दौरा करेंगे।";
        const std::string hypothesis = "मंत्री स्कूल में भाषण देंगे।";
        for (const int target : {0, 1}) {
            RecordingClassifier classifier({{"दौरा", 3.0}}, -1.0);
            attack::TrialOptions options;
            options.op = "phono";
            options.operatorOptions.language = "hi";
            options.variants = 4;
            options.pairedWith = target == 0 ? hypothesis : premise;
            options.targetSentence = target;
            const std::string tried = target == 0 ? premise : hypothesis;
            const attack::SentenceTrial trial = attack::trySentence(tried, options, &classifier);
            QCOMPARE(trial.pairedWith, options.pairedWith);
            QCOMPARE(trial.targetSentence, target);
            QVERIFY(!trial.variants.empty());
            QCOMPARE(classifier.inputs.size(), trial.variants.size() + 1);
            for (std::size_t i = 0; i < classifier.inputs.size(); ++i) {
                const attack::TextInput& input = classifier.inputs[i];
                const std::string& text = i == 0 ? trial.original : trial.variants[i - 1].text;
                QVERIFY(input.pair);
                QCOMPARE(target == 0 ? input.first : input.second, text);
                QCOMPARE(target == 0 ? input.second : input.first, options.pairedWith);
            }
            // The premise's word decides: the pair is classified with it on either side.
            QVERIFY(trial.probabilities[1] > 0.5);
        }
        attack::TrialOptions options;
        options.op = "phono";
        options.operatorOptions.language = "hi";
        options.pairedWith = " \t";
        QVERIFY_THROWS_EXCEPTION(InputError, attack::trySentence(hypothesis, options));
        options.pairedWith = premise;
        options.targetSentence = 2;
        QVERIFY_THROWS_EXCEPTION(InputError, attack::trySentence(hypothesis, options));
    }

    // Two words changed in each version of a Polish sentence by lost diacritics.
    void changesAsManyWordsAsAsked() {
        const attack::TrialOptions options = polishDiacritics(2, 5);
        const attack::SentenceTrial trial =
            attack::trySentence("Zażółć gęślą jaźń przy ścieżce", options);
        QCOMPARE(trial.variants.size(), std::size_t(5));
        for (const auto& variant : trial.variants) {
            QCOMPARE(changedWords(trial.original, variant.text), 2);
        }
    }

    // More words asked for than the sentence has that the operator can change: each version
    // changes those it can, and the trial says how many that is.
    void fewerWordsThanAskedAreSaid() {
        attack::TrialOptions options = polishDiacritics(5, 3);
        const std::string sentence = "Zażółć gęślą jaźń i kot";
        const attack::SentenceTrial trial = attack::trySentence(sentence, options);
        QCOMPARE(trial.words, std::size_t(5));
        QCOMPARE(trial.changeableWords, std::size_t(3));
        QVERIFY(!trial.variants.empty());
        for (const auto& variant : trial.variants) {
            QCOMPARE(changedWords(trial.original, variant.text), 3);
        }
        options.words = 3;
        QCOMPARE(attack::trySentence(sentence, options).changeableWords, std::size_t(3));
    }

    // Text the operator cannot change gives no versions, and says how many are missing; an
    // empty sentence, an unknown operator and an unsupported language are refused.
    void missingVersionsAndRefusals() {
        attack::TrialOptions options;
        options.op = "phono";
        options.operatorOptions.language = "hi";
        options.variants = 4;
        const attack::SentenceTrial latin = attack::trySentence("plain English words", options);
        QVERIFY(latin.variants.empty());
        QCOMPARE(latin.missing, std::size_t(4));
        QVERIFY_THROWS_EXCEPTION(InputError, attack::trySentence("  ", options));
        options.op = "no-such-operator";
        QVERIFY_THROWS_EXCEPTION(InputError, attack::trySentence("यह फिल्म", options));
        options.op = "phono";  // the Indic languages only
        options.operatorOptions.language = "pl";
        QVERIFY_THROWS_EXCEPTION(InputError, attack::trySentence("Zażółć gęślą jaźń", options));
    }
};

QTEST_APPLESS_MAIN(SentenceTrialTest)
#include "tst_sentence_trial.moc"

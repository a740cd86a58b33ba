#include <QtTest>

#include <algorithm>
#include <set>
#include <string>

#include "TestSupport.h"
#include "data/ConlluReader.h"
#include "data/Perturbation.h"
#include "data/ProbingDataset.h"
#include "data/SeededRandom.h"
#include "data/SsfReader.h"

using namespace akshara;
using namespace akshara::data;

namespace {

const std::string kHindi = AKSHARA_SOURCE_DIR "/tests/data/ssf/hindi-agreement.ssf";

std::string join(const std::vector<std::string>& tokens) {
    std::string out;
    for (const auto& t : tokens)
        out += (out.empty() ? "" : " ") + t;
    return out;
}

std::size_t indexOf(const Corpus& corpus, const std::string& id) {
    for (std::size_t i = 0; i < corpus.sentences.size(); ++i) {
        if (corpus.sentences[i].id == id)
            return i;
    }
    throw std::runtime_error("no sentence " + id);
}

std::string apply(const Corpus& corpus, std::size_t index, Perturbation p, std::uint64_t seed = 1,
                  const std::string& unk = "[UNK]", const PhraseSource* phrases = nullptr) {
    SeededRandom random(seed, 2, index);
    const Sentence& s = corpus.sentences[index];
    return join(perturb(s, s.units, p, random, unk, phrases, index));
}

}  // namespace

class TestPerturbation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesAreThePapers() {
        QCOMPARE(allPerturbations().size(), std::size_t{13});
        QCOMPARE(perturbationByName("dropfl"), std::optional<Perturbation>(Perturbation::DropFL));
        QCOMPARE(perturbationByName("APPENDR"), std::optional<Perturbation>(Perturbation::AppendR));
        QCOMPARE(std::string(perturbationName(Perturbation::KeepNV)), std::string("KeepNV"));
        QVERIFY(!perturbationByName("DropX"));
    }

    // UD Marathi dev 450: न्यायाधीशाने भीमाची मालकी काढून घेतली . ("The judge took away
    // Bhima's ownership.") Words: न्यायाधीशाने NOUN, भीमा PROPN + ची ADP (the multiword
    // token भीमाची), मालकी NOUN, काढून VERB, घेतली VERB, . PUNCT.
    void partOfSpeechPerturbationsOnMarathi() {
        if (test::sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const Corpus dev = readConllu(
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu").toStdString());
        const std::size_t i = indexOf(dev, "450");
        QCOMPARE(dev.sentences[i].text(), std::string("न्यायाधीशाने भीमाची मालकी काढून घेतली ."));
        // Dropping the proper noun भीमा leaves the postposition ची of its token.
        QCOMPARE(apply(dev, i, Perturbation::DropN), std::string("ची काढून घेतली ."));
        QCOMPARE(apply(dev, i, Perturbation::DropV), std::string("न्यायाधीशाने भीमाची मालकी ."));
        QCOMPARE(apply(dev, i, Perturbation::DropNV), std::string("ची ."));
        QCOMPARE(apply(dev, i, Perturbation::KeepNV),
                 std::string("न्यायाधीशाने भीमा मालकी काढून घेतली"));
        QCOMPARE(apply(dev, i, Perturbation::KeepN), std::string("न्यायाधीशाने भीमा मालकी"));
        QCOMPARE(apply(dev, i, Perturbation::KeepV), std::string("काढून घेतली"));
        // The full stop is not a word: DropL replaces घेतली.
        QCOMPARE(apply(dev, i, Perturbation::DropF), std::string("[UNK] भीमाची मालकी काढून घेतली ."));
        QCOMPARE(apply(dev, i, Perturbation::DropL),
                 std::string("न्यायाधीशाने भीमाची मालकी काढून [UNK] ."));
        QCOMPARE(apply(dev, i, Perturbation::DropFL),
                 std::string("[UNK] भीमाची मालकी काढून [UNK] ."));

        // DropRN drops exactly one of the three nouns; over seeds each of them goes.
        std::set<std::string> seen;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            seen.insert(apply(dev, i, Perturbation::DropRN, seed));
            QCOMPARE(apply(dev, i, Perturbation::DropRN, seed),
                     apply(dev, i, Perturbation::DropRN, seed));
        }
        QCOMPARE(seen, (std::set<std::string>{"भीमाची मालकी काढून घेतली .",
                                              "न्यायाधीशाने ची मालकी काढून घेतली .",
                                              "न्यायाधीशाने भीमाची काढून घेतली ."}));
        seen.clear();
        for (std::uint64_t seed = 0; seed < 40; ++seed)
            seen.insert(apply(dev, i, Perturbation::DropRV, seed));
        QCOMPARE(seen, (std::set<std::string>{"न्यायाधीशाने भीमाची मालकी घेतली .",
                                              "न्यायाधीशाने भीमाची मालकी काढून ."}));

        // Shuffle keeps the tokens, changes their order with the seed, repeats with it.
        std::vector<std::string> original;
        for (const auto& u : dev.sentences[i].units)
            original.push_back(u.form);
        std::sort(original.begin(), original.end());
        seen.clear();
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            const Sentence& s = dev.sentences[i];
            SeededRandom random(seed, 2, i);
            std::vector<std::string> shuffled =
                perturb(s, s.units, Perturbation::Shuffle, random, "[UNK]", nullptr, i);
            seen.insert(join(shuffled));
            std::sort(shuffled.begin(), shuffled.end());
            QCOMPARE(shuffled, original);
        }
        QVERIFY(seen.size() > 10);
        QCOMPARE(apply(dev, i, Perturbation::Shuffle, 5), apply(dev, i, Perturbation::Shuffle, 5));
    }

    void appendRandomPhraseFromAnotherSentence() {
        if (test::sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const Corpus dev = readConllu(
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu").toStdString());
        const PhraseSource phrases(dev.sentences);
        QVERIFY(phrases.size() > 50);
        const std::size_t i = indexOf(dev, "450");
        const std::string original = dev.sentences[i].text();
        std::set<std::string> appended;
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            const std::string out = apply(dev, i, Perturbation::AppendR, seed, "[UNK]", &phrases);
            QVERIFY(out.rfind(original + " ", 0) == 0);
            const std::string phrase = out.substr(original.size() + 1);
            appended.insert(phrase);
            // The phrase is a run of tokens of another sentence (at least two syntactic words,
            // which may be one written token such as गावातील = गावा + तील).
            bool found = false;
            for (std::size_t j = 0; j < dev.sentences.size(); ++j) {
                if (j != i && (" " + dev.sentences[j].text() + " ").find(" " + phrase + " ") !=
                                  std::string::npos) {
                    found = true;
                }
            }
            QVERIFY2(found, phrase.c_str());
            QVERIFY(!phrase.empty());
        }
        QVERIFY(appended.size() > 5);
    }

    // Hindi 5: पिताजी रोज़ अख़बार पढ़ते हैं । (nouns पिताजी, अख़बार; verbs पढ़ते VM, हैं VAUX).
    void perturbationsOnHindiSsf() {
        const Corpus hi = readSsf(kHindi);
        const std::size_t i = indexOf(hi, "5");
        QCOMPARE(apply(hi, i, Perturbation::DropN), std::string("रोज़ पढ़ते हैं ।"));
        QCOMPARE(apply(hi, i, Perturbation::DropV), std::string("पिताजी रोज़ अख़बार ।"));
        QCOMPARE(apply(hi, i, Perturbation::KeepV), std::string("पढ़ते हैं"));
        QCOMPARE(apply(hi, i, Perturbation::KeepNV), std::string("पिताजी अख़बार पढ़ते हैं"));
        QCOMPARE(apply(hi, i, Perturbation::DropFL, 1, "<unk>"),
                 std::string("<unk> रोज़ अख़बार पढ़ते <unk> ।"));
        // AppendR on SSF appends one whole chunk of another sentence.
        const PhraseSource phrases(hi.sentences);
        QCOMPARE(phrases.size(), std::size_t{23});  // the 27 chunks but the 4 BLK (only "।")
        std::set<std::string> chunks;
        for (std::size_t j = 0; j < hi.sentences.size(); ++j) {
            if (j == i)
                continue;
            for (const auto& node : hi.sentences[j].nodes) {
                std::string chunk;
                for (const std::size_t w : node.words) {
                    const Word& word = hi.sentences[j].words[w];
                    // The phrase leaves out the chunk's punctuation (जाएँगे of "जाएँगे ।").
                    if (word.wordClass != WordClass::Punctuation)
                        chunk += (chunk.empty() ? "" : " ") + word.form;
                }
                chunks.insert(chunk);
            }
        }
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            const std::string out = apply(hi, i, Perturbation::AppendR, seed, "[UNK]", &phrases);
            const std::string phrase = out.substr(hi.sentences[i].text().size() + 1);
            QVERIFY2(chunks.count(phrase) == 1, phrase.c_str());
        }
    }

    void aPerturbationThatLeavesNothingLeavesTheSentenceOut() {
        const Corpus hi = readSsf(kHindi);
        DatasetOptions options;
        options.perturbation = Perturbation::KeepN;
        // Sentence 3 (आप कल दिल्ली जाएँगे ।) keeps कल and दिल्ली; every sentence has a noun.
        ProbingDataset d = buildProbingDataset(hi.sentences, ProbingTask::SentLen, options);
        QCOMPARE(d.items.size(), std::size_t{6});
        QCOMPARE(d.items[2].text(), std::string("कल दिल्ली"));
        QCOMPARE(d.items[2].label, std::string("0-5"));  // the label of the original sentence
        Corpus noNouns;
        noNouns.sentences.push_back(hi.sentences[2]);
        for (auto& w : noNouns.sentences[0].words) {
            if (w.wordClass == WordClass::Noun)
                w.wordClass = WordClass::Adverb;
        }
        d = buildProbingDataset(noNouns.sentences, ProbingTask::SentLen, options);
        QVERIFY(d.items.empty());
        QCOMPARE(d.leftOutCounts().at("KeepN leaves no tokens"), std::size_t{1});

        // A sentence alone has no other sentence's phrase to append: it is left out, where it
        // was counted as perturbed, unchanged.
        options.perturbation = Perturbation::AppendR;
        d = buildProbingDataset(noNouns.sentences, ProbingTask::SentLen, options);
        QVERIFY(d.items.empty());
        QCOMPARE(d.leftOutCounts().at("AppendR finds no phrase of another sentence to append"),
                 std::size_t{1});
    }

    void seededRandomIsReproducibleAndUniform() {
        SeededRandom a(42, 1, 7), b(42, 1, 7), c(42, 1, 8), d(42, 2, 7);
        const std::uint64_t first = a.bits();
        QCOMPARE(b.bits(), first);
        QVERIFY(c.bits() != first);
        QVERIFY(d.bits() != first);
        SeededRandom r(3, 0, 0);
        std::vector<int> counts(6, 0);
        for (int n = 0; n < 60000; ++n)
            ++counts[r.below(6)];
        for (const int count : counts)
            QVERIFY2(count > 9400 && count < 10600, std::to_string(count).c_str());
        int hits = 0;
        for (int n = 0; n < 10000; ++n)
            hits += r.chance(0.2) ? 1 : 0;
        QVERIFY2(hits > 1850 && hits < 2150, std::to_string(hits).c_str());
        QVERIFY(!r.chance(0.0));
        QVERIFY(r.chance(1.0));
        QCOMPARE(r.below(1), std::size_t{0});
        QVERIFY_EXCEPTION_THROWN(r.below(0), std::invalid_argument);
    }
};

QTEST_GUILESS_MAIN(TestPerturbation)
#include "tst_perturbation.moc"

#include <QtTest>

#include <map>
#include <string>
#include <string_view>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/ConlluReader.h"
#include "data/ProbingDataset.h"
#include "data/ProbingTask.h"
#include "data/SsfReader.h"

using namespace akshara;
using namespace akshara::data;

namespace {

const std::string kHindi = AKSHARA_SOURCE_DIR "/tests/data/ssf/hindi-agreement.ssf";

std::string ud(const char* name) {
    return (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-" + name + ".conllu")
        .toStdString();
}

// The id as a view: a reference to a temporary string would look, to GCC 14, like the source of
// the sentence returned.
const Sentence& byId(const Corpus& corpus, std::string_view id) {
    for (const auto& s : corpus.sentences) {
        if (s.id == id)
            return s;
    }
    throw std::runtime_error("no sentence " + std::string(id));
}

std::string label(const Sentence& s, ProbingTask task) {
    const TaskLabel l = labelSentence(s, task);
    return l.ok() ? l.label : "left out: " + l.reason;
}

}  // namespace

class TestProbingTask : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesAndClassesFollowThePaper() {
        QCOMPARE(probingTaskByName("sentlen"), std::optional<ProbingTask>(ProbingTask::SentLen));
        QCOMPARE(probingTaskByName("VERBPER"), std::optional<ProbingTask>(ProbingTask::VerbPer));
        QCOMPARE(probingTaskByName("VerbPerson"), std::optional<ProbingTask>(ProbingTask::VerbPer));
        QVERIFY(!probingTaskByName("Depth"));
        QCOMPARE(probingTaskClasses(ProbingTask::SentLen).size(), std::size_t{8});
        QCOMPARE(probingTaskClasses(ProbingTask::SentLen).back(), std::string("29-32"));
        QCOMPARE(probingTaskClasses(ProbingTask::TreeDepth).size(), std::size_t{5});
        QCOMPARE(probingTaskClasses(ProbingTask::TreeDepth).back(), std::string("12-20"));
        QCOMPARE(probingTaskClasses(ProbingTask::VerbGen).size(), std::size_t{4});
        QCOMPARE(probingTaskClasses(ProbingTask::VerbNum).size(), std::size_t{3});
        QCOMPARE(probingTaskClasses(ProbingTask::VerbPer).size(), std::size_t{7});
    }

    void labelsOfMarathiSentences() {
        if (test::sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const Corpus dev = readConllu(ud("dev"));

        // 444: " त्या तुकड्याचे का कोणी हजार रुपये देईल ? " ("Who would give a thousand rupees
        // for that piece?"). 10 surface tokens (तुकड्याचे is one) -> 9-12. Deepest words
        // (त्या, चे, हजार) are two below the root देईल -> depth 2 -> 0-2. The subject कोणी is
        // a pronoun: left out of SubjNum. The object रुपये is a plural noun. देईल is finite,
        // 3rd person singular; the Marathi future -ईल does not mark gender -> any.
        const Sentence& s444 = byId(dev, "444");
        QCOMPARE(label(s444, ProbingTask::SentLen), std::string("9-12"));
        QCOMPARE(treeDepth(s444), 2L);
        QCOMPARE(label(s444, ProbingTask::TreeDepth), std::string("0-2"));
        QCOMPARE(label(s444, ProbingTask::SubjNum), std::string("left out: subject is not a noun"));
        QCOMPARE(label(s444, ProbingTask::ObjNum), std::string("plural"));
        QCOMPARE(label(s444, ProbingTask::VerbNum), std::string("singular"));
        QCOMPARE(label(s444, ProbingTask::VerbPer), std::string("3rd"));
        QCOMPARE(label(s444, ProbingTask::VerbGen), std::string("any"));

        // 469: केशवचंद्राला गावातील लोकांची भीती वाटत होती . ("Keshavchandra was afraid of the
        // village people."). 7 tokens -> 6-8. तील -> गावा -> लोकां -> वाटत: depth 3 -> 3-5.
        // The root वाटत is a participle; the finite auxiliary होती (f sg 3, agreeing with
        // भीती) carries the agreement: feminine, singular, 3rd. The dative subject
        // केशवचंद्राला is a singular proper noun; the object लोकां is plural.
        const Sentence& s469 = byId(dev, "469");
        QCOMPARE(label(s469, ProbingTask::SentLen), std::string("6-8"));
        QCOMPARE(treeDepth(s469), 3L);
        QCOMPARE(label(s469, ProbingTask::TreeDepth), std::string("3-5"));
        QCOMPARE(label(s469, ProbingTask::VerbGen), std::string("feminine"));
        QCOMPARE(label(s469, ProbingTask::VerbNum), std::string("singular"));
        QCOMPARE(label(s469, ProbingTask::VerbPer), std::string("3rd"));
        QCOMPARE(label(s469, ProbingTask::SubjNum), std::string("singular"));
        QCOMPARE(label(s469, ProbingTask::ObjNum), std::string("plural"));

        // 450: न्यायाधीशाने भीमाची मालकी काढून घेतली . ("The judge took away Bhima's ownership.")
        // The root काढून is a converb; the finite घेतली (compound:svc) agrees with the
        // feminine object मालकी in this ergative clause: feminine, singular, 3rd.
        const Sentence& s450 = byId(dev, "450");
        QCOMPARE(label(s450, ProbingTask::VerbGen), std::string("feminine"));
        QCOMPARE(label(s450, ProbingTask::ObjNum), std::string("singular"));
        QCOMPARE(label(s450, ProbingTask::SubjNum), std::string("singular"));

        // 447: येथे तुम्ही आम्ही आहोत . ("Here are you and we.") The root is the pronoun तुम्ही;
        // its copula आहोत is 1st person plural.
        const Sentence& s447 = byId(dev, "447");
        QCOMPARE(label(s447, ProbingTask::VerbPer), std::string("1st"));
        QCOMPARE(label(s447, ProbingTask::VerbNum), std::string("plural"));
        QCOMPARE(label(s447, ProbingTask::SubjNum),
                 std::string("left out: no subject (nsubj) in the main clause"));

        // 448: कागदपत्रं काय सांगतात ? ("What do the papers say?") Plural noun subject; the
        // object काय is a pronoun; सांगतात: present 3rd plural, no gender -> any.
        const Sentence& s448 = byId(dev, "448");
        QCOMPARE(label(s448, ProbingTask::SubjNum), std::string("plural"));
        QCOMPARE(label(s448, ProbingTask::ObjNum), std::string("left out: object is not a noun"));
        QCOMPARE(label(s448, ProbingTask::VerbGen), std::string("any"));
        QCOMPARE(label(s448, ProbingTask::VerbNum), std::string("plural"));
    }

    void labelsOfHindiSsfSentences() {
        const Corpus hi = readSsf(kHindi);
        QCOMPARE(hi.sentences.size(), std::size_t{6});
        // 1 राम ने सेब खाया । : 5 tokens; chunk tree VGF <- NP, NP2 (depth 1); k1 राम sg,
        // k2 सेब sg; the perfective खाया agrees with सेब: m sg 3.
        const Sentence& s1 = byId(hi, "1");
        QCOMPARE(label(s1, ProbingTask::SentLen), std::string("0-5"));
        QCOMPARE(treeDepth(s1), 1L);
        QCOMPARE(label(s1, ProbingTask::TreeDepth), std::string("0-2"));
        QCOMPARE(label(s1, ProbingTask::SubjNum), std::string("singular"));
        QCOMPARE(label(s1, ProbingTask::ObjNum), std::string("singular"));
        QCOMPARE(label(s1, ProbingTask::VerbGen), std::string("masculine"));
        QCOMPARE(label(s1, ProbingTask::VerbNum), std::string("singular"));
        QCOMPARE(label(s1, ProbingTask::VerbPer), std::string("3rd"));
        // 2 लड़कियाँ गाना गा रही हैं । : 6 tokens; subject plural, object singular; the verb
        // group (chunk fs) f pl 3, though its first word गा alone is 'any'.
        const Sentence& s2 = byId(hi, "2");
        QCOMPARE(label(s2, ProbingTask::SentLen), std::string("6-8"));
        QCOMPARE(label(s2, ProbingTask::SubjNum), std::string("plural"));
        QCOMPARE(label(s2, ProbingTask::ObjNum), std::string("singular"));
        QCOMPARE(label(s2, ProbingTask::VerbGen), std::string("feminine"));
        QCOMPARE(label(s2, ProbingTask::VerbNum), std::string("plural"));
        // 3 आप कल दिल्ली जाएँगे । : honorific 2nd person; आप is a pronoun; दिल्ली is k2p (goal),
        // not an object.
        const Sentence& s3 = byId(hi, "3");
        QCOMPARE(label(s3, ProbingTask::VerbPer), std::string("2nd-honorific"));
        QCOMPARE(label(s3, ProbingTask::VerbNum), std::string("plural"));
        QCOMPARE(label(s3, ProbingTask::SubjNum), std::string("left out: subject is not a noun"));
        QCOMPARE(label(s3, ProbingTask::ObjNum),
                 std::string("left out: no object (k2) in the main clause"));
        // 4 मैं बच्चों को किताबें दूँगी । : 1st person feminine singular; k2 किताबें plural.
        const Sentence& s4 = byId(hi, "4");
        QCOMPARE(label(s4, ProbingTask::VerbPer), std::string("1st"));
        QCOMPARE(label(s4, ProbingTask::VerbGen), std::string("feminine"));
        QCOMPARE(label(s4, ProbingTask::VerbNum), std::string("singular"));
        QCOMPARE(label(s4, ProbingTask::ObjNum), std::string("plural"));
        // 5 पिताजी रोज़ अख़बार पढ़ते हैं । : one honoured person: the noun is singular, the verb
        // plural 3rd honorific.
        const Sentence& s5 = byId(hi, "5");
        QCOMPARE(label(s5, ProbingTask::SubjNum), std::string("singular"));
        QCOMPARE(label(s5, ProbingTask::VerbNum), std::string("plural"));
        QCOMPARE(label(s5, ProbingTask::VerbPer), std::string("3rd-honorific"));
        // 6 मोहन के भाई की बेटी स्कूल गई । : 8 tokens; NP -r6-> NP2 -r6-> NP3 -k1-> VGF: depth 3.
        const Sentence& s6 = byId(hi, "6");
        QCOMPARE(label(s6, ProbingTask::SentLen), std::string("6-8"));
        QCOMPARE(treeDepth(s6), 3L);
        QCOMPARE(label(s6, ProbingTask::TreeDepth), std::string("3-5"));
        QCOMPARE(label(s6, ProbingTask::SubjNum), std::string("singular"));
        QCOMPARE(label(s6, ProbingTask::VerbGen), std::string("feminine"));
    }

    void chunkOnlySentenceHasVerbLabelsButNoDepth() {
        Corpus hi = readSsf(kHindi);
        Sentence flat = hi.sentences[0];  // राम ने सेब खाया ।, its drels removed
        for (auto& node : flat.nodes)
            node.head = -1;
        flat.hasTree = false;
        QCOMPARE(label(flat, ProbingTask::TreeDepth),
                 std::string("left out: no complete chunk tree (drel)"));
        QCOMPARE(label(flat, ProbingTask::SubjNum),
                 std::string("left out: no subject (k1) in the main clause"));
        QCOMPARE(label(flat, ProbingTask::VerbGen), std::string("masculine"));  // the VGF chunk
        QCOMPARE(label(flat, ProbingTask::SentLen), std::string("0-5"));
    }

    void sentencesOutsideTheBinsAreLeftOut() {
        Corpus corpus = readSsf(kHindi);
        Sentence longest = corpus.sentences[0];
        while (longest.units.size() <= 32) {
            longest.words.push_back(longest.words[0]);
            longest.units.push_back({longest.words[0].form, longest.words.size() - 1, 1});
        }
        QCOMPARE(label(longest, ProbingTask::SentLen),
                 std::string("left out: longer than 32 tokens"));
        longest.units.pop_back();
        QCOMPARE(label(longest, ProbingTask::SentLen), std::string("29-32"));

        // A chain of 21 chunks is deeper than the last bin (12-20).
        Sentence chain = corpus.sentences[0];
        chain.nodes.clear();
        for (long i = 0; i < 22; ++i)
            chain.nodes.push_back(TreeNode{i - 1, "r6", "NP", {0}, 0, {}});
        QCOMPARE(treeDepth(chain), 21L);
        QCOMPARE(label(chain, ProbingTask::TreeDepth),
                 std::string("left out: tree deeper than 20"));
        chain.nodes.pop_back();
        QCOMPARE(label(chain, ProbingTask::TreeDepth), std::string("12-20"));
    }

    void bigramShiftInvertsAFifthOfTheSentences() {
        if (test::sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const Corpus train = readConllu(ud("train"));
        DatasetOptions options;
        options.seed = 11;
        const ProbingDataset a = buildProbingDataset(train.sentences, ProbingTask::BShift, options);
        const ProbingDataset b = buildProbingDataset(train.sentences, ProbingTask::BShift, options);
        QCOMPARE(datasetTsv(a), datasetTsv(b));  // seeded: reproducible
        std::size_t inverted = 0;
        for (std::size_t i = 0; i < a.items.size(); ++i) {
            const auto& item = a.items[i];
            const Sentence& s = train.sentences[item.sentence];
            const std::string original = s.text();
            if (item.label == "1") {
                ++inverted;
                // Exactly one pair of neighbouring tokens swapped.
                QCOMPARE(item.tokens.size(), s.units.size());
                std::size_t differing = 0, first = 0;
                for (std::size_t t = 0; t < item.tokens.size(); ++t) {
                    if (item.tokens[t] != s.units[t].form) {
                        if (differing++ == 0)
                            first = t;
                    }
                }
                QCOMPARE(differing, std::size_t{2});
                QCOMPARE(item.tokens[first], s.units[first + 1].form);
                QCOMPARE(item.tokens[first + 1], s.units[first].form);
            } else {
                QCOMPARE(item.label, std::string("0"));
                QCOMPARE(item.text(), original);
            }
        }
        // 373 sentences, p = 0.2: the count is binomial (mean 75, sd 8).
        QCOMPARE(a.items.size() + a.leftOut.size(), train.sentences.size());
        QVERIFY2(inverted >= 45 && inverted <= 105, std::to_string(inverted).c_str());
        options.seed = 12;
        const ProbingDataset c = buildProbingDataset(train.sentences, ProbingTask::BShift, options);
        QVERIFY(datasetTsv(c) != datasetTsv(a));
    }

    // A perturbation can undo or remove the inverted bigram, so BShift takes none: its labels
    // would no longer say what the text holds.
    void bigramShiftTakesNoPerturbation() {
        const Corpus hi = readSsf(kHindi);
        QVERIFY(!labelSurvivesPerturbation(ProbingTask::BShift));
        DatasetOptions options;
        options.perturbation = Perturbation::Shuffle;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 buildProbingDataset(hi.sentences, ProbingTask::BShift, options));
        for (const ProbingTask task : allProbingTasks()) {
            if (task != ProbingTask::BShift) {
                QVERIFY(labelSurvivesPerturbation(task));
            }
        }
        QVERIFY(!buildProbingDataset(hi.sentences, ProbingTask::SentLen, options).items.empty());
    }

    void leftOutSentencesAreCountedByReason() {
        const Corpus hi = readSsf(kHindi);
        const ProbingDataset d = buildProbingDataset(hi.sentences, ProbingTask::SubjNum);
        QCOMPARE(d.items.size(), std::size_t{4});  // 1, 2, 5, 6
        QCOMPARE(d.leftOut.size(), std::size_t{2});
        QCOMPARE(d.leftOutCounts().at("subject is not a noun"), std::size_t{2});  // आप, मैं
        QCOMPARE(d.leftOut[0].sentence, std::size_t{2});
        QCOMPARE(datasetTsv(d).substr(0, datasetTsv(d).find('\n')),
                 std::string("singular\tराम ने सेब खाया ।"));
    }
};

QTEST_GUILESS_MAIN(TestProbingTask)
#include "tst_probing_task.moc"

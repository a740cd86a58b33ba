#include <QtTest>

#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/ClassificationDataset.h"
#include "data/ConlluReader.h"
#include "data/ProbingDataset.h"
#include "demo/DemoClauses.h"
#include "demo/DemoCorpus.h"
#include "demo/DemoLexicon.h"
#include "demo/Realisation.h"

using namespace akshara;
using namespace akshara::demo;
using akshara::test::qs;

namespace {

constexpr std::size_t kSize = 300;
constexpr std::uint64_t kSeed = 7;

const std::vector<DemoFile>& corpus() {
    static const std::vector<DemoFile> files = [] {
        DemoOptions options;
        options.sentences = kSize;
        options.seed = kSeed;
        return generateDemoCorpus(options);
    }();
    return files;
}

const std::string& fileContent(const std::string& path) {
    for (const auto& f : corpus()) {
        if (f.path == path)
            return f.content;
    }
    throw std::runtime_error("no file " + path);
}

std::string feature(const DemoToken& t, const std::string& name) {
    const auto it = t.features.find(name);
    return it == t.features.end() ? std::string() : it->second;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string w;
    while (in >> w) {
        for (const std::string end : {"।", "."}) {
            if (w.size() > end.size() && w.compare(w.size() - end.size(), end.size(), end) == 0)
                w.erase(w.size() - end.size());
        }
        out.push_back(w);
    }
    return out;
}

// True when `small`'s words appear in `large` in order (a modifier dropped).
bool isSubsequence(const std::vector<std::string>& small, const std::vector<std::string>& large) {
    std::size_t at = 0;
    for (const auto& w : large) {
        if (at < small.size() && small[at] == w)
            ++at;
    }
    return at == small.size();
}

Clause clause(ClauseKind kind, const std::string& subject, bool plural,
              Tense tense = Tense::Present) {
    Clause c;
    c.kind = kind;
    c.tense = tense;
    c.subject.conceptName = subject;
    c.subject.plural = plural;
    return c;
}

Clause transitive(const std::string& subject, bool plural, const std::string& verb,
                  const std::string& object, bool objectPlural, Tense tense = Tense::Present) {
    Clause c = clause(ClauseKind::Transitive, subject, plural, tense);
    c.verb = verb;
    c.object.conceptName = object;
    c.object.plural = objectPlural;
    return c;
}

}  // namespace

class TestDemoCorpus : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hindiSentences() {
        QCOMPARE(qs(realise("hi", transitive("boy", false, "read", "book", false)).text()),
                 qs("लड़का किताब पढ़ता है।"));
        Clause girls = transitive("girl", true, "write", "letter", true, Tense::Progressive);
        girls.negated = true;
        QCOMPARE(qs(realise("hi", girls).text()), qs("लड़कियाँ चिट्ठियाँ नहीं लिख रही हैं।"));
        Clause place = clause(ClauseKind::Locative, "boy", false);
        place.place = "garden";
        QCOMPARE(qs(realise("hi", place).text()), qs("लड़का बगीचे में है।"));
        Clause future = transitive("I", false, "eat", "apple", true, Tense::Future);
        future.referentGender = "Fem";
        QCOMPARE(qs(realise("hi", future).text()), qs("मैं सेब खाऊँगी।"));
        Clause good = clause(ClauseKind::Copular, "boy", true);
        good.predicate = "good";
        QCOMPARE(qs(realise("hi", good).text()), qs("लड़के अच्छे हैं।"));
        Clause children = clause(ClauseKind::Intransitive, "child", true);
        children.verb = "sleep";
        children.subject.adjective = "happy";
        children.subject.very = true;
        children.place = "shop";
        QCOMPARE(qs(realise("hi", children).text()), qs("बहुत खुश बच्चे दुकान में सोते हैं।"));
        QCOMPARE(qs(englishSentence(children)), qs("The very happy children sleep in the shop."));
    }

    void bengaliSentences() {
        QCOMPARE(qs(realise("bn", transitive("boy", false, "read", "book", false)).text()),
                 qs("ছেলেটি একটি বই পড়ে।"));
        QCOMPARE(qs(realise("bn", transitive("I", false, "read", "book", true)).text()),
                 qs("আমি বইগুলো পড়ি।"));
        Clause sad = clause(ClauseKind::Copular, "girl", false);
        sad.predicate = "happy";
        sad.negated = true;
        QCOMPARE(qs(realise("bn", sad).text()), qs("মেয়েটি খুশি নয়।"));
        Clause place = clause(ClauseKind::Locative, "we", false);
        place.place = "school";
        QCOMPARE(qs(realise("bn", place).text()), qs("আমরা স্কুলে আছি।"));
        Clause eat = transitive("child", true, "eat", "orange", false);
        eat.negated = true;
        QCOMPARE(qs(realise("bn", eat).text()), qs("শিশুরা একটি কমলা খায় না।"));
    }

    void polishSentences() {
        QCOMPARE(qs(realise("pl", transitive("boy", false, "read", "book", false)).text()),
                 qs("Chłopiec czyta książkę."));
        Clause happy = clause(ClauseKind::Copular, "girl", false);
        happy.predicate = "happy";
        QCOMPARE(qs(realise("pl", happy).text()), qs("Dziewczynka jest wesoła."));
        happy.subject = {"boy", true, {}, false};
        QCOMPARE(qs(realise("pl", happy).text()), qs("Chłopcy są weseli."));
        Clause negated = transitive("boy", false, "read", "book", false);
        negated.negated = true;
        negated.object.adjective = "good";
        QCOMPARE(qs(realise("pl", negated).text()), qs("Chłopiec nie czyta dobrej książki."));
        QCOMPARE(qs(englishSentence(negated)), qs("The boy does not read a good book."));
        Clause place = clause(ClauseKind::Locative, "woman", true, Tense::Past);
        place.place = "garden";
        QCOMPARE(qs(realise("pl", place).text()), qs("Kobiety były w ogrodzie."));
        Clause past = transitive("child", false, "eat", "apple", true, Tense::Past);
        past.subject.adjective = "bad";
        QCOMPARE(qs(realise("pl", past).text()), qs("Złe dziecko jadło jabłka."));
        Clause they = transitive("they", false, "write", "letter", false);
        they.referentGender = "Fem";
        QCOMPARE(qs(realise("pl", they).text()), qs("One piszą list."));
    }

    void sameSeedSameBytesOtherSeedOtherBytes() {
        DemoOptions options;
        options.sentences = 60;
        options.seed = 11;
        const auto a = generateDemoCorpus(options);
        const auto b = generateDemoCorpus(options);
        options.seed = 12;
        const auto c = generateDemoCorpus(options);
        QCOMPARE(a.size(), std::size_t{12});
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(qs(a[i].path), qs(b[i].path));
            QVERIFY2(a[i].content == b[i].content, a[i].path.c_str());
            QVERIFY2(a[i].content != c[i].content, a[i].path.c_str());
        }
        // Item i does not depend on the size: the first 60 sentences of a larger corpus.
        options.seed = 11;
        options.sentences = 90;
        const auto larger = generateDemoCorpus(options);
        QVERIFY(larger[0].content.compare(0, a[0].content.size(), a[0].content) == 0);
    }

    void badOptionsAreRefused() {
        DemoOptions options;
        options.languages = {"hi", "ta"};
        QVERIFY_EXCEPTION_THROWN(generateDemoCorpus(options), InputError);
        options.languages = {"hi", "hi"};
        QVERIFY_EXCEPTION_THROWN(generateDemoCorpus(options), InputError);
        options.languages = {"pl"};
        options.sentences = 0;
        QVERIFY_EXCEPTION_THROWN(generateDemoCorpus(options), InputError);
    }

    void everyLexiconCoversTheEnglishConcepts() {
        for (const auto& language : demoLanguages()) {
            const DemoLexicon& lexicon = DemoLexicon::builtin(language);
            for (const auto& e : DemoLexicon::builtin("en").entries()) {
                QVERIFY2(lexicon.has(e.conceptName), (language + ": " + e.conceptName).c_str());
                QCOMPARE(qs(lexicon.entry(e.conceptName).upos), qs(e.upos));
                QCOMPARE(qs(lexicon.entry(e.conceptName).tag("polarity")), qs(e.tag("polarity")));
            }
        }
        QVERIFY_EXCEPTION_THROWN(DemoLexicon::parse("boy\tNOUN\tboy\t_\tSing\t_\n", "x.tsv"),
                                 InputError);
    }

    // For every nsubj, the verb group (its head unless a noun, and the head's aux and cop) carries
    // the subject's gender, number and person; every amod agrees with its noun in gender, number
    // and case; Hindi nouns before a postposition are oblique; a Polish object is genitive under
    // negation and accusative otherwise.
    void agreementInTheGeneratedTrees() {
        for (const auto& language : demoLanguages()) {
            const DemoLexicon& lexicon = DemoLexicon::builtin(language);
            std::size_t verbChecks = 0, adjectiveChecks = 0, oblique = 0, distinctOblique = 0,
                        genitives = 0;
            for (std::size_t i = 0; i < kSize; ++i) {
                const Clause c = treebankClause(kSeed, i, language);
                const DemoSentence s = realise(language, c);
                const std::string where = language + " " + s.text();
                for (std::size_t w = 1; w <= s.tokens.size(); ++w) {
                    const DemoToken& t = s.at(w);
                    if (t.relation == "nsubj") {
                        // A predicate noun (the place of a locative clause) does not agree.
                        std::vector<std::size_t> verbs;
                        if (s.at(t.head).upos != "NOUN")
                            verbs.push_back(t.head);
                        for (std::size_t v = 1; v <= s.tokens.size(); ++v) {
                            if (s.at(v).head == t.head &&
                                (s.at(v).relation == "aux" || s.at(v).relation == "cop"))
                                verbs.push_back(v);
                        }
                        for (const std::size_t v : verbs) {
                            for (const std::string f : {"Gender", "Number", "Person"}) {
                                std::string expected = feature(t, f);
                                if (expected.empty() && f == "Person" && t.upos == "NOUN")
                                    expected = "3";
                                if (expected.empty() && f == "Gender" && t.upos == "PRON")
                                    expected = c.referentGender;
                                const std::string actual = feature(s.at(v), f);
                                if (actual.empty() || expected.empty())
                                    continue;
                                QVERIFY2(actual == expected, (where + " " + f).c_str());
                                ++verbChecks;
                            }
                        }
                    }
                    if (t.relation == "amod") {
                        for (const std::string f : {"Gender", "Number", "Case", "Animacy"}) {
                            if (feature(t, f).empty())
                                continue;
                            QVERIFY2(feature(t, f) == feature(s.at(t.head), f),
                                     (where + " amod " + f).c_str());
                            ++adjectiveChecks;
                        }
                    }
                    if (language == "hi" && t.relation == "case") {
                        const DemoToken& noun = s.at(t.head);
                        QCOMPARE(qs(feature(noun, "Case")), qs("Acc"));
                        const LexiconEntry* entry = nullptr;
                        for (const auto& e : lexicon.entries()) {
                            if (e.upos == "NOUN" && e.lemma == noun.lemma)
                                entry = &e;
                        }
                        QVERIFY2(entry, where.c_str());
                        const std::string number = feature(noun, "Number");
                        QCOMPARE(qs(noun.form), qs(entry->form(number + ".Obl")));
                        ++oblique;
                        if (entry->form(number + ".Dir") != noun.form)
                            ++distinctOblique;
                    }
                    if (language == "pl" && t.relation == "obj") {
                        QCOMPARE(qs(feature(t, "Case")), qs(c.negated ? "Gen" : "Acc"));
                        genitives += c.negated ? 1 : 0;
                    }
                }
            }
            QVERIFY2(verbChecks > kSize / 2, language.c_str());
            if (language != "bn")
                QVERIFY2(adjectiveChecks > kSize / 4, language.c_str());
            if (language == "hi") {
                QVERIFY(oblique > 20);
                QVERIFY(distinctOblique > 5);  // बगीचे, not बगीचा
            }
            if (language == "pl")
                QVERIFY(genitives > 5);
        }
    }

    // core/data reads every treebank without a problem, and every probing task gets labels
    // of more than one class; Bengali verbs mark neither gender nor number, so their
    // VerbGen and VerbNum class is "any" only.
    void treebanksServeEveryProbingTask() {
        for (const auto& language : demoLanguages()) {
            data::ReadOptions strict;
            strict.strict = true;
            const data::Corpus corpus =
                data::parseConllu(fileContent(language + "/treebank.conllu"), language, strict);
            QCOMPARE(corpus.sentences.size(), kSize);
            for (const auto& s : corpus.sentences)
                QVERIFY2(s.hasTree, s.id.c_str());
            for (const auto task : data::allProbingTasks()) {
                const auto dataset = data::buildProbingDataset(corpus.sentences, task);
                std::set<std::string> labels;
                for (const auto& item : dataset.items)
                    labels.insert(item.label);
                const std::string what = language + " " + data::probingTaskName(task);
                if (language == "bn" &&
                    (task == data::ProbingTask::VerbGen || task == data::ProbingTask::VerbNum)) {
                    QVERIFY2(labels == std::set<std::string>{"any"}, what.c_str());
                    continue;
                }
                QVERIFY2(labels.size() >= 2, what.c_str());
                QVERIFY2(dataset.items.size() >= kSize / 3, what.c_str());
            }
        }
        const auto corpus = data::parseConllu(fileContent("hi/treebank.conllu"), "hi");
        std::set<std::string> genders;
        for (const auto& item :
             data::buildProbingDataset(corpus.sentences, data::ProbingTask::VerbGen).items)
            genders.insert(item.label);
        QVERIFY(genders.count("masculine") && genders.count("feminine"));
    }

    // The label follows from the words: the one adjective with a polarity, flipped by a
    // negation (नहीं, the Bengali negative copula, nie).
    void sentimentLabelsFollowFromTheWords() {
        for (const auto& language : demoLanguages()) {
            const DemoLexicon& lexicon = DemoLexicon::builtin(language);
            std::map<std::string, std::string> polarity;
            std::set<std::string> negations;
            for (const auto& e : lexicon.entries()) {
                for (const auto& form : e.forms) {
                    if (!e.tag("polarity").empty())
                        polarity[form.second] = e.tag("polarity");
                    if (e.conceptName == "not" || (language == "bn" && e.conceptName == "be"))
                        negations.insert(form.second);
                }
            }
            data::ClassificationOptions options;
            const auto dataset = data::parseClassificationDataset(
                fileContent(language + "/sentiment.tsv"), language, options);
            QCOMPARE(dataset.examples.size(), kSize);
            std::map<std::string, std::size_t> counts;
            for (const auto& example : dataset.examples) {
                ++counts[example.label];
                std::vector<std::string> polar;
                bool negated = false;
                for (std::string w : words(example.text)) {
                    if (language == "pl" && w.compare(0, 2, "Ź") == 0)
                        w = "ź" + w.substr(2);
                    else if (language == "pl")
                        w[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
                    if (polarity.count(w))
                        polar.push_back(polarity[w]);
                    negated = negated || negations.count(w);
                }
                QVERIFY2(polar.size() == 1, example.text.c_str());
                const bool positive = (polar[0] == "positive") != negated;
                QVERIFY2(example.label == (positive ? "positive" : "negative"),
                         example.text.c_str());
            }
            QCOMPARE(counts["positive"], kSize / 2);
            QCOMPARE(counts["negative"], kSize / 2);
        }
    }

    // No "the good man is good" nor "the bad man is good"; no "not very bad" as positive.
    void noTautologyNorOxymoron() {
        const DemoLexicon& en = DemoLexicon::builtin("en");
        const auto sensible = [&en](const Clause& c) {
            return c.kind != ClauseKind::Copular || c.subject.adjective.empty() ||
                   (c.subject.adjective != c.predicate &&
                    c.subject.adjective != en.entry(c.predicate).tag("antonym"));
        };
        for (std::size_t i = 0; i < kSize; ++i) {
            QVERIFY(sensible(treebankClause(kSeed, i, "hi")));
            const NliItem item = nliItem(kSeed, i);
            QVERIFY(sensible(item.premise));
            QVERIFY(sensible(item.hypothesis));
            const SentimentItem sentiment = sentimentItem(kSeed, i);
            QVERIFY(!(sentiment.clause.negated && sentiment.clause.predicateVery));
        }
    }

    void nliPairsAreParallelAndLabelled() {
        std::map<std::string, std::vector<nlohmann::json>> files;
        for (const auto& language : demoLanguages()) {
            for (const std::string& name : {language, "en-" + language}) {
                std::istringstream in(fileContent("nli/" + name + ".jsonl"));
                std::string line;
                while (std::getline(in, line))
                    files[name].push_back(nlohmann::json::parse(line));
                QCOMPARE(files[name].size(), kSize);
            }
        }
        std::map<std::string, std::size_t> counts;
        for (std::size_t i = 0; i < kSize; ++i) {
            const auto& hi = files["hi"][i];
            ++counts[hi["label"].get<std::string>()];
            for (const auto& [name, records] : files) {
                QCOMPARE(qs(records[i]["id"].get<std::string>()), qs(hi["id"].get<std::string>()));
                QCOMPARE(qs(records[i]["label"].get<std::string>()),
                         qs(hi["label"].get<std::string>()));
                QVERIFY(records[i]["premise"] != records[i]["hypothesis"]);
            }
            for (const auto& language : demoLanguages()) {
                QCOMPARE(files["en-" + language][i]["hypothesis"],
                         files[language][i]["hypothesis"]);
                QCOMPARE(files["en-" + language][i]["premise"], files["en-hi"][i]["premise"]);
            }
            // Entailment drops words of the premise, neutral adds words to it; a contradiction
            // negates it or changes one word.
            for (const std::string language : {"hi", "bn"}) {
                const auto premise = words(files[language][i]["premise"].get<std::string>());
                const auto hypothesis = words(files[language][i]["hypothesis"].get<std::string>());
                const std::string label = hi["label"];
                const std::string text = files[language][i].dump();
                if (label == "entailment")
                    QVERIFY2(isSubsequence(hypothesis, premise), text.c_str());
                else if (label == "neutral")
                    QVERIFY2(isSubsequence(premise, hypothesis), text.c_str());
                else
                    QVERIFY2(!isSubsequence(hypothesis, premise) &&
                                 (hypothesis.size() != premise.size() + 1 ||
                                  isSubsequence(premise, hypothesis)),
                             text.c_str());
            }
        }
        QCOMPARE(counts["entailment"], kSize / 3);
        QCOMPARE(counts["neutral"], kSize / 3);
        QCOMPARE(counts["contradiction"], kSize / 3);
    }
};

QTEST_APPLESS_MAIN(TestDemoCorpus)
#include "tst_demo_corpus.moc"

// Bengali: SOV order, no grammatical gender, verbs agreeing with the subject in person only
// (পড়ি, পড়ে), the definite classifier -টি and the plurals -রা / -গুলো, places in the
// locative case (বাগানে), no copula in the affirmative present (ছেলেটি খুশি) and the negative
// copula নই / নয়, negation না after the verb. XPOS are the BIS tags (NN, VM, JJ ...).
#include "demo/DemoLexicon.h"
#include "demo/internal/Realisers.h"

namespace akshara::demo::internal {

namespace {

class BengaliClause {
public:
    BengaliClause() : lex_(DemoLexicon::builtin("bn")) {}

    DemoSentence realise(const Clause& c) {
        const LexiconEntry& subject = lex_.entry(c.subject.conceptName);
        person_ = subject.upos == "PRON" ? subject.feature("Person") : "3";

        const std::size_t subjectWord = personPhrase(c.subject);
        std::size_t root = 0;
        switch (c.kind) {
            case ClauseKind::Copular: {
                const std::size_t very = c.predicateVery ? intensifier() : 0;
                const LexiconEntry& adj = lex_.entry(c.predicate);
                root = s_.add(makeToken(adj, adj.form("Inv"), {}, "JJ"));
                if (very)
                    attach(s_, very, root, "advmod");
                if (c.negated) {
                    const LexiconEntry& be = lex_.entry("be");
                    attach(s_,
                           s_.add(makeToken(be, be.form("Neg." + person_),
                                            {{"Mood", "Ind"},
                                             {"Person", person_},
                                             {"Polarity", "Neg"},
                                             {"Tense", "Pres"},
                                             {"VerbForm", "Fin"}},
                                            "VAUX")),
                           root, "cop");
                }
                break;
            }
            case ClauseKind::Locative: {
                const std::size_t place = placeWord(c.place);
                root = finiteVerb("exist");
                attach(s_, place, root, "obl");
                break;
            }
            case ClauseKind::Intransitive:
            case ClauseKind::Transitive: {
                const std::size_t place = c.place.empty() ? 0 : placeWord(c.place);
                const std::size_t object =
                    c.kind == ClauseKind::Transitive ? thingPhrase(c.object) : 0;
                root = finiteVerb(c.verb);
                if (place)
                    attach(s_, place, root, "obl");
                if (object)
                    attach(s_, object, root, "obj");
                if (c.negated) {
                    const LexiconEntry& no = lex_.entry("not");
                    attach(s_, s_.add(makeToken(no, no.form("Form"), {{"Polarity", "Neg"}}, "NEG")),
                           root, "advmod");
                }
                break;
            }
        }
        attach(s_, subjectWord, root, "nsubj");
        s_.at(root).head = 0;
        s_.at(root).relation = "root";
        addPeriod(s_, lex_, root, "SYM");
        return std::move(s_);
    }

private:
    std::size_t intensifier() {
        const LexiconEntry& e = lex_.entry("very");
        return s_.add(makeToken(e, e.form("Form"), {}, "INTF"));
    }

    // [খুব] [adjective] before the noun; attached to `noun` afterwards.
    std::pair<std::size_t, std::size_t> modifiers(const NounPhrase& np) {
        if (np.adjective.empty())
            return {0, 0};
        const std::size_t very = np.very ? intensifier() : 0;
        const LexiconEntry& adj = lex_.entry(np.adjective);
        return {very, s_.add(makeToken(adj, adj.form("Inv"), {}, "JJ"))};
    }

    void attachModifiers(std::pair<std::size_t, std::size_t> m, std::size_t noun) {
        if (m.second)
            attach(s_, m.second, noun, "amod");
        if (m.first)
            attach(s_, m.first, m.second, "advmod");
    }

    // A pronoun, or a person with the definite classifier: (খুব ভালো) ছেলেটি, ছেলেরা.
    std::size_t personPhrase(const NounPhrase& np) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        if (e.upos == "PRON") {
            auto features = e.features;
            features["Case"] = "Nom";
            return s_.add(makeToken(e, e.form("Nom"), features, "PRP"));
        }
        const auto m = modifiers(np);
        const std::string number = np.plural ? "Plur" : "Sing";
        const std::size_t noun =
            s_.add(makeToken(e, e.form(number), {{"Case", "Nom"}, {"Number", number}}, "NN"));
        attachModifiers(m, noun);
        return noun;
    }

    // A thing: একটি (খুব ভালো) বই, or the plural (ভালো) বইগুলো.
    std::size_t thingPhrase(const NounPhrase& np) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        std::size_t one = 0;
        if (!np.plural) {
            const LexiconEntry& a = lex_.entry("a");
            one = s_.add(makeToken(a, a.form("Form"), a.features, "QC"));
        }
        const auto m = modifiers(np);
        const std::string number = np.plural ? "Plur" : "Sing";
        const std::size_t noun = s_.add(makeToken(e, e.form(np.plural ? "Plur" : "Bare"),
                                                  {{"Case", "Nom"}, {"Number", number}}, "NN"));
        attachModifiers(m, noun);
        if (one)
            attach(s_, one, noun, "nummod");
        return noun;
    }

    std::size_t placeWord(const std::string& conceptName) {
        const LexiconEntry& e = lex_.entry(conceptName);
        return s_.add(makeToken(e, e.form("Loc"), {{"Case", "Loc"}, {"Number", "Sing"}}, "NN"));
    }

    std::size_t finiteVerb(const std::string& conceptName) {
        const LexiconEntry& e = lex_.entry(conceptName);
        return s_.add(makeToken(
            e, e.form("Pres." + person_),
            {{"Mood", "Ind"}, {"Person", person_}, {"Tense", "Pres"}, {"VerbForm", "Fin"}}, "VM"));
    }

    const DemoLexicon& lex_;
    DemoSentence s_;
    std::string person_;
};

}  // namespace

DemoSentence realiseBengali(const Clause& clause) {
    return BengaliClause().realise(clause);
}

}  // namespace akshara::demo::internal

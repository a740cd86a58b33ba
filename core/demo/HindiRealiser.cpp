// Hindi: SOV order, postpositions after the oblique case, agreement of participles, future
// forms and -ā adjectives in gender and number, of the auxiliary है in person and number.
// Features follow the Hindi Dependency Treebank (UD_Hindi-HDTB): direct case is Case=Nom,
// the oblique case before a postposition Case=Acc; XPOS are its tags (NN, VM, VAUX, PSP ...).
#include "demo/DemoLexicon.h"
#include "demo/internal/Realisers.h"

namespace akshara::demo::internal {

namespace {

struct Agreement {
    std::string gender;  // Masc, Fem
    std::string number;  // Sing, Plur
    std::string person;  // 1, 3
};

class HindiClause {
public:
    HindiClause() : lex_(DemoLexicon::builtin("hi")) {}

    DemoSentence realise(const Clause& c) {
        const LexiconEntry& subject = lex_.entry(c.subject.conceptName);
        const bool pronoun = subject.upos == "PRON";
        agreement_ = {pronoun ? c.referentGender : subject.feature("Gender"),
                      pronoun ? subject.feature("Number") : (c.subject.plural ? "Plur" : "Sing"),
                      pronoun ? subject.feature("Person") : "3"};

        const std::size_t subjectWord = nounPhrase(c.subject, false);
        std::size_t root = 0;
        switch (c.kind) {
            case ClauseKind::Copular: {
                const std::size_t very = c.predicateVery ? intensifier() : 0;
                root = adjective(c.predicate, agreement_, false);
                if (very)
                    attach(s_, very, root, "advmod");
                if (c.negated)
                    attach(s_, negation(), root, "advmod");
                attach(s_, be(), root, "cop");
                break;
            }
            case ClauseKind::Locative: {
                root = placePhrase(c.place);
                attach(s_, be(), root, "cop");
                break;
            }
            case ClauseKind::Intransitive:
            case ClauseKind::Transitive: {
                const std::size_t place = c.place.empty() ? 0 : placePhrase(c.place);
                const std::size_t object =
                    c.kind == ClauseKind::Transitive ? nounPhrase(c.object, false) : 0;
                const std::size_t negation = c.negated ? this->negation() : 0;
                root = verbGroup(c.verb, c.tense);
                if (place)
                    attach(s_, place, root, "obl");
                if (object)
                    attach(s_, object, root, "obj");
                if (negation)
                    attach(s_, negation, root, "advmod");
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

    std::size_t negation() {
        const LexiconEntry& e = lex_.entry("not");
        return s_.add(makeToken(e, e.form("Form"), {{"Polarity", "Neg"}}, "NEG"));
    }

    // An -ā adjective agrees with its noun in gender, number and case (अच्छा लड़का, अच्छे
    // लड़के, अच्छी लड़की); an invariant one (खुश) does not inflect.
    std::size_t adjective(const std::string& conceptName, const Agreement& a, bool oblique) {
        const LexiconEntry& e = lex_.entry(conceptName);
        if (e.forms.count("Inv"))
            return s_.add(makeToken(e, e.form("Inv"), {}, "JJ"));
        const std::string key = a.gender == "Fem"                  ? "Fem"
                                : (a.number == "Sing" && !oblique) ? "Masc.Sing.Dir"
                                                                   : "Masc.Other";
        return s_.add(makeToken(
            e, e.form(key),
            {{"Case", oblique ? "Acc" : "Nom"}, {"Gender", a.gender}, {"Number", a.number}}, "JJ"));
    }

    // [बहुत] [adjective] noun, or a pronoun; returns the head word.
    std::size_t nounPhrase(const NounPhrase& np, bool oblique) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        if (e.upos == "PRON") {
            auto features = e.features;
            features["Case"] = "Nom";
            return s_.add(makeToken(e, e.form("Dir"), features, "PRP"));
        }
        const Agreement a{e.feature("Gender"), np.plural ? "Plur" : "Sing", "3"};
        std::size_t very = 0, adj = 0;
        if (!np.adjective.empty()) {
            very = np.very ? intensifier() : 0;
            adj = adjective(np.adjective, a, oblique);
        }
        const std::string key = a.number + (oblique ? ".Obl" : ".Dir");
        const std::size_t noun = s_.add(makeToken(e, e.form(key),
                                                  {{"Case", oblique ? "Acc" : "Nom"},
                                                   {"Gender", a.gender},
                                                   {"Number", a.number},
                                                   {"Person", "3"}},
                                                  "NN"));
        if (adj)
            attach(s_, adj, noun, "amod");
        if (very)
            attach(s_, very, adj, "advmod");
        return noun;
    }

    // The place in the oblique case with में: बगीचे में.
    std::size_t placePhrase(const std::string& conceptName) {
        const std::size_t noun = nounPhrase({conceptName, false, {}, false}, true);
        const LexiconEntry& in = lex_.entry("in");
        attach(s_, s_.add(makeToken(in, in.form("Form"), {{"AdpType", "Post"}}, "PSP")), noun,
               "case");
        return noun;
    }

    // The present of होना: हूँ (1st singular), है (3rd singular), हैं (plural).
    std::size_t be() {
        const LexiconEntry& e = lex_.entry("be");
        const std::string key = agreement_.number == "Plur" ? "Pres.Plur"
                                : agreement_.person == "1"  ? "Pres.1.Sing"
                                                            : "Pres.3.Sing";
        return s_.add(makeToken(e, e.form(key),
                                {{"Mood", "Ind"},
                                 {"Number", agreement_.number},
                                 {"Person", agreement_.person},
                                 {"Tense", "Pres"},
                                 {"VerbForm", "Fin"}},
                                "VAUX"));
    }

    // पढ़ता है (habitual), पढ़ रहा है (progressive), पढ़ेगा (future); returns the main verb.
    std::size_t verbGroup(const std::string& conceptName, Tense tense) {
        const LexiconEntry& e = lex_.entry(conceptName);
        const Agreement& a = agreement_;
        if (tense == Tense::Future) {
            const std::string key = a.number == "Plur" ? "Fut.Plur." + a.gender
                                    : a.person == "1"  ? "Fut.1.Sing." + a.gender
                                                       : "Fut.3.Sing." + a.gender;
            return s_.add(makeToken(e, e.form(key),
                                    {{"Gender", a.gender},
                                     {"Mood", "Ind"},
                                     {"Number", a.number},
                                     {"Person", a.person},
                                     {"Tense", "Fut"},
                                     {"VerbForm", "Fin"}},
                                    "VM"));
        }
        const std::string genderNumber = a.gender == "Fem" ? "Fem" : "Masc." + a.number;
        std::size_t verb = 0;
        if (tense == Tense::Progressive) {
            verb = s_.add(makeToken(e, e.form("Stem"), {}, "VM"));
            const LexiconEntry& prog = lex_.entry("progressive");
            attach(s_,
                   s_.add(makeToken(prog, prog.form(genderNumber),
                                    {{"Aspect", "Prog"},
                                     {"Gender", a.gender},
                                     {"Number", a.number},
                                     {"VerbForm", "Part"}},
                                    "VAUX")),
                   verb, "aux");
        } else {
            verb = s_.add(makeToken(e, e.form("Hab." + genderNumber),
                                    {{"Aspect", "Hab"},
                                     {"Gender", a.gender},
                                     {"Number", a.number},
                                     {"VerbForm", "Part"}},
                                    "VM"));
        }
        attach(s_, be(), verb, "aux");
        return verb;
    }

    const DemoLexicon& lex_;
    DemoSentence s_;
    Agreement agreement_;
};

}  // namespace

DemoSentence realiseHindi(const Clause& clause) {
    return HindiClause().realise(clause);
}

}  // namespace akshara::demo::internal

// Polish: SVO order; nouns, adjectives and verbs agree in gender (masculine personal,
// masculine, feminine, neuter; in the plural virile and non-virile), number and case; the
// object is accusative, genitive under negation (nie czyta książki); "w" takes the
// locative; verbs agree in person and number in the present, in gender and number in the
// past. Features as in UD_Polish-PDB (Animacy=Hum for masculine personal nouns).
#include "demo/DemoLexicon.h"
#include "demo/internal/Realisers.h"

namespace akshara::demo::internal {

namespace {

using Features = std::map<std::string, std::string>;

// The word with its first letter in upper case (a sentence begins with a capital letter):
// ASCII and the Polish letters with diacritics.
std::string capitalised(std::string word) {
    static const char* const pairs[][2] = {{"ą", "Ą"}, {"ć", "Ć"}, {"ę", "Ę"},
                                           {"ł", "Ł"}, {"ń", "Ń"}, {"ó", "Ó"},
                                           {"ś", "Ś"}, {"ź", "Ź"}, {"ż", "Ż"}};
    if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') {
        word[0] = static_cast<char>(word[0] - 'a' + 'A');
        return word;
    }
    for (const auto& pair : pairs) {
        const std::string lower = pair[0];
        if (word.compare(0, lower.size(), lower) == 0)
            return pair[1] + word.substr(lower.size());
    }
    return word;
}

// Gender as agreement sees it: Masc (with Animacy=Hum for persons, Inan for things), Fem, Neut.
struct Agreement {
    std::string gender;
    std::string animacy;  // Hum, Inan or empty
    std::string number;
    std::string person;
    bool virile() const { return gender == "Masc" && animacy == "Hum"; }
    // The key of a form that depends on gender and number: Masc, Fem, Neut; Vir, Nvir.
    std::string genderKey() const {
        if (number == "Plur")
            return virile() ? "Vir" : "Nvir";
        return gender;
    }
    void addTo(Features& f) const {
        f["Gender"] = gender;
        if (!animacy.empty())
            f["Animacy"] = animacy;
        f["Number"] = number;
    }
};

class PolishClause {
public:
    PolishClause() : lex_(DemoLexicon::builtin("pl")) {}

    DemoSentence realise(const Clause& c) {
        const LexiconEntry& subject = lex_.entry(c.subject.conceptName);
        if (subject.upos == "PRON") {
            agreement_ = {c.referentGender, c.referentGender == "Masc" ? "Hum" : "",
                          subject.feature("Number"), subject.feature("Person")};
        } else {
            agreement_ = {subject.feature("Gender"), subject.feature("Animacy"),
                          c.subject.plural ? "Plur" : "Sing", "3"};
        }
        const std::size_t subjectWord = subjectPhrase(c.subject);
        const std::size_t negation = c.negated ? this->negation() : 0;
        std::size_t root = 0;
        switch (c.kind) {
            case ClauseKind::Copular: {
                const std::size_t cop = verb("be", c.tense);
                const std::size_t very = c.predicateVery ? intensifier() : 0;
                root = adjective(c.predicate, "Nom", agreement_);
                attach(s_, cop, root, "cop");
                if (very)
                    attach(s_, very, root, "advmod");
                break;
            }
            case ClauseKind::Locative: {
                const std::size_t cop = verb("be", c.tense);
                root = placePhrase(c.place);
                attach(s_, cop, root, "cop");
                break;
            }
            case ClauseKind::Intransitive:
            case ClauseKind::Transitive: {
                root = verb(c.verb, c.tense);
                if (c.kind == ClauseKind::Transitive)
                    attach(s_, objectPhrase(c.object, c.negated ? "Gen" : "Acc"), root, "obj");
                if (!c.place.empty())
                    attach(s_, placePhrase(c.place), root, "obl");
                break;
            }
        }
        if (negation)
            attach(s_, negation, root, "advmod");
        attach(s_, subjectWord, root, "nsubj");
        s_.at(root).head = 0;
        s_.at(root).relation = "root";
        addPeriod(s_, lex_, root, "_");
        s_.tokens.front().form = capitalised(s_.tokens.front().form);
        return std::move(s_);
    }

private:
    std::size_t intensifier() {
        const LexiconEntry& e = lex_.entry("very");
        return s_.add(makeToken(e, e.form("Form"), {{"Degree", "Pos"}}));
    }

    std::size_t negation() {
        const LexiconEntry& e = lex_.entry("not");
        return s_.add(makeToken(e, e.form("Form"), {{"Polarity", "Neg"}}));
    }

    // The adjective in `grammaticalCase` agreeing with `a`. Forms the lexicon shares: the
    // accusative is the nominative except in the feminine singular (things are inanimate).
    std::size_t adjective(const std::string& conceptName, const std::string& grammaticalCase,
                          const Agreement& a) {
        const LexiconEntry& e = lex_.entry(conceptName);
        std::string key;
        if (grammaticalCase == "Gen") {
            key = a.number == "Plur" ? "Gen.Plur" : a.gender == "Fem" ? "Gen.Fem" : "Gen.MascNeut";
        } else if (grammaticalCase == "Acc" && a.number == "Sing" && a.gender == "Fem") {
            key = "Acc.Fem";
        } else {
            key = "Nom." + a.genderKey();
        }
        Features f{{"Case", grammaticalCase}, {"Degree", "Pos"}};
        a.addTo(f);
        return s_.add(makeToken(e, e.form(key), f));
    }

    // [bardzo] [adjective] noun in `grammaticalCase`; returns the noun.
    std::size_t nounPhrase(const NounPhrase& np, const std::string& grammaticalCase,
                           const Agreement& a) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        std::size_t very = 0, adj = 0;
        if (!np.adjective.empty()) {
            very = np.very ? intensifier() : 0;
            adj = adjective(np.adjective, grammaticalCase, a);
        }
        Features f{{"Case", grammaticalCase}};
        a.addTo(f);
        const std::size_t noun = s_.add(makeToken(e, e.form(grammaticalCase + "." + a.number), f));
        if (adj)
            attach(s_, adj, noun, "amod");
        if (very)
            attach(s_, very, adj, "advmod");
        return noun;
    }

    std::size_t subjectPhrase(const NounPhrase& np) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        if (e.upos != "PRON")
            return nounPhrase(np, "Nom", agreement_);
        Features f = e.features;
        f["Case"] = "Nom";
        std::string form;
        if (e.forms.count("Nom")) {
            form = e.form("Nom");
        } else {  // oni (virile) / one
            form = e.form(agreement_.virile() ? "Vir" : "Nvir");
            agreement_.addTo(f);
        }
        return s_.add(makeToken(e, form, f));
    }

    std::size_t objectPhrase(const NounPhrase& np, const std::string& grammaticalCase) {
        const LexiconEntry& e = lex_.entry(np.conceptName);
        const Agreement a{e.feature("Gender"), e.feature("Animacy"), np.plural ? "Plur" : "Sing",
                          "3"};
        return nounPhrase(np, grammaticalCase, a);
    }

    // w + the locative: w ogrodzie.
    std::size_t placePhrase(const std::string& conceptName) {
        const LexiconEntry& in = lex_.entry("in");
        const std::size_t preposition =
            s_.add(makeToken(in, in.form("Form"), {{"AdpType", "Prep"}, {"Case", "Loc"}}));
        const LexiconEntry& e = lex_.entry(conceptName);
        const Agreement a{e.feature("Gender"), e.feature("Animacy"), "Sing", "3"};
        const std::size_t noun = nounPhrase({conceptName, false, {}, false}, "Loc", a);
        attach(s_, preposition, noun, "case");
        return noun;
    }

    // A finite verb (or the copula być) agreeing with the subject: person and number in the
    // present (czyta, czytają), gender and number in the past (czytał, czytała, czytali).
    std::size_t verb(const std::string& conceptName, Tense tense) {
        const LexiconEntry& e = lex_.entry(conceptName);
        const Agreement& a = agreement_;
        Features f{{"Aspect", "Imp"}, {"Mood", "Ind"}, {"VerbForm", "Fin"}};
        if (e.upos == "VERB")
            f["Voice"] = "Act";
        std::string key;
        if (tense == Tense::Past) {
            key = "Past." + a.genderKey();
            a.addTo(f);
            f["Tense"] = "Past";
        } else {
            key = "Pres." + a.person + "." + a.number;
            f["Number"] = a.number;
            f["Person"] = a.person;
            f["Tense"] = "Pres";
        }
        return s_.add(makeToken(e, e.form(key), f));
    }

    const DemoLexicon& lex_;
    DemoSentence s_;
    Agreement agreement_;
};

}  // namespace

DemoSentence realisePolish(const Clause& clause) {
    return PolishClause().realise(clause);
}

}  // namespace akshara::demo::internal

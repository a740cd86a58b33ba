// English sentences of the demo clauses: the glosses of the generated sentences and the
// English premises of the mixed-language NLI files. Subjects are definite ("the boy"),
// singular objects indefinite ("a book", "an old letter"), plural ones bare ("books").
#include <cctype>

#include "demo/DemoLexicon.h"
#include "demo/Realisation.h"

namespace akshara::demo {

namespace {

const DemoLexicon& english() {
    return DemoLexicon::builtin("en");
}

std::string modified(const NounPhrase& np, const std::string& noun) {
    std::string out;
    if (!np.adjective.empty())
        out +=
            std::string(np.very ? "very " : "") + english().entry(np.adjective).form("Form") + " ";
    return out + noun;
}

std::string subjectPhrase(const NounPhrase& np) {
    const LexiconEntry& e = english().entry(np.conceptName);
    if (e.upos == "PRON")
        return e.form("Nom");
    return "the " + modified(np, e.form(np.plural ? "Plur" : "Sing"));
}

std::string objectPhrase(const NounPhrase& np) {
    const LexiconEntry& e = english().entry(np.conceptName);
    const std::string phrase = modified(np, e.form(np.plural ? "Plur" : "Sing"));
    if (np.plural)
        return phrase;
    const bool vowel = std::string("aeiou").find(phrase[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + phrase;
}

}  // namespace

std::string englishSentence(const Clause& c) {
    const LexiconEntry& subject = english().entry(c.subject.conceptName);
    const bool pronoun = subject.upos == "PRON";
    const bool plural = pronoun ? subject.feature("Number") == "Plur" : c.subject.plural;
    const bool first = pronoun && subject.feature("Person") == "1";
    const bool thirdSingular = !plural && !first;
    const std::string neg = c.negated ? " not" : "";
    const LexiconEntry& be = english().entry("be");

    std::string predicate;
    if (c.kind == ClauseKind::Copular || c.kind == ClauseKind::Locative) {
        std::string copula;
        switch (c.tense) {
            case Tense::Past:
                copula = be.form(plural ? "Past.Plur" : "Past.Sing") + neg;
                break;
            case Tense::Future:
                copula = "will" + neg + " be";
                break;
            default:
                copula = be.form(plural  ? "Pres.Plur"
                                 : first ? "Pres.1.Sing"
                                         : "Pres.3.Sing") +
                         neg;
        }
        predicate = copula + " " +
                    (c.kind == ClauseKind::Copular ? std::string(c.predicateVery ? "very " : "") +
                                                         english().entry(c.predicate).form("Form")
                                                   : english().entry(c.place).form("Loc"));
    } else {
        const LexiconEntry& verb = english().entry(c.verb);
        switch (c.tense) {
            case Tense::Past:
                predicate = c.negated ? "did not " + verb.form("Base") : verb.form("Past");
                break;
            case Tense::Future:
                predicate = "will" + neg + " " + verb.form("Base");
                break;
            case Tense::Progressive:
                predicate = be.form(plural  ? "Pres.Plur"
                                    : first ? "Pres.1.Sing"
                                            : "Pres.3.Sing") +
                            neg + " " + verb.form("Ing");
                break;
            case Tense::Present:
                if (c.negated)
                    predicate = (thirdSingular ? "does not " : "do not ") + verb.form("Base");
                else
                    predicate = verb.form(thirdSingular ? "3Sing" : "Base");
                break;
        }
        if (c.kind == ClauseKind::Transitive)
            predicate += " " + objectPhrase(c.object);
        if (!c.place.empty())
            predicate += " " + english().entry(c.place).form("Loc");
    }
    std::string out = subjectPhrase(c.subject) + " " + predicate + ".";
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

}  // namespace akshara::demo

#include "demo/DemoClauses.h"

#include <stdexcept>
#include <vector>

#include "data/SeededRandom.h"
#include "demo/DemoLexicon.h"
#include "demo/Realisation.h"

namespace akshara::demo {

namespace {

using data::SeededRandom;

enum Stream : std::uint64_t { kTreebank = 1, kSentiment = 2, kNli = 3, kTense = 10 };

// The concepts of the English lexicon by the role its tags give them.
struct Inventory {
    std::vector<std::string> persons, things, places, pronouns, personAdjectives, thingAdjectives,
        transitiveVerbs, intransitiveVerbs;

    Inventory() {
        for (const auto& e : DemoLexicon::builtin("en").entries()) {
            const std::string role = e.tag("role");
            if (role == "person")
                persons.push_back(e.conceptName);
            else if (role == "thing")
                things.push_back(e.conceptName);
            else if (role == "place")
                places.push_back(e.conceptName);
            else if (role == "pronoun")
                pronouns.push_back(e.conceptName);
            if (e.upos == "ADJ") {
                for (const auto& kind : e.tagList("for")) {
                    (kind == "person" ? personAdjectives : thingAdjectives)
                        .push_back(e.conceptName);
                }
            }
            if (e.upos == "VERB")
                (e.tag("objects").empty() ? intransitiveVerbs : transitiveVerbs)
                    .push_back(e.conceptName);
        }
    }
};

const Inventory& inventory() {
    static const Inventory inv;
    return inv;
}

const LexiconEntry& en(const std::string& conceptName) {
    return DemoLexicon::builtin("en").entry(conceptName);
}

const std::string& pick(SeededRandom& r, const std::vector<std::string>& from) {
    return from.at(r.below(from.size()));
}

// The adjectives of `from` with that polarity.
std::vector<std::string> withPolarity(const std::vector<std::string>& from,
                                      const std::string& polarity) {
    std::vector<std::string> out;
    for (const auto& a : from) {
        if (en(a).tag("polarity") == polarity)
            out.push_back(a);
    }
    return out;
}

// Whether a subject adjective may stand beside a copular predicate: "the good man is
// happy", but not "the good man is good" or "the bad man is good".
bool compatibleWithPredicate(const std::string& adjective, const std::string& predicate) {
    return adjective.empty() || predicate.empty() ||
           (adjective != predicate && adjective != en(predicate).tag("antonym"));
}

NounPhrase drawSubject(SeededRandom& r, bool withAdjective) {
    const Inventory& inv = inventory();
    NounPhrase np;
    if (r.chance(0.25)) {
        np.conceptName = pick(r, inv.pronouns);
        return np;
    }
    np.conceptName = pick(r, inv.persons);
    np.plural = r.chance(0.5);
    if (withAdjective && r.chance(0.35)) {
        np.adjective = pick(r, inv.personAdjectives);
        np.very = r.chance(0.3);
    }
    return np;
}

// He and she have their gender; "we" is taken as masculine (Hindi हम agrees in the
// masculine plural whoever speaks); I and they are either.
std::string drawReferentGender(SeededRandom& r, const NounPhrase& subject) {
    const LexiconEntry& e = en(subject.conceptName);
    if (e.upos != "PRON")
        return "Masc";
    if (!e.feature("Gender").empty())
        return e.feature("Gender");
    if (subject.conceptName == "we")
        return "Masc";
    return r.chance(0.5) ? "Fem" : "Masc";
}

NounPhrase drawObject(SeededRandom& r, const std::string& verb, bool withAdjective) {
    NounPhrase np;
    np.conceptName = pick(r, en(verb).tagList("objects"));
    np.plural = r.chance(0.5);
    if (withAdjective && r.chance(0.35)) {
        np.adjective = pick(r, inventory().thingAdjectives);
        np.very = r.chance(0.3);
    }
    return np;
}

Clause drawClause(SeededRandom& r, bool allowNegation) {
    const Inventory& inv = inventory();
    Clause c;
    const std::size_t kind = r.below(10);
    c.kind = kind < 4   ? ClauseKind::Transitive
             : kind < 6 ? ClauseKind::Intransitive
             : kind < 8 ? ClauseKind::Copular
                        : ClauseKind::Locative;
    c.subject = drawSubject(r, true);
    c.referentGender = drawReferentGender(r, c.subject);
    switch (c.kind) {
        case ClauseKind::Transitive:
            c.verb = pick(r, inv.transitiveVerbs);
            c.object = drawObject(r, c.verb, true);
            if (r.chance(0.3))
                c.place = pick(r, inv.places);
            break;
        case ClauseKind::Intransitive:
            c.verb = pick(r, inv.intransitiveVerbs);
            if (r.chance(0.3))
                c.place = pick(r, inv.places);
            break;
        case ClauseKind::Copular:
            c.predicate = pick(r, inv.personAdjectives);
            c.predicateVery = r.chance(0.3);
            if (!compatibleWithPredicate(c.subject.adjective, c.predicate)) {
                c.subject.adjective.clear();
                c.subject.very = false;
            }
            break;
        case ClauseKind::Locative:
            c.place = pick(r, inv.places);
            break;
    }
    c.negated = allowNegation && c.kind != ClauseKind::Locative && r.chance(0.25);
    return c;
}

bool verbal(const Clause& c) {
    return c.kind == ClauseKind::Transitive || c.kind == ClauseKind::Intransitive;
}

bool nounSubject(const Clause& c) {
    return en(c.subject.conceptName).upos == "NOUN";
}

// Entailment: the affirmative clause without one of its modifiers (nothing when it has none).
std::vector<Clause> weakerClauses(const Clause& c) {
    std::vector<Clause> out;
    if (!c.subject.adjective.empty()) {
        Clause h = c;
        h.subject.adjective.clear();
        h.subject.very = false;
        out.push_back(h);
    }
    if (c.subject.very) {
        Clause h = c;
        h.subject.very = false;
        out.push_back(h);
    }
    if (!c.object.adjective.empty()) {
        Clause h = c;
        h.object.adjective.clear();
        h.object.very = false;
        out.push_back(h);
    }
    if (c.object.very) {
        Clause h = c;
        h.object.very = false;
        out.push_back(h);
    }
    if (c.predicateVery) {
        Clause h = c;
        h.predicateVery = false;
        out.push_back(h);
    }
    if (verbal(c) && !c.place.empty()) {
        Clause h = c;
        h.place.clear();
        out.push_back(h);
    }
    return out;
}

// Neutral: the clause with a modifier added that the premise does not have.
std::vector<Clause> strongerClauses(SeededRandom& r, const Clause& c) {
    const Inventory& inv = inventory();
    std::vector<Clause> out;
    if (nounSubject(c) && c.subject.adjective.empty()) {
        std::vector<std::string> adjectives;
        for (const auto& a : inv.personAdjectives) {
            if (compatibleWithPredicate(a, c.predicate))
                adjectives.push_back(a);
        }
        Clause h = c;
        h.subject.adjective = pick(r, adjectives);
        out.push_back(h);
    }
    if (c.kind == ClauseKind::Transitive && c.object.adjective.empty()) {
        Clause h = c;
        h.object.adjective = pick(r, inv.thingAdjectives);
        out.push_back(h);
    }
    if (verbal(c) && c.place.empty()) {
        Clause h = c;
        h.place = pick(r, inv.places);
        out.push_back(h);
    }
    if (c.kind == ClauseKind::Copular && !c.predicateVery) {
        Clause h = c;
        h.predicateVery = true;
        out.push_back(h);
    }
    return out;
}

Clause contradiction(SeededRandom& r, const Clause& c) {
    Clause h = c;
    if (c.kind == ClauseKind::Locative) {
        std::vector<std::string> others;
        for (const auto& p : inventory().places) {
            if (p != c.place)
                others.push_back(p);
        }
        h.place = pick(r, others);
    } else if (c.kind == ClauseKind::Copular && r.chance(0.5)) {
        h.predicate = en(c.predicate).tag("antonym");
    } else {
        h.negated = true;
    }
    return h;
}

}  // namespace

Clause treebankClause(std::uint64_t seed, std::size_t item, const std::string& language) {
    SeededRandom r(seed, kTreebank, item);
    Clause c = drawClause(r, true);
    std::uint64_t languageIndex = 0;
    for (const auto& l : demoLanguages()) {
        if (l == language)
            break;
        ++languageIndex;
    }
    SeededRandom tenseDraw(seed, kTense + languageIndex, item);
    const auto tenses = realisableTenses(language, c);
    c.tense = tenses.at(tenseDraw.below(tenses.size()));
    return c;
}

SentimentItem sentimentItem(std::uint64_t seed, std::size_t item) {
    const Inventory& inv = inventory();
    SeededRandom r(seed, kSentiment, item);
    SentimentItem out;
    out.label = item % 2 == 0 ? "positive" : "negative";
    const std::string opposite = item % 2 == 0 ? "negative" : "positive";
    Clause& c = out.clause;
    c.subject = drawSubject(r, false);
    c.referentGender = drawReferentGender(r, c.subject);
    if (r.chance(0.5)) {
        c.kind = ClauseKind::Copular;
        c.negated = r.chance(0.4);
        c.predicate = pick(r, withPolarity(inv.personAdjectives, c.negated ? opposite : out.label));
        // "not very bad" is not plainly positive: "very" only in affirmative sentences.
        c.predicateVery = !c.negated && r.chance(0.3);
        return out;
    }
    c.kind = ClauseKind::Transitive;
    c.verb = pick(r, inv.transitiveVerbs);
    c.object = drawObject(r, c.verb, false);
    if (nounSubject(c) && r.chance(0.5)) {
        c.subject.adjective = pick(r, withPolarity(inv.personAdjectives, out.label));
        c.subject.very = r.chance(0.3);
        if (r.chance(0.3))  // a neutral adjective beside it
            c.object.adjective = pick(r, withPolarity(inv.thingAdjectives, ""));
    } else {
        c.object.adjective = pick(r, withPolarity(inv.thingAdjectives, out.label));
        c.object.very = r.chance(0.3);
    }
    if (r.chance(0.3))
        c.place = pick(r, inv.places);
    return out;
}

NliItem nliItem(std::uint64_t seed, std::size_t item) {
    static const char* const labels[] = {"entailment", "neutral", "contradiction"};
    SeededRandom r(seed, kNli, item);
    NliItem out;
    out.label = labels[item % 3];
    for (int attempt = 0; attempt < 1000; ++attempt) {
        out.premise = drawClause(r, false);
        if (out.label == std::string("contradiction")) {
            out.hypothesis = contradiction(r, out.premise);
            return out;
        }
        const auto candidates = out.label == std::string("entailment")
                                    ? weakerClauses(out.premise)
                                    : strongerClauses(r, out.premise);
        if (!candidates.empty()) {
            out.hypothesis = candidates[r.below(candidates.size())];
            return out;
        }
    }
    throw std::logic_error("the demo grammar draws no NLI premise with a modifier");
}

}  // namespace akshara::demo

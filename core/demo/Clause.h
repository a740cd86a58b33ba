#pragma once

#include <string>

namespace akshara::demo {

// A clause of the demo grammar, independent of language: every language realises the same
// clause (so that the corpora are parallel), and English gives the gloss. Words are concepts
// of the lexicons (their English keys).
enum class ClauseKind {
    Intransitive,  // the boy sleeps (in the garden)
    Transitive,    // the boy reads a book (in the garden)
    Copular,       // the boy is happy
    Locative       // the boy is in the garden
};

// Tenses whose verb agrees with the subject. Which a language realises: see
// realisableTenses() in Realisation.h.
enum class Tense { Present, Progressive, Future, Past };

struct NounPhrase {
    std::string conceptName;  // a noun or, for subjects, a personal pronoun
    bool plural = false;      // nouns only: a pronoun's number is its own
    std::string adjective;    // empty: none
    bool very = false;        // "very" before the adjective
};

struct Clause {
    ClauseKind kind = ClauseKind::Intransitive;
    Tense tense = Tense::Present;
    NounPhrase subject;
    // The referent's gender for a pronoun subject ("Masc" or "Fem"): Hindi verbs and Polish
    // adjectives and plural pronouns show it. Nouns have their own gender in each lexicon.
    std::string referentGender = "Masc";
    std::string verb;       // Intransitive, Transitive
    NounPhrase object;      // Transitive
    std::string predicate;  // Copular: the adjective
    bool predicateVery = false;
    std::string place;     // Locative; optional adjunct of Intransitive and Transitive
    bool negated = false;  // never for Locative
};

}  // namespace akshara::demo

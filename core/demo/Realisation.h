#pragma once

#include <string>
#include <vector>

#include "demo/Clause.h"
#include "demo/DemoSentence.h"

namespace akshara::demo {

// The languages the generator writes corpora for: "hi" (Hindi, Devanagari), "bn" (Bengali,
// Bangla script), "pl" (Polish). English ("en") gives the glosses and the English premises.
const std::vector<std::string>& demoLanguages();
bool isDemoLanguage(const std::string& language);

// The tenses `language` realises for `clause`, the first being the present:
// Hindi habitual present, progressive and future (copular and locative clauses: present);
// Bengali simple present; Polish present, and the past for clauses with a noun subject.
std::vector<Tense> realisableTenses(const std::string& language, const Clause& clause);

// The clause as a sentence of `language` ("hi", "bn", "pl") with gold UD annotation:
// agreement of verb (and predicate adjective) with the subject, of adjective with noun,
// Hindi oblique case before postpositions, Polish cases (the genitive of an object under
// negation). Throws InputError for another language or a clause the lexicons cannot
// realise (an unknown concept, a missing form).
DemoSentence realise(const std::string& language, const Clause& clause);

// The clause as an English sentence ("The boy does not read a good book."), in the clause's
// tense. Used as the gloss of the other languages' sentences and as English premise.
std::string englishSentence(const Clause& clause);

}  // namespace akshara::demo

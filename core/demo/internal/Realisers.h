#pragma once

#include <map>
#include <string>

#include "demo/Clause.h"
#include "demo/DemoLexicon.h"
#include "demo/DemoSentence.h"

namespace akshara::demo::internal {

DemoSentence realiseHindi(const Clause& clause);
DemoSentence realiseBengali(const Clause& clause);
DemoSentence realisePolish(const Clause& clause);

// A word of `entry` with the given form, features (the entry's lexical features are not
// added: each realiser states the features the word carries) and XPOS.
DemoToken makeToken(const LexiconEntry& entry, const std::string& form,
                    std::map<std::string, std::string> features, const std::string& xpos = "_");

// Attaches word `dependent` to `head` with `relation` (1-based indices).
void attach(DemoSentence& sentence, std::size_t dependent, std::size_t head,
            const std::string& relation);

// Adds the final punctuation (concept "period" of the lexicon), attached to the root.
void addPeriod(DemoSentence& sentence, const DemoLexicon& lexicon, std::size_t root,
               const std::string& xpos);

}  // namespace akshara::demo::internal

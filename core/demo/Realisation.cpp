#include "demo/Realisation.h"

#include <algorithm>

#include "common/Error.h"
#include "demo/DemoLexicon.h"
#include "demo/internal/Realisers.h"

namespace akshara::demo {

namespace internal {

DemoToken makeToken(const LexiconEntry& entry, const std::string& form,
                    std::map<std::string, std::string> features, const std::string& xpos) {
    DemoToken t;
    t.form = form;
    t.lemma = entry.lemma;
    t.upos = entry.upos;
    t.xpos = xpos;
    t.features = std::move(features);
    return t;
}

void attach(DemoSentence& sentence, std::size_t dependent, std::size_t head,
            const std::string& relation) {
    sentence.at(dependent).head = head;
    sentence.at(dependent).relation = relation;
}

void addPeriod(DemoSentence& sentence, const DemoLexicon& lexicon, std::size_t root,
               const std::string& xpos) {
    const LexiconEntry& period = lexicon.entry("period");
    sentence.tokens.back().spaceAfter = false;
    attach(sentence, sentence.add(makeToken(period, period.form("Form"), {}, xpos)), root, "punct");
}

}  // namespace internal

const std::vector<std::string>& demoLanguages() {
    static const std::vector<std::string> languages{"hi", "bn", "pl"};
    return languages;
}

bool isDemoLanguage(const std::string& language) {
    const auto& all = demoLanguages();
    return std::find(all.begin(), all.end(), language) != all.end();
}

std::vector<Tense> realisableTenses(const std::string& language, const Clause& clause) {
    const bool verbal =
        clause.kind == ClauseKind::Intransitive || clause.kind == ClauseKind::Transitive;
    if (language == "hi")
        return verbal ? std::vector<Tense>{Tense::Present, Tense::Progressive, Tense::Future}
                      : std::vector<Tense>{Tense::Present};
    if (language == "pl") {
        // The past of a pronoun subject of the first person takes a personal ending
        // (czytałem); the grammar keeps to the third person there.
        const bool nounSubject =
            DemoLexicon::builtin("pl").entry(clause.subject.conceptName).upos == "NOUN";
        return nounSubject ? std::vector<Tense>{Tense::Present, Tense::Past}
                           : std::vector<Tense>{Tense::Present};
    }
    return {Tense::Present};
}

DemoSentence realise(const std::string& language, const Clause& clause) {
    const auto tenses = realisableTenses(language, clause);
    if (std::find(tenses.begin(), tenses.end(), clause.tense) == tenses.end()) {
        throw InputError("the demo grammar of '" + language +
                         "' has no such tense for this clause");
    }
    if (language == "hi")
        return internal::realiseHindi(clause);
    if (language == "bn")
        return internal::realiseBengali(clause);
    if (language == "pl")
        return internal::realisePolish(clause);
    throw InputError("no demo grammar for language '" + language + "' (languages: hi, bn, pl)");
}

}  // namespace akshara::demo

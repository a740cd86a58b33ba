#include "perturb/RelationOperator.h"

#include <algorithm>
#include <utility>

#include "common/Error.h"
#include "common/FileIo.h"
#include "perturb/LetterCase.h"
#include "text/Normalize.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::perturb {

RelationLexicon RelationLexicon::readFile(const std::string& path) {
    const std::string file = akshara::readFile(path);
    const std::string_view content = text::withoutByteOrderMark(file);
    RelationLexicon lexicon;
    std::size_t lineNumber = 0;
    std::size_t pos = 0;
    bool firstRow = true;
    while (pos < content.size()) {
        const auto newline = content.find('\n', pos);
        std::string line(content.substr(
            pos, newline == std::string_view::npos ? std::string_view::npos : newline - pos));
        pos = newline == std::string_view::npos ? content.size() : newline + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.empty() || line[0] == '#') {
            continue;
        }
        if (const std::string problem = text::lineTextProblem(line); !problem.empty()) {
            throw InputError(problem, path, lineNumber);
        }
        // A header row naming the columns, as a spreadsheet writes one, is no relation: it
        // made "word" a word with the relation "relation".
        if (std::exchange(firstRow, false) &&
            (line == "word\trelated" || line == "word\trelated\trelation")) {
            continue;
        }
        const auto tab1 = line.find('\t');
        if (tab1 == std::string::npos || tab1 == 0) {
            throw InputError("expected word<TAB>related[<TAB>relation]", path, lineNumber);
        }
        const auto tab2 = line.find('\t', tab1 + 1);
        const std::string related =
            line.substr(tab1 + 1, tab2 == std::string::npos ? std::string::npos : tab2 - tab1 - 1);
        if (related.empty()) {
            throw InputError("empty related word", path, lineNumber, "related");
        }
        const std::string relation =
            tab2 == std::string::npos ? std::string() : line.substr(tab2 + 1);
        if (relation.find('\t') != std::string::npos) {
            throw InputError("expected word<TAB>related[<TAB>relation], found " +
                                 std::to_string(std::count(line.begin(), line.end(), '\t') + 1) +
                                 " fields",
                             path, lineNumber);
        }
        lexicon.related[text::nfc(text::decodeUtf8(line.substr(0, tab1)))].push_back(
            {text::nfc(text::decodeUtf8(related)), relation});
    }
    if (lexicon.related.empty()) {
        throw InputError("no relations in the file", path);
    }
    return lexicon;
}

RelationOperator::RelationOperator(const text::Language& language, RelationLexicon lexicon,
                                   std::string relation)
    : Operator("relation", language),
      lexicon_(std::move(lexicon)),
      relation_(std::move(relation)) {}

std::vector<Candidate> RelationOperator::generate(std::u32string_view word) const {
    std::vector<Candidate> out;
    auto it = lexicon_.related.find(std::u32string(word));
    // A word at the start of a sentence, or in capitals, is found by its small letters
    // (lexicons such as Słowosieć list lemmas so) and its replacement written in its case:
    // Sympatyczny gives Miły, SYMPATYCZNY gives MIŁY.
    const bool capitals = allCapitals(word);
    const bool capital = !capitals && !word.empty() && isCapital(word.front());
    if (it == lexicon_.related.end() && (capitals || capital)) {
        it = lexicon_.related.find(lowered(word));
    }
    if (it == lexicon_.related.end()) {
        return out;
    }
    const bool found = it->first == word;
    for (const auto& r : it->second) {
        if (relation_.empty() || r.relation == relation_) {
            std::u32string related = r.word;
            if (!found && capitals) {
                std::transform(related.begin(), related.end(), related.begin(), upper);
            } else if (!found && !related.empty()) {
                related.front() = upper(related.front());
            }
            out.push_back(
                make(word, 0, word, related, r.relation.empty() ? "related" : r.relation));
        }
    }
    return out;
}

}  // namespace akshara::perturb

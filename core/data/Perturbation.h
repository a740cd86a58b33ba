#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "data/SeededRandom.h"
#include "data/Sentence.h"

namespace akshara::data {

// The 13 text perturbations of IndicSentEval (section 3 of the paper).
//   AppendR  append a random phrase (R) taken from another sentence of the corpus
//   DropNV / DropN / DropV   drop all nouns and verbs / all nouns / all verbs
//   DropRN / DropRV          drop one random noun / one random verb
//   KeepNV / KeepN / KeepV   drop every word except nouns and verbs / nouns / verbs
//   DropF / DropL / DropFL   replace the first / last / first and last word by the unknown
//                            token (punctuation is not a word: "।" is never replaced)
//   Shuffle                  shuffle the tokens (words and punctuation)
// Nouns and verbs are the classes of PosMapping.h (pronouns are not nouns; auxiliaries are
// verbs). A word of a multiword token is dropped alone: the token is then written as its
// remaining words.
enum class Perturbation {
    AppendR,
    DropNV,
    DropN,
    DropV,
    DropRN,
    DropRV,
    KeepNV,
    KeepN,
    KeepV,
    DropF,
    DropL,
    DropFL,
    Shuffle
};

const std::vector<Perturbation>& allPerturbations();
const char* perturbationName(Perturbation p);
// Case-insensitive.
std::optional<Perturbation> perturbationByName(const std::string& name);

// Phrases of a corpus to append for AppendR: for SSF each chunk, for UD each word's subtree
// whose words are contiguous and hold at least two words that are not punctuation; leading
// and trailing punctuation removed. Phrases are kept with the sentence they come from.
class PhraseSource {
public:
    explicit PhraseSource(const std::vector<Sentence>& corpus);
    // A phrase drawn uniformly among those of the other sentences; empty when there is none.
    std::vector<std::string> draw(std::size_t sentenceIndex, SeededRandom& random) const;
    std::size_t size() const { return phrases_.size(); }

private:
    struct Phrase {
        std::size_t sentence;
        std::vector<std::string> tokens;
    };
    std::vector<Phrase> phrases_;  // in sentence order
};

// Applies `p` to `units` (the sentence's surface units, possibly reordered by BShift) and
// returns the tokens of the perturbed sentence; none when `p` leaves none, or AppendR finds no
// phrase of another sentence. `phrases` is needed for AppendR only.
std::vector<std::string> perturb(const Sentence& sentence, std::vector<SurfaceUnit> units,
                                 Perturbation p, SeededRandom& random,
                                 const std::string& unknownToken, const PhraseSource* phrases,
                                 std::size_t sentenceIndex);

}  // namespace akshara::data

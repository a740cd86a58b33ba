#include "perturb/SentencePerturber.h"

#include <algorithm>
#include <set>

#include "text/Normalize.h"
#include "text/WordSegmenter.h"

namespace akshara::perturb {

std::size_t editsForWord(std::size_t length, Rng& rng) {
    const std::size_t most = std::max<std::size_t>(1, std::min<std::size_t>(length * 15 / 100, 4));
    return 1 + uniformIndex(rng, most);
}

Rng rngForItem(std::uint64_t seed, std::uint64_t index) {
    // SplitMix64 of (seed, index): well-spread seeds for neighbouring items.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return Rng(z ^ (z >> 31));
}

namespace {

// Whether `edit` changes a character that an earlier edit wrote (`written`, over the word as
// the edits so far left it), or inserts beside one.
bool touchesWritten(const Edit& edit, const std::vector<bool>& written) {
    const std::size_t p = edit.position;
    if (p + edit.from.size() > written.size()) {
        return true;  // not an edit of this word: never taken
    }
    if (edit.from.empty()) {
        return (p > 0 && written[p - 1]) || (p < written.size() && written[p]);
    }
    const auto begin = written.begin() + static_cast<std::ptrdiff_t>(p);
    return std::find(begin, begin + static_cast<std::ptrdiff_t>(edit.from.size()), true) !=
           begin + static_cast<std::ptrdiff_t>(edit.from.size());
}

// The indices of the words among `tokens` that `op` has a candidate for: the words that
// perturbText may change.
std::vector<std::size_t> changeable(const std::vector<text::Token>& tokens, const Operator& op) {
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind == text::TokenKind::Word && !op.candidates(tokens[i].text).empty()) {
            indices.push_back(i);
        }
    }
    return indices;
}

}  // namespace

std::vector<Candidate> successiveEdits(const std::u32string& word, const Operator& op,
                                       std::size_t edits, Rng& rng) {
    std::vector<Candidate> picks;
    std::set<std::u32string> spellings{word};
    std::u32string current = word;
    // The characters of `current` that the edits wrote: n edits change n characters of the
    // word (the paper's count), so none edits another's (a -> s -> d is one letter changed,
    // and no slip of a neighbouring key) or splits the word beside an inserted space.
    std::vector<bool> written(word.size(), false);
    for (std::size_t k = 0; k < edits; ++k) {
        std::vector<Candidate> candidates = op.candidates(current);
        candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                        [&](const Candidate& c) {
                                            return spellings.count(c.text) > 0 ||
                                                   touchesWritten(c.edit, written);
                                        }),
                         candidates.end());
        if (candidates.empty()) {
            break;
        }
        picks.push_back(std::move(candidates[uniformIndex(rng, candidates.size())]));
        const Edit& edit = picks.back().edit;
        const auto at = written.begin() + static_cast<std::ptrdiff_t>(edit.position);
        written.insert(written.erase(at, at + static_cast<std::ptrdiff_t>(edit.from.size())),
                       edit.to.size(), true);
        spellings.insert(picks.back().text);
        current = picks.back().text;
    }
    return picks;
}

std::size_t changeableWords(std::u32string_view text, const Operator& op) {
    return changeable(text::words(text::nfc(text)), op).size();
}

PerturbedText perturbText(std::u32string_view input, const Operator& op, std::size_t words,
                          Rng& rng) {
    PerturbedText result;
    result.original = text::nfc(input);
    result.perturbed = result.original;
    const std::vector<text::Token> tokens = text::words(result.original);
    const std::vector<std::size_t> eligible = changeable(tokens, op);
    // Choose without replacement (a partial Fisher-Yates shuffle), then edit left to right.
    const std::size_t count = std::min(words, eligible.size());
    std::vector<std::size_t> order(eligible.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    for (std::size_t i = 0; i < count; ++i) {
        std::swap(order[i], order[i + uniformIndex(rng, order.size() - i)]);
    }
    std::vector<std::size_t> chosen(order.begin(), order.begin() + static_cast<long>(count));
    std::sort(chosen.begin(), chosen.end());

    long shift = 0;  // how much earlier edits moved the text
    for (const std::size_t e : chosen) {
        const std::size_t wordIndex = eligible[e];
        const text::Token& token = tokens[wordIndex];
        const std::size_t edits = op.multipleEdits() ? editsForWord(token.text.size(), rng) : 1;
        const std::size_t start = static_cast<std::size_t>(static_cast<long>(token.start) + shift);
        std::u32string word = token.text;
        for (const Candidate& pick : successiveEdits(token.text, op, edits, rng)) {
            Edit edit = pick.edit;
            edit.position += start;
            applyEdit(result.perturbed, edit);
            result.edits.push_back(std::move(edit));
            result.wordIndices.push_back(wordIndex);
            word = pick.text;
        }
        shift += static_cast<long>(word.size()) - static_cast<long>(token.text.size());
    }
    return result;
}

}  // namespace akshara::perturb

#include "data/Perturbation.h"

#include <algorithm>
#include <cctype>
#include <functional>

#include "common/Strings.h"

namespace akshara::data {

namespace {

bool isNoun(const Word& w) {
    return w.wordClass == WordClass::Noun;
}
bool isVerb(const Word& w) {
    return w.wordClass == WordClass::Verb;
}

// The tokens of `units` keeping the words for which `keep` is true: a unit whose words are
// all kept is written whole, a unit partly kept as its kept words.
std::vector<std::string> keepWords(const Sentence& s, const std::vector<SurfaceUnit>& units,
                                   const std::function<bool(std::size_t)>& keep) {
    std::vector<std::string> out;
    for (const auto& unit : units) {
        std::size_t kept = 0;
        for (std::size_t w = unit.firstWord; w < unit.firstWord + unit.wordCount; ++w)
            kept += keep(w) ? 1 : 0;
        if (kept == unit.wordCount) {
            out.push_back(unit.form);
        } else {
            for (std::size_t w = unit.firstWord; w < unit.firstWord + unit.wordCount; ++w) {
                if (keep(w))
                    out.push_back(s.words[w].form);
            }
        }
    }
    return out;
}

bool isPunctuationUnit(const Sentence& s, const SurfaceUnit& unit) {
    for (std::size_t w = unit.firstWord; w < unit.firstWord + unit.wordCount; ++w) {
        if (s.words[w].wordClass != WordClass::Punctuation)
            return false;
    }
    return true;
}

std::vector<std::string> forms(const std::vector<SurfaceUnit>& units) {
    std::vector<std::string> out;
    for (const auto& unit : units)
        out.push_back(unit.form);
    return out;
}

// Drops one word drawn uniformly among those for which `pick` is true; nothing to drop
// leaves the sentence as it is.
std::vector<std::string> dropRandom(const Sentence& s, const std::vector<SurfaceUnit>& units,
                                    const std::function<bool(const Word&)>& pick,
                                    SeededRandom& random) {
    std::vector<std::size_t> candidates;
    for (const auto& unit : units) {
        for (std::size_t w = unit.firstWord; w < unit.firstWord + unit.wordCount; ++w) {
            if (pick(s.words[w]))
                candidates.push_back(w);
        }
    }
    if (candidates.empty())
        return forms(units);
    const std::size_t dropped = candidates[random.below(candidates.size())];
    return keepWords(s, units, [dropped](std::size_t w) { return w != dropped; });
}

}  // namespace

const std::vector<Perturbation>& allPerturbations() {
    static const std::vector<Perturbation> all{
        Perturbation::AppendR, Perturbation::DropNV, Perturbation::DropN,  Perturbation::DropV,
        Perturbation::DropRN,  Perturbation::DropRV, Perturbation::KeepNV, Perturbation::KeepN,
        Perturbation::KeepV,   Perturbation::DropF,  Perturbation::DropL,  Perturbation::DropFL,
        Perturbation::Shuffle};
    return all;
}

const char* perturbationName(Perturbation p) {
    switch (p) {
        case Perturbation::AppendR:
            return "AppendR";
        case Perturbation::DropNV:
            return "DropNV";
        case Perturbation::DropN:
            return "DropN";
        case Perturbation::DropV:
            return "DropV";
        case Perturbation::DropRN:
            return "DropRN";
        case Perturbation::DropRV:
            return "DropRV";
        case Perturbation::KeepNV:
            return "KeepNV";
        case Perturbation::KeepN:
            return "KeepN";
        case Perturbation::KeepV:
            return "KeepV";
        case Perturbation::DropF:
            return "DropF";
        case Perturbation::DropL:
            return "DropL";
        case Perturbation::DropFL:
            return "DropFL";
        case Perturbation::Shuffle:
            return "Shuffle";
    }
    return "";
}

std::optional<Perturbation> perturbationByName(const std::string& name) {
    const std::string key = asciiLowered(name);
    for (const Perturbation p : allPerturbations()) {
        if (asciiLowered(perturbationName(p)) == key)
            return p;
    }
    return std::nullopt;
}

PhraseSource::PhraseSource(const std::vector<Sentence>& corpus) {
    for (std::size_t si = 0; si < corpus.size(); ++si) {
        const Sentence& s = corpus[si];
        std::vector<std::pair<std::size_t, std::size_t>> spans;  // [first, last] words
        if (s.chunked) {
            for (const auto& node : s.nodes) {
                spans.emplace_back(node.words.front(), node.words.back());
            }
        } else if (s.hasTree) {
            // Subtree yields: the smallest and largest word under each word.
            const std::size_t n = s.words.size();
            std::vector<std::size_t> low(n), high(n), count(n, 0);
            for (std::size_t i = 0; i < n; ++i)
                low[i] = high[i] = i;
            for (std::size_t i = 0; i < n; ++i) {
                for (long at = static_cast<long>(i); at >= 0;
                     at = s.nodes[static_cast<std::size_t>(at)].head) {
                    const auto a = static_cast<std::size_t>(at);
                    low[a] = std::min(low[a], i);
                    high[a] = std::max(high[a], i);
                    ++count[a];
                }
            }
            for (std::size_t i = 0; i < n; ++i) {
                if (s.nodes[i].head >= 0 && count[i] == high[i] - low[i] + 1)
                    spans.emplace_back(low[i], high[i]);
            }
        }
        for (auto [first, last] : spans) {
            while (first <= last && s.words[first].wordClass == WordClass::Punctuation)
                ++first;
            while (last >= first && last > 0 && s.words[last].wordClass == WordClass::Punctuation)
                --last;
            if (first > last || s.words[last].wordClass == WordClass::Punctuation)
                continue;
            std::size_t content = 0;
            for (std::size_t w = first; w <= last; ++w)
                content += s.words[w].wordClass != WordClass::Punctuation;
            if (!s.chunked && content < 2)
                continue;
            Phrase phrase{si, keepWords(s, s.units, [first = first, last = last](std::size_t w) {
                              return w >= first && w <= last;
                          })};
            phrases_.push_back(std::move(phrase));
        }
    }
}

std::vector<std::string> PhraseSource::draw(std::size_t sentenceIndex, SeededRandom& random) const {
    // The phrases of the sentence itself form one run [own, ownEnd): draw among the others.
    const auto own =
        std::lower_bound(phrases_.begin(), phrases_.end(), sentenceIndex,
                         [](const Phrase& p, std::size_t s) { return p.sentence < s; });
    const auto ownEnd =
        std::upper_bound(phrases_.begin(), phrases_.end(), sentenceIndex,
                         [](std::size_t s, const Phrase& p) { return s < p.sentence; });
    const auto ownCount = static_cast<std::size_t>(ownEnd - own);
    const std::size_t others = phrases_.size() - ownCount;
    if (others == 0)
        return {};
    std::size_t k = random.below(others);
    const auto ownStart = static_cast<std::size_t>(own - phrases_.begin());
    if (k >= ownStart)
        k += ownCount;
    return phrases_[k].tokens;
}

std::vector<std::string> perturb(const Sentence& s, std::vector<SurfaceUnit> units, Perturbation p,
                                 SeededRandom& random, const std::string& unknownToken,
                                 const PhraseSource* phrases, std::size_t sentenceIndex) {
    const auto words = [&](const std::function<bool(const Word&)>& keep) {
        return keepWords(s, units, [&](std::size_t w) { return keep(s.words[w]); });
    };
    switch (p) {
        case Perturbation::AppendR: {
            // Without a phrase of another sentence (a corpus of one sentence, or of phrases in
            // it alone) nothing is appended: no tokens, so that the sentence is left out rather
            // than counted as perturbed, unchanged.
            std::vector<std::string> drawn;
            if (phrases)
                drawn = phrases->draw(sentenceIndex, random);
            if (drawn.empty())
                return {};
            std::vector<std::string> out = forms(units);
            for (auto& token : drawn)
                out.push_back(std::move(token));
            return out;
        }
        case Perturbation::DropNV:
            return words([](const Word& w) { return !isNoun(w) && !isVerb(w); });
        case Perturbation::DropN:
            return words([](const Word& w) { return !isNoun(w); });
        case Perturbation::DropV:
            return words([](const Word& w) { return !isVerb(w); });
        case Perturbation::DropRN:
            return dropRandom(s, units, isNoun, random);
        case Perturbation::DropRV:
            return dropRandom(s, units, isVerb, random);
        case Perturbation::KeepNV:
            return words([](const Word& w) { return isNoun(w) || isVerb(w); });
        case Perturbation::KeepN:
            return words(isNoun);
        case Perturbation::KeepV:
            return words(isVerb);
        case Perturbation::DropF:
        case Perturbation::DropL:
        case Perturbation::DropFL: {
            std::vector<std::string> out = forms(units);
            std::vector<std::size_t> wordUnits;
            for (std::size_t i = 0; i < units.size(); ++i) {
                if (!isPunctuationUnit(s, units[i]))
                    wordUnits.push_back(i);
            }
            if (wordUnits.empty())
                return out;
            if (p != Perturbation::DropL)
                out[wordUnits.front()] = unknownToken;
            if (p != Perturbation::DropF)
                out[wordUnits.back()] = unknownToken;
            return out;
        }
        case Perturbation::Shuffle: {
            // Fisher-Yates with the draws of SeededRandom.
            for (std::size_t i = units.size(); i > 1; --i) {
                std::swap(units[i - 1], units[random.below(i)]);
            }
            return forms(units);
        }
    }
    return forms(units);
}

}  // namespace akshara::data

#include "attack/GreedyAttack.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "common/Error.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::attack {

namespace {

// The attacked sentence with some of its words replaced, rebuilt from the original.
class SentenceState {
public:
    SentenceState(std::u32string original, const std::vector<attrib::Word>& words)
        : original_(std::move(original)) {
        for (const auto& w : words) {
            spans_.push_back({w.start, w.end, {}, false});
        }
        std::sort(spans_.begin(), spans_.end(),
                  [](const Span& a, const Span& b) { return a.start < b.start; });
    }

    // The sentence with the current replacements and, if given, `word` replaced by `with`.
    std::u32string text(const attrib::Word* word = nullptr,
                        const std::u32string* with = nullptr) const {
        std::u32string out;
        std::size_t pos = 0;
        for (const auto& s : spans_) {
            const bool here = word != nullptr && s.start == word->start;
            if (!here && !s.replaced) {
                continue;
            }
            out.append(original_, pos, s.start - pos);
            out += here ? *with : s.replacement;
            pos = s.end;
        }
        out.append(original_, pos, std::u32string::npos);
        return out;
    }

    // Where `word` starts in the current sentence.
    std::size_t currentStart(const attrib::Word& word) const {
        long shift = 0;
        for (const auto& s : spans_) {
            if (s.start >= word.start) {
                break;
            }
            if (s.replaced) {
                shift +=
                    static_cast<long>(s.replacement.size()) - static_cast<long>(s.end - s.start);
            }
        }
        return static_cast<std::size_t>(static_cast<long>(word.start) + shift);
    }

    void replace(const attrib::Word& word, std::u32string with) {
        for (auto& s : spans_) {
            if (s.start == word.start) {
                s.replacement = std::move(with);
                s.replaced = true;
            }
        }
    }

private:
    struct Span {
        std::size_t start;
        std::size_t end;
        std::u32string replacement;
        bool replaced;
    };
    std::u32string original_;
    std::vector<Span> spans_;
};

TextInput withSentence(const TextInput& input, int sentence, const std::string& text) {
    TextInput out = input;
    (sentence == 0 ? out.first : out.second) = text;
    return out;
}

}  // namespace

AttackResult attackExample(Classifier& classifier, WordRanker& ranker, const perturb::Operator& op,
                           const std::vector<SimilarityMeasure*>& filters, const TextInput& input,
                           int label, const AttackOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    const std::size_t queriesBefore = classifier.queries();
    const double secondsBefore = classifier.querySeconds();
    if (options.targetSentence != 0 && !(options.targetSentence == 1 && input.pair)) {
        throw InputError("sentence " + std::to_string(options.targetSentence + 1) +
                         " cannot be attacked: the input " +
                         (input.pair ? "is a pair" : "has one sentence"));
    }
    TextInput nfcInput = input;
    nfcInput.first = text::nfcUtf8(input.first);
    nfcInput.second = text::nfcUtf8(input.second);

    AttackResult result;
    result.adversarial = nfcInput;
    result.originalProbabilities = classifier.classify({nfcInput}).front();
    result.originalClass = argmax(result.originalProbabilities);
    result.adversarialClass = result.originalClass;
    result.adversarialProbabilities = result.originalProbabilities;
    const auto finish = [&] {
        result.queries = classifier.queries() - queriesBefore;
        result.querySeconds = classifier.querySeconds() - secondsBefore;
        result.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return result;
    };
    const int sentence = options.targetSentence;
    const std::string& originalSentence = sentence == 0 ? nfcInput.first : nfcInput.second;
    result.words = attrib::inputWords(originalSentence, nullptr).size();
    if (result.originalClass != label || result.words == 0) {
        result.skipped = true;
        result.skipReason =
            result.originalClass != label ? SkipReason::Misclassified : SkipReason::NoWords;
        return finish();
    }

    result.importance =
        ranker.rankSentence(nfcInput, sentence, result.originalClass, result.originalProbabilities);
    const auto& importance = result.importance;
    classifier.addQueries(importance.queries, importance.seconds);
    const auto order = rankedWords(importance, sentence);
    const auto u32Sentence = text::decodeUtf8(originalSentence);
    SentenceState state(u32Sentence, order);
    const std::size_t mostChanges = std::max<std::size_t>(
        1, static_cast<std::size_t>(
               std::floor(options.maxPerturbedFraction * static_cast<double>(result.words))));
    const auto y = static_cast<std::size_t>(result.originalClass);
    double currentProbability = result.originalProbabilities[y];

    for (const auto& word : order) {
        if (result.changes.size() >= mostChanges) {
            break;  // as many words changed as allowed: the attack failed
        }
        const auto wordText = u32Sentence.substr(word.start, word.end - word.start);
        auto candidates = op.candidates(wordText);
        std::vector<std::string> sentences;
        sentences.reserve(candidates.size());
        for (const auto& c : candidates) {
            sentences.push_back(text::encodeUtf8(state.text(&word, &c.text)));
        }
        if (options.minSimilarity > 0) {
            std::vector<bool> keep(candidates.size(), true);
            for (auto* filter : filters) {
                const auto s = filter->similarities(originalSentence, sentences);
                for (std::size_t i = 0; i < s.size(); ++i) {
                    if (s[i] < options.minSimilarity) {
                        keep[i] = false;
                    }
                }
            }
            std::size_t kept = 0;
            for (std::size_t i = 0; i < candidates.size(); ++i) {
                if (!keep[i]) {
                    continue;
                }
                if (kept != i) {
                    candidates[kept] = std::move(candidates[i]);
                    sentences[kept] = std::move(sentences[i]);
                }
                ++kept;
            }
            candidates.resize(kept);
            sentences.resize(kept);
        }
        result.candidateCounts.push_back(candidates.size());
        if (candidates.empty()) {
            continue;
        }
        std::vector<TextInput> inputs;
        inputs.reserve(sentences.size());
        for (const auto& s : sentences) {
            inputs.push_back(withSentence(nfcInput, sentence, s));
        }
        const auto probabilities = classifier.classify(inputs);
        std::size_t chosen = candidates.size();
        for (std::size_t i = 0; i < probabilities.size(); ++i) {
            if (argmax(probabilities[i]) != result.originalClass) {
                chosen = i;
                result.success = true;
                break;
            }
        }
        if (!result.success) {
            double lowest = currentProbability;
            for (std::size_t i = 0; i < probabilities.size(); ++i) {
                if (probabilities[i][y] < lowest) {
                    lowest = probabilities[i][y];
                    chosen = i;
                }
            }
        }
        if (chosen == candidates.size()) {
            continue;  // no candidate lowers the original class's probability
        }
        WordChange change;
        change.start = word.start;
        change.end = word.end;
        change.original = word.text;
        change.replacement = text::encodeUtf8(candidates[chosen].text);
        change.edit = candidates[chosen].edit;
        change.edit.position += state.currentStart(word);
        result.changes.push_back(std::move(change));
        state.replace(word, candidates[chosen].text);
        result.adversarial = inputs[chosen];
        result.adversarialProbabilities = probabilities[chosen];
        result.adversarialClass = argmax(probabilities[chosen]);
        currentProbability = probabilities[chosen][y];
        if (result.success) {
            break;
        }
    }
    return finish();
}

}  // namespace akshara::attack

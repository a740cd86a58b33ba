#include "attrib/WordImportance.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

#include "attrib/LeastSquares.h"
#include "attrib/PartitionShap.h"
#include "attrib/WordPresence.h"
#include "common/Error.h"
#include "common/Fingerprint.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

namespace akshara::attrib {

std::vector<double> softmax(const std::vector<float>& logits) {
    std::vector<double> p(logits.size());
    if (logits.empty()) {
        return p;
    }
    const double top = *std::max_element(logits.begin(), logits.end());
    double sum = 0;
    for (std::size_t k = 0; k < logits.size(); ++k) {
        p[k] = std::exp(static_cast<double>(logits[k]) - top);
        sum += p[k];
    }
    for (auto& v : p) {
        v /= sum;
    }
    return p;
}

namespace {

struct Texts {
    std::u32string first;
    std::u32string second;
    bool pair = false;
};

// The text, or the pair of `first` and `second` (when not null), decoded.
Texts textsOf(std::string_view first, const std::string_view* second) {
    return {text::decodeUtf8(first), second ? text::decodeUtf8(*second) : std::u32string(),
            second != nullptr};
}

// The least budget of `method` for `features` features: KernelSHAP's features + 1 (the
// least it can solve for), LIME's 2, 0 for the methods without a budget.
std::size_t leastBudget(Method method, std::size_t features) {
    return method == Method::KernelShap ? features + 1 : method == Method::Lime ? 2 : 0;
}

model::Encoding encodeTexts(const model::Tokenizer& tokenizer, const Texts& texts,
                            std::size_t maxLength) {
    if (texts.pair) {
        return tokenizer.encodePair(text::encodeUtf8(texts.first), text::encodeUtf8(texts.second),
                                    maxLength);
    }
    return tokenizer.encode(text::encodeUtf8(texts.first), maxLength);
}

int argmax(const std::vector<double>& values) {
    return static_cast<int>(std::max_element(values.begin(), values.end()) - values.begin());
}

// The texts with `word` replaced by the mask token: W\w of the first paper's eq. 1.
Texts masked(const Texts& texts, const Word& word, const std::u32string& mask) {
    Texts out = texts;
    auto& target = word.sequence == 0 ? out.first : out.second;
    // A text cut to what the model saw may end inside the word.
    const std::size_t start = std::min(word.start, target.size());
    target = target.substr(0, start) + mask +
             target.substr(std::max(start, std::min(word.end, target.size())));
    return out;
}

// The texts with every word whose presence is 0 masked (words in text order, so replacing
// from the last keeps the earlier offsets valid).
Texts maskedWords(const Texts& texts, const std::vector<Word>& words,
                  const std::vector<double>& presence, const std::u32string& mask) {
    Texts out = texts;
    for (std::size_t i = words.size(); i-- > 0;) {
        if (presence[i] == 0.0) {
            out = masked(out, words[i], mask);
        }
    }
    return out;
}

// The texts as far as `encoding` holds them: each cut after the last of its characters that a
// token covers. For a text longer than the model takes, masking these instead of the whole
// text keeps the masked inputs to what the model saw: masking the whole would let in as many
// tokens from past the cut as a masked word frees.
Texts seenTexts(const Texts& texts, const model::Encoding& encoding) {
    std::size_t ends[2] = {0, 0};
    for (std::size_t t = 0; t < encoding.size(); ++t) {
        const int sequence = encoding.sequenceIds.empty() ? 0 : encoding.sequenceIds[t];
        if (sequence == 0 || sequence == 1) {
            ends[sequence] = std::max(ends[sequence], encoding.offsets[t].second);
        }
    }
    Texts out = texts;
    out.first.resize(std::min(out.first.size(), ends[0]));
    if (texts.pair) {
        out.second.resize(std::min(out.second.size(), ends[1]));
    }
    return out;
}

// Per layer the head mean of `weight(index)` over the flattened [layers, heads, tokens, tokens]
// index, plus `identity` on the diagonal, row-normalised when `normalise` is set, multiplied
// through the layers with the first layer innermost; the first token's row of the product.
template <typename Weight>
std::vector<float> rollLayers(const model::Array& attentions, Weight weight, double identity,
                              bool normalise) {
    const auto layers = static_cast<std::size_t>(attentions.shape.at(0));
    const auto heads = static_cast<std::size_t>(attentions.shape.at(1));
    const auto n = static_cast<std::size_t>(attentions.shape.at(2));
    std::vector<double> flow(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        flow[i * n + i] = 1.0;
    }
    std::vector<double> layer(n * n);
    for (std::size_t l = 0; l < layers; ++l) {
        for (std::size_t i = 0; i < n; ++i) {
            double rowSum = 0;
            for (std::size_t j = 0; j < n; ++j) {
                double mean = 0;
                for (std::size_t h = 0; h < heads; ++h) {
                    mean += weight(((l * heads + h) * n + i) * n + j);
                }
                layer[i * n + j] = mean / static_cast<double>(heads) + (i == j ? identity : 0.0);
                rowSum += layer[i * n + j];
            }
            for (std::size_t j = 0; normalise && j < n; ++j) {
                layer[i * n + j] /= rowSum;
            }
        }
        std::vector<double> next(n * n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t k = 0; k < n; ++k) {
                const double a = layer[i * n + k];
                for (std::size_t j = 0; j < n; ++j) {
                    next[i * n + j] += a * flow[k * n + j];
                }
            }
        }
        flow.swap(next);
    }
    return std::vector<float>(flow.begin(), flow.begin() + static_cast<std::ptrdiff_t>(n));
}

// Attention rollout (Abnar and Zuidema): per layer the head mean, averaged with the identity
// for the residual stream and row-normalised, multiplied through the layers; the first
// token's row. attentions: [layers, heads, tokens, tokens].
std::vector<float> rollout(const model::Array& attentions) {
    return rollLayers(
        attentions, [&attentions](std::size_t index) { return 0.5 * attentions.values[index]; },
        0.5, true);
}

// The Euclidean length of `width` values.
double vectorLength(const float* values, std::size_t width) {
    double sum = 0;
    for (std::size_t e = 0; e < width; ++e) {
        sum += static_cast<double>(values[e]) * values[e];
    }
    return std::sqrt(sum);
}

// The mean of per-token values over each word's tokens.
template <typename Value>
std::vector<double> wordMeans(const std::vector<Value>& perToken,
                              const std::vector<std::vector<std::size_t>>& tokens) {
    std::vector<double> out;
    out.reserve(tokens.size());
    for (const auto& list : tokens) {
        double sum = 0;
        for (auto t : list) {
            sum += static_cast<double>(perToken.at(t));
        }
        out.push_back(sum / static_cast<double>(list.size()));
    }
    return out;
}

// What shap, partition-shap and lime switch on and off: spans of one text, the tokens of
// each, and which of them make up each word.
struct MaskingFeatures {
    std::vector<Word> features;
    std::vector<std::vector<std::size_t>> featureTokens;
    std::vector<std::vector<std::size_t>> ofWord;
};

MaskingFeatures maskingFeatures(const std::vector<Word>& words,
                                const std::vector<std::vector<std::size_t>>& tokens,
                                const model::Encoding& encoding, Features kind) {
    MaskingFeatures out;
    auto& [features, featureTokens, ofWord] = out;
    ofWord.resize(words.size());
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (kind == Features::Tokens) {
            // wordTokens() gives a word only tokens that cover some of it.
            for (const std::size_t t : tokens[i]) {
                const auto [start, end] = encoding.offsets[t];
                // A token over this word and the one before is their one feature.
                if (ofWord[i].empty() && !featureTokens.empty() &&
                    std::find(featureTokens.back().begin(), featureTokens.back().end(), t) !=
                        featureTokens.back().end()) {
                    ofWord[i].push_back(features.size() - 1);
                    continue;
                }
                // Tokens over the same letters (XLM-R's lone ▁ and the letter after it, the
                // bytes of one letter) cannot be masked apart in the text: they are one
                // feature.
                if (!ofWord[i].empty() && start < features.back().end) {
                    features.back().end = std::max(features.back().end, end);
                    features.back().text += encoding.tokens[t];
                    featureTokens.back().push_back(t);
                    continue;
                }
                ofWord[i].push_back(features.size());
                features.push_back({encoding.tokens[t], start, end, words[i].sequence});
                featureTokens.push_back({t});
            }
        }
        if (ofWord[i].empty()) {  // Features::Words
            ofWord[i].push_back(features.size());
            features.push_back(words[i]);
            featureTokens.push_back(tokens[i]);
        }
    }
    return out;
}

// The generator of the random order of `words`: the seed together with a hash of the words,
// so that each sentence gets an order of its own (the seed alone would rank every sentence of
// n words alike), the same for a seed on every platform and in any batch.
std::mt19937_64 orderGenerator(std::uint64_t seed, const std::vector<Word>& words) {
    std::uint64_t hash = fnv1a(nullptr, 0);
    for (const auto& w : words) {
        const char separator[2] = {static_cast<char>(w.sequence), '\0'};
        hash = fnv1a(w.text.data(), w.text.size(), hash);
        hash = fnv1a(separator, sizeof separator, hash);
    }
    std::seed_seq sequence{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                           static_cast<std::uint32_t>(hash),
                           static_cast<std::uint32_t>(hash >> 32)};
    return std::mt19937_64(sequence);
}

// The words of the texts that importance() scores, those of options.sentence (all when -1)
// that keep a token after truncation to maxLength, with their tokens in the texts' encoding;
// and the words left out, cut by truncation or dropped whole by the tokenizer. Throws
// InputError for texts without words to score.
struct ScoredWords {
    std::vector<Word> words;
    std::vector<std::vector<std::size_t>> tokens;
    model::Encoding encoding;
    std::size_t cut = 0, dropped = 0;
};

ScoredWords scoredWords(const model::Tokenizer& tokenizer, const Texts& texts,
                        const ImportanceOptions& options, std::size_t maxLength) {
    const auto first = text::encodeUtf8(texts.first);
    const auto second = text::encodeUtf8(texts.second);
    const std::string_view secondView(second);
    ScoredWords out;
    std::vector<Word>& words = out.words;
    std::vector<std::vector<std::size_t>>& tokens = out.tokens;
    words = inputWords(first, texts.pair ? &secondView : nullptr);
    if (options.sentence >= 0) {
        words.erase(std::remove_if(words.begin(), words.end(),
                                   [&](const Word& w) { return w.sequence != options.sentence; }),
                    words.end());
    }
    if (words.empty()) {
        throw InputError(options.sentence >= 0 ? "the sentence has no words to score"
                                               : "the text has no words to score");
    }
    out.encoding = encodeTexts(tokenizer, texts, maxLength);
    tokens = wordTokens(words, out.encoding);
    // Words without tokens have no score: those after the last word of their text with some
    // were cut off by truncation (of a pair, either text may be cut), those before it the
    // tokenizer drops whole (only characters it removes).
    std::size_t seen[2] = {0, 0};  // of each text, the words up to its last with tokens
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (!tokens[i].empty()) {
            seen[words[i].sequence == 0 ? 0 : 1] = i + 1;
        }
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (tokens[i].empty()) {
            ++(i < seen[words[i].sequence == 0 ? 0 : 1] ? out.dropped : out.cut);
            continue;
        }
        if (kept != i) {
            words[kept] = std::move(words[i]);
            tokens[kept] = std::move(tokens[i]);
        }
        ++kept;
    }
    words.resize(kept);
    tokens.resize(kept);
    return out;
}

WordImportance run(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                   const Texts& texts, const ImportanceOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    const auto& info = encoder.info();
    model::requireClassificationHead(info);
    const int labels = static_cast<int>(info.labels.size());
    if (options.targetClass >= labels) {
        throw InputError("class " + std::to_string(options.targetClass) +
                         " is outside the model's " + std::to_string(labels) + " labels");
    }
    if (options.sentence < -1 || options.sentence > (texts.pair ? 1 : 0)) {
        throw InputError("there is no sentence " + std::to_string(options.sentence + 1) +
                         " to score: the input " + (texts.pair ? "is a pair" : "has one sentence"));
    }
    const auto& known = options.inputProbabilities;
    if (!known.empty() && known.size() != info.labels.size()) {
        throw InputError("the input's probabilities have " + std::to_string(known.size()) +
                         " classes, the model " + std::to_string(labels) + " labels");
    }
    const auto maxLength = static_cast<std::size_t>(info.maxTokens);
    ScoredWords input = scoredWords(tokenizer, texts, options, maxLength);
    std::vector<Word>& words = input.words;
    std::vector<std::vector<std::size_t>>& tokens = input.tokens;
    const model::Encoding& encoding = input.encoding;
    const std::size_t kept = words.size(), cut = input.cut, dropped = input.dropped;

    // Masked inputs: the texts with the words (or tokens) masked, re-tokenized, as the first
    // paper's W\w; of a text longer than the model takes, only what the model saw of it.
    const bool truncated = encodeTexts(tokenizer, texts, 0).size() > encoding.size();
    const Texts scored = truncated ? seenTexts(texts, encoding) : texts;
    const auto mask = text::decodeUtf8(tokenizer.maskToken());
    const auto maskedInput = [&](const std::vector<Word>& features,
                                 const std::vector<double>& presence) {
        return encodeTexts(tokenizer, maskedWords(scored, features, presence, mask), maxLength);
    };

    WordImportance result;
    if (cut > 0) {
        result.note = (texts.pair ? "only " : "only the first ") + std::to_string(kept + dropped) +
                      " of " + std::to_string(kept + dropped + cut) + " words fit in the model's " +
                      std::to_string(maxLength) + " tokens; the others have no score";
    }
    if (dropped > 0) {
        result.note += (result.note.empty() ? "" : "; ") + std::to_string(dropped) +
                       (dropped == 1 ? " word has" : " words have") +
                       " no token in the model's input (its tokenizer drops all of its "
                       "characters) and no score";
    }
    switch (options.method) {
        case Method::LeaveOneOut: {
            std::vector<model::Encoding> inputs;
            inputs.reserve(words.size() + 1);
            if (known.empty()) {
                inputs.push_back(encoding);
            }
            for (std::size_t i = 0; i < words.size(); ++i) {
                std::vector<double> presence(words.size(), 1.0);
                presence[i] = 0.0;
                inputs.push_back(maskedInput(words, presence));
            }
            model::ForwardOptions what;
            what.logits = true;
            const auto outputs = inputs.empty() ? std::vector<model::EncoderOutput>{}
                                                : encoder.forward(inputs, what);
            const std::size_t firstMasked = known.empty() ? 1 : 0;  // its output's index
            const auto p = known.empty() ? softmax(outputs[0].logits.values) : known;
            const int predicted = argmax(p);
            const int y = options.targetClass < 0 ? predicted : options.targetClass;
            for (std::size_t i = 0; i < words.size(); ++i) {
                const auto q = softmax(outputs[i + firstMasked].logits.values);
                const int flipped = argmax(q);
                double score = p[y] - q[y];
                // The paper's term for a prediction the masking changed; it explains the
                // predicted class, and the drop alone explains another.
                if (y == predicted && flipped != y) {
                    score += q[flipped] - p[flipped];
                }
                result.scores.push_back(score);
            }
            result.targetClass = y;
            result.queries = inputs.size();
            break;
        }
        case Method::Gradient: {
            const auto attribution = encoder.attribute(encoding, options.targetClass, {});
            const auto width = static_cast<std::size_t>(attribution.gradient.shape.at(1));
            std::vector<float> perToken(encoding.size(), 0.0F);
            for (std::size_t t = 0; t < encoding.size(); ++t) {
                perToken[t] = static_cast<float>(
                    vectorLength(attribution.gradient.values.data() + t * width, width));
            }
            result.scores = wordMeans(perToken, tokens);
            result.targetClass = attribution.targetClass;
            result.queries = 2;  // a forward pass for the class, one with gradients
            break;
        }
        case Method::GradientTimesInput:
        case Method::IntegratedGradients: {
            const bool ig = options.method == Method::IntegratedGradients;
            if (ig && options.integratedGradientSteps < 1) {
                throw InputError("integrated gradients need at least one step");
            }
            model::AttributionOptions how;
            how.integratedGradientSteps = ig ? options.integratedGradientSteps : 0;
            const auto attribution = encoder.attribute(encoding, options.targetClass, how);
            result.scores = wordMeans(
                ig ? attribution.integratedGradients : attribution.gradientTimesInput, tokens);
            result.targetClass = attribution.targetClass;
            // A forward pass for the class, one with gradients, and one per step.
            result.queries = 2 + static_cast<std::size_t>(how.integratedGradientSteps);
            break;
        }
        case Method::Random: {
            result.targetClass = options.targetClass;
            if (options.targetClass < 0 && !known.empty()) {
                result.targetClass = argmax(known);
            } else if (options.targetClass < 0) {
                model::ForwardOptions what;
                what.logits = true;
                const auto outputs = encoder.forward({encoding}, what);
                result.targetClass = argmax(softmax(outputs[0].logits.values));
                result.queries = 1;
            }
            // Fisher-Yates over the ranks 1..n with a fixed generator.
            auto generator = orderGenerator(options.seed, words);
            std::vector<double> ranks(words.size());
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                ranks[i] = static_cast<double>(i + 1);
            }
            for (std::size_t i = ranks.size(); i > 1; --i) {
                const auto j = static_cast<std::size_t>(generator() % i);
                std::swap(ranks[i - 1], ranks[j]);
            }
            result.scores = std::move(ranks);
            break;
        }
        case Method::KernelShap:
        case Method::Lime: {
            const bool shap = options.method == Method::KernelShap;
            const auto [features, featureTokens, ofWord] =
                maskingFeatures(words, tokens, encoding, options.features);
            const char* unit = options.features == Features::Tokens ? " tokens" : " words";
            const std::size_t n = features.size();
            const std::size_t least = leastBudget(options.method, n);
            std::size_t budget = shap && options.samples == 0 ? 2 * n + 2048 : options.samples;
            if (budget < least && shap && options.raiseSamples) {
                result.note += (result.note.empty() ? "" : "; ") +
                               std::string("shap needs at least ") + std::to_string(least) +
                               " samples for " + std::to_string(n) + unit + "; " +
                               std::to_string(budget) + " raised to " + std::to_string(least);
                budget = least;
            }
            if (budget < least) {
                throw InputError(std::string(methodName(options.method)) + " needs at least " +
                                 std::to_string(least) + " samples for " + std::to_string(n) +
                                 unit);
            }
            const auto samples = shap ? shapleySamples(n, budget, options.seed)
                                      : limeSamples(n, budget, options.seed);
            std::vector<model::Encoding> inputs;
            inputs.reserve(samples.presence.size());
            if (known.empty()) {
                inputs.push_back(encoding);  // the full set comes first
            }
            for (std::size_t k = 1; k < samples.presence.size(); ++k) {
                inputs.push_back(maskedInput(features, samples.presence[k]));
            }
            model::ForwardOptions what;
            what.logits = true;
            const auto outputs = encoder.forward(inputs, what);
            const auto p = known.empty() ? softmax(outputs[0].logits.values) : known;
            const int y = options.targetClass < 0 ? argmax(p) : options.targetClass;
            std::vector<double> targets;
            targets.reserve(samples.presence.size());
            if (!known.empty()) {
                targets.push_back(p[static_cast<std::size_t>(y)]);
            }
            for (const auto& o : outputs) {
                targets.push_back(softmax(o.logits.values)[static_cast<std::size_t>(y)]);
            }
            // Shapley: the full and empty sets pin the intercept and the sum. LIME: ridge 1.
            const auto beta =
                weightedLeastSquares(samples.presence, targets, samples.weights, shap ? 0.0 : 1.0);
            // beta[0] is the intercept; a word's score is the mean of its features'.
            result.scores = wordMeans(std::vector<double>(beta.begin() + 1, beta.end()), ofWord);
            result.queries = inputs.size();
            result.targetClass = y;
            break;
        }
        case Method::PartitionShap: {
            const auto masking = maskingFeatures(words, tokens, encoding, options.features);
            // The leaves in text order: each feature, and each token of the scored text that
            // is in no word (punctuation), which shapes the tree but is never masked.
            std::vector<std::vector<std::size_t>> featuresOfToken(encoding.size());
            for (std::size_t f = 0; f < masking.features.size(); ++f) {
                for (const std::size_t t : masking.featureTokens[f]) {
                    featuresOfToken[t].push_back(f);
                }
            }
            std::vector<PartitionLeaf> leaves;
            std::vector<std::size_t> leafOf(masking.features.size(), 0);
            std::vector<bool> placed(masking.features.size(), false);
            for (std::size_t t = 0; t < encoding.size(); ++t) {
                const int sequence = t < encoding.sequenceIds.size() ? encoding.sequenceIds[t] : 0;
                const auto [start, end] = encoding.offsets[t];
                if (sequence < 0 || end <= start ||
                    (options.sentence >= 0 && sequence != options.sentence)) {
                    continue;  // special tokens, and the text of a pair that is not scored
                }
                if (featuresOfToken[t].empty()) {
                    leaves.push_back({encoding.tokens[t], sequence, false});
                }
                for (const std::size_t f : featuresOfToken[t]) {
                    if (!placed[f]) {
                        placed[f] = true;
                        leafOf[f] = leaves.size();
                        leaves.push_back({masking.features[f].text, sequence, true});
                    }
                }
            }
            model::ForwardOptions what;
            what.logits = true;
            const auto evaluate = [&](const std::vector<std::vector<bool>>& masks) {
                std::vector<model::Encoding> inputs;
                inputs.reserve(masks.size());
                for (const auto& mask : masks) {
                    std::vector<double> presence(masking.features.size());
                    for (std::size_t f = 0; f < presence.size(); ++f) {
                        presence[f] = mask[leafOf[f]] ? 1.0 : 0.0;
                    }
                    inputs.push_back(maskedInput(masking.features, presence));
                }
                std::vector<std::vector<double>> out;
                for (const auto& o : encoder.forward(inputs, what)) {
                    out.push_back(softmax(o.logits.values));
                }
                return out;
            };
            std::vector<std::vector<bool>> ends{std::vector<bool>(leaves.size(), false)};
            std::vector<std::vector<double>> endOutputs;
            if (known.empty()) {
                endOutputs = evaluate({std::vector<bool>(leaves.size(), true)});
            }
            const auto& full = known.empty() ? endOutputs[0] : known;
            const auto empty = evaluate(ends)[0];
            OwenOptions owen;
            owen.target = static_cast<std::size_t>(options.targetClass < 0 ? argmax(full)
                                                                           : options.targetClass);
            owen.maxEvaluations = options.samples == 0 ? 500 : options.samples;
            owen.seed = orderGenerator(options.seed, words)();
            const auto values =
                owenValues(leaves, partitionTree(leaves), empty, full, owen, evaluate);
            std::vector<double> perFeature(masking.features.size());
            for (std::size_t f = 0; f < perFeature.size(); ++f) {
                perFeature[f] = values.values[leafOf[f]];
            }
            result.scores = wordMeans(perFeature, masking.ofWord);
            result.targetClass = static_cast<int>(owen.target);
            // The full text's probabilities were known when the caller gave them.
            result.queries = values.evaluations - (known.empty() ? 0 : 1);
            break;
        }
        case Method::AttentionRollout: {
            model::ForwardOptions what;
            what.logits = true;
            what.attentions = true;
            const auto outputs = encoder.forward({encoding}, what);
            const auto p = softmax(outputs[0].logits.values);
            result.targetClass = options.targetClass < 0 ? argmax(p) : options.targetClass;
            result.scores = wordMeans(rollout(outputs[0].attentions), tokens);
            if (options.targetClass >= 0) {
                result.note += (result.note.empty() ? "" : "; ") +
                               std::string(
                                   "attention rollout is not class-specific: its scores "
                                   "are the same for every class (grad-rollout's are not)");
            }
            result.queries = 1;
            break;
        }
        case Method::AttentionGradientRollout: {
            const auto a = encoder.attentionGradients(encoding, options.targetClass);
            result.targetClass = a.targetClass;
            result.scores = wordMeans(attentionGradientRollout(a.attentions, a.gradients), tokens);
            result.queries = 2;  // a forward and a backward pass
            break;
        }
        case Method::SmoothGrad: {
            if (options.smoothGradSamples < 1 || !(options.noiseLevel >= 0)) {
                throw InputError("SmoothGrad needs at least one sample and a noise level >= 0");
            }
            int y = options.targetClass;
            if (y < 0) {
                model::ForwardOptions what;
                what.logits = true;
                y = argmax(softmax(encoder.forward({encoding}, what)[0].logits.values));
                result.queries = 1;
            }
            const auto lookup = encoder.lookup(encoding);
            const auto [low, high] =
                std::minmax_element(lookup.values.begin(), lookup.values.end());
            const double sd = options.noiseLevel * (static_cast<double>(*high) - *low);
            // Box-Muller on a fixed generator, so that a seed gives the same noise everywhere.
            std::mt19937_64 generator(options.seed);
            const auto uniform = [&generator] {
                return (static_cast<double>(generator() >> 11) + 0.5) * 0x1.0p-53;
            };
            std::vector<model::Array> noisy(options.smoothGradSamples, lookup);
            for (auto& a : noisy) {
                for (auto& v : a.values) {
                    const double g = std::sqrt(-2.0 * std::log(uniform())) *
                                     std::cos(6.283185307179586 * uniform());
                    v += static_cast<float>(sd * g);
                }
            }
            const auto gradients = encoder.gradientsAt(encoding, noisy, y);
            const auto width = static_cast<std::size_t>(lookup.shape.at(1));
            std::vector<float> perToken(encoding.size(), 0.0F);
            // The mean of the noisy gradients (Smilkov et al.'s smoothed map), a token's score
            // its length, as the vanilla gradient's.
            std::vector<float> mean(width);
            for (std::size_t t = 0; t < encoding.size(); ++t) {
                for (std::size_t e = 0; e < width; ++e) {
                    double sum = 0;
                    for (const auto& g : gradients) {
                        sum += g.values[t * width + e];
                    }
                    mean[e] = static_cast<float>(sum / static_cast<double>(gradients.size()));
                }
                perToken[t] = static_cast<float>(vectorLength(mean.data(), width));
            }
            result.scores = wordMeans(perToken, tokens);
            result.targetClass = y;
            result.queries += gradients.size();
            break;
        }
    }
    // A score that overflowed (a huge SmoothGrad noise, a model that gives NaN) would rank the
    // words at random and print as null: an error, not a result.
    for (std::size_t i = 0; i < result.scores.size(); ++i) {
        if (!std::isfinite(result.scores[i])) {
            throw InputError(std::string(methodName(options.method)) + " gave the word '" +
                             words.at(i).text + "' a score that is not a finite number (" +
                             std::to_string(result.scores[i]) +
                             "): the model's outputs or gradients overflowed");
        }
    }
    result.words = std::move(words);
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

}  // namespace

std::vector<float> attentionGradientRollout(const model::Array& attentions,
                                            const model::Array& gradients) {
    if (attentions.shape.size() != 4 || gradients.shape != attentions.shape) {
        throw InputError(
            "attention-gradient rollout needs attentions and gradients of one shape "
            "[layers, heads, tokens, tokens]");
    }
    return rollLayers(
        attentions,
        [&](std::size_t index) {
            return std::max(
                0.0, static_cast<double>(gradients.values[index]) * attentions.values[index]);
        },
        1.0, false);
}

std::vector<Word> inputWords(std::string_view first, const std::string_view* second) {
    std::vector<Word> out;
    const auto add = [&out](std::string_view utf8, int sequence) {
        for (const auto& token : text::words(text::decodeUtf8(utf8))) {
            out.push_back({text::encodeUtf8(token.text), token.start, token.end, sequence});
        }
    };
    add(first, 0);
    if (second != nullptr) {
        add(*second, 1);
    }
    return out;
}

std::vector<std::vector<std::size_t>> wordTokens(const std::vector<Word>& words,
                                                 const model::Encoding& encoding) {
    std::vector<std::vector<std::size_t>> out(words.size());
    for (std::size_t t = 0; t < encoding.size(); ++t) {
        const auto [start, end] = encoding.offsets[t];
        const int sequence = t < encoding.sequenceIds.size() ? encoding.sequenceIds[t] : 0;
        if (end <= start || sequence < 0) {
            continue;  // special tokens
        }
        for (std::size_t w = 0; w < words.size(); ++w) {
            // A token over several words (an unknown token over a run of CJK or Thai words)
            // belongs to each of them.
            if (words[w].sequence == sequence && start < words[w].end && end > words[w].start) {
                out[w].push_back(t);
            }
        }
    }
    return out;
}

WordImportance importance(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                          std::string_view text, const ImportanceOptions& options) {
    return run(encoder, tokenizer, textsOf(text, nullptr), options);
}

WordImportance importancePair(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                              std::string_view first, std::string_view second,
                              const ImportanceOptions& options) {
    return run(encoder, tokenizer, textsOf(first, &second), options);
}

std::size_t leastSamples(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                         std::string_view first, const std::string_view* second,
                         const ImportanceOptions& options) {
    if (options.method != Method::KernelShap) {
        return leastBudget(options.method, 0);
    }
    const auto input = scoredWords(tokenizer, textsOf(first, second), options,
                                   static_cast<std::size_t>(encoder.info().maxTokens));
    const auto features =
        maskingFeatures(input.words, input.tokens, input.encoding, options.features);
    return leastBudget(options.method, features.features.size());
}

}  // namespace akshara::attrib

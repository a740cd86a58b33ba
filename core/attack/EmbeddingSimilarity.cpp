#include "attack/EmbeddingSimilarity.h"

#include <algorithm>
#include <cmath>

namespace akshara::attack {

namespace {

void normalise(std::vector<float>& v) {
    double norm = 0;
    for (auto x : v) {
        norm += static_cast<double>(x) * x;
    }
    norm = std::sqrt(norm);
    if (norm > 0) {
        for (auto& x : v) {
            x = static_cast<float>(x / norm);
        }
    }
}

double dot(const std::vector<float>& a, const std::vector<float>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        sum += static_cast<double>(a[i]) * b[i];
    }
    return sum;
}

std::vector<model::Encoding> encodeAll(const model::Encoder& encoder,
                                       const model::Tokenizer& tokenizer,
                                       const std::vector<std::string>& texts) {
    const auto maxLength = static_cast<std::size_t>(encoder.info().maxTokens);
    std::vector<model::Encoding> out;
    out.reserve(texts.size());
    for (const auto& t : texts) {
        out.push_back(tokenizer.encode(t, maxLength));
    }
    return out;
}

}  // namespace

EmbeddingSimilarity::EmbeddingSimilarity(const model::Encoder& encoder,
                                         const model::Tokenizer& tokenizer, Pooling pooling)
    : encoder_(encoder), tokenizer_(tokenizer), pooling_(pooling) {}

std::vector<std::vector<float>> EmbeddingSimilarity::embed(
    const std::vector<std::string>& texts) const {
    model::ForwardOptions what;
    what.meanPooled = pooling_ == Pooling::Mean;
    what.firstTokenPooled = pooling_ == Pooling::FirstToken;
    const auto outputs = encoder_.forward(encodeAll(encoder_, tokenizer_, texts), what);
    std::vector<std::vector<float>> out;
    out.reserve(outputs.size());
    for (const auto& o : outputs) {
        const auto& pooled = pooling_ == Pooling::Mean ? o.meanPooled : o.firstTokenPooled;
        const auto hidden = static_cast<std::size_t>(pooled.shape.at(1));
        const auto last = static_cast<std::size_t>(pooled.shape.at(0)) - 1;
        std::vector<float> v(
            pooled.values.begin() + static_cast<std::ptrdiff_t>(last * hidden),
            pooled.values.begin() + static_cast<std::ptrdiff_t>((last + 1) * hidden));
        normalise(v);
        out.push_back(std::move(v));
    }
    return out;
}

std::vector<double> EmbeddingSimilarity::similarities(const std::string& original,
                                                      const std::vector<std::string>& perturbed) {
    if (perturbed.empty()) {
        return {};
    }
    if (cachedEmbedding_.empty() || cachedText_ != original) {
        cachedEmbedding_ = embed({original}).front();
        cachedText_ = original;
    }
    const auto vectors = embed(perturbed);
    std::vector<double> out;
    out.reserve(vectors.size());
    for (const auto& v : vectors) {
        out.push_back(dot(cachedEmbedding_, v));
    }
    return out;
}

BertScoreSimilarity::BertScoreSimilarity(const model::Encoder& encoder,
                                         const model::Tokenizer& tokenizer)
    : encoder_(encoder), tokenizer_(tokenizer) {}

std::vector<std::vector<std::vector<float>>> BertScoreSimilarity::tokenVectors(
    const std::vector<std::string>& texts) const {
    const auto encodings = encodeAll(encoder_, tokenizer_, texts);
    model::ForwardOptions what;
    what.lastHidden = true;
    const auto outputs = encoder_.forward(encodings, what);
    std::vector<std::vector<std::vector<float>>> out(outputs.size());
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto& h = outputs[i].lastHidden;
        const auto hidden = static_cast<std::size_t>(h.shape.at(1));
        const auto& encoding = encodings[i];
        for (std::size_t t = 0; t < encoding.size(); ++t) {
            const bool special = encoding.offsets[t].second <= encoding.offsets[t].first;
            if (special) {
                continue;
            }
            std::vector<float> v(h.values.begin() + static_cast<std::ptrdiff_t>(t * hidden),
                                 h.values.begin() + static_cast<std::ptrdiff_t>((t + 1) * hidden));
            normalise(v);
            out[i].push_back(std::move(v));
        }
    }
    return out;
}

std::vector<double> BertScoreSimilarity::similarities(const std::string& original,
                                                      const std::vector<std::string>& perturbed) {
    if (perturbed.empty()) {
        return {};
    }
    if (cachedText_ != original || cachedVectors_.empty()) {
        cachedVectors_ = tokenVectors({original}).front();
        cachedText_ = original;
    }
    const auto vectors = tokenVectors(perturbed);
    std::vector<double> out;
    out.reserve(vectors.size());
    for (const auto& v : vectors) {
        out.push_back(bertScoreF1(v, cachedVectors_));
    }
    return out;
}

double bertScoreF1(const std::vector<std::vector<float>>& candidate,
                   const std::vector<std::vector<float>>& reference) {
    if (candidate.empty() || reference.empty()) {
        return 0.0;
    }
    const auto greedy = [](const auto& from, const auto& to) {
        double sum = 0;
        for (const auto& a : from) {
            double best = -1.0;
            for (const auto& b : to) {
                best = std::max(best, dot(a, b));
            }
            sum += best;
        }
        return sum / static_cast<double>(from.size());
    };
    const double precision = greedy(candidate, reference);
    const double recall = greedy(reference, candidate);
    return precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
}

}  // namespace akshara::attack

#include "attack/EmbeddingSimilarity.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/Safetensors.h"

namespace akshara::attack {

namespace {

namespace fs = std::filesystem;

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

nlohmann::json readJson(const fs::path& path) {
    if (!fs::exists(path)) {
        throw ModelError(path.string() + " is missing");
    }
    try {
        return parseJsonText<nlohmann::json>(readFile(path.string()));
    } catch (const nlohmann::json::exception& e) {
        throw ModelError(path.string() + ": not valid JSON (" + jsonErrorText(e) + ")");
    }
}

Pooling readPoolingModule(const fs::path& dir) {
    const auto file = dir / "config.json";
    const auto config = readJson(file);
    std::vector<std::string> modes;
    for (const auto& [key, value] : config.items()) {
        if (key.rfind("pooling_mode_", 0) == 0 && value.is_boolean() && value.get<bool>()) {
            modes.push_back(key);
        }
    }
    if (modes.size() == 1 && modes[0] == "pooling_mode_cls_token") {
        return Pooling::FirstToken;
    }
    if (modes.size() == 1 && modes[0] == "pooling_mode_mean_tokens") {
        return Pooling::Mean;
    }
    std::string list;
    for (const auto& m : modes) {
        list += (list.empty() ? "" : ", ") + m;
    }
    throw ModelError(file.string() + ": pooling " + (list.empty() ? "none" : list) +
                     " is not supported; one of pooling_mode_cls_token or "
                     "pooling_mode_mean_tokens is");
}

DenseLayer readDenseModule(const fs::path& dir) {
    const auto configFile = dir / "config.json";
    const auto config = readJson(configFile);
    DenseLayer layer;
    const auto activation = config.value("activation_function", std::string());
    if (endsWith(activation, ".Tanh")) {
        layer.tanh = true;
    } else if (!endsWith(activation, ".Identity")) {
        throw ModelError(configFile.string() + ": activation_function '" + activation +
                         "' is not supported (Tanh or Identity are)");
    }
    const auto weights = dir / "model.safetensors";
    if (!fs::exists(weights)) {
        throw ModelError(dir.string() +
                         " has no model.safetensors (pickled pytorch_model.bin files are not "
                         "loaded: they can run code; convert them to safetensors)");
    }
    const auto file = model::SafetensorsFile::open(weights.string());
    layer.weight = file.readFloat("linear.weight");
    if (layer.weight.shape.size() != 2) {
        throw ModelError(weights.string() + ": linear.weight is not a matrix");
    }
    if (file.find("linear.bias") != nullptr) {
        const auto bias = file.readFloat("linear.bias");
        if (bias.shape.size() != 1 || bias.shape[0] != layer.weight.shape[0]) {
            throw ModelError(weights.string() + ": linear.bias does not match linear.weight");
        }
        layer.bias = bias.values;
    }
    return layer;
}

std::vector<float> applyDense(const DenseLayer& layer, const std::vector<float>& x) {
    const auto out = static_cast<std::size_t>(layer.weight.shape[0]);
    const auto in = static_cast<std::size_t>(layer.weight.shape[1]);
    std::vector<float> y(out);
    for (std::size_t o = 0; o < out; ++o) {
        double sum = layer.bias.empty() ? 0.0 : layer.bias[o];
        const float* row = layer.weight.values.data() + o * in;
        for (std::size_t i = 0; i < in; ++i) {
            sum += static_cast<double>(row[i]) * x[i];
        }
        y[o] = static_cast<float>(layer.tanh ? std::tanh(sum) : sum);
    }
    return y;
}

// Scales `v`, `what` ("the embedding of \"...\""), to unit length; throws ModelError naming
// the model and `what` when it is all zeros (a model whose layer norms are zero gives such
// vectors: their cosine with anything is undefined, and taken as 0 it failed every candidate
// of an attack as too far from its text), or not finite (a dense layer holding NaN).
void normalise(std::vector<float>& v, const model::Encoder& encoder, const std::string& what) {
    double norm = 0;
    for (auto x : v) {
        norm += static_cast<double>(x) * x;
    }
    norm = std::sqrt(norm);
    if (!std::isfinite(norm)) {
        throw ModelError(encoder.info().directory + ": " + what +
                         " is not a vector of finite numbers; the model's weights hold NaN or "
                         "infinite values");
    }
    if (!(norm > 0)) {
        throw ModelError(encoder.info().directory + ": " + what +
                         " is all zeros, so its cosine similarity is undefined; choose another "
                         "similarity model");
    }
    for (auto& x : v) {
        x = static_cast<float>(x / norm);
    }
}

// The cosine of two unit vectors. Stored as floats, they are of unit length only to within
// rounding: the product of a vector with itself may come to 1.0000000154, which is no cosine.
double cosine(const std::vector<float>& a, const std::vector<float>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        sum += static_cast<double>(a[i]) * b[i];
    }
    return std::clamp(sum, -1.0, 1.0);
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

std::optional<SentenceEmbedding> readSentenceTransformers(const std::string& modelDir) {
    const fs::path dir(modelDir);
    const auto modulesFile = dir / "modules.json";
    if (!fs::exists(modulesFile)) {
        return std::nullopt;
    }
    const auto modules = readJson(modulesFile);
    if (!modules.is_array()) {
        throw ModelError(modulesFile.string() + ": expected an array of modules");
    }
    SentenceEmbedding how;
    bool pooling = false;
    for (const auto& module : modules) {
        const auto type = module.value("type", std::string());
        const auto path = dir / module.value("path", std::string());
        if (endsWith(type, ".Transformer") || endsWith(type, ".Normalize")) {
            continue;  // the encoder itself; embeddings are always normalised here
        }
        if (endsWith(type, ".Pooling")) {
            how.pooling = readPoolingModule(path);
            pooling = true;
        } else if (endsWith(type, ".Dense") && pooling) {
            how.dense.push_back(readDenseModule(path));
        } else {
            throw ModelError(modulesFile.string() + ": module '" + type + "' is not supported" +
                             (endsWith(type, ".Dense") ? " before a Pooling module" : ""));
        }
    }
    return how;
}

EmbeddingSimilarity::EmbeddingSimilarity(const model::Encoder& encoder,
                                         const model::Tokenizer& tokenizer, Pooling pooling)
    : EmbeddingSimilarity(encoder, tokenizer, SentenceEmbedding{pooling, {}}) {}

EmbeddingSimilarity::EmbeddingSimilarity(const model::Encoder& encoder,
                                         const model::Tokenizer& tokenizer, SentenceEmbedding how)
    : encoder_(encoder), tokenizer_(tokenizer), how_(std::move(how)) {
    const auto& info = encoder.info();
    if (how_.pooling == Pooling::Pooler && !info.hasPooler) {
        throw ModelError(info.directory +
                         " holds no pooler weights; take the first token or the mean instead");
    }
    auto width = info.hiddenSize;
    for (std::size_t i = 0; i < how_.dense.size(); ++i) {
        const auto& shape = how_.dense[i].weight.shape;
        if (shape[1] != width) {
            throw ModelError(info.directory + ": dense layer " + std::to_string(i + 1) + " takes " +
                             std::to_string(shape[1]) + " inputs, not " + std::to_string(width));
        }
        width = shape[0];
    }
}

std::vector<std::vector<float>> EmbeddingSimilarity::embed(
    const std::vector<std::string>& texts) const {
    model::ForwardOptions what;
    what.meanPooled = how_.pooling == Pooling::Mean;
    what.firstTokenPooled = how_.pooling == Pooling::FirstToken;
    what.pooled = how_.pooling == Pooling::Pooler;
    const auto outputs = encoder_.forward(encodeAll(encoder_, tokenizer_, texts), what);
    std::vector<std::vector<float>> out;
    out.reserve(outputs.size());
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto& o = outputs[i];
        std::vector<float> v;
        if (how_.pooling == Pooling::Pooler) {
            v = o.pooled.values;
        } else {
            // The last layer's row of [layers+1, hidden].
            const auto& pooled = how_.pooling == Pooling::Mean ? o.meanPooled : o.firstTokenPooled;
            const auto hidden = static_cast<std::size_t>(pooled.shape.at(1));
            const auto last = static_cast<std::size_t>(pooled.shape.at(0)) - 1;
            v.assign(pooled.values.begin() + static_cast<std::ptrdiff_t>(last * hidden),
                     pooled.values.begin() + static_cast<std::ptrdiff_t>((last + 1) * hidden));
        }
        for (const auto& layer : how_.dense) {
            v = applyDense(layer, v);
        }
        normalise(v, encoder_, "the embedding of \"" + texts[i] + "\"");
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
        out.push_back(cosine(cachedEmbedding_, v));
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
            normalise(v, encoder_,
                      "the vector of token " + std::to_string(t + 1) + " of \"" + texts[i] + "\"");
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
                best = std::max(best, cosine(a, b));
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

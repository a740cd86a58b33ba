#include "model/internal/TrainingWeights.h"

#include <cstring>
#include <sstream>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/Safetensors.h"
#include "model/internal/Networks.h"

namespace akshara::model::internal {

namespace {

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

bool isHead(const std::string& parameter) {
    return startsWith(parameter, "classifier.");
}

bool isPooler(const std::string& parameter) {
    return startsWith(parameter, "pooler.");
}

// A float32 tensor read from a safetensors entry of any float type.
torch::Tensor readTensor(const SafetensorsFile& file, const TensorEntry& entry) {
    torch::ScalarType type;
    switch (entry.type) {
        case ElementType::F32:
            type = torch::kFloat32;
            break;
        case ElementType::F16:
            type = torch::kFloat16;
            break;
        case ElementType::BF16:
            type = torch::kBFloat16;
            break;
        case ElementType::F64:
            type = torch::kFloat64;
            break;
        default:
            throw ModelError(file.path() + ": weight '" + entry.name + "' has dtype " +
                             elementTypeName(entry.type) + "; weights must be floating point");
    }
    auto raw = torch::empty(entry.shape, torch::TensorOptions().dtype(type));
    file.readInto(entry, raw.data_ptr());
    return raw.to(torch::kFloat32);
}

// The key of a parameter in the optimizer's state: its TensorImpl's address, printed (libtorch
// 1.x) or as it is (2.x).
template <typename State>
auto optimizerKey(const State& state, const torch::Tensor& parameter) {
    using Key = std::remove_cv_t<std::remove_reference_t<decltype(state.begin()->first)>>;
    if constexpr (std::is_same_v<Key, std::string>) {
        std::ostringstream key;
        key << parameter.unsafeGetTensorImpl();
        return key.str();
    } else {
        return static_cast<Key>(parameter.unsafeGetTensorImpl());
    }
}

}  // namespace

std::string checkpointName(const std::string& parameter, const ModelConfig& config) {
    return isHead(parameter) ? parameter : checkpointPrefix(config) + parameter;
}

void initializeWeights(torch::nn::Module& module) {
    torch::NoGradGuard noGrad;
    for (auto& item : module.named_parameters(true)) {
        const auto& name = item.key();
        auto& p = item.value();
        if (name.find("LayerNorm") != std::string::npos ||
            name.find("layer_norm") != std::string::npos) {
            if (name.size() >= 6 && name.compare(name.size() - 6, 6, "weight") == 0) {
                p.fill_(1.0);
            } else {
                p.zero_();
            }
        } else if (p.dim() >= 2) {
            p.normal_(0.0, 0.02);
        } else {
            p.zero_();
        }
    }
}

void loadPretrainedWeights(torch::nn::Module& module, const WeightFiles& weights,
                           const ModelConfig& config, bool keepHead) {
    torch::NoGradGuard noGrad;
    for (auto& item : module.named_parameters(true)) {
        const auto& name = item.key();
        auto& p = item.value();
        const bool optional = isHead(name) || isPooler(name);
        if (isHead(name) && !keepHead) {
            continue;
        }
        auto found = weights.where.find(checkpointPrefix(config) + name);
        if (found == weights.where.end()) {
            found = weights.where.find(name);
        }
        if (found == weights.where.end()) {
            if (optional) {
                continue;
            }
            throw ModelError(weights.files.front().path() + ": missing weight '" +
                             checkpointPrefix(config) + name + "'");
        }
        const auto& file = weights.files[found->second.first];
        const auto& entry = file.entries()[found->second.second];
        if (entry.shape != p.sizes().vec()) {
            if (optional) {
                continue;
            }
            throw ModelError(file.path() + ": weight '" + entry.name + "' has shape " +
                             shapeText(entry.shape) + " but config.json implies " +
                             shapeText(p.sizes().vec()));
        }
        p.copy_(readTensor(file, entry));
        // Rows that training never reaches (positions past the data's lengths, a token it
        // never sees) would keep NaN into the model it publishes; one it does reach would
        // make the training's loss NaN and blame the learning rate.
        if (!torch::isfinite(p).all().item<bool>()) {
            throw ModelError(file.path() + ": weight '" + entry.name +
                             "' holds NaN or infinite values; no model is trained from it");
        }
    }
}

DropoutRates readDropoutRates(const std::string& modelDir, const ModelConfig& config) {
    const auto file = modelDir + "/config.json";
    nlohmann::json json;
    try {
        json = parseJsonText<nlohmann::json>(readFile(file));
    } catch (const nlohmann::json::exception& e) {
        throw ModelError(file + ": not valid JSON (" + jsonErrorText(e) + ")");
    }
    const auto rate = [&](const char* field, double fallback) {
        if (!json.contains(field) || json[field].is_null()) {
            return fallback;
        }
        const double p = json[field].is_number() ? json[field].get<double>() : -1.0;
        if (!(p >= 0 && p < 1)) {
            throw ModelError(file + ": " + field + " is not a dropout probability in [0, 1)");
        }
        return p;
    };
    const bool albert = config.family == Family::Albert;
    DropoutRates r;
    r.hidden = rate("hidden_dropout_prob", albert ? 0.0 : 0.1);
    r.attention = rate("attention_probs_dropout_prob", albert ? 0.0 : 0.1);
    r.classifier =
        albert ? rate("classifier_dropout_prob", 0.1) : rate("classifier_dropout", r.hidden);
    return r;
}

void setDropout(torch::nn::Module& network, const DropoutRates& rates) {
    const double hidden = rates.hidden;
    for (const auto& m : network.modules(true)) {
        if (auto* a = dynamic_cast<SelfAttentionImpl*>(m.get())) {
            a->dropout = rates.attention;
        } else if (auto* o = dynamic_cast<ResidualOutputImpl*>(m.get())) {
            o->dropout = hidden;
        } else if (auto* e = dynamic_cast<EmbeddingsImpl*>(m.get())) {
            e->dropout = hidden;
        } else if (auto* b = dynamic_cast<BertImpl*>(m.get())) {
            b->classifierDropout = rates.classifier;
        } else if (auto* h = dynamic_cast<RobertaClassificationHeadImpl*>(m.get())) {
            h->dropout = rates.classifier;
        } else if (auto* aa = dynamic_cast<AlbertAttentionImpl*>(m.get())) {
            aa->attentionDropout = rates.attention;
            aa->outputDropout = hidden;
        } else if (auto* al = dynamic_cast<AlbertLayerImpl*>(m.get())) {
            al->dropout = hidden;
        } else if (auto* ab = dynamic_cast<AlbertImpl*>(m.get())) {
            ab->classifierDropout = rates.classifier;
        }
    }
}

void saveWeights(torch::nn::Module& module, const ModelConfig& config, const std::string& path) {
    SafetensorsWriter writer;
    for (const auto& item : module.named_parameters(true)) {
        writer.addFloat(checkpointName(item.key(), config), toArray(item.value()));
    }
    writer.write(path);
}

void restoreWeights(torch::nn::Module& module, const ModelConfig& config, const std::string& path) {
    const auto file = SafetensorsFile::open(path);
    torch::NoGradGuard noGrad;
    for (auto& item : module.named_parameters(true)) {
        const auto name = checkpointName(item.key(), config);
        const auto* entry = file.find(name);
        if (entry == nullptr || entry->shape != item.value().sizes().vec()) {
            throw ModelError(path + ": weight '" + name + "' is missing or has another shape");
        }
        item.value().copy_(readTensor(file, *entry));
    }
}

void saveOptimizerState(torch::optim::AdamW& optimizer, torch::nn::Module& module,
                        const ModelConfig& config, const std::string& path) {
    SafetensorsWriter writer;
    auto& state = optimizer.state();
    for (const auto& item : module.named_parameters(true)) {
        const auto found = state.find(optimizerKey(state, item.value()));
        if (found == state.end()) {
            continue;
        }
        const auto& s = static_cast<const torch::optim::AdamWParamState&>(*found->second);
        const auto name = checkpointName(item.key(), config);
        writer.addFloat("exp_avg/" + name, toArray(s.exp_avg()));
        writer.addFloat("exp_avg_sq/" + name, toArray(s.exp_avg_sq()));
        writer.addInt64("step/" + name, {1}, {static_cast<std::int64_t>(s.step())});
    }
    writer.write(path);
}

void restoreOptimizerState(torch::optim::AdamW& optimizer, torch::nn::Module& module,
                           const ModelConfig& config, const std::string& path) {
    const auto file = SafetensorsFile::open(path);
    auto& state = optimizer.state();
    for (const auto& item : module.named_parameters(true)) {
        const auto name = checkpointName(item.key(), config);
        const auto* avg = file.find("exp_avg/" + name);
        const auto* avgSq = file.find("exp_avg_sq/" + name);
        if (avg == nullptr && avgSq == nullptr) {
            continue;
        }
        const auto shape = item.value().sizes().vec();
        if (avg == nullptr || avgSq == nullptr || avg->shape != shape || avgSq->shape != shape ||
            file.find("step/" + name) == nullptr) {
            throw ModelError(path + ": the optimizer state of '" + name + "' is incomplete");
        }
        const std::vector<std::int64_t> step = file.readInt64("step/" + name);
        if (step.size() != 1) {
            throw ModelError(path + ": the optimizer's step count of '" + name +
                             "' is not one number");
        }
        auto s = std::make_unique<torch::optim::AdamWParamState>();
        s->step(step.front());
        s->exp_avg(readTensor(file, *avg).to(item.value().device()));
        s->exp_avg_sq(readTensor(file, *avgSq).to(item.value().device()));
        state[optimizerKey(state, item.value())] = std::move(s);
    }
}

}  // namespace akshara::model::internal

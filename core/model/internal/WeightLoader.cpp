#include "model/internal/WeightLoader.h"

#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/internal/FolderFile.h"
#include "model/internal/TorchScriptWeights.h"

namespace akshara::model::internal {

namespace fs = std::filesystem;

namespace {

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// T5's word embedding is "shared.weight"; an encoder saved alone may store it (also) as
// "encoder.embed_tokens.weight".
const char* const kT5Shared = "shared.weight";
const char* const kT5EncoderEmbedding = "encoder.embed_tokens.weight";

// The module's name for a stored weight: the family prefix removed.
std::string moduleName(const std::string& stored, const ModelConfig& config) {
    if (config.family == Family::T5 && stored == kT5EncoderEmbedding) {
        return kT5Shared;
    }
    const std::string prefix = checkpointPrefix(config);
    return !prefix.empty() && startsWith(stored, prefix) ? stored.substr(prefix.size()) : stored;
}

// How a missing parameter may be stored, for the error message.
std::string storedNames(const std::string& name, const ModelConfig& config) {
    if (config.family == Family::T5 && name == kT5Shared) {
        return "'" + name + "' (or '" + kT5EncoderEmbedding + "')";
    }
    const std::string prefix = checkpointPrefix(config);
    if (prefix.empty()) {
        return "'" + name + "'";
    }
    return "'" + prefix + name + "' (or '" + name + "')";
}

// GPT-2 checkpoints may carry the attention's causal-mask buffers "h.N.attn.bias" and
// "h.N.attn.masked_bias".
bool gpt2MaskBuffer(const std::string& name) {
    if (!startsWith(name, "h.")) {
        return false;
    }
    const auto dot = name.find('.', 2);
    if (dot == std::string::npos) {
        return false;
    }
    const auto rest = name.substr(dot);
    return rest == ".attn.bias" || rest == ".attn.masked_bias";
}

// Stored names that are not weights of the encoder or its classification head and are
// skipped, as transformers skips them: buffers and pre-training heads.
bool ignoredName(const std::string& name, const ModelConfig& config) {
    if (name == "embeddings.position_ids" || name == "embeddings.token_type_ids") {
        return true;
    }
    static const char* const kHeads[] = {"cls.", "lm_head.", "predictions.", "sop_classifier."};
    for (const char* head : kHeads) {
        if (startsWith(name, head)) {
            return true;
        }
    }
    if (config.family == Family::Gpt2) {
        return gpt2MaskBuffer(name);
    }
    if (config.family == Family::T5) {
        // The decoder of a T5ForConditionalGeneration / MT5ForConditionalGeneration.
        return startsWith(name, "decoder.");
    }
    return false;
}

torch::ScalarType torchType(const TensorEntry& entry, const std::string& file) {
    switch (entry.type) {
        case ElementType::F32:
            return torch::kFloat32;
        case ElementType::F16:
            return torch::kFloat16;
        case ElementType::BF16:
            return torch::kBFloat16;
        case ElementType::F64:
            return torch::kFloat64;
        default:
            throw ModelError(file + ": weight '" + entry.name + "' has dtype " +
                             elementTypeName(entry.type) +
                             "; model weights must be F32, F16 or BF16");
    }
}

}  // namespace

std::string checkpointPrefix(const ModelConfig& config) {
    switch (config.family) {
        case Family::Bert:
            return "bert.";
        case Family::Roberta:
            return "roberta.";
        case Family::Albert:
            return "albert.";
        case Family::Gpt2:
        case Family::Bloom:
            return "transformer.";  // GPT2LMHeadModel, BloomForCausalLM
        case Family::T5:
            return "";
    }
    return "";
}

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string text;
    for (auto d : shape) {
        text += (text.empty() ? "" : ", ") + std::to_string(d);
    }
    return "[" + text + "]";
}

Array toArray(const torch::Tensor& tensor) {
    auto t = tensor.detach().to(torch::kCPU, torch::kFloat32).contiguous();
    Array out;
    out.shape = t.sizes().vec();
    out.values.assign(t.data_ptr<float>(), t.data_ptr<float>() + t.numel());
    return out;
}

bool WeightFiles::has(const std::string& name, const ModelConfig& config) const {
    const auto full = checkpointPrefix(config) + name;
    return where.count(name) > 0 || where.count(full) > 0 || archived.count(name) > 0 ||
           archived.count(full) > 0;
}

std::uint64_t WeightFiles::floatElementCount() const {
    std::uint64_t total = 0;
    for (const auto& f : files) {
        for (const auto& e : f.entries()) {
            if (e.type == ElementType::F32 || e.type == ElementType::F16 ||
                e.type == ElementType::BF16 || e.type == ElementType::F64) {
                total += (e.end - e.begin) / elementSize(e.type);
            }
        }
    }
    for (const auto& [name, tensor] : archived) {
        total += static_cast<std::uint64_t>(tensor.numel());
    }
    return total;
}

std::string WeightFiles::storedTypes() const {
    std::set<std::string> types;
    for (const auto& f : files) {
        for (const auto& e : f.entries()) {
            types.insert(elementTypeName(e.type));
        }
    }
    for (const auto& [name, tensor] : archived) {
        const auto type = tensor.scalar_type();
        types.insert(type == torch::kFloat16    ? "F16"
                     : type == torch::kBFloat16 ? "BF16"
                     : type == torch::kFloat64  ? "F64"
                                                : "F32");
    }
    std::string out;
    for (const auto& t : types) {
        out += (out.empty() ? "" : "+") + t;
    }
    return out;
}

WeightFiles openWeightFiles(const std::string& modelDir, bool trustTorchScript) {
    const fs::path dir(modelDir);
    WeightFiles weights;
    const auto single = dir / "model.safetensors";
    const auto index = dir / "model.safetensors.index.json";
    std::vector<std::string> shardNames;
    if (folderHasFile(single)) {
        shardNames.push_back("model.safetensors");
    } else if (folderHasFile(index)) {
        nlohmann::json json;
        try {
            json = parseJsonText<nlohmann::json>(readFile(index.string()));
        } catch (const std::exception& e) {
            throw ModelError(index.string() + ": not a readable JSON index (" + jsonErrorText(e) +
                             ")");
        }
        if (!json.is_object() || !json.contains("weight_map") || !json["weight_map"].is_object()) {
            throw ModelError(index.string() + ": has no weight_map object");
        }
        std::set<std::string> seen;
        for (const auto& [name, file] : json["weight_map"].items()) {
            if (!file.is_string()) {
                throw ModelError(index.string() + ": weight '" + name + "' maps to no file name");
            }
            const auto shard = file.get<std::string>();
            if (shard.empty() || shard.find('/') != std::string::npos ||
                shard.find('\\') != std::string::npos || shard == "." || shard == "..") {
                throw ModelError(index.string() + ": shard name '" + shard +
                                 "' is not a file name inside the model folder");
            }
            if (seen.insert(shard).second) {
                shardNames.push_back(shard);
            }
        }
        if (shardNames.empty()) {
            throw ModelError(index.string() + ": the weight_map is empty");
        }
    } else {
        for (const char* pickle : {"pytorch_model.bin", "pytorch_model.bin.index.json"}) {
            if (fs::exists(dir / pickle)) {
                throw ModelError(
                    (dir / pickle).string() +
                    ": pickled PyTorch checkpoints are refused, because unpickling can run "
                    "arbitrary code. Convert the model to safetensors with transformers: "
                    "model.save_pretrained(DIR, safe_serialization=True)");
            }
        }
        if (const auto archive = findTorchScriptArchive(modelDir)) {
            if (!trustTorchScript) {
                throw ModelError(*archive +
                                 ": TorchScript archives are loaded only when trusted, because "
                                 "loading one deserialises code. If you trust its source, allow "
                                 "it (--trust-torchscript); better, save the model as "
                                 "safetensors: model.save_pretrained(DIR, "
                                 "safe_serialization=True)");
            }
            weights.archivePath = *archive;
            weights.archived = readTorchScriptWeights(*archive);
            return weights;
        }
        throw ModelError(modelDir + ": no model.safetensors or model.safetensors.index.json");
    }
    for (const auto& shard : shardNames) {
        weights.files.push_back(SafetensorsFile::open((dir / shard).string()));
        const auto fileIndex = weights.files.size() - 1;
        const auto& entries = weights.files.back().entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (!weights.where.emplace(entries[i].name, std::make_pair(fileIndex, i)).second) {
                throw ModelError((dir / shard).string() + ": weight '" + entries[i].name +
                                 "' is stored twice");
            }
        }
    }
    return weights;
}

namespace {

// A stored weight the model has no parameter for. A classification head stored for a model
// whose config.json names no ...ForSequenceClassification is a mistake of the config, not of
// the weights, and is named as such.
ModelError unexpectedWeight(const std::string& path, const std::string& stored,
                            const ModelConfig& config) {
    if (!config.sequenceClassifier && stored.rfind("classifier.", 0) == 0) {
        return ModelError(path + ": holds a classification head ('" + stored +
                          "'), but config.json's \"architectures\" " +
                          (config.architecture.empty() ? std::string("names no architecture")
                                                       : "names " + config.architecture) +
                          "; a classifier's names one ending in ForSequenceClassification");
    }
    return ModelError(path + ": unexpected weight '" + stored + "': a " +
                      (config.architecture.empty() ? std::string("bare") : config.architecture) +
                      " (" + config.modelType + ") with these sizes has no such parameter");
}

}  // namespace

void loadWeights(torch::nn::Module& module, const WeightFiles& weights, const ModelConfig& config) {
    torch::NoGradGuard noGrad;
    auto params = module.named_parameters(true);
    std::set<std::string> loaded;
    // Every stored weight must be a parameter (or a known non-weight).
    std::map<std::string, std::string> storedFor;  // module name -> stored name
    for (const auto& [stored, location] : weights.where) {
        if (config.family == Family::T5 && stored == kT5EncoderEmbedding &&
            weights.where.count(kT5Shared) > 0) {
            continue;  // the tied copy of shared.weight
        }
        const auto name = moduleName(stored, config);
        const auto& file = weights.files[location.first];
        if (!params.contains(name)) {
            if (ignoredName(name, config)) {
                continue;
            }
            throw unexpectedWeight(file.path(), stored, config);
        }
        if (!storedFor.emplace(name, stored).second) {
            throw ModelError(file.path() + ": weight '" + name +
                             "' is stored both with and without the prefix");
        }
    }
    for (const auto& [stored, tensor] : weights.archived) {
        const auto name = moduleName(stored, config);
        if (!params.contains(name)) {
            if (ignoredName(name, config)) {
                continue;
            }
            throw unexpectedWeight(weights.archivePath, stored, config);
        }
        if (!storedFor.emplace(name, stored).second) {
            throw ModelError(weights.archivePath + ": weight '" + name +
                             "' is stored both with and without the prefix");
        }
    }
    for (auto& item : params) {
        const auto found = storedFor.find(item.key());
        if (found == storedFor.end()) {
            throw ModelError(
                (weights.files.empty() ? weights.archivePath : weights.files.front().path()) +
                ": missing weight " + storedNames(item.key(), config));
        }
        auto& param = item.value();
        if (const auto archived = weights.archived.find(found->second);
            archived != weights.archived.end()) {
            if (archived->second.sizes() != param.sizes()) {
                throw ModelError(weights.archivePath + ": weight '" + archived->first +
                                 "' has shape " + shapeText(archived->second.sizes().vec()) +
                                 " but config.json implies " + shapeText(param.sizes().vec()));
            }
            param.copy_(archived->second);
            continue;
        }
        const auto& location = weights.where.at(found->second);
        const auto& file = weights.files[location.first];
        const auto& entry = file.entries()[location.second];
        if (entry.shape != param.sizes().vec()) {
            throw ModelError(file.path() + ": weight '" + entry.name + "' has shape " +
                             shapeText(entry.shape) + " but config.json implies " +
                             shapeText(param.sizes().vec()));
        }
        auto raw =
            torch::empty(entry.shape, torch::TensorOptions().dtype(torchType(entry, file.path())));
        file.readInto(entry, raw.data_ptr());
        param.copy_(raw);
    }
}

}  // namespace akshara::model::internal

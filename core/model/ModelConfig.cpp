#include "model/ModelConfig.h"

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"

namespace akshara::model {

namespace {

// Beyond these, a config.json is refused before anything is allocated.
constexpr std::int64_t kMaxHidden = 65536;
constexpr std::int64_t kMaxLayers = 1024;
constexpr std::int64_t kMaxHeads = 1024;
constexpr std::int64_t kMaxIntermediate = 4 * 65536;
constexpr std::int64_t kMaxVocab = 4'000'000;
constexpr std::int64_t kMaxPositions = 1 << 20;
constexpr std::int64_t kMaxTypeVocab = 1024;
constexpr std::int64_t kMaxLabels = 100000;

struct Reader {
    const nlohmann::json& json;
    const std::string& file;

    [[noreturn]] void fail(const std::string& field, const std::string& what) const {
        throw ModelError(formatLocation(file, 0, field) + ": " + what);
    }

    std::int64_t integer(const char* field, std::int64_t fallback, std::int64_t min,
                         std::int64_t max) const {
        if (!json.contains(field) || json[field].is_null()) {
            return fallback;
        }
        const auto& v = json[field];
        if (!v.is_number_integer()) {
            fail(field, "not an integer");
        }
        const auto value = v.get<std::int64_t>();
        if (value < min || value > max) {
            fail(field, std::to_string(value) + " is outside [" + std::to_string(min) + ", " +
                            std::to_string(max) + "]");
        }
        return value;
    }

    double number(const char* field, double fallback) const {
        if (!json.contains(field) || json[field].is_null()) {
            return fallback;
        }
        if (!json[field].is_number()) {
            fail(field, "not a number");
        }
        return json[field].get<double>();
    }

    std::string text(const char* field, const std::string& fallback) const {
        if (!json.contains(field) || json[field].is_null()) {
            return fallback;
        }
        if (!json[field].is_string()) {
            fail(field, "not a string");
        }
        return json[field].get<std::string>();
    }
};

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

const char* familyName(Family family) {
    switch (family) {
        case Family::Bert:
            return "bert";
        case Family::Roberta:
            return "roberta";
        case Family::Albert:
            return "albert";
    }
    return "?";
}

ModelConfig ModelConfig::load(const std::string& modelDir) {
    const std::string file = modelDir + "/config.json";
    std::string text;
    try {
        text = readFile(file);
    } catch (const InputError&) {
        throw ModelError(file + ": cannot read the model's config.json");
    }
    return parse(text, file);
}

ModelConfig ModelConfig::parse(const std::string& text, const std::string& file) {
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw ModelError(file + ": not valid JSON (" + e.what() + ")");
    }
    if (!json.is_object()) {
        throw ModelError(file + ": not a JSON object");
    }
    Reader r{json, file};
    ModelConfig c;
    c.modelType = r.text("model_type", "");
    if (json.contains("architectures") && json["architectures"].is_array() &&
        !json["architectures"].empty() && json["architectures"][0].is_string()) {
        c.architecture = json["architectures"][0].get<std::string>();
    }
    if (c.modelType == "bert") {
        c.family = Family::Bert;
    } else if (c.modelType == "roberta" || c.modelType == "xlm-roberta") {
        c.family = Family::Roberta;
    } else if (c.modelType == "albert") {
        c.family = Family::Albert;
    } else {
        r.fail("model_type", "'" + c.modelType +
                                 "' is not an encoder this program runs (bert, roberta, "
                                 "xlm-roberta, albert)");
    }
    const bool albert = c.family == Family::Albert;
    const bool roberta = c.family == Family::Roberta;
    // transformers' defaults per configuration class.
    const std::int64_t defaultVocab = albert ? 30000 : (c.modelType == "roberta" ? 50265 : 30522);
    c.vocabSize = r.integer("vocab_size", defaultVocab, 1, kMaxVocab);
    c.hiddenSize = r.integer("hidden_size", albert ? 4096 : 768, 1, kMaxHidden);
    c.embeddingSize = albert ? r.integer("embedding_size", 128, 1, kMaxHidden) : c.hiddenSize;
    c.numLayers = r.integer("num_hidden_layers", 12, 1, kMaxLayers);
    c.numHeads = r.integer("num_attention_heads", albert ? 64 : 12, 1, kMaxHeads);
    c.intermediateSize = r.integer("intermediate_size", albert ? 16384 : 3072, 1, kMaxIntermediate);
    c.maxPositions = r.integer("max_position_embeddings", 512, 1, kMaxPositions);
    c.typeVocabSize = r.integer("type_vocab_size", 2, 1, kMaxTypeVocab);
    c.padTokenId = r.integer("pad_token_id", roberta ? 1 : 0, 0, c.vocabSize - 1);
    c.layerNormEps = r.number("layer_norm_eps", 1e-12);
    c.hiddenAct = r.text("hidden_act", albert ? "gelu_new" : "gelu");
    c.weightDType = r.text("dtype", r.text("torch_dtype", "float32"));
    if (albert) {
        c.numHiddenGroups = r.integer("num_hidden_groups", 1, 1, c.numLayers);
        c.innerGroupNum = r.integer("inner_group_num", 1, 1, kMaxLayers);
    }
    if (c.hiddenSize % c.numHeads != 0) {
        r.fail("num_attention_heads", "hidden_size " + std::to_string(c.hiddenSize) +
                                          " is not a multiple of " + std::to_string(c.numHeads));
    }
    static const char* const kActivations[] = {"gelu",      "gelu_new", "gelu_pytorch_tanh",
                                               "gelu_fast", "relu",     "tanh"};
    bool knownAct = false;
    for (const char* a : kActivations) {
        knownAct = knownAct || c.hiddenAct == a;
    }
    if (!knownAct) {
        r.fail("hidden_act", "'" + c.hiddenAct + "' is not a supported activation");
    }
    if (roberta && c.maxPositions <= c.padTokenId + 1) {
        r.fail("max_position_embeddings", "too small for positions counted from pad_token_id+1");
    }
    c.sequenceClassifier = endsWith(c.architecture, "ForSequenceClassification");
    if (c.sequenceClassifier) {
        std::int64_t numLabels = 2;
        if (json.contains("id2label") && json["id2label"].is_object()) {
            numLabels = static_cast<std::int64_t>(json["id2label"].size());
        }
        numLabels = r.integer("num_labels", numLabels, 1, kMaxLabels);
        c.labels.resize(static_cast<std::size_t>(numLabels));
        for (std::int64_t i = 0; i < numLabels; ++i) {
            c.labels[static_cast<std::size_t>(i)] = "LABEL_" + std::to_string(i);
        }
        if (json.contains("id2label") && json["id2label"].is_object()) {
            for (const auto& [key, value] : json["id2label"].items()) {
                std::size_t used = 0;
                long long id = -1;
                try {
                    id = std::stoll(key, &used);
                } catch (const std::exception&) {
                    used = 0;
                }
                if (used != key.size() || id < 0 || id >= numLabels || !value.is_string()) {
                    r.fail("id2label", "entry '" + key + "' is not a label id below " +
                                           std::to_string(numLabels) + " with a name");
                }
                c.labels[static_cast<std::size_t>(id)] = value.get<std::string>();
            }
        }
    }
    return c;
}

std::uint64_t ModelConfig::encoderParameterCount() const {
    const auto h = static_cast<std::uint64_t>(hiddenSize);
    const auto e = static_cast<std::uint64_t>(embeddingSize);
    const auto i = static_cast<std::uint64_t>(intermediateSize);
    const std::uint64_t embeddings =
        (static_cast<std::uint64_t>(vocabSize) + static_cast<std::uint64_t>(maxPositions) +
         static_cast<std::uint64_t>(typeVocabSize) + 2) *
        e;
    const std::uint64_t layer = 4 * (h * h + h) + 2 * h * i + i + h + 4 * h;
    const std::uint64_t layers = family == Family::Albert
                                     ? static_cast<std::uint64_t>(numHiddenGroups * innerGroupNum)
                                     : static_cast<std::uint64_t>(numLayers);
    return embeddings + layers * layer + (family == Family::Albert ? e * h + h : 0);
}

}  // namespace akshara::model

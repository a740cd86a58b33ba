#include "model/ModelConfig.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/internal/FolderFile.h"

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

    // A normalization's epsilon: added to a variance, so never negative (a square root of a
    // negative number), and far below 1 in any real model (1e-12 to 1e-5).
    double epsilon(const char* field, double fallback) const {
        const double value = number(field, fallback);
        if (!(value >= 0.0 && value < 1.0)) {
            fail(field, json[field].dump() +
                            " is not a normalization epsilon (at least 0, below 1; models use "
                            "1e-12 to 1e-5)");
        }
        return value;
    }

    bool present(const char* field) const { return json.contains(field) && !json[field].is_null(); }

    // A field with two spellings, e.g. n_head and num_attention_heads: `overriding` where
    // present, else `field`. transformers sets a config's own fields first and then the
    // other keys of config.json, an alias through its attribute_map (num_attention_heads
    // onto n_head), so where a config.json has both, the alias is the one the model gets.
    // BLOOM's n_embed is read the other way: it replaces hidden_size.
    std::int64_t integer2(const char* field, const char* overriding, std::int64_t fallback,
                          std::int64_t min, std::int64_t max) const {
        return present(overriding) ? integer(overriding, fallback, min, max)
                                   : integer(field, fallback, min, max);
    }

    // The name integer2 reads.
    const char* spelling(const char* field, const char* overriding) const {
        return present(overriding) ? overriding : field;
    }

    bool flag(const char* field, bool fallback) const {
        if (!present(field)) {
            return fallback;
        }
        if (!json[field].is_boolean()) {
            fail(field, "not true or false");
        }
        return json[field].get<bool>();
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

bool knownActivation(const std::string& name) {
    static const char* const kActivations[] = {
        "gelu", "gelu_new", "gelu_pytorch_tanh", "gelu_fast", "relu", "tanh", "silu", "swish"};
    for (const char* a : kActivations) {
        if (name == a) {
            return true;
        }
    }
    return false;
}

// BERT, RoBERTa, ALBERT (BertConfig, RobertaConfig, XLMRobertaConfig, AlbertConfig).
void readEncoder(const Reader& r, ModelConfig& c) {
    const bool albert = c.family == Family::Albert;
    const bool roberta = c.family == Family::Roberta;
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
    c.layerNormEps = r.epsilon("layer_norm_eps", 1e-12);
    c.hiddenAct = r.text("hidden_act", albert ? "gelu_new" : "gelu");
    if (albert) {
        c.numHiddenGroups = r.integer("num_hidden_groups", 1, 1, c.numLayers);
        c.innerGroupNum = r.integer("inner_group_num", 1, 1, kMaxLayers);
    }
    if (roberta && c.maxPositions <= c.padTokenId + 1) {
        r.fail("max_position_embeddings", "too small for positions counted from pad_token_id+1");
    }
}

// The id that fills the padded positions of a decoder's batch (they are masked, so any id
// in the vocabulary serves): its pad_token_id where that is in the vocabulary, else its
// eos_token_id where that is, else 0. A pad_token_id outside the vocabulary (a tokenizer's
// pad token added without resizing the embeddings) is passed over, as the model never reads
// it in transformers either.
std::int64_t paddingId(const Reader& r, std::int64_t vocab) {
    if (r.present("pad_token_id")) {
        const std::int64_t pad =
            r.integer("pad_token_id", 0, std::numeric_limits<std::int64_t>::min(),
                      std::numeric_limits<std::int64_t>::max());
        if (pad >= 0 && pad < vocab) {
            return pad;
        }
    }
    const auto& eos = r.json.contains("eos_token_id") ? r.json["eos_token_id"] : nlohmann::json();
    if (eos.is_number_integer() && eos.get<std::int64_t>() >= 0 &&
        eos.get<std::int64_t>() < vocab) {
        return eos.get<std::int64_t>();
    }
    return 0;
}

// GPT2Config: GPT-2 and mGPT.
void readGpt2(const Reader& r, ModelConfig& c) {
    c.vocabSize = r.integer("vocab_size", 50257, 1, kMaxVocab);
    c.hiddenSize = r.integer2("n_embd", "hidden_size", 768, 1, kMaxHidden);
    c.embeddingSize = c.hiddenSize;
    c.numLayers = r.integer2("n_layer", "num_hidden_layers", 12, 1, kMaxLayers);
    c.numHeads = r.integer2("n_head", "num_attention_heads", 12, 1, kMaxHeads);
    c.intermediateSize = r.integer("n_inner", 4 * c.hiddenSize, 1, kMaxIntermediate);
    c.maxPositions = r.integer2("n_positions", "max_position_embeddings", 1024, 1, kMaxPositions);
    c.typeVocabSize = 0;
    c.padTokenId = paddingId(r, c.vocabSize);
    c.layerNormEps = r.epsilon("layer_norm_epsilon", 1e-5);
    c.hiddenAct = r.text("activation_function", "gelu_new");
    c.scaleAttentionWeights = r.flag("scale_attn_weights", true);
    c.scaleByInverseLayer = r.flag("scale_attn_by_inverse_layer_idx", false);
    if (r.flag("add_cross_attention", false)) {
        r.fail("add_cross_attention",
               "GPT-2 with cross-attention (an encoder-decoder's decoder) is not run");
    }
}

// BloomConfig. Its positions are ALiBi biases, so no table limits the length: inputs are
// capped at seq_length (the training length) where the config gives it, else 2048.
void readBloom(const Reader& r, ModelConfig& c) {
    c.vocabSize = r.integer("vocab_size", 250880, 1, kMaxVocab);
    c.hiddenSize = r.integer2("hidden_size", "n_embed", 64, 1, kMaxHidden);
    c.embeddingSize = c.hiddenSize;
    c.numLayers = r.integer2("n_layer", "num_hidden_layers", 2, 1, kMaxLayers);
    c.numHeads = r.integer2("n_head", "num_attention_heads", 8, 1, kMaxHeads);
    c.intermediateSize = 4 * c.hiddenSize;
    c.maxPositions = r.integer("seq_length", 2048, 1, kMaxPositions);
    c.typeVocabSize = 0;
    c.padTokenId = paddingId(r, c.vocabSize);
    c.layerNormEps = r.epsilon("layer_norm_epsilon", 1e-5);
    c.hiddenAct = "gelu_new";  // BLOOM's tanh approximation
    c.residualAfterLayerNorm = r.flag("apply_residual_connection_post_layernorm", false);
}

// T5Config / MT5Config, the encoder stack. Relative position buckets have no table either:
// inputs are capped at n_positions where given, else 512 (T5) or 1024 (mT5), the lengths
// they were pre-trained with.
void readT5(const Reader& r, ModelConfig& c) {
    const bool mt5 = c.modelType == "mt5";
    c.vocabSize = r.integer("vocab_size", mt5 ? 250112 : 32128, 1, kMaxVocab);
    c.hiddenSize = r.integer2("d_model", "hidden_size", 512, 1, kMaxHidden);
    c.embeddingSize = c.hiddenSize;
    c.headDim = r.integer2("d_kv", "head_dim", 64, 1, kMaxHidden);
    c.intermediateSize = r.integer("d_ff", mt5 ? 1024 : 2048, 1, kMaxIntermediate);
    c.numLayers = r.integer2("num_layers", "num_hidden_layers", mt5 ? 8 : 6, 1, kMaxLayers);
    c.numHeads = r.integer2("num_heads", "num_attention_heads", mt5 ? 6 : 8, 1, kMaxHeads);
    if (c.numHeads * c.headDim > kMaxHidden) {
        r.fail(r.spelling("num_heads", "num_attention_heads"),
               "num_heads * d_kv is larger than " + std::to_string(kMaxHidden));
    }
    c.relativeBuckets = r.integer("relative_attention_num_buckets", 32, 4, 65536);
    c.relativeMaxDistance = r.integer("relative_attention_max_distance", 128, 1, kMaxPositions);
    if (c.relativeMaxDistance <= c.relativeBuckets / 4) {
        r.fail("relative_attention_max_distance", "not beyond the exact buckets");
    }
    c.maxPositions = r.integer("n_positions", mt5 ? 1024 : 512, 1, kMaxPositions);
    c.typeVocabSize = 0;
    c.padTokenId = r.integer("pad_token_id", 0, 0, c.vocabSize - 1);
    c.layerNormEps = r.epsilon("layer_norm_epsilon", 1e-6);
    // "relu", "gated-gelu" (whose activation is gelu_new), "gated-silu", ...
    const auto proj = r.text("feed_forward_proj", mt5 ? "gated-gelu" : "relu");
    const auto dash = proj.find('-');
    c.gatedFeedForward = dash != std::string::npos;
    if (c.gatedFeedForward && proj.compare(0, dash, "gated") != 0) {
        r.fail("feed_forward_proj", "'" + proj + "' is not 'ACT' or 'gated-ACT'");
    }
    c.hiddenAct = c.gatedFeedForward ? proj.substr(dash + 1) : proj;
    if (proj == "gated-gelu") {
        c.hiddenAct = "gelu_new";
    }
    // What feed_forward_proj implies is saved beside it as dense_act_fn and is_gated_act;
    // transformers sets those keys after deriving its own, so where they disagree they win.
    c.hiddenAct = r.text("dense_act_fn", c.hiddenAct);
    c.gatedFeedForward = r.flag("is_gated_act", c.gatedFeedForward);
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
        case Family::Gpt2:
            return "gpt2";
        case Family::Bloom:
            return "bloom";
        case Family::T5:
            return "t5";
    }
    return "?";
}

ModelConfig ModelConfig::load(const std::string& modelDir) {
    const std::string file = modelDir + "/config.json";
    internal::refuseHalfMovedModel(modelDir);
    std::string text;
    // A pipe or a device would block whoever reads it, the workbench listing its models among
    // them, until something writes to it. A missing one is said below.
    internal::folderHasFile(file);
    try {
        text = readFile(file);
    } catch (const InputError&) {
        std::error_code ec;
        if (!std::filesystem::exists(modelDir, ec)) {
            throw ModelError(modelDir + ": no such model folder");
        }
        if (!std::filesystem::is_directory(modelDir, ec)) {
            throw ModelError(modelDir + ": not a folder; a model is a folder with config.json");
        }
        if (std::filesystem::exists(modelDir + "/checkpoint/state.json", ec)) {
            // akshara-cli train builds its model under checkpoint/ and moves it here at the end.
            throw ModelError(modelDir +
                             ": holds a training run that has not finished (its checkpoint is in " +
                             modelDir +
                             "/checkpoint); run the same training again to finish it, and the "
                             "model is saved here");
        }
        if (std::filesystem::is_directory(modelDir + "/checkpoint/model", ec)) {
            throw ModelError(modelDir +
                             ": holds a training run that stopped before its first epoch ended; "
                             "run the same training again, and the model is saved here");
        }
        throw ModelError(file + ": cannot read the model's config.json");
    }
    return parse(text, file);
}

ModelConfig ModelConfig::parse(const std::string& text, const std::string& file) {
    nlohmann::json json;
    try {
        json = parseJsonText<nlohmann::json>(text);
    } catch (const nlohmann::json::exception& e) {
        throw ModelError(file + ": not valid JSON (" + jsonErrorText(e) + ")");
    }
    if (!json.is_object()) {
        throw ModelError(file + ": not a JSON object");
    }
    Reader r{json, file};
    ModelConfig c;
    c.modelType = r.text("model_type", "");
    if (json.contains("architectures") && !json["architectures"].is_null()) {
        const auto& names = json["architectures"];
        if (!names.is_array() || (!names.empty() && !names[0].is_string())) {
            r.fail("architectures",
                   "expected a list of names, such as "
                   "[\"BertForSequenceClassification\"]");
        }
        if (!names.empty()) {
            c.architecture = names[0].get<std::string>();
        }
    }
    if (c.modelType == "bert") {
        c.family = Family::Bert;
    } else if (c.modelType == "roberta" || c.modelType == "xlm-roberta") {
        c.family = Family::Roberta;
    } else if (c.modelType == "albert") {
        c.family = Family::Albert;
    } else if (c.modelType == "gpt2") {
        c.family = Family::Gpt2;
    } else if (c.modelType == "bloom") {
        c.family = Family::Bloom;
    } else if (c.modelType == "mt5" || c.modelType == "t5") {
        c.family = Family::T5;
    } else {
        r.fail("model_type", "'" + c.modelType +
                                 "' is not a model this program runs (bert, roberta, "
                                 "xlm-roberta, albert, gpt2, bloom, mt5, t5)");
    }
    switch (c.family) {
        case Family::Gpt2:
            readGpt2(r, c);
            break;
        case Family::Bloom:
            readBloom(r, c);
            break;
        case Family::T5:
            readT5(r, c);
            break;
        default:
            readEncoder(r, c);
            break;
    }
    c.weightDType = r.text("dtype", r.text("torch_dtype", "float32"));
    if (c.headDim == 0) {
        if (c.hiddenSize % c.numHeads != 0) {
            r.fail(readsLeftToRight(c.family) ? r.spelling("n_head", "num_attention_heads")
                                              : "num_attention_heads",
                   "hidden size " + std::to_string(c.hiddenSize) + " is not a multiple of " +
                       std::to_string(c.numHeads) + " heads");
        }
        c.headDim = c.hiddenSize / c.numHeads;
    }
    if (!knownActivation(c.hiddenAct)) {
        r.fail(c.family == Family::Gpt2 ? "activation_function"
               : c.family == Family::T5 ? r.spelling("feed_forward_proj", "dense_act_fn")
                                        : "hidden_act",
               "'" + c.hiddenAct + "' is not a supported activation");
    }
    c.sequenceClassifier = endsWith(c.architecture, "ForSequenceClassification");
    if (c.sequenceClassifier &&
        (c.family == Family::Gpt2 || c.family == Family::Bloom || c.family == Family::T5)) {
        r.fail("architectures", c.architecture +
                                    ": classification heads are run for BERT, RoBERTa and ALBERT "
                                    "only; a " +
                                    c.modelType +
                                    " model runs bare (e.g. its language-model checkpoint)");
    }
    if (c.sequenceClassifier) {
        if (json.contains("id2label") && !json["id2label"].is_null() &&
            !json["id2label"].is_object()) {
            r.fail("id2label",
                   "expected an object of class ids and names, such as "
                   "{\"0\": \"negative\", \"1\": \"positive\"}");
        }
        // Where both are given, id2label's size is the number of classes, as transformers
        // takes it (a num_labels that differs only draws its warning).
        c.problemType = r.text("problem_type", "");
        const bool named =
            json.contains("id2label") && json["id2label"].is_object() && !json["id2label"].empty();
        const std::int64_t numbered = r.integer("num_labels", 2, 1, kMaxLabels);
        const std::int64_t numLabels =
            named ? static_cast<std::int64_t>(json["id2label"].size()) : numbered;
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
        // Predictions and probabilities are keyed by label name: two classes of one name
        // would be counted as one.
        // By a table of the names, not each against those before: 100,000 classes took seconds.
        std::unordered_map<std::string, std::size_t> firstOf;
        for (std::size_t i = 0; i < c.labels.size(); ++i) {
            const auto [first, isNew] = firstOf.emplace(c.labels[i], i);
            if (!isNew) {
                r.fail("id2label", "classes " + std::to_string(first->second) + " and " +
                                       std::to_string(i) + " have the same name '" + c.labels[i] +
                                       "'");
            }
        }
    }
    return c;
}

std::uint64_t ModelConfig::encoderParameterCount() const {
    const auto h = static_cast<std::uint64_t>(hiddenSize);
    const auto e = static_cast<std::uint64_t>(embeddingSize);
    const auto i = static_cast<std::uint64_t>(intermediateSize);
    const auto v = static_cast<std::uint64_t>(vocabSize);
    const auto n = static_cast<std::uint64_t>(numLayers);
    switch (family) {
        case Family::Gpt2: {
            // wte, wpe; per block ln_1, c_attn, c_proj, ln_2, c_fc, c_proj; ln_f.
            const std::uint64_t layer =
                4 * h + (3 * h * h + 3 * h) + (h * h + h) + (h * i + i) + (i * h + h);
            return (v + static_cast<std::uint64_t>(maxPositions)) * h + n * layer + 2 * h;
        }
        case Family::Bloom: {
            // word_embeddings and their norm; per block two norms, query_key_value, dense,
            // dense_h_to_4h, dense_4h_to_h; ln_f.
            const std::uint64_t layer =
                4 * h + (3 * h * h + 3 * h) + (h * h + h) + (h * i + i) + (i * h + h);
            return v * h + 2 * h + n * layer + 2 * h;
        }
        case Family::T5: {
            // shared; per block a norm, q k v o, a norm, wi (or wi_0 and wi_1) and wo; the
            // first block's relative attention bias; final_layer_norm.
            const auto inner = static_cast<std::uint64_t>(numHeads * headDim);
            const std::uint64_t layer =
                h + 4 * h * inner + h + (gatedFeedForward ? 2 : 1) * h * i + i * h;
            return v * h + n * layer + static_cast<std::uint64_t>(relativeBuckets * numHeads) + h;
        }
        default:
            break;
    }
    const std::uint64_t embeddings = (v + static_cast<std::uint64_t>(maxPositions) +
                                      static_cast<std::uint64_t>(typeVocabSize) + 2) *
                                     e;
    const std::uint64_t layer = 4 * (h * h + h) + 2 * h * i + i + h + 4 * h;
    const std::uint64_t layers =
        family == Family::Albert ? static_cast<std::uint64_t>(numHiddenGroups * innerGroupNum) : n;
    return embeddings + layers * layer + (family == Family::Albert ? e * h + h : 0);
}

}  // namespace akshara::model

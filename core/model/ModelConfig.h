#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace akshara::model {

// Bert, Roberta, Albert: encoders. Gpt2 (GPT-2, mGPT) and Bloom: decoders run as bare
// models. T5: the encoder stack of T5 / mT5 (MT5EncoderModel).
enum class Family { Bert, Roberta, Albert, Gpt2, Bloom, T5 };

// Whether a family's models read left to right (GPT-2 and BLOOM): a token's states hold the
// words up to it alone, so the first token stands for the first word, not the text.
inline bool readsLeftToRight(Family family) {
    return family == Family::Gpt2 || family == Family::Bloom;
}

// The note for a command asked to pool a left-to-right model's first token (probe's and
// embed's "first"): what those states hold, and what stands for the sentence instead. Empty
// for the other families, whose first token is the sentence's [CLS] or <s>.
inline std::string firstTokenNote(Family family, const std::string& modelType) {
    if (!readsLeftToRight(family)) {
        return {};
    }
    return "note: " + modelType +
           " reads left to right, so the states of a sentence's first token hold its first "
           "word alone; its last token or the mean of its tokens stand for the sentence";
}

// The fields of a Hugging Face config.json that the models use, with transformers'
// defaults where a field is absent (each family's own field names: n_embd, d_model, ...).
struct ModelConfig {
    Family family = Family::Bert;
    std::string modelType;     // "bert", "roberta", "xlm-roberta", "albert", "gpt2", "bloom", "mt5"
    std::string architecture;  // architectures[0], e.g. "BertForSequenceClassification"
    std::int64_t vocabSize = 0;
    std::int64_t hiddenSize = 0;
    std::int64_t embeddingSize = 0;  // ALBERT's factorised embeddings; hiddenSize otherwise
    std::int64_t numLayers = 0;
    std::int64_t numHeads = 0;
    std::int64_t intermediateSize = 0;
    std::int64_t maxPositions = 0;   // BLOOM and T5 have no table: the longest input taken
    std::int64_t typeVocabSize = 0;  // 0: the family has no token types (they are ignored)
    std::int64_t padTokenId = 0;
    std::int64_t numHiddenGroups = 1;        // ALBERT
    std::int64_t innerGroupNum = 1;          // ALBERT
    std::int64_t headDim = 0;                // T5's d_kv; hiddenSize / numHeads otherwise
    std::int64_t relativeBuckets = 32;       // T5 relative_attention_num_buckets
    std::int64_t relativeMaxDistance = 128;  // T5 relative_attention_max_distance
    bool gatedFeedForward = false;           // T5 feed_forward_proj "gated-*"
    bool scaleAttentionWeights = true;       // GPT-2 scale_attn_weights
    bool scaleByInverseLayer = false;        // GPT-2 scale_attn_by_inverse_layer_idx
    bool residualAfterLayerNorm = false;     // BLOOM apply_residual_connection_post_layernorm
    double layerNormEps = 1e-12;
    std::string hiddenAct = "gelu";       // the feed-forward activation (GPT-2 activation_function)
    std::string weightDType = "float32";  // "dtype" / "torch_dtype"
    bool sequenceClassifier = false;      // architecture ends in ForSequenceClassification
    std::vector<std::string> labels;      // id2label in id order (num_labels entries)
    // "regression", "multi_label_classification" or "single_label_classification"; empty
    // when not given (one label of several, or a score where there is one output).
    std::string problemType;
    // Whether the head picks one label of two or more, by softmax: what classifying,
    // predicting and attacking take.
    bool choosesOneLabel() const {
        return labels.size() >= 2 && problemType != "regression" &&
               problemType != "multi_label_classification";
    }

    // Reads DIR/config.json; throws ModelError naming the file and field for unknown model
    // types, malformed values, or sizes beyond what any real model uses.
    static ModelConfig load(const std::string& modelDir);
    // Parses the text of a config.json (the file name only labels errors).
    static ModelConfig parse(const std::string& json, const std::string& file);

    // The number of parameters these sizes imply (the bare model, without heads).
    std::uint64_t encoderParameterCount() const;
};

const char* familyName(Family family);

}  // namespace akshara::model

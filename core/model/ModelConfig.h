#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace akshara::model {

enum class Family { Bert, Roberta, Albert };

// The fields of a Hugging Face config.json that the encoders use, with transformers'
// defaults where a field is absent.
struct ModelConfig {
    Family family = Family::Bert;
    std::string modelType;     // "bert", "roberta", "xlm-roberta", "albert"
    std::string architecture;  // architectures[0], e.g. "BertForSequenceClassification"
    std::int64_t vocabSize = 0;
    std::int64_t hiddenSize = 0;
    std::int64_t embeddingSize = 0;  // ALBERT's factorised embeddings; hiddenSize otherwise
    std::int64_t numLayers = 0;
    std::int64_t numHeads = 0;
    std::int64_t intermediateSize = 0;
    std::int64_t maxPositions = 0;
    std::int64_t typeVocabSize = 0;
    std::int64_t padTokenId = 0;
    std::int64_t numHiddenGroups = 1;  // ALBERT
    std::int64_t innerGroupNum = 1;    // ALBERT
    double layerNormEps = 1e-12;
    std::string hiddenAct = "gelu";
    std::string weightDType = "float32";  // "dtype" / "torch_dtype"
    bool sequenceClassifier = false;      // architecture ends in ForSequenceClassification
    std::vector<std::string> labels;      // id2label in id order (num_labels entries)

    // Reads DIR/config.json; throws ModelError naming the file and field for unknown model
    // types, malformed values, or sizes beyond what any real model uses.
    static ModelConfig load(const std::string& modelDir);
    // Parses the text of a config.json (the file name only labels errors).
    static ModelConfig parse(const std::string& json, const std::string& file);

    // The number of parameters these sizes imply (the encoder, without heads).
    std::uint64_t encoderParameterCount() const;
};

const char* familyName(Family family);

}  // namespace akshara::model

#pragma once

#include <optional>
#include <string>
#include <vector>

#include "attack/Similarity.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::attack {

// How a sentence embedding is taken from the last layer: the mean over its tokens, its first
// token, or the model's pooler (dense + tanh on the first token: LaBSE's sentence embedding
// in its Hugging Face transformers layout).
enum class Pooling { Mean, FirstToken, Pooler };

// A dense layer of a sentence-transformers folder: y = activation(W x + b).
struct DenseLayer {
    model::Array weight;      // [out, in]
    std::vector<float> bias;  // [out], or empty
    bool tanh = false;        // torch.nn.Tanh; otherwise the identity
};

// How a model folder makes a sentence embedding.
struct SentenceEmbedding {
    Pooling pooling = Pooling::FirstToken;
    std::vector<DenseLayer> dense;  // applied in order after the pooling
};

// The sentence embedding a sentence-transformers folder defines in its modules.json (a
// Pooling module with the CLS token or the mean, Dense layers from safetensors, Normalize),
// as in sentence-transformers/LaBSE; nullopt for a folder without modules.json. Throws
// ModelError naming the file for a module it cannot run (another pooling mode, another
// activation, pickled Dense weights) or a malformed file.
std::optional<SentenceEmbedding> readSentenceTransformers(const std::string& modelDir);

// Cosine similarity of sentence embeddings from any loaded encoder (LaBSE, the first paper's
// choice, pools its first token through a dense + tanh layer). Keeps references to the
// encoder and tokenizer. Throws ModelError when the pooler is asked of a model without one
// or a dense layer does not fit the model's hidden size.
class EmbeddingSimilarity : public SimilarityMeasure {
public:
    EmbeddingSimilarity(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                        Pooling pooling);
    EmbeddingSimilarity(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                        SentenceEmbedding how);
    std::string name() const override { return "cosine"; }
    std::vector<double> similarities(const std::string& original,
                                     const std::vector<std::string>& perturbed) override;
    // The unit-length sentence embeddings of `texts`.
    std::vector<std::vector<float>> embed(const std::vector<std::string>& texts) const;

private:
    const model::Encoder& encoder_;
    const model::Tokenizer& tokenizer_;
    SentenceEmbedding how_;
    std::string cachedText_;
    std::vector<float> cachedEmbedding_;
};

// BERTScore F1 (Zhang et al. 2019) from any loaded encoder's last layer: each token matched
// to its most similar token of the other text by cosine, precision over the perturbed text's
// tokens, recall over the original's, special tokens left out, no idf weights, no rescaling.
class BertScoreSimilarity : public SimilarityMeasure {
public:
    BertScoreSimilarity(const model::Encoder& encoder, const model::Tokenizer& tokenizer);
    std::string name() const override { return "bertscore"; }
    std::vector<double> similarities(const std::string& original,
                                     const std::vector<std::string>& perturbed) override;

private:
    // Unit-length vectors of the real tokens of each text.
    std::vector<std::vector<std::vector<float>>> tokenVectors(
        const std::vector<std::string>& texts) const;
    const model::Encoder& encoder_;
    const model::Tokenizer& tokenizer_;
    std::string cachedText_;
    std::vector<std::vector<float>> cachedVectors_;
};

// F1 of greedy cosine matching between two sets of unit vectors; 0 when either is empty.
double bertScoreF1(const std::vector<std::vector<float>>& candidate,
                   const std::vector<std::vector<float>>& reference);

}  // namespace akshara::attack

#pragma once

#include <string>
#include <vector>

#include "attack/Similarity.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::attack {

// How a sentence embedding is taken from the last layer.
enum class Pooling { Mean, FirstToken };

// Cosine similarity of sentence embeddings from any loaded encoder (LaBSE, the first paper's
// choice, pools its first token). Keeps references to the encoder and tokenizer.
class EmbeddingSimilarity : public SimilarityMeasure {
public:
    EmbeddingSimilarity(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                        Pooling pooling);
    std::string name() const override { return "cosine"; }
    std::vector<double> similarities(const std::string& original,
                                     const std::vector<std::string>& perturbed) override;

private:
    std::vector<std::vector<float>> embed(const std::vector<std::string>& texts) const;
    const model::Encoder& encoder_;
    const model::Tokenizer& tokenizer_;
    Pooling pooling_;
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

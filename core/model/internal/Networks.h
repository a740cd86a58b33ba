#pragma once

// The encoder families as libtorch modules named as Hugging Face names them (without the
// "bert." / "roberta." / "albert." prefix a task model adds), each with its own head.

#include <torch/torch.h>

#include <memory>

#include "model/ModelConfig.h"
#include "model/internal/Layers.h"

namespace akshara::model::internal {

// BERT's and RoBERTa's stack of layers ("encoder.layer.N").
struct BertEncoderImpl : torch::nn::Module {
    explicit BertEncoderImpl(const ModelConfig& config);

    torch::nn::ModuleList layer{nullptr};
};
TORCH_MODULE(BertEncoder);

// BERT: embeddings, encoder, pooler (dense + tanh on [CLS]) and a linear classifier.
struct BertImpl : torch::nn::Module {
    BertImpl(const ModelConfig& config, bool withPooler);
    torch::Tensor lookup(const torch::Tensor& ids) { return embeddings->word_embeddings(ids); }
    torch::Tensor wordEmbeddingWeight() { return embeddings->word_embeddings->weight; }
    torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const;
    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                        const torch::Tensor& typeIds, const torch::Tensor& mask,
                        const std::vector<LengthRun>& runs, bool attentions, bool logits);

    ModelConfig config;
    double classifierDropout = 0;  // on the pooled [CLS], in training only
    Embeddings embeddings{nullptr};
    BertEncoder encoder{nullptr};
    Dense pooler{nullptr};
    torch::nn::Linear classifier{nullptr};
};
TORCH_MODULE(Bert);

// RoBERTa's classification head: dense + tanh + out_proj on <s>.
struct RobertaClassificationHeadImpl : torch::nn::Module {
    RobertaClassificationHeadImpl(std::int64_t hidden, std::int64_t labels);
    torch::Tensor forward(const torch::Tensor& firstToken);

    double dropout = 0;  // before dense and before out_proj, in training only
    torch::nn::Linear dense{nullptr}, out_proj{nullptr};
};
TORCH_MODULE(RobertaClassificationHead);

// RoBERTa / XLM-R: BERT's layers, positions counted from padding_idx + 1 for real tokens.
struct RobertaImpl : torch::nn::Module {
    RobertaImpl(const ModelConfig& config, bool withPooler);
    torch::Tensor lookup(const torch::Tensor& ids) { return embeddings->word_embeddings(ids); }
    torch::Tensor wordEmbeddingWeight() { return embeddings->word_embeddings->weight; }
    torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const;
    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                        const torch::Tensor& typeIds, const torch::Tensor& mask,
                        const std::vector<LengthRun>& runs, bool attentions, bool logits);

    ModelConfig config;
    Embeddings embeddings{nullptr};
    BertEncoder encoder{nullptr};
    Dense pooler{nullptr};  // present in bare checkpoints, unused by the head
    RobertaClassificationHead classifier{nullptr};
};
TORCH_MODULE(Roberta);

// One ALBERT layer ("albert_layers.N"): attention with its own output projection.
struct AlbertAttentionImpl : torch::nn::Module {
    AlbertAttentionImpl(std::int64_t hidden, std::int64_t heads, double eps);
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs);

    std::int64_t heads;
    double attentionDropout = 0, outputDropout = 0;  // in training only
    torch::nn::Linear query{nullptr}, key{nullptr}, value{nullptr}, dense{nullptr};
    torch::nn::LayerNorm LayerNorm{nullptr};
    JoinedProjections joined;  // set for inference by Encoder::load
};
TORCH_MODULE(AlbertAttention);

struct AlbertLayerImpl : torch::nn::Module {
    explicit AlbertLayerImpl(const ModelConfig& config);
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs);

    std::string activation;
    double dropout = 0;  // on the feed-forward output, in training only
    AlbertAttention attention{nullptr};
    torch::nn::Linear ffn{nullptr}, ffn_output{nullptr};
    torch::nn::LayerNorm full_layer_layer_norm{nullptr};
};
TORCH_MODULE(AlbertLayer);

// A group of layers whose weights are shared by every use of the group.
struct AlbertLayerGroupImpl : torch::nn::Module {
    explicit AlbertLayerGroupImpl(const ModelConfig& config);

    torch::nn::ModuleList albert_layers{nullptr};
};
TORCH_MODULE(AlbertLayerGroup);

struct AlbertTransformerImpl : torch::nn::Module {
    explicit AlbertTransformerImpl(const ModelConfig& config);

    torch::nn::Linear embedding_hidden_mapping_in{nullptr};
    torch::nn::ModuleList albert_layer_groups{nullptr};
};
TORCH_MODULE(AlbertTransformer);

// ALBERT: factorised embeddings (embedding_size, then a projection to hidden_size), layer
// groups shared across depth, pooler (linear + tanh on [CLS]) and a linear classifier.
struct AlbertImpl : torch::nn::Module {
    AlbertImpl(const ModelConfig& config, bool withPooler);
    torch::Tensor lookup(const torch::Tensor& ids) { return embeddings->word_embeddings(ids); }
    torch::Tensor wordEmbeddingWeight() { return embeddings->word_embeddings->weight; }
    torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const;
    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                        const torch::Tensor& typeIds, const torch::Tensor& mask,
                        const std::vector<LengthRun>& runs, bool attentions, bool logits);

    ModelConfig config;
    double classifierDropout = 0;  // on the pooled [CLS], in training only
    Embeddings embeddings{nullptr};
    AlbertTransformer encoder{nullptr};
    torch::nn::Linear pooler{nullptr};
    torch::nn::Linear classifier{nullptr};
};
TORCH_MODULE(Albert);

// The family-independent face the runner uses.
class Network {
public:
    virtual ~Network() = default;
    virtual torch::nn::Module& module() = 0;
    virtual torch::Tensor lookup(const torch::Tensor& ids) = 0;
    virtual torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) = 0;
    // mask: [batch, tokens], 1 for real tokens. runs: the batch's runs of equal length
    // (lengthRuns()), or none; families that can use them attend run by run in inference.
    virtual EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                                const torch::Tensor& typeIds, const torch::Tensor& mask,
                                const std::vector<LengthRun>& runs, bool attentions,
                                bool logits) = 0;
    virtual torch::Tensor wordEmbeddingWeight() = 0;
};

// A Network over a module holder whose module has lookup(), positionIds(), forward() and
// wordEmbeddingWeight(), as every family has.
template <class Holder>
class ModuleNetwork : public Network {
public:
    explicit ModuleNetwork(Holder net) : net_(std::move(net)) {}
    torch::nn::Module& module() override { return *net_; }
    torch::Tensor lookup(const torch::Tensor& ids) override { return net_->lookup(ids); }
    torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) override {
        return net_->positionIds(ids, mask);
    }
    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                        const torch::Tensor& typeIds, const torch::Tensor& mask,
                        const std::vector<LengthRun>& runs, bool attentions, bool logits) override {
        return net_->forward(lookup, positionIds, typeIds, mask, runs, attentions, logits);
    }
    torch::Tensor wordEmbeddingWeight() override { return net_->wordEmbeddingWeight(); }

private:
    Holder net_;
};

// Builds the family's module (with a head when the config names a sequence classifier;
// with a pooler when asked or when the head needs one).
std::unique_ptr<Network> makeNetwork(const ModelConfig& config, bool withPooler);

// The bare GPT-2, BLOOM and T5-encoder modules (internal/Gpt2.cpp, Bloom.cpp, T5Encoder.cpp),
// named as Hugging Face's GPT2Model, BloomModel and T5EncoderModel name their weights.
std::unique_ptr<Network> makeGpt2(const ModelConfig& config);
std::unique_ptr<Network> makeBloom(const ModelConfig& config);
std::unique_ptr<Network> makeT5Encoder(const ModelConfig& config);

}  // namespace akshara::model::internal

#pragma once

// The building blocks shared by the encoder families, with Hugging Face's module names so
// that named_parameters() yields the names a checkpoint stores.

#include <torch/torch.h>

#include <string>
#include <vector>

namespace akshara::model::internal {

// x W^T + b of `layer` through ATen's linear, which adds the bias inside the matrix product
// for inputs of any rank. The C++ frontend's Linear module does so for 2-D inputs only and adds
// the bias to a [batch, tokens, out] product in a pass of its own (a fifth of an encoder
// layer's device time in bfloat16 on an H200, docs/benchmarks.md).
torch::Tensor linear(const torch::nn::Linear& layer, const torch::Tensor& x);

// Applies config.json's hidden_act ("gelu", "gelu_new", "relu", ...).
torch::Tensor activate(const torch::Tensor& x, const std::string& name);

// Positions 0, 1, 2, ... of every row of `mask` [batch, tokens]: right-padded rows give each
// real token the position it has alone.
torch::Tensor sequentialPositions(const torch::Tensor& mask);

// 0 for real tokens, the dtype's lowest value for padding: [batch, 1, 1, tokens].
torch::Tensor additiveMask(const torch::Tensor& mask, torch::ScalarType dtype);
// additiveMask() for every head, [batch, heads, 1, tokens] and contiguous: attendJoined() reads
// it as [batch * heads, 1, tokens] without a copy in every layer.
torch::Tensor headMask(const torch::Tensor& mask, torch::ScalarType dtype, std::int64_t heads);
// A decoder's mask: 0 where query q may see key k (k <= q and k real), the dtype's lowest
// value elsewhere: [batch, 1, tokens, tokens].
torch::Tensor causalMask(const torch::Tensor& mask, torch::ScalarType dtype);

// Consecutive rows of a batch whose inputs have one length: rows [first, first + count) hold
// `length` real tokens each, then padding. A length-sorted batch is a few such runs.
struct LengthRun {
    std::int64_t first = 0;
    std::int64_t count = 0;
    std::int64_t length = 0;
};

// The runs of equal length in a batch whose rows have `lengths` real tokens, in row order.
std::vector<LengthRun> lengthRuns(const std::vector<std::int64_t>& lengths);

// Keeps libtorch's fused attention on CUDA off cuDNN's kernel (libtorch 2.4 on), for flash
// attention: cuDNN builds an execution plan for every new shape, and the runs of one length
// have a new row count in nearly every batch (200 new shapes took 14.3 s against 0.07 s with
// flash attention, libtorch 2.11 on an H200). Process-wide; called when a model loads on CUDA.
void preferFlashAttention();

// How self-attention keeps the padding out. With `runs` set (inference without the
// probabilities), each run attends over its own tokens with no padding mask, in one fused
// kernel where libtorch has one; otherwise through `additive` (headMask() or causalMask()).
struct AttentionMask {
    torch::Tensor additive;
    std::vector<LengthRun> runs;
};

// The mask a pass uses: by `runs` when there are some and neither the probabilities nor
// training need the additive mask; else headMask() of `mask` [batch, tokens], or causalMask()
// when `causal` (which has no use for `heads`).
AttentionMask attentionMask(const torch::Tensor& mask, torch::ScalarType dtype, std::int64_t heads,
                            const std::vector<LengthRun>& runs, bool attentions, bool training,
                            bool causal = false);

// What one pass through an encoder yields (all padded, batch first).
struct EncoderPass {
    std::vector<torch::Tensor> hidden;      // layers+1 of [batch, tokens, hidden]
    std::vector<torch::Tensor> attentions;  // layers of [batch, heads, tokens, tokens]
    torch::Tensor logits;                   // [batch, labels] when a head ran
};

// The query, key and value projections of an attention block joined into one [3 * hidden,
// hidden] product, for inference: one matrix product instead of three, and one copy of the
// heads instead of three. The three layers keep their parameters (the names a checkpoint
// stores), which become views into the joined matrix, so no memory is duplicated.
struct JoinedProjections {
    torch::Tensor weight, bias;

    void join(torch::nn::Linear& query, torch::nn::Linear& key, torch::nn::Linear& value);
    // Whether join() ran and `query` still reads the joined storage: moving the module to
    // another device or dtype afterwards gives it new parameters, and then the three separate
    // products run.
    bool usable(const torch::nn::Linear& query) const;
};

// Multi-head scaled dot-product attention on `qkv` [batch, tokens, 3 * hidden] (the query, key
// and value projections side by side) with the additive padding mask [batch, 1, 1, tokens]:
// the scaling and the mask ride on the score product (baddbmm). Returns the context [batch,
// tokens, hidden]; stores the probabilities [batch, heads, tokens, tokens] in *probs if set.
// For inference: no dropout.
torch::Tensor attendJoined(const torch::Tensor& qkv, std::int64_t heads,
                           const torch::Tensor& maskAdd, torch::Tensor* probs);

// Multi-head attention of the queries, keys and values `q`, `k`, `v` [batch, tokens, hidden]
// (views are fine) run by run: each run of rows attends over its own length with no padding
// mask (and, when `causal`, each token over itself and the tokens before it), scores scaled by
// `scale`, by scaled_dot_product_attention where libtorch has it (2.1 on; one fused kernel on
// CUDA). Returns the context [batch, tokens, hidden], zero at the padding. For inference.
torch::Tensor attendRuns(const torch::Tensor& q, const torch::Tensor& k, const torch::Tensor& v,
                         std::int64_t heads, const std::vector<LengthRun>& runs, double scale,
                         bool causal);

// Multi-head self-attention of `x` [batch, tokens, hidden] under `mask`: the context [batch,
// tokens, hidden], the probabilities in *probs if set. In inference, with `joined` usable, one
// product for the three projections; otherwise three, and dropout on the probabilities when
// training.
torch::Tensor selfAttention(const torch::Tensor& x, torch::nn::Linear& query,
                            torch::nn::Linear& key, torch::nn::Linear& value,
                            const JoinedProjections& joined, std::int64_t heads,
                            const AttentionMask& mask, torch::Tensor* probs, double dropout,
                            bool training);

// Multi-head self-attention: query, key, value projections.
struct SelfAttentionImpl : torch::nn::Module {
    SelfAttentionImpl(std::int64_t hidden, std::int64_t heads);
    // Returns the context [batch, tokens, hidden]; stores the probabilities in *probs if set.
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs);

    std::int64_t heads;
    double dropout = 0;  // on the attention probabilities, in training only
    torch::nn::Linear query{nullptr}, key{nullptr}, value{nullptr};
    JoinedProjections joined;  // set for inference by Encoder::load
};
TORCH_MODULE(SelfAttention);

// A projection followed by a residual connection and LayerNorm (BERT's "output" blocks).
struct ResidualOutputImpl : torch::nn::Module {
    ResidualOutputImpl(std::int64_t in, std::int64_t out, double eps);
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& residual);

    double dropout = 0;  // on the projection, before the residual sum, in training only
    torch::nn::Linear dense{nullptr};
    torch::nn::LayerNorm LayerNorm{nullptr};
};
TORCH_MODULE(ResidualOutput);

struct BertAttentionImpl : torch::nn::Module {
    BertAttentionImpl(std::int64_t hidden, std::int64_t heads, double eps);
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs);

    SelfAttention self{nullptr};
    ResidualOutput output{nullptr};
};
TORCH_MODULE(BertAttention);

struct DenseImpl : torch::nn::Module {
    DenseImpl(std::int64_t in, std::int64_t out);
    torch::Tensor forward(const torch::Tensor& x) { return linear(dense, x); }

    torch::nn::Linear dense{nullptr};
};
TORCH_MODULE(Dense);

// One BERT / RoBERTa transformer layer.
struct BertLayerImpl : torch::nn::Module {
    BertLayerImpl(std::int64_t hidden, std::int64_t heads, std::int64_t intermediate, double eps,
                  std::string activation);
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs);

    std::string activation;
    BertAttention attention{nullptr};
    Dense intermediate{nullptr};
    ResidualOutput output{nullptr};
};
TORCH_MODULE(BertLayer);

// Word, position and token-type embeddings, summed and normalised.
struct EmbeddingsImpl : torch::nn::Module {
    EmbeddingsImpl(std::int64_t vocab, std::int64_t positions, std::int64_t types, std::int64_t dim,
                   double eps);
    // lookup: the word-embedding lookup [batch, tokens, dim] (or a replacement for it).
    torch::Tensor forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                          const torch::Tensor& typeIds);

    double dropout = 0;  // on the normalised sum, in training only
    torch::nn::Embedding word_embeddings{nullptr}, position_embeddings{nullptr},
        token_type_embeddings{nullptr};
    torch::nn::LayerNorm LayerNorm{nullptr};
};
TORCH_MODULE(Embeddings);

}  // namespace akshara::model::internal

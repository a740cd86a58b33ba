// BLOOM as Hugging Face's BloomModel: a LayerNorm on the word embeddings, ALiBi position
// biases instead of a position table, pre-LayerNorm blocks whose fused query_key_value
// projection interleaves query, key and value per head, BLOOM's tanh GELU, and ln_f applied
// to the last hidden state transformers returns.

#include <algorithm>
#include <cmath>

#include "model/internal/Alibi.h"
#include "model/internal/Networks.h"

namespace akshara::model::internal {

namespace {

torch::nn::LayerNorm layerNorm(const ModelConfig& c) {
    return torch::nn::LayerNorm(torch::nn::LayerNormOptions({c.hiddenSize}).eps(c.layerNormEps));
}

// BLOOM's GELU: the tanh approximation with its own rounded constant.
torch::Tensor bloomGelu(const torch::Tensor& x) {
    return x * 0.5 * (1.0 + torch::tanh(0.79788456 * x * (1 + 0.044715 * x * x)));
}

struct BloomAttentionImpl : torch::nn::Module {
    explicit BloomAttentionImpl(const ModelConfig& c) : heads(c.numHeads) {
        query_key_value =
            register_module("query_key_value", torch::nn::Linear(c.hiddenSize, 3 * c.hiddenSize));
        dense = register_module("dense", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    }

    // x: the normalised input; alibi: [batch, heads, 1, tokens]. Returns dense(context)
    // (the residual is added by the block).
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& alibi,
                          const torch::Tensor& maskAdd, torch::Tensor* probs) {
        const auto batch = x.size(0);
        const auto tokens = x.size(1);
        const auto hidden = x.size(2);
        const auto headDim = hidden / heads;
        // Per head: query, key, value of headDim each, in that order.
        const auto fused = linear(query_key_value, x).view({batch, tokens, heads, 3, headDim});
        auto part = [&](std::int64_t k) { return fused.select(3, k).transpose(1, 2); };
        const auto q = part(0);
        const auto k = part(1);
        const auto v = part(2);
        auto scores = alibi + torch::matmul(q, k.transpose(-1, -2)) *
                                  (1.0 / std::sqrt(static_cast<double>(headDim)));
        auto p = torch::softmax(scores + maskAdd, -1, torch::kFloat32).to(x.scalar_type());
        if (probs) {
            *probs = p;
        }
        auto context = torch::matmul(p, v).transpose(1, 2).reshape({batch, tokens, hidden});
        return linear(dense, context);
    }

    std::int64_t heads;
    torch::nn::Linear query_key_value{nullptr}, dense{nullptr};
};
TORCH_MODULE(BloomAttention);

struct BloomMlpImpl : torch::nn::Module {
    explicit BloomMlpImpl(const ModelConfig& c) {
        dense_h_to_4h =
            register_module("dense_h_to_4h", torch::nn::Linear(c.hiddenSize, c.intermediateSize));
        dense_4h_to_h =
            register_module("dense_4h_to_h", torch::nn::Linear(c.intermediateSize, c.hiddenSize));
    }
    torch::Tensor forward(const torch::Tensor& x) {
        return linear(dense_4h_to_h, bloomGelu(linear(dense_h_to_4h, x)));
    }

    torch::nn::Linear dense_h_to_4h{nullptr}, dense_4h_to_h{nullptr};
};
TORCH_MODULE(BloomMlp);

// One block ("h.N"). The residual is the block's input, or the normalised input when the
// config sets apply_residual_connection_post_layernorm.
struct BloomBlockImpl : torch::nn::Module {
    explicit BloomBlockImpl(const ModelConfig& c) : residualAfterNorm(c.residualAfterLayerNorm) {
        input_layernorm = register_module("input_layernorm", layerNorm(c));
        self_attention = register_module("self_attention", BloomAttention(c));
        post_attention_layernorm = register_module("post_attention_layernorm", layerNorm(c));
        mlp = register_module("mlp", BloomMlp(c));
    }
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& alibi,
                          const torch::Tensor& maskAdd, torch::Tensor* probs) {
        const auto normed = input_layernorm(x);
        const auto attended = (residualAfterNorm ? normed : x) +
                              self_attention->forward(normed, alibi, maskAdd, probs);
        const auto normed2 = post_attention_layernorm(attended);
        return (residualAfterNorm ? normed2 : attended) + mlp(normed2);
    }

    bool residualAfterNorm;
    torch::nn::LayerNorm input_layernorm{nullptr}, post_attention_layernorm{nullptr};
    BloomAttention self_attention{nullptr};
    BloomMlp mlp{nullptr};
};
TORCH_MODULE(BloomBlock);

struct BloomImpl : torch::nn::Module {
    explicit BloomImpl(const ModelConfig& c) {
        word_embeddings =
            register_module("word_embeddings", torch::nn::Embedding(c.vocabSize, c.hiddenSize));
        word_embeddings_layernorm = register_module("word_embeddings_layernorm", layerNorm(c));
        h = register_module("h", torch::nn::ModuleList());
        for (std::int64_t i = 0; i < c.numLayers; ++i) {
            h->push_back(BloomBlock(c));
        }
        ln_f = register_module("ln_f", layerNorm(c));
        for (double slope : alibiSlopes(c.numHeads)) {
            slopes.push_back(static_cast<float>(slope));
        }
    }

    torch::Tensor lookup(const torch::Tensor& ids) { return word_embeddings(ids); }
    torch::Tensor wordEmbeddingWeight() { return word_embeddings->weight; }
    // Unused: ALiBi takes the key positions from the mask's running count.
    torch::Tensor positionIds(const torch::Tensor& /*ids*/, const torch::Tensor& mask) const {
        return sequentialPositions(mask);
    }

    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& /*positionIds*/,
                        const torch::Tensor& /*typeIds*/, const torch::Tensor& mask,
                        const std::vector<LengthRun>& /*runs*/, bool attentions, bool /*logits*/) {
        EncoderPass pass;
        auto x = word_embeddings_layernorm(lookup);
        // The bias of key k for every query: slope(head) * (real tokens before k), computed
        // in float32 as transformers does, then in the compute dtype.
        const auto m = mask.to(torch::kFloat32);
        const auto keyPositions = (m.cumsum(-1) - 1) * m;  // [batch, tokens]
        const auto slope =
            torch::tensor(slopes, torch::kFloat32).to(mask.device()).view({1, -1, 1, 1});
        const auto alibi = (slope * keyPositions.unsqueeze(1).unsqueeze(2))  // [b, heads, 1, t]
                               .to(x.scalar_type());
        const auto maskAdd = causalMask(mask, x.scalar_type());
        pass.hidden.push_back(x);
        for (std::size_t i = 0; i < h->size(); ++i) {
            torch::Tensor probs;
            x = h[i]->as<BloomBlock>()->forward(x, alibi, maskAdd, attentions ? &probs : nullptr);
            pass.hidden.push_back(i + 1 == h->size() ? ln_f(x) : x);
            if (attentions) {
                pass.attentions.push_back(probs);
            }
        }
        return pass;
    }

    torch::nn::Embedding word_embeddings{nullptr};
    torch::nn::LayerNorm word_embeddings_layernorm{nullptr}, ln_f{nullptr};
    torch::nn::ModuleList h{nullptr};
    std::vector<float> slopes;  // one per head
};
TORCH_MODULE(Bloom);

}  // namespace

std::vector<double> alibiSlopes(std::int64_t heads) {
    // The slopes of the largest power of two p <= heads form a geometric sequence from
    // 2^(-8/p); the remaining heads take every other slope of the sequence for 2p.
    std::int64_t p = 1;
    while (p * 2 <= heads) {
        p *= 2;
    }
    auto sequence = [](std::int64_t n) {
        return static_cast<float>(std::pow(2.0, -std::pow(2.0, -(std::log2(double(n)) - 3))));
    };
    std::vector<double> out;
    const float base = sequence(p);
    for (std::int64_t k = 1; k <= p; ++k) {
        out.push_back(std::pow(static_cast<double>(base), static_cast<double>(k)));
    }
    const float extraBase = sequence(2 * p);
    for (std::int64_t k = 0; k < std::min(p, heads - p); ++k) {
        out.push_back(std::pow(static_cast<double>(extraBase), static_cast<double>(2 * k + 1)));
    }
    return out;
}

std::unique_ptr<Network> makeBloom(const ModelConfig& config) {
    return std::make_unique<ModuleNetwork<Bloom>>(Bloom(config));
}

}  // namespace akshara::model::internal

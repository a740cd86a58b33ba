// GPT-2 (and mGPT, which has its architecture) as Hugging Face's GPT2Model: learned absolute
// positions, pre-LayerNorm blocks with causal self-attention, a final LayerNorm (ln_f) that
// transformers applies to the last of the hidden states it returns.

#include <cmath>

#include "model/internal/Networks.h"

namespace akshara::model::internal {

namespace {

// GPT-2's "Conv1D": a linear map whose weight is stored [in, out] (transposed with respect
// to torch::nn::Linear), so that checkpoints load without reshaping.
struct Conv1DImpl : torch::nn::Module {
    Conv1DImpl(std::int64_t in, std::int64_t out) {
        weight = register_parameter("weight", torch::empty({in, out}));
        bias = register_parameter("bias", torch::empty({out}));
    }
    torch::Tensor forward(const torch::Tensor& x) {
        auto sizes = x.sizes().vec();
        sizes.back() = weight.size(1);
        return torch::addmm(bias, x.reshape({-1, x.size(-1)}), weight).view(sizes);
    }

    torch::Tensor weight, bias;
};
TORCH_MODULE(Conv1D);

struct Gpt2AttentionImpl : torch::nn::Module {
    Gpt2AttentionImpl(const ModelConfig& c, std::int64_t layerIndex) : heads(c.numHeads) {
        c_attn = register_module("c_attn", Conv1D(c.hiddenSize, 3 * c.hiddenSize));
        c_proj = register_module("c_proj", Conv1D(c.hiddenSize, c.hiddenSize));
        scale = 1.0;
        if (c.scaleAttentionWeights) {
            scale /= std::sqrt(static_cast<double>(c.headDim));
        }
        if (c.scaleByInverseLayer) {
            scale /= static_cast<double>(layerIndex + 1);
        }
    }

    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs) {
        const auto batch = x.size(0);
        const auto tokens = x.size(1);
        const auto hidden = x.size(2);
        const auto headDim = hidden / heads;
        // c_attn yields query | key | value side by side, each split into heads.
        const auto qkv = c_attn(x).split(hidden, 2);
        if (!mask.runs.empty()) {
            return c_proj(attendRuns(qkv[0], qkv[1], qkv[2], heads, mask.runs, scale, true));
        }
        const auto& maskAdd = mask.additive;
        auto split = [&](const torch::Tensor& t) {
            return t.view({batch, tokens, heads, headDim}).transpose(1, 2);
        };
        auto scores = torch::matmul(split(qkv[0]), split(qkv[1]).transpose(-1, -2));
        if (scale != 1.0) {
            scores = scores * scale;
        }
        auto p = torch::softmax(scores + maskAdd, -1);
        if (probs) {
            *probs = p;
        }
        auto context =
            torch::matmul(p, split(qkv[2])).transpose(1, 2).reshape({batch, tokens, hidden});
        return c_proj(context);
    }

    std::int64_t heads;
    double scale;
    Conv1D c_attn{nullptr}, c_proj{nullptr};
};
TORCH_MODULE(Gpt2Attention);

struct Gpt2MlpImpl : torch::nn::Module {
    explicit Gpt2MlpImpl(const ModelConfig& c) : activation(c.hiddenAct) {
        c_fc = register_module("c_fc", Conv1D(c.hiddenSize, c.intermediateSize));
        c_proj = register_module("c_proj", Conv1D(c.intermediateSize, c.hiddenSize));
    }
    torch::Tensor forward(const torch::Tensor& x) { return c_proj(activate(c_fc(x), activation)); }

    std::string activation;
    Conv1D c_fc{nullptr}, c_proj{nullptr};
};
TORCH_MODULE(Gpt2Mlp);

torch::nn::LayerNorm layerNorm(const ModelConfig& c) {
    return torch::nn::LayerNorm(torch::nn::LayerNormOptions({c.hiddenSize}).eps(c.layerNormEps));
}

// One block ("h.N"): x + attn(ln_1(x)), then + mlp(ln_2(.)).
struct Gpt2BlockImpl : torch::nn::Module {
    Gpt2BlockImpl(const ModelConfig& c, std::int64_t layerIndex) {
        ln_1 = register_module("ln_1", layerNorm(c));
        attn = register_module("attn", Gpt2Attention(c, layerIndex));
        ln_2 = register_module("ln_2", layerNorm(c));
        mlp = register_module("mlp", Gpt2Mlp(c));
    }
    torch::Tensor forward(const torch::Tensor& x, const AttentionMask& mask, torch::Tensor* probs) {
        auto h = x + attn->forward(ln_1(x), mask, probs);
        return h + mlp(ln_2(h));
    }

    torch::nn::LayerNorm ln_1{nullptr}, ln_2{nullptr};
    Gpt2Attention attn{nullptr};
    Gpt2Mlp mlp{nullptr};
};
TORCH_MODULE(Gpt2Block);

struct Gpt2Impl : torch::nn::Module {
    explicit Gpt2Impl(const ModelConfig& c) {
        wte = register_module("wte", torch::nn::Embedding(c.vocabSize, c.hiddenSize));
        wpe = register_module("wpe", torch::nn::Embedding(c.maxPositions, c.hiddenSize));
        h = register_module("h", torch::nn::ModuleList());
        for (std::int64_t i = 0; i < c.numLayers; ++i) {
            h->push_back(Gpt2Block(c, i));
        }
        ln_f = register_module("ln_f", layerNorm(c));
    }

    torch::Tensor lookup(const torch::Tensor& ids) { return wte(ids); }
    torch::Tensor wordEmbeddingWeight() { return wte->weight; }

    // Positions count from 0 at the first token; the batch is padded on the right, so the
    // real tokens of every row have the positions they have alone.
    torch::Tensor positionIds(const torch::Tensor& ids, const torch::Tensor& mask) const {
        return sequentialPositions(mask);
    }

    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                        const torch::Tensor& /*typeIds*/, const torch::Tensor& mask,
                        const std::vector<LengthRun>& runs, bool attentions, bool /*logits*/) {
        EncoderPass pass;
        auto x = lookup + wpe(positionIds);
        const auto attention = attentionMask(mask, x.scalar_type(), /*heads=*/0, runs, attentions,
                                             is_training(), /*causal=*/true);
        pass.hidden.push_back(x);
        for (std::size_t i = 0; i < h->size(); ++i) {
            torch::Tensor probs;
            x = h[i]->as<Gpt2Block>()->forward(x, attention, attentions ? &probs : nullptr);
            // transformers returns the last block's output with ln_f applied.
            pass.hidden.push_back(i + 1 == h->size() ? ln_f(x) : x);
            if (attentions) {
                pass.attentions.push_back(probs);
            }
        }
        return pass;
    }

    torch::nn::Embedding wte{nullptr}, wpe{nullptr};
    torch::nn::ModuleList h{nullptr};
    torch::nn::LayerNorm ln_f{nullptr};
};
TORCH_MODULE(Gpt2);

}  // namespace

std::unique_ptr<Network> makeGpt2(const ModelConfig& config) {
    return std::make_unique<ModuleNetwork<Gpt2>>(Gpt2(config));
}

}  // namespace akshara::model::internal

// The encoder stack of T5 and mT5 as Hugging Face's T5EncoderModel / MT5EncoderModel: the
// shared word embedding, pre-norm blocks with T5's RMS norm (no mean, no bias), unscaled
// self-attention with a bucketed relative position bias that the first block owns and every
// block uses, a ReLU or gated feed-forward, and a final norm that transformers applies to
// the last hidden state it returns.

#include <cmath>
#include <limits>

#include "model/internal/Networks.h"

namespace akshara::model::internal {

namespace {

// T5LayerNorm: x / sqrt(mean(x^2) + eps), scaled; the mean taken in float32.
struct T5LayerNormImpl : torch::nn::Module {
    T5LayerNormImpl(std::int64_t dim, double eps) : eps(eps) {
        weight = register_parameter("weight", torch::ones({dim}));
    }
    torch::Tensor forward(const torch::Tensor& x) {
        const auto variance = x.to(torch::kFloat32).pow(2).mean(-1, true);
        auto y = x * torch::rsqrt(variance + eps);
        if (weight.scalar_type() == torch::kHalf || weight.scalar_type() == torch::kBFloat16) {
            y = y.to(weight.scalar_type());
        }
        return weight * y;
    }

    double eps;
    torch::Tensor weight;
};
TORCH_MODULE(T5LayerNorm);

torch::nn::Linear projection(std::int64_t in, std::int64_t out) {
    return torch::nn::Linear(torch::nn::LinearOptions(in, out).bias(false));
}

// The bucket of each (query, key) pair for bidirectional attention: half the buckets for
// keys after the query; within each half, exact distances below a quarter of the buckets,
// logarithmically wider ones up to maxDistance, beyond which all share the last bucket.
torch::Tensor relativeBuckets(std::int64_t tokens, std::int64_t buckets, std::int64_t maxDistance,
                              const torch::Device& device) {
    const auto longs = torch::TensorOptions().dtype(torch::kLong).device(device);
    const auto query = torch::arange(tokens, longs).unsqueeze(1);
    const auto key = torch::arange(tokens, longs).unsqueeze(0);
    auto relative = key - query;
    const auto half = buckets / 2;
    auto bucket = relative.gt(0).to(torch::kLong) * half;
    relative = relative.abs();
    const auto exact = half / 2;
    const auto small = relative.lt(exact);
    auto large = (torch::log(relative.to(torch::kFloat32) / static_cast<double>(exact)) /
                  std::log(static_cast<double>(maxDistance) / static_cast<double>(exact)) *
                  static_cast<double>(half - exact))
                     .to(torch::kLong) +
                 exact;
    large = torch::clamp_max(large, half - 1);
    return bucket + torch::where(small, relative, large);
}

struct T5AttentionImpl : torch::nn::Module {
    T5AttentionImpl(const ModelConfig& c, bool withBias)
        : heads(c.numHeads),
          headDim(c.headDim),
          buckets(c.relativeBuckets),
          maxDistance(c.relativeMaxDistance) {
        const auto inner = c.numHeads * c.headDim;
        q = register_module("q", projection(c.hiddenSize, inner));
        k = register_module("k", projection(c.hiddenSize, inner));
        v = register_module("v", projection(c.hiddenSize, inner));
        o = register_module("o", projection(inner, c.hiddenSize));
        if (withBias) {
            relative_attention_bias = register_module(
                "relative_attention_bias", torch::nn::Embedding(c.relativeBuckets, c.numHeads));
        }
    }

    // The relative position bias [1, heads, tokens, tokens] (only the first block has it).
    torch::Tensor positionBias(std::int64_t tokens, const torch::Device& device) {
        const auto b = relativeBuckets(tokens, buckets, maxDistance, device);
        return relative_attention_bias(b).permute({2, 0, 1}).unsqueeze(0);
    }

    // bias: the position bias plus the padding mask, [batch, heads, tokens, tokens].
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& bias, torch::Tensor* probs) {
        const auto batch = x.size(0);
        const auto tokens = x.size(1);
        auto split = [&](const torch::Tensor& t) {
            return t.view({batch, tokens, heads, headDim}).transpose(1, 2);
        };
        auto scores = torch::matmul(split(q(x)), split(k(x)).transpose(-1, -2)) + bias;
        auto p = torch::softmax(scores.to(torch::kFloat32), -1).to(scores.scalar_type());
        if (probs) {
            *probs = p;
        }
        auto context =
            torch::matmul(p, split(v(x))).transpose(1, 2).reshape({batch, tokens, heads * headDim});
        return o(context);
    }

    std::int64_t heads, headDim, buckets, maxDistance;
    torch::nn::Linear q{nullptr}, k{nullptr}, v{nullptr}, o{nullptr};
    torch::nn::Embedding relative_attention_bias{nullptr};
};
TORCH_MODULE(T5Attention);

// "layer.0": x + SelfAttention(layer_norm(x)).
struct T5LayerSelfAttentionImpl : torch::nn::Module {
    T5LayerSelfAttentionImpl(const ModelConfig& c, bool withBias) {
        SelfAttention = register_module("SelfAttention", T5Attention(c, withBias));
        layer_norm = register_module("layer_norm", T5LayerNorm(c.hiddenSize, c.layerNormEps));
    }
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& bias, torch::Tensor* probs) {
        return x + SelfAttention->forward(layer_norm(x), bias, probs);
    }

    T5Attention SelfAttention{nullptr};
    T5LayerNorm layer_norm{nullptr};
};
TORCH_MODULE(T5LayerSelfAttention);

// "layer.1": x + DenseReluDense(layer_norm(x)), where DenseReluDense is wo(act(wi(x))) or,
// gated, wo(act(wi_0(x)) * wi_1(x)).
struct T5DenseImpl : torch::nn::Module {
    explicit T5DenseImpl(const ModelConfig& c) : activation(c.hiddenAct) {
        if (c.gatedFeedForward) {
            wi_0 = register_module("wi_0", projection(c.hiddenSize, c.intermediateSize));
            wi_1 = register_module("wi_1", projection(c.hiddenSize, c.intermediateSize));
        } else {
            wi = register_module("wi", projection(c.hiddenSize, c.intermediateSize));
        }
        wo = register_module("wo", projection(c.intermediateSize, c.hiddenSize));
    }
    torch::Tensor forward(const torch::Tensor& x) {
        if (wi_0) {
            return wo(activate(wi_0(x), activation) * wi_1(x));
        }
        return wo(activate(wi(x), activation));
    }

    std::string activation;
    torch::nn::Linear wi{nullptr}, wi_0{nullptr}, wi_1{nullptr}, wo{nullptr};
};
TORCH_MODULE(T5Dense);

struct T5LayerFFImpl : torch::nn::Module {
    explicit T5LayerFFImpl(const ModelConfig& c) {
        DenseReluDense = register_module("DenseReluDense", T5Dense(c));
        layer_norm = register_module("layer_norm", T5LayerNorm(c.hiddenSize, c.layerNormEps));
    }
    torch::Tensor forward(const torch::Tensor& x) { return x + DenseReluDense(layer_norm(x)); }

    T5Dense DenseReluDense{nullptr};
    T5LayerNorm layer_norm{nullptr};
};
TORCH_MODULE(T5LayerFF);

// float16 overflows in deep T5 stacks; transformers clamps each sub-layer's output.
torch::Tensor clampHalf(const torch::Tensor& x) {
    if (x.scalar_type() != torch::kHalf) {
        return x;
    }
    const double limit = 65504.0 - 1000.0;
    return torch::clamp(x, -limit, limit);
}

// One block ("block.N"): its "layer" list holds the attention and the feed-forward layer.
struct T5BlockImpl : torch::nn::Module {
    T5BlockImpl(const ModelConfig& c, bool withBias) {
        attention = T5LayerSelfAttention(c, withBias);
        feedForward = T5LayerFF(c);
        layer = register_module("layer", torch::nn::ModuleList());
        layer->push_back(attention);
        layer->push_back(feedForward);
    }
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& bias, torch::Tensor* probs) {
        auto h = clampHalf(attention->forward(x, bias, probs));
        return clampHalf(feedForward(h));
    }

    torch::nn::ModuleList layer{nullptr};
    T5LayerSelfAttention attention{nullptr};
    T5LayerFF feedForward{nullptr};
};
TORCH_MODULE(T5Block);

struct T5StackImpl : torch::nn::Module {
    explicit T5StackImpl(const ModelConfig& c) {
        block = register_module("block", torch::nn::ModuleList());
        for (std::int64_t i = 0; i < c.numLayers; ++i) {
            block->push_back(T5Block(c, i == 0));
        }
        final_layer_norm =
            register_module("final_layer_norm", T5LayerNorm(c.hiddenSize, c.layerNormEps));
    }

    torch::nn::ModuleList block{nullptr};
    T5LayerNorm final_layer_norm{nullptr};
};
TORCH_MODULE(T5Stack);

struct T5EncoderImpl : torch::nn::Module {
    explicit T5EncoderImpl(const ModelConfig& c) {
        shared = register_module("shared", torch::nn::Embedding(c.vocabSize, c.hiddenSize));
        encoder = register_module("encoder", T5Stack(c));
    }

    torch::Tensor lookup(const torch::Tensor& ids) { return shared(ids); }
    torch::Tensor wordEmbeddingWeight() { return shared->weight; }
    // Unused: positions enter as relative biases.
    torch::Tensor positionIds(const torch::Tensor& /*ids*/, const torch::Tensor& mask) const {
        return sequentialPositions(mask);
    }

    EncoderPass forward(const torch::Tensor& lookup, const torch::Tensor& /*positionIds*/,
                        const torch::Tensor& /*typeIds*/, const torch::Tensor& mask,
                        const std::vector<LengthRun>& /*runs*/, bool attentions, bool /*logits*/) {
        EncoderPass pass;
        auto x = lookup;
        const auto& blocks = *encoder->block;
        auto first = blocks[0]->as<T5Block>()->attention->SelfAttention;
        const auto bias = (first->positionBias(x.size(1), x.device()).to(x.scalar_type()) +
                           additiveMask(mask, x.scalar_type()));
        pass.hidden.push_back(x);
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            torch::Tensor probs;
            x = blocks[i]->as<T5Block>()->forward(x, bias, attentions ? &probs : nullptr);
            pass.hidden.push_back(i + 1 == blocks.size() ? encoder->final_layer_norm(x) : x);
            if (attentions) {
                pass.attentions.push_back(probs);
            }
        }
        return pass;
    }

    torch::nn::Embedding shared{nullptr};
    T5Stack encoder{nullptr};
};
TORCH_MODULE(T5Encoder);

}  // namespace

std::unique_ptr<Network> makeT5Encoder(const ModelConfig& config) {
    return std::make_unique<ModuleNetwork<T5Encoder>>(T5Encoder(config));
}

}  // namespace akshara::model::internal

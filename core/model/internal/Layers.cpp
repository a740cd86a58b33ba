#include "model/internal/Layers.h"

#include <cmath>
#include <limits>

#include <torch/version.h>

namespace akshara::model::internal {

torch::Tensor linear(const torch::nn::Linear& layer, const torch::Tensor& x) {
    return torch::linear(x, layer->weight, layer->bias);
}

torch::Tensor activate(const torch::Tensor& x, const std::string& name) {
    if (name == "gelu") {
        return torch::gelu(x);
    }
    if (name == "gelu_new" || name == "gelu_pytorch_tanh" || name == "gelu_fast") {
        return torch::gelu(x, "tanh");
    }
    if (name == "relu") {
        return torch::relu(x);
    }
    if (name == "silu" || name == "swish") {
        return torch::silu(x);
    }
    return torch::tanh(x);
}

namespace {

double lowestOf(torch::ScalarType dtype) {
    if (dtype == torch::kHalf) {
        return -65504.0;
    }
    if (dtype == torch::kBFloat16) {
        return -3.3895313892515355e38;
    }
    return std::numeric_limits<float>::lowest();
}

// [tokens, tokens], true where key k comes after query q (k > q): what a causal mask hides.
torch::Tensor laterPositions(std::int64_t tokens, const torch::TensorOptions& options) {
    return torch::ones({tokens, tokens}, options.dtype(torch::kBool)).triu(1);
}

}  // namespace

torch::Tensor sequentialPositions(const torch::Tensor& mask) {
    return torch::arange(mask.size(1), mask.options().dtype(torch::kLong))
        .unsqueeze(0)
        .expand_as(mask);
}

torch::Tensor additiveMask(const torch::Tensor& mask, torch::ScalarType dtype) {
    auto m = mask.to(dtype).unsqueeze(1).unsqueeze(2);
    return (1.0 - m) * lowestOf(dtype);
}

torch::Tensor headMask(const torch::Tensor& mask, torch::ScalarType dtype, std::int64_t heads) {
    return additiveMask(mask, dtype).expand({mask.size(0), heads, 1, mask.size(1)}).contiguous();
}

std::vector<LengthRun> lengthRuns(const std::vector<std::int64_t>& lengths) {
    std::vector<LengthRun> runs;
    for (std::size_t row = 0; row < lengths.size(); ++row) {
        if (runs.empty() || runs.back().length != lengths[row]) {
            runs.push_back({static_cast<std::int64_t>(row), 0, lengths[row]});
        }
        ++runs.back().count;
    }
    return runs;
}

void preferFlashAttention() {
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
    at::globalContext().setSDPUseCuDNN(false);
#endif
}

AttentionMask attentionMask(const torch::Tensor& mask, torch::ScalarType dtype, std::int64_t heads,
                            const std::vector<LengthRun>& runs, bool attentions, bool training,
                            bool causal) {
    AttentionMask out;
    if (!runs.empty() && !attentions && !training) {
        out.runs = runs;
    } else {
        out.additive = causal ? causalMask(mask, dtype) : headMask(mask, dtype, heads);
    }
    return out;
}

torch::Tensor causalMask(const torch::Tensor& mask, torch::ScalarType dtype) {
    const auto tokens = mask.size(1);
    const auto blocked = laterPositions(tokens, mask.options()).unsqueeze(0).unsqueeze(0) |
                         mask.eq(0).unsqueeze(1).unsqueeze(2);
    return torch::zeros(blocked.sizes(), mask.options().dtype(dtype))
        .masked_fill(blocked, lowestOf(dtype));
}

void JoinedProjections::join(torch::nn::Linear& query, torch::nn::Linear& key,
                             torch::nn::Linear& value) {
    torch::NoGradGuard noGrad;
    const auto hidden = query->weight.size(0);
    weight = torch::cat({query->weight, key->weight, value->weight}, 0);
    bias = torch::cat({query->bias, key->bias, value->bias}, 0);
    std::int64_t row = 0;
    for (auto* layer : {&query, &key, &value}) {
        (*layer)->weight.set_data(weight.narrow(0, row, hidden));
        (*layer)->bias.set_data(bias.narrow(0, row, hidden));
        row += hidden;
    }
}

bool JoinedProjections::usable(const torch::nn::Linear& query) const {
    return weight.defined() && query->weight.data_ptr() == weight.data_ptr();
}

torch::Tensor attendJoined(const torch::Tensor& qkv, std::int64_t heads,
                           const torch::Tensor& maskAdd, torch::Tensor* probs) {
    const auto batch = qkv.size(0);
    const auto tokens = qkv.size(1);
    const auto hidden = qkv.size(2) / 3;
    const auto headDim = hidden / heads;
    // [3, batch * heads, tokens, headDim] in one copy; q, k and v are contiguous slices of it.
    const auto parts = qkv.view({batch, tokens, 3, heads, headDim})
                           .permute({2, 0, 3, 1, 4})
                           .reshape({3, batch * heads, tokens, headDim});
    const auto bias = maskAdd.expand({batch, heads, 1, tokens}).reshape({batch * heads, 1, tokens});
    auto p = torch::softmax(torch::baddbmm(bias, parts[0], parts[1].transpose(1, 2), /*beta=*/1.0,
                                           /*alpha=*/1.0 / std::sqrt(static_cast<double>(headDim))),
                            -1);
    if (probs) {
        // The tensor the context is computed from, so that gradients reach it.
        *probs = p.view({batch, heads, tokens, tokens});
        p = probs->view({batch * heads, tokens, tokens});
    }
    return torch::bmm(p, parts[2])
        .view({batch, heads, tokens, headDim})
        .transpose(1, 2)
        .reshape({batch, tokens, hidden});
}

namespace {

// Attention of q, k, v [rows, heads, tokens, headDim] without a padding mask (with the causal
// one when asked): [rows, heads, tokens, headDim].
torch::Tensor attendUnpadded(const torch::Tensor& q, const torch::Tensor& k, const torch::Tensor& v,
                             double scale, bool causal) {
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 1)
    // Flash attention on CUDA in half precision (memory-efficient attention in float32), and
    // a fused kernel on the CPU: q, k and v are read in place, and no scores are stored.
    return at::scaled_dot_product_attention(q, k, v, {}, 0.0, causal, scale);
#else
    auto scores = torch::matmul(q, k.transpose(-1, -2)) * scale;
    if (causal) {
        scores.masked_fill_(laterPositions(q.size(-2), q.options()),
                            -std::numeric_limits<double>::infinity());
    }
    return torch::matmul(torch::softmax(scores, -1), v);
#endif
}

}  // namespace

torch::Tensor attendRuns(const torch::Tensor& q, const torch::Tensor& k, const torch::Tensor& v,
                         std::int64_t heads, const std::vector<LengthRun>& runs, double scale,
                         bool causal) {
    const auto batch = q.size(0);
    const auto tokens = q.size(1);
    const auto hidden = q.size(2);
    const auto headDim = hidden / heads;
    // [rows, heads, length, headDim] of a run, as a view.
    auto split = [&](const torch::Tensor& t, const LengthRun& run) {
        return t.narrow(0, run.first, run.count)
            .narrow(1, 0, run.length)
            .view({run.count, run.length, heads, headDim})
            .transpose(1, 2);
    };
    auto attend = [&](const LengthRun& run) {
        return attendUnpadded(split(q, run), split(k, run), split(v, run), scale, causal)
            .transpose(1, 2)
            .reshape({run.count, run.length, hidden});
    };
    if (runs.size() == 1 && runs[0].count == batch && runs[0].length == tokens) {
        return attend(runs[0]);
    }
    auto context = torch::empty({batch, tokens, hidden}, q.options());
    for (const auto& run : runs) {
        auto rows = context.narrow(0, run.first, run.count);
        rows.narrow(1, 0, run.length).copy_(attend(run));
        if (run.length < tokens) {
            rows.narrow(1, run.length, tokens - run.length).zero_();
        }
    }
    return context;
}

SelfAttentionImpl::SelfAttentionImpl(std::int64_t hidden, std::int64_t heads) : heads(heads) {
    query = register_module("query", torch::nn::Linear(hidden, hidden));
    key = register_module("key", torch::nn::Linear(hidden, hidden));
    value = register_module("value", torch::nn::Linear(hidden, hidden));
}

torch::Tensor selfAttention(const torch::Tensor& x, torch::nn::Linear& query,
                            torch::nn::Linear& key, torch::nn::Linear& value,
                            const JoinedProjections& joined, std::int64_t heads,
                            const AttentionMask& mask, torch::Tensor* probs, double dropout,
                            bool training) {
    const bool inJoined = !training && joined.usable(query);
    if (!mask.runs.empty()) {
        const auto hidden = x.size(2);
        const double scale = 1.0 / std::sqrt(static_cast<double>(hidden / heads));
        if (inJoined) {
            const auto qkv = torch::linear(x, joined.weight, joined.bias);
            return attendRuns(qkv.narrow(2, 0, hidden), qkv.narrow(2, hidden, hidden),
                              qkv.narrow(2, 2 * hidden, hidden), heads, mask.runs, scale, false);
        }
        return attendRuns(linear(query, x), linear(key, x), linear(value, x), heads, mask.runs,
                          scale, false);
    }
    const auto& maskAdd = mask.additive;
    if (inJoined) {
        return attendJoined(torch::linear(x, joined.weight, joined.bias), heads, maskAdd, probs);
    }
    const auto batch = x.size(0);
    const auto tokens = x.size(1);
    const auto hidden = x.size(2);
    const auto headDim = hidden / heads;
    auto split = [&](const torch::Tensor& t) {
        return t.view({batch, tokens, heads, headDim}).transpose(1, 2);
    };
    auto q = split(linear(query, x));
    auto k = split(linear(key, x));
    auto v = split(linear(value, x));
    auto scores =
        torch::matmul(q, k.transpose(-1, -2)) / std::sqrt(static_cast<double>(headDim)) + maskAdd;
    auto p = torch::softmax(scores, -1);
    if (probs) {
        *probs = p;
    }
    p = torch::dropout(p, dropout, training);
    return torch::matmul(p, v).transpose(1, 2).reshape({batch, tokens, hidden});
}

torch::Tensor SelfAttentionImpl::forward(const torch::Tensor& x, const AttentionMask& mask,
                                         torch::Tensor* probs) {
    return selfAttention(x, query, key, value, joined, heads, mask, probs, dropout, is_training());
}

ResidualOutputImpl::ResidualOutputImpl(std::int64_t in, std::int64_t out, double eps) {
    dense = register_module("dense", torch::nn::Linear(in, out));
    LayerNorm = register_module("LayerNorm",
                                torch::nn::LayerNorm(torch::nn::LayerNormOptions({out}).eps(eps)));
}

torch::Tensor ResidualOutputImpl::forward(const torch::Tensor& x, const torch::Tensor& residual) {
    return LayerNorm(torch::dropout(linear(dense, x), dropout, is_training()) + residual);
}

BertAttentionImpl::BertAttentionImpl(std::int64_t hidden, std::int64_t heads, double eps) {
    self = register_module("self", SelfAttention(hidden, heads));
    output = register_module("output", ResidualOutput(hidden, hidden, eps));
}

torch::Tensor BertAttentionImpl::forward(const torch::Tensor& x, const AttentionMask& mask,
                                         torch::Tensor* probs) {
    return output(self->forward(x, mask, probs), x);
}

DenseImpl::DenseImpl(std::int64_t in, std::int64_t out) {
    dense = register_module("dense", torch::nn::Linear(in, out));
}

BertLayerImpl::BertLayerImpl(std::int64_t hidden, std::int64_t heads, std::int64_t intermediateSize,
                             double eps, std::string activationName)
    : activation(std::move(activationName)) {
    attention = register_module("attention", BertAttention(hidden, heads, eps));
    intermediate = register_module("intermediate", Dense(hidden, intermediateSize));
    output = register_module("output", ResidualOutput(intermediateSize, hidden, eps));
}

torch::Tensor BertLayerImpl::forward(const torch::Tensor& x, const AttentionMask& mask,
                                     torch::Tensor* probs) {
    auto a = attention->forward(x, mask, probs);
    return output(activate(intermediate(a), activation), a);
}

EmbeddingsImpl::EmbeddingsImpl(std::int64_t vocab, std::int64_t positions, std::int64_t types,
                               std::int64_t dim, double eps) {
    word_embeddings = register_module("word_embeddings", torch::nn::Embedding(vocab, dim));
    position_embeddings =
        register_module("position_embeddings", torch::nn::Embedding(positions, dim));
    token_type_embeddings =
        register_module("token_type_embeddings", torch::nn::Embedding(types, dim));
    LayerNorm = register_module("LayerNorm",
                                torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim}).eps(eps)));
}

torch::Tensor EmbeddingsImpl::forward(const torch::Tensor& lookup, const torch::Tensor& positionIds,
                                      const torch::Tensor& typeIds) {
    return torch::dropout(
        LayerNorm(lookup + position_embeddings(positionIds) + token_type_embeddings(typeIds)),
        dropout, is_training());
}

}  // namespace akshara::model::internal

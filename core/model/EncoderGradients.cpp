#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "common/Error.h"
#include "model/Encoder.h"
#include "model/internal/EncoderState.h"
#include "model/internal/Networks.h"
#include "model/internal/WeightLoader.h"

namespace akshara::model {

using internal::toArray;

Attribution Encoder::attribute(const Encoding& input, int targetClass,
                               const AttributionOptions& options) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    torch::Tensor ids, typeIds, mask;
    const auto positions = s.single(input, ids, typeIds, mask);
    torch::Tensor lookup;
    Attribution result;
    {
        torch::NoGradGuard noGrad;
        lookup = s.net->lookup(ids);
        auto logits = s.net->forward(lookup, positions, typeIds, mask, {}, false, true).logits[0];
        result.logits = toArray(logits);
        // NaN logits would make class 0 the target, and the scores those of no prediction.
        if (!std::all_of(result.logits.values.begin(), result.logits.values.end(),
                         [](float v) { return std::isfinite(v); })) {
            s.throwNotFinite("logits", 0);
        }
        const auto labels = static_cast<int>(s.config.labels.size());
        if (targetClass < 0) {
            targetClass = static_cast<int>(logits.argmax().item<std::int64_t>());
        }
        if (targetClass >= labels) {
            throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                             std::to_string(labels) + " labels");
        }
    }
    result.targetClass = targetClass;
    torch::AutoGradMode gradMode(true);
    auto x = lookup.detach().clone().set_requires_grad(true);
    auto logit = s.net->forward(x, positions, typeIds, mask, {}, false, true)
                     .logits.select(1, targetClass)
                     .sum();
    logit.backward();
    auto grad = x.grad()[0];
    result.gradient = toArray(grad);
    auto gxi = (grad.to(torch::kFloat32) * lookup[0].to(torch::kFloat32)).sum(-1);
    result.gradientTimesInput = toArray(gxi).values;

    const int steps = options.integratedGradientSteps;
    if (steps > 0) {
        // Midpoint Riemann sum from the zero baseline: alpha_k = (k + 0.5) / steps, the steps
        // in batches of the encoder's batch size, so that memory does not grow with them.
        auto alphas = (torch::arange(steps, torch::TensorOptions().dtype(torch::kFloat32)) + 0.5) /
                      static_cast<double>(steps);
        alphas = alphas.to(s.device, s.dtype).view({steps, 1, 1});
        auto gradSum = torch::zeros({lookup.size(1), lookup.size(2)},
                                    torch::TensorOptions().dtype(torch::kFloat32).device(s.device));
        const auto chunk = static_cast<std::int64_t>(std::max<std::size_t>(1, s.batchSize));
        for (std::int64_t begin = 0; begin < steps; begin += chunk) {
            const auto count = std::min<std::int64_t>(chunk, steps - begin);
            auto scaled =
                (alphas.narrow(0, begin, count) * lookup.detach()).set_requires_grad(true);
            auto rows = [&](const torch::Tensor& t) { return t.expand({count, t.size(1)}); };
            auto total =
                s.net->forward(scaled, rows(positions), rows(typeIds), rows(mask), {}, false, true)
                    .logits.select(1, targetClass)
                    .sum();
            total.backward();
            gradSum += scaled.grad().to(torch::kFloat32).sum(0);
        }
        auto meanGrad = gradSum / static_cast<double>(steps);
        auto ig = (meanGrad * lookup[0].to(torch::kFloat32)).sum(-1);
        result.integratedGradients = toArray(ig).values;
    }
    return result;
}

void requireClassificationHead(const ModelInfo& info) {
    if (info.labels.empty()) {
        throw InputError(info.directory + " is a bare model (" + info.architecture +
                         ") without a classification head");
    }
}

AttentionGradients Encoder::attentionGradients(const Encoding& input, int targetClass) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    torch::Tensor ids, typeIds, mask;
    const auto positions = s.single(input, ids, typeIds, mask);
    torch::Tensor lookup;
    {
        torch::NoGradGuard noGrad;
        lookup = s.net->lookup(ids);
    }
    // The weights are frozen: a lookup that requires gradients makes autograd record the pass.
    torch::AutoGradMode gradMode(true);
    auto x = lookup.detach().clone().set_requires_grad(true);
    auto pass = s.net->forward(x, positions, typeIds, mask, {}, true, true);
    if (!torch::isfinite(pass.logits).all().item<bool>()) {
        s.throwNotFinite("logits", 0);
    }
    const auto labels = static_cast<int>(s.config.labels.size());
    if (targetClass < 0) {
        targetClass = static_cast<int>(pass.logits[0].argmax().item<std::int64_t>());
    }
    if (targetClass >= labels) {
        throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                         std::to_string(labels) + " labels");
    }
    const auto logit = pass.logits.select(1, targetClass).sum();
    const auto grads = torch::autograd::grad({logit}, pass.attentions);
    AttentionGradients result;
    result.targetClass = targetClass;
    const auto attentions = torch::stack(pass.attentions, 0).select(1, 0).detach();
    const auto gradients = torch::stack(grads, 0).select(1, 0).detach();
    // Rollout keeps the positive part of each product, which makes NaN a 0: a model whose
    // attentions hold NaN scored every word 0.
    if (!torch::isfinite(attentions).all().item<bool>()) {
        s.throwNotFinite("attentions", 0);
    }
    if (!torch::isfinite(gradients).all().item<bool>()) {
        s.throwNotFinite("attention gradients", 0);
    }
    result.attentions = toArray(attentions);
    result.gradients = toArray(gradients);
    return result;
}

Array Encoder::lookup(const Encoding& input) const {
    auto& s = *state_;
    s.check(input, 0);
    torch::Tensor ids, typeIds, mask;
    s.pad({input}, {0}, ids, typeIds, mask);
    torch::NoGradGuard noGrad;
    return toArray(s.net->lookup(ids)[0]);
}

std::vector<Array> Encoder::gradientsAt(const Encoding& input, const std::vector<Array>& lookups,
                                        int targetClass) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    const auto labels = static_cast<int>(s.config.labels.size());
    if (targetClass < 0 || targetClass >= labels) {
        throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                         std::to_string(labels) + " labels");
    }
    torch::Tensor ids, typeIds, mask;
    const auto positions = s.single(input, ids, typeIds, mask);
    const auto tokens = static_cast<std::int64_t>(input.size());
    const auto width = s.info.embeddingSize;
    std::vector<Array> out;
    out.reserve(lookups.size());
    for (std::size_t begin = 0; begin < lookups.size(); begin += s.batchSize) {
        const auto count = std::min(s.batchSize, lookups.size() - begin);
        std::vector<float> flat;
        flat.reserve(count * static_cast<std::size_t>(tokens * width));
        for (std::size_t k = begin; k < begin + count; ++k) {
            if (lookups[k].shape != std::vector<std::int64_t>{tokens, width} ||
                lookups[k].values.size() != static_cast<std::size_t>(tokens * width)) {
                throw InputError("a lookup must be [" + std::to_string(tokens) + ", " +
                                 std::to_string(width) + "]");
            }
            flat.insert(flat.end(), lookups[k].values.begin(), lookups[k].values.end());
        }
        const auto n = static_cast<std::int64_t>(count);
        torch::AutoGradMode gradMode(true);
        auto x = torch::from_blob(flat.data(), {n, tokens, width}, torch::kFloat32)
                     .to(s.device, s.dtype)
                     .clone()
                     .set_requires_grad(true);
        auto rows = [&](const torch::Tensor& t) { return t.expand({n, t.size(1)}); };
        auto total = s.net->forward(x, rows(positions), rows(typeIds), rows(mask), {}, false, true)
                         .logits.select(1, targetClass)
                         .sum();
        total.backward();
        const auto grad = x.grad();
        for (std::int64_t k = 0; k < n; ++k) {
            out.push_back(toArray(grad[k]));
        }
    }
    return out;
}

Array Encoder::wordEmbeddings() const {
    torch::NoGradGuard noGrad;
    return toArray(state_->net->wordEmbeddingWeight());
}

}  // namespace akshara::model

#include "probe/Probe.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "common/Error.h"
#include "data/SeededRandom.h"

namespace akshara::probe {

std::vector<std::size_t> stratifiedFolds(const std::vector<int>& labels, std::size_t k,
                                         std::uint64_t seed) {
    if (k < 2 || k > labels.size()) {
        throw InputError("cross-validation needs between 2 and " + std::to_string(labels.size()) +
                         " folds, not " + std::to_string(k));
    }
    std::map<int, std::vector<std::size_t>> byClass;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        byClass[labels[i]].push_back(i);
    }
    std::vector<std::size_t> fold(labels.size(), 0);
    std::size_t next = 0;
    for (auto& [label, members] : byClass) {
        data::SeededRandom random(seed, 0x666f6c64, static_cast<std::uint64_t>(label));
        for (std::size_t i = members.size(); i > 1; --i) {
            std::swap(members[i - 1], members[random.below(i)]);
        }
        for (std::size_t member : members) {
            fold[member] = next;
            next = (next + 1) % k;
        }
    }
    return fold;
}

std::vector<int> indexLabels(const std::vector<std::string>& labels,
                             std::vector<std::string>& names) {
    names.clear();
    std::map<std::string, int> index;
    std::vector<int> out;
    out.reserve(labels.size());
    for (const auto& label : labels) {
        auto [it, inserted] = index.emplace(label, static_cast<int>(names.size()));
        if (inserted) {
            names.push_back(label);
        }
        out.push_back(it->second);
    }
    return out;
}

std::vector<int> controlLabels(const std::vector<std::string>& keys, const std::vector<int>& labels,
                               std::uint64_t seed) {
    if (keys.size() != labels.size()) {
        throw InputError("control task: " + std::to_string(keys.size()) + " keys for " +
                         std::to_string(labels.size()) + " labels");
    }
    if (labels.empty()) {
        return {};
    }
    // Keys in sorted order so that the draw does not depend on the order of the samples.
    std::map<std::string, int> keyLabel;
    for (const auto& key : keys) {
        keyLabel.emplace(key, 0);
    }
    data::SeededRandom random(seed, 0x636f6e74, 0);
    for (auto& [key, label] : keyLabel) {
        label = labels[random.below(labels.size())];  // the empirical label distribution
    }
    std::vector<int> out;
    out.reserve(keys.size());
    for (const auto& key : keys) {
        out.push_back(keyLabel.at(key));
    }
    return out;
}

std::string controlKey(const std::vector<std::string>& tokens, const std::string& unknownToken) {
    for (const auto& token : tokens) {
        if (token != unknownToken) {
            return token;
        }
    }
    return {};
}

ProbeResult probeLayers(const LayerStates& states, const std::vector<int>& labels,
                        const ProbeOptions& options, const jobs::JobContext& context) {
    const auto L = static_cast<std::int64_t>(states.layers);
    const auto N = static_cast<std::int64_t>(states.sentences);
    const auto H = static_cast<std::int64_t>(states.hidden);
    if (labels.size() != states.sentences) {
        throw InputError("probe: " + std::to_string(labels.size()) + " labels for " +
                         std::to_string(states.sentences) + " sentences");
    }
    if (states.values.size() != states.layers * states.sentences * states.hidden || L == 0 ||
        H == 0) {
        throw InputError("probe: the states have no layers or an inconsistent shape");
    }
    if (options.inverseRegularisation <= 0.0) {
        throw InputError("probe: the inverse regularisation strength must be positive");
    }
    int classesSeen = 0;
    for (int label : labels) {
        if (label < 0) {
            throw InputError("probe: labels must be class indices from 0");
        }
        classesSeen = std::max(classesSeen, label + 1);
    }
    const std::size_t k = options.folds;
    const std::vector<std::size_t> fold = stratifiedFolds(labels, k, options.seed);
    const auto F = static_cast<std::int64_t>(k);
    const std::int64_t C = classesSeen;

    ProbeResult result;
    result.classes = static_cast<std::size_t>(C);
    {
        std::vector<std::size_t> counts(static_cast<std::size_t>(C), 0);
        for (int label : labels) {
            ++counts[static_cast<std::size_t>(label)];
        }
        result.majorityBaseline =
            static_cast<double>(*std::max_element(counts.begin(), counts.end())) /
            static_cast<double>(labels.size());
    }

    if (options.threads > 0) {
        torch::set_num_threads(options.threads);
    }
    if (options.cuda && !torch::cuda::is_available()) {
        throw InputError("probe: CUDA was asked for but libtorch sees no CUDA device");
    }
    const torch::Device device = options.cuda ? torch::Device(torch::kCUDA, 0) : torch::kCPU;
    torch::NoGradGuard noGrad;
    // [L, N, H]; first standardised per layer over all samples. This affine change is for
    // float precision only: the per-fold standardisation below gives the same features from
    // either, so no statistic of a test part enters its probe.
    torch::Tensor x =
        torch::from_blob(const_cast<float*>(states.values.data()), {L, N, H}, torch::kFloat32)
            .to(device);
    {
        const torch::Tensor mean = x.mean(1, true);
        const torch::Tensor sd = x.std(1, false, true).clamp_min(1e-12);
        x = (x - mean) / sd;
    }
    std::vector<float> maskValues(static_cast<std::size_t>(F * N), 0.0f);
    for (std::size_t i = 0; i < fold.size(); ++i) {
        for (std::size_t f = 0; f < k; ++f) {
            maskValues[f * fold.size() + i] = fold[i] == f ? 0.0f : 1.0f;  // 1: training
        }
    }
    const torch::Tensor train =
        torch::from_blob(maskValues.data(), {F, N}, torch::kFloat32).clone().to(device);
    const torch::Tensor test = 1.0f - train;
    const torch::Tensor trainCount = train.sum(1);  // [F]
    std::vector<std::int64_t> labelValues(labels.begin(), labels.end());
    const torch::Tensor y =
        torch::from_blob(labelValues.data(), {N}, torch::kInt64).clone().to(device);

    // Per-fold statistics of the training part: [L, F, H].
    const torch::Tensor mu = torch::einsum("fn,lnh->lfh", {train, x}) / trainCount.view({1, F, 1});
    torch::Tensor var =
        torch::einsum("fn,lnh->lfh", {train, x * x}) / trainCount.view({1, F, 1}) - mu * mu;
    torch::Tensor sd = var.clamp_min(0).sqrt();
    sd = torch::where(sd > 1e-6, sd, torch::ones_like(sd));

    // Parameters of every probe in standardised feature space.
    const auto floats = torch::TensorOptions().dtype(torch::kFloat32).device(device);
    torch::Tensor w = torch::zeros({L, F, H, C}, floats).set_requires_grad(true);
    torch::Tensor b = torch::zeros({L, F, C}, floats).set_requires_grad(true);
    const torch::Tensor yOneHot =
        torch::nn::functional::one_hot(y, C).to(torch::kFloat32);  // [N, C]
    const double penalty = 1.0 / (2.0 * options.inverseRegularisation);

    // Logits of every sample under every probe, [L, N, F, C], computed on the shared x: the
    // standardisation of fold f is folded into its weights and bias.
    auto logitsOf = [&](const torch::Tensor& weights, const torch::Tensor& bias) {
        const torch::Tensor effective = weights / sd.unsqueeze(-1);  // [L, F, H, C]
        const torch::Tensor shift = bias - torch::einsum("lfh,lfhc->lfc", {mu, effective});
        const torch::Tensor flat = effective.permute({0, 2, 1, 3}).reshape({L, H, F * C});
        return torch::bmm(x, flat).view({L, N, F, C}) + shift.unsqueeze(1);
    };

    torch::optim::LBFGS optimizer(std::vector<torch::Tensor>{w, b},
                                  torch::optim::LBFGSOptions(1.0)
                                      .max_iter(static_cast<int>(options.maxIterations))
                                      .max_eval(static_cast<int>(options.maxIterations * 5 / 4 + 1))
                                      .history_size(10)
                                      .tolerance_grad(options.tolerance)
                                      .tolerance_change(1e-9)
                                      .line_search_fn("strong_wolfe"));
    std::size_t evaluations = 0;
    auto closure = [&]() -> torch::Tensor {
        context.checkCancelled();
        torch::AutoGradMode enable(true);
        optimizer.zero_grad();
        const torch::Tensor logp = torch::log_softmax(logitsOf(w, b), -1);  // [L, N, F, C]
        // Cross-entropy of each sample under each probe, kept only for its training folds.
        const torch::Tensor nll = -(logp * yOneHot.view({1, N, 1, C})).sum(-1);  // [L, N, F]
        const torch::Tensor data = (nll * train.t().unsqueeze(0)).sum();
        const torch::Tensor loss = (data + penalty * (w * w).sum()) / static_cast<double>(N);
        loss.backward();
        ++evaluations;
        context.report("training probes", std::min(evaluations, options.maxIterations),
                       options.maxIterations);
        return loss;
    };
    {
        torch::AutoGradMode enable(true);
        optimizer.step(closure);
    }
    result.evaluations = evaluations;

    const torch::Tensor predicted = logitsOf(w.detach(), b.detach()).argmax(-1);  // [L, N, F]
    const torch::Tensor correct = (predicted == y.view({1, N, 1})).to(torch::kFloat32);
    const torch::Tensor accuracy =
        (correct * test.t().unsqueeze(0)).sum(1) / test.sum(1).view({1, F});  // [L, F]
    const torch::Tensor acc = accuracy.to(torch::kCPU, torch::kFloat64).contiguous();
    const double* a = acc.data_ptr<double>();
    for (std::int64_t l = 0; l < L; ++l) {
        LayerAccuracy layer;
        double sum = 0.0;
        for (std::int64_t f = 0; f < F; ++f) {
            layer.folds.push_back(a[l * F + f]);
            sum += a[l * F + f];
        }
        layer.mean = sum / static_cast<double>(F);
        double squares = 0.0;
        for (double v : layer.folds) {
            squares += (v - layer.mean) * (v - layer.mean);
        }
        layer.std = std::sqrt(squares / static_cast<double>(F));
        result.layers.push_back(std::move(layer));
    }
    return result;
}

}  // namespace akshara::probe

#include "probe/Probe.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "common/Error.h"
#include "data/SeededRandom.h"
#include "probe/internal/Standardise.h"

namespace akshara::probe {

namespace {

// The probes of one probeLayers() call: layers x folds multinomial logistic regressions on
// shared features x [L, N, H]. Probe (l, f) has weights W [H, C] and a bias [C] in the
// standardised feature space of fold f, packed as theta[l][f] = [H + 1, C] (bias last); its
// objective is scikit-learn's: the sum of cross-entropies over fold f's training part plus
// lambda / 2 ||W||^2, lambda = 1 / C. The standardisation of each fold is folded into the
// logits, so all probes share one matrix product per pass over x.
//
// The per-sample work runs on the layers still training only: `layers` lists them, in
// increasing order, and tensors of per-sample values ([A, N, F, C]) hold those layers only.
class SoftmaxProbes {
public:
    SoftmaxProbes(torch::Tensor x, torch::Tensor mu, torch::Tensor sd, torch::Tensor train,
                  const torch::Tensor& y, std::int64_t classes, double lambda)
        : x_(std::move(x)),
          mu_(std::move(mu)),
          sd_(std::move(sd)),
          train_(train.t().unsqueeze(0).unsqueeze(-1)),
          y_(torch::nn::functional::one_hot(y, classes)
                 .to(x_.scalar_type())
                 .unsqueeze(0)
                 .unsqueeze(2)),
          labels_(y.view({1, -1, 1, 1}).expand({x_.size(0), -1, mu_.size(1), 1})),
          lambda_(lambda),
          L_(x_.size(0)),
          N_(x_.size(1)),
          H_(x_.size(2)),
          F_(mu_.size(1)),
          C_(classes) {}

    std::int64_t layers() const { return L_; }
    std::int64_t folds() const { return F_; }
    std::int64_t size() const { return (H_ + 1) * C_; }  // parameters of one probe

    torch::Tensor zeros() const { return torch::zeros({L_, F_, H_ + 1, C_}, x_.options()); }
    // The logits of zeros(): zero, with no product to compute.
    torch::Tensor zeroLogits() const { return torch::zeros({L_, N_, F_, C_}, x_.options()); }

    // Logits of every sample under the probes of the layers listed, [A, N, F, C]; linear in
    // theta.
    torch::Tensor logits(const torch::Tensor& theta, const std::vector<std::int64_t>& layers,
                         const torch::Tensor& index) const {
        const torch::Tensor effective = weights(theta) / sd_.unsqueeze(-1);  // [L, F, H, C]
        const torch::Tensor shift =
            theta.select(2, H_) - (mu_.unsqueeze(-1) * effective).sum(2);  // [L, F, C]
        const torch::Tensor flat = effective.permute({0, 2, 1, 3}).reshape({L_, H_, F_ * C_});
        const auto A = static_cast<std::int64_t>(layers.size());
        torch::Tensor out = torch::empty({A, N_, F_ * C_}, x_.options());
        for (std::int64_t a = 0; a < A; ++a) {
            torch::Tensor slice = out.select(0, a);
            torch::mm_out(slice, x_.select(0, layers[a]), flat.select(0, layers[a]));
        }
        return out.view({A, N_, F_, C_}) + shift.index_select(0, index).unsqueeze(1);
    }

    // The data term of the objective at logits z = z0 + t zd ([A, N, F, C], the step length t
    // [A, F] per probe), its derivative along the direction, both [A, F] in float64, the
    // logits z and the residual (the derivative of the data term with respect to the logits:
    // softmax minus one-hot, on training samples).
    struct DataTerm {
        torch::Tensor loss;
        torch::Tensor slope;
        torch::Tensor logits;    // [A, N, F, C]
        torch::Tensor residual;  // [A, N, F, C]
    };
    DataTerm dataTerm(const torch::Tensor& z0, const torch::Tensor& zd,
                      const torch::Tensor& t) const {
        const torch::Tensor z = z0 + t.to(torch::kFloat32).unsqueeze(1).unsqueeze(-1) * zd;
        const torch::Tensor labels = labels_.narrow(0, 0, z.size(0));
        const torch::Tensor normaliser = torch::logsumexp(z, -1, true);  // [A, N, F, 1]
        const torch::Tensor loss = ((normaliser - z.gather(-1, labels)) * train_).squeeze(-1);
        const torch::Tensor p = (z - normaliser).exp_();
        const torch::Tensor slope =
            (((p * zd).sum(-1, true) - zd.gather(-1, labels)) * train_).squeeze(-1);
        return {loss.to(torch::kFloat64).sum(1), slope.to(torch::kFloat64).sum(1), z,
                (p - y_) * train_};
    }

    // The penalty of every probe, [L, F] in float64, and its derivative along d.
    torch::Tensor penalty(const torch::Tensor& theta) const {
        const torch::Tensor w = weights(theta).to(torch::kFloat64);
        return 0.5 * lambda_ * (w * w).sum({2, 3});
    }
    torch::Tensor penaltySlope(const torch::Tensor& theta, const torch::Tensor& d) const {
        return (weights(theta) * weights(d)).sum({2, 3}).to(torch::kFloat64) * lambda_;
    }

    // Gradient of every probe's objective, [L, F, H + 1, C], from the residual of the layers
    // listed (dataTerm()); the other layers' gradients are not meaningful.
    torch::Tensor gradient(const torch::Tensor& residual, const torch::Tensor& theta,
                           const std::vector<std::int64_t>& layers,
                           const torch::Tensor& index) const {
        const auto A = static_cast<std::int64_t>(layers.size());
        const torch::Tensor r = residual.view({A, N_, F_ * C_});
        torch::Tensor bias = torch::zeros({L_, F_ * C_}, x_.options());
        bias.index_copy_(0, index, r.sum(1));
        torch::Tensor product = torch::zeros({L_, H_, F_ * C_}, x_.options());
        for (std::int64_t a = 0; a < A; ++a) {
            torch::Tensor slice = product.select(0, layers[a]);
            torch::mm_out(slice, x_.select(0, layers[a]).t(), r.select(0, a));
        }
        bias = bias.view({L_, F_, C_});
        product = product.view({L_, H_, F_, C_}).permute({0, 2, 1, 3});  // [L, F, H, C]
        const torch::Tensor w =
            (product - mu_.unsqueeze(-1) * bias.unsqueeze(2)) / sd_.unsqueeze(-1) +
            lambda_ * weights(theta);
        return torch::cat({w, bias.unsqueeze(2)}, 2);
    }

private:
    torch::Tensor weights(const torch::Tensor& theta) const { return theta.narrow(2, 0, H_); }

    torch::Tensor x_, mu_, sd_;
    torch::Tensor train_;   // [1, N, F, 1]: 1 where the sample trains fold f's probe
    torch::Tensor y_;       // [1, N, 1, C], one-hot
    torch::Tensor labels_;  // [L, N, F, 1], class indices
    double lambda_;
    std::int64_t L_, N_, H_, F_, C_;
};

}  // namespace

namespace {

struct Solution {
    torch::Tensor theta;      // [L, F, H + 1, C]
    torch::Tensor logits;     // [L, N, F, C] at theta
    torch::Tensor objective;  // [L, F], float64
    std::size_t iterations = 0;
};

// L-BFGS for all probes at once. Each probe keeps its own curvature pairs, step length and
// stopping test (no gradient entry above `tolerance`, [L, F]); they only share the matrix
// products, two per iteration: one for the logits of the search direction and one for the
// gradient. The line search moves along the logits z + t zd and so needs no further product.
Solution minimise(const SoftmaxProbes& probes, const torch::Tensor& tolerance,
                  const ProbeOptions& options, const jobs::JobContext& context) {
    constexpr std::size_t kHistory = 10;
    constexpr int kLineSearchTrials = 30;
    const std::int64_t L = probes.layers();
    const std::int64_t F = probes.folds();
    const std::int64_t P = L * F;
    const std::int64_t D = probes.size();
    const auto flat = [&](const torch::Tensor& t) { return t.reshape({P, D}).to(torch::kFloat64); };
    const auto dot = [](const torch::Tensor& a, const torch::Tensor& b) { return (a * b).sum(1); };

    const torch::Device device = tolerance.device();
    std::vector<std::int64_t> active(static_cast<std::size_t>(L));
    for (std::int64_t l = 0; l < L; ++l) {
        active[static_cast<std::size_t>(l)] = l;
    }
    torch::Tensor index = torch::arange(L, torch::TensorOptions(torch::kInt64).device(device));
    // Per-probe values [P] from those of the active layers, [A, F], and `rest` elsewhere.
    const auto expand = [&](const torch::Tensor& values, const torch::Tensor& rest) {
        return rest.view({L, F}).index_copy(0, index, values).view({P});
    };

    torch::Tensor theta = probes.zeros();
    torch::Tensor z = probes.zeroLogits();
    // At step length 0 the direction does not matter: the zero logits serve as one.
    SoftmaxProbes::DataTerm data = probes.dataTerm(z, z, torch::zeros({L, F}, z.options()));
    torch::Tensor f = (data.loss + probes.penalty(theta)).view({P});
    torch::Tensor g = flat(probes.gradient(data.residual, theta, active, index));
    const torch::Tensor limit = tolerance.reshape({P}).to(torch::kFloat64);
    torch::Tensor done = g.abs().amax(1) <= limit;
    // Until a probe has a curvature pair, its first step is scaled as in PyTorch's L-BFGS.
    torch::Tensor gamma = (1.0 / g.abs().sum(1)).clamp_max(1.0);
    std::deque<torch::Tensor> s, y, rho;

    std::size_t iteration = 0;
    for (; iteration < options.maxIterations && !done.all().item<bool>(); ++iteration) {
        context.checkCancelled();
        context.report("training probes", iteration, options.maxIterations);
        // Two-loop recursion, each probe with its own history (a skipped pair has rho = 0).
        torch::Tensor q = g.clone();
        std::vector<torch::Tensor> alpha(s.size());
        for (std::size_t i = s.size(); i-- > 0;) {
            alpha[i] = rho[i] * dot(s[i], q);
            q -= alpha[i].unsqueeze(1) * y[i];
        }
        torch::Tensor r = gamma.unsqueeze(1) * q;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const torch::Tensor beta = rho[i] * dot(y[i], r);
            r += s[i] * (alpha[i] - beta).unsqueeze(1);
        }
        torch::Tensor d = -r;
        torch::Tensor d0 = dot(g, d);
        // A direction that does not descend (rounding in a nearly flat region) falls back to
        // the scaled gradient.
        const torch::Tensor uphill = (d0 >= 0).unsqueeze(1);
        d = torch::where(uphill, -gamma.unsqueeze(1) * g, d);
        d = torch::where(done.unsqueeze(1), torch::zeros_like(d), d);
        d0 = dot(g, d);
        // Layers whose probes have all converged drop out of the products and of the
        // per-sample work.
        const torch::Tensor layerActive =
            done.view({L, F}).logical_not().any(1).to(torch::kCPU).contiguous();
        active.clear();
        for (std::int64_t l = 0; l < L; ++l) {
            if (layerActive.data_ptr<bool>()[l]) {
                active.push_back(l);
            }
        }
        index = torch::tensor(active, torch::kInt64).to(device);
        const torch::Tensor step = d.to(torch::kFloat32).view_as(theta);
        const torch::Tensor zd = probes.logits(step, active, index);  // [A, N, F, C]
        const torch::Tensor zActive = z.index_select(0, index);

        // Backtracking on every probe at once: Armijo's condition, or where the objective is
        // flat to float precision, the approximate Wolfe condition of Hager and Zhang.
        torch::Tensor t = torch::where(done, torch::zeros_like(f), torch::ones_like(f));
        torch::Tensor accepted = done.clone();
        torch::Tensor thetaT, ft;
        // The logits of the active layers and the parameters at step lengths t along the
        // direction, and the objective there.
        const auto moveTo = [&](const torch::Tensor& lengths) {
            const torch::Tensor tf = lengths.to(torch::kFloat32).view({L, F});
            thetaT = theta + tf.view({L, F, 1, 1}) * step;
            data = probes.dataTerm(zActive, zd, tf.index_select(0, index));
            ft = expand(data.loss + probes.penalty(thetaT).index_select(0, index), f);
        };
        for (int trial = 0; trial < kLineSearchTrials; ++trial) {
            moveTo(t);
            const torch::Tensor slope =
                expand(data.slope + probes.penaltySlope(thetaT, step).index_select(0, index),
                       torch::zeros_like(f));
            const torch::Tensor armijo = ft <= f + 1e-4 * t * d0;
            const torch::Tensor flatWolfe = (ft <= f + 1e-6 * f.abs()) & (slope <= -0.8 * d0);
            accepted = accepted | armijo | flatWolfe;
            if (accepted.all().item<bool>()) {
                break;
            }
            // Minimum of the quadratic through f, d0 and ft, kept within [0.1 t, 0.5 t].
            const torch::Tensor curvature = 2.0 * (ft - f - d0 * t);
            torch::Tensor next = -d0 * t * t / curvature.clamp_min(1e-300);
            next = torch::minimum(torch::maximum(next, 0.1 * t), 0.5 * t);
            t = torch::where(accepted, t, next);
        }
        // A probe whose line search found no acceptable step has converged as far as float
        // precision allows: it keeps its parameters.
        const torch::Tensor stalled = accepted.logical_not();
        if (stalled.any().item<bool>()) {
            t = torch::where(stalled, torch::zeros_like(t), t);
            moveTo(t);
            ft = torch::where(stalled, f, ft);
            done = done | stalled;
        }
        theta = thetaT;
        z.index_copy_(0, index, data.logits);
        const torch::Tensor gNext = torch::where(
            done.unsqueeze(1), g, flat(probes.gradient(data.residual, theta, active, index)));
        const torch::Tensor sNext = t.unsqueeze(1) * d;
        const torch::Tensor yNext = gNext - g;
        const torch::Tensor sy = dot(sNext, yNext);
        const torch::Tensor yy = dot(yNext, yNext);
        const torch::Tensor valid = (sy > 1e-10 * yy) & done.logical_not();
        const torch::Tensor keep = valid.unsqueeze(1);
        s.push_back(torch::where(keep, sNext, torch::zeros_like(sNext)));
        y.push_back(torch::where(keep, yNext, torch::zeros_like(yNext)));
        rho.push_back(torch::where(valid, 1.0 / sy.clamp_min(1e-300), torch::zeros_like(sy)));
        gamma = torch::where(valid, sy / yy.clamp_min(1e-300), gamma);
        if (s.size() > kHistory) {
            s.pop_front();
            y.pop_front();
            rho.pop_front();
        }
        g = gNext;
        f = ft;
        done = done | (g.abs().amax(1) <= limit);
    }
    context.report("training probes", options.maxIterations, options.maxIterations);
    return {theta, z, f.view({L, F}), iteration};
}

}  // namespace

std::vector<std::size_t> stratifiedFolds(const std::vector<int>& labels, std::size_t k,
                                         std::uint64_t seed,
                                         const std::vector<std::size_t>& groups) {
    if (k < 2 || k > labels.size()) {
        throw InputError("cross-validation needs between 2 and " + std::to_string(labels.size()) +
                         " folds, not " + std::to_string(k));
    }
    std::map<int, std::vector<std::size_t>> byClass;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        byClass[labels[i]].push_back(i);
    }
    if (!groups.empty() && groups.size() != labels.size()) {
        throw InputError("probe: " + std::to_string(groups.size()) + " groups for " +
                         std::to_string(labels.size()) + " samples");
    }
    std::vector<std::size_t> fold(labels.size(), 0);
    std::map<std::size_t, std::size_t> foldOfGroup;
    std::size_t next = 0;
    for (auto& [label, members] : byClass) {
        data::SeededRandom random(seed, 0x666f6c64, static_cast<std::uint64_t>(label));
        for (std::size_t i = members.size(); i > 1; --i) {
            std::swap(members[i - 1], members[random.below(i)]);
        }
        // Groups are dealt, not samples: a repeated sentence follows its group, and the deal
        // goes on with the next new one, so that no fold is left to repeats alone.
        for (std::size_t member : members) {
            const std::size_t group = groups.empty() ? member : groups[member];
            const auto [it, dealt] = foldOfGroup.emplace(group, next);
            fold[member] = it->second;
            if (dealt) {
                next = (next + 1) % k;
            }
        }
    }
    if (foldOfGroup.size() < k) {
        throw InputError("probe: the " + std::to_string(labels.size()) + " samples are " +
                         std::to_string(foldOfGroup.size()) +
                         " distinct sentences, too few to fill " + std::to_string(k) + " folds");
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
    const std::vector<std::size_t> fold = stratifiedFolds(labels, k, options.seed, options.groups);
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

    // On a GPU the device computes the fold statistics and the standardised features from the
    // raw ones, sparing the host its two passes over them.
    const auto [x, mu, var] =
        device.is_cuda()
            ? internal::standardiseOnDevice(states.values.data(), L, N, H, test, trainCount, device)
            : internal::standardiseOnHost(states.values.data(), L, N, H, fold, F, trainCount,
                                          device);
    context.checkCancelled();
    torch::Tensor sd = var.clamp_min(0).sqrt();
    sd = torch::where(sd > 1e-6, sd, torch::ones_like(sd));

    // Two classes are the paper's binary logistic regression (scikit-learn fits them so; its
    // multinomial setting is for multi-class tasks): weights w / 2 and -w / 2 of a two-class
    // softmax give its logits, at half the penalty of ||w||^2, so the softmax takes twice it.
    const double lambda = (C == 2 ? 2.0 : 1.0) / options.inverseRegularisation;
    const SoftmaxProbes probes(x, mu, sd, train, y, C, lambda);
    const torch::Tensor tolerance =
        (options.tolerance * trainCount).to(torch::kFloat64).view({1, F}).expand({L, F});
    const Solution solution = minimise(probes, tolerance, options, context);
    result.iterations = solution.iterations;
    result.objective = solution.objective.mean().item<double>();

    // The solver's logits, kept up to date along every step, give the predictions.
    const torch::Tensor predicted = solution.logits.argmax(-1);  // [L, N, F]
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

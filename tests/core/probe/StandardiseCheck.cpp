#include "StandardiseCheck.h"

#include <torch/torch.h>

#include <vector>

#include "probe/internal/Standardise.h"

namespace akshara::test {

StandardiseDifference compareStandardisations(int layers, int samples, int hidden, int folds) {
    torch::manual_seed(5);
    const std::int64_t L = layers, N = samples, H = hidden, F = folds;
    // Units far from zero mean and unit spread, as real hidden states are.
    const torch::Tensor shift = torch::linspace(-40, 60, H).view({1, 1, H});
    const torch::Tensor scale = torch::linspace(0.01, 25, H).view({1, 1, H});
    const torch::Tensor features = (torch::randn({L, N, H}) * scale + shift).contiguous();
    std::vector<std::size_t> fold(static_cast<std::size_t>(N));
    std::vector<float> testValues(static_cast<std::size_t>(F * N), 0.0f);
    for (std::int64_t n = 0; n < N; ++n) {
        fold[static_cast<std::size_t>(n)] = static_cast<std::size_t>((n * 7 + n / 3) % F);
        testValues[static_cast<std::size_t>(fold[static_cast<std::size_t>(n)]) *
                       static_cast<std::size_t>(N) +
                   static_cast<std::size_t>(n)] = 1.0f;
    }
    const torch::Tensor before = features.clone();
    const torch::Tensor test = torch::from_blob(testValues.data(), {F, N}).clone();
    const torch::Tensor trainCount = (1.0f - test).sum(1);
    const torch::Device cpu(torch::kCPU);
    const auto host = probe::internal::standardiseOnHost(features.data_ptr<float>(), L, N, H, fold,
                                                         F, trainCount, cpu);
    const auto device = probe::internal::standardiseOnDevice(features.data_ptr<float>(), L, N, H,
                                                             test, trainCount, cpu);
    const auto largest = [](const torch::Tensor& a, const torch::Tensor& b) {
        return (a - b).abs().max().item<double>();
    };
    StandardiseDifference d;
    d.features = largest(host.x, device.x);
    d.means = largest(host.mu, device.mu);
    d.variances = largest(host.var, device.var);
    d.largestFeature = host.x.abs().max().item<double>();
    d.inputKept = features.equal(before);
    return d;
}

}  // namespace akshara::test

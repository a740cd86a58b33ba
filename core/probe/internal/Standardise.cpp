#include "probe/internal/Standardise.h"

#include <ATen/Parallel.h>

#include <algorithm>

namespace akshara::probe::internal {

namespace {

// The statistics that follow from the sums and sums of squares of the fold parts [L, F, H]
// (float64): the mean and spread of every layer over all samples [L, 1, H], and the mean and
// variance of each fold's training part (everything outside part f) in the space they
// standardise, as float32 on `device`.
struct Moments {
    torch::Tensor mean, spread, mu, var;
};

Moments fromPartSums(const torch::Tensor& partSum, const torch::Tensor& partSquares, std::int64_t N,
                     const torch::Tensor& trainCount, const torch::Device& device) {
    Moments m;
    const torch::Tensor sum = partSum.sum(1, true);  // [L, 1, H]
    const torch::Tensor squares = partSquares.sum(1, true);
    m.mean = sum / static_cast<double>(N);
    m.spread =
        (squares / static_cast<double>(N) - m.mean * m.mean).clamp_min(0).sqrt().clamp_min(1e-12);
    const torch::Tensor count =
        trainCount.to(partSum.device(), torch::kFloat64).view({1, partSum.size(1), 1});
    const torch::Tensor trainMean = (sum - partSum) / count;
    const torch::Tensor trainVar = (squares - partSquares) / count - trainMean * trainMean;
    m.mu = ((trainMean - m.mean) / m.spread).to(device, torch::kFloat32);
    m.var = (trainVar / (m.spread * m.spread)).to(device, torch::kFloat32);
    return m;
}

}  // namespace

Standardised standardiseOnHost(const float* input, std::int64_t L, std::int64_t N, std::int64_t H,
                               const std::vector<std::size_t>& fold, std::int64_t F,
                               const torch::Tensor& trainCount, const torch::Device& device) {
    // One pass over the features gives the sums and sums of squares of the fold parts (in
    // float64); a second writes the standardised features. work(task, layer, sample) for every
    // sample of every layer, on libtorch's threads, in tasks of kChunk samples of one layer.
    constexpr std::int64_t kChunk = 1024;
    const std::int64_t chunks = (N + kChunk - 1) / kChunk;
    const auto forEachSample = [&](const auto& work) {
        at::parallel_for(0, L * chunks, 1, [&](std::int64_t begin, std::int64_t end) {
            for (std::int64_t task = begin; task < end; ++task) {
                const std::int64_t l = task / chunks;
                const std::int64_t first = (task % chunks) * kChunk;
                for (std::int64_t n = first; n < std::min(first + kChunk, N); ++n) {
                    work(task, l, n);
                }
            }
        });
    };
    // Sums and sums of squares of the fold parts, per task, added up in a fixed order below so
    // that the result does not depend on the number of threads.
    torch::Tensor partials = torch::zeros({L, chunks, 2, F, H}, torch::kFloat64);
    double* pv = partials.data_ptr<double>();
    forEachSample([&](std::int64_t task, std::int64_t l, std::int64_t n) {
        const float* row = input + (l * N + n) * H;
        const auto part = static_cast<std::int64_t>(fold[static_cast<std::size_t>(n)]);
        double* s = pv + (task * 2 * F + part) * H;
        double* q = s + F * H;
        for (std::int64_t h = 0; h < H; ++h) {
            const double v = row[h];
            s[h] += v;
            q[h] += v * v;
        }
    });
    const torch::Tensor moments = partials.sum(1);  // [L, 2, F, H]
    const Moments m =
        fromPartSums(moments.select(1, 0), moments.select(1, 1), N, trainCount, device);

    torch::Tensor x = torch::empty({L, N, H}, torch::kFloat32);
    const torch::Tensor centre = m.mean.to(torch::kFloat32).contiguous();
    const torch::Tensor scale = m.spread.to(torch::kFloat32).contiguous();
    const float* cv = centre.data_ptr<float>();
    const float* sv = scale.data_ptr<float>();
    float* xv = x.data_ptr<float>();
    forEachSample([&](std::int64_t, std::int64_t l, std::int64_t n) {
        const float* row = input + (l * N + n) * H;
        float* out = xv + (l * N + n) * H;
        for (std::int64_t h = 0; h < H; ++h) {
            out[h] = (row[h] - cv[l * H + h]) / sv[l * H + h];
        }
    });
    return {x.to(device), m.mu, m.var};
}

Standardised standardiseOnDevice(const float* input, std::int64_t L, std::int64_t N, std::int64_t H,
                                 const torch::Tensor& test, const torch::Tensor& trainCount,
                                 const torch::Device& device) {
    // A copy on the device, standardised in place below.
    torch::Tensor x = torch::from_blob(const_cast<float*>(input), {L, N, H}, torch::kFloat32)
                          .to(device, /*non_blocking=*/false, /*copy=*/true);
    // The sums and sums of squares of the fold parts in float64, as products with the parts'
    // indicators, one layer at a time so that the float64 copies stay small.
    const torch::Tensor parts = test.to(device, torch::kFloat64);  // [F, N]
    const auto F = parts.size(0);
    const auto options = torch::TensorOptions().device(device).dtype(torch::kFloat64);
    torch::Tensor partSum = torch::empty({L, F, H}, options);
    torch::Tensor partSquares = torch::empty({L, F, H}, options);
    for (std::int64_t l = 0; l < L; ++l) {
        const torch::Tensor layer = x[l].to(torch::kFloat64);  // [N, H]
        partSum[l].copy_(torch::mm(parts, layer));
        partSquares[l].copy_(torch::mm(parts, layer * layer));
    }
    const Moments m = fromPartSums(partSum, partSquares, N, trainCount, device);
    x.sub_(m.mean.to(torch::kFloat32)).div_(m.spread.to(torch::kFloat32));
    return {x, m.mu, m.var};
}

}  // namespace akshara::probe::internal

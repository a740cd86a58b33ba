#pragma once

// The features of probeLayers(), standardised, with the statistics of each fold's training
// part. Two ways to the same numbers: loops on the host, the faster on a CPU, and libtorch
// products on the device the probes run on, which spare a GPU's host the passes over the
// features. Declared here for the test that holds them to each other.

#include <torch/torch.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace akshara::probe::internal {

struct Standardised {
    // The features [L, N, H], float32 on the device, standardised per layer over all samples.
    // This affine change is for float precision only: the per-fold standardisation gives the
    // same features from either, so no statistic of a test part enters its probe.
    torch::Tensor x;
    // The mean and variance of fold f's training part in that space, [L, F, H], float32 on
    // the device.
    torch::Tensor mu, var;
};

// `input` holds [L, N, H] float32 values; `fold` the part of each sample; `trainCount` [F] the
// training samples of each fold.
Standardised standardiseOnHost(const float* input, std::int64_t L, std::int64_t N, std::int64_t H,
                               const std::vector<std::size_t>& fold, std::int64_t F,
                               const torch::Tensor& trainCount, const torch::Device& device);

// The same on `device`: `test` [F, N] (on the device) is 1 where sample n is in part f.
Standardised standardiseOnDevice(const float* input, std::int64_t L, std::int64_t N, std::int64_t H,
                                 const torch::Tensor& test, const torch::Tensor& trainCount,
                                 const torch::Device& device);

}  // namespace akshara::probe::internal

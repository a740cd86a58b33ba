#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "eval/DppKernel.h"

namespace akshara::eval {

// Exact sampling from the k-DPP of a kernel (Kulesza & Taskar 2011): P(S) = det(L_S) / e_k,
// |S| = k, where e_k is the k-th elementary symmetric polynomial of L's eigenvalues.
// The kernel is eigendecomposed once; a factored kernel (n items, d < n features) through its
// d x d dual, so thousands of items with embeddings of a few hundred dimensions are cheap.
class KDppSampler {
public:
    // Throws InputError when the kernel has a clearly negative eigenvalue (it is not PSD).
    explicit KDppSampler(const DppKernel& kernel);

    std::size_t size() const { return n_; }
    // The number of eigenvalues treated as positive (above 1e-10 of the largest).
    std::size_t rank() const { return eigenvalues_.size(); }
    // log e_k of the kernel's eigenvalues; -infinity when k exceeds the rank.
    double logNormaliser(std::size_t k) const;

    // k distinct item indices in ascending order, drawn from the k-DPP with a generator
    // seeded by `seed`. Throws InputError when k exceeds the kernel's rank, or its numerical
    // rank (rounding in nearly dependent items) leaves no item to add before k are drawn.
    std::vector<std::size_t> sample(std::size_t k, std::uint64_t seed) const;

private:
    std::vector<double> eigenvector(std::size_t index) const;  // unit eigenvector of L (n values)

    std::size_t n_ = 0;
    std::vector<double> eigenvalues_;           // positive eigenvalues only
    std::vector<std::vector<double>> vectors_;  // eigenvectors of L, or of the dual X^T X
    std::vector<double> features_;              // X (n x d) for the dual
    std::size_t d_ = 0;
};

}  // namespace akshara::eval

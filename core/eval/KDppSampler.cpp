#include "eval/KDppSampler.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "common/Error.h"
#include "eval/SymmetricEigen.h"

namespace akshara::eval {

namespace {

constexpr double kNegativeInfinity = -std::numeric_limits<double>::infinity();

double logAddExp(double a, double b) {
    if (a == kNegativeInfinity) {
        return b;
    }
    if (b == kNegativeInfinity) {
        return a;
    }
    const double high = std::max(a, b);
    return high + std::log1p(std::exp(std::min(a, b) - high));
}

// A uniform double in [0, 1) from 53 random bits, the same on every standard library.
double uniform01(std::mt19937_64& rng) {
    return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

// logE[l][m] = log e_l(lambda_1..lambda_m), for l <= k and m <= N.
std::vector<std::vector<double>> logElementarySymmetric(const std::vector<double>& lambdas,
                                                        std::size_t k) {
    const std::size_t count = lambdas.size();
    std::vector<std::vector<double>> logE(k + 1, std::vector<double>(count + 1, kNegativeInfinity));
    std::fill(logE[0].begin(), logE[0].end(), 0.0);
    for (std::size_t l = 1; l <= k; ++l) {
        for (std::size_t m = 1; m <= count; ++m) {
            logE[l][m] = logAddExp(logE[l][m - 1], std::log(lambdas[m - 1]) + logE[l - 1][m - 1]);
        }
    }
    return logE;
}

}  // namespace

KDppSampler::KDppSampler(const DppKernel& kernel) : n_(kernel.size()) {
    if (n_ == 0) {
        return;
    }
    SymmetricEigen eigen;
    std::size_t dimension = n_;
    if (kernel.factored() && kernel.featureCount() < n_) {
        // Dual: C = X^T X (d x d) has the same positive eigenvalues as L = X X^T, and an
        // eigenvector v of C gives the eigenvector X v / sqrt(lambda) of L.
        d_ = kernel.featureCount();
        features_ = kernel.features();
        dimension = d_;
        std::vector<double> c(d_ * d_, 0.0);
        for (std::size_t i = 0; i < n_; ++i) {
            const double* x = &features_[i * d_];
            for (std::size_t a = 0; a < d_; ++a) {
                for (std::size_t b = 0; b <= a; ++b) {
                    c[a * d_ + b] += x[a] * x[b];
                }
            }
        }
        for (std::size_t a = 0; a < d_; ++a) {
            for (std::size_t b = 0; b < a; ++b) {
                c[b * d_ + a] = c[a * d_ + b];
            }
        }
        eigen = symmetricEigen(c, d_);
    } else {
        std::vector<double> l(n_ * n_);
        for (std::size_t i = 0; i < n_; ++i) {
            kernel.column(i, &l[i * n_]);  // L is symmetric: column i is row i
        }
        eigen = symmetricEigen(l, n_);
    }
    const double largest = eigen.values.empty() ? 0.0 : std::max(eigen.values.back(), 0.0);
    if (!eigen.values.empty() && eigen.values.front() < -1e-8 * std::max(largest, 1.0)) {
        throw InputError("the kernel is not positive semidefinite (an eigenvalue is " +
                         std::to_string(eigen.values.front()) + "): it defines no DPP");
    }
    for (std::size_t k = 0; k < dimension; ++k) {
        if (eigen.values[k] > 1e-10 * largest && eigen.values[k] > 0.0) {
            eigenvalues_.push_back(eigen.values[k]);
            vectors_.emplace_back(eigen.vectors.begin() + static_cast<long>(k * dimension),
                                  eigen.vectors.begin() + static_cast<long>((k + 1) * dimension));
        }
    }
}

double KDppSampler::logNormaliser(std::size_t k) const {
    if (k > eigenvalues_.size()) {
        return kNegativeInfinity;
    }
    return logElementarySymmetric(eigenvalues_, k)[k][eigenvalues_.size()];
}

std::vector<double> KDppSampler::eigenvector(std::size_t index) const {
    if (d_ == 0) {
        return vectors_[index];
    }
    const std::vector<double>& v = vectors_[index];
    const double scale = 1.0 / std::sqrt(eigenvalues_[index]);
    std::vector<double> u(n_);
    for (std::size_t i = 0; i < n_; ++i) {
        const double* x = &features_[i * d_];
        double sum = 0.0;
        for (std::size_t c = 0; c < d_; ++c) {
            sum += x[c] * v[c];
        }
        u[i] = sum * scale;
    }
    return u;
}

std::vector<std::size_t> KDppSampler::sample(std::size_t k, std::uint64_t seed) const {
    if (k == 0) {
        return {};
    }
    if (k > eigenvalues_.size()) {
        throw InputError("cannot draw " + std::to_string(k) + " diverse items from " +
                         std::to_string(n_) + ": the similarity kernel has rank " +
                         std::to_string(eigenvalues_.size()));
    }
    std::mt19937_64 rng(seed);
    // Phase 1 (Kulesza & Taskar, Algorithm 8): choose k eigenvectors, eigenvector m with
    // probability lambda_m e_{l-1}^{m-1} / e_l^m, scanning m downwards with l still to choose.
    const auto logE = logElementarySymmetric(eigenvalues_, k);
    std::vector<std::size_t> chosen;
    std::size_t remaining = k;
    for (std::size_t m = eigenvalues_.size(); m >= 1 && remaining > 0; --m) {
        const double marginal = std::exp(std::log(eigenvalues_[m - 1]) +
                                         logE[remaining - 1][m - 1] - logE[remaining][m]);
        // With as many eigenvectors left as still to choose, each must be taken (marginal 1).
        if (remaining == m || uniform01(rng) < marginal) {
            chosen.push_back(m - 1);
            --remaining;
        }
    }
    // Phase 2: the elementary DPP with kernel K = V V^T over the chosen eigenvectors V, drawn
    // item by item by the chain rule: P(i | S) is proportional to the residual diagonal
    // K_ii - K_iS K_SS^-1 K_Si, kept up to date by an incremental Cholesky factorisation.
    // This is the same distribution as Algorithm 1's projections, in O(n k^2).
    // Both tables are stored item by item (row i holds item i's values) so that the inner
    // products below read memory in order.
    const std::size_t width = chosen.size();  // = k
    std::vector<double> basis(n_ * width);    // basis[i * k + b]: component i of eigenvector b
    for (std::size_t b = 0; b < width; ++b) {
        const std::vector<double> v = eigenvector(chosen[b]);
        for (std::size_t i = 0; i < n_; ++i) {
            basis[i * width + b] = v[i];
        }
    }
    std::vector<double> residual(n_, 0.0);
    for (std::size_t i = 0; i < n_; ++i) {
        for (std::size_t b = 0; b < width; ++b) {
            residual[i] += basis[i * width + b] * basis[i * width + b];
        }
    }
    std::vector<double> factors(n_ * k, 0.0);  // factors[i * k + t]: Cholesky entry of step t
    std::vector<std::size_t> items;
    for (std::size_t step = 0; step < k; ++step) {
        double total = 0.0;
        for (const double r : residual) {
            total += std::max(r, 0.0);
        }
        double target = uniform01(rng) * total;
        std::size_t item = n_;
        for (std::size_t i = 0; i < n_; ++i) {
            const double r = std::max(residual[i], 0.0);
            if (r <= 0.0) {
                continue;
            }
            item = i;
            if (target < r) {
                break;
            }
            target -= r;
        }
        if (item == n_) {
            // In exact arithmetic the residuals sum to k - step > 0; rounding in a kernel of
            // nearly dependent items can leave none positive.
            throw InputError("cannot draw " + std::to_string(k) + " diverse items from " +
                             std::to_string(n_) + ": after " + std::to_string(step) +
                             " no item adds anything new (the similarity kernel's numerical "
                             "rank is too low for k); choose a smaller k");
        }
        const double pivot = std::sqrt(std::max(residual[item], 1e-300));
        const double* itemBasis = &basis[item * width];
        const double* itemFactors = &factors[item * k];
        for (std::size_t i = 0; i < n_; ++i) {
            // K_i,item = sum over the basis of v_i v_item, less the earlier steps' share.
            const double* rowBasis = &basis[i * width];
            const double* rowFactors = &factors[i * k];
            double kernelEntry = 0.0;
            for (std::size_t b = 0; b < width; ++b) {
                kernelEntry += rowBasis[b] * itemBasis[b];
            }
            for (std::size_t t = 0; t < step; ++t) {
                kernelEntry -= rowFactors[t] * itemFactors[t];
            }
            const double factor = kernelEntry / pivot;
            factors[i * k + step] = factor;
            residual[i] -= factor * factor;
        }
        residual[item] = 0.0;
        for (const std::size_t earlier : items) {
            residual[earlier] = 0.0;
        }
        items.push_back(item);
    }
    std::sort(items.begin(), items.end());
    return items;
}

}  // namespace akshara::eval

#include "eval/DppKernel.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/Error.h"

namespace akshara::eval {

DppKernel DppKernel::fromMatrix(std::vector<double> kernel, std::size_t n) {
    if (kernel.size() != n * n) {
        throw InputError("a kernel over " + std::to_string(n) + " items needs " +
                         std::to_string(n * n) + " values, not " + std::to_string(kernel.size()));
    }
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j <= i; ++j) {
            const double a = kernel[i * n + j], b = kernel[j * n + i];
            if (!std::isfinite(a) || !std::isfinite(b)) {
                throw InputError("the kernel has a value that is not finite at (" +
                                 std::to_string(i) + ", " + std::to_string(j) + ")");
            }
            if (std::abs(a - b) > 1e-9 * (1.0 + std::abs(a) + std::abs(b))) {
                throw InputError("the kernel is not symmetric at (" + std::to_string(i) + ", " +
                                 std::to_string(j) + ")");
            }
        }
    }
    DppKernel k;
    k.n_ = n;
    k.values_ = std::move(kernel);
    return k;
}

DppKernel DppKernel::fromEmbeddings(const EmbeddingMatrix& embeddings,
                                    SimilarityKernel similarity) {
    const std::size_t n = embeddings.rows, d = embeddings.columns;
    if (embeddings.values.size() != n * d) {
        throw InputError("an embedding matrix of " + std::to_string(n) + " x " + std::to_string(d) +
                         " needs " + std::to_string(n * d) + " values, not " +
                         std::to_string(embeddings.values.size()));
    }
    if (d == 0 && n > 0) {
        throw InputError("the embeddings have no dimensions");
    }
    DppKernel k;
    k.n_ = n;
    k.d_ = d;
    k.values_.assign(embeddings.values.begin(), embeddings.values.end());
    for (std::size_t i = 0; i < n; ++i) {
        double norm = 0.0;
        for (std::size_t c = 0; c < d; ++c) {
            const double x = k.values_[i * d + c];
            if (!std::isfinite(x)) {
                throw InputError("embedding " + std::to_string(i) +
                                 " has a value that is not finite");
            }
            norm += x * x;
        }
        if (similarity == SimilarityKernel::Cosine) {
            if (norm == 0.0) {
                throw InputError("embedding " + std::to_string(i) +
                                 " is all zeros: its cosine similarity is undefined");
            }
            const double scale = 1.0 / std::sqrt(norm);
            for (std::size_t c = 0; c < d; ++c) {
                k.values_[i * d + c] *= scale;
            }
        }
    }
    return k;
}

double DppKernel::entry(std::size_t i, std::size_t j) const {
    if (d_ == 0) {
        return values_[i * n_ + j];
    }
    const double* a = &values_[i * d_];
    const double* b = &values_[j * d_];
    double sum = 0.0;
    for (std::size_t c = 0; c < d_; ++c) {
        sum += a[c] * b[c];
    }
    return sum;
}

void DppKernel::column(std::size_t j, double* out) const {
    for (std::size_t i = 0; i < n_; ++i) {
        out[i] = entry(i, j);
    }
}

double logDeterminant(const DppKernel& kernel, const std::vector<std::size_t>& items) {
    // Cholesky factorisation of L_S; a non-positive pivot means det(L_S) = 0 for a PSD kernel.
    const std::size_t m = items.size();
    std::vector<double> a(m * m);
    for (std::size_t r = 0; r < m; ++r) {
        for (std::size_t c = 0; c < m; ++c) {
            a[r * m + c] = kernel.entry(items[r], items[c]);
        }
    }
    double logDet = 0.0;
    for (std::size_t j = 0; j < m; ++j) {
        double pivot = a[j * m + j];
        for (std::size_t p = 0; p < j; ++p) {
            pivot -= a[j * m + p] * a[j * m + p];
        }
        if (!(pivot > 0.0)) {
            return -std::numeric_limits<double>::infinity();
        }
        const double root = std::sqrt(pivot);
        a[j * m + j] = root;
        logDet += 2.0 * std::log(root);
        for (std::size_t r = j + 1; r < m; ++r) {
            double v = a[r * m + j];
            for (std::size_t p = 0; p < j; ++p) {
                v -= a[r * m + p] * a[j * m + p];
            }
            a[r * m + j] = v / root;
        }
    }
    return logDet;
}

std::vector<std::size_t> greedyMapSelection(const DppKernel& kernel, std::size_t k) {
    const std::size_t n = kernel.size();
    if (k > n) {
        throw InputError("cannot select " + std::to_string(k) + " of " + std::to_string(n) +
                         " items");
    }
    // residual[i] = the gain det(L_{S+i}) / det(L_S); factors holds the Cholesky rows.
    std::vector<double> residual(n);
    double largestDiagonal = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        residual[i] = kernel.entry(i, i);
        largestDiagonal = std::max(largestDiagonal, residual[i]);
    }
    const double tolerance = 1e-12 * std::max(largestDiagonal, 1e-300);
    std::vector<double> factors(n * k, 0.0);  // factors[i * k + t]: Cholesky entry of step t
    std::vector<std::size_t> selected;
    std::vector<bool> taken(n, false);
    std::vector<double> column(n);
    while (selected.size() < k) {
        const std::size_t step = selected.size();
        std::size_t best = n;
        for (std::size_t i = 0; i < n; ++i) {
            if (!taken[i] && (best == n || residual[i] > residual[best])) {
                best = i;
            }
        }
        if (residual[best] <= tolerance) {
            throw InputError("cannot select " + std::to_string(k) +
                             " items with a positive determinant: the kernel's rank is " +
                             std::to_string(step));
        }
        const double pivot = std::sqrt(residual[best]);
        kernel.column(best, column.data());
        const double* bestFactors = &factors[best * k];
        for (std::size_t i = 0; i < n; ++i) {
            const double* rowFactors = &factors[i * k];
            double v = column[i];
            for (std::size_t t = 0; t < step; ++t) {
                v -= bestFactors[t] * rowFactors[t];
            }
            const double factor = v / pivot;
            factors[i * k + step] = factor;
            residual[i] -= factor * factor;
        }
        taken[best] = true;
        selected.push_back(best);
    }
    return selected;
}

}  // namespace akshara::eval

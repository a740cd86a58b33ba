#include "eval/SymmetricEigen.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "common/Error.h"

namespace akshara::eval {

namespace {

// Householder reduction of the symmetric n x n matrix in `v` to tridiagonal form: d receives
// the diagonal, e the subdiagonal (e[0] = 0), v the orthogonal transformation, column-major.
// After the public-domain JAMA port of EISPACK's tred2.
void tridiagonalise(std::vector<double>& v, std::size_t n, std::vector<double>& d,
                    std::vector<double>& e) {
    // V is stored column by column: the inner loops run down columns, so they read memory in
    // order, and the result is already the transpose that diagonalise() works on.
    const auto V = [&](std::size_t r, std::size_t c) -> double& { return v[c * n + r]; };
    for (std::size_t j = 0; j < n; ++j) {
        d[j] = V(n - 1, j);
    }
    for (std::size_t i = n - 1; i > 0; --i) {
        double scale = 0.0, h = 0.0;
        for (std::size_t k = 0; k < i; ++k) {
            scale += std::abs(d[k]);
        }
        if (scale == 0.0) {
            e[i] = d[i - 1];
            for (std::size_t j = 0; j < i; ++j) {
                d[j] = V(i - 1, j);
                V(i, j) = 0.0;
                V(j, i) = 0.0;
            }
        } else {
            for (std::size_t k = 0; k < i; ++k) {
                d[k] /= scale;
                h += d[k] * d[k];
            }
            double f = d[i - 1];
            double g = std::sqrt(h);
            if (f > 0) {
                g = -g;
            }
            e[i] = scale * g;
            h -= f * g;
            d[i - 1] = f - g;
            for (std::size_t j = 0; j < i; ++j) {
                e[j] = 0.0;
            }
            for (std::size_t j = 0; j < i; ++j) {
                f = d[j];
                V(j, i) = f;
                g = e[j] + V(j, j) * f;
                for (std::size_t k = j + 1; k + 1 <= i; ++k) {
                    g += V(k, j) * d[k];
                    e[k] += V(k, j) * f;
                }
                e[j] = g;
            }
            f = 0.0;
            for (std::size_t j = 0; j < i; ++j) {
                e[j] /= h;
                f += e[j] * d[j];
            }
            const double hh = f / (h + h);
            for (std::size_t j = 0; j < i; ++j) {
                e[j] -= hh * d[j];
            }
            for (std::size_t j = 0; j < i; ++j) {
                f = d[j];
                g = e[j];
                for (std::size_t k = j; k + 1 <= i; ++k) {
                    V(k, j) -= (f * e[k] + g * d[k]);
                }
                d[j] = V(i - 1, j);
                V(i, j) = 0.0;
            }
        }
        d[i] = h;
    }
    for (std::size_t i = 0; i + 1 < n; ++i) {
        V(n - 1, i) = V(i, i);
        V(i, i) = 1.0;
        const double h = d[i + 1];
        if (h != 0.0) {
            for (std::size_t k = 0; k <= i; ++k) {
                d[k] = V(k, i + 1) / h;
            }
            for (std::size_t j = 0; j <= i; ++j) {
                double g = 0.0;
                for (std::size_t k = 0; k <= i; ++k) {
                    g += V(k, i + 1) * V(k, j);
                }
                for (std::size_t k = 0; k <= i; ++k) {
                    V(k, j) -= g * d[k];
                }
            }
        }
        for (std::size_t k = 0; k <= i; ++k) {
            V(k, i + 1) = 0.0;
        }
    }
    for (std::size_t j = 0; j < n; ++j) {
        d[j] = V(n - 1, j);
        V(n - 1, j) = 0.0;
    }
    V(n - 1, n - 1) = 1.0;
    e[0] = 0.0;
}

// Implicit QL iterations on the tridiagonal (d, e), accumulating the rotations into `w`, the
// transpose of the tridiagonalising transformation (so that rotations touch rows, which are
// contiguous). After EISPACK's tql2.
void diagonalise(std::vector<double>& w, std::size_t n, std::vector<double>& d,
                 std::vector<double>& e) {
    for (std::size_t i = 1; i < n; ++i) {
        e[i - 1] = e[i];
    }
    e[n - 1] = 0.0;
    double f = 0.0, tst1 = 0.0;
    const double eps = std::ldexp(1.0, -52);
    for (std::size_t l = 0; l < n; ++l) {
        tst1 = std::max(tst1, std::abs(d[l]) + std::abs(e[l]));
        std::size_t m = l;
        while (m < n && std::abs(e[m]) > eps * tst1) {
            ++m;
        }
        if (m == n) {
            m = n - 1;  // e[n - 1] is 0, so this is only reached through rounding noise
        }
        if (m > l) {
            int iterations = 0;
            do {
                if (++iterations > 100) {
                    throw std::runtime_error("the symmetric eigensolver did not converge");
                }
                double g = d[l];
                double p = (d[l + 1] - g) / (2.0 * e[l]);
                double r = std::hypot(p, 1.0);
                if (p < 0) {
                    r = -r;
                }
                d[l] = e[l] / (p + r);
                d[l + 1] = e[l] * (p + r);
                const double dl1 = d[l + 1];
                double h = g - d[l];
                for (std::size_t i = l + 2; i < n; ++i) {
                    d[i] -= h;
                }
                f += h;
                p = d[m];
                double c = 1.0, c2 = 1.0, c3 = 1.0, s = 0.0, s2 = 0.0;
                const double el1 = e[l + 1];
                for (std::size_t i = m; i-- > l;) {
                    c3 = c2;
                    c2 = c;
                    s2 = s;
                    g = c * e[i];
                    h = c * p;
                    r = std::hypot(p, e[i]);
                    e[i + 1] = s * r;
                    s = e[i] / r;
                    c = p / r;
                    p = c * d[i] - s * g;
                    d[i + 1] = h + s * (c * g + s * d[i]);
                    double* rowI = &w[i * n];
                    double* rowNext = &w[(i + 1) * n];
                    for (std::size_t k = 0; k < n; ++k) {
                        const double t = rowNext[k];
                        rowNext[k] = s * rowI[k] + c * t;
                        rowI[k] = c * rowI[k] - s * t;
                    }
                }
                p = -s * s2 * c3 * el1 * e[l] / dl1;
                e[l] = s * p;
                d[l] = c * p;
            } while (std::abs(e[l]) > eps * tst1);
        }
        d[l] += f;
        e[l] = 0.0;
    }
}

}  // namespace

SymmetricEigen symmetricEigen(const std::vector<double>& matrix, std::size_t n) {
    if (matrix.size() != n * n) {
        throw InputError("a symmetric matrix of size " + std::to_string(n) + " needs " +
                         std::to_string(n * n) + " values, not " + std::to_string(matrix.size()));
    }
    for (const double x : matrix) {
        if (!std::isfinite(x)) {
            throw InputError("the matrix has a value that is not finite");
        }
    }
    SymmetricEigen result;
    result.n = n;
    if (n == 0) {
        return result;
    }
    std::vector<double> v(n * n);
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c <= r; ++c) {
            v[r * n + c] = v[c * n + r] = matrix[r * n + c];
        }
    }
    std::vector<double> d(n), e(n);
    tridiagonalise(v, n, d, e);  // v is symmetric, so its storage order does not matter here
    std::vector<double>& w = v;  // column-major V is row-major V^T: row k is column k of V
    diagonalise(w, n, d, e);
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return d[a] < d[b]; });
    result.values.resize(n);
    result.vectors.resize(n * n);
    for (std::size_t k = 0; k < n; ++k) {
        result.values[k] = d[order[k]];
        std::copy_n(&w[order[k] * n], n, &result.vectors[k * n]);
    }
    return result;
}

}  // namespace akshara::eval

#include "attrib/LeastSquares.h"

#include <cmath>
#include <utility>

#include "common/Error.h"

namespace akshara::attrib {

std::vector<double> weightedLeastSquares(const std::vector<std::vector<double>>& rows,
                                         const std::vector<double>& targets,
                                         const std::vector<double>& weights, double ridge) {
    if (rows.empty() || rows.size() != targets.size() || rows.size() != weights.size()) {
        throw InputError("least squares need as many targets and weights as samples");
    }
    const std::size_t k = rows[0].size() + 1;  // the intercept first
    // Normal equations A beta = c with A = X'WX (+ ridge on the coefficients), c = X'Wy.
    std::vector<std::vector<double>> a(k, std::vector<double>(k + 1, 0.0));
    for (std::size_t s = 0; s < rows.size(); ++s) {
        std::vector<double> x(k, 1.0);
        for (std::size_t j = 1; j < k; ++j) {
            x[j] = rows[s].at(j - 1);
        }
        for (std::size_t i = 0; i < k; ++i) {
            for (std::size_t j = 0; j < k; ++j) {
                a[i][j] += weights[s] * x[i] * x[j];
            }
            a[i][k] += weights[s] * x[i] * targets[s];
        }
    }
    for (std::size_t i = 1; i < k; ++i) {
        a[i][i] += ridge;
    }
    // Gaussian elimination with partial pivoting.
    double scale = 0;
    for (std::size_t i = 0; i < k; ++i) {
        scale = std::fmax(scale, std::fabs(a[i][i]));
    }
    for (std::size_t col = 0; col < k; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < k; ++r) {
            if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) {
                pivot = r;
            }
        }
        if (!(std::fabs(a[pivot][col]) > 1e-12 * (scale > 0 ? scale : 1.0))) {
            throw InputError("the weighted least squares system is singular: too few samples");
        }
        std::swap(a[col], a[pivot]);
        for (std::size_t r = 0; r < k; ++r) {
            if (r == col) {
                continue;
            }
            const double f = a[r][col] / a[col][col];
            for (std::size_t c = col; c <= k; ++c) {
                a[r][c] -= f * a[col][c];
            }
        }
    }
    std::vector<double> beta(k);
    for (std::size_t i = 0; i < k; ++i) {
        beta[i] = a[i][k] / a[i][i];
    }
    return beta;
}

}  // namespace akshara::attrib

#pragma once

#include <vector>

namespace akshara::attrib {

// Minimizes sum_i w_i (y_i - b - x_i . beta)^2 + ridge |beta|^2 over the intercept b and the
// coefficients beta; returns {b, beta...}. Rows are samples. Throws InputError when the
// system is singular (no ridge and too few distinct samples).
std::vector<double> weightedLeastSquares(const std::vector<std::vector<double>>& rows,
                                         const std::vector<double>& targets,
                                         const std::vector<double>& weights, double ridge);

}  // namespace akshara::attrib

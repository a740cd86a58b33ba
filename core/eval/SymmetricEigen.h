#pragma once

#include <cstddef>
#include <vector>

namespace akshara::eval {

// Eigenvalues in ascending order, and the unit eigenvector of each: vectors[k * n + i] is
// component i of the eigenvector of values[k].
struct SymmetricEigen {
    std::size_t n = 0;
    std::vector<double> values;
    std::vector<double> vectors;
};

// Eigendecomposition of the symmetric n x n row-major `matrix` (only its lower triangle is
// read) by Householder tridiagonalisation and the implicit QL algorithm (EISPACK tred2/tql2).
// Throws InputError when the size does not match or a value is not finite.
SymmetricEigen symmetricEigen(const std::vector<double>& matrix, std::size_t n);

}  // namespace akshara::eval

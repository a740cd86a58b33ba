#pragma once

#include <cstddef>
#include <vector>

namespace akshara::eval {

// Sentence embeddings: `rows` vectors of `columns` values each, row-major.
struct EmbeddingMatrix {
    std::size_t rows = 0;
    std::size_t columns = 0;
    std::vector<float> values;
};

// How embeddings become a similarity kernel: cosine (rows scaled to unit length, then dot
// products) or the plain dot product.
enum class SimilarityKernel { Cosine, Linear };

// The L-ensemble kernel of a determinantal point process over n items: either an explicit
// symmetric positive semidefinite n x n matrix, or L = X X^T for item features X (n x d),
// kept in that factored form so that nothing of size n x n is built.
class DppKernel {
public:
    // Throws InputError when the size does not match, a value is not finite or L is not symmetric.
    static DppKernel fromMatrix(std::vector<double> kernel, std::size_t n);
    // Throws InputError on a size mismatch, a value that is not finite, or (for cosine) a zero row.
    static DppKernel fromEmbeddings(const EmbeddingMatrix& embeddings, SimilarityKernel similarity);

    std::size_t size() const { return n_; }
    bool factored() const { return d_ > 0; }
    std::size_t featureCount() const { return d_; }
    const std::vector<double>& features() const { return values_; }  // n x d when factored
    double entry(std::size_t i, std::size_t j) const;
    // Writes column j of L (n values) to `out`.
    void column(std::size_t j, double* out) const;

private:
    std::size_t n_ = 0;
    std::size_t d_ = 0;           // feature count; 0 for an explicit matrix
    std::vector<double> values_;  // the n x n matrix, or the n x d features
};

// The natural log of det(L_S) for the items S; -infinity when L_S is singular.
double logDeterminant(const DppKernel& kernel, const std::vector<std::size_t>& items);

// Greedy MAP selection of k items: repeatedly adds the item that most increases log det(L_S)
// (incremental Cholesky, O(n k^2) after the kernel columns). Deterministic; ties go to the
// lowest index. Throws InputError when k exceeds n or the kernel's rank.
std::vector<std::size_t> greedyMapSelection(const DppKernel& kernel, std::size_t k);

}  // namespace akshara::eval

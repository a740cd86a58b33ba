#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

#include "common/Error.h"
#include "eval/SymmetricEigen.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

// max |A v - lambda v| over all pairs, and max |V V^T - I|.
void checkDecomposition(const std::vector<double>& a, std::size_t n, const SymmetricEigen& e,
                        double tolerance) {
    QCOMPARE(e.values.size(), n);
    for (std::size_t k = 0; k + 1 < n; ++k) {
        QVERIFY(e.values[k] <= e.values[k + 1]);
    }
    double residual = 0.0, orthogonality = 0.0;
    for (std::size_t k = 0; k < n; ++k) {
        const double* v = &e.vectors[k * n];
        for (std::size_t i = 0; i < n; ++i) {
            double av = 0.0;
            for (std::size_t j = 0; j < n; ++j) {
                av += a[i * n + j] * v[j];
            }
            residual = std::max(residual, std::abs(av - e.values[k] * v[i]));
        }
        for (std::size_t l = 0; l < n; ++l) {
            double dot = 0.0;
            for (std::size_t i = 0; i < n; ++i) {
                dot += v[i] * e.vectors[l * n + i];
            }
            orthogonality = std::max(orthogonality, std::abs(dot - (k == l ? 1.0 : 0.0)));
        }
    }
    QVERIFY2(residual < tolerance, qPrintable(QString("residual %1").arg(residual)));
    QVERIFY2(orthogonality < tolerance, qPrintable(QString("orthogonality %1").arg(orthogonality)));
}

}  // namespace

class TestSymmetricEigen : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownSpectrumOfTheSecondDifferenceMatrix() {
        // tridiag(-1, 2, -1) of size n has eigenvalues 2 - 2 cos(k pi / (n + 1)), k = 1..n.
        const std::size_t n = 12;
        std::vector<double> a(n * n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            a[i * n + i] = 2.0;
            if (i + 1 < n) {
                a[i * n + i + 1] = a[(i + 1) * n + i] = -1.0;
            }
        }
        const SymmetricEigen e = symmetricEigen(a, n);
        for (std::size_t k = 1; k <= n; ++k) {
            QVERIFY(std::abs(e.values[k - 1] - (2.0 - 2.0 * std::cos(k * M_PI / (n + 1)))) < 1e-12);
        }
        checkDecomposition(a, n, e, 1e-12);
    }

    void randomSymmetricMatrices() {
        std::mt19937_64 rng(5);
        std::normal_distribution<double> normal;
        for (const std::size_t n : {1u, 2u, 7u, 60u}) {
            std::vector<double> a(n * n);
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t j = 0; j <= i; ++j) {
                    a[i * n + j] = a[j * n + i] = normal(rng);
                }
            }
            checkDecomposition(a, n, symmetricEigen(a, n), 1e-10);
        }
    }

    void repeatedAndZeroEigenvalues() {
        // u u^T for u = (1, 2, 2): eigenvalues 0, 0, 9; and the zero matrix.
        const std::vector<double> a{1, 2, 2, 2, 4, 4, 2, 4, 4};
        const SymmetricEigen e = symmetricEigen(a, 3);
        QVERIFY(std::abs(e.values[0]) < 1e-12 && std::abs(e.values[1]) < 1e-12);
        QVERIFY(std::abs(e.values[2] - 9.0) < 1e-12);
        checkDecomposition(a, 3, e, 1e-12);
        const std::vector<double> zero(16, 0.0);
        checkDecomposition(zero, 4, symmetricEigen(zero, 4), 1e-15);
    }

    void refusesBadInput() {
        QVERIFY_THROWS_EXCEPTION(InputError, symmetricEigen({1, 2, 3}, 2));
        QVERIFY_THROWS_EXCEPTION(InputError, symmetricEigen({1, NAN, NAN, 1}, 2));
    }
};

QTEST_MAIN(TestSymmetricEigen)
#include "tst_symmetriceigen.moc"

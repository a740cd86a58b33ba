#include "attrib/WordPresence.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace akshara::attrib {

namespace {

double binomial(std::size_t n, std::size_t k) {
    double c = 1;
    for (std::size_t i = 1; i <= k; ++i) {
        c = c * static_cast<double>(n - k + i) / static_cast<double>(i);
    }
    return c;
}

// `count` distinct positions of 0..n-1, by a partial Fisher-Yates shuffle.
std::vector<double> randomSubset(std::size_t n, std::size_t count, std::mt19937_64& generator,
                                 double inside) {
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::vector<double> z(n, 1.0 - inside);
    for (std::size_t i = 0; i < count; ++i) {
        const auto j = i + static_cast<std::size_t>(generator() % (n - i));
        std::swap(order[i], order[j]);
        z[order[i]] = inside;
    }
    return z;
}

// An orthonormal basis of the coalitions drawn so far (with the full set, which the intercept
// and the pinned sets span anyway), to know whether the regression can be solved.
class Span {
public:
    explicit Span(std::size_t n) : n_(n) { add(std::vector<double>(n, 1.0)); }

    std::size_t rank() const { return basis_.size(); }

    // Adds `z` when it is not in the span yet; returns whether it was added.
    bool add(const std::vector<double>& z) {
        std::vector<double> r = z;
        for (const auto& b : basis_) {
            double dot = 0;
            for (std::size_t i = 0; i < n_; ++i) {
                dot += r[i] * b[i];
            }
            for (std::size_t i = 0; i < n_; ++i) {
                r[i] -= dot * b[i];
            }
        }
        double norm = 0;
        for (const double v : r) {
            norm += v * v;
        }
        norm = std::sqrt(norm);
        if (norm < 1e-9) {
            return false;
        }
        for (auto& v : r) {
            v /= norm;
        }
        basis_.push_back(std::move(r));
        return true;
    }

private:
    std::size_t n_;
    std::vector<std::vector<double>> basis_;
};

}  // namespace

PresenceSamples shapleySamples(std::size_t n, std::size_t budget, std::uint64_t seed) {
    PresenceSamples out;
    out.presence.push_back(std::vector<double>(n, 1.0));
    out.weights.push_back(0);
    out.presence.push_back(std::vector<double>(n, 0.0));
    out.weights.push_back(0);
    const auto kernel = [n](std::size_t s) {
        return static_cast<double>(n - 1) /
               (binomial(n, s) * static_cast<double>(s) * static_cast<double>(n - s));
    };
    double total = 0;
    if (n >= 2 && n < 31 && (std::size_t(1) << n) - 2 <= budget) {
        for (std::size_t set = 1; set + 1 < (std::size_t(1) << n); ++set) {
            std::vector<double> z(n);
            std::size_t size = 0;
            for (std::size_t i = 0; i < n; ++i) {
                z[i] = (set >> i) & 1U ? 1.0 : 0.0;
                size += (set >> i) & 1U;
            }
            out.presence.push_back(std::move(z));
            out.weights.push_back(kernel(size));
            total += out.weights.back();
        }
    } else if (n >= 2) {
        // Sizes drawn in proportion to the kernel's total weight per size, (n-1)/(s(n-s)).
        std::vector<double> sizeWeights;
        for (std::size_t s = 1; s < n; ++s) {
            sizeWeights.push_back(1.0 / (static_cast<double>(s) * static_cast<double>(n - s)));
        }
        const double sum = std::accumulate(sizeWeights.begin(), sizeWeights.end(), 0.0);
        std::mt19937_64 generator(seed);
        Span span(n);
        for (std::size_t k = 0; k < budget; ++k) {
            // Random coalitions can leave the regression without a solution (a set and its
            // complement twice). When the draws left are only as many as the directions still
            // missing, each one is a single word outside the span, so that any budget of at
            // least n - 1 gives a solvable system whatever the seed.
            if (budget - k <= n - span.rank()) {
                // While the rank is short of n, some single word lies outside the span.
                std::vector<double> single(n, 0.0);
                for (std::size_t i = 0; i < n; ++i) {
                    std::fill(single.begin(), single.end(), 0.0);
                    single[i] = 1.0;
                    if (span.add(single)) {
                        break;
                    }
                }
                out.presence.push_back(std::move(single));
                out.weights.push_back(1.0);
                total += 1.0;
                continue;
            }
            const double u = static_cast<double>(generator() >> 11) * 0x1.0p-53 * sum;
            std::size_t size = 1;
            double running = 0;
            for (std::size_t s = 1; s < n; ++s) {
                running += sizeWeights[s - 1];
                size = s;
                if (u < running) {
                    break;
                }
            }
            out.presence.push_back(randomSubset(n, size, generator, 1.0));
            if (span.rank() < n) {  // once every direction is there, no draw can add one
                span.add(out.presence.back());
            }
            out.weights.push_back(1.0);
            total += 1.0;
        }
    }
    const double pinned = 1e6 * (total > 0 ? total : 1.0);
    out.weights[0] = pinned;
    out.weights[1] = pinned;
    return out;
}

PresenceSamples limeSamples(std::size_t n, std::size_t budget, std::uint64_t seed) {
    PresenceSamples out;
    out.presence.push_back(std::vector<double>(n, 1.0));
    out.weights.push_back(1.0);
    std::mt19937_64 generator(seed);
    for (std::size_t k = 1; k < budget && n >= 1; ++k) {
        // One word: the only other set is the empty one.
        const auto removed = n == 1 ? 1 : 1 + static_cast<std::size_t>(generator() % (n - 1));
        auto z = randomSubset(n, removed, generator, 0.0);
        const double kept = static_cast<double>(n - removed);
        const double distance = 100.0 * (1.0 - std::sqrt(kept / static_cast<double>(n)));
        out.presence.push_back(std::move(z));
        out.weights.push_back(std::sqrt(std::exp(-(distance * distance) / (25.0 * 25.0))));
    }
    return out;
}

}  // namespace akshara::attrib

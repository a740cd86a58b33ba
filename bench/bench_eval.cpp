// Timings of the evaluation library on synthetic inputs of realistic size: k-DPP sampling and
// greedy MAP selection over sentence embeddings, the symmetric eigensolver, bootstrap
// intervals and corpus chrF, in processor seconds. Usage: bench_eval [items] [dimensions]
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include "eval/Bootstrap.h"
#include "eval/Chrf.h"
#include "eval/DppKernel.h"
#include "eval/KDppSampler.h"
#include "eval/SymmetricEigen.h"

using namespace akshara::eval;

namespace {

// Processor time of this (single-threaded) program, so that figures do not depend on what else
// the machine runs.
struct Clock {
    static std::clock_t now() { return std::clock(); }
};

double secondsSince(std::clock_t start) {
    return double(std::clock() - start) / CLOCKS_PER_SEC;
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t items = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 3000;
    const std::size_t dimensions = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 768;
    std::mt19937_64 rng(1);
    std::normal_distribution<float> normal;

    EmbeddingMatrix embeddings{items, dimensions, std::vector<float>(items * dimensions)};
    for (float& x : embeddings.values) {
        x = normal(rng);
    }
    auto start = Clock::now();
    const DppKernel kernel = DppKernel::fromEmbeddings(embeddings, SimilarityKernel::Cosine);
    const KDppSampler sampler(kernel);
    std::printf("k-DPP set-up (dual eigendecomposition), %zu x %zu embeddings: %.2f s\n", items,
                dimensions, secondsSince(start));
    for (const std::size_t k : {100u, 300u}) {
        start = Clock::now();
        const auto sample = sampler.sample(k, 7);
        std::printf("k-DPP sample, k = %zu: %.2f s (%zu items)\n", k, secondsSince(start),
                    sample.size());
        start = Clock::now();
        const auto greedy = greedyMapSelection(kernel, k);
        std::printf("greedy MAP, k = %zu: %.2f s (%zu items)\n", k, secondsSince(start),
                    greedy.size());
    }

    const std::size_t n = 1000;
    std::vector<double> symmetric(n * n);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j <= i; ++j) {
            symmetric[i * n + j] = symmetric[j * n + i] = normal(rng);
        }
    }
    start = Clock::now();
    const SymmetricEigen eigen = symmetricEigen(symmetric, n);
    std::printf("symmetric eigendecomposition, %zu x %zu: %.2f s\n", n, n, secondsSince(start));

    std::vector<bool> first(5010), second(5010);
    for (std::size_t i = 0; i < first.size(); ++i) {
        first[i] = (rng() % 100) < 70;
        second[i] = (rng() % 100) < 65;
    }
    start = Clock::now();
    const Interval single = bootstrapAccuracy(first, BootstrapOptions{});
    std::printf("bootstrap accuracy interval, 5010 examples, 1000 resamples: %.3f s [%.4f, %.4f]\n",
                secondsSince(start), single.low, single.high);
    start = Clock::now();
    const Interval paired = pairedBootstrapDifference(first, second, BootstrapOptions{});
    std::printf("paired bootstrap difference, 5010 examples, 1000 resamples: %.3f s [%.4f, %.4f]\n",
                secondsSince(start), paired.low, paired.high);

    const std::string hypothesis = "यह एक उदाहरण वाक्य है जिसमें कुछ शब्द बदले गए हैं और कुछ नहीं";
    const std::string reference = "यह एक उदाहरण वाक्य है जिस में कुछ शब्द बदले गये हैं और कुछ नहीं";
    std::vector<std::string_view> hypotheses(5010, hypothesis), references(5010, reference);
    start = Clock::now();
    const double chrf = corpusChrf(hypotheses, references);
    std::printf("corpus chrF, 5010 Hindi sentence pairs: %.3f s (chrF %.2f)\n", secondsSince(start),
                chrf);
    return eigen.values.empty() ? 1 : 0;
}

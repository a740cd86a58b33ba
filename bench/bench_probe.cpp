// bench_probe [--cuda] [--max-iterations N] [--memory heap|kept|none] OUT_DIR
//             [LAYERS SENTENCES HIDDEN CLASSES]
// Synthetic probing features (default 13 layers x 10,000 sentences x 768 units, 8 classes):
// class means are Gaussian directions whose separation grows with the layer, plus unit noise.
// Writes OUT_DIR/features.f32 ([layers, sentences, hidden] float32, little endian),
// OUT_DIR/labels.i32, OUT_DIR/folds.i32 (the stratified 5-fold split) and OUT_DIR/shape.txt,
// trains every layer and fold with probeLayers() (on the first CUDA device with --cuda), and
// prints the time and the accuracies. With --cuda the device is started before the clock.

#include <torch/torch.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

#include "common/Memory.h"
#include "model/TensorMemory.h"
#include "probe/Probe.h"

int main(int argc, char** argv) {
    bool cuda = false;
    std::string memory = "heap";
    std::size_t maxIterations = 100;
    while (argc > 1 && argv[1][0] == '-') {
        const std::string flag = argv[1];
        if (flag == "--cuda") {
            cuda = true;
        } else if (flag == "--memory" && argc > 2) {
            memory = argv[2];
            --argc;
            ++argv;
        } else if (flag == "--max-iterations" && argc > 2) {
            maxIterations = std::strtoul(argv[2], nullptr, 10);
            --argc;
            ++argv;
        } else {
            break;
        }
        --argc;
        ++argv;
    }
    // heap: as akshara-cli does; kept: only the C library's settings; none: neither.
    if (memory == "heap") {
        akshara::model::keepFreedMemory();
    } else if (memory == "kept") {
        akshara::common::keepFreedMemory();
    } else if (memory != "none") {
        argc = 0;  // the usage below
    }
    if (argc != 2 && argc != 6) {
        std::fprintf(
            stderr,
            "usage: bench_probe [--cuda] [--max-iterations N] [--memory heap|kept|none] OUT_DIR "
            "[LAYERS SENTENCES HIDDEN CLASSES]\n");
        return 2;
    }
    const std::string out = argv[1];
    const std::size_t layers = argc == 6 ? std::strtoul(argv[2], nullptr, 10) : 13;
    const std::size_t sentences = argc == 6 ? std::strtoul(argv[3], nullptr, 10) : 10000;
    const std::size_t hidden = argc == 6 ? std::strtoul(argv[4], nullptr, 10) : 768;
    const int classes = argc == 6 ? std::atoi(argv[5]) : 8;

    std::mt19937_64 random(20261129);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    std::vector<int> labels(sentences);
    for (std::size_t i = 0; i < sentences; ++i)
        labels[i] = static_cast<int>(random() % classes);
    // Unit-norm class directions, shared by the layers; separation 0.3 .. 2.7 by layer.
    std::vector<float> directions(static_cast<std::size_t>(classes) * hidden);
    for (int c = 0; c < classes; ++c) {
        double norm = 0.0;
        for (std::size_t u = 0; u < hidden; ++u) {
            const float v = normal(random);
            directions[c * hidden + u] = v;
            norm += double(v) * v;
        }
        for (std::size_t u = 0; u < hidden; ++u)
            directions[c * hidden + u] /= static_cast<float>(std::sqrt(norm));
    }
    akshara::probe::LayerStates states;
    states.layers = layers;
    states.sentences = sentences;
    states.hidden = hidden;
    states.values.resize(layers * sentences * hidden);
    for (std::size_t l = 0; l < layers; ++l) {
        const float separation = 0.3f + 2.4f * static_cast<float>(l) / static_cast<float>(layers);
        for (std::size_t i = 0; i < sentences; ++i) {
            float* v = &states.values[(l * sentences + i) * hidden];
            const float* d = &directions[static_cast<std::size_t>(labels[i]) * hidden];
            for (std::size_t u = 0; u < hidden; ++u)
                v[u] = separation * d[u] + normal(random);
        }
    }
    akshara::probe::ProbeOptions options;  // 5 folds, C = 1, 100 L-BFGS iterations
    options.cuda = cuda;
    options.maxIterations = maxIterations;
    const auto folds = akshara::probe::stratifiedFolds(labels, options.folds, options.seed);
    {
        std::ofstream f(out + "/features.f32", std::ios::binary);
        f.write(reinterpret_cast<const char*>(states.values.data()),
                static_cast<std::streamsize>(states.values.size() * sizeof(float)));
        std::ofstream g(out + "/labels.i32", std::ios::binary);
        g.write(reinterpret_cast<const char*>(labels.data()),
                static_cast<std::streamsize>(labels.size() * sizeof(int)));
        std::vector<int> fold32(folds.begin(), folds.end());
        std::ofstream h(out + "/folds.i32", std::ios::binary);
        h.write(reinterpret_cast<const char*>(fold32.data()),
                static_cast<std::streamsize>(fold32.size() * sizeof(int)));
        std::ofstream s(out + "/shape.txt");
        s << layers << ' ' << sentences << ' ' << hidden << ' ' << classes << ' ' << options.folds
          << '\n';
    }
    if (cuda && !torch::cuda::is_available()) {
        std::fprintf(stderr, "bench_probe: --cuda, but libtorch sees no CUDA device\n");
        return 1;
    }
    if (cuda) {
        // The device's one-time start-up (its context, the matrix library's handle) is not
        // the probes' work and scikit-learn pays nothing like it: done before the clock
        // starts, and reported.
        const auto warm = std::chrono::steady_clock::now();
        const auto a = torch::ones({256, 256}, torch::Device(torch::kCUDA, 0));
        (void)torch::mm(a, a).sum().item<float>();
        std::printf("CUDA start-up (not timed): %.2f s\n",
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - warm).count());
    }
    const auto start = std::chrono::steady_clock::now();
    const auto result = akshara::probe::probeLayers(states, labels, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf(
        "akshara probe: %zu layers x %zu folds, %zu sentences, %zu units, %d classes: "
        "%.2f s (%zu iterations, mean objective %.4f)\n",
        layers, options.folds, sentences, hidden, classes, seconds, result.iterations,
        result.objective);
    for (std::size_t l = 0; l < layers; ++l)
        std::printf("layer %2zu accuracy %.4f std %.4f\n", l, result.layers[l].mean,
                    result.layers[l].std);
    return 0;
}

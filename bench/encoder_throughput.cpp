// Throughput of the model runtime on an mBERT-base-shaped encoder with random weights:
// embeds sentences of 8-64 tokens (every hidden state mean-pooled) and compares the
// achieved floating-point rate with this machine's own fp32 matrix-multiply rate
// (torch::mm on large square matrices, same thread count).
//
//   encoder_throughput [--sentences N] [--vocab N] [--batch-size N] [--threads N]

#include <torch/torch.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"

using namespace akshara;
using Clock = std::chrono::steady_clock;

namespace {

constexpr std::int64_t kHidden = 768, kLayers = 12, kHeads = 12, kIntermediate = 3072,
                       kPositions = 512;

double seconds(Clock::time_point since) {
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// Writes config.json and model.safetensors of a random BERT-base encoder into `dir`.
void writeRandomModel(const std::string& dir, std::int64_t vocab) {
    std::filesystem::create_directories(dir);
    nlohmann::json config = {{"architectures", {"BertModel"}},
                             {"model_type", "bert"},
                             {"vocab_size", vocab},
                             {"hidden_size", kHidden},
                             {"num_hidden_layers", kLayers},
                             {"num_attention_heads", kHeads},
                             {"intermediate_size", kIntermediate},
                             {"max_position_embeddings", kPositions},
                             {"type_vocab_size", 2}};
    writeFileAtomically(dir + "/config.json", config.dump(2));
    std::mt19937 rng(7);
    std::normal_distribution<float> normal(0.0f, 0.02f);
    model::SafetensorsWriter writer;
    auto random = [&](const std::string& name, std::vector<std::int64_t> shape) {
        model::Array a{shape, {}};
        a.values.resize(a.elementCount());
        for (auto& v : a.values) {
            v = normal(rng);
        }
        writer.addFloat(name, a);
    };
    auto constant = [&](const std::string& name, std::int64_t n, float value) {
        writer.addFloat(name,
                        model::Array{{n}, std::vector<float>(static_cast<std::size_t>(n), value)});
    };
    auto linear = [&](const std::string& name, std::int64_t out, std::int64_t in) {
        random(name + ".weight", {out, in});
        constant(name + ".bias", out, 0.0f);
    };
    auto norm = [&](const std::string& name) {
        constant(name + ".weight", kHidden, 1.0f);
        constant(name + ".bias", kHidden, 0.0f);
    };
    random("embeddings.word_embeddings.weight", {vocab, kHidden});
    random("embeddings.position_embeddings.weight", {kPositions, kHidden});
    random("embeddings.token_type_embeddings.weight", {2, kHidden});
    norm("embeddings.LayerNorm");
    for (std::int64_t l = 0; l < kLayers; ++l) {
        const auto p = "encoder.layer." + std::to_string(l) + ".";
        linear(p + "attention.self.query", kHidden, kHidden);
        linear(p + "attention.self.key", kHidden, kHidden);
        linear(p + "attention.self.value", kHidden, kHidden);
        linear(p + "attention.output.dense", kHidden, kHidden);
        norm(p + "attention.output.LayerNorm");
        linear(p + "intermediate.dense", kIntermediate, kHidden);
        linear(p + "output.dense", kHidden, kIntermediate);
        norm(p + "output.LayerNorm");
    }
    linear("pooler.dense", kHidden, kHidden);
    writer.write(dir + "/model.safetensors");
}

// fp32 GFLOP/s of torch::mm on n x n matrices (best of several runs).
double matmulRate(std::int64_t n) {
    torch::NoGradGuard noGrad;
    auto a = torch::randn({n, n});
    auto b = torch::randn({n, n});
    auto c = torch::mm(a, b);  // warm-up
    double best = 0;
    for (int run = 0; run < 5; ++run) {
        const auto start = Clock::now();
        c = torch::mm(a, b);
        const double s = seconds(start);
        best = std::max(best, 2.0 * n * n * n / s / 1e9);
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t sentences = 2000;
    std::int64_t vocab = 30000;
    model::EncoderOptions options;
    options.device = model::DeviceChoice::Cpu;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const long long value = std::atoll(argv[i + 1]);
        if (name == "--sentences") {
            sentences = static_cast<std::size_t>(value);
        } else if (name == "--vocab") {
            vocab = value;
        } else if (name == "--batch-size") {
            options.batchSize = static_cast<std::size_t>(value);
        } else if (name == "--threads") {
            options.cpuThreads = static_cast<int>(value);
        } else {
            std::fprintf(stderr, "unknown option %s\n", name.c_str());
            return 2;
        }
    }
    const std::string dir =
        (std::filesystem::temp_directory_path() / "akshara-bench-mbert-shaped").string();
    auto start = Clock::now();
    writeRandomModel(dir, vocab);
    std::fprintf(stderr, "wrote a random model in %.1f s\n", seconds(start));
    start = Clock::now();
    const auto encoder = model::Encoder::load(dir, options);
    std::printf("load: %.2f s (%llu parameters)\n", seconds(start),
                static_cast<unsigned long long>(encoder.info().parameterCount));

    std::mt19937 rng(11);
    std::uniform_int_distribution<int> length(8, 64);
    std::uniform_int_distribution<std::int64_t> token(5, vocab - 1);
    std::vector<model::Encoding> inputs(sentences);
    std::size_t tokens = 0;
    double flops = 0;
    const double perTokenLinear =
        2.0 * kLayers * (4.0 * kHidden * kHidden + 2.0 * kHidden * kIntermediate);
    for (auto& input : inputs) {
        const int n = length(rng);
        input.ids.push_back(2);
        for (int k = 1; k + 1 < n; ++k) {
            input.ids.push_back(token(rng));
        }
        input.ids.push_back(3);
        tokens += input.ids.size();
        // Linear layers per token, plus QK^T and PV over the sentence's own tokens.
        flops += perTokenLinear * n + 2.0 * kLayers * 2.0 * n * n * kHidden;
    }
    model::ForwardOptions what;
    what.meanPooled = true;
    encoder.forward(std::vector<model::Encoding>(inputs.begin(), inputs.begin() + 64), what);
    start = Clock::now();
    const auto outputs = encoder.forward(inputs, what);
    const double elapsed = seconds(start);
    const double rate = flops / elapsed / 1e9;
    const double mm = matmulRate(2048);
    std::printf("threads: %d, batch size: %zu\n", at::get_num_threads(), encoder.batchSize());
    std::printf("embedded %zu sentences, %zu tokens in %.2f s: %.0f tokens/s, %.1f sentences/s\n",
                sentences, tokens, elapsed, tokens / elapsed, sentences / elapsed);
    std::printf("encoder: %.1f GFLOP/s; torch::mm 2048x2048 fp32: %.1f GFLOP/s; fraction %.0f%%\n",
                rate, mm, 100.0 * rate / mm);
    std::printf("pooled output shape of one sentence: [%lld, %lld]\n",
                static_cast<long long>(outputs[0].meanPooled.shape[0]),
                static_cast<long long>(outputs[0].meanPooled.shape[1]));
    std::filesystem::remove_all(dir);
    return 0;
}

// Throughput of the model runtime on an mBERT-base-shaped encoder with random weights:
// embeds sentences of 8-64 tokens (every hidden state mean-pooled) and compares the
// achieved floating-point rate with this machine's own fp32 matrix-multiply rate
// (torch::mm on large square matrices, same thread count).
//
//   encoder_throughput [--sentences N] [--vocab N] [--batch-size N[,N...]] [--threads N]
//                      [--device cpu|cuda] [--dtype float32|bfloat16|float16]
//                      [--attention length|mask] [--cudnn-attention on|off]
//                      [--sdpa-kernel flash|efficient|math|cudnn]
//                      [--unpack aside|inline]
//                      [--results inputs|batches|matrix|matrix-populated|matrix-huge[,...]]
//                      [--model-dir DIR] [--ids-out FILE] [--json-out FILE]
//   encoder_profile    ... the same options ... [--profile N]
//
// --attention mask runs every batch through the additive padding mask instead of attending
// run by run over inputs of one length (EncoderOptions::attentionByLength), to compare the two.
// --cudnn-attention on lets libtorch's fused attention on CUDA run cuDNN's kernel, which the
// runtime keeps it off (internal::preferFlashAttention), to compare the two kernels.
// --sdpa-kernel leaves libtorch's fused attention (2.4 on) that one kernel alone: flash
// attention, the memory-efficient kernel, the unfused products ("math") or cuDNN's, to compare
// them on the runs of one length; a kernel that cannot run the inputs is an error.
//
// --results says where the pooled states go. inputs (the default): Encoder::forward(), an
// output of its own per input, as `akshara-cli embed` takes them. batches: forwardRows(),
// each batch's rows kept as they arrive in host memory, as bench/hf_extraction.py keeps a
// float32 tensor per batch. matrix: forwardRows(), every row copied into one [sentences,
// layers+1, hidden] float32 buffer allocated after the clock starts, as probing gathers them.
// matrix-populated and matrix-huge: the same with the buffer mapped with MAP_POPULATE (the
// kernel fills the pages in at once) or advised MADV_HUGEPAGE (see bench/host_pages.cpp).
// Several, separated by commas, are measured one after the other at every batch size.
//
// --unpack inline (the default) copies each batch's outputs out on the calling thread between
// queueing batches; aside, on a thread of its own (EncoderOptions::unpackAside).
//
// Several batch sizes are measured one after the other on the same loaded model, and the best
// is reported as well. Each size starts with the freed memory of the sizes before it handed
// back to the system, so that each pays the same first touch of its result buffers.
//
// encoder_profile is this program built with libtorch's profiler: --profile N then runs N of
// the batches the measured run has (the set sorted by length and cut into batches of the best
// size), spread evenly over it, under the profiler, and prints where the device's time (on the
// CPU, the host's) went, kernel by kernel.
//
// With --model-dir the random model is written there and kept (so that another program, the
// Hugging Face library in bench/hf_extraction.py, can load the same weights), and --ids-out
// writes the token ids of every sentence as JSON lines, for the same comparison.

#include <sys/mman.h>
#include <torch/torch.h>
#include <torch/version.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "common/FileIo.h"
#include "common/Memory.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/TensorMemory.h"
#if defined(AKSHARA_KERNEL_PROFILE)
#include "KernelProfile.h"
#endif

using namespace akshara;
using Clock = std::chrono::steady_clock;

namespace {

constexpr std::int64_t kHidden = 768, kLayers = 12, kHeads = 12, kIntermediate = 3072,
                       kPositions = 512;

double seconds(Clock::time_point since) {
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// `count` floats of an anonymous mapping: filled in by the kernel at once (MAP_POPULATE), or
// advised to use transparent huge pages and filled in as touched.
std::shared_ptr<float> mappedFloats(std::size_t count, bool huge) {
    const std::size_t bytes = count * sizeof(float);
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | (huge ? 0 : MAP_POPULATE), -1, 0);
    if (p == MAP_FAILED) {
        throw std::bad_alloc();
    }
    if (huge) {
        madvise(p, bytes, MADV_HUGEPAGE);
    }
    return std::shared_ptr<float>(static_cast<float*>(p), [bytes](float* f) { munmap(f, bytes); });
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

// GFLOP/s of torch::mm on n x n matrices of the device and dtype (best of several runs).
double matmulRate(std::int64_t n, torch::Device device, torch::Dtype dtype) {
    torch::NoGradGuard noGrad;
    const auto opts = torch::TensorOptions().device(device).dtype(dtype);
    auto a = torch::randn({n, n}, opts);
    auto b = torch::randn({n, n}, opts);
    auto c = torch::mm(a, b);  // warm-up
    const auto sync = [&] {
        if (device.is_cuda()) {
            c.sum().item<float>();
        }
    };
    sync();
    double best = 0;
    for (int run = 0; run < 5; ++run) {
        const auto start = Clock::now();
        const int repeats = device.is_cuda() ? 10 : 1;
        for (int r = 0; r < repeats; ++r) {
            c = torch::mm(a, b);
        }
        sync();
        const double s = seconds(start) / repeats;
        best = std::max(best, 2.0 * n * n * n / s / 1e9);
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t sentences = 2000;
    std::string memory = "heap";
    std::int64_t vocab = 30000;
    model::EncoderOptions options;
    options.device = model::DeviceChoice::Cpu;
    std::string modelDir, idsOut, jsonOut;
    std::vector<std::size_t> batchSizes;
    [[maybe_unused]] long long profileBatches = 0;
    bool cudnnAttention = false;
    std::string sdpaKernel;
    std::vector<std::string> resultModes;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string text = argv[i + 1];
        const long long value = std::atoll(argv[i + 1]);
        if (name == "--device") {
            options.device = text == "cuda" ? model::DeviceChoice::Cuda : model::DeviceChoice::Cpu;
        } else if (name == "--dtype") {
            options.dtype = text == "bfloat16"  ? model::ComputeType::BFloat16
                            : text == "float16" ? model::ComputeType::Float16
                                                : model::ComputeType::Float32;
        } else if (name == "--attention") {
            if (text != "length" && text != "mask") {
                std::fprintf(stderr, "--attention takes length or mask\n");
                return 2;
            }
            options.attentionByLength = text == "length";
        } else if (name == "--cudnn-attention") {
            if (text != "on" && text != "off") {
                std::fprintf(stderr, "--cudnn-attention takes on or off\n");
                return 2;
            }
            cudnnAttention = text == "on";
        } else if (name == "--sdpa-kernel") {
            if (text != "flash" && text != "efficient" && text != "math" && text != "cudnn") {
                std::fprintf(stderr, "--sdpa-kernel takes flash, efficient, math or cudnn\n");
                return 2;
            }
            sdpaKernel = text;
        } else if (name == "--unpack") {
            if (text != "aside" && text != "inline") {
                std::fprintf(stderr, "--unpack takes aside or inline\n");
                return 2;
            }
            options.unpackAside = text == "aside";
        } else if (name == "--results") {
            std::size_t from = 0;
            while (from <= text.size()) {
                auto comma = text.find(',', from);
                comma = comma == std::string::npos ? text.size() : comma;
                const auto mode = text.substr(from, comma - from);
                if (mode != "inputs" && mode != "batches" && mode != "matrix" &&
                    mode != "matrix-populated" && mode != "matrix-huge") {
                    std::fprintf(
                        stderr,
                        "--results takes inputs, batches or matrix[-populated|-huge], separated "
                        "by commas\n");
                    return 2;
                }
                resultModes.push_back(mode);
                from = comma + 1;
            }
        } else if (name == "--model-dir") {
            modelDir = text;
        } else if (name == "--ids-out") {
            idsOut = text;
        } else if (name == "--json-out") {
            jsonOut = text;
        } else if (name == "--sentences") {
            sentences = static_cast<std::size_t>(value);
        } else if (name == "--memory") {
            memory = text;
        } else if (name == "--vocab") {
            vocab = value;
        } else if (name == "--batch-size") {
            std::size_t from = 0;
            while (from < text.size()) {
                auto comma = text.find(',', from);
                comma = comma == std::string::npos ? text.size() : comma;
                const long long size = std::atoll(text.substr(from, comma - from).c_str());
                if (size <= 0) {
                    std::fprintf(stderr,
                                 "--batch-size takes positive sizes, separated by commas\n");
                    return 2;
                }
                batchSizes.push_back(static_cast<std::size_t>(size));
                from = comma + 1;
            }
        } else if (name == "--threads") {
            options.cpuThreads = static_cast<int>(value);
        } else if (name == "--profile") {
#if defined(AKSHARA_KERNEL_PROFILE)
            profileBatches = value;
#else
            std::fprintf(stderr, "--profile: this build has no profiler; run encoder_profile\n");
            return 2;
#endif
        } else {
            std::fprintf(stderr, "unknown option %s\n", name.c_str());
            return 2;
        }
    }
    // heap: as akshara-cli does; kept: only the C library's settings; none: neither.
    if (memory == "heap") {
        akshara::model::keepFreedMemory();
    } else if (memory == "kept") {
        akshara::common::keepFreedMemory();
    } else if (memory != "none") {
        std::fprintf(stderr, "--memory takes heap, kept or none\n");
        return 2;
    }
#if !(TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4))
    if (!sdpaKernel.empty()) {
        std::fprintf(stderr, "--sdpa-kernel needs libtorch 2.4 or later\n");
        return 2;
    }
#endif
    const bool keep = !modelDir.empty();
    const std::string dir =
        keep ? modelDir
             : (std::filesystem::temp_directory_path() / "akshara-bench-mbert-shaped").string();
    auto start = Clock::now();
    if (!keep || !std::filesystem::exists(dir + "/model.safetensors")) {
        writeRandomModel(dir, vocab);
        std::fprintf(stderr, "wrote a random model in %.1f s\n", seconds(start));
    }
    if (!batchSizes.empty()) {
        options.batchSize = batchSizes.front();
    }
    start = Clock::now();
    auto encoder = model::Encoder::load(dir, options);
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
    if (!idsOut.empty()) {
        std::string lines;
        for (const auto& input : inputs) {
            lines += nlohmann::json(input.ids).dump() + "\n";
        }
        writeFileAtomically(idsOut, lines);
    }
    const bool cuda = options.device == model::DeviceChoice::Cuda;
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
    if (cudnnAttention) {
        at::globalContext().setSDPUseCuDNN(true);  // after the load, which turned it off
    }
    if (!sdpaKernel.empty()) {
        auto& context = at::globalContext();
        context.setSDPUseFlash(sdpaKernel == "flash");
        context.setSDPUseMemEfficient(sdpaKernel == "efficient");
        context.setSDPUseMath(sdpaKernel == "math");
        context.setSDPUseCuDNN(sdpaKernel == "cudnn");
    }
#endif
    const torch::Dtype dtype = options.dtype == model::ComputeType::BFloat16  ? torch::kBFloat16
                               : options.dtype == model::ComputeType::Float16 ? torch::kHalf
                                                                              : torch::kFloat32;
    const double mm = matmulRate(
        cuda ? 8192 : 2048, cuda ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU), dtype);
    if (resultModes.empty()) {
        resultModes.push_back("inputs");
    }
    std::printf("device: %s, dtype: %s, threads: %d, attention: %s%s, unpacking %s\n",
                encoder.info().device.c_str(), encoder.info().computeDType.c_str(),
                at::get_num_threads(), options.attentionByLength ? "by length" : "masked",
                cudnnAttention       ? ", cuDNN's kernel allowed"
                : sdpaKernel.empty() ? ""
                                     : (", kernel: " + sdpaKernel + " alone").c_str(),
                options.unpackAside ? "aside" : "inline");
    std::printf("torch::mm %dx%d %s: %.1f GFLOP/s\n", cuda ? 8192 : 2048, cuda ? 8192 : 2048,
                encoder.info().computeDType.c_str(), mm);
    if (batchSizes.empty()) {
        batchSizes.push_back(encoder.batchSize());
    }
    nlohmann::json runs = nlohmann::json::array();
    std::size_t best = 0;
    for (const auto& results : resultModes) {
        for (const auto size : batchSizes) {
            encoder.setBatchSize(size);
            model::ForwardOptions what;
            what.meanPooled = true;
            // Warm-up on two batches of this size, as bench/hf_extraction.py does: the device's
            // memory pool and the matrix library's choices for these shapes, before the clock.
            const auto warm = static_cast<std::ptrdiff_t>(
                std::min(inputs.size(), std::max<std::size_t>(64, 2 * encoder.batchSize())));
            encoder.forward(std::vector<model::Encoding>(inputs.begin(), inputs.begin() + warm),
                            what);
            model::ForwardTimings timings;
            what.timings = &timings;
            common::releaseFreedMemory();
            const auto& info = encoder.info();
            const auto rowSize = static_cast<std::size_t>((info.numLayers + 1) * info.hiddenSize);
            std::vector<model::EncoderOutput> outputs;
            std::vector<model::PooledRows> kept;
            std::shared_ptr<float> matrix;
            std::size_t rowsTaken = 0;
            start = Clock::now();
            if (results == "inputs") {
                outputs = encoder.forward(inputs, what);
            } else {
                if (results == "matrix") {
                    matrix.reset(new float[inputs.size() * rowSize],
                                 std::default_delete<float[]>());
                } else if (results != "batches") {
                    matrix = mappedFloats(inputs.size() * rowSize, results == "matrix-huge");
                }
                encoder.forwardRows(inputs, what, [&](const model::PooledRows& rows) {
                    rowsTaken += rows.inputs.size();
                    if (!matrix) {
                        kept.push_back(rows);
                        return;
                    }
                    const float* source = rows.meanPooled.get();
                    at::parallel_for(0, static_cast<std::int64_t>(rows.inputs.size()), 64,
                                     [&](std::int64_t begin, std::int64_t end) {
                                         for (auto r = begin; r < end; ++r) {
                                             std::copy_n(source + r * rowSize, rowSize,
                                                         matrix.get() + rows.inputs[r] * rowSize);
                                         }
                                     });
                });
            }
            const double elapsed = seconds(start);
            const double rate = flops / elapsed / 1e9;
            std::printf(
                "results %s, batch size %zu: embedded %zu sentences, %zu tokens in %.2f s: %.0f "
                "tokens/s, %.1f sentences/s\n",
                results.c_str(), encoder.batchSize(), sentences, tokens, elapsed, tokens / elapsed,
                sentences / elapsed);
            std::printf("  encoder: %.1f GFLOP/s, fraction of torch::mm %.1f%%\n", rate,
                        100.0 * rate / mm);
            // On CUDA the host queues batch i + 1 before it waits for batch i: queueing near the
            // whole time means the host's launches, not the device, set the pace.
            std::printf(
                "  host: queueing %.2f s, waiting %.2f s, unpacking %.2f s (%zu batches, on up "
                "to %zu threads), %.2f s of them beside the queueing\n",
                timings.queueing, timings.waiting, timings.unpacking, timings.batches,
                timings.unpackThreads, timings.aside);
            const bool complete = results == "inputs"
                                      ? outputs.size() == inputs.size() &&
                                            outputs.back().meanPooled.values.size() == rowSize
                                      : rowsTaken == inputs.size();
            if (!complete) {
                std::fprintf(stderr, "the pooled states of some sentences are missing\n");
                return 1;
            }
            runs.push_back({{"results", results},
                            {"batch_size", encoder.batchSize()},
                            {"seconds", elapsed},
                            {"tokens_per_second", tokens / elapsed},
                            {"gflops", rate},
                            {"host_queueing_seconds", timings.queueing},
                            {"host_waiting_seconds", timings.waiting},
                            {"host_unpacking_seconds", timings.unpacking},
                            {"host_aside_seconds", timings.aside},
                            {"host_unpack_threads", timings.unpackThreads}});
            if (runs[best]["seconds"].get<double>() > elapsed) {
                best = runs.size() - 1;
            }
        }
    }
    const auto& top = runs[best];
    std::printf("best: results %s, batch size %zu, %.0f tokens/s, %.1f%% of torch::mm\n",
                top["results"].get<std::string>().c_str(), top["batch_size"].get<std::size_t>(),
                top["tokens_per_second"].get<double>(), 100.0 * top["gflops"].get<double>() / mm);
#if defined(AKSHARA_KERNEL_PROFILE)
    if (profileBatches > 0) {
        const auto size = top["batch_size"].get<std::size_t>();
        encoder.setBatchSize(size);
        // Whole batches as Encoder::forward cuts them, so that each holds the runs of one
        // length that the measured run's batches hold.
        const auto order = model::batchOrder(inputs);
        const std::size_t full = std::max<std::size_t>(1, inputs.size() / size);
        const std::size_t wanted = std::min(full, static_cast<std::size_t>(profileBatches));
        std::vector<model::Encoding> sample;
        for (std::size_t k = 0; k < wanted; ++k) {
            const std::size_t first = (2 * k + 1) * full / (2 * wanted) * size;
            for (std::size_t i = first; i < std::min(inputs.size(), first + size); ++i) {
                sample.push_back(inputs[order[i]]);
            }
        }
        model::ForwardOptions what;
        what.meanPooled = true;
        std::printf("profile: %zu sentences in batches of %zu\n", sample.size(), size);
        std::fputs(bench::profileKernels([&] { encoder.forward(sample, what); }, cuda, 30).c_str(),
                   stdout);
    }
#endif
    if (!jsonOut.empty()) {
        nlohmann::json j{{"device", encoder.info().device},
                         {"dtype", encoder.info().computeDType},
                         {"attention", options.attentionByLength ? "length" : "mask"},
                         {"cudnn_attention", cudnnAttention},
                         {"sdpa_kernel", sdpaKernel.empty() ? "default" : sdpaKernel},
                         {"sentences", sentences},
                         {"tokens", tokens},
                         {"matmul_gflops", mm},
                         {"runs", runs}};
        for (const auto& field : top.items()) {  // the best run's figures at the top level
            j[field.key()] = field.value();
        }
        writeFileAtomically(jsonOut, j.dump(2));
    }
    if (!keep) {
        std::filesystem::remove_all(dir);
    }
    return 0;
}

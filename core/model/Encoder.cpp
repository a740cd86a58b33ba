#include "model/Encoder.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <future>
#include <numeric>
#include <optional>
#include <thread>

#include <nlohmann/json.hpp>

#include <c10/core/Event.h>
#include <c10/core/impl/VirtualGuardImpl.h>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonText.h"
#include "model/internal/EncoderState.h"
#include "model/internal/ModelLimits.h"
#include "model/internal/Networks.h"
#include "model/internal/WeightLoader.h"

namespace akshara::model {

using internal::PendingBatch;
using internal::toArray;

namespace {

torch::ScalarType scalarType(ComputeType type) {
    switch (type) {
        case ComputeType::Float32:
            return torch::kFloat32;
        case ComputeType::BFloat16:
            return torch::kBFloat16;
        case ComputeType::Float16:
            return torch::kFloat16;
    }
    return torch::kFloat32;
}

// The tokenizer's own length limit, tokenizer_config.json's model_max_length, to which
// transformers cuts an input (truncation=True) where it is shorter than the model takes; 0
// when the folder sets none (no file, no field, or the placeholder of about 1e30 the library
// writes for "no limit"). A file that cannot be read is the tokenizer's to report.
std::int64_t tokenizerMaxLength(const std::string& modelDir) {
    const std::string file = modelDir + "/tokenizer_config.json";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        return 0;
    }
    try {
        const auto json = parseJsonText<nlohmann::json>(readFile(file));
        const auto it = json.find("model_max_length");
        if (it == json.end() || !it->is_number()) {
            return 0;
        }
        const double limit = it->get<double>();
        return limit >= 1 && limit < 1e9 ? static_cast<std::int64_t>(limit) : 0;
    } catch (const std::exception&) {
        return 0;
    }
}

}  // namespace

const char* computeTypeName(ComputeType type) {
    switch (type) {
        case ComputeType::Float32:
            return "float32";
        case ComputeType::BFloat16:
            return "bfloat16";
        case ComputeType::Float16:
            return "float16";
    }
    return "?";
}

namespace {

// Whether libtorch failed for want of memory: the CUDA caching allocator's "CUDA out of
// memory. Tried to allocate ...", or the CPU allocator's "can't allocate memory" (libtorch
// 1.x) and "not enough memory" (2.x) when the process's address space is limited.
bool isOutOfMemory(const c10::Error& error) {
    if (dynamic_cast<const c10::OutOfMemoryError*>(&error) != nullptr) {
        return true;
    }
    const std::string what = error.what();
    for (const char* phrase : {"out of memory", "can't allocate memory", "not enough memory"}) {
        if (what.find(phrase) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// Whether the values of `a` from `from` on are finite numbers.
bool finiteFrom(const Array& a, std::size_t from) {
    return std::all_of(a.values.begin() + static_cast<std::ptrdiff_t>(from), a.values.end(),
                       [](float v) { return std::isfinite(v); });
}

// What of an input's outputs is not a finite number: "logits", "hidden states", ...; empty
// when all are. Weights holding NaN or infinity anywhere below reach the last layer, so of an
// array over layers ([layers+1, ...]) only the last layer is read: the check costs a sliver
// of what copying the states did.
std::string notFinite(const EncoderOutput& out) {
    const auto lastLayer = [](const Array& a) {
        return a.shape.empty() || a.shape[0] == 0
                   ? std::size_t{0}
                   : a.values.size() - a.values.size() / static_cast<std::size_t>(a.shape[0]);
    };
    if (!finiteFrom(out.logits, 0)) {
        return "logits";
    }
    if (!finiteFrom(out.pooled, 0)) {
        return "pooled output";
    }
    if (!finiteFrom(out.lastHidden, 0) ||
        !finiteFrom(out.hiddenStates, lastLayer(out.hiddenStates))) {
        return "hidden states";
    }
    for (const Array* pooled : {&out.meanPooled, &out.firstTokenPooled, &out.lastTokenPooled}) {
        if (!finiteFrom(*pooled, lastLayer(*pooled))) {
            return "pooled hidden states";
        }
    }
    return {};
}

}  // namespace

namespace {

// A batch of more runs of one length than this attends through the padding mask: each run is
// a call of its own, and many small calls cost the host more than the padding costs the device.
// A length-sorted batch of a large set holds two or three.
constexpr std::size_t kMaxLengthRuns = 8;

std::size_t defaultBatchSize(const torch::Device& device) {
    return device.is_cuda() ? kDefaultCudaBatchSize : kDefaultCpuBatchSize;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Row `row` along dimension `dim` of a contiguous float32 host tensor, as an Array without that
// dimension: plain copies, since finish() takes a row for every input and a libtorch operation
// per row would cost more than the copy.
Array rowOf(const torch::Tensor& t, std::int64_t dim, std::int64_t row) {
    const auto sizes = t.sizes();
    std::int64_t outer = 1;
    std::int64_t inner = 1;
    Array out;
    for (std::int64_t d = 0; d < t.dim(); ++d) {
        if (d < dim) {
            outer *= sizes[static_cast<std::size_t>(d)];
        } else if (d > dim) {
            inner *= sizes[static_cast<std::size_t>(d)];
        }
        if (d != dim) {
            out.shape.push_back(sizes[static_cast<std::size_t>(d)]);
        }
    }
    const std::int64_t span = sizes[static_cast<std::size_t>(dim)] * inner;
    out.values.resize(static_cast<std::size_t>(outer * inner));
    const float* source = t.data_ptr<float>() + row * inner;
    for (std::int64_t o = 0; o < outer; ++o) {
        std::memcpy(out.values.data() + o * inner, source + o * span,
                    static_cast<std::size_t>(inner) * sizeof(float));
    }
    return out;
}

}  // namespace

Encoder::Encoder(std::unique_ptr<State> state) : state_(std::move(state)) {}
Encoder::Encoder(Encoder&&) noexcept = default;
Encoder& Encoder::operator=(Encoder&&) noexcept = default;
Encoder::~Encoder() = default;

Encoder Encoder::load(const std::string& modelDir, const EncoderOptions& options) {
    auto state = std::make_unique<State>();
    state->config = ModelConfig::load(modelDir);
    const auto& config = state->config;
    checkTokenizerVocabulary(modelDir, config);
    const auto weights = internal::openWeightFiles(modelDir, options.trustTorchScript);
    // Refuse sizes the files cannot hold before building (allocating) anything. A shortfall
    // of up to a quarter is left to the loader, which names the missing weights.
    const auto needed = config.encoderParameterCount();
    const auto stored = weights.floatElementCount();
    if (needed > stored + stored / 4) {
        // Either may be at fault: sizes too large for the model, or a weight file that lost
        // a large weight (the word embeddings) or stores it in another type.
        std::string files;
        for (const auto& file : weights.files) {
            files += (files.empty() ? "" : ", ") + file.path();
        }
        if (!weights.archivePath.empty()) {
            files = weights.archivePath;
        }
        throw ModelError(modelDir + "/config.json: its sizes imply " + std::to_string(needed) +
                         " parameters but the weight files hold only " + std::to_string(stored) +
                         " values (" + files +
                         "): a weight file lacks weights, or the two are of different models");
    }

    if (options.device == DeviceChoice::Cuda && !torch::cuda::is_available()) {
        throw ModelError("CUDA was asked for but libtorch sees no CUDA device");
    }
    const bool cuda = options.device == DeviceChoice::Cuda ||
                      (options.device == DeviceChoice::Auto && torch::cuda::is_available());
    state->device = cuda ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
    if (!cuda && options.dtype == ComputeType::Float16) {
        throw ModelError("float16 inference needs CUDA; use bfloat16 or float32 on the CPU");
    }
    if (cuda) {
        internal::preferFlashAttention();
    }
    state->dtype = scalarType(options.dtype);
    state->batchSize = options.batchSize > 0 ? options.batchSize : defaultBatchSize(state->device);
    state->attentionByLength = options.attentionByLength;
    state->unpackAside = options.unpackAside;
    const int threads = options.cpuThreads > 0
                            ? options.cpuThreads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    at::set_num_threads(threads);

    const bool pooler = weights.has(
        config.family == Family::Albert ? "pooler.weight" : "pooler.dense.weight", config);
    state->net = internal::makeNetwork(config, pooler);
    internal::loadWeights(state->net->module(), weights, config);
    for (auto& p : state->net->module().parameters()) {
        p.set_requires_grad(false);
    }
    state->net->module().to(state->device, state->dtype);
    state->net->module().eval();
    // One product for the query, key and value projections of every attention block.
    for (const auto& m : state->net->module().modules()) {
        if (auto* a = dynamic_cast<internal::SelfAttentionImpl*>(m.get())) {
            a->joined.join(a->query, a->key, a->value);
        } else if (auto* b = dynamic_cast<internal::AlbertAttentionImpl*>(m.get())) {
            b->joined.join(b->query, b->key, b->value);
        }
    }
    for (const auto& p : state->net->module().named_parameters()) {
        if (p.key() == "pooler.dense.weight" || p.key() == "pooler.weight") {
            state->poolerWeight = p.value();
        } else if (p.key() == "pooler.dense.bias" || p.key() == "pooler.bias") {
            state->poolerBias = p.value();
        }
    }

    auto& info = state->info;
    info.directory = modelDir;
    info.architecture = config.architecture;
    info.modelType = config.modelType;
    info.family = config.family;
    info.vocabSize = config.vocabSize;
    info.hiddenSize = config.hiddenSize;
    info.embeddingSize = config.embeddingSize;
    info.numLayers = config.numLayers;
    info.numHeads = config.numHeads;
    info.intermediateSize = config.intermediateSize;
    info.maxPositions = config.maxPositions;
    info.padTokenId = config.padTokenId;
    info.maxTokens = internal::longestInput(config);
    if (const std::int64_t limit = tokenizerMaxLength(modelDir); limit > 0) {
        info.maxTokens = std::min(info.maxTokens, limit);
    }
    info.labels = config.labels;
    info.hasPooler = state->poolerWeight.defined() && state->poolerBias.defined();
    info.weightDType = weights.storedTypes();
    info.computeDType = computeTypeName(options.dtype);
    info.device = cuda ? "cuda:0" : "cpu";
    for (const auto& p : state->net->module().parameters()) {
        info.parameterCount += static_cast<std::uint64_t>(p.numel());
    }
    for (const auto& f : weights.files) {
        info.weightFiles.push_back(f.path());
    }
    return Encoder(std::move(state));
}

const ModelInfo& Encoder::info() const {
    return state_->info;
}

std::size_t Encoder::batchSize() const {
    return state_->batchSize;
}

void Encoder::setBatchSize(std::size_t size) {
    state_->batchSize = size > 0 ? size : defaultBatchSize(state_->device);
}

std::vector<EncoderOutput> Encoder::forward(const std::vector<Encoding>& inputs,
                                            const ForwardOptions& options) const {
    auto& s = *state_;
    if (options.logits && !s.config.sequenceClassifier) {
        throw InputError("logits asked of " + s.info.directory +
                         ", which has no sequence classification head");
    }
    if (options.logits && !s.config.choosesOneLabel()) {
        // Its outputs are no probabilities of one label: a softmax of one score is always 1.
        const bool one = s.config.labels.size() < 2;
        throw InputError((one ? std::string("a head of one output, a regression or a score")
                              : "a head of " + s.config.problemType) +
                             "; the workbench classifies a text into one label of two or more",
                         s.info.directory + "/config.json", 0, one ? "num_labels" : "problem_type");
    }
    if (options.pooled && !s.info.hasPooler) {
        throw InputError("the pooler output asked of " + s.info.directory +
                         ", whose weights hold no pooler");
    }
    std::vector<EncoderOutput> outputs(inputs.size());
    s.run(inputs, options, s.unpackAside, [&](PendingBatch& pending) {
        State::waitFor(pending, options);
        State::finish(pending, inputs, options, outputs);
        // A model whose weights hold NaN or infinity gives no output at all: NaN logits would
        // be read as class 0, NaN states written to a cache or a probe's features.
        for (const std::size_t i : pending.batch) {
            if (const std::string what = notFinite(outputs[i]); !what.empty()) {
                s.throwNotFinite(what, i);
            }
        }
    });
    return outputs;
}

void Encoder::forwardRows(const std::vector<Encoding>& inputs, const ForwardOptions& options,
                          const std::function<void(const PooledRows&)>& take) const {
    auto& s = *state_;
    if (options.hiddenStates || options.lastHidden || options.attentions || options.logits ||
        options.pooled) {
        throw InputError("only pooled hidden states come in rows; " + s.info.directory +
                         " was asked for other outputs");
    }
    const auto states = s.info.numLayers + 1;
    const auto hidden = s.info.hiddenSize;
    s.run(inputs, options, false, [&](PendingBatch& pending) {
        State::waitFor(pending, options);
        const auto handed = std::chrono::steady_clock::now();
        PooledRows rows;
        rows.inputs = std::move(pending.batch);
        rows.states = states;
        rows.hidden = hidden;
        // The rows' pointers share the batch's tensors: no copy.
        const auto share = [&](const torch::Tensor& t) -> std::shared_ptr<const float> {
            if (!t.defined()) {
                return nullptr;
            }
            auto held = std::make_shared<torch::Tensor>(t.to(torch::kFloat32).contiguous());
            const float* data = held->data_ptr<float>();
            // Weights holding NaN or infinity anywhere below reach the last layer: only each
            // row's last state is read.
            for (std::size_t r = 0; r < rows.inputs.size(); ++r) {
                const float* last =
                    data + (static_cast<std::int64_t>(r) * states + states - 1) * hidden;
                if (!std::all_of(last, last + hidden, [](float v) { return std::isfinite(v); })) {
                    s.throwNotFinite("pooled hidden states", rows.inputs[r]);
                }
            }
            return {held, data};
        };
        rows.meanPooled = share(pending.mean);
        rows.firstTokenPooled = share(pending.first);
        rows.lastTokenPooled = share(pending.lastToken);
        take(rows);
        if (options.timings != nullptr) {
            options.timings->unpacking += secondsSince(handed);
        }
    });
}

void Encoder::State::throwNotFinite(const std::string& what, std::size_t input) const {
    const bool half = info.computeDType == "float16";
    throw ModelError(
        info.directory + ": the " + what + " of input " + std::to_string(input + 1) +
        " are not finite numbers; the model's weights hold NaN or infinite values" +
        (half ? std::string(", or its values overflow float16 (run it in bfloat16 or "
                            "float32)")
              : ", or its values grow past the largest value " + info.computeDType + " holds"));
}

void Encoder::State::run(const std::vector<Encoding>& inputs, const ForwardOptions& options,
                         bool aside, const std::function<void(PendingBatch&)>& finish) {
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        check(inputs[i], i);
    }
    torch::NoGradGuard noGrad;
    const auto order = batchOrder(inputs);
    // Batch i+1 is queued before the results of batch i are taken, so that on CUDA the
    // device computes while the host waits for and takes the previous copies. Aside, batch i
    // is taken on a thread of its own while this one queues batch i+2; its errors and the
    // progress after it still reach the caller on this thread.
    std::optional<PendingBatch> pending;
    std::optional<PendingBatch> taking;  // declared before `taken`, whose end waits for it
    std::future<void> taken;
    std::size_t start = 0;
    std::size_t done = 0;
    const auto report = [&](std::size_t size) {
        done += size;
        if (options.progress) {
            options.progress(done, inputs.size());
        }
    };
    const auto collect = [&] {
        if (taken.valid()) {
            taken.get();
            const std::size_t size = taking->batch.size();
            taking.reset();
            report(size);
        }
    };
    auto finishPending = [&] {
        if (!aside) {
            const std::size_t size = pending->batch.size();
            finish(*pending);
            pending.reset();
            report(size);
            return;
        }
        collect();
        taking = std::move(pending);
        pending.reset();
        taken = std::async(std::launch::async, [&finish, &taking, &options] {
            const auto started = std::chrono::steady_clock::now();
            finish(*taking);
            if (options.timings != nullptr) {
                options.timings->aside += secondsSince(started);
            }
        });
    };
    while (start < order.size()) {
        const std::vector<std::size_t> batch(
            order.begin() + static_cast<std::ptrdiff_t>(start),
            order.begin() + static_cast<std::ptrdiff_t>(std::min(order.size(), start + batchSize)));
        PendingBatch next;
        try {
            const auto queued = std::chrono::steady_clock::now();
            next = launch(inputs, batch, options);
            if (options.timings != nullptr) {
                options.timings->queueing += secondsSince(queued);
                ++options.timings->batches;
            }
        } catch (const c10::Error& e) {
            // A batch too large for the memory is retried in halves, and the smaller size is
            // kept for the batches that follow.
            if (!isOutOfMemory(e)) {
                throw;
            }
            if (batch.size() <= 1) {
                throw ModelError("not enough memory on " + info.device + " to run " +
                                 info.directory + " on even one input (" +
                                 std::to_string(inputs[batch[0]].ids.size()) +
                                 " tokens): " + e.what_without_backtrace());
            }
            batchSize = std::max<std::size_t>(1, std::min(batchSize, batch.size()) / 2);
            continue;
        }
        start += batch.size();
        if (pending) {
            finishPending();
        }
        pending = std::move(next);
    }
    if (pending) {
        finishPending();
    }
    collect();
}

PendingBatch Encoder::State::launch(const std::vector<Encoding>& inputs,
                                    const std::vector<std::size_t>& batch,
                                    const ForwardOptions& options) const {
    const auto& s = *this;
    PendingBatch out;
    out.batch = batch;
    torch::Tensor ids, typeIds, mask;
    s.pad(inputs, batch, ids, typeIds, mask);
    const auto positions = s.net->positionIds(ids, mask);
    std::vector<internal::LengthRun> runs;
    if (s.attentionByLength) {
        std::vector<std::int64_t> lengths;
        lengths.reserve(batch.size());
        for (auto i : batch) {
            lengths.push_back(static_cast<std::int64_t>(inputs[i].ids.size()));
        }
        runs = internal::lengthRuns(lengths);
        if (runs.size() > kMaxLengthRuns) {
            runs.clear();
        }
    }
    auto pass = s.net->forward(s.net->lookup(ids), positions, typeIds, mask, runs,
                               options.attentions, options.logits);
    // A float32 host copy; on CUDA into page-locked memory, queued behind the pass.
    const bool cuda = s.device.is_cuda();
    auto toHost = [&](const torch::Tensor& t) {
        if (!cuda) {
            return t.to(torch::kCPU, torch::kFloat32);
        }
        const auto source = t.to(torch::kFloat32).contiguous();
        auto host = torch::empty(source.sizes(),
                                 torch::TensorOptions().dtype(torch::kFloat32).pinned_memory(true));
        host.copy_(source, /*non_blocking=*/true);
        return host;
    };
    if (options.hiddenStates) {
        out.hidden = toHost(torch::stack(pass.hidden, 0));  // [layers+1, batch, tokens, hidden]
    }
    if (options.lastHidden) {
        out.last = toHost(pass.hidden.back());
    }
    // The pooled states as [batch, layers+1, hidden], so that each input's rows are one block;
    // `pick` takes one state [batch, tokens, hidden] to its rows [batch, hidden], so that each
    // state is read once and no stack of all of them is written.
    auto eachLayer = [&](const auto& pick) {
        std::vector<torch::Tensor> rows;
        rows.reserve(pass.hidden.size());
        for (const auto& state : pass.hidden) {
            rows.push_back(pick(state));
        }
        return torch::stack(rows, 1);
    };
    if (options.meanPooled) {
        // The sum over the real tokens as a product with the mask, then the mean in float32.
        const auto real = mask.to(pass.hidden[0].scalar_type()).unsqueeze(1);  // [batch, 1, tokens]
        const auto sum = eachLayer(
            [&](const torch::Tensor& state) { return torch::bmm(real, state).squeeze(1); });
        out.mean = toHost(sum.to(torch::kFloat32) /
                          mask.sum(1).to(torch::kFloat32).unsqueeze(1).unsqueeze(2));
    }
    if (options.firstTokenPooled) {
        out.first =
            toHost(eachLayer([](const torch::Tensor& state) { return state.select(1, 0); }));
    }
    if (options.lastTokenPooled) {
        const auto last = mask.sum(1).to(torch::kLong) - 1;
        const auto rows = torch::arange(last.size(0), last.options());
        out.lastToken = toHost(eachLayer([&](const torch::Tensor& state) {
            return state.index({rows, last});
        }));
    }
    if (options.attentions) {
        out.attentions = toHost(torch::stack(pass.attentions, 0));
    }
    if (options.logits) {
        out.logits = toHost(pass.logits);
    }
    if (options.pooled) {
        out.pooled = toHost(torch::tanh(
            torch::linear(pass.hidden.back().select(1, 0), s.poolerWeight, s.poolerBias)));
    }
    if (cuda) {
        const c10::impl::VirtualGuardImpl guard(s.device.type());
        out.copied.emplace(s.device.type());
        out.copied->record(guard.getStream(s.device));
    }
    return out;
}

void Encoder::State::waitFor(const PendingBatch& pending, const ForwardOptions& options) {
    const auto waited = std::chrono::steady_clock::now();
    if (pending.copied) {
        while (!pending.copied->query()) {
            std::this_thread::sleep_for(std::chrono::microseconds(20));
        }
    }
    if (options.timings != nullptr) {
        options.timings->waiting += secondsSince(waited);
    }
}

void Encoder::State::finish(const PendingBatch& pending, const std::vector<Encoding>& inputs,
                            const ForwardOptions& options, std::vector<EncoderOutput>& outputs) {
    const auto unpacked = std::chrono::steady_clock::now();
    // The per-input outputs of fixed size are plain copies out of the batch's rows.
    const auto rows = [](const torch::Tensor& t) {
        return t.defined() ? t.to(torch::kFloat32).contiguous() : t;
    };
    const torch::Tensor mean = rows(pending.mean);
    const torch::Tensor first = rows(pending.first);
    const torch::Tensor lastToken = rows(pending.lastToken);
    const torch::Tensor logits = rows(pending.logits);
    const torch::Tensor pooled = rows(pending.pooled);
    const auto& batch = pending.batch;
    // Each input's outputs are its own, so the rows are copied on all cores: a batch's pooled
    // states are megabytes of fresh memory to fill.
    std::atomic<int> threads{0};
    at::parallel_for(
        0, static_cast<std::int64_t>(batch.size()), 8, [&](std::int64_t begin, std::int64_t end) {
            const int thread = at::get_thread_num() + 1;
            for (int seen = threads.load(); seen < thread;) {
                threads.compare_exchange_weak(seen, thread);
            }
            for (std::int64_t row = begin; row < end; ++row) {
                const auto r = static_cast<std::size_t>(row);
                const auto length = static_cast<std::int64_t>(inputs[batch[r]].ids.size());
                auto& out = outputs[batch[r]];
                if (options.hiddenStates) {
                    out.hiddenStates = toArray(pending.hidden.select(1, row).narrow(1, 0, length));
                }
                if (options.lastHidden) {
                    out.lastHidden = toArray(pending.last.select(0, row).narrow(0, 0, length));
                }
                if (options.meanPooled) {
                    out.meanPooled = rowOf(mean, 0, row);
                }
                if (options.firstTokenPooled) {
                    out.firstTokenPooled = rowOf(first, 0, row);
                }
                if (options.lastTokenPooled) {
                    out.lastTokenPooled = rowOf(lastToken, 0, row);
                }
                if (options.attentions) {
                    out.attentions = toArray(pending.attentions.select(1, row)
                                                 .narrow(2, 0, length)
                                                 .narrow(3, 0, length));
                }
                if (options.logits) {
                    out.logits = rowOf(logits, 0, row);
                }
                if (options.pooled) {
                    out.pooled = rowOf(pooled, 0, row);
                }
            }
        });
    if (options.timings != nullptr) {
        options.timings->unpacking += secondsSince(unpacked);
        options.timings->unpackThreads =
            std::max(options.timings->unpackThreads, static_cast<std::size_t>(threads.load()));
    }
}

std::vector<std::size_t> batchOrder(const std::vector<Encoding>& inputs) {
    std::vector<std::size_t> order(inputs.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return inputs[a].ids.size() < inputs[b].ids.size();
    });
    return order;
}

}  // namespace akshara::model

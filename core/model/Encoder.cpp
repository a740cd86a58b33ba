#include "model/Encoder.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <future>
#include <numeric>
#include <optional>
#include <thread>

#include <c10/core/Event.h>
#include <c10/core/impl/VirtualGuardImpl.h>

#include "common/Error.h"
#include "model/internal/Networks.h"
#include "model/internal/WeightLoader.h"

namespace akshara::model {

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

// One batch's results on their way to host memory: float32 CPU tensors, padded. On CUDA they
// are page-locked and filled by copies that run behind the pass; `copied` passes when they
// are complete.
struct PendingBatch {
    std::vector<std::size_t> batch;  // the inputs, in the order of the rows
    torch::Tensor hidden, last, mean, first, lastToken, attentions, logits, pooled;
    std::optional<c10::Event> copied;
};

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

struct Encoder::State {
    ModelConfig config;
    ModelInfo info;
    std::unique_ptr<internal::Network> net;
    torch::Device device{torch::kCPU};
    torch::ScalarType dtype = torch::kFloat32;
    std::size_t batchSize = 32;
    bool attentionByLength = true;
    bool unpackAside = false;
    torch::Tensor poolerWeight, poolerBias;  // defined when the model has a pooler

    // Checks one input against the model's limits; throws InputError naming it.
    void check(const Encoding& input, std::size_t index) const {
        const std::string where = "input " + std::to_string(index + 1);
        if (input.ids.empty()) {
            throw InputError(where + " has no tokens");
        }
        std::int64_t maxLength = config.maxPositions;
        if (config.family == Family::Roberta) {
            maxLength -= config.padTokenId + 1;
        }
        if (static_cast<std::int64_t>(input.ids.size()) > maxLength) {
            throw InputError(where + " has " + std::to_string(input.ids.size()) +
                             " tokens; the model takes at most " + std::to_string(maxLength));
        }
        for (auto id : input.ids) {
            if (id < 0 || id >= config.vocabSize) {
                throw InputError(where + ": token id " + std::to_string(id) +
                                 " is outside the vocabulary of " +
                                 std::to_string(config.vocabSize));
            }
        }
        if (!input.typeIds.empty() && input.typeIds.size() != input.ids.size()) {
            throw InputError(where + " has " + std::to_string(input.typeIds.size()) +
                             " token type ids for " + std::to_string(input.ids.size()) + " tokens");
        }
        for (auto t : input.typeIds) {  // families without token types ignore them
            if (config.typeVocabSize > 0 && (t < 0 || t >= config.typeVocabSize)) {
                throw InputError(where + ": token type id " + std::to_string(t) +
                                 " is outside [0, " + std::to_string(config.typeVocabSize) + ")");
            }
        }
    }

    // ids, type ids and mask [batch, longest] for the inputs at `order`, padded on the right.
    void pad(const std::vector<Encoding>& inputs, const std::vector<std::size_t>& order,
             torch::Tensor& ids, torch::Tensor& typeIds, torch::Tensor& mask) const {
        std::size_t longest = 0;
        for (auto i : order) {
            longest = std::max(longest, inputs[i].ids.size());
        }
        const auto rows = static_cast<std::int64_t>(order.size());
        const auto cols = static_cast<std::int64_t>(longest);
        ids = torch::full({rows, cols}, config.padTokenId, torch::kLong);
        typeIds = torch::zeros({rows, cols}, torch::kLong);
        mask = torch::zeros({rows, cols}, torch::kLong);
        auto idsA = ids.accessor<std::int64_t, 2>();
        auto typeA = typeIds.accessor<std::int64_t, 2>();
        auto maskA = mask.accessor<std::int64_t, 2>();
        for (std::int64_t r = 0; r < rows; ++r) {
            const auto& input = inputs[order[static_cast<std::size_t>(r)]];
            for (std::size_t c = 0; c < input.ids.size(); ++c) {
                idsA[r][static_cast<std::int64_t>(c)] = input.ids[c];
                typeA[r][static_cast<std::int64_t>(c)] =
                    input.typeIds.empty() ? 0 : input.typeIds[c];
                maskA[r][static_cast<std::int64_t>(c)] = 1;
            }
        }
        if (device.is_cuda()) {
            // From page-locked memory the copies run asynchronously with the work queued
            // before them.
            ids = ids.pin_memory().to(device, /*non_blocking=*/true);
            typeIds = typeIds.pin_memory().to(device, /*non_blocking=*/true);
            mask = mask.pin_memory().to(device, /*non_blocking=*/true);
        }
    }

    // Starts the inputs at `batch` (one padded batch): queues the pass and the copies of the
    // requested results to host memory, and returns without waiting for them on CUDA.
    PendingBatch launch(const std::vector<Encoding>& inputs, const std::vector<std::size_t>& batch,
                        const ForwardOptions& options) const;
    // Runs the inputs in batches, handing each launched batch to `finish` once the next one
    // is queued. Checks the inputs first; halves the batch size on running out of memory.
    void run(const std::vector<Encoding>& inputs, const ForwardOptions& options, bool aside,
             const std::function<void(PendingBatch&)>& finish);
    // Waits for a launched batch's copies to host memory.
    static void waitFor(const PendingBatch& pending, const ForwardOptions& options);
    // Stores a batch's outputs, unpadded, in `outputs`, once waitFor() has returned.
    static void finish(const PendingBatch& pending, const std::vector<Encoding>& inputs,
                       const ForwardOptions& options, std::vector<EncoderOutput>& outputs);
    // Throws the ModelError for an input whose `what` ("logits", ...) are not finite.
    [[noreturn]] void throwNotFinite(const std::string& what, std::size_t input) const;
};

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
        throw ModelError(modelDir + "/config.json: its sizes imply " + std::to_string(needed) +
                         " parameters but the weight files hold only " + std::to_string(stored) +
                         " values");
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
    state->unpackAside = options.unpackAside.value_or(cuda);
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
    info.maxTokens = config.family == Family::Roberta ? config.maxPositions - config.padTokenId - 1
                                                      : config.maxPositions;
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
    throw ModelError(info.directory + ": the " + what + " of input " + std::to_string(input + 1) +
                     " are not finite numbers; the model's weights hold NaN or infinite values" +
                     (half ? std::string(", or its values overflow float16 (run it in bfloat16 or "
                                         "float32)")
                           : std::string()));
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
    at::parallel_for(
        0, static_cast<std::int64_t>(batch.size()), 8, [&](std::int64_t begin, std::int64_t end) {
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
    }
}

Attribution Encoder::attribute(const Encoding& input, int targetClass,
                               const AttributionOptions& options) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    s.check(input, 0);
    torch::Tensor ids, typeIds, mask;
    s.pad({input}, {0}, ids, typeIds, mask);
    const auto positions = s.net->positionIds(ids, mask);
    torch::Tensor lookup;
    Attribution result;
    {
        torch::NoGradGuard noGrad;
        lookup = s.net->lookup(ids);
        auto logits = s.net->forward(lookup, positions, typeIds, mask, {}, false, true).logits[0];
        result.logits = toArray(logits);
        const auto labels = static_cast<int>(s.config.labels.size());
        if (targetClass < 0) {
            targetClass = static_cast<int>(logits.argmax().item<std::int64_t>());
        }
        if (targetClass >= labels) {
            throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                             std::to_string(labels) + " labels");
        }
    }
    result.targetClass = targetClass;
    torch::AutoGradMode gradMode(true);
    auto x = lookup.detach().clone().set_requires_grad(true);
    auto logit = s.net->forward(x, positions, typeIds, mask, {}, false, true)
                     .logits.select(1, targetClass)
                     .sum();
    logit.backward();
    auto grad = x.grad()[0];
    result.gradient = toArray(grad);
    auto gxi = (grad.to(torch::kFloat32) * lookup[0].to(torch::kFloat32)).sum(-1);
    result.gradientTimesInput = toArray(gxi).values;

    const int steps = options.integratedGradientSteps;
    if (steps > 0) {
        // Midpoint Riemann sum from the zero baseline: alpha_k = (k + 0.5) / steps, the steps
        // in batches of the encoder's batch size, so that memory does not grow with them.
        auto alphas = (torch::arange(steps, torch::TensorOptions().dtype(torch::kFloat32)) + 0.5) /
                      static_cast<double>(steps);
        alphas = alphas.to(s.device, s.dtype).view({steps, 1, 1});
        auto gradSum = torch::zeros({lookup.size(1), lookup.size(2)},
                                    torch::TensorOptions().dtype(torch::kFloat32).device(s.device));
        const auto chunk = static_cast<std::int64_t>(std::max<std::size_t>(1, s.batchSize));
        for (std::int64_t begin = 0; begin < steps; begin += chunk) {
            const auto count = std::min<std::int64_t>(chunk, steps - begin);
            auto scaled =
                (alphas.narrow(0, begin, count) * lookup.detach()).set_requires_grad(true);
            auto rows = [&](const torch::Tensor& t) { return t.expand({count, t.size(1)}); };
            auto total =
                s.net->forward(scaled, rows(positions), rows(typeIds), rows(mask), {}, false, true)
                    .logits.select(1, targetClass)
                    .sum();
            total.backward();
            gradSum += scaled.grad().to(torch::kFloat32).sum(0);
        }
        auto meanGrad = gradSum / static_cast<double>(steps);
        auto ig = (meanGrad * lookup[0].to(torch::kFloat32)).sum(-1);
        result.integratedGradients = toArray(ig).values;
    }
    return result;
}

void requireClassificationHead(const ModelInfo& info) {
    if (info.labels.empty()) {
        throw InputError(info.directory + " is a bare model (" + info.architecture +
                         ") without a classification head");
    }
}

AttentionGradients Encoder::attentionGradients(const Encoding& input, int targetClass) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    s.check(input, 0);
    torch::Tensor ids, typeIds, mask;
    s.pad({input}, {0}, ids, typeIds, mask);
    const auto positions = s.net->positionIds(ids, mask);
    torch::Tensor lookup;
    {
        torch::NoGradGuard noGrad;
        lookup = s.net->lookup(ids);
    }
    // The weights are frozen: a lookup that requires gradients makes autograd record the pass.
    torch::AutoGradMode gradMode(true);
    auto x = lookup.detach().clone().set_requires_grad(true);
    auto pass = s.net->forward(x, positions, typeIds, mask, {}, true, true);
    const auto labels = static_cast<int>(s.config.labels.size());
    if (targetClass < 0) {
        targetClass = static_cast<int>(pass.logits[0].argmax().item<std::int64_t>());
    }
    if (targetClass >= labels) {
        throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                         std::to_string(labels) + " labels");
    }
    const auto logit = pass.logits.select(1, targetClass).sum();
    const auto grads = torch::autograd::grad({logit}, pass.attentions);
    AttentionGradients result;
    result.targetClass = targetClass;
    result.attentions = toArray(torch::stack(pass.attentions, 0).select(1, 0).detach());
    result.gradients = toArray(torch::stack(grads, 0).select(1, 0).detach());
    return result;
}

Array Encoder::lookup(const Encoding& input) const {
    auto& s = *state_;
    s.check(input, 0);
    torch::Tensor ids, typeIds, mask;
    s.pad({input}, {0}, ids, typeIds, mask);
    torch::NoGradGuard noGrad;
    return toArray(s.net->lookup(ids)[0]);
}

std::vector<Array> Encoder::gradientsAt(const Encoding& input, const std::vector<Array>& lookups,
                                        int targetClass) const {
    auto& s = *state_;
    requireClassificationHead(s.info);
    const auto labels = static_cast<int>(s.config.labels.size());
    if (targetClass < 0 || targetClass >= labels) {
        throw InputError("class " + std::to_string(targetClass) + " is outside the model's " +
                         std::to_string(labels) + " labels");
    }
    s.check(input, 0);
    torch::Tensor ids, typeIds, mask;
    s.pad({input}, {0}, ids, typeIds, mask);
    const auto positions = s.net->positionIds(ids, mask);
    const auto tokens = static_cast<std::int64_t>(input.size());
    const auto width = s.info.embeddingSize;
    std::vector<Array> out;
    out.reserve(lookups.size());
    for (std::size_t begin = 0; begin < lookups.size(); begin += s.batchSize) {
        const auto count = std::min(s.batchSize, lookups.size() - begin);
        std::vector<float> flat;
        flat.reserve(count * static_cast<std::size_t>(tokens * width));
        for (std::size_t k = begin; k < begin + count; ++k) {
            if (lookups[k].shape != std::vector<std::int64_t>{tokens, width} ||
                lookups[k].values.size() != static_cast<std::size_t>(tokens * width)) {
                throw InputError("a lookup must be [" + std::to_string(tokens) + ", " +
                                 std::to_string(width) + "]");
            }
            flat.insert(flat.end(), lookups[k].values.begin(), lookups[k].values.end());
        }
        const auto n = static_cast<std::int64_t>(count);
        torch::AutoGradMode gradMode(true);
        auto x = torch::from_blob(flat.data(), {n, tokens, width}, torch::kFloat32)
                     .to(s.device, s.dtype)
                     .clone()
                     .set_requires_grad(true);
        auto rows = [&](const torch::Tensor& t) { return t.expand({n, t.size(1)}); };
        auto total = s.net->forward(x, rows(positions), rows(typeIds), rows(mask), {}, false, true)
                         .logits.select(1, targetClass)
                         .sum();
        total.backward();
        const auto grad = x.grad();
        for (std::int64_t k = 0; k < n; ++k) {
            out.push_back(toArray(grad[k]));
        }
    }
    return out;
}

Array Encoder::wordEmbeddings() const {
    torch::NoGradGuard noGrad;
    return toArray(state_->net->wordEmbeddingWeight());
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

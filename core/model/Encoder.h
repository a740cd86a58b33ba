#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "model/Array.h"
#include "model/ModelConfig.h"
#include "model/Tokenizer.h"

namespace akshara::model {

enum class DeviceChoice { Auto, Cpu, Cuda };
enum class ComputeType { Float32, BFloat16, Float16 };

const char* computeTypeName(ComputeType type);  // "float32", "bfloat16", "float16"

// The batch sizes used where none is given. On CUDA, batches of 512 ran within 10 % of the best
// size in both float32 and bfloat16 on an H200 (docs/benchmarks.md); a device with less memory
// gets smaller batches through the out-of-memory back-off.
constexpr std::size_t kDefaultCpuBatchSize = 32;
constexpr std::size_t kDefaultCudaBatchSize = 512;

struct EncoderOptions {
    DeviceChoice device = DeviceChoice::Auto;  // Auto: CUDA when available, else the CPU
    ComputeType dtype = ComputeType::Float32;  // float16 needs CUDA
    std::size_t batchSize = 0;                 // 0: the default of the device (above)
    int cpuThreads = 0;                        // 0: one per core
    // Inputs of one length attend without a padding mask, each run of them in one call of
    // libtorch's fused attention (2.1 on). Off: every batch through the additive padding mask,
    // as the Hugging Face library runs it. Both give the same results up to rounding.
    bool attentionByLength = true;
    // Whether forward() copies each batch's outputs out of it on a thread of its own while the
    // calling thread queues the next batches. The copies run on every core either way; aside,
    // they and the queueing compete for the host, which cost 1-7 % on CUDA on an H200
    // (docs/benchmarks.md), and on the CPU the cores compute the batches.
    bool unpackAside = false;
    // A folder whose weights are only a TorchScript archive (*.pt) is refused unless this is
    // set: loading an archive deserialises code, so only archives from a trusted source.
    bool trustTorchScript = false;
};

// What a loaded model is.
struct ModelInfo {
    std::string directory;
    std::string architecture;  // e.g. "XLMRobertaForSequenceClassification"
    std::string modelType;     // "bert", "xlm-roberta", ...
    Family family = Family::Bert;
    std::int64_t vocabSize = 0;
    std::int64_t hiddenSize = 0;
    std::int64_t embeddingSize = 0;
    std::int64_t numLayers = 0;
    std::int64_t numHeads = 0;
    std::int64_t intermediateSize = 0;
    std::int64_t maxPositions = 0;
    // The longest input, special tokens included: what the model's positions take, or the
    // tokenizer's model_max_length where that is shorter (tokenizerMaxLength).
    std::int64_t maxTokens = 0;
    std::int64_t padTokenId = 0;
    std::vector<std::string> labels;  // id2label; empty for a bare model
    bool hasPooler = false;           // stores a pooler (dense + tanh on the first token)
    std::string weightDType;          // as stored: "F32", "F16", "BF16" (or mixed "F32+F16")
    std::string computeDType;         // "float32", ...
    std::string device;               // "cpu", "cuda:0"
    std::uint64_t parameterCount = 0;
    std::vector<std::string> weightFiles;
};

// Throws InputError naming the model's folder when it has no classification head (a bare
// encoder or decoder, e.g. BertModel or GPT2Model).
void requireClassificationHead(const ModelInfo& info);

// Which outputs forward() computes; everything off by default.
// Where the host's time went in one Encoder::forward() call, in seconds.
struct ForwardTimings {
    double queueing = 0.0;   // padding the inputs, queueing the passes and the result copies
    double waiting = 0.0;    // waiting for a batch's copies (CUDA; on the CPU queueing runs it)
    double unpacking = 0.0;  // copying each input's outputs out of its batch (forwardRows():
                             // handing each batch's rows over, the caller's work included)
    // Of the waiting and unpacking, the seconds spent on a thread beside the queueing
    // (EncoderOptions::unpackAside).
    double aside = 0.0;
    std::size_t batches = 0;
    // The most threads that copied one batch's outputs out (forward(); 0 when none did).
    std::size_t unpackThreads = 0;
};

struct ForwardOptions {
    bool hiddenStates = false;  // [layers+1, tokens, hidden], embeddings first
    bool lastHidden = false;    // [tokens, hidden]
    bool attentions = false;    // [layers, heads, tokens, tokens]
    bool meanPooled = false;    // [layers+1, hidden]: mean over all real tokens, specials included
    bool firstTokenPooled = false;  // [layers+1, hidden]: the first token ([CLS] / <s>)
    bool lastTokenPooled = false;   // [layers+1, hidden]: the last real token (for decoders)
    bool logits = false;            // [labels]; needs a classification head
    // [hidden]: the model's pooler (dense + tanh) on the last layer's first token, as
    // BertModel's pooler_output and LaBSE's sentence embedding; needs ModelInfo::hasPooler.
    bool pooled = false;
    // Called after each batch with (inputs done, inputs in all); may throw Cancelled.
    std::function<void(std::size_t, std::size_t)> progress;
    // When set, receives where the host's time went (added to what it holds).
    ForwardTimings* timings = nullptr;
};

// One input's outputs, unpadded (tokens = that input's length); unrequested ones are empty.
struct EncoderOutput {
    Array hiddenStates;
    Array lastHidden;
    Array attentions;
    Array meanPooled;
    Array firstTokenPooled;
    Array lastTokenPooled;
    Array logits;
    Array pooled;
};

// One batch of Encoder::forwardRows(): each pooled output asked for as the rows of the batch's
// inputs in host memory as float32, [rows, states, hidden], row r holding input inputs[r]
// (indices into forwardRows' inputs); null when not asked for. The memory lives while a copy of
// its pointer does; on CUDA it is page-locked, so what is kept for long is better copied.
struct PooledRows {
    std::vector<std::size_t> inputs;
    std::int64_t states = 0;  // layers + 1, embeddings first
    std::int64_t hidden = 0;
    std::shared_ptr<const float> meanPooled;
    std::shared_ptr<const float> firstTokenPooled;
    std::shared_ptr<const float> lastTokenPooled;
};

struct AttributionOptions {
    int integratedGradientSteps = 16;  // midpoint Riemann sum, zero baseline; 0: skip
};

// Attributions of one class logit to the word-embedding lookup of each token.
struct Attribution {
    int targetClass = 0;
    Array logits;                            // [labels]
    Array gradient;                          // [tokens, embedding]: d logit / d lookup
    std::vector<float> gradientTimesInput;   // [tokens]: gradient . lookup
    std::vector<float> integratedGradients;  // [tokens]
};

// The attention probabilities of one input and the gradient of one class logit with respect
// to them (the inputs of attention-gradient rollout, Chefer et al. 2021).
struct AttentionGradients {
    int targetClass = 0;
    Array attentions;  // [layers, heads, tokens, tokens]
    Array gradients;   // [layers, heads, tokens, tokens]: d logit / d attention probability
};

// A Hugging Face model loaded from a model folder and run with libtorch: an encoder (BERT,
// RoBERTa / XLM-R, ALBERT, the T5 / mT5 encoder) or a bare decoder (GPT-2 / mGPT, BLOOM)
// whose hidden states are read like an encoder's. Inputs are token id sequences
// (Encoding::ids, and typeIds where the family has token types). Not safe to call from
// several threads at once.
class Encoder {
public:
    // Loads DIR (config.json, model.safetensors or a sharded index; or, when trusted, a
    // TorchScript archive holding the same weights). Throws ModelError naming
    // the file and the weight: pickled checkpoints, hostile or truncated files, missing or
    // unexpected weights, absurd sizes, a tokenizer vocabulary larger than the model's.
    static Encoder load(const std::string& modelDir, const EncoderOptions& options = {});

    Encoder(Encoder&&) noexcept;
    Encoder& operator=(Encoder&&) noexcept;
    ~Encoder();

    const ModelInfo& info() const;
    std::size_t batchSize() const;
    // Sets the inputs per batch (0: the default for the device). A batch too large for the
    // memory still halves it.
    void setBatchSize(std::size_t size);

    // Runs the inputs in batches of similar length (padded on the right, masked) and returns
    // one output per input, in input order. Throws InputError for an empty input, ids
    // outside the vocabulary or inputs longer than the model's positions.
    std::vector<EncoderOutput> forward(const std::vector<Encoding>& inputs,
                                       const ForwardOptions& options) const;
    // forward() for the pooled states alone (meanPooled, firstTokenPooled, lastTokenPooled;
    // any other output asked for throws InputError): hands each batch's rows to `take` as the
    // batch completes, in batchOrder()'s order, instead of copying them into an output per
    // input. For many inputs going into one matrix or a file. Throws ModelError, as forward()
    // does, before handing over a batch whose states are not finite.
    void forwardRows(const std::vector<Encoding>& inputs, const ForwardOptions& options,
                     const std::function<void(const PooledRows&)>& take) const;

    // Gradient, gradient x input and integrated gradients of class `targetClass`'s logit
    // (-1: the predicted class) with respect to the word-embedding lookup. Needs a head.
    Attribution attribute(const Encoding& input, int targetClass = -1,
                          const AttributionOptions& options = {}) const;

    // Attention probabilities and the gradient of class `targetClass`'s logit (-1: the
    // predicted class) with respect to each of them, for one input. Needs a head.
    AttentionGradients attentionGradients(const Encoding& input, int targetClass = -1) const;

    // The input's word-embedding lookup [tokens, embedding] as float32.
    Array lookup(const Encoding& input) const;
    // The gradient [tokens, embedding] of class `targetClass`'s logit at each of `lookups`
    // (each [tokens, embedding], e.g. the input's lookup plus noise) in place of the input's
    // own lookup, in batches. Throws InputError for a wrong shape or class.
    std::vector<Array> gradientsAt(const Encoding& input, const std::vector<Array>& lookups,
                                   int targetClass) const;

    // The word-embedding matrix [vocab, embedding] as float32.
    Array wordEmbeddings() const;

private:
    struct State;
    explicit Encoder(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
};

// Throws ModelError when the tokenizer a model folder carries (vocab.txt, a SentencePiece model,
// tokenizer.json or vocab.json) gives ids past the model's vocab_size, so that a mismatch is
// named at load and not blamed on a text later; does nothing when it carries none.
void checkTokenizerVocabulary(const std::string& modelDir, const ModelConfig& config);

// The order in which Encoder::forward() batches `inputs`: shortest first, inputs of one length
// in input order. Its batches are consecutive slices of this order.
std::vector<std::size_t> batchOrder(const std::vector<Encoding>& inputs);

}  // namespace akshara::model

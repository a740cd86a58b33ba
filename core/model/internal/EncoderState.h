#pragma once

// What a loaded Encoder holds, shared by the files that implement it: Encoder.cpp (loading and
// the batched forward pass) and EncoderGradients.cpp (attributions and gradients).

#include <c10/core/Event.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/Error.h"
#include "model/Encoder.h"
#include "model/internal/ModelLimits.h"
#include "model/internal/Networks.h"

namespace akshara::model {

namespace internal {

// One batch's results on their way to host memory: float32 CPU tensors, padded. On CUDA they
// are page-locked and filled by copies that run behind the pass; `copied` passes when they
// are complete.
struct PendingBatch {
    std::vector<std::size_t> batch;  // the inputs, in the order of the rows
    torch::Tensor hidden, last, mean, first, lastToken, attentions, logits, pooled;
    std::optional<c10::Event> copied;
};

}  // namespace internal

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
        const std::int64_t maxLength = internal::longestInput(config);
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

    // One input checked and padded as a batch of its own; returns its position ids.
    torch::Tensor single(const Encoding& input, torch::Tensor& ids, torch::Tensor& typeIds,
                         torch::Tensor& mask) const {
        check(input, 0);
        pad({input}, {0}, ids, typeIds, mask);
        return net->positionIds(ids, mask);
    }

    // Starts the inputs at `batch` (one padded batch): queues the pass and the copies of the
    // requested results to host memory, and returns without waiting for them on CUDA.
    internal::PendingBatch launch(const std::vector<Encoding>& inputs,
                                  const std::vector<std::size_t>& batch,
                                  const ForwardOptions& options) const;
    // Runs the inputs in batches, handing each launched batch to `finish` once the next one
    // is queued. Checks the inputs first; halves the batch size on running out of memory.
    void run(const std::vector<Encoding>& inputs, const ForwardOptions& options, bool aside,
             const std::function<void(internal::PendingBatch&)>& finish);
    // Waits for a launched batch's copies to host memory.
    static void waitFor(const internal::PendingBatch& pending, const ForwardOptions& options);
    // Stores a batch's outputs, unpadded, in `outputs`, once waitFor() has returned.
    static void finish(const internal::PendingBatch& pending, const std::vector<Encoding>& inputs,
                       const ForwardOptions& options, std::vector<EncoderOutput>& outputs);
    // Throws the ModelError for an input whose `what` ("logits", ...) are not finite.
    [[noreturn]] void throwNotFinite(const std::string& what, std::size_t input) const;
};

}  // namespace akshara::model

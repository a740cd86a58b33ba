#pragma once

#include <torch/torch.h>

#include <map>
#include <string>
#include <vector>

#include "model/Array.h"
#include "model/ModelConfig.h"
#include "model/Safetensors.h"

namespace akshara::model::internal {

// The safetensors files of a model folder (one file or the shards of an index), each
// header already checked, and where each weight lies.
struct WeightFiles {
    std::vector<SafetensorsFile> files;
    std::map<std::string, std::pair<std::size_t, std::size_t>> where;  // name -> (file, entry)
    // Or, for a trusted TorchScript archive, its parameters by name.
    std::string archivePath;
    std::map<std::string, torch::Tensor> archived;

    // Whether a weight of this name (with or without the family's prefix) is stored.
    bool has(const std::string& name, const ModelConfig& config) const;
    // The total number of floating-point elements stored.
    std::uint64_t floatElementCount() const;
    // "F32", or e.g. "F32+F16" when mixed.
    std::string storedTypes() const;
};

// The prefix of a family's base-model weights in a task checkpoint: "bert.", "roberta.",
// "albert.", "transformer." (GPT-2, BLOOM); "" for T5.
std::string checkpointPrefix(const ModelConfig& config);

// A shape as text: "[768, 3072]".
std::string shapeText(const std::vector<std::int64_t>& shape);

// A float32 CPU copy of a tensor as an Array.
Array toArray(const torch::Tensor& tensor);

// Opens DIR/model.safetensors or the shards listed in DIR/model.safetensors.index.json.
// Refuses pickled checkpoints (pytorch_model.bin) with the reason and the conversion. A
// folder with only a TorchScript archive (*.pt) is read when `trustTorchScript`, else refused.
WeightFiles openWeightFiles(const std::string& modelDir, bool trustTorchScript = false);

// Copies every parameter of `module` from the files, accepting names with and without the
// family's prefix ("bert.", "roberta.", "albert.", "transformer." for GPT-2 and BLOOM) and
// skipping pre-training heads and, for T5, the decoder. Throws ModelError naming a missing
// weight, an unexpected one, a shape mismatch or a non-float dtype.
void loadWeights(torch::nn::Module& module, const WeightFiles& weights, const ModelConfig& config);

}  // namespace akshara::model::internal

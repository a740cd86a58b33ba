#pragma once

// Weights and optimizer state of a classifier in training, saved and restored under the names
// Hugging Face gives them ("bert.encoder.layer.0...", "classifier.weight").

#include <torch/torch.h>

#include <string>

#include "model/ModelConfig.h"
#include "model/internal/WeightLoader.h"

namespace akshara::model::internal {

// The checkpoint name of a module parameter: the family prefix added, except for the head.
std::string checkpointName(const std::string& parameter, const ModelConfig& config);

// Hugging Face's initialisation: linear and embedding weights N(0, 0.02), biases 0,
// LayerNorm weights 1. Draws from torch's global generator (seed it first).
void initializeWeights(torch::nn::Module& module);

// Copies the stored weights of a pretrained folder whose names and shapes match; the pooler
// and the head stay as initialised when absent, and the head also when `keepHead` is false.
// Throws ModelError naming a missing or misshapen encoder weight.
void loadPretrainedWeights(torch::nn::Module& module, const WeightFiles& weights,
                           const ModelConfig& config, bool keepHead);

// Dropout probabilities as config.json gives them: hidden_dropout_prob,
// attention_probs_dropout_prob, classifier_dropout (null: the hidden one; ALBERT:
// classifier_dropout_prob), with transformers' defaults.
struct DropoutRates {
    double hidden = 0.1, attention = 0.1, classifier = 0.1;
};
// Reads them from DIR/config.json; throws ModelError for a value outside [0, 1).
DropoutRates readDropoutRates(const std::string& modelDir, const ModelConfig& config);

// Gives every layer of a network made by makeNetwork these dropout probabilities (they are
// 0 until set, and have no effect in eval mode).
void setDropout(torch::nn::Module& network, const DropoutRates& rates);

// Writes every parameter as float32 to a safetensors file (atomically).
void saveWeights(torch::nn::Module& module, const ModelConfig& config, const std::string& path);
// Reads back what saveWeights wrote; throws ModelError naming a missing or misshapen weight.
void restoreWeights(torch::nn::Module& module, const ModelConfig& config, const std::string& path);

// AdamW's moments and step counts as safetensors tensors ("exp_avg/NAME", "exp_avg_sq/NAME",
// "step/NAME"), and back. Parameters without state (no step taken yet) are left out.
void saveOptimizerState(torch::optim::AdamW& optimizer, torch::nn::Module& module,
                        const ModelConfig& config, const std::string& path);
void restoreOptimizerState(torch::optim::AdamW& optimizer, torch::nn::Module& module,
                           const ModelConfig& config, const std::string& path);

}  // namespace akshara::model::internal

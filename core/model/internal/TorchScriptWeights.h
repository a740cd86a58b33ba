#pragma once

// Weights taken from a TorchScript archive (a module saved with torch.jit.save, e.g. a traced
// Hugging Face model). Loading such an archive deserialises code, so it is done only when the
// user says they trust the file.

#include <torch/torch.h>

#include <map>
#include <optional>
#include <string>

namespace akshara::model::internal {

// The TorchScript archive of a model folder: its one "*.pt" file (a zip archive), if any.
// Throws ModelError when there are several, naming them.
std::optional<std::string> findTorchScriptArchive(const std::string& modelDir);

// The parameters of the archive's module by their dotted names, as float tensors on the CPU.
// Throws ModelError naming the file when it is not a TorchScript archive or holds no float
// parameters.
std::map<std::string, torch::Tensor> readTorchScriptWeights(const std::string& path);

}  // namespace akshara::model::internal

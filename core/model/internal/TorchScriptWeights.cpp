#include "model/internal/TorchScriptWeights.h"

#include <torch/script.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "common/Error.h"

namespace akshara::model::internal {

namespace fs = std::filesystem;

std::optional<std::string> findTorchScriptArchive(const std::string& modelDir) {
    std::vector<std::string> found;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(modelDir, error)) {
        if (entry.is_regular_file() && entry.path().extension() == ".pt") {
            found.push_back(entry.path().string());
        }
    }
    if (found.empty()) {
        return std::nullopt;
    }
    std::sort(found.begin(), found.end());
    if (found.size() > 1) {
        std::string names;
        for (const auto& f : found) {
            names += (names.empty() ? "" : ", ") + fs::path(f).filename().string();
        }
        throw ModelError(modelDir + ": several TorchScript archives (" + names +
                         "); keep one .pt file in the model folder");
    }
    return found.front();
}

std::map<std::string, torch::Tensor> readTorchScriptWeights(const std::string& path) {
    torch::jit::Module module;
    try {
        module = torch::jit::load(path, torch::kCPU);
    } catch (const c10::Error& e) {
        const std::string what = e.what_without_backtrace();
        throw ModelError(path + ": not a TorchScript archive that libtorch can load (" +
                         what.substr(0, what.find('\n')) + ")");
    }
    std::map<std::string, torch::Tensor> weights;
    for (const auto& item : module.named_parameters(/*recurse=*/true)) {
        if (item.value.is_floating_point()) {
            weights.emplace(item.name, item.value.detach().contiguous());
        }
    }
    if (weights.empty()) {
        throw ModelError(path + ": the TorchScript module holds no floating-point parameters");
    }
    return weights;
}

}  // namespace akshara::model::internal

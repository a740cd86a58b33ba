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
        // The name first: a link that loops, of another name, is no archive to look into.
        std::error_code ec;
        if (entry.path().extension() == ".pt" && entry.is_regular_file(ec)) {
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
    // libtorch's loader throws c10::Error for a damaged archive, and plain standard exceptions
    // from its script compiler (an unknown class, a syntax error in code/) and its tables (a
    // parameter without a value): each is the archive's fault, named with its file.
    const auto unusable = [&path](const std::string& what) {
        return ModelError(path + ": not a TorchScript archive that libtorch can load (" +
                          what.substr(0, what.find('\n')) + ")");
    };
    torch::jit::Module module;
    std::map<std::string, torch::Tensor> weights;
    try {
        module = torch::jit::load(path, torch::kCPU);
        for (const auto& item : module.named_parameters(/*recurse=*/true)) {
            if (item.value.is_floating_point()) {
                weights.emplace(item.name, item.value.detach().contiguous());
            }
        }
    } catch (const c10::Error& e) {
        throw unusable(e.what_without_backtrace());
    } catch (const std::exception& e) {
        throw unusable(e.what());
    }
    if (weights.empty()) {
        throw ModelError(path + ": the TorchScript module holds no floating-point parameters");
    }
    return weights;
}

}  // namespace akshara::model::internal

#pragma once

// Writing TorchScript archives for the tests, kept out of the Qt test sources: no translation
// unit includes both Qt and libtorch headers.

#include <functional>
#include <string>

namespace akshara::test {

// Saves the weights of a safetensors file (those `keep` accepts; all when empty) as a
// TorchScript module whose dotted parameter names are the safetensors names, as a traced
// Hugging Face model has them.
void saveArchive(const std::string& safetensors, const std::string& path,
                 const std::function<bool(const std::string&)>& keep = {});

}  // namespace akshara::test

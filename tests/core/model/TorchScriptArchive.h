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

// Copies the TorchScript archive `from` to `to`, record by record, with `edit` given each
// record's name and bytes to change: an archive damaged in one way.
void copyArchive(const std::string& from, const std::string& to,
                 const std::function<void(const std::string& name, std::string& bytes)>& edit);

}  // namespace akshara::test

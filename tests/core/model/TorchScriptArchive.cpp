#include "TorchScriptArchive.h"

#include <caffe2/serialize/inline_container.h>
#include <torch/script.h>

#include <map>

#include "model/Safetensors.h"

namespace akshara::test {

namespace {

// A node of the module tree an archive is built from: parameters and named children.
struct Node {
    std::map<std::string, torch::Tensor> parameters;
    std::map<std::string, Node> children;
};

torch::jit::Module build(const Node& node, const std::string& className,
                         const std::shared_ptr<torch::jit::CompilationUnit>& unit) {
    torch::jit::Module module("__torch__." + className, unit, /*shouldMangle=*/true);
    for (const auto& [name, child] : node.children) {
        module.register_module(name, build(child, className + "_" + name, unit));
    }
    for (const auto& [name, tensor] : node.parameters) {
        module.register_parameter(name, tensor, /*is_buffer=*/false);
    }
    return module;
}

}  // namespace

void saveArchive(const std::string& safetensors, const std::string& path,
                 const std::function<bool(const std::string&)>& keep) {
    const auto file = model::SafetensorsFile::open(safetensors);
    Node root;
    for (const auto& entry : file.entries()) {
        if (keep && !keep(entry.name)) {
            continue;
        }
        const auto values = file.readFloat(entry.name);
        Node* node = &root;
        std::string name = entry.name;
        for (auto dot = name.find('.'); dot != std::string::npos; dot = name.find('.')) {
            node = &node->children[name.substr(0, dot)];
            name = name.substr(dot + 1);
        }
        node->parameters[name] = torch::tensor(values.values).reshape(values.shape).clone();
    }
    build(root, "Model", std::make_shared<torch::jit::CompilationUnit>()).save(path);
}

void copyArchive(const std::string& from, const std::string& to,
                 const std::function<void(const std::string& name, std::string& bytes)>& edit) {
    caffe2::serialize::PyTorchStreamReader reader(from);
    caffe2::serialize::PyTorchStreamWriter writer(to);
    for (const auto& name : reader.getAllRecords()) {
        // The writer adds the archive's own prefix and version record.
        if (name == ".data/version" || name == "version") {
            continue;
        }
        auto [data, size] = reader.getRecord(name);
        std::string bytes(static_cast<const char*>(data.get()), size);
        edit(name, bytes);
        writer.writeRecord(name, bytes.data(), bytes.size());
    }
    writer.writeEndOfFile();
}

}  // namespace akshara::test

// Parity of the model runtime on a device: runs each fixture folder's reference inputs (token
// ids from reference.json) and compares every hidden state, the logits and the gradients with
// what `transformers` computed (reference.safetensors), printing the largest absolute
// differences. The unit tests check the same on the CPU; this is for CUDA, fp32 and bf16.
//
//   gpu_parity --device cuda --dtype float32|bfloat16 FIXTURE_DIR...

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"

using namespace akshara;

namespace {

double maxAbsDiff(const model::Array& a, const model::Array& b) {
    if (a.values.size() != b.values.size()) {
        return INFINITY;
    }
    double worst = 0;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        worst = std::max(worst, static_cast<double>(std::fabs(a.values[i] - b.values[i])));
    }
    return worst;
}

}  // namespace

int main(int argc, char** argv) {
    model::EncoderOptions options;
    std::vector<std::string> dirs;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--device" && i + 1 < argc) {
            options.device = std::string(argv[++i]) == "cuda" ? model::DeviceChoice::Cuda : model::DeviceChoice::Cpu;
        } else if (arg == "--dtype" && i + 1 < argc) {
            const std::string t = argv[++i];
            options.dtype = t == "bfloat16" ? model::ComputeType::BFloat16
                            : t == "float16" ? model::ComputeType::Float16
                                             : model::ComputeType::Float32;
        } else {
            dirs.push_back(arg);
        }
    }
    int failures = 0;
    for (const std::string& dir : dirs) {
        try {
            const auto reference = nlohmann::json::parse(readFile(dir + "/reference.json"));
            const auto expected = model::SafetensorsFile::open(dir + "/reference.safetensors");
            const auto encoder = model::Encoder::load(dir, options);
            std::vector<model::Encoding> inputs;
            for (std::size_t i = 0; i < reference["texts"].size(); ++i) {
                if (expected.find("t" + std::to_string(i) + ".hidden") == nullptr) {
                    continue;  // a tokenizer-only case
                }
                const auto& t = reference["texts"][i];
                model::Encoding e;
                e.ids = t["input_ids"].get<std::vector<std::int64_t>>();
                if (t.contains("token_type_ids") && !t["token_type_ids"].is_null()) {
                    e.typeIds = t["token_type_ids"].get<std::vector<std::int64_t>>();
                }
                inputs.push_back(std::move(e));
            }
            model::ForwardOptions what;
            what.hiddenStates = true;
            what.logits = !encoder.info().labels.empty();
            const auto outputs = encoder.forward(inputs, what);
            double hidden = 0, logits = 0, grad = 0;
            for (std::size_t i = 0; i < inputs.size(); ++i) {
                const std::string k = "t" + std::to_string(i);
                hidden = std::max(hidden, maxAbsDiff(outputs[i].hiddenStates, expected.readFloat(k + ".hidden")));
                if (what.logits) {
                    logits = std::max(logits, maxAbsDiff(outputs[i].logits, expected.readFloat(k + ".logits")));
                    if (options.dtype == model::ComputeType::Float32 && expected.find(k + ".grad") != nullptr) {
                        const auto a = encoder.attribute(inputs[i]);
                        grad = std::max(grad, maxAbsDiff(a.gradient, expected.readFloat(k + ".grad")));
                    }
                }
            }
            std::printf("%-40s %-10s %-9s texts %2zu  hidden %.3g  logits %.3g  grad %.3g\n", dir.c_str(),
                        encoder.info().device.c_str(), encoder.info().computeDType.c_str(), inputs.size(),
                        hidden, logits, grad);
            const bool fp32 = options.dtype == model::ComputeType::Float32;
            if (fp32 && (hidden > 1e-4 || logits > 1e-4 || grad > 1e-3)) {
                ++failures;
            }
        } catch (const std::exception& e) {
            std::printf("%-40s error: %s\n", dir.c_str(), e.what());
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}

#include "ModelOptions.h"

#include <algorithm>
#include <filesystem>
#include <string>
#include <system_error>
#include <thread>

#include "InputLines.h"
#include "common/Error.h"
#include "model/TrainingRecord.h"

namespace akshara::cli {

namespace {

// --batch-size, --threads and --trust-torchscript.
void addRunningOptions(ArgParser& parser) {
    parser.option("batch-size", "N",
                  "inputs per batch (0: " + std::to_string(model::kDefaultCpuBatchSize) +
                      " on the CPU, " + std::to_string(model::kDefaultCudaBatchSize) +
                      " on CUDA, halved as often as the device's memory needs)",
                  "0");
    parser.option("threads", "N", "CPU threads (0: one per core)", "0");
    parser.flag("trust-torchscript",
                "load a folder whose weights are a TorchScript archive (*.pt); loading one "
                "runs code from the file, so only for files from a source you trust");
}

}  // namespace

void addModelOptions(ArgParser& parser) {
    parser.option("device", "auto|cpu|cuda", "where to run the model", "auto");
    parser.option("dtype", "float32|bfloat16|float16",
                  "compute type; bfloat16 runs several times faster on GPUs and on processors "
                  "with native bfloat16 (AVX-512 BF16, AMX), hidden states within about 0.05 of "
                  "float32; float16 needs CUDA",
                  "float32");
    addRunningOptions(parser);
}

void addPlacementOptions(ArgParser& parser) {
    parser.option("device", "auto|cpu|cuda", "where to run the models", "auto");
    addRunningOptions(parser);
}

void refuseModelOptionsWithout(const ArgParser& parser, const std::string& model) {
    for (const char* option : {"device", "dtype", "batch-size", "threads", "trust-torchscript"}) {
        if (parser.has(option)) {
            throw UsageError(std::string("--") + option + " is for the model of " + model +
                             ", and none is given");
        }
    }
}

model::DeviceChoice deviceOption(const ArgParser& parser) {
    const auto device = parser.value("device");
    if (device == "auto") {
        return model::DeviceChoice::Auto;
    }
    if (device == "cpu") {
        return model::DeviceChoice::Cpu;
    }
    if (device == "cuda") {
        return model::DeviceChoice::Cuda;
    }
    throw UsageError("--device must be auto, cpu or cuda, not '" + device + "'");
}

int threadsOption(const ArgParser& parser) {
    const long long most = std::max(256u, 4 * std::thread::hardware_concurrency());
    const auto threads = parser.integer("threads");
    if (threads < 0 || threads > most) {
        throw UsageError("--threads must be between 0 (one per core) and " + std::to_string(most));
    }
    return static_cast<int>(threads);
}

model::EncoderOptions placementOptions(const ArgParser& parser) {
    model::EncoderOptions options;
    options.device = deviceOption(parser);
    const auto batch = parser.integer("batch-size");
    if (batch < 0) {
        throw UsageError("--batch-size must not be negative");
    }
    options.batchSize = static_cast<std::size_t>(batch);
    options.cpuThreads = threadsOption(parser);
    options.trustTorchScript = parser.has("trust-torchscript");
    return options;
}

model::EncoderOptions modelOptions(const ArgParser& parser) {
    model::EncoderOptions options = placementOptions(parser);
    const auto dtype = parser.value("dtype");
    if (dtype == "float32" || dtype == "fp32") {
        options.dtype = model::ComputeType::Float32;
    } else if (dtype == "bfloat16" || dtype == "bf16") {
        options.dtype = model::ComputeType::BFloat16;
    } else if (dtype == "float16" || dtype == "fp16") {
        options.dtype = model::ComputeType::Float16;
    } else {
        throw UsageError("--dtype must be float32, bfloat16 or float16, not '" + dtype + "'");
    }
    return options;
}

std::vector<model::Encoding> readEncodedLines(const std::string& path, std::istream& standardInput,
                                              const model::Tokenizer& tokenizer, bool pair,
                                              std::size_t maxLength, std::ostream& err,
                                              std::vector<std::string>* lines) {
    std::vector<model::Encoding> encodings;
    std::size_t cut = 0;
    const auto encodeLine = [&](const std::string& line, std::size_t number,
                                const std::string& source) {
        if (pair) {
            const auto [first, second] = splitPairLine(line, source, number);
            encodings.push_back(tokenizer.encodePair(first, second, maxLength));
        } else {
            encodings.push_back(tokenizer.encode(line, maxLength));
        }
        cut += encodings.back().truncated;
        if (encodings.back().ids.empty()) {
            // A decoder's tokenizer adds no special tokens: an empty line
            // leaves the model nothing to read.
            throw InputError(line.empty() ? "the line is empty and the tokenizer adds no "
                                            "special tokens: the model has nothing to read"
                                          : "the line gives no tokens: the model has "
                                            "nothing to read",
                             source, number);
        }
        model::keepWhatTheModelReads(encodings.back());
        if (lines) {
            lines->push_back(line);
        }
    };
    forEachInputLine(path, standardInput, encodeLine);
    requireLines(encodings.size(), path);
    if (cut > 0) {
        err << model::cutToLengthNote(cut, encodings.size(), maxLength) << "\n";
    }
    return encodings;
}

std::function<void(std::size_t, std::size_t)> linesProgress(std::ostream& err) {
    return [&err, lastReport = std::size_t{0}](std::size_t done, std::size_t total) mutable {
        if (done == total || done - lastReport >= 256) {
            err << "  " << done << "/" << total << "\n";
            lastReport = done;
        }
    };
}

void noteTrainedInputs(const std::string& modelDir, bool pairs, std::ostream& err) {
    if (const std::string note = model::trainedInputsNote(modelDir, pairs); !note.empty()) {
        err << note << "\n";
    }
}

}  // namespace akshara::cli

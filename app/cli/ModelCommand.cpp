#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "model/Encoder.h"

namespace akshara::cli {

namespace {

int runModelInfo(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("model info DIR [--json]",
                     "Loads a Hugging Face model folder (config.json and safetensors weights) and\n"
                     "describes it: architecture, sizes, layers, vocabulary, labels, dtype.");
    parser.positional("DIR", "the model folder");
    parser.flag("json", "print one JSON object");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const auto dir = parser.values("DIR").front();
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto& info = encoder.info();
    nlohmann::ordered_json j;
    j["directory"] = info.directory;
    j["architecture"] = info.architecture;
    j["model_type"] = info.modelType;
    j["family"] = model::familyName(info.family);
    j["layers"] = info.numLayers;
    j["hidden_size"] = info.hiddenSize;
    j["embedding_size"] = info.embeddingSize;
    j["attention_heads"] = info.numHeads;
    j["intermediate_size"] = info.intermediateSize;
    j["max_positions"] = info.maxPositions;
    // What the commands cut a longer input to: the positions, or the tokenizer's
    // model_max_length where that is shorter.
    j["max_tokens"] = info.maxTokens;
    j["vocab_size"] = info.vocabSize;
    j["pad_token_id"] = info.padTokenId;
    j["labels"] = info.labels;
    j["pooler"] = info.hasPooler;
    j["parameters"] = info.parameterCount;
    j["weight_dtype"] = info.weightDType;
    j["compute_dtype"] = info.computeDType;
    j["device"] = info.device;
    j["weight_files"] = info.weightFiles;
    if (parser.has("json")) {
        io.out << printableJson(j, 2) << "\n";
        return kExitOk;
    }
    io.out << "architecture   " << info.architecture << " (" << info.modelType << ")\n"
           << "layers         " << info.numLayers << "\n"
           << "hidden size    " << info.hiddenSize;
    if (info.embeddingSize != info.hiddenSize) {
        io.out << " (embeddings " << info.embeddingSize << ")";
    }
    io.out << "\nheads          " << info.numHeads << "\n"
           << "intermediate   " << info.intermediateSize << "\n"
           << "max positions  " << info.maxPositions << "\n"
           << "longest input  " << info.maxTokens << " tokens, special tokens included\n"
           << "vocabulary     " << info.vocabSize << "\n"
           << "parameters     " << info.parameterCount << "\n"
           << "weights        " << info.weightDType << ", computed in " << info.computeDType
           << " on " << info.device << "\n"
           << "labels         ";
    if (info.labels.empty()) {
        io.out << "none (a bare model)";
    }
    for (std::size_t i = 0; i < info.labels.size(); ++i) {
        io.out << (i ? ", " : "") << i << "=" << info.labels[i];
    }
    io.out << "\n";
    return kExitOk;
}

}  // namespace

int runModel(const std::vector<std::string>& args, CliContext& io) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        (args.empty() ? io.err : io.out) << "usage: akshara-cli model info DIR [--json]\n\n"
                                            "  info   describe a Hugging Face model folder\n";
        return args.empty() ? kExitUsage : kExitOk;
    }
    if (args[0] == "info") {
        return runModelInfo(std::vector<std::string>(args.begin() + 1, args.end()), io);
    }
    throw UsageError("unknown model command '" + args[0] + "' (try: info)");
}

}  // namespace akshara::cli

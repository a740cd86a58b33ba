#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "data/ClassificationDataset.h"
#include "eval/DppKernel.h"
#include "eval/KDppSampler.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "predict/DatasetPredictions.h"

namespace akshara::cli {

namespace {

// "-k N" is the paper's name for the sample size; the parser knows long options only.
std::vector<std::string> withLongK(std::vector<std::string> args) {
    for (auto& arg : args) {
        if (arg == "-k")
            arg = "--k";
        else if (arg.rfind("-k=", 0) == 0)
            arg = "-" + arg;
    }
    return args;
}

}  // namespace

int runSample(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "sample --model DIR --data FILE -k N [--seed N] [--pair]",
        "Chooses k diverse examples of a dataset for human validation (IndicXNLI, 'diverse\n"
        "sampling'): a k-DPP over sentence embeddings, the mean over all tokens of the model's\n"
        "last hidden layer (a pair is embedded as the model reads it), scaled to unit length\n"
        "(cosine kernel). Prints one JSON object: the chosen ids, their 0-based indices and\n"
        "file lines, in file order. The same seed gives the same sample.");
    parser.option("model", "DIR", "a Hugging Face model folder (a classifier or a bare model)");
    parser.option("data", "FILE",
                  "the dataset (TSV, CSV, JSON lines, JSON array); a label column is not needed");
    parser.option("k", "N", "how many examples to choose (also -k N)");
    parser.option("seed", "N", "the sampler's seed", "20221");
    parser.option("kernel", "cosine|linear",
                  "similarity of two embeddings: cosine, or the dot product of the raw vectors",
                  "cosine");
    addDatasetOptions(parser);
    addModelOptions(parser);
    if (!parser.parse(withLongK(args), io.out))
        return kExitOk;
    if (!parser.has("model") || !parser.has("data") || !parser.has("k"))
        throw UsageError("--model, --data and -k are required\n\n" + parser.help());
    const long long k = parser.integer("k");
    if (k < 1)
        throw UsageError("-k must be at least 1");
    const long long seed = parser.integer("seed");
    if (seed < 0)
        throw UsageError("--seed must not be negative");
    const auto kernelName = parser.value("kernel");
    if (kernelName != "cosine" && kernelName != "linear")
        throw UsageError("--kernel must be cosine or linear, not '" + kernelName + "'");

    const auto dataPath = parser.value("data");
    auto options = datasetOptions(parser, dataPath);
    options.labelsOptional = true;  // sampling never looks at labels
    const auto dataset = data::readClassificationDataset(dataPath, options);
    const std::size_t n = dataset.examples.size();
    if (static_cast<unsigned long long>(k) > n) {
        throw InputError("-k " + std::to_string(k) + " is more than the " + std::to_string(n) +
                             " examples of the dataset",
                         dataPath);
    }

    const auto dir = parser.value("model");
    const auto encoder = model::Encoder::load(dir, modelOptions(parser));
    const auto tokenizer = model::Tokenizer::load(dir);
    const auto inputs = predict::encodeExamples(dataset, *tokenizer, encoder);
    io.err << "embedding " << n << " examples of " << dataPath << " with "
           << encoder.info().architecture << " on " << encoder.info().device << "\n";
    model::ForwardOptions what;
    what.meanPooled = true;
    const auto outputs = forwardReporting(encoder, inputs, what, io.err);

    // The last layer's row of each [layers+1, hidden] mean.
    eval::EmbeddingMatrix embeddings;
    embeddings.rows = n;
    embeddings.columns = static_cast<std::size_t>(encoder.info().hiddenSize);
    embeddings.values.reserve(n * embeddings.columns);
    for (const auto& output : outputs) {
        const auto& pooled = output.meanPooled.values;
        embeddings.values.insert(embeddings.values.end(),
                                 pooled.end() - static_cast<std::ptrdiff_t>(embeddings.columns),
                                 pooled.end());
    }
    const auto kernel = eval::DppKernel::fromEmbeddings(
        embeddings,
        kernelName == "cosine" ? eval::SimilarityKernel::Cosine : eval::SimilarityKernel::Linear);
    const eval::KDppSampler sampler(kernel);
    if (static_cast<std::size_t>(k) > sampler.rank()) {
        throw InputError(
            "-k " + std::to_string(k) + " is more than the " + std::to_string(sampler.rank()) +
                " linearly independent embeddings (the kernel's rank; at most the "
                "hidden size, " +
                std::to_string(embeddings.columns) + "): no k-DPP sample of that size exists",
            dataPath);
    }
    const auto chosen =
        sampler.sample(static_cast<std::size_t>(k), static_cast<std::uint64_t>(seed));

    nlohmann::ordered_json result;
    result["data"] = dataPath;
    result["model"] = dir;
    result["examples"] = n;
    result["k"] = k;
    result["seed"] = seed;
    result["kernel"] = kernelName;
    auto ids = nlohmann::ordered_json::array();
    auto indices = nlohmann::ordered_json::array();
    auto lines = nlohmann::ordered_json::array();
    for (const std::size_t i : chosen) {
        ids.push_back(data::exampleId(dataset, i));
        indices.push_back(i);
        lines.push_back(dataset.examples[i].line);
    }
    result["ids"] = std::move(ids);
    result["indices"] = std::move(indices);
    result["lines"] = std::move(lines);
    io.out << printableJson(result) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

#include "AttackRunFolder.h"

#include <filesystem>

#include "DatasetOptions.h"
#include "common/Error.h"
#include "common/Version.h"

namespace akshara::cli {

jobs::RunFolder openAttackRun(const std::string& out, const std::string& kind,
                              const std::vector<std::string>& args,
                              nlohmann::ordered_json manifest) {
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    if (ec) {
        throw InputError("cannot create the output folder: " + ec.message(), out);
    }
    auto folder = jobs::RunFolder::open(out);
    nlohmann::ordered_json full;
    full["kind"] = kind;
    full["command"] = args;
    for (auto& [key, value] : manifest.items()) {
        full[key] = value;
    }
    full["version"] = kVersion;
    const auto existing = folder.readManifest();
    if (existing.empty()) {
        if (!folder.readResults().empty()) {
            throw InputError("the folder holds results without a manifest; use another --out", out);
        }
        folder.writeManifest(full.dump(2));
        return folder;
    }
    nlohmann::json previous;
    try {
        previous = nlohmann::json::parse(existing);
    } catch (const nlohmann::json::exception&) {
        throw InputError("malformed manifest.json; use another --out", out + "/manifest.json");
    }
    if (previous.value("kind", "") != kind ||
        previous.value("command", nlohmann::json()) != nlohmann::json(args)) {
        throw InputError("the folder holds a run of a different command (" +
                             previous.value("kind", std::string("?")) + " " +
                             previous.value("command", nlohmann::json()).dump() +
                             "); resume it with that command or use another --out",
                         out);
    }
    return folder;
}

void addAttackDatasetOptions(ArgParser& parser) {
    parser.option("data", "FILE", "labelled dataset: TSV, CSV or JSON lines (Hugging Face export)");
    addDatasetOptions(parser);
    parser.option("limit", "N", "attack only the first N examples (0: all)", "0");
}

data::ClassificationDataset readAttackDataset(const ArgParser& parser,
                                              const std::vector<std::string>& modelLabels) {
    if (!parser.has("data")) {
        throw UsageError("--data is required\n\n" + parser.help());
    }
    const auto path = parser.value("data");
    auto options = datasetOptions(parser, path);
    options.labelNames = modelLabels;
    auto dataset = data::readClassificationDataset(path, options);
    dataset.labels = modelLabels;
    const long long limit = parser.integer("limit");
    if (limit < 0) {
        throw UsageError("--limit must be 0 or more");
    }
    if (limit > 0 && static_cast<std::size_t>(limit) < dataset.examples.size()) {
        dataset.examples.resize(static_cast<std::size_t>(limit));
    }
    return dataset;
}

}  // namespace akshara::cli

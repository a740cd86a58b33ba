#include "model/TrainingRecord.h"

#include <filesystem>
#include <system_error>

#include <nlohmann/json.hpp>

#include "common/FileIo.h"
#include "common/JsonText.h"

namespace akshara::model {

std::string trainedInputsNote(const std::string& modelDir, bool pairs) {
    const std::filesystem::path record = std::filesystem::path(modelDir) / "training.json";
    std::error_code missing;
    if (!std::filesystem::is_regular_file(record, missing)) {
        return {};
    }
    nlohmann::json training;
    try {
        training = parseJsonText<nlohmann::json>(readFile(record.string()));
    } catch (const std::exception&) {
        return {};  // a record that cannot be read says nothing of the inputs
    }
    if (!training.is_object() || !training.contains("data") || !training["data"].is_object()) {
        return {};
    }
    const auto& data = training["data"];
    const auto pair = data.find("pair");
    if (pair == data.end() || !pair->is_boolean() || pair->get<bool>() == pairs) {
        return {};
    }
    return "note: " + modelDir + " was trained on " +
           (pairs ? "single sentences" : "sentence pairs") + " (its training.json) and is given " +
           (pairs ? "sentence pairs" : "single sentences") +
           ": what it predicts for them says little";
}

}  // namespace akshara::model

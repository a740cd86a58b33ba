#pragma once

#include <filesystem>
#include <string>

#include "common/Error.h"

namespace akshara::model::internal {

// Whether a model folder holds `path` as a file (a link to one included): false when nothing
// is there, ModelError when something else is, which reading would wait on for ever (a named
// pipe) or fail on without the file's name.
inline bool folderHasFile(const std::filesystem::path& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status)) {
        return false;
    }
    if (!std::filesystem::is_regular_file(status)) {
        throw ModelError(path.string() + ": not a regular file; a model's " +
                         path.filename().string() + " is a file");
    }
    return true;
}

// ModelError when `modelDir` holds a trained model only partly moved into place: a training
// stopped as it moved its files out of checkpoint/ (their list, publishing.json, is there and
// its record, training.json, written last, is not), which leaves the new model's files beside
// those of the one trained there before.
inline void refuseHalfMovedModel(const std::string& modelDir) {
    std::error_code ec;
    if (std::filesystem::exists(modelDir + "/checkpoint/publishing.json", ec) &&
        !std::filesystem::exists(modelDir + "/training.json", ec)) {
        throw ModelError(modelDir +
                         ": holds a training that stopped while it moved the trained model into "
                         "place, so its files are partly the new model's and partly not; run the "
                         "same training again to finish it, and the model is saved here");
    }
}

}  // namespace akshara::model::internal

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

}  // namespace akshara::model::internal

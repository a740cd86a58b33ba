#include "model/ModelFingerprint.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <vector>

#include "common/FileIo.h"
#include "common/Fingerprint.h"

namespace akshara::model {

std::string modelFingerprint(const ModelInfo& info) {
    namespace fs = std::filesystem;
    std::vector<std::string> parts;
    parts.push_back(readFile((fs::path(info.directory) / "config.json").string()));
    for (const auto& file : info.weightFiles) {
        const fs::path path(file);  // as the loader opened it (relative paths included)
        auto in = openInputFile(path.string());
        const auto size = fs::file_size(path);
        const std::size_t piece = static_cast<std::size_t>(std::min<std::uintmax_t>(size, 1 << 20));
        std::string head(piece, '\0'), tail(piece, '\0');
        in.read(head.data(), static_cast<std::streamsize>(piece));
        in.seekg(static_cast<std::streamoff>(size - piece));
        in.read(tail.data(), static_cast<std::streamsize>(piece));
        parts.push_back(path.filename().string() + ":" + std::to_string(size));
        parts.push_back(head);
        parts.push_back(tail);
    }
    return listFingerprint(parts);
}

}  // namespace akshara::model

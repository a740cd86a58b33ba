#include "model/ModelFingerprint.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <vector>

#include "common/FileIo.h"
#include "common/Fingerprint.h"

namespace akshara::model {

namespace fs = std::filesystem;

bool isTokenizerFile(const fs::path& file) {
    static const char* const kNames[] = {"tokenizer_config.json",
                                         "special_tokens_map.json",
                                         "tokenizer.json",
                                         "added_tokens.json",
                                         "vocab.txt",
                                         "vocab.json",
                                         "merges.txt"};
    const auto name = file.filename().string();
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames) ||
           file.extension() == ".model";
}

std::string modelFingerprint(const ModelInfo& info) {
    Fingerprint print;
    const fs::path dir(info.directory);
    print.add(readFile((dir / "config.json").string()));
    std::vector<fs::path> tokenizerFiles;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.is_regular_file(ec) && isTokenizerFile(entry.path())) {
            tokenizerFiles.push_back(entry.path());
        }
    }
    std::sort(tokenizerFiles.begin(), tokenizerFiles.end());
    for (const auto& file : tokenizerFiles) {
        print.add(file.filename().string());
        print.add(readFile(file.string()));
    }
    const std::uint64_t weightFiles = info.weightFiles.size();
    print.add(&weightFiles, sizeof weightFiles);
    for (const auto& file : info.weightFiles) {
        const fs::path path(file);  // as the loader opened it (relative paths included)
        print.add(path.filename().string());
        print.addFile(path.string());
    }
    return print.hex();
}

}  // namespace akshara::model

#include "common/FileIo.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "common/Error.h"

namespace akshara {

std::ifstream openInputFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        throw InputError("is a folder, not a file", path);
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw InputError(std::string("cannot open: ") + std::strerror(errno), path);
    }
    return in;
}

std::string outermostMissingFolder(const std::string& folder) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path missing = fs::absolute(folder, ec).lexically_normal();
    if (!missing.has_filename()) {
        missing = missing.parent_path();  // "out/" names the folder "out"
    }
    if (fs::exists(missing, ec)) {
        return {};
    }
    while (missing.has_parent_path() && missing.parent_path() != missing &&
           !fs::exists(missing.parent_path(), ec)) {
        missing = missing.parent_path();
    }
    return missing.string();
}

bool sameFile(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(a, ec) && fs::exists(b, ec)) {
        return fs::equivalent(a, b, ec) && !ec;
    }
    const fs::path first = fs::weakly_canonical(a, ec);
    if (ec) {
        return false;
    }
    const fs::path second = fs::weakly_canonical(b, ec);
    return !ec && first == second;
}

void checkOutputPath(const std::string& path, const std::vector<std::string>& inputs) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (path.empty()) {
        throw InputError("the output path is empty; give the path of a file to write");
    }
    for (const std::string& input : inputs) {
        if (!input.empty() && sameFile(path, input)) {
            throw InputError(
                "is also an input (" + input + "), which writing would destroy; write elsewhere",
                path);
        }
    }
    if (fs::is_directory(path, ec)) {
        throw InputError("is a folder; give the path of a file to write", path);
    }
    fs::path folder = fs::path(path).parent_path();
    if (folder.empty()) {
        folder = ".";
    }
    if (!fs::exists(folder, ec)) {
        throw InputError("cannot write: the folder " + folder.string() + " does not exist", path);
    }
    if (!fs::is_directory(folder, ec)) {
        throw InputError("cannot write: " + folder.string() + " is not a folder", path);
    }
    if (::access(folder.c_str(), W_OK) != 0) {
        throw InputError("cannot write in " + folder.string() + ": " + std::strerror(errno), path);
    }
}

std::string readFile(const std::string& path) {
    auto in = openInputFile(path);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        throw InputError("cannot read the file", path);
    }
    return buffer.str();
}

void writeFileAtomically(const std::string& path, const std::string& content) {
    const std::string temporary = path + ".partial";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            const std::string reason = std::strerror(errno);
            const auto folder = std::filesystem::path(path).parent_path();
            std::error_code ec;
            if (!folder.empty() && !std::filesystem::is_directory(folder, ec)) {
                throw InputError("cannot write: the folder " + folder.string() + " does not exist",
                                 path);
            }
            throw InputError("cannot write: " + reason, path);
        }
        out << content;
        out.flush();
        if (!out) {
            out.close();
            std::remove(temporary.c_str());
            throw InputError("cannot write the file (disk full?)", path);
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw InputError("cannot move the finished file into place: " + reason, path);
    }
}

}  // namespace akshara

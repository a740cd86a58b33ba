#include "common/FileIo.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "common/Error.h"

namespace akshara {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw InputError(std::string("cannot open: ") + std::strerror(errno), path);
    }
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
            throw InputError(std::string("cannot write: ") + std::strerror(errno), temporary);
        }
        out << content;
        out.flush();
        if (!out) {
            out.close();
            std::remove(temporary.c_str());
            throw InputError("cannot write the file (disk full?)", temporary);
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw InputError("cannot move the finished file into place: " + reason, path);
    }
}

}  // namespace akshara

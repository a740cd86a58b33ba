#pragma once

#include <string>

namespace akshara {

// The whole file as bytes; throws InputError naming the file when it cannot be read.
std::string readFile(const std::string& path);

// Writes `content` to a temporary file beside `path`, then renames it into place, so a crash
// never leaves a half-written file; throws InputError naming the file.
void writeFileAtomically(const std::string& path, const std::string& content);

}  // namespace akshara

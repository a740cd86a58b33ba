#pragma once

#include <fstream>
#include <string>

namespace akshara {

// The whole file as bytes; throws InputError naming the file when it cannot be read.
std::string readFile(const std::string& path);

// `path` opened for binary reading; throws InputError naming it when it is missing, is a
// folder, or cannot be opened.
std::ifstream openInputFile(const std::string& path);

// Throws InputError naming `path` when a file cannot be created there: its folder is missing,
// is not a folder, or is not writable; or `path` itself is a folder. For checking an output
// before long work, so that it is not lost at the end.
void checkOutputPath(const std::string& path);

// Writes `content` to a temporary file beside `path`, then renames it into place, so a crash
// never leaves a half-written file; throws InputError naming the file.
void writeFileAtomically(const std::string& path, const std::string& content);

}  // namespace akshara

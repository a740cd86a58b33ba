#pragma once

#include <string_view>
#include <vector>

namespace akshara::resources {

// A file of resources/tables/ compiled into the program.
struct EmbeddedFile {
    std::string_view name;  // file name, e.g. "hi-orthographic.tsv"
    std::string_view data;  // its bytes
};

// The built-in table files, sorted by name (generated at build time).
const std::vector<EmbeddedFile>& embeddedTableFiles();

}  // namespace akshara::resources

#pragma once

#include <vector>

#include "lexicon/EmbeddedFiles.h"

namespace akshara::resources {

// The files of resources/demo/ (the demo lexicons), sorted by name (generated at build time).
const std::vector<EmbeddedFile>& embeddedDemoFiles();

}  // namespace akshara::resources

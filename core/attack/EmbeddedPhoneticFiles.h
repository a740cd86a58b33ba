#pragma once

#include <vector>

#include "lexicon/EmbeddedFiles.h"

namespace akshara::resources {

// The phonetic feature tables of resources/indic-phonetic/ (generated at build time).
const std::vector<EmbeddedFile>& embeddedPhoneticFiles();

}  // namespace akshara::resources

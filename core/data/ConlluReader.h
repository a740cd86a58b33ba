#pragma once

#include <string>
#include <string_view>

#include "data/Corpus.h"

namespace akshara::data {

// Reads CoNLL-U (Universal Dependencies): comments (# sent_id = ... names the sentence),
// multiword token ranges (1-2, kept as surface units), empty nodes (1.1, skipped), CRLF,
// a BOM, trailing whitespace. A line without 10 tab-separated columns, a word id out of
// sequence, a head that is not a word of the sentence, a cycle or several roots, and invalid
// UTF-8 are malformed: reported with file and line (see ReadOptions). A sentence whose heads
// are all "_" is kept without a tree.
Corpus parseConllu(std::string_view content, const std::string& fileName,
                   const ReadOptions& options = {});
// Reads the file; throws InputError when it cannot be read, or when it holds neither a
// sentence nor a malformed one (an empty file, or another format: SSF is named as such).
Corpus readConllu(const std::string& path, const ReadOptions& options = {});

}  // namespace akshara::data

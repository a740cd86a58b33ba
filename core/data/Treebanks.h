#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "data/Corpus.h"

namespace akshara::data {

// Reads treebank files in one format, "ssf" (readSsf) or "conllu" (readConllu), into one
// corpus with the sentences and the problems of all of them, in order. `afterEach` is called
// with the number of files read after each one. Throws InputError for another format.
Corpus readTreebanks(const std::vector<std::string>& files, const std::string& format,
                     const ReadOptions& options = {},
                     const std::function<void(std::size_t)>& afterEach = {});

// Throws InputError when the corpus holds no sentence, saying how many were malformed.
void requireSentences(const Corpus& corpus);

}  // namespace akshara::data

#pragma once

#include <string>
#include <vector>

#include "data/ClassificationDataset.h"

namespace akshara::data {

// One text of a dataset column and the line its record starts on.
struct TextRecord {
    std::size_t line = 0;
    std::string text;
};

// The texts of one column of a dataset file (TSV or CSV with a header row, or JSON lines),
// labelled or not. Throws InputError naming file, line and column for a missing column or
// field, a ragged row, a value that is not a string, invalid UTF-8 or an empty file.
std::vector<TextRecord> readTextColumn(const std::string& path, const std::string& column,
                                       DatasetFormat format);

}  // namespace akshara::data

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

// The text of the same dataset file with the column's value of the i-th record (in the order
// readTextColumn lists them) replaced by texts[i], in the file's own format: every other
// field, the header and the record order unchanged (TSV and CSV rows are written back with
// '\n' line ends and quoting where CSV needs it, a TSV read quoted as pandas writes it quoted
// again; a JSON line keeps every other byte as it was: field order, spacing, and numbers as
// written). Throws InputError as readTextColumn does, when `texts` has another size, and for
// a text holding a tab or a line break in a plain TSV (which has no quoting).
std::string replaceTextColumn(const std::string& path, const std::string& column,
                              DatasetFormat format, const std::vector<std::string>& texts);

}  // namespace akshara::data

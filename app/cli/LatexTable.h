#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::cli {

// A table as a paper prints it, for --latex: a header row, named rows of formatted cells,
// and rules between groups of rows (the averages under the cells, say).
struct LatexTable {
    std::string caption;  // plain text; empty: no caption
    std::string label;    // \label{...} as it is (a LaTeX key); empty: none
    std::string corner;   // the header cell above the row names
    std::vector<std::string> columns;
    std::vector<std::string> rowNames;
    std::vector<std::vector<std::string>> cells;  // cells[row][column], plain text
    std::vector<std::size_t> ruleBefore;          // rows with a \midrule above them
};

// Text as LaTeX reads it literally: the ten special characters escaped, control characters
// shown as text::printable shows them. Letters of any script pass through as UTF-8, for
// XeLaTeX or LuaLaTeX with a font that has them.
std::string latexEscape(std::string_view text);

// A table environment with a booktabs tabular: the row names left-aligned, the cells right.
void writeLatexTable(std::ostream& out, const LatexTable& table);

}  // namespace akshara::cli

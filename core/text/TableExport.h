#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::text {

// A table as a paper prints it: a header row, named rows of formatted cells, and rules
// between groups of rows (the averages under the cells, say). For export as LaTeX or CSV.
struct TextTable {
    std::string caption;  // plain text; empty: no caption
    std::string label;    // \label{...} as it is (a LaTeX key); empty: none
    std::string corner;   // the header cell above the row names
    std::vector<std::string> columns;
    std::vector<std::string> rowNames;
    std::vector<std::vector<std::string>> cells;  // cells[row][column], plain text
    std::vector<std::size_t> ruleBefore;          // rows with a rule above them
    std::size_t leftColumns = 0;                  // the first columns hold names too: left-aligned
};

// Text as LaTeX reads it literally: the ten special characters escaped, and < > | (which the
// default font encoding prints as other glyphs), control characters
// shown as printable() shows them. Letters of any script pass through as UTF-8, for
// XeLaTeX or LuaLaTeX with a font that has them.
std::string latexEscape(std::string_view text);

// A figure with `digits` decimals ("0.250"), as the tables print them: with a decimal point
// whatever the C library's locale.
std::string fixedDecimals(double value, int digits = 3);

// A table environment with a booktabs tabular: the row names left-aligned, the cells right.
// A row name that begins with [ or * is kept from being read as an argument of the line break
// or rule before it.
std::string latexTable(const TextTable& table);

// The table as text for a terminal: columns two spaces apart, aligned by the columns each
// cell takes on screen (names left, numbers right), the caption above it; control characters
// shown as printable() shows them.
std::string plainTable(const TextTable& table);

// The table as comma-separated values (RFC 4180): the header row (the corner, then the
// columns), then each row's name and cells; a field with a comma, a quote or a line break
// quoted, its quotes doubled; lines end in CRLF. No caption, no rules. A text that begins
// with = + - @ (which a spreadsheet would run as a formula) gets a leading apostrophe; numbers
// (-0.25, 12.5%) and "-" do not.
std::string csvTable(const TextTable& table);

// Fields as one line of tab-separated values, as a spreadsheet or a document takes them from
// the clipboard: each text as it is, but a tab or a line break in it (\r, \n, U+0085, U+2028,
// U+2029) becomes a space, and one that starts with a double quote is quoted (its quotes
// doubled), which a spreadsheet would otherwise read as the start of a quoted field. No line
// end.
std::string tsvLine(const std::vector<std::string>& fields);

// The rows of tab-separated text as a spreadsheet puts it on the clipboard: lines end in \n or
// \r\n, fields are split at tabs, and a field in double quotes may hold tabs, line breaks and
// doubled quotes. A byte-order mark at the start is left out; so is the empty line after the
// last line end.
std::vector<std::vector<std::string>> tsvRows(std::string_view text);

// The table as tab-separated lines (tsvLine), each ended by \n: the header row (the corner,
// then the columns), then each row's name and cells. No caption, no rules.
std::string tsvTable(const TextTable& table);

}  // namespace akshara::text

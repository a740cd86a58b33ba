#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::data {

// One record of a delimited file and the line it starts on (1-based).
struct DelimitedRow {
    std::size_t line = 0;
    std::vector<std::string> fields;
};

// Splits CSV (RFC 4180: fields separated by `delimiter`, a field in double quotes may hold
// the delimiter, newlines and "" for a quote) into records. A BOM and CRLF line ends are
// dropped; blank lines are skipped. Throws InputError naming file and line for a quote
// that is never closed or text after a closing quote, and for invalid UTF-8.
std::vector<DelimitedRow> parseCsvRows(std::string_view content, const std::string& fileName,
                                       char delimiter = ',');

// Splits TSV as most corpora write it: one record per line, fields separated by tabs, no
// quoting (a quote is an ordinary character). Same tolerance and errors as parseCsvRows.
std::vector<DelimitedRow> parseTsvRows(std::string_view content, const std::string& fileName);

// TSV as it was written: plain (parseTsvRows), or quoted as pandas and Hugging Face datasets
// write it with to_csv(sep="\t") (a field holding a quote, a tab or a line break in double
// quotes, "" for a quote) when the file shows that quoting and reads whole with it: a row
// that plain reading splits into another number of fields than the header's, or a field that
// opens with a quote and is not closed on its line or holds a doubled quote, and every record
// of the quoted reading has the header's fields and none holds both a line break and a tab.
// A quotation typed in a plain corpus ("Tak" – powiedział, a whole field "Tak", or one opened
// in a text and closed in a later one) is text, as before. `quoted` (when given) says which
// reading was taken.
std::vector<DelimitedRow> parseTsvRowsAsWritten(std::string_view content,
                                                const std::string& fileName,
                                                bool* quoted = nullptr);

// Throws InputError naming the file, the header's line and the column when a column name
// stands twice in `header`, the first row of a file: a reader would take one of the two and
// silently ignore the other.
void requireDistinctColumns(const DelimitedRow& header, const std::string& fileName);

}  // namespace akshara::data

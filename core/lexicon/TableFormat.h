#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "lexicon/TableValidation.h"

namespace akshara::lexicon {

// The confusion table file format (documented in docs/formats.md): UTF-8 text, header lines
// "# key: value" (name, kind, script, language, description, origin, directed), then a
// tab-separated column row (source and target required; kind, category, weight, note
// optional), then one entry per line. Invisible characters are written as \uXXXX escapes.

// A table read from text, with everything wrong in it found while reading (the table holds
// the entries that could be read; problems name their lines).
struct ParsedTable {
    ConfusionTable table;
    std::vector<TableProblem> problems;
    bool kindRead = false;        // the '# kind:' header named a kind this program knows
    bool formatLineRead = false;  // the '# akshara-confusion-table' line is there
    std::map<std::string, std::size_t> headerLines;  // header key ("name") -> its line
};

// The field of the one problem of a file that is not UTF-8 text with LF or CRLF line ends
// (UTF-16, or lines ended by CR alone): nothing else of it is read.
inline constexpr const char* kEncodingField = "encoding";

// Whether the text read is meant as a table, however wrong: it has the format line or a header
// line of the format (a name, kind, script...); a dataset or another text has neither.
bool meantAsTable(const ParsedTable& parsed);

// Reads a table; never throws for bad content, which ends up in `problems`.
ParsedTable parseTable(std::string_view content);

// A table of confusable characters is kilobytes; a file past this size is another file.
inline constexpr std::size_t kMaxTableFileBytes = std::size_t(64) << 20;

// Reads a table file; throws InputError when the file cannot be read at all (or is larger than
// kMaxTableFileBytes).
ParsedTable readTableFile(const std::string& path);

// Every problem of a table read from a file: those found while reading and the content checks
// of validateTable(), in the order of the file's lines (those of the table as a whole, at no
// line, first). A table with errors among them is not to be used.
std::vector<TableProblem> tableFileProblems(const ParsedTable& parsed);

// The table in the file format, entries in table order (diff-friendly: one entry a line,
// columns only where used).
std::string formatTable(const ConfusionTable& table);

// Why `name` cannot be a table's name: it is empty, holds a control character (a line break
// would end the file's header line), or cannot be a file name in a workspace, which keeps the
// table as tables/<name>.tsv (a folder separator, a leading dot). Empty when it can.
std::string tableNameProblem(const std::string& name);

// Writes the table atomically (a temporary file renamed into place); throws InputError.
void saveTableFile(const ConfusionTable& table, const std::string& path);

// Field escaping of the format: invisible characters (joiners, format characters) as
// \uXXXX and a backslash as \\; unescapeField throws InputError on a bad escape.
std::string escapeField(std::u32string_view field);
std::u32string unescapeField(std::string_view field);

}  // namespace akshara::lexicon

#pragma once

#include <ostream>
#include <string>

#include "ArgParser.h"
#include "text/TableExport.h"

namespace akshara::cli {

// How a command that prints tables prints them: JSON unless --table, --latex or --csv says
// otherwise.
enum class TableFormat { Json, Text, Latex, Csv };

// Declares --table (with its help), --latex and, with `csv`, --csv.
void addTableFormatFlags(ArgParser& parser, const std::string& tableHelp, bool csv = true);

// The format given; throws UsageError naming two of them when more than one is.
TableFormat tableFormat(const ArgParser& parser);

// Writes `table` as LaTeX, CSV or aligned text (Json is not a table format: nothing).
void writeTable(std::ostream& out, const text::TextTable& table, TableFormat format);

}  // namespace akshara::cli

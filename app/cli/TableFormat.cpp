#include "TableFormat.h"

#include <vector>

namespace akshara::cli {

void addTableFormatFlags(ArgParser& parser, const std::string& tableHelp, bool csv) {
    parser.flag("table", tableHelp);
    parser.flag("latex",
                "print LaTeX (booktabs) instead of JSON, for a paper; names in other scripts "
                "need XeLaTeX or LuaLaTeX");
    if (csv) {
        parser.flag("csv", "print comma-separated values instead of JSON, for a spreadsheet");
    }
}

TableFormat tableFormat(const ArgParser& parser) {
    std::vector<std::string> given;
    for (const char* format : {"table", "latex", "csv"}) {
        if (parser.has(format)) {
            given.push_back(std::string("--") + format);
        }
    }
    if (given.size() > 1) {
        throw UsageError(given[0] + " and " + given[1] + ": choose one");
    }
    return parser.has("table")   ? TableFormat::Text
           : parser.has("latex") ? TableFormat::Latex
           : parser.has("csv")   ? TableFormat::Csv
                                 : TableFormat::Json;
}

void writeTable(std::ostream& out, const text::TextTable& table, TableFormat format) {
    switch (format) {
        case TableFormat::Text:
            out << text::plainTable(table);
            break;
        case TableFormat::Latex:
            out << text::latexTable(table);
            break;
        case TableFormat::Csv:
            out << text::csvTable(table);
            break;
        case TableFormat::Json:
            break;
    }
}

}  // namespace akshara::cli

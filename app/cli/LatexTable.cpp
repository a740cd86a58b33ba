#include "LatexTable.h"

#include <algorithm>

#include "text/Display.h"

namespace akshara::cli {

std::string latexEscape(std::string_view text) {
    std::string out;
    for (const char c : text::printable(text)) {
        switch (c) {
            case '\\':
                out += "\\textbackslash{}";
                break;
            case '~':
                out += "\\textasciitilde{}";
                break;
            case '^':
                out += "\\textasciicircum{}";
                break;
            case '&':
            case '%':
            case '$':
            case '#':
            case '_':
            case '{':
            case '}':
                out += '\\';
                out += c;
                break;
            default:
                out += c;
        }
    }
    return out;
}

void writeLatexTable(std::ostream& out, const LatexTable& table) {
    out << "\\begin{table}[t]\n\\centering\n\\begin{tabular}{l"
        << std::string(table.columns.size(), 'r') << "}\n\\toprule\n"
        << latexEscape(table.corner);
    for (const auto& column : table.columns) {
        out << " & " << latexEscape(column);
    }
    out << " \\\\\n\\midrule\n";
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        if (std::find(table.ruleBefore.begin(), table.ruleBefore.end(), r) !=
            table.ruleBefore.end()) {
            out << "\\midrule\n";
        }
        out << latexEscape(table.rowNames[r]);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            const bool present = r < table.cells.size() && c < table.cells[r].size();
            out << " & " << (present ? latexEscape(table.cells[r][c]) : std::string());
        }
        out << " \\\\\n";
    }
    out << "\\bottomrule\n\\end{tabular}\n";
    if (!table.caption.empty()) {
        out << "\\caption{" << latexEscape(table.caption) << "}\n";
    }
    if (!table.label.empty()) {
        out << "\\label{" << table.label << "}\n";
    }
    out << "\\end{table}\n";
}

}  // namespace akshara::cli

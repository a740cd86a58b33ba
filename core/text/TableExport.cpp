#include "text/TableExport.h"

#include <algorithm>

#include "text/Display.h"

namespace akshara::text {

namespace {

std::string cellAt(const TextTable& table, std::size_t row, std::size_t column) {
    return row < table.cells.size() && column < table.cells[row].size() ? table.cells[row][column]
                                                                        : std::string();
}

std::string csvField(const std::string& field) {
    if (field.find_first_of(",\"\r\n") == std::string::npos) {
        return field;
    }
    std::string out = "\"";
    for (const char c : field) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

}  // namespace

std::string latexEscape(std::string_view text) {
    std::string out;
    for (const char c : printable(text)) {
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

std::string latexTable(const TextTable& table) {
    std::string out = "\\begin{table}[t]\n\\centering\n\\begin{tabular}{l" +
                      std::string(table.columns.size(), 'r') + "}\n\\toprule\n" +
                      latexEscape(table.corner);
    for (const auto& column : table.columns) {
        out += " & " + latexEscape(column);
    }
    out += " \\\\\n\\midrule\n";
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        if (std::find(table.ruleBefore.begin(), table.ruleBefore.end(), r) !=
            table.ruleBefore.end()) {
            out += "\\midrule\n";
        }
        out += latexEscape(table.rowNames[r]);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            out += " & " + latexEscape(cellAt(table, r, c));
        }
        out += " \\\\\n";
    }
    out += "\\bottomrule\n\\end{tabular}\n";
    if (!table.caption.empty()) {
        out += "\\caption{" + latexEscape(table.caption) + "}\n";
    }
    if (!table.label.empty()) {
        out += "\\label{" + table.label + "}\n";
    }
    return out + "\\end{table}\n";
}

std::string csvTable(const TextTable& table) {
    std::string out = csvField(table.corner);
    for (const auto& column : table.columns) {
        out += "," + csvField(column);
    }
    out += "\r\n";
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        out += csvField(table.rowNames[r]);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            out += "," + csvField(cellAt(table, r, c));
        }
        out += "\r\n";
    }
    return out;
}

}  // namespace akshara::text

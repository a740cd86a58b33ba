#include "text/TableExport.h"

#include <algorithm>
#include <charconv>

#include "text/Display.h"

namespace akshara::text {

namespace {

std::string cellAt(const TextTable& table, std::size_t row, std::size_t column) {
    return row < table.cells.size() && column < table.cells[row].size() ? table.cells[row][column]
                                                                        : std::string();
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Whether `field` is a plain decimal number as the tables write them (-0.25, 12.5%, -1e-3):
// one sign at most, and no "inf" or "nan", which a spreadsheet reads as names.
bool isNumber(std::string_view field) {
    if (!field.empty() && field.back() == '%') {
        field.remove_suffix(1);
    }
    std::size_t at = 0;
    const auto skipSign = [&] {
        if (at < field.size() && (field[at] == '-' || field[at] == '+')) {
            ++at;
        }
    };
    const auto skipDigits = [&] {
        const std::size_t from = at;
        while (at < field.size() && isDigit(field[at])) {
            ++at;
        }
        return at - from;
    };
    skipSign();
    std::size_t digits = skipDigits();
    if (at < field.size() && field[at] == '.') {
        ++at;
        digits += skipDigits();
    }
    if (digits == 0) {
        return false;
    }
    if (at < field.size() && (field[at] == 'e' || field[at] == 'E')) {
        ++at;
        skipSign();
        if (skipDigits() == 0) {
            return false;
        }
    }
    return at == field.size();
}

std::string csvField(const std::string& field) {
    // A name a spreadsheet would run as a formula (=SUM(A1), +x, -neg, @at) is written as
    // text, with the apostrophe spreadsheets take for that; numbers and "-" stay as they are.
    const bool formula = !field.empty() && field != "-" &&
                         std::string_view("=+-@\t\r").find(field.front()) != std::string::npos &&
                         !isNumber(field);
    const std::string text = formula ? "'" + field : field;
    if (text.find_first_of(",\"\r\n") == std::string::npos) {
        return text;
    }
    std::string out = "\"";
    for (const char c : text) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

}  // namespace

std::string fixedDecimals(double value, int digits) {
    // Not printf: under a locale such as Polish (which a GUI toolkit sets from the desktop's)
    // it writes a decimal comma, and a table would differ from the command line's.
    char buffer[400];  // the largest double in fixed notation, and the decimals
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value,
                                            std::chars_format::fixed, std::clamp(digits, 0, 60));
    return error == std::errc() ? std::string(buffer, end) : std::string("?");
}

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
            // Under the default font encoding these print as other glyphs (¡ ¿ —).
            case '<':
                out += "\\textless{}";
                break;
            case '>':
                out += "\\textgreater{}";
                break;
            case '|':
                out += "\\textbar{}";
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

namespace {

// A row's first cell, after \\ or a rule: a [ there would be read as their optional argument
// (\\[CLS] as a spacing), and a * after \\ as its starred form; an empty group keeps both text.
std::string latexRowStart(const std::string& name) {
    const std::string escaped = latexEscape(name);
    return !escaped.empty() && (escaped.front() == '[' || escaped.front() == '*') ? "{}" + escaped
                                                                                  : escaped;
}

}  // namespace

std::string latexTable(const TextTable& table) {
    const std::size_t left = std::min(table.leftColumns, table.columns.size());
    std::string out = "\\begin{table}[t]\n\\centering\n\\begin{tabular}{l" +
                      std::string(left, 'l') + std::string(table.columns.size() - left, 'r') +
                      "}\n\\toprule\n" + latexRowStart(table.corner);
    for (const auto& column : table.columns) {
        out += " & " + latexEscape(column);
    }
    out += " \\\\\n\\midrule\n";
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        if (std::find(table.ruleBefore.begin(), table.ruleBefore.end(), r) !=
            table.ruleBefore.end()) {
            out += "\\midrule\n";
        }
        out += latexRowStart(table.rowNames[r]);
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

std::string plainTable(const TextTable& table) {
    std::vector<std::vector<std::string>> grid;
    grid.push_back({printable(table.corner)});
    for (const auto& column : table.columns) {
        grid.back().push_back(printable(column));
    }
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        grid.push_back({printable(table.rowNames[r])});
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            grid.back().push_back(printable(cellAt(table, r, c)));
        }
    }
    std::vector<std::size_t> widths(table.columns.size() + 1, 0);
    for (const auto& line : grid) {
        for (std::size_t c = 0; c < line.size(); ++c) {
            widths[c] = std::max(widths[c], displayWidth(line[c]));
        }
    }
    std::string out = table.caption.empty() ? "" : printable(table.caption) + "\n";
    for (const auto& line : grid) {
        std::string text;
        for (std::size_t c = 0; c < line.size(); ++c) {
            const bool name = c <= table.leftColumns;
            text += (c == 0 ? "" : "  ") +
                    (name ? alignLeft(line[c], widths[c]) : alignRight(line[c], widths[c]));
        }
        while (!text.empty() && text.back() == ' ') {
            text.pop_back();
        }
        out += text + "\n";
    }
    return out;
}

std::string tsvLine(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) {
            out += '\t';
        }
        const std::string& field = fields[i];
        const bool quoted = !field.empty() && field.front() == '"';
        if (quoted) {
            out += '"';
        }
        for (std::size_t at = 0; at < field.size(); ++at) {
            const char c = field[at];
            if (c == '\t' || c == '\r' || c == '\n') {
                out += ' ';
            } else if (field.compare(at, 2, "\xC2\x85") == 0) {  // NEL
                out += ' ';
                at += 1;
            } else if (field.compare(at, 3, "\xE2\x80\xA8") == 0 ||
                       field.compare(at, 3, "\xE2\x80\xA9") == 0) {  // line, paragraph separators
                out += ' ';
                at += 2;
            } else {
                out += c;
                if (quoted && c == '"') {
                    out += '"';
                }
            }
        }
        if (quoted) {
            out += '"';
        }
    }
    return out;
}

std::vector<std::vector<std::string>> tsvRows(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);
    }
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    std::size_t at = 0;
    const auto endField = [&] {
        row.push_back(std::move(field));
        field.clear();
    };
    // Whether a field ends at `at`: a tab, a line end or the end of the text.
    const auto fieldEndsAt = [&text](std::size_t at) {
        return at == text.size() || text[at] == '\t' || text[at] == '\n' ||
               (text[at] == '\r' && at + 1 < text.size() && text[at + 1] == '\n');
    };
    // Where the quoted field opening at `open` ends (after its closing quote), when it is one:
    // a closing quote not doubled, then a tab, a line end or the end. Else npos: the quote is
    // a character of the text (a table's „ or " copied from its file).
    const auto quotedEnd = [&text, &fieldEndsAt](std::size_t open) {
        for (std::size_t at = open + 1; at < text.size(); ++at) {
            if (text[at] != '"') {
                continue;
            }
            if (at + 1 < text.size() && text[at + 1] == '"') {
                ++at;
                continue;
            }
            return fieldEndsAt(at + 1) ? at + 1 : std::string_view::npos;
        }
        return std::string_view::npos;
    };
    while (at < text.size()) {
        // A quote alone in its field (a table's " entry) is that character, not an opening.
        if (field.empty() && text[at] == '"' && !fieldEndsAt(at + 1)) {
            if (const std::size_t end = quotedEnd(at); end != std::string_view::npos) {
                for (std::size_t i = at + 1; i + 1 < end; ++i) {
                    field += text[i];
                    if (text[i] == '"') {
                        ++i;  // the second of a doubled quote
                    }
                }
                at = end;  // at its tab or line end, read next
                continue;
            }
        }
        const char c = text[at++];
        if (c == '\t') {
            endField();
        } else if (c == '\n' || (c == '\r' && at < text.size() && text[at] == '\n')) {
            if (c == '\r') {
                ++at;
            }
            endField();
            rows.push_back(std::move(row));
            row.clear();
        } else {
            field += c;
        }
    }
    if (!field.empty() || !row.empty()) {
        endField();
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string tsvTable(const TextTable& table) {
    std::vector<std::string> header{table.corner};
    header.insert(header.end(), table.columns.begin(), table.columns.end());
    std::string out = tsvLine(header) + '\n';
    for (std::size_t r = 0; r < table.rowNames.size(); ++r) {
        std::vector<std::string> row{table.rowNames[r]};
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            row.push_back(cellAt(table, r, c));
        }
        out += tsvLine(row) + '\n';
    }
    return out;
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

#include "data/DelimitedRows.h"

#include <algorithm>

#include "common/Error.h"
#include "data/Corpus.h"
#include "text/Display.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::data {

namespace {

// An empty line; a record of one quoted empty field ("") is not blank.
bool blank(const std::vector<std::string>& fields, bool quoted = false) {
    return !quoted && fields.size() == 1 && fields[0].empty();
}

void checkUtf8(std::string_view line, const std::string& file, std::size_t number) {
    if (const std::string problem = text::lineTextProblem(line); !problem.empty()) {
        throw InputError(problem, file, number);
    }
}

}  // namespace

std::vector<DelimitedRow> parseTsvRows(std::string_view content, const std::string& fileName) {
    std::vector<DelimitedRow> rows;
    const auto lines = splitLines(content);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        checkUtf8(lines[i], fileName, i + 1);
        DelimitedRow row;
        row.line = i + 1;
        std::size_t start = 0;
        while (true) {
            const std::size_t tab = lines[i].find('\t', start);
            row.fields.emplace_back(lines[i].substr(
                start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
            if (tab == std::string_view::npos)
                break;
            start = tab + 1;
        }
        if (!blank(row.fields))
            rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<DelimitedRow> parseTsvRowsAsWritten(std::string_view content,
                                                const std::string& fileName, bool* quoted) {
    if (quoted != nullptr) {
        *quoted = false;
    }
    std::vector<DelimitedRow> plain = parseTsvRows(content, fileName);
    if (plain.empty() || content.find('"') == std::string_view::npos) {
        return plain;
    }
    const std::size_t columns = plain.front().fields.size();
    const bool showsQuoting = std::any_of(plain.begin(), plain.end(), [&](const DelimitedRow& row) {
        return row.fields.size() != columns ||
               std::any_of(row.fields.begin(), row.fields.end(), [](const std::string& field) {
                   // Opened with a quote, and either not closed on its line, or holding a
                   // doubled one: a whole field in quotes ("Tak") may be text of either.
                   return field.size() > 1 && field.front() == '"' &&
                          (field.back() != '"' ||
                           field.substr(1, field.size() - 2).find("\"\"") != std::string::npos);
               });
    });
    if (!showsQuoting) {
        return plain;
    }
    try {
        std::vector<DelimitedRow> rows = parseCsvRows(content, fileName, '\t');
        // A field over several lines that also holds a tab took in the rows between a
        // quotation opened in one text of a plain corpus and closed in a later one, with their
        // labels: such a reading is not the file's.
        const bool whole = std::all_of(rows.begin(), rows.end(), [&](const DelimitedRow& row) {
            return row.fields.size() == rows.front().fields.size() &&
                   std::none_of(row.fields.begin(), row.fields.end(), [](const std::string& f) {
                       return f.find('\t') != std::string::npos &&
                              f.find('\n') != std::string::npos;
                   });
        });
        if (whole) {
            if (quoted != nullptr) {
                *quoted = true;
            }
            return rows;
        }
    } catch (const InputError&) {
        // Not quoted as CSV is: the quotes are text.
    }
    return plain;
}

std::vector<DelimitedRow> parseCsvRows(std::string_view content, const std::string& fileName,
                                       char delimiter) {
    content = text::withoutByteOrderMark(content);
    std::vector<DelimitedRow> rows;
    std::size_t line = 1;
    std::size_t pos = 0;
    // Validate line by line first, so the error names the line of the bad bytes.
    {
        const auto lines = splitLines(content);
        for (std::size_t i = 0; i < lines.size(); ++i)
            checkUtf8(lines[i], fileName, i + 1);
    }
    while (pos < content.size()) {
        DelimitedRow row;
        row.line = line;
        std::string field;
        bool endOfRecord = false;
        bool quoted = false;
        while (!endOfRecord) {
            if (pos < content.size() && content[pos] == '"') {
                quoted = true;
                const std::size_t quoteLine = line;
                ++pos;
                while (true) {
                    if (pos >= content.size()) {
                        throw InputError("quoted field never closed", fileName, quoteLine);
                    }
                    const char c = content[pos++];
                    if (c == '"') {
                        if (pos < content.size() && content[pos] == '"') {
                            field += '"';
                            ++pos;
                            continue;
                        }
                        break;
                    }
                    if (c == '\n')
                        ++line;
                    field += c;  // a line break inside quotes is the field's, CRLF too
                }
                // A CR there ends the line only before an LF: alone it is text after the
                // quote, not a delimiter to read the next field after.
                const bool lineEnd =
                    pos < content.size() &&
                    (content[pos] == '\n' || (content[pos] == '\r' && (pos + 1 == content.size() ||
                                                                       content[pos + 1] == '\n')));
                if (pos < content.size() && content[pos] != delimiter && !lineEnd) {
                    throw InputError("text after the closing quote of a field", fileName, line);
                }
            } else {
                while (pos < content.size() && content[pos] != delimiter && content[pos] != '\n') {
                    if (!(content[pos] == '\r' && pos + 1 < content.size() &&
                          content[pos + 1] == '\n')) {
                        field += content[pos];
                    }
                    ++pos;
                }
            }
            if (pos < content.size() && content[pos] == '\r')
                ++pos;
            row.fields.push_back(std::move(field));
            field.clear();
            if (pos >= content.size()) {
                endOfRecord = true;
            } else if (content[pos] == delimiter) {
                ++pos;
            } else if (content[pos] == '\n') {
                ++pos;
                ++line;
                endOfRecord = true;
            }
        }
        if (!blank(row.fields, quoted))
            rows.push_back(std::move(row));
    }
    return rows;
}

void requireDistinctColumns(const DelimitedRow& header, const std::string& fileName) {
    const auto& names = header.fields;
    for (std::size_t i = 1; i < names.size(); ++i) {
        const auto first =
            std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(i), names[i]);
        if (first != names.begin() + static_cast<std::ptrdiff_t>(i)) {
            throw InputError("the header names column '" + text::excerpt(names[i]) +
                                 "' twice (columns " + std::to_string(first - names.begin() + 1) +
                                 " and " + std::to_string(i + 1) + ")",
                             fileName, header.line, names[i]);
        }
    }
}

}  // namespace akshara::data

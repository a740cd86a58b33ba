#include "data/TextColumn.h"

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Strings.h"
#include "data/DelimitedRows.h"
#include "data/JsonLine.h"
#include "text/Display.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::data {

namespace {

// The index of `column` in the header row; throws InputError as readTextColumn does.
std::size_t columnIndex(const std::vector<DelimitedRow>& rows, const std::string& path,
                        const std::string& column) {
    if (rows.empty()) {
        throw InputError("the file is empty", path);
    }
    requireDistinctColumns(rows.front(), path);
    const auto& header = rows.front().fields;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == column)
            return i;
    }
    // Names shown printable and cut, and no more than a few: a header of a file read with the
    // wrong delimiter or line ends is the whole file.
    constexpr std::size_t kShown = 12;
    std::string known;
    for (std::size_t i = 0; i < std::min(header.size(), kShown); ++i) {
        known += (known.empty() ? "" : ", ") + text::excerpt(header[i], 40);
    }
    if (header.size() > kShown) {
        known += " and " + std::to_string(header.size() - kShown) + " more";
    }
    throw InputError(
        "no column '" + text::excerpt(column, 40) + "' (the header has: " + known + ")", path,
        rows.front().line, column);
}

std::vector<TextRecord> fromRows(const std::vector<DelimitedRow>& rows, const std::string& path,
                                 const std::string& column) {
    const std::size_t index = columnIndex(rows, path, column);
    const std::size_t width = rows.front().fields.size();
    std::vector<TextRecord> out;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        if (rows[r].fields.size() != width) {
            throw InputError("expected " + std::to_string(width) + " fields, found " +
                                 std::to_string(rows[r].fields.size()),
                             path, rows[r].line);
        }
        out.push_back({rows[r].line, rows[r].fields[index]});
    }
    if (out.empty()) {
        throw InputError("no records after the header", path);
    }
    return out;
}

// A CSV field, quoted (RFC 4180) when it holds the delimiter, a quote or a line break.
std::string csvField(const std::string& field, char delimiter = ',') {
    if (field.find_first_of(std::string(1, delimiter) + "\"\r\n") == std::string::npos) {
        return field;
    }
    std::string quoted = "\"";
    for (const char c : field) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

// The rows written back, column `column` replaced by `texts`; a TSV read with quoting
// (`quotedTsv`) is written quoted as it was read, a plain one plain.
std::string writeRows(std::vector<DelimitedRow> rows, const std::string& path,
                      const std::string& column, DatasetFormat format, bool quotedTsv,
                      const std::vector<std::string>& texts) {
    const std::size_t index = columnIndex(rows, path, column);
    const bool tsv = format == DatasetFormat::Tsv;
    const bool plain = tsv && !quotedTsv;
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0) {
            const std::string& text = texts[r - 1];
            if (plain && text.find_first_of("\t\r\n") != std::string::npos) {
                throw InputError("the new text holds a tab or a line break, which TSV cannot hold",
                                 path, rows[r].line, column);
            }
            rows[r].fields[index] = text;
        }
        for (std::size_t f = 0; f < rows[r].fields.size(); ++f) {
            if (f > 0)
                out += tsv ? '\t' : ',';
            out += plain ? rows[r].fields[f] : csvField(rows[r].fields[f], tsv ? '\t' : ',');
        }
        if (!plain && rows[r].fields.size() == 1 && rows[r].fields[0].empty())
            out += "\"\"";  // a record of one empty field, not a blank line
        out += '\n';
    }
    return out;
}

// Calls `record(raw, line)` for each non-blank line of a JSON lines file and `blank(raw)` for
// the others; a byte order mark before the first line is not part of it.
template <typename Record, typename Blank>
void forEachJsonLine(const std::string& file, Record record, Blank blank) {
    const std::string_view content = text::withoutByteOrderMark(file);
    std::size_t line = 0, pos = 0;
    while (pos < content.size()) {
        const auto newline = content.find('\n', pos);
        const std::string raw(content.substr(
            pos, newline == std::string_view::npos ? std::string_view::npos : newline - pos));
        pos = newline == std::string_view::npos ? content.size() : newline + 1;
        ++line;
        if (raw.find_first_not_of(" \t\r") == std::string::npos)
            blank(raw);
        else
            record(raw, line);
    }
}

// The record of one JSON line, checked as readTextColumn checks it.
nlohmann::ordered_json jsonRecord(const std::string& raw, const std::string& path, std::size_t line,
                                  const std::string& column) {
    const auto arrayMessage =
        "a JSON array: this reads JSON lines, one record (an object) per "
        "line";
    if (trimmed(raw) == "[")
        throw InputError(std::string("the start of ") + arrayMessage, path, line);
    if (trimmed(raw).substr(0, 1) == "[")  // a record is an object: this line opens an array
        throw InputError(arrayMessage, path, line);
    const auto object = parseJsonLine<nlohmann::ordered_json>(raw, path, line);
    if (!object.is_object())
        throw InputError(
            "a JSON lines record must be an object, not " + std::string(object.type_name()), path,
            line);
    const auto it = object.find(column);
    if (it == object.end())
        throw InputError("missing field '" + column + "'", path, line, column);
    if (!it->is_string())
        throw InputError("field '" + column + "' is not a string", path, line, column);
    return object;
}

// Where the value of the top-level field `key` stands in `raw`, a JSON object already parsed
// and known to have that field (the last of that name, as the parser keeps), so that it can
// be replaced without rewriting the rest of the line: the parser would turn an integer id
// beyond 64 bits into a double and change how other numbers are written.
std::pair<std::size_t, std::size_t> fieldValueSpan(std::string_view raw, const std::string& key) {
    std::pair<std::size_t, std::size_t> found{0, 0};
    int depth = 0;
    bool expectingKey = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '"') {
            const std::size_t end = jsonStringEnd(raw, i);
            if (depth == 1 && expectingKey &&
                nlohmann::json::parse(raw.substr(i, end - i)).get<std::string>() == key) {
                std::size_t value = raw.find(':', end) + 1;
                value = raw.find('"', value);
                found = {value, jsonStringEnd(raw, value)};
            }
            expectingKey = false;
            i = end - 1;
        } else if (c == '{' || c == '[') {
            ++depth;
            expectingKey = depth == 1 && c == '{';
        } else if (c == '}' || c == ']') {
            --depth;
        } else if (c == ',' && depth == 1) {
            expectingKey = true;
        }
    }
    return found;
}

// The records of a CSV or TSV file; `quoted`: a TSV read with quoting (as pandas writes it).
std::vector<DelimitedRow> delimitedRows(const std::string& content, const std::string& path,
                                        DatasetFormat format, bool* quoted = nullptr) {
    if (quoted != nullptr) {
        *quoted = false;
    }
    return format == DatasetFormat::Csv ? parseCsvRows(content, path)
                                        : parseTsvRowsAsWritten(content, path, quoted);
}

}  // namespace

std::vector<TextRecord> readTextColumn(const std::string& path, const std::string& column,
                                       DatasetFormat format) {
    const std::string content = readFile(path);
    text::requireText(content, path);
    if (format != DatasetFormat::JsonLines)
        return fromRows(delimitedRows(content, path, format), path, column);
    std::vector<TextRecord> out;
    forEachJsonLine(
        content,
        [&](const std::string& raw, std::size_t line) {
            out.push_back({line, jsonRecord(raw, path, line, column)[column].get<std::string>()});
        },
        [](const std::string&) {});
    if (out.empty())
        throw InputError("the file has no records", path);
    return out;
}

std::string replaceTextColumn(const std::string& path, const std::string& column,
                              DatasetFormat format, const std::vector<std::string>& texts) {
    const std::string content = readFile(path);
    text::requireText(content, path);
    const auto requireCount = [&](std::size_t records) {
        if (records != texts.size()) {
            throw InputError("the file has " + std::to_string(records) + " records, not " +
                                 std::to_string(texts.size()),
                             path);
        }
    };
    if (format != DatasetFormat::JsonLines) {
        bool quoted = false;
        auto rows = delimitedRows(content, path, format, &quoted);
        requireCount(fromRows(rows, path, column).size());
        return writeRows(std::move(rows), path, column, format, quoted, texts);
    }
    // Each line as it was, with the field's string replaced by the new text.
    struct Line {
        std::string raw;
        std::pair<std::size_t, std::size_t> value{0, 0};
        bool record = false;
    };
    std::vector<Line> lines;
    std::size_t records = 0;
    forEachJsonLine(
        content,
        [&](const std::string& raw, std::size_t line) {
            jsonRecord(raw, path, line, column);
            lines.push_back({raw, fieldValueSpan(raw, column), true});
            ++records;
        },
        [&](const std::string& raw) { lines.push_back({raw}); });
    if (records == 0)
        throw InputError("the file has no records", path);
    requireCount(records);
    std::string out;
    std::size_t next = 0;
    for (const auto& line : lines) {
        if (line.record) {
            const auto [begin, end] = line.value;
            // A text left as it was keeps its bytes, escapes (\u0041, \/) included.
            const std::string written = line.raw.substr(begin, end - begin);
            const nlohmann::json was = nlohmann::json::parse(written, nullptr, false);
            const std::string& text = texts[next++];
            const bool unchanged = was.is_string() && was.get_ref<const std::string&>() == text;
            out += line.raw.substr(0, begin) + (unchanged ? written : nlohmann::json(text).dump()) +
                   line.raw.substr(end) + "\n";
        } else {
            out += line.raw + "\n";
        }
    }
    return out;
}

}  // namespace akshara::data

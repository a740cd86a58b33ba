#include "data/TextColumn.h"

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "data/DelimitedRows.h"
#include "text/Utf8.h"

namespace akshara::data {

namespace {

std::vector<TextRecord> fromRows(const std::vector<DelimitedRow>& rows, const std::string& path,
                                 const std::string& column) {
    if (rows.empty()) {
        throw InputError("the file is empty", path);
    }
    const auto& header = rows.front().fields;
    std::size_t index = header.size();
    std::string known;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == column)
            index = i;
        known += (known.empty() ? "" : ", ") + header[i];
    }
    if (index == header.size()) {
        throw InputError("no column '" + column + "' (the header has: " + known + ")", path,
                         rows.front().line, column);
    }
    std::vector<TextRecord> out;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        if (rows[r].fields.size() != header.size()) {
            throw InputError("expected " + std::to_string(header.size()) + " fields, found " +
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

}  // namespace

std::vector<TextRecord> readTextColumn(const std::string& path, const std::string& column,
                                       DatasetFormat format) {
    const std::string content = readFile(path);
    if (format == DatasetFormat::Csv)
        return fromRows(parseCsvRows(content, path), path, column);
    if (format == DatasetFormat::Tsv)
        return fromRows(parseTsvRows(content, path), path, column);
    std::vector<TextRecord> out;
    std::size_t line = 0, pos = 0;
    while (pos < content.size()) {
        const auto newline = content.find('\n', pos);
        const std::string raw =
            content.substr(pos, newline == std::string::npos ? std::string::npos : newline - pos);
        pos = newline == std::string::npos ? content.size() : newline + 1;
        ++line;
        if (raw.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        if (const auto bad = text::firstInvalidUtf8(raw)) {
            throw InputError("invalid UTF-8 at byte " + std::to_string(*bad + 1), path, line);
        }
        nlohmann::json object;
        try {
            object = nlohmann::json::parse(raw);
        } catch (const nlohmann::json::parse_error& e) {
            throw InputError("not valid JSON: " + jsonErrorText(e, true), path, line);
        }
        const auto it = object.is_object() ? object.find(column) : object.end();
        if (it == object.end())
            throw InputError("missing field '" + column + "'", path, line, column);
        if (!it->is_string())
            throw InputError("field '" + column + "' is not a string", path, line, column);
        out.push_back({line, it->get<std::string>()});
    }
    if (out.empty())
        throw InputError("the file has no records", path);
    return out;
}

}  // namespace akshara::data

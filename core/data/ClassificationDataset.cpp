#include "data/ClassificationDataset.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "common/Strings.h"
#include "data/Corpus.h"
#include "data/DelimitedRows.h"
#include "data/JsonLine.h"
#include "text/Display.h"
#include "text/Normalize.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::data {

namespace {

// A label as read: its text, and whether it was written as an integer.
struct RawExample {
    std::string text, textPair, label, id;
    bool integerLabel = false;
    bool unlabelled = false;  // no label column, or an empty label (labelsOptional)
    std::size_t line = 0;
};

// The example's text, pair, line and id; the label is set by the caller.
ClassificationExample unlabelledExample(const RawExample& e) {
    ClassificationExample example;
    example.text = e.text;
    example.textPair = e.textPair;
    example.line = e.line;
    example.id = e.id;
    return example;
}

std::optional<long long> asInteger(const std::string& s) {
    if (s.empty() || s.size() > 18)
        return std::nullopt;
    std::size_t i = s[0] == '-' ? 1 : 0;
    if (i == s.size())
        return std::nullopt;
    for (std::size_t k = i; k < s.size(); ++k) {
        if (s[k] < '0' || s[k] > '9')
            return std::nullopt;
    }
    return std::stoll(s);
}

// The names of the columns to read, resolved against what the file has; `id` is empty when
// the examples have no ids, `label` when they have no labels (labelsOptional).
struct Columns {
    std::string first, second, label, id;
};

Columns resolveColumns(const ClassificationOptions& o, const std::vector<std::string>& available,
                       const std::string& file, std::size_t line) {
    const auto has = [&](const std::string& c) {
        return std::find(available.begin(), available.end(), c) != available.end();
    };
    const auto require = [&](const std::string& c) {
        if (!has(c))
            throw InputError("missing column '" + c + "'", file, line, c);
    };
    Columns columns;
    columns.label = o.labelColumn;
    if (!o.sentencePair) {
        columns.first = o.textColumn;
    } else if (!o.firstColumn.empty() || !o.secondColumn.empty()) {
        // The column not named is the file's sentence1 or premise (sentence2 or hypothesis).
        const auto either = [&](const char* pairName, const char* nliName) {
            return std::string(!has(pairName) && has(nliName) ? nliName : pairName);
        };
        columns.first = o.firstColumn.empty() ? either("sentence1", "premise") : o.firstColumn;
        columns.second =
            o.secondColumn.empty() ? either("sentence2", "hypothesis") : o.secondColumn;
    } else if (has("sentence1") || has("sentence2") || !has("premise")) {
        columns.first = "sentence1";
        columns.second = "sentence2";
    } else {
        columns.first = "premise";
        columns.second = "hypothesis";
    }
    if (!o.sentencePair && !has(columns.first)) {
        const bool nli = has("premise") && has("hypothesis");
        if (nli || (has("sentence1") && has("sentence2"))) {
            throw InputError("missing column '" + columns.first + "'; the file has the columns " +
                                 (nli ? "premise and hypothesis" : "sentence1 and sentence2") +
                                 " of sentence pairs: read it as pairs" +
                                 (o.pairSwitch.empty() ? "" : " (" + o.pairSwitch + ")"),
                             file, line, columns.first);
        }
    }
    if (o.sentencePair && !has(columns.first) && !has(columns.second) && has(o.textColumn)) {
        throw InputError("missing column '" + columns.first + "'; the file has the column " +
                             o.textColumn + " of single sentences, and neither " + columns.first +
                             " nor " + columns.second + ": read it as single sentences" +
                             (o.pairSwitch.empty() ? "" : " (without " + o.pairSwitch + ")"),
                         file, line, columns.first);
    }
    require(columns.first);
    if (o.sentencePair)
        require(columns.second);
    if (o.labelsOptional && !has(columns.label))
        columns.label.clear();
    else
        require(columns.label);
    if (!o.idColumn.empty()) {
        require(o.idColumn);
        columns.id = o.idColumn;
    } else if (has("id")) {
        columns.id = "id";
    }
    return columns;
}

std::vector<RawExample> readDelimited(std::string_view content, const std::string& file,
                                      const ClassificationOptions& o) {
    const auto rows = o.format == DatasetFormat::Csv ? parseCsvRows(content, file)
                      : o.quotedTsv                  ? parseCsvRows(content, file, '\t')
                                                     : parseTsvRowsAsWritten(content, file);
    if (rows.empty())
        throw InputError("empty file", file);
    requireDistinctColumns(rows.front(), file);
    const auto& header = rows.front().fields;
    const Columns columns = resolveColumns(o, header, file, rows.front().line);
    const auto index = [&](const std::string& c) {
        return static_cast<std::size_t>(std::find(header.begin(), header.end(), c) -
                                        header.begin());
    };
    const std::size_t first = index(columns.first);
    const std::size_t label = columns.label.empty() ? 0 : index(columns.label);
    const std::size_t second = o.sentencePair ? index(columns.second) : 0;
    std::vector<RawExample> out;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto& row = rows[r];
        if (row.fields.size() != header.size()) {
            throw InputError("row has " + std::to_string(row.fields.size()) +
                                 " fields, the header " + std::to_string(header.size()),
                             file, row.line);
        }
        RawExample e;
        e.line = row.line;
        e.text = row.fields[first];
        if (o.sentencePair)
            e.textPair = row.fields[second];
        if (columns.label.empty()) {
            e.unlabelled = true;
        } else {
            // "positive " is "positive": a space typed after a label is no class of its own.
            e.label = text::nfcUtf8(trimmed(row.fields[label]));
            e.integerLabel = asInteger(e.label).has_value();
            if (e.label.empty() && o.labelsOptional)
                e.unlabelled = true;  // a reader that never looks at labels
            else if (e.label.empty())
                throw InputError("empty label", file, row.line, columns.label);
        }
        if (!columns.id.empty()) {
            e.id = text::nfcUtf8(row.fields[index(columns.id)]);
            if (e.id.empty())
                throw InputError("empty id", file, row.line, columns.id);
        }
        out.push_back(std::move(e));
    }
    return out;
}

// An integer of a JSON record as written: unsigned ones past 2^63 too, not wrapped round.
std::string integerText(const nlohmann::json& value) {
    return value.is_number_unsigned() ? std::to_string(value.get<unsigned long long>())
                                      : std::to_string(value.get<long long>());
}

std::string jsonText(const nlohmann::json& object, const std::string& column,
                     const std::string& file, std::size_t line) {
    const auto it = object.find(column);
    if (it == object.end())
        throw InputError("missing field '" + column + "'", file, line, column);
    if (!it->is_string())
        throw InputError("field '" + column + "' is not a string", file, line, column);
    return it->get<std::string>();
}

// One JSON record (an object) as an example; the columns are resolved on the first record.
RawExample jsonExample(const nlohmann::json& object, std::optional<Columns>& columns,
                       const std::string& file, std::size_t line, const ClassificationOptions& o) {
    if (!object.is_object())
        throw InputError("a record must be an object", file, line);
    if (!columns) {
        std::vector<std::string> keys;
        for (const auto& item : object.items())
            keys.push_back(item.key());
        columns = resolveColumns(o, keys, file, line);
    }
    RawExample e;
    e.line = line;
    e.text = jsonText(object, columns->first, file, line);
    if (o.sentencePair)
        e.textPair = jsonText(object, columns->second, file, line);
    const auto label = columns->label.empty() ? object.end() : object.find(columns->label);
    if (columns->label.empty()) {
        e.unlabelled = true;
    } else if (label == object.end()) {
        if (!o.labelsOptional)
            throw InputError("missing field '" + columns->label + "'", file, line, columns->label);
        e.unlabelled = true;  // a reader that never looks at labels, as for an empty one
    } else if (label->is_number_integer()) {
        e.label = integerText(*label);
        e.integerLabel = true;
    } else if (label->is_string() && !trimmed(label->get_ref<const std::string&>()).empty()) {
        e.label = text::nfcUtf8(trimmed(label->get_ref<const std::string&>()));
    } else if (label->is_string() || label->is_null()) {
        if (!o.labelsOptional)
            throw InputError("empty label", file, line, columns->label);
        e.unlabelled = true;  // a reader that never looks at labels
    } else {
        throw InputError("label is neither a string nor an integer", file, line, columns->label);
    }
    if (columns->id.empty() && o.idColumn.empty() && object.contains("id")) {
        // The first record had none, so the records are numbered by their places: an id
        // here would be read as nothing, and an alignment by ids made by places instead.
        throw InputError(
            "an id, where the first record has none: give every record its id, or none", file, line,
            "id");
    }
    if (!columns->id.empty()) {
        const auto id = object.find(columns->id);
        if (id == object.end())
            throw InputError("missing field '" + columns->id + "'", file, line, columns->id);
        if (id->is_number_integer())
            e.id = integerText(*id);
        else if (id->is_string() && !id->get<std::string>().empty())
            e.id = text::nfcUtf8(id->get<std::string>());
        else
            throw InputError("id is neither a non-empty string nor an integer", file, line,
                             columns->id);
    }
    return e;
}

std::vector<RawExample> readJsonLines(std::string_view content, const std::string& file,
                                      const ClassificationOptions& o) {
    std::vector<RawExample> out;
    const auto lines = splitLines(content);
    std::optional<Columns> columns;
    bool any = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::size_t number = i + 1;
        const std::string_view line = lines[i];
        if (line.find_first_not_of(" \t") == std::string_view::npos)
            continue;
        any = true;
        const auto object = parseJsonLine<nlohmann::json>(line, file, number);
        if (!object.is_object())
            throw InputError("a JSON lines record must be an object", file, number);
        out.push_back(jsonExample(object, columns, file, number, o));
    }
    if (!any)
        throw InputError("empty file", file);
    return out;
}

// The byte offsets where the elements of the top-level JSON array in `text` begin, found by
// a scan that follows strings and nesting, so that each record can be given its line.
std::vector<std::size_t> arrayElementOffsets(std::string_view text) {
    std::vector<std::size_t> offsets;
    int depth = 0;
    bool expecting = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        if (depth == 1 && expecting && c != ']') {
            offsets.push_back(i);
            expecting = false;
        }
        if (c == '"') {
            i = jsonStringEnd(text, i) - 1;
        } else if (c == '[' || c == '{') {
            ++depth;
            expecting = depth == 1;
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == ',' && depth == 1) {
            expecting = true;
        }
    }
    return offsets;
}

std::size_t lineAt(std::string_view text, std::size_t offset) {
    const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size()));
    return 1 + static_cast<std::size_t>(std::count(text.begin(), end, '\n'));
}

// A file holding one JSON array of records.
std::vector<RawExample> readJsonArray(std::string_view content, const std::string& file,
                                      const ClassificationOptions& o) {
    if (const auto bad = text::firstInvalidUtf8(content)) {
        // The byte of its line, as the other formats count it.
        const auto lineStart = content.rfind('\n', *bad == 0 ? 0 : *bad - 1);
        const std::size_t column =
            lineStart == std::string_view::npos || *bad == 0 ? *bad : *bad - lineStart - 1;
        throw InputError("invalid UTF-8 at byte " + std::to_string(column + 1), file,
                         lineAt(content, *bad));
    }
    if (const auto problem = jsonTextProblem(content)) {
        throw InputError("not valid JSON: " + problem->what, file,
                         lineAt(content, problem->offset));
    }
    nlohmann::json array;
    try {
        array = nlohmann::json::parse(content);
    } catch (const nlohmann::json::parse_error& e) {
        throw InputError("not valid JSON: " + jsonErrorText(e), file,
                         lineAt(content, e.byte > 0 ? e.byte - 1 : 0));
    } catch (const nlohmann::json::exception& e) {
        throw InputError("not valid JSON: " + jsonErrorText(e), file);
    }
    if (!array.is_array())
        throw InputError("expected a JSON array of records", file, 1);
    const auto offsets = arrayElementOffsets(content);
    std::vector<RawExample> out;
    std::optional<Columns> columns;
    std::size_t line = 1, counted = 0;
    for (std::size_t k = 0; k < array.size(); ++k) {
        if (k < offsets.size()) {
            // Lines counted incrementally: offsets ascend.
            line += static_cast<std::size_t>(
                std::count(content.begin() + static_cast<std::ptrdiff_t>(counted),
                           content.begin() + static_cast<std::ptrdiff_t>(offsets[k]), '\n'));
            counted = offsets[k];
        }
        out.push_back(jsonExample(array[k], columns, file, line, o));
    }
    return out;
}

bool startsWithArray(std::string_view content) {
    content = text::withoutByteOrderMark(content);
    const std::size_t first = content.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && content[first] == '[';
}

}  // namespace

std::optional<DatasetFormat> datasetFormatByName(const std::string& name) {
    const std::string key = asciiLowered(name);
    if (key == "tsv")
        return DatasetFormat::Tsv;
    if (key == "csv")
        return DatasetFormat::Csv;
    if (key == "jsonl" || key == "json")
        return DatasetFormat::JsonLines;
    return std::nullopt;
}

const char* datasetFormatName(DatasetFormat format) {
    switch (format) {
        case DatasetFormat::Csv:
            return "csv";
        case DatasetFormat::JsonLines:
            return "jsonl";
        case DatasetFormat::Tsv:
            break;
    }
    return "tsv";
}

std::optional<DatasetFormat> datasetFormatOfPath(const std::string& path) {
    const std::size_t dot = path.rfind('.');
    if (dot == std::string::npos || path.find('/', dot) != std::string::npos)
        return std::nullopt;
    return datasetFormatByName(path.substr(dot + 1));
}

ClassificationDataset parseClassificationDataset(std::string_view content, const std::string& file,
                                                 const ClassificationOptions& o) {
    text::requireText(content, file);
    const std::vector<RawExample> raw =
        o.format != DatasetFormat::JsonLines ? readDelimited(content, file, o)
        : startsWithArray(content)           ? readJsonArray(content, file, o)
                                             : readJsonLines(content, file, o);
    if (raw.empty()) {
        throw InputError(
            o.format == DatasetFormat::JsonLines ? "no examples" : "no examples (only a header)",
            file);
    }

    ClassificationDataset dataset;
    dataset.source = file;
    dataset.sentencePair = o.sentencePair;
    dataset.hasIds = !raw.front().id.empty();
    std::map<std::string, std::size_t> lineOfId;
    for (const auto& e : raw) {
        if (e.id.empty())
            continue;
        const auto [it, inserted] = lineOfId.emplace(e.id, e.line);
        if (!inserted) {
            throw InputError("duplicate id '" + text::excerpt(e.id) + "' (first on line " +
                                 std::to_string(it->second) + ")",
                             file, e.line, o.idColumn.empty() ? "id" : o.idColumn);
        }
    }
    if (std::any_of(raw.begin(), raw.end(), [](const RawExample& e) { return e.unlabelled; })) {
        // Labels are optional to this reader: one missing leaves every example without.
        dataset.labelled = false;
        for (const auto& e : raw) {
            dataset.examples.push_back(unlabelledExample(e));
        }
        return dataset;
    }
    std::map<std::string, std::size_t> indexOf;
    // A label in another ASCII case is the set's label of that name (Entailment for
    // entailment), as predict matches gold labels to a model's classes; not where two names of
    // the set differ only in case.
    std::map<std::string, std::optional<std::size_t>> indexOfLowered;
    if (!o.labelNames.empty()) {
        dataset.labels = o.labelNames;
        for (std::size_t i = 0; i < o.labelNames.size(); ++i) {
            indexOf.emplace(o.labelNames[i], i);
            const auto [it, added] = indexOfLowered.emplace(asciiLowered(o.labelNames[i]), i);
            if (!added) {
                it->second.reset();
            }
        }
    } else {
        std::vector<std::string> seen;
        bool allIntegers = true;
        for (const auto& e : raw) {
            if (indexOf.emplace(e.label, seen.size()).second)
                seen.push_back(e.label);
            allIntegers = allIntegers && asInteger(e.label).has_value();
        }
        if (allIntegers) {
            std::sort(seen.begin(), seen.end(), [](const std::string& a, const std::string& b) {
                return *asInteger(a) < *asInteger(b);
            });
        }
        dataset.labels = seen;
        indexOf.clear();
        for (std::size_t i = 0; i < seen.size(); ++i)
            indexOf.emplace(seen[i], i);
    }
    const std::string labelField = o.labelColumn;
    for (const auto& e : raw) {
        ClassificationExample example = unlabelledExample(e);
        const auto named = indexOf.find(e.label);
        const auto lowered = indexOfLowered.find(asciiLowered(e.label));
        if (named != indexOf.end()) {
            example.labelIndex = named->second;
        } else if (lowered != indexOfLowered.end() && lowered->second) {
            example.labelIndex = *lowered->second;
        } else if (e.integerLabel && !o.labelNames.empty()) {
            // An integer label indexes the label set, as Hugging Face ClassLabel columns do.
            // Past 18 digits it is no index either.
            const long long index = asInteger(e.label).value_or(-1);
            if (index < 0 || index >= static_cast<long long>(o.labelNames.size())) {
                throw InputError("label " + e.label + " is outside the label set (0-" +
                                     std::to_string(o.labelNames.size() - 1) + ")",
                                 file, e.line, labelField);
            }
            example.labelIndex = static_cast<std::size_t>(index);
        } else {
            std::string known;
            if (!o.labelNames.empty()) {
                known = " (the label set: " + text::excerpt(joined(o.labelNames, ", "), 200) + ")";
                if (!e.integerLabel && asInteger(e.label)) {
                    // JSON's "0": a name, where ClassLabel's 0 would index the set.
                    known += "; a number written as a string is a name, not an index";
                }
            }
            throw InputError("unknown label '" + text::excerpt(e.label) + "'" + known, file, e.line,
                             labelField);
        }
        example.label = dataset.labels[example.labelIndex];
        dataset.examples.push_back(std::move(example));
    }
    return dataset;
}

const std::vector<std::string>& nliLabels() {
    static const std::vector<std::string> labels{"entailment", "neutral", "contradiction"};
    return labels;
}

std::optional<std::vector<std::string>> labelSetByName(const std::string& name) {
    if (asciiLowered(name) == "nli")
        return nliLabels();
    return std::nullopt;
}

std::vector<std::string> parseLabelList(const std::string& text, LabelListProblem& problem) {
    problem = {};
    std::vector<std::string> labels;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string label = text::nfcUtf8(trimmed(
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
        // "a," and ",a" name an empty label; an empty text names none.
        if (label.empty() && (comma != std::string::npos || start > 0)) {
            problem.kind = LabelListProblem::Kind::EmptyName;
            return labels;
        }
        if (!label.empty()) {
            const auto same = std::find_if(labels.begin(), labels.end(), [&](const std::string& l) {
                return asciiLowered(l) == asciiLowered(label);
            });
            if (same != labels.end()) {
                problem = {LabelListProblem::Kind::Twice, label, *same};
                return labels;
            }
            labels.push_back(label);
        }
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    if (labels.empty())
        problem.kind = LabelListProblem::Kind::Empty;
    return labels;
}

std::string exampleId(const ClassificationDataset& dataset, std::size_t index) {
    const auto& id = dataset.examples.at(index).id;
    return id.empty() ? std::to_string(index) : id;
}

ClassificationDataset readClassificationDataset(const std::string& path,
                                                const ClassificationOptions& options) {
    const std::string content = readFile(path);
    return parseClassificationDataset(content, path, options);
}

namespace {

// The text of the first element of the JSON array `content` starts, or of its first JSON
// lines record; empty when it does not end within `content`.
std::string_view firstJsonRecord(std::string_view content) {
    if (!startsWithArray(content)) {
        std::size_t start = 0;
        while (start < content.size()) {
            const std::size_t end = content.find('\n', start);
            if (end == std::string_view::npos) {
                return content.substr(start);  // the file's last line, or cut short
            }
            const std::string_view line = content.substr(start, end - start);
            if (line.find_first_not_of(" \t\r") != std::string_view::npos) {
                return line;
            }
            start = end + 1;
        }
        return {};
    }
    const std::size_t open = content.find_first_not_of(" \t\r\n", content.find('[') + 1);
    if (open == std::string_view::npos || content[open] != '{') {
        return {};
    }
    int depth = 0;
    for (std::size_t i = open; i < content.size(); ++i) {
        const char c = content[i];
        if (c == '"') {
            i = jsonStringEnd(content, i) - 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return content.substr(open, i + 1 - open);
        }
    }
    return {};
}

}  // namespace

std::vector<std::string> datasetColumns(std::string_view content, DatasetFormat format) {
    content = text::withoutByteOrderMark(content);
    std::vector<std::string> columns;
    try {
        if (format == DatasetFormat::JsonLines) {
            const auto record = parseJsonText<nlohmann::ordered_json>(firstJsonRecord(content));
            if (record.is_object()) {
                for (const auto& [key, value] : record.items()) {
                    columns.push_back(key);
                }
            }
            return columns;
        }
        // The header line; a header with a quoted line break is not offered.
        const std::size_t end = content.find('\n');
        const std::string_view header = content.substr(0, end);
        const auto rows =
            format == DatasetFormat::Tsv ? parseTsvRows(header, "") : parseCsvRows(header, "");
        if (!rows.empty()) {
            columns = rows.front().fields;
        }
    } catch (const std::exception&) {
        columns.clear();
    }
    return columns;
}

std::vector<std::string> readDatasetColumns(const std::string& path, DatasetFormat format) {
    // A regular file only: a FIFO would keep the reader waiting.
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) {
        return {};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {};
    }
    std::string head(1 << 20, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return datasetColumns(head, format);
}

}  // namespace akshara::data

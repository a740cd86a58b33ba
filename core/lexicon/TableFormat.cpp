#include "lexicon/TableFormat.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Strings.h"
#include "text/CharClass.h"
#include "text/Display.h"
#include "text/Normalize.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::lexicon {

namespace {

constexpr std::string_view kMagic = "akshara-confusion-table";

const std::vector<std::string> kColumns{"source", "target", "kind", "category", "weight", "note"};

std::string trim(std::string_view s) {
    return std::string(trimmed(s));
}

std::vector<std::string> splitTabs(std::string_view line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const auto tab = line.find('\t', start);
        fields.emplace_back(line.substr(
            start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
        if (tab == std::string_view::npos) {
            break;
        }
        start = tab + 1;
    }
    return fields;
}

bool needsEscape(char32_t c) {
    const text::CharClass cls = text::classify(c);
    return cls == text::CharClass::Joiner || cls == text::CharClass::NonJoiner ||
           cls == text::CharClass::Other || c == U'\t' || c == U'\n' || c == U'\r' ||
           (cls == text::CharClass::Space && c != U' ');
}

bool parseBool(const std::string& value, bool& out) {
    if (value == "yes" || value == "true") {
        out = true;
        return true;
    }
    if (value == "no" || value == "false") {
        out = false;
        return true;
    }
    return false;
}

// Why a field's escapes cannot be read: the problem, and the character of the field where
// the escape starts (from 1).
struct EscapeProblem {
    ProblemKind kind;
    std::size_t at;
};

std::string escapeMessage(const EscapeProblem& problem) {
    const std::string at = std::to_string(problem.at);
    switch (problem.kind) {
        case ProblemKind::BadEscapeDigit:
            return "bad hexadecimal digit in escape at character " + at;
        case ProblemKind::EscapeNoCodePoint:
            return "escape at character " + at + " is not a code point";
        default:
            return "bad escape at character " + at + " (use \\uXXXX, \\UXXXXXXXX or \\\\)";
    }
}

// The field with its escapes read; with `problem` set (and nothing returned) for one that
// cannot be.
std::u32string unescape(std::string_view field, std::optional<EscapeProblem>& problem) {
    const std::u32string raw = text::decodeUtf8(field);
    std::u32string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != U'\\') {
            out.push_back(raw[i]);
            continue;
        }
        if (i + 1 < raw.size() && raw[i + 1] == U'\\') {
            out.push_back(U'\\');
            ++i;
            continue;
        }
        const std::size_t digits = (i + 1 < raw.size() && raw[i + 1] == U'u')   ? 4
                                   : (i + 1 < raw.size() && raw[i + 1] == U'U') ? 8
                                                                                : 0;
        if (digits == 0 || i + 2 + digits > raw.size()) {
            problem = EscapeProblem{ProblemKind::BadEscape, i + 1};
            return {};
        }
        char32_t value = 0;
        for (std::size_t k = 0; k < digits; ++k) {
            const char32_t h = raw[i + 2 + k];
            int d = -1;
            if (h >= U'0' && h <= U'9')
                d = static_cast<int>(h - U'0');
            if (h >= U'a' && h <= U'f')
                d = static_cast<int>(h - U'a' + 10);
            if (h >= U'A' && h <= U'F')
                d = static_cast<int>(h - U'A' + 10);
            if (d < 0) {
                problem = EscapeProblem{ProblemKind::BadEscapeDigit, i + 1};
                return {};
            }
            value = value * 16 + static_cast<char32_t>(d);
        }
        if (value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
            problem = EscapeProblem{ProblemKind::EscapeNoCodePoint, i + 1};
            return {};
        }
        out.push_back(value);
        i += 1 + digits;
    }
    return out;
}

class Parser {
public:
    ParsedTable run(std::string_view content) {
        std::size_t lineNumber = 0;
        std::size_t pos = 0;
        while (pos <= content.size()) {
            const auto newline = content.find('\n', pos);
            std::string_view line = content.substr(
                pos, newline == std::string_view::npos ? std::string_view::npos : newline - pos);
            ++lineNumber;
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            handleLine(line, lineNumber);
            if (newline == std::string_view::npos) {
                break;
            }
            pos = newline + 1;
        }
        finish();
        return std::move(result_);
    }

private:
    void problem(Severity severity, std::size_t line, std::string field, ProblemKind kind,
                 std::vector<std::string> details, std::string message) {
        result_.problems.push_back(
            {severity, line, std::move(field), std::move(message), kind, std::move(details)});
    }

    void handleLine(std::string_view line, std::size_t lineNumber) {
        // A line that is not UTF-8 text is kept as it is, so that saving the table loses
        // nothing.
        const auto bad = text::firstInvalidUtf8(line);
        const auto nul = bad ? std::string_view::npos : line.find('\0');
        if (bad || nul != std::string_view::npos) {
            const std::string byte = std::to_string((bad ? *bad : nul) + 1);
            if (bad) {
                problem(Severity::Error, lineNumber, {}, ProblemKind::InvalidUtf8, {byte},
                        "invalid UTF-8 at byte " + byte + " of the line");
            } else {
                problem(Severity::Error, lineNumber, {}, ProblemKind::NulByte, {byte},
                        "a NUL byte at byte " + byte +
                            " of the line: the file is not UTF-8 text; save it as UTF-8");
            }
            (columns_.empty() ? result_.table.headerComments : pending_) +=
                std::string(line) + "\n";
            return;
        }
        if (trim(line).empty()) {
            return;
        }
        if (line.front() == '#') {
            if (columns_.empty()) {
                if (!handleHeader(line.substr(1), lineNumber)) {
                    result_.table.headerComments += std::string(line) + "\n";
                }
            } else {
                pending_ += std::string(line) + "\n";
            }
            return;
        }
        if (columns_.empty()) {
            handleColumns(line, lineNumber);
            return;
        }
        auto& entries = result_.table.entries;
        const std::size_t before = entries.size();
        handleEntry(line, lineNumber);
        if (entries.size() == before) {
            pending_ += std::string(line) + "\n";  // a row that could not be read, kept
        } else {
            entries.back().preceding = std::move(pending_);
            pending_.clear();
        }
    }

    // Reads a header line; false for a comment (or a key this program does not know).
    bool handleHeader(std::string_view text, std::size_t lineNumber) {
        const std::string content = trim(text);
        if (content.rfind(kMagic, 0) == 0) {
            result_.formatLineRead = true;
            const std::string version = trim(std::string_view(content).substr(kMagic.size()));
            const bool number = !version.empty() && version.size() < 10 &&
                                std::all_of(version.begin(), version.end(),
                                            [](unsigned char c) { return std::isdigit(c); });
            if (version.empty()) {
                problem(Severity::Warning, lineNumber, "format", ProblemKind::NoFormatVersion,
                        {std::string(kMagic)},
                        "no format version after '" + std::string(kMagic) + "'; read as 1");
            } else if (!number) {
                const std::string written = text::excerpt(version);
                problem(Severity::Error, lineNumber, "format", ProblemKind::BadFormatVersion,
                        {written},
                        "unreadable format version '" + written + "' (this program reads 1)");
            } else if (std::stoul(version) > 1) {
                problem(Severity::Error, lineNumber, "format", ProblemKind::NewerFormat, {version},
                        "format version " + version + " is newer than this program reads (1)");
            } else if (version != "1") {
                problem(Severity::Error, lineNumber, "format", ProblemKind::OtherFormat, {version},
                        "format version " + version + " is not one this program reads (1)");
            }
            return true;
        }
        const auto colon = content.find(':');
        if (colon == std::string::npos) {
            return false;  // a comment
        }
        const std::string key = trim(std::string_view(content).substr(0, colon));
        const std::string value = trim(std::string_view(content).substr(colon + 1));
        if (isHeaderKey(key)) {
            // Two names (or kinds, scripts...) leave the table's meaning to the order of the lines.
            const auto [first, inserted] = headerLines_.emplace(key, lineNumber);
            if (!inserted) {
                const std::string firstLine = std::to_string(first->second);
                problem(
                    Severity::Error, lineNumber, key, ProblemKind::SecondHeader, {key, firstLine},
                    "a second '# " + key + ":' header (the first is on line " + firstLine + ")");
                return false;  // kept as written, for the reader to choose
            }
        }
        ConfusionTable& table = result_.table;
        if (key == "name") {
            table.name = value;
            seenName_ = true;
        } else if (key == "kind") {
            seenKind_ = true;  // a kind not known is said here, not as a missing header too
            if (const auto kind = parseKind(value)) {
                table.kind = *kind;
                result_.kindRead = true;
            } else {
                const std::string written = text::excerpt(value);
                problem(Severity::Error, lineNumber, "kind", ProblemKind::UnknownKind, {written},
                        "unknown kind '" + written + "'");
            }
        } else if (key == "script") {
            if (const auto script = text::parseScript(value)) {
                table.script = *script;
                // Zyyy and Zzzz are codes of no script of letters: say so at this line, not
                // that the table names no script when it names one.
                if (*script == text::Script::Common || *script == text::Script::Unknown) {
                    const std::string written = text::excerpt(value);
                    problem(Severity::Error, lineNumber, "script", ProblemKind::NoLetterScript,
                            {written},
                            "script '" + written +
                                "' is the code of no script of letters (use an ISO 15924 code "
                                "such as Deva)");
                }
            } else {
                const std::string written = text::excerpt(value);
                problem(Severity::Error, lineNumber, "script", ProblemKind::UnknownScript,
                        {written},
                        "unknown script '" + written + "' (use an ISO 15924 code such as Deva)");
            }
        } else if (key == "language") {
            table.language = value;
        } else if (key == "description") {
            table.description = value;
        } else if (key == "origin") {
            table.origin = value;
        } else if (key == "directed") {
            if (!parseBool(value, table.directed)) {
                const std::string written = text::excerpt(value);
                problem(Severity::Error, lineNumber, "directed", ProblemKind::NotYesNo, {written},
                        "expected yes or no, found '" + written + "'");
            }
        } else {
            if (key.find(' ') == std::string::npos) {
                const std::string written = text::excerpt(key);
                problem(Severity::Warning, lineNumber, written, ProblemKind::UnknownHeaderKey,
                        {written}, "unknown header key '" + written + "' ignored");
            }
            return false;
        }
        return true;
    }

    void handleColumns(std::string_view line, std::size_t lineNumber) {
        columns_ = splitTabs(line);
        for (std::size_t i = 0; i < columns_.size(); ++i) {
            std::string& column = columns_[i];
            column = trim(column);
            bool known = false;
            for (const auto& k : kColumns) {
                known = known || k == column;
            }
            if (!known) {
                const std::string written = text::excerpt(column);
                problem(Severity::Error, lineNumber, written, ProblemKind::UnknownColumn, {written},
                        "unknown column '" + written + "'");
            } else if (columnIndex(column) != static_cast<int>(i)) {
                const std::string written = text::excerpt(column);
                problem(Severity::Error, lineNumber, column, ProblemKind::ColumnTwice, {written},
                        "the column row names '" + written + "' twice");
            }
        }
        for (const char* required : {"source", "target"}) {
            if (columnIndex(required) < 0) {
                problem(Severity::Error, lineNumber, required, ProblemKind::MissingColumn,
                        {required}, std::string("the column row has no '") + required + "' column");
            }
        }
    }

    static bool isHeaderKey(const std::string& key) {
        for (const char* known :
             {"name", "kind", "script", "language", "description", "origin", "directed"}) {
            if (key == known) {
                return true;
            }
        }
        return false;
    }

    int columnIndex(std::string_view name) const {
        for (std::size_t i = 0; i < columns_.size(); ++i) {
            if (columns_[i] == name) {
                return static_cast<int>(i);
            }
        }
        return -1;
    }

    std::string field(const std::vector<std::string>& fields, std::string_view name) const {
        const int i = columnIndex(name);
        return (i >= 0 && static_cast<std::size_t>(i) < fields.size()) ? fields[i] : std::string();
    }

    bool readText(const std::string& raw, std::size_t lineNumber, const char* name,
                  std::u32string& out) {
        std::optional<EscapeProblem> escape;
        const std::u32string value = unescape(raw, escape);
        if (escape) {
            problem(Severity::Error, lineNumber, name, escape->kind, {std::to_string(escape->at)},
                    escapeMessage(*escape));
            return false;
        }
        out = text::nfc(value);
        if (out != value) {
            problem(Severity::Warning, lineNumber, name, ProblemKind::NotNfc, {},
                    "not in NFC; read as its NFC form");
        }
        return true;
    }

    void handleEntry(std::string_view line, std::size_t lineNumber) {
        if (columnIndex("source") < 0 || columnIndex("target") < 0) {
            return;  // already reported on the column row
        }
        const std::vector<std::string> fields = splitTabs(line);
        if (fields.size() > columns_.size()) {
            const std::string columns = std::to_string(columns_.size());
            const std::string found = std::to_string(fields.size());
            problem(Severity::Error, lineNumber, {}, ProblemKind::TooManyFields, {columns, found},
                    "expected at most " + columns + " tab-separated fields, found " + found);
            return;
        }
        // A row that stops before its target is no deletion (that is an empty target after its
        // tab): an editor that trims trailing tabs, or a field left out.
        if (fields.size() <= static_cast<std::size_t>(columnIndex("target"))) {
            problem(Severity::Error, lineNumber, "target", ProblemKind::NoTargetField, {},
                    "the row has no target field (a deletion is an empty target after a tab)");
            return;
        }
        ConfusionEntry entry;
        entry.line = lineNumber;
        entry.kind = result_.table.kind;
        if (!readText(field(fields, "source"), lineNumber, "source", entry.source) ||
            !readText(field(fields, "target"), lineNumber, "target", entry.target)) {
            return;
        }
        const std::string kind = trim(field(fields, "kind"));
        if (!kind.empty()) {
            if (const auto parsed = parseKind(kind)) {
                entry.kind = *parsed;
            } else {
                const std::string written = text::excerpt(kind);
                problem(Severity::Error, lineNumber, "kind", ProblemKind::UnknownKind, {written},
                        "unknown kind '" + written + "'");
                return;
            }
        }
        entry.category = trim(field(fields, "category"));
        const std::string weight = trim(field(fields, "weight"));
        if (!weight.empty()) {
            // Decimal notation with a point, whatever the C library's locale (a GUI toolkit
            // sets the desktop's, and a Polish one reads "0.5" as 0 with strtod).
            const std::string_view digits =
                weight.front() == '+' ? std::string_view(weight).substr(1) : weight;
            double value = 0.0;
            const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(),
                                                      value, std::chars_format::general);
            if (digits.empty() || digits.front() == '+' ||
                (digits.size() < weight.size() && digits.front() == '-') || error != std::errc() ||
                end != digits.data() + digits.size() || !std::isfinite(value)) {
                const std::string written = text::excerpt(weight);
                problem(Severity::Error, lineNumber, "weight", ProblemKind::NotANumber, {written},
                        "not a number: '" + written + "'");
                return;
            }
            entry.weight = value;
        }
        entry.note = field(fields, "note");
        result_.table.entries.push_back(std::move(entry));
    }

    void finish() {
        result_.table.trailing = std::move(pending_);
        result_.headerLines = headerLines_;
        if (columns_.empty()) {
            problem(Severity::Error, 0, {}, ProblemKind::NoColumnRow, {},
                    "no column row (source<TAB>target...) found");
        }
        if (!seenName_) {
            problem(Severity::Error, 0, "name", ProblemKind::NoNameHeader, {},
                    "no '# name:' header");
        }
        if (!seenKind_) {
            problem(Severity::Error, 0, "kind", ProblemKind::NoKindHeader, {},
                    "no '# kind:' header");
        }
    }

    ParsedTable result_;
    std::vector<std::string> columns_;
    std::map<std::string, std::size_t> headerLines_;  // header key -> its line
    bool seenName_ = false;
    bool seenKind_ = false;
    std::string pending_;  // lines since the last entry that are none
};

}  // namespace

std::string escapeField(std::u32string_view field) {
    std::string out;
    for (const char32_t c : field) {
        if (c == U'\\') {
            out += "\\\\";
        } else if (needsEscape(c)) {
            char buf[16];
            if (c <= 0xFFFF) {
                std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(c));
            } else {
                std::snprintf(buf, sizeof buf, "\\U%08X", static_cast<unsigned>(c));
            }
            out += buf;
        } else {
            out += text::encodeUtf8(c);
        }
    }
    return out;
}

std::u32string unescapeField(std::string_view field) {
    std::optional<EscapeProblem> problem;
    std::u32string out = unescape(field, problem);
    if (problem) {
        throw InputError(escapeMessage(*problem));
    }
    return out;
}

ParsedTable parseTable(std::string_view content) {
    if (std::string problem = text::encodingProblem(content); !problem.empty()) {
        ParsedTable parsed;
        TableProblem p;
        p.line = 1;
        p.field = kEncodingField;
        p.message = std::move(problem);
        parsed.problems.push_back(std::move(p));
        return parsed;
    }
    content = text::withoutByteOrderMark(content);
    return Parser().run(content);
}

bool meantAsTable(const ParsedTable& parsed) {
    return parsed.formatLineRead || !parsed.headerLines.empty();
}

ParsedTable readTableFile(const std::string& path) {
    return parseTable(readFile(path, kMaxTableFileBytes));
}

std::vector<TableProblem> tableFileProblems(const ParsedTable& parsed) {
    std::vector<TableProblem> problems = parsed.problems;
    if (std::any_of(problems.begin(), problems.end(),
                    [](const TableProblem& p) { return p.field == kEncodingField; })) {
        return problems;  // nothing of it could be read
    }
    for (auto& p : validateTable(parsed.table)) {
        // The rows' categories are checked against the kind of the table: one that could not
        // be read is said once, on its header line, not again at every row.
        if (!parsed.kindRead && p.field == "category" && p.line > 0) {
            continue;
        }
        // A table-level check (no name, no script) would repeat what reading already said of
        // that header; one of another header is said, whatever else reading found.
        const bool said = p.line == 0 && std::any_of(parsed.problems.begin(), parsed.problems.end(),
                                                     [&](const TableProblem& reading) {
                                                         return reading.field == p.field;
                                                     });
        if (!said) {
            // A header's value is checked after reading: say it at the header's line.
            if (const auto header = parsed.headerLines.find(p.field);
                p.line == 0 && header != parsed.headerLines.end()) {
                p.line = header->second;
            }
            problems.push_back(std::move(p));
        }
    }
    orderByLine(problems);  // the first error named is the first to fix
    return problems;
}

namespace {

// The shortest decimal that reads back as the same double (a stream's default six digits
// would round 0.1234567 to 0.123457).
std::string shortestDecimal(double value) {
    char buf[32];
    const auto [end, error] = std::to_chars(buf, buf + sizeof buf, value);
    return error == std::errc() ? std::string(buf, end) : std::to_string(value);
}

}  // namespace

std::string tableNameProblem(const std::string& name) {
    if (name.empty()) {
        return "the table has no name";
    }
    const auto control = std::find_if(name.begin(), name.end(), [](char c) {
        return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
    });
    if (control != name.end()) {
        return "the table name \"" + text::excerpt(name) +
               "\" holds a control character (a line break, a tab)";
    }
    if (name.find_first_of("/\\") != std::string::npos || name.front() == '.') {
        return "the table name \"" + text::excerpt(name) + "\" cannot be a file name";
    }
    return {};
}

std::string formatTable(const ConfusionTable& table) {
    bool anyKind = false, anyCategory = false, anyWeight = false, anyNote = false;
    for (const auto& e : table.entries) {
        anyKind = anyKind || e.kind != table.kind;
        anyCategory = anyCategory || !e.category.empty();
        anyWeight = anyWeight || e.weight.has_value();
        anyNote = anyNote || !e.note.empty();
    }
    std::ostringstream out;
    out << "# " << kMagic << " 1\n";
    out << "# name: " << table.name << "\n";
    out << "# kind: " << kindName(table.kind) << "\n";
    out << "# script: " << text::iso15924(table.script) << "\n";
    if (!table.language.empty())
        out << "# language: " << table.language << "\n";
    if (!table.description.empty())
        out << "# description: " << table.description << "\n";
    if (!table.origin.empty())
        out << "# origin: " << table.origin << "\n";
    if (table.directed)
        out << "# directed: yes\n";
    out << table.headerComments;
    out << "source\ttarget";
    if (anyKind)
        out << "\tkind";
    if (anyCategory)
        out << "\tcategory";
    if (anyWeight)
        out << "\tweight";
    if (anyNote)
        out << "\tnote";
    out << "\n";
    for (const auto& e : table.entries) {
        out << e.preceding;
        if (e.blank()) {
            continue;  // a blank line, which reading skips
        }
        std::string source = escapeField(e.source);
        if (!source.empty() && source.front() == '#')
            source.replace(0, 1, "\\u0023");  // a row beginning with '#' would be a comment
        out << source << '\t' << escapeField(e.target);
        if (anyKind)
            out << '\t' << kindName(e.kind);
        if (anyCategory)
            out << '\t' << e.category;
        if (anyWeight) {
            out << '\t';
            if (e.weight)
                out << shortestDecimal(*e.weight);
        }
        if (anyNote)
            out << '\t' << e.note;
        out << "\n";
    }
    out << table.trailing;
    return out.str();
}

void saveTableFile(const ConfusionTable& table, const std::string& path) {
    writeFileAtomically(path, formatTable(table));
}

}  // namespace akshara::lexicon

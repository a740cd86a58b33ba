#include <filesystem>
#include <iomanip>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "common/Error.h"
#include "common/Strings.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableProjection.h"
#include "lexicon/TableValidation.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

using json = nlohmann::ordered_json;
using namespace akshara::lexicon;

json tableSummary(const ConfusionTable& table) {
    return json{{"name", table.name},
                {"kind", kindName(table.kind)},
                {"script", text::iso15924(table.script)},
                {"language", table.language.empty() ? json(nullptr) : json(table.language)},
                {"entries", table.entries.size()}};
}

json tableJson(const ConfusionTable& table) {
    json j = tableSummary(table);
    j["description"] = table.description;
    j["origin"] = table.origin;
    j["directed"] = table.directed;
    json entries = json::array();
    for (const auto& e : table.entries) {
        json entry{{"source", text::encodeUtf8(e.source)},
                   {"target", text::encodeUtf8(e.target)},
                   {"kind", kindName(e.kind)},
                   {"category", e.category},
                   {"note", e.note}};
        entry["weight"] = e.weight ? json(*e.weight) : json(nullptr);
        entries.push_back(std::move(entry));
    }
    j["entries"] = std::move(entries);
    return j;
}

// "FILE:LINE: field 'F': error: message", as validate prints a problem.
std::string problemLine(const std::string& path, const TableProblem& p) {
    return formatLocation(path, p.line, p.field) + ": " + std::string(severityName(p.severity)) +
           ": " + p.message;
}

// A built-in table by name, or a table file by path; a file with errors (those validate
// reports) is refused with them.
ConfusionTable loadTable(const std::string& nameOrPath) {
    if (const ConfusionTable* table = findBuiltinTable(nameOrPath)) {
        return *table;
    }
    if (nameOrPath.find('/') == std::string::npos && nameOrPath.find(".tsv") == std::string::npos &&
        !std::filesystem::is_regular_file(nameOrPath)) {
        throw InputError("no built-in table named '" + nameOrPath +
                         "' (see: akshara-cli tables list)");
    }
    ParsedTable parsed = readTableFile(nameOrPath);
    const std::vector<TableProblem> problems = tableFileProblems(parsed);
    if (hasErrors(problems)) {
        constexpr std::size_t kShown = 10;
        std::size_t errors = 0;
        std::string listed;
        for (const auto& p : problems) {
            if (p.severity == Severity::Error && ++errors <= kShown) {
                listed += "\n" + problemLine(nameOrPath, p);
            }
        }
        if (errors > kShown) {
            listed += "\n... and " + std::to_string(errors - kShown) + " more";
        }
        throw InputError(
            "the table has " + std::to_string(errors) +
                " error(s) (akshara-cli tables validate lists every problem):" + listed,
            nameOrPath);
    }
    return parsed.table;
}

int list(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("tables list [--json]", "Lists every built-in confusion table.");
    parser.flag("json", "print a JSON array of {name, kind, script, language, entries}");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const auto& tables = builtinTables();
    if (parser.has("json")) {
        json out = json::array();
        for (const auto& table : tables) {
            out.push_back(tableSummary(table));
        }
        io.out << printableJson(out, 2) << "\n";
        return kExitOk;
    }
    io.out << std::left << std::setw(24) << "NAME" << std::setw(19) << "KIND" << std::setw(8)
           << "SCRIPT" << std::setw(10) << "LANGUAGE"
           << "ENTRIES\n";
    for (const auto& table : tables) {
        io.out << std::left << std::setw(24) << table.name << std::setw(19) << kindName(table.kind)
               << std::setw(8) << text::iso15924(table.script) << std::setw(10)
               << (table.language.empty() ? "-" : table.language) << table.entries.size() << "\n";
    }
    return kExitOk;
}

int show(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "tables show NAME [--format tsv|json]",
        "Prints a built-in table (or a table file) in the table file format or as JSON.\n"
        "A table file with errors (those 'tables validate' reports) is refused with them.");
    parser.positional("NAME", "a name from 'tables list', or the path of a table file");
    parser.option("format", "tsv|json", "output format", "tsv");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const std::string format = parser.value("format");
    if (format != "tsv" && format != "json") {
        throw UsageError("--format must be tsv or json, not '" + format + "'");
    }
    const ConfusionTable table = loadTable(parser.value("NAME"));
    if (format == "json") {
        io.out << printableJson(tableJson(table), 2) << "\n";
    } else {
        io.out << formatTable(table);
    }
    return kExitOk;
}

int validate(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "tables validate FILE [--json]",
        "Checks a table file: format, unknown or unassigned code points, characters of the\n"
        "wrong script, self-maps, duplicates, asymmetric pairs; for a file named after a\n"
        "built-in table (deva-orthographic.tsv), another name, kind or script than that\n"
        "table's, which the operators refuse. Exits 1 when it finds errors (warnings alone\n"
        "exit 0).");
    parser.positional("FILE", "the table file");
    parser.flag("json", "print the problems as a JSON array");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const std::string path = parser.value("FILE");
    ParsedTable parsed = readTableFile(path);
    std::vector<TableProblem> problems = tableFileProblems(parsed);
    // What the perturbation operators would refuse it for in a tables folder.
    const std::filesystem::path file(path);
    if (file.extension() == ".tsv") {
        for (TableProblem& p : replacementProblems(parsed, file.stem().string())) {
            problems.push_back(std::move(p));
        }
        orderByLine(problems);
    }
    std::size_t errors = 0, warnings = 0;
    for (const auto& p : problems) {
        (p.severity == Severity::Error ? errors : warnings)++;
    }
    if (parser.has("json")) {
        json out = json::array();
        for (const auto& p : problems) {
            out.push_back({{"severity", severityName(p.severity)},
                           {"line", p.line},
                           {"field", p.field},
                           {"message", p.message}});
        }
        io.out << printableJson(out, 2) << "\n";
    } else {
        for (const auto& p : problems) {
            io.out << problemLine(path, p) << "\n";
        }
        io.out << path << ": " << parsed.table.entries.size() << " entries, " << errors
               << " error(s), " << warnings << " warning(s)\n";
    }
    return errors > 0 ? kExitInputError : kExitOk;
}

int project(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "tables project NAME --script CODE [--name NEW]",
        "Carries a Brahmic-script table into another Brahmic script, letter by letter,\n"
        "and prints it in the table file format. Entries without an equivalent in the\n"
        "target script are left out and listed on stderr. A table file with errors (those\n"
        "'tables validate' reports) is refused with them.");
    parser.positional("NAME", "a built-in table name or a table file");
    parser.option("script", "CODE", "target script: Deva Beng Guru Gujr Orya Taml Telu Knda Mlym");
    parser.option("name", "NEW",
                  "name of the new table (default: <code>-<kind>, or <code>-from-<NAME> where a "
                  "built-in table has that name)");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("script")) {
        throw UsageError("--script is required");
    }
    const auto script = text::parseScript(parser.value("script"));
    if (!script || !text::isBrahmic(*script)) {
        throw UsageError(
            "--script must name a Brahmic script (Deva Beng Guru Gujr Orya Taml Telu Knda Mlym)");
    }
    const ConfusionTable source = loadTable(parser.value("NAME"));
    if (!text::isBrahmic(source.script)) {
        throw InputError("table '" + source.name + "' is not in a Brahmic script");
    }
    const std::string code = asciiLowered(text::iso15924(*script));
    std::string name = parser.value("name");
    if (name.empty()) {
        // <code>-<kind>, unless a built-in table has that name: a workspace table of a
        // built-in's name takes its place in the workbench.
        name = code + "-" + std::string(kindName(source.kind));
        if (findBuiltinTable(name) != nullptr) {
            name = code + "-from-" + source.name;
        }
    } else if (const std::string problem = tableNameProblem(name); !problem.empty()) {
        throw UsageError("--name: " + problem);
    } else if (findBuiltinTable(name) != nullptr) {
        io.err << "note: a built-in table is named '" << name
               << "'; saved in a workspace, this table takes its place there\n";
    }
    ProjectionReport report;
    ConfusionTable projected = projectTable(source, *script, name, &report);
    // The source's description speaks of its own script; say where the entries came from.
    projected.description = source.name + " carried into " +
                            std::string(text::scriptName(*script)) +
                            " script character by character";
    if (!source.description.empty()) {
        projected.description += " (the source: " + source.description + ")";
    }
    for (const auto& line : report.dropped) {
        io.err << "left out: " << line << "\n";
    }
    io.out << formatTable(projected);
    return kExitOk;
}

}  // namespace

int runTables(const std::vector<std::string>& args, CliContext& io) {
    const std::string help = fitted(
        "usage: akshara-cli tables list|show|validate|project [ARGS...]\n\n"
        "  list [--json]                      every built-in table\n"
        "  show NAME [--format tsv|json]      one table's entries\n"
        "  validate FILE [--json]             check a table file, with line numbers\n"
        "  project NAME --script CODE         carry a table into another Brahmic script\n");
    if (args.empty()) {
        io.err << help;
        return kExitUsage;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "list")
        return list(rest, io);
    if (args[0] == "show")
        return show(rest, io);
    if (args[0] == "validate")
        return validate(rest, io);
    if (args[0] == "project")
        return project(rest, io);
    if (args[0] == "--help" || args[0] == "-h") {
        io.out << help;
        return kExitOk;
    }
    throw UsageError("unknown tables command '" + args[0] + "'\n\n" + help);
}

}  // namespace akshara::cli

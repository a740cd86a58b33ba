#include "OperatorOptions.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "perturb/OperatorRegistry.h"
#include "text/Language.h"

namespace akshara::cli {

namespace {

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& name : names) {
        out += (out.empty() ? "" : " ") + name;
    }
    return out;
}

}  // namespace

void addOperatorOptions(ArgParser& parser) {
    parser.option("op", "OP", "operator (see: akshara-cli operators)");
    parser.option("lang", "LANG", "language: as bd bn gu hi kn ml mr or pa ta te ur pl en");
    parser.option("category", "C", "restrict to one sub-category of the operator");
    parser.option("relations", "FILE",
                  "relation file for --op relation (word<TAB>related<TAB>relation)");
    parser.flag("one-per-position",
                "random: one random substitute per position (the first paper's variant)");
    addTablesOption(parser);
    parser.option("seed", "N", "random seed", "0");
}

void addTablesOption(ArgParser& parser) {
    parser.option("tables", "DIR",
                  "a folder of table files named after the tables they replace "
                  "(deva-orthographic.tsv), as the workbench saves a workspace's tables/: the "
                  "operators read them instead of the built-in tables of those names");
}

std::string tablesOption(const ArgParser& parser) {
    if (!parser.has("tables")) {
        return {};
    }
    const std::string dir = parser.value("tables");
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
        throw UsageError("--tables: " + dir + " is not a folder");
    }
    return dir;
}

void noteReplacedTables(const std::string& op, const perturb::OperatorOptions& options,
                        std::ostream& err) {
    if (options.tablesDir.empty()) {
        return;
    }
    const auto replaced = perturb::replacedTables(op, options);
    for (const std::string& table : perturb::operatorTables(op, options.language)) {
        const auto file = std::find_if(replaced.begin(), replaced.end(),
                                       [&table](const auto& r) { return r.first == table; });
        if (file != replaced.end()) {
            err << op << ": table " << table << " from " << file->second << "\n";
        } else {
            err << op << ": table " << table << " built in (" << options.tablesDir << " has no "
                << table << ".tsv)\n";
        }
    }
}

const text::Language& languageOption(const std::string& code) {
    const text::Language* language = text::findLanguage(code);
    if (language == nullptr) {
        std::vector<std::string> known;
        for (const auto& l : text::languages()) {
            known.push_back(l.code);
        }
        throw UsageError("--lang: unknown language '" + code + "' (known: " + joined(known) + ")");
    }
    return *language;
}

void checkOperatorChoice(const std::string& op, const std::string& language,
                         const std::string& category, const std::string& opOption) {
    const perturb::OperatorInfo* info = perturb::findOperatorInfo(op);
    if (info == nullptr) {
        std::vector<std::string> known;
        for (const auto& i : perturb::operatorInfos()) {
            known.push_back(i.name);
        }
        throw UsageError(opOption + ": unknown operator '" + op + "' (known: " + joined(known) +
                         ")");
    }
    const text::Language* lang = &languageOption(language);
    if (std::find(info->languages.begin(), info->languages.end(), lang->code) ==
        info->languages.end()) {
        throw UsageError("--lang: operator '" + op + "' does not support " + lang->name + " (" +
                         lang->code + "); it supports " + joined(info->languages));
    }
    if (const std::string problem = info->categoryProblem(category, *lang); !problem.empty()) {
        throw UsageError("--category: " + problem);
    }
}

perturb::OperatorOptions operatorOptionsFrom(const ArgParser& parser) {
    if (!parser.has("op") || !parser.has("lang")) {
        throw UsageError("--op and --lang are required\n\n" + parser.help());
    }
    checkOperatorChoice(parser.value("op"), parser.value("lang"), parser.value("category"));
    perturb::OperatorOptions options;
    options.language = parser.value("lang");
    options.category = parser.value("category");
    options.relationFile = parser.value("relations");
    options.tablesDir = tablesOption(parser);
    // Options of one operator given to another would be ignored without a word.
    if (parser.has("relations") && parser.value("op") != "relation") {
        throw UsageError("--relations is for --op relation, not '" + parser.value("op") + "'");
    }
    if (!parser.has("relations") && parser.value("op") == "relation") {
        throw UsageError("--op relation needs --relations FILE (word<TAB>related<TAB>relation)");
    }
    options.oneRandomPerPosition = parser.has("one-per-position");
    if (options.oneRandomPerPosition && parser.value("op") != "random") {
        throw UsageError("--one-per-position is for --op random, not '" + parser.value("op") + "'");
    }
    const long long seed = parser.integer("seed");
    if (seed < 0) {
        throw UsageError("--seed must not be negative");
    }
    options.seed = static_cast<std::uint64_t>(seed);
    return options;
}

}  // namespace akshara::cli

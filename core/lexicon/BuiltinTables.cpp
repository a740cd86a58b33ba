#include "lexicon/BuiltinTables.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "common/Strings.h"
#include "lexicon/EmbeddedFiles.h"
#include "lexicon/KeyboardLayout.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableProjection.h"
#include "lexicon/TableValidation.h"
#include "text/Language.h"
#include "text/Script.h"

namespace akshara::lexicon {

namespace {

std::string lowerCode(text::Script script) {
    return asciiLowered(text::iso15924(script));
}

std::vector<ConfusionTable> loadBuiltinTables() {
    std::vector<ConfusionTable> tables;
    for (const auto& file : resources::embeddedTableFiles()) {
        ParsedTable parsed = parseTable(file.data);
        if (hasErrors(parsed.problems)) {
            // The files ship with the program and are checked by its tests.
            const auto& p = parsed.problems.front();
            throw std::logic_error("built-in table " + std::string(file.name) + " line " +
                                   std::to_string(p.line) + ": " + p.message);
        }
        tables.push_back(std::move(parsed.table));
    }

    const auto source = std::find_if(tables.begin(), tables.end(), [](const ConfusionTable& t) {
        return t.name == kPhonologicalSourceTable;
    });
    if (source != tables.end()) {
        const ConfusionTable master = *source;
        for (const text::Script script : text::brahmicScripts()) {
            ConfusionTable projected =
                projectTable(master, script, lowerCode(script) + "-phonological");
            projected.description = "Phonological confusions in " +
                                    std::string(text::scriptName(script)) +
                                    " script: vowel length, aspiration, voicing, sibilants";
            tables.push_back(std::move(projected));
        }
    }

    tables.push_back(keyboardTable(polishProgrammersLayout(), "pl-keyboard", "pl"));
    tables.push_back(keyboardTable(usQwertyLayout(), "en-keyboard", "en"));
    for (const text::Language& language : text::languages()) {
        if (text::isBrahmic(language.script)) {
            tables.push_back(keyboardTable(inscriptLayout(language), language.code + "-keyboard",
                                           language.code));
        }
    }
    // Each entry's line is its line in the table as `tables show` prints it, the file a user
    // sees (a projected table's entries had their source table's lines).
    for (ConfusionTable& table : tables) {
        const ParsedTable shown = parseTable(formatTable(table));
        for (std::size_t i = 0; i < table.entries.size() && i < shown.table.entries.size(); ++i) {
            table.entries[i].line = shown.table.entries[i].line;
        }
    }
    return tables;
}

}  // namespace

const std::vector<ConfusionTable>& builtinTables() {
    static const std::vector<ConfusionTable> tables = loadBuiltinTables();
    return tables;
}

const ConfusionTable* findBuiltinTable(std::string_view name) {
    for (const auto& table : builtinTables()) {
        if (table.name == name) {
            return &table;
        }
    }
    return nullptr;
}

std::vector<TableProblem> replacementProblems(const ParsedTable& parsed, const std::string& stem) {
    std::vector<TableProblem> out;
    const ConfusionTable& table = parsed.table;
    const auto add = [&](const std::string& field, const std::string& message) {
        TableProblem p;
        const auto header = parsed.headerLines.find(field);
        p.line = header != parsed.headerLines.end() ? header->second : 0;
        p.field = field;
        p.message = message;
        out.push_back(std::move(p));
    };
    if (findBuiltinTable(stem) != nullptr && !table.name.empty() && table.name != stem) {
        add("name", "the file's '# name:' header names table '" + table.name + "', not " + stem +
                        " (a file named " + stem + ".tsv replaces the built-in table " + stem +
                        ")");
        return out;
    }
    const ConfusionTable* builtin = findBuiltinTable(table.name);
    if (builtin == nullptr) {
        return out;
    }
    const std::string replacing = " (it replaces the built-in table " + table.name + ")";
    // A kind or script the file does not give, or gives wrongly, is said as such (an unknown
    // kind, no script), not as the defaults it was read as.
    if (parsed.kindRead && table.kind != builtin->kind) {
        add("kind", "the file's kind is " + std::string(kindName(table.kind)) + "; " + table.name +
                        " is " + std::string(kindName(builtin->kind)) + replacing);
    }
    if (table.script != text::Script::Unknown && table.script != text::Script::Common &&
        table.script != builtin->script) {
        add("script", "the file's script is " + std::string(text::scriptName(table.script)) + "; " +
                          table.name + " is " + std::string(text::scriptName(builtin->script)) +
                          replacing);
    }
    // A header alone (a table emptied, a file saved before its entries were written) took the
    // built-in table's place without a word, and its operator changed nothing.
    if (std::all_of(table.entries.begin(), table.entries.end(),
                    [](const ConfusionEntry& entry) { return entry.blank(); })) {
        add("", "the file has no entries, and its operator would change no word" + replacing);
    }
    return out;
}

}  // namespace akshara::lexicon

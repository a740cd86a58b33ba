#include "lexicon/TableValidation.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "lexicon/TableFormat.h"
#include "text/CharClass.h"
#include "text/Display.h"
#include "text/Language.h"
#include "text/Utf8.h"

namespace akshara::lexicon {

namespace {

using text::CharClass;

// An entry's text as the file writes it: invisible characters escaped (र्\u200D, not र्‍,
// which would read as र्).
std::string display(std::u32string_view s) {
    return s.empty() ? std::string("(nothing)") : text::excerpt(escapeField(s));
}

// Problems with one character of an entry, or an empty string.
std::string characterProblem(char32_t c, text::Script script) {
    if (!text::isAssigned(c)) {
        return "unassigned code point " + text::codePointLabel(c);
    }
    const CharClass cls = text::classify(c);
    if (cls == CharClass::Other) {
        return "unusable code point " + text::codePointLabel(c) +
               " (control, private use or unassigned)";
    }
    if (cls == CharClass::Space) {
        return "white space " + text::codePointLabel(c) + " inside an entry";
    }
    // A table that names no script is told so once, not at each of its letters.
    if (script == text::Script::Unknown || script == text::Script::Common ||
        text::scriptOf(c) == text::Script::Common || text::usedInScript(c, script)) {
        return {};
    }
    return "character " + text::encodeUtf8(c) + " (" + text::codePointLabel(c) + ") is " +
           std::string(text::scriptName(text::scriptOf(c))) + ", not " +
           std::string(text::scriptName(script));
}

void checkString(const ConfusionTable& table, const ConfusionEntry& entry, std::u32string_view s,
                 const char* field, std::vector<TableProblem>& out) {
    std::set<std::string> seen;
    for (const char32_t c : s) {
        const std::string problem = characterProblem(c, table.script);
        if (!problem.empty() && seen.insert(problem).second) {
            out.push_back({Severity::Error, entry.line, field, problem});
        }
    }
}

}  // namespace

std::string_view severityName(Severity severity) {
    return severity == Severity::Error ? "error" : "warning";
}

bool hasErrors(const std::vector<TableProblem>& problems) {
    return std::any_of(problems.begin(), problems.end(),
                       [](const TableProblem& p) { return p.severity == Severity::Error; });
}

std::vector<TableProblem> validateTable(const ConfusionTable& table) {
    std::vector<TableProblem> out;
    if (table.name.empty()) {
        out.push_back({Severity::Error, 0, "name", "the table has no name"});
    }
    if (table.script == text::Script::Unknown || table.script == text::Script::Common) {
        out.push_back({Severity::Error, 0, "script", "the table names no script"});
    }
    if (!table.language.empty()) {
        const text::Language* language = text::findLanguage(table.language);
        if (language == nullptr) {
            out.push_back({Severity::Error, 0, "language",
                           "unknown language '" + text::excerpt(table.language) + "'"});
        } else if (language->script != table.script) {
            out.push_back({Severity::Error, 0, "language",
                           language->name + " is written in " +
                               std::string(text::scriptName(language->script)) + ", not " +
                               std::string(text::scriptName(table.script))});
        }
    }

    std::map<std::tuple<std::u32string, std::u32string, ConfusionKind>, std::size_t> firstLine;
    for (const ConfusionEntry& entry : table.entries) {
        if (entry.source.empty()) {
            out.push_back({Severity::Error, entry.line, "source", "empty source"});
            continue;
        }
        checkString(table, entry, entry.source, "source", out);
        checkString(table, entry, entry.target, "target", out);
        if (entry.source == entry.target) {
            out.push_back({Severity::Error, entry.line, "target",
                           "self-map: " + display(entry.source) + " -> " + display(entry.target)});
        }
        if (entry.kind == ConfusionKind::Phonological) {
            const auto& known = phonologicalCategories();
            if (std::find(known.begin(), known.end(), entry.category) == known.end()) {
                out.push_back({Severity::Error, entry.line, "category",
                               "unknown phonological category '" + text::excerpt(entry.category) +
                                   "' (expected vowel-length, aspiration, voicing or sibilant)"});
            }
        }
        if (entry.weight && *entry.weight < 0) {
            out.push_back({Severity::Error, entry.line, "weight", "negative weight"});
        }
        const auto key = std::make_tuple(entry.source, entry.target, entry.kind);
        const auto [it, inserted] = firstLine.emplace(key, entry.line);
        if (!inserted) {
            out.push_back({Severity::Error, entry.line, "source",
                           "duplicate of the entry on line " + std::to_string(it->second) + ": " +
                               display(entry.source) + " -> " + display(entry.target)});
        }
    }

    if (!table.directed) {
        for (const ConfusionEntry& entry : table.entries) {
            if (entry.target.empty() || entry.source.empty() || entry.source == entry.target) {
                continue;
            }
            if (firstLine.count(std::make_tuple(entry.target, entry.source, entry.kind)) == 0) {
                out.push_back({Severity::Warning, entry.line, "target",
                               "asymmetric pair: " + display(entry.source) + " -> " +
                                   display(entry.target) + " has no reverse entry"});
            }
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const TableProblem& a, const TableProblem& b) { return a.line < b.line; });
    return out;
}

}  // namespace akshara::lexicon

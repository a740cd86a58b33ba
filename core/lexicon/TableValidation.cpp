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

TableProblem problem(Severity severity, std::size_t line, std::string field, ProblemKind kind,
                     std::vector<std::string> details, std::string message) {
    return {severity, line, std::move(field), std::move(message), kind, std::move(details)};
}

// The problem with one character of an entry, if any (its message empty if none).
TableProblem characterProblem(char32_t c, text::Script script, std::size_t line,
                              const char* field) {
    const std::string label = text::codePointLabel(c);
    if (!text::isAssigned(c)) {
        return problem(Severity::Error, line, field, ProblemKind::Unassigned, {label},
                       "unassigned code point " + label);
    }
    const CharClass cls = text::classify(c);
    if (cls == CharClass::Other) {
        return problem(Severity::Error, line, field, ProblemKind::Unusable, {label},
                       "unusable code point " + label + " (control, private use or unassigned)");
    }
    if (cls == CharClass::Space) {
        return problem(Severity::Error, line, field, ProblemKind::Space, {label},
                       "white space " + label + " inside an entry");
    }
    // A table that names no script is told so once, not at each of its letters.
    if (script == text::Script::Unknown || script == text::Script::Common ||
        text::scriptOf(c) == text::Script::Common || text::usedInScript(c, script)) {
        return {};
    }
    const std::string character = text::encodeUtf8(c);
    // A Cyrillic а in a Polish table is named so, not Unknown: the look-alike a curator
    // cannot see.
    const text::Script of = text::scriptOf(c);
    const std::string its = of == text::Script::Unknown ? text::unicodeScriptName(c)
                                                        : std::string(text::scriptName(of));
    const std::string table(text::scriptName(script));
    return problem(Severity::Error, line, field, ProblemKind::OtherScript,
                   {character, label, its, table},
                   "character " + character + " (" + label + ") is " + its + ", not " + table);
}

void checkString(const ConfusionTable& table, const ConfusionEntry& entry, std::u32string_view s,
                 const char* field, std::vector<TableProblem>& out) {
    std::set<std::string> seen;
    for (const char32_t c : s) {
        TableProblem found = characterProblem(c, table.script, entry.line, field);
        if (!found.message.empty() && seen.insert(found.message).second) {
            out.push_back(std::move(found));
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

void orderByLine(std::vector<TableProblem>& problems) {
    std::stable_sort(problems.begin(), problems.end(),
                     [](const TableProblem& a, const TableProblem& b) { return a.line < b.line; });
}

std::vector<TableProblem> validateTable(const ConfusionTable& table) {
    std::vector<TableProblem> out;
    if (table.name.empty()) {
        out.push_back(
            problem(Severity::Error, 0, "name", ProblemKind::NoName, {}, "the table has no name"));
    } else if (const std::string why = tableNameProblem(table.name); !why.empty()) {
        // No file can be named so: a workspace could neither save nor read it.
        out.push_back(problem(Severity::Error, 0, "name", ProblemKind::Other, {}, why));
    }
    if (table.script == text::Script::Unknown || table.script == text::Script::Common) {
        out.push_back(problem(Severity::Error, 0, "script", ProblemKind::NoScript, {},
                              "the table names no script"));
    }
    if (!table.language.empty()) {
        const text::Language* language = text::findLanguage(table.language);
        if (language == nullptr) {
            const std::string code = text::excerpt(table.language);
            out.push_back(problem(Severity::Error, 0, "language", ProblemKind::UnknownLanguage,
                                  {code}, "unknown language '" + code + "'"));
        } else if (language->script != table.script) {
            const std::string its(text::scriptName(language->script));
            const std::string tables(text::scriptName(table.script));
            out.push_back(problem(Severity::Error, 0, "language", ProblemKind::LanguageScript,
                                  {language->code, its, tables},
                                  language->name + " is written in " + its + ", not " + tables));
        }
    }

    std::map<std::tuple<std::u32string, std::u32string, ConfusionKind>, std::size_t> firstLine;
    for (const ConfusionEntry& entry : table.entries) {
        if (entry.blank()) {
            continue;  // left out of the file
        }
        if (entry.source.empty()) {
            out.push_back(problem(Severity::Error, entry.line, "source", ProblemKind::EmptySource,
                                  {}, "empty source"));
            continue;
        }
        checkString(table, entry, entry.source, "source", out);
        checkString(table, entry, entry.target, "target", out);
        if (entry.source == entry.target) {
            const std::string from = display(entry.source);
            const std::string to = display(entry.target);
            out.push_back(problem(Severity::Error, entry.line, "target", ProblemKind::SelfMap,
                                  {from, to}, "self-map: " + from + " -> " + to));
        }
        if (entry.kind == ConfusionKind::Phonological) {
            const auto& known = phonologicalCategories();
            if (std::find(known.begin(), known.end(), entry.category) == known.end()) {
                const std::string category = text::excerpt(entry.category);
                out.push_back(
                    problem(Severity::Error, entry.line, "category", ProblemKind::UnknownCategory,
                            {category},
                            "unknown phonological category '" + category +
                                "' (expected vowel-length, aspiration, voicing or sibilant)"));
            }
        }
        if (entry.weight && *entry.weight < 0) {
            out.push_back(problem(Severity::Error, entry.line, "weight",
                                  ProblemKind::NegativeWeight, {}, "negative weight"));
        }
        const auto key = std::make_tuple(entry.source, entry.target, entry.kind);
        const auto [it, inserted] = firstLine.emplace(key, entry.line);
        if (!inserted) {
            const std::string first = std::to_string(it->second);
            const std::string from = display(entry.source);
            const std::string to = display(entry.target);
            out.push_back(problem(
                Severity::Error, entry.line, "source", ProblemKind::Duplicate, {first, from, to},
                "duplicate of the entry on line " + first + ": " + from + " -> " + to));
        }
    }

    if (!table.directed) {
        for (const ConfusionEntry& entry : table.entries) {
            if (entry.target.empty() || entry.source.empty() || entry.source == entry.target) {
                continue;
            }
            if (firstLine.count(std::make_tuple(entry.target, entry.source, entry.kind)) == 0) {
                const std::string from = display(entry.source);
                const std::string to = display(entry.target);
                out.push_back(problem(
                    Severity::Warning, entry.line, "target", ProblemKind::Asymmetric, {from, to},
                    "asymmetric pair: " + from + " -> " + to + " has no reverse entry"));
            }
        }
    }
    orderByLine(out);
    return out;
}

}  // namespace akshara::lexicon

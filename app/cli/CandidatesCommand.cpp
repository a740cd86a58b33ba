#include <iomanip>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "OperatorOptions.h"
#include "common/Error.h"
#include "common/Strings.h"
#include "perturb/OperatorRegistry.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

using json = nlohmann::ordered_json;

}  // namespace

int runCandidates(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "candidates --op OP --lang LANG [--category C] WORD...",
        "Prints every candidate an operator makes for each word, as JSON lines\n"
        "{word, candidate, position, from, to, op, category}; position in code points.\n"
        "A word it makes none of (another script, no letter it changes) is noted on stderr.");
    addOperatorOptions(parser);
    parser.positional("WORD", "words to perturb (read as NFC)", true, true);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const auto options = operatorOptionsFrom(parser);
    noteReplacedTables(parser.value("op"), options, io.err);
    const auto op = perturb::createOperator(parser.value("op"), options);
    for (const std::string& raw : parser.values("WORD")) {
        if (const auto bad = text::firstInvalidUtf8(raw)) {
            throw InputError("invalid UTF-8 in word at byte " + std::to_string(*bad + 1));
        }
        const std::u32string word = text::nfc(text::decodeUtf8(raw));
        const auto candidates = op->candidates(word);
        if (word.size() > perturb::kLongestWord) {
            io.err << "note: a word of " << word.size() << " characters is longer than "
                   << perturb::kLongestWord
                   << ", the longest perturbed (no word of a language is near it); it is "
                      "left as it is\n";
        } else if (candidates.empty()) {
            // Said, so that a word of another script or without a letter to change is not
            // read as a word the operator skipped by mistake.
            io.err << "note: " << parser.value("op") << " makes no candidate of "
                   << text::encodeUtf8(word) << "\n";
        }
        for (const perturb::Candidate& c : candidates) {
            json j;
            j["word"] = text::encodeUtf8(word);
            j["candidate"] = text::encodeUtf8(c.text);
            j["position"] = c.edit.position;
            j["from"] = text::encodeUtf8(c.edit.from);
            j["to"] = text::encodeUtf8(c.edit.to);
            j["op"] = c.edit.op;
            j["category"] = c.edit.category;
            io.out << printableJson(j) << "\n";
        }
    }
    return kExitOk;
}

int runOperators(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("operators [--json]",
                     "Lists the perturbation operators, their languages and categories.");
    parser.flag("json", "print a JSON array");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const auto& infos = perturb::operatorInfos();
    // An operator's languages grouped by the categories it has in them (one group for all
    // but key, whose categories are its keyboards').
    const auto byCategories = [](const perturb::OperatorInfo& info) {
        std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> groups;
        for (const auto& language : info.languages) {
            const auto categories = info.categoriesIn(language);
            auto group = std::find_if(groups.begin(), groups.end(),
                                      [&](const auto& g) { return g.first == categories; });
            if (group == groups.end()) {
                groups.push_back({categories, {}});
                group = groups.end() - 1;
            }
            group->second.push_back(language);
        }
        return groups;
    };
    if (parser.has("json")) {
        json out = json::array();
        for (const auto& i : infos) {
            json entry = {{"name", i.name},
                          {"description", i.description},
                          {"languages", i.languages},
                          {"categories", i.categories},
                          {"paper", i.paper}};
            if (const auto groups = byCategories(i); groups.size() > 1) {
                json byLanguage = json::object();
                for (const auto& [categories, languages] : groups) {
                    for (const auto& language : languages) {
                        byLanguage[language] = categories;
                    }
                }
                entry["categories_by_language"] = byLanguage;
            }
            out.push_back(entry);
        }
        io.out << printableJson(out, 2) << "\n";
        return kExitOk;
    }
    for (const auto& i : infos) {
        std::string languages;
        for (const auto& l : i.languages)
            languages += (languages.empty() ? "" : " ") + l;
        io.out << std::left << std::setw(12) << i.name << i.description << "\n"
               << std::setw(12) << ""
               << "languages: " << languages << "\n";
        if (!i.categories.empty()) {
            const auto groups = byCategories(i);
            std::string categories;
            for (const auto& [names, languages] : groups) {
                categories += (categories.empty() ? "" : "; ") + joined(names, " ");
                if (groups.size() > 1) {
                    categories += " (" + joined(languages, " ") + ")";
                }
            }
            io.out << std::setw(12) << ""
                   << "categories: " << categories << "\n";
        }
    }
    return kExitOk;
}

}  // namespace akshara::cli

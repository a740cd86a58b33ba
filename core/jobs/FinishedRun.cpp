#include "FinishedRun.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>

#include <unistd.h>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"

namespace akshara::jobs {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

ordered_json readJsonFile(const fs::path& path) {
    try {
        return parseJsonText<ordered_json>(readFile(path.string()));
    } catch (const nlohmann::json::exception& e) {
        throw InputError("not valid JSON (" + jsonErrorText(e) + ")", path.string());
    }
}

// "an attack", "an asr-curve", "a probe": the kinds are read letter by letter.
std::string withArticle(const std::string& kind) {
    const bool vowel = !kind.empty() && std::string("aeiou").find(kind[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + kind;
}

}  // namespace

std::string textAt(const nlohmann::ordered_json& object, const std::string& key,
                   const std::string& fallback, const std::string& file, const std::string& field) {
    const auto found = object.is_object() ? object.find(key) : object.end();
    if (!object.is_object() || found == object.end() || found->is_null()) {
        return fallback;
    }
    if (!found->is_string()) {
        throw InputError("not text: " + jsonExcerpt(*found), file, 0, field.empty() ? key : field);
    }
    return found->get<std::string>();
}

void requireReadableFolder(const std::string& folder) {
    std::error_code ec;
    const fs::file_status status = fs::status(folder, ec);
    if (!fs::exists(status)) {
        throw InputError(ec && ec != std::errc::no_such_file_or_directory
                             ? "cannot read the folder: " + ec.message()
                             : std::string("no such folder"),
                         folder);
    }
    if (!fs::is_directory(status)) {
        throw InputError("not a folder", folder);
    }
    // Its files are opened by name, which needs the right to search the folder, not to list
    // it: a folder of mode 0711 is read, one of 0644 is not.
    if (::access(folder.c_str(), X_OK) != 0) {
        throw InputError(std::string("cannot read the folder: ") + std::strerror(errno), folder);
    }
}

FinishedRun readFinishedRun(const std::string& folder, const std::string& kind) {
    requireReadableFolder(folder);
    const fs::path dir(folder);
    std::error_code ec;
    if (!fs::is_regular_file(dir / "manifest.json", ec)) {
        throw InputError("not a run folder: no manifest.json", folder);
    }
    FinishedRun run;
    run.folder = folder;
    run.manifest = readJsonFile(dir / "manifest.json");
    const std::string given = textAt(run.manifest, "kind", {}, (dir / "manifest.json").string());
    if (given != kind) {
        throw InputError(
            "not " + withArticle(kind) + " run" +
                (given.empty() ? std::string() : " (it is " + withArticle(given) + " run)") +
                "; this report reads the folders of akshara-cli " + kind,
            (dir / "manifest.json").string());
    }
    if (fs::exists(dir / "summary.json", ec) && !fs::is_regular_file(dir / "summary.json", ec)) {
        // A pipe or a folder of that name: reading a pipe would wait for ever.
        throw InputError("not a regular file", (dir / "summary.json").string());
    }
    if (!fs::is_regular_file(dir / "summary.json", ec)) {
        throw InputError("the " + kind +
                             " run has not finished: no summary.json yet; run its command "
                             "again to resume it",
                         folder);
    }
    run.summary = readJsonFile(dir / "summary.json");
    if (!run.summary.is_object()) {
        throw InputError("not a run summary: not a JSON object", (dir / "summary.json").string());
    }
    return run;
}

void checkDistinctFolders(const std::vector<std::string>& folders) {
    if (const auto twice = repeatedFile(folders)) {
        const std::string& first = folders[twice->first];
        const std::string& again = folders[twice->second];
        throw InputError("the run folder is given twice" +
                             (first != again ? " (also as " + first + ")" : std::string()) +
                             ": its figures would be counted twice; give each run once",
                         again);
    }
}

void checkFigure(const ordered_json& value, double least, double most, const std::string& file,
                 const std::string& field) {
    if (!value.is_number()) {
        throw InputError("not a number: " + jsonExcerpt(value), file, 0, field);
    }
    const double number = value.get<double>();
    if (number >= least && number <= most) {
        return;
    }
    const auto plain = [](double v) {
        char text[32];
        std::snprintf(text, sizeof text, "%g", v);
        return std::string(text);
    };
    throw InputError("out of range: " + value.dump() + " (a run writes " + plain(least) +
                         (std::isinf(most) ? " or more" : " to " + plain(most)) + ")",
                     file, 0, field);
}

const ordered_json* figureAt(const ordered_json& object, const std::string& key, double least,
                             double most, const std::string& file, const std::string& field) {
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) {
        return nullptr;
    }
    checkFigure(*it, least, most, file, field);
    return &*it;
}

std::string folderName(const std::string& path) {
    fs::path normal = fs::path(path).lexically_normal();
    if (normal.filename() == "." || normal.filename() == "..") {
        // "." and ".." are the names of no folder: the one they stand for here.
        std::error_code ec;
        normal = fs::absolute(normal, ec).lexically_normal();
    }
    const std::string name = normal.filename().string();
    return name.empty() ? normal.parent_path().filename().string() : name;
}

namespace {

// The components of `path`, normalised ("/", "corpora", "hi", "sentiment.tsv").
std::vector<std::string> pathParts(const std::string& path) {
    std::vector<std::string> parts;
    for (const auto& part : std::filesystem::path(path).lexically_normal()) {
        if (!part.empty()) {
            parts.push_back(part.string());
        }
    }
    return parts;
}

// The last `components` of a path's `parts` ("hi/sentiment.tsv" for two).
std::string pathTail(const std::vector<std::string>& parts, std::size_t components) {
    std::string tail;
    for (std::size_t i = parts.size() > components ? parts.size() - components : 0;
         i < parts.size(); ++i) {
        tail += (tail.empty() || tail.back() == '/' ? "" : "/") + parts[i];
    }
    return tail;
}

}  // namespace

std::vector<std::string> distinguishingNames(const std::vector<std::string>& paths,
                                             const std::vector<std::string>& keys) {
    std::map<std::string, std::set<std::string>> pathsOfKey;
    for (std::size_t i = 0; i < paths.size(); ++i) {
        pathsOfKey[i < keys.size() ? keys[i] : std::string()].insert(paths[i]);
    }
    if (std::none_of(pathsOfKey.begin(), pathsOfKey.end(),
                     [](const auto& entry) { return entry.second.size() > 1; })) {
        return {};
    }
    // Each distinct path by as few of its last components as tell it from the others: the
    // tails of every path counted at each length, so that hundreds of runs take no longer to
    // tell apart than to list.
    const std::set<std::string> distinct(paths.begin(), paths.end());
    std::vector<std::pair<std::string, std::vector<std::string>>> partsOf;
    for (const std::string& path : distinct) {
        partsOf.emplace_back(path, pathParts(path));
    }
    std::map<std::string, std::string> shownOf;
    for (std::size_t components = 1; shownOf.size() < partsOf.size(); ++components) {
        std::map<std::string, std::size_t> pathsWithTail;
        for (const auto& [path, parts] : partsOf) {
            ++pathsWithTail[pathTail(parts, components)];
        }
        for (const auto& [path, parts] : partsOf) {
            if (shownOf.count(path) != 0) {
                continue;
            }
            std::string tail = pathTail(parts, components);
            // The whole path when no shorter tail tells it apart.
            if (pathsWithTail[tail] == 1 || components >= parts.size()) {
                shownOf[path] = std::move(tail);
            }
        }
    }
    std::vector<std::string> shown;
    for (const std::string& path : paths) {
        shown.push_back(shownOf[path]);
    }
    return shown;
}

}  // namespace akshara::jobs

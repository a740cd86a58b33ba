#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace akshara::jobs {

// A finished run folder as the reports read it: its manifest and its summary, as written.
struct FinishedRun {
    std::string folder;
    nlohmann::ordered_json manifest;
    nlohmann::ordered_json summary;
};

// Reads the run folder of an akshara-cli command whose manifest says `kind` ("attack",
// "asr-curve"), finished (its summary.json written). Throws InputError naming the folder or
// the file: not a readable folder, not a run folder, a run of another kind, not finished yet,
// a summary that is not a regular file, not valid JSON.
FinishedRun readFinishedRun(const std::string& folder, const std::string& kind);

// Throws InputError naming `folder` when it does not exist, is not a folder, or its files
// cannot be opened (no permission to search it): said as such, not as a folder without a
// run's files.
void requireReadableFolder(const std::string& folder);

// Throws InputError when one folder is given twice (under two names, too): a run would be
// counted twice.
void checkDistinctFolders(const std::vector<std::string>& folders);

// Each folder read with `read` (a report's reader of one finished run), in order, after
// checkDistinctFolders: the runs of a report over several.
template <typename Read>
auto readDistinctRuns(const std::vector<std::string>& folders, Read read) {
    checkDistinctFolders(folders);
    std::vector<decltype(read(std::string()))> runs;
    for (const std::string& folder : folders) {
        runs.push_back(read(folder));
    }
    return runs;
}

// Throws InputError naming `file` and `field` unless `value` is a number from `least` to
// `most` (no upper bound when `most` is infinite): a report's check that a figure in a
// run's summary is one a run writes, and not damage printed into a paper's table.
void checkFigure(const nlohmann::ordered_json& value, double least, double most,
                 const std::string& file, const std::string& field);

// The member `key` of `object` after checkFigure, or nullptr when it is absent or null (not
// measured): the figures a summary may leave out.
const nlohmann::ordered_json* figureAt(const nlohmann::ordered_json& object, const std::string& key,
                                       double least, double most, const std::string& file,
                                       const std::string& field);

// The text member `key` of `object`, or `fallback` when it is absent or null; throws InputError
// naming `file` and `field` (`key` when empty) when it is there and not text.
std::string textAt(const nlohmann::ordered_json& object, const std::string& key,
                   const std::string& fallback, const std::string& file,
                   const std::string& field = {});

// The last component of a path ("models/muril/" gives "muril"; "." the folder it stands for
// here): a model's or run's name.
std::string folderName(const std::string& path);

// A report's column of `paths` (the runs' datasets or proxy models, one per row), needed where
// rows that a table shows alike (the same of `keys`: model, language, operator...) come from
// different paths: each path by as few of its last components as tell it from the others
// ("sentiment.tsv", or "hi/sentiment.tsv" and "bn/sentiment.tsv"). Nothing when no two rows
// need telling apart, as in a table of one experiment, or of one per language.
std::vector<std::string> distinguishingNames(const std::vector<std::string>& paths,
                                             const std::vector<std::string>& keys);

}  // namespace akshara::jobs

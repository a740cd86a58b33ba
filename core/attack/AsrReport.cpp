#include "attack/AsrReport.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <limits>

#include "attack/AttackReport.h"
#include "common/Error.h"
#include "common/JsonText.h"
#include "jobs/FinishedRun.h"

namespace akshara::attack {

namespace {

using nlohmann::ordered_json;

// A member that must be an object when present: the summary's "asr", "mean_asr" and
// "not_robust" by operator, and each operator's methods.
const ordered_json& objectAt(const ordered_json& parent, const std::string& key,
                             const std::string& field, const std::string& file) {
    static const ordered_json kEmpty = ordered_json::object();
    const auto it = parent.find(key);
    if (it == parent.end() || it->is_null()) {
        return kEmpty;
    }
    if (!it->is_object()) {
        throw InputError("not an object: " + jsonExcerpt(*it), file, 0, field);
    }
    return *it;
}

// A rate the run wrote, within 0 and 1, or nullptr when absent or null.
const ordered_json* rateAt(const ordered_json& parent, const std::string& key,
                           const std::string& field, const std::string& file) {
    return jobs::figureAt(parent, key, 0, 1, file, field);
}

// As printf's %g, with a point whatever the C library's locale: a threshold as given.
std::string shortNumber(double value) {
    char buffer[64];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 6);
    return error == std::errc() ? std::string(buffer, end) : std::string();
}

}  // namespace

AsrReportRun readAsrReportRun(const std::string& folder) {
    const jobs::FinishedRun run = jobs::readFinishedRun(folder, "asr-curve");
    const std::string file = (std::filesystem::path(folder) / "summary.json").string();
    const ordered_json& summary = run.summary;
    if (!summary.contains("asr") || !summary["asr"].is_object()) {
        throw InputError("not an ASR summary: it has no \"asr\" object", file);
    }
    // A run has its operators' rates, the random baseline's among them: an empty object is
    // damage, which would read as a run with nothing to report.
    if (summary["asr"].empty()) {
        throw InputError("no operator's rates: the summary is damaged", file, 0, "asr");
    }
    jobs::figureAt(summary, "examples", 0, std::numeric_limits<double>::infinity(), file,
                   "examples");
    rateAt(summary, "target_accuracy", "target_accuracy", file);
    const ordered_json& notRobust = objectAt(summary, "not_robust", "not_robust", file);
    const ordered_json& means = objectAt(summary, "mean_asr", "mean_asr", file);
    AsrReportRun out;
    out.folder = folder;
    if (const ordered_json* threshold = rateAt(summary, "threshold", "threshold", file)) {
        out.threshold = threshold->get<double>();
    }
    const std::string manifestFile = (std::filesystem::path(folder) / "manifest.json").string();
    // A run writes the ASR at k = 1 ... max_words for every curve; fewer is a curve cut short.
    std::size_t maxWords = 0;
    if (run.manifest.contains("options") && run.manifest["options"].is_object()) {
        if (const ordered_json* words = jobs::figureAt(run.manifest["options"], "max_words", 1,
                                                       std::numeric_limits<double>::infinity(),
                                                       manifestFile, "options.max_words")) {
            maxWords = static_cast<std::size_t>(words->get<double>());
        }
    }
    for (const auto& [op, methods] : summary["asr"].items()) {
        const std::string opField = "asr." + op;
        if (!methods.is_object() || methods.empty()) {
            throw InputError("not an object of rates by words chosen", file, 0, opField);
        }
        const ordered_json& opMeans = objectAt(means, op, "mean_asr." + op, file);
        const auto verdict = notRobust.find(op);
        if (verdict != notRobust.end() && !verdict->is_null() && !verdict->is_boolean()) {
            throw InputError("not true or false: " + jsonExcerpt(*verdict), file, 0,
                             "not_robust." + op);
        }
        for (const auto& [name, rates] : methods.items()) {
            const std::string field = opField + "." + name;
            if (!rates.is_array() || rates.empty()) {
                throw InputError("not a list of rates", file, 0, field);
            }
            if (maxWords > 0 && rates.size() != maxWords) {
                throw InputError(std::to_string(rates.size()) + " rates where the run perturbed " +
                                     "1 to " + std::to_string(maxWords) +
                                     " words (options.max_words): the summary is damaged",
                                 file, 0, field);
            }
            AsrReportRow row;
            row.folder = folder;
            row.threshold = out.threshold;
            row.targetPath = jobs::textAt(run.manifest, "target", "target", manifestFile);
            row.target = jobs::folderName(row.targetPath);
            row.proxy = jobs::textAt(run.manifest, "proxy", {}, manifestFile);
            row.data = jobs::textAt(run.manifest, "data", {}, manifestFile);
            row.language = jobs::textAt(run.manifest, "language", {}, manifestFile);
            row.op = op;
            row.tables = curatedTables(run.manifest, op);
            const bool proxy = name != "random";
            row.words = proxy ? name + " (proxy)" : name;
            row.method = name;
            constexpr double kNoRate = std::numeric_limits<double>::quiet_NaN();
            for (std::size_t k = 0; k < rates.size(); ++k) {
                const std::string at = field + "[" + std::to_string(k) + "]";
                if (rates[k].is_null()) {  // no ASR: the target classified none right
                    row.asr.push_back(kNoRate);
                    continue;
                }
                jobs::checkFigure(rates[k], 0, 1, file, at);
                row.asr.push_back(rates[k].get<double>());
            }
            // The run's own mean, which its robustness verdict was made on.
            const auto named = opMeans.find(name);
            if (const ordered_json* mean =
                    rateAt(opMeans, name, "mean_asr." + op + "." + name, file)) {
                row.mean = mean->get<double>();
            } else if (named != opMeans.end() && named->is_null()) {
                row.mean = kNoRate;
            } else {
                for (const double rate : row.asr) {
                    row.mean += rate / static_cast<double>(row.asr.size());
                }
            }
            if (proxy && verdict != notRobust.end() && verdict->is_boolean()) {
                row.robust = verdict->get<bool>() ? "no" : "yes";
            }
            out.rows.push_back(std::move(row));
        }
    }
    return out;
}

std::vector<AsrReportRow> asrReportRows(const std::vector<AsrReportRun>& runs) {
    std::vector<AsrReportRow> rows;
    for (const AsrReportRun& run : runs) {
        rows.insert(rows.end(), run.rows.begin(), run.rows.end());
    }
    std::stable_sort(rows.begin(), rows.end(), [](const AsrReportRow& a, const AsrReportRow& b) {
        // Two targets of one folder name (checkpoint-500 of two trainings) each keep their
        // rows together.
        if (a.target != b.target) {
            return a.target < b.target;
        }
        return a.targetPath != b.targetPath ? a.targetPath < b.targetPath : a.language < b.language;
    });
    return rows;
}

text::TextTable asrReportTable(const std::vector<AsrReportRun>& runs,
                               std::vector<std::string>* rowFolders) {
    const std::vector<AsrReportRow> rows = asrReportRows(runs);
    if (rowFolders != nullptr) {
        rowFolders->clear();
        for (const AsrReportRow& row : rows) {
            rowFolders->push_back(row.folder);
        }
    }
    std::size_t words = 0;
    for (const AsrReportRow& row : rows) {
        words = std::max(words, row.asr.size());
    }
    std::vector<double> thresholds;
    for (const AsrReportRun& run : runs) {
        if (run.threshold >= 0.0) {
            thresholds.push_back(run.threshold);
        }
    }
    std::string threshold;
    if (!thresholds.empty() && std::all_of(thresholds.begin(), thresholds.end(),
                                           [&](double t) { return t == thresholds.front(); })) {
        threshold = shortNumber(thresholds.front());
    }
    text::TextTable table;
    table.caption =
        "ASR of the target by the number of words perturbed, chosen by the proxy "
        "model's word importance or at random (the second paper's Tables 8-13)" +
        (threshold.empty() ? std::string() : "; robust: the mean ASR at most " + threshold);
    table.label = "tab:asr";
    table.corner = "Target";
    table.columns = {"Lang", "Operator", "Words"};
    // Targets of one folder name (checkpoint-500 of two trainings) by as much of their paths
    // as tells them apart.
    std::vector<std::string> targetPaths, targetNames;
    for (const AsrReportRow& row : rows) {
        targetPaths.push_back(row.targetPath);
        targetNames.push_back(row.target);
    }
    const std::vector<std::string> targets = jobs::distinguishingNames(targetPaths, targetNames);
    const auto targetOf = [&](std::size_t r) {
        return targets.empty() ? targetNames[r] : targets[r];
    };
    std::vector<std::string> proxyOfRows, dataOfRows, shownAs;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const AsrReportRow& row = rows[r];
        proxyOfRows.push_back(row.proxy);
        dataOfRows.push_back(row.data);
        shownAs.push_back(targetOf(r) + "\n" + row.language + "\n" +
                          withCuratedTables(row.op, row.tables) + "\n" + row.words);
    }
    const std::vector<std::string> proxies = jobs::distinguishingNames(proxyOfRows, shownAs);
    const std::vector<std::string> data = jobs::distinguishingNames(dataOfRows, shownAs);
    // Rows that still read alike (two runs of one proxy on one dataset, with other seeds or
    // thresholds) by their runs' folders.
    std::vector<std::string> folderOfRows, shownWithSources;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        folderOfRows.push_back(rows[r].folder);
        shownWithSources.push_back(shownAs[r] + "\n" + rows[r].proxy + "\n" + rows[r].data);
    }
    const std::vector<std::string> folders =
        jobs::distinguishingNames(folderOfRows, shownWithSources);
    if (!proxies.empty()) {
        table.columns.push_back("Proxy");
    }
    if (!data.empty()) {
        table.columns.push_back("Data");
    }
    if (!folders.empty()) {
        table.columns.push_back("Run");
    }
    table.leftColumns = table.columns.size();
    for (std::size_t k = 1; k <= words; ++k) {
        table.columns.push_back(std::to_string(k));
    }
    table.columns.push_back("Mean");
    // Verdicts made at different thresholds each with their own.
    const bool thresholdColumn = threshold.empty() && !thresholds.empty();
    if (thresholdColumn) {
        table.columns.push_back("Threshold");
    }
    table.columns.push_back("Robust");
    std::string lastGroup;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const AsrReportRow& row = rows[r];
        const std::string op = withCuratedTables(row.op, row.tables);
        const std::string group = row.folder + "\n" + row.target + "\n" + row.language + "\n" + op;
        if (!lastGroup.empty() && group != lastGroup) {
            table.ruleBefore.push_back(table.rowNames.size());
        }
        lastGroup = group;
        table.rowNames.push_back(targetOf(r));
        std::vector<std::string> cells{row.language, op, row.words};
        if (!proxies.empty()) {
            cells.push_back(proxies[r]);
        }
        if (!data.empty()) {
            cells.push_back(data[r]);
        }
        if (!folders.empty()) {
            cells.push_back(folders[r]);
        }
        const auto rate = [](double value) {
            return std::isnan(value) ? std::string("-") : text::fixedDecimals(value);
        };
        for (std::size_t k = 0; k < words; ++k) {
            cells.push_back(k < row.asr.size() ? rate(row.asr[k]) : "-");
        }
        cells.push_back(rate(row.mean));
        if (thresholdColumn) {
            cells.push_back(row.threshold >= 0.0 ? shortNumber(row.threshold) : "-");
        }
        cells.push_back(row.robust.empty() ? "-" : row.robust);
        table.cells.push_back(std::move(cells));
    }
    return table;
}

ordered_json asrReportJson(const std::vector<AsrReportRun>& runs) {
    ordered_json out = ordered_json::array();
    const auto rate = [](double value) {
        return std::isnan(value) ? ordered_json(nullptr) : ordered_json(value);
    };
    for (const AsrReportRow& row : asrReportRows(runs)) {
        ordered_json asr = ordered_json::array();
        for (const double value : row.asr) {
            asr.push_back(rate(value));
        }
        ordered_json line{{"run", row.folder},
                          {"target", row.target},
                          {"proxy", row.proxy},
                          {"data", row.data},
                          {"language", row.language},
                          {"operator", row.op},
                          {"words", row.words},
                          {"asr", std::move(asr)},
                          {"mean_asr", rate(row.mean)},
                          {"threshold", row.threshold >= 0.0 ? ordered_json(row.threshold)
                                                             : ordered_json(nullptr)},
                          {"robust", row.robust.empty() ? ordered_json(nullptr)
                                                        : ordered_json(row.robust == "yes")}};
        if (!row.tables.empty()) {
            line["curated_tables"] = row.tables;
        }
        out.push_back(std::move(line));
    }
    return ordered_json{{"rows", std::move(out)}};
}

}  // namespace akshara::attack

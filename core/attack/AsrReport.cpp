#include "attack/AsrReport.h"

#include <algorithm>
#include <charconv>
#include <filesystem>

#include "common/Error.h"
#include "jobs/FinishedRun.h"

namespace akshara::attack {

namespace {

using nlohmann::ordered_json;

std::vector<double> numbers(const ordered_json& array, const std::string& where) {
    if (!array.is_array()) {
        throw InputError("not an ASR summary: " + where + " is not a list of rates");
    }
    std::vector<double> out;
    for (const auto& value : array) {
        if (!value.is_number()) {
            throw InputError("not an ASR summary: " + where + " holds something not a number");
        }
        out.push_back(value.get<double>());
    }
    return out;
}

}  // namespace

AsrReportRun readAsrReportRun(const std::string& folder) {
    const jobs::FinishedRun run = jobs::readFinishedRun(folder, "asr-curve");
    const std::string summaryPath = (std::filesystem::path(folder) / "summary.json").string();
    const ordered_json& summary = run.summary;
    if (!summary.contains("asr") || !summary["asr"].is_object()) {
        throw InputError("not an ASR summary: it has no \"asr\" object", summaryPath);
    }
    const ordered_json notRobust =
        summary.contains("not_robust") ? summary["not_robust"] : ordered_json::object();
    const ordered_json means =
        summary.contains("mean_asr") ? summary["mean_asr"] : ordered_json::object();
    AsrReportRun out;
    out.folder = folder;
    if (summary.contains("threshold") && summary["threshold"].is_number()) {
        out.threshold = summary["threshold"].get<double>();
    }
    for (const auto& [op, methods] : summary["asr"].items()) {
        if (!methods.is_object()) {
            throw InputError("not an ASR summary: asr." + op + " is not an object", summaryPath);
        }
        for (const auto& [name, rates] : methods.items()) {
            AsrReportRow row;
            row.folder = folder;
            row.target = jobs::folderName(run.manifest.value("target", std::string("target")));
            row.language = run.manifest.value("language", std::string());
            row.op = op;
            const bool proxy = name != "random";
            row.words = proxy ? name + " (proxy)" : name;
            try {
                row.asr = numbers(rates, "asr." + op + "." + name);
            } catch (const InputError& error) {
                throw InputError(error.what(), summaryPath);
            }
            // The run's own mean, which its robustness verdict was made on.
            if (means.is_object() && means.contains(op) && means[op].is_object() &&
                means[op].contains(name) && means[op][name].is_number()) {
                row.mean = means[op][name].get<double>();
            } else {
                for (const double rate : row.asr) {
                    row.mean += rate / static_cast<double>(row.asr.size());
                }
            }
            if (proxy && notRobust.is_object() && notRobust.contains(op) &&
                notRobust[op].is_boolean()) {
                row.robust = notRobust[op].get<bool>() ? "no" : "yes";
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
        return a.target != b.target ? a.target < b.target : a.language < b.language;
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
        // As printf's %g, with a point whatever the C library's locale.
        char buffer[64];
        const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, thresholds.front(),
                                                std::chars_format::general, 6);
        threshold = error == std::errc() ? std::string(buffer, end) : std::string();
    }
    text::TextTable table;
    table.caption =
        "ASR of the target by the number of words perturbed, chosen by the proxy "
        "model's word importance or at random (the second paper's Tables 8-13)" +
        (threshold.empty() ? std::string() : "; robust: the mean ASR at most " + threshold);
    table.label = "tab:asr";
    table.corner = "Target";
    table.columns = {"Lang", "Operator", "Words"};
    table.leftColumns = 3;
    for (std::size_t k = 1; k <= words; ++k) {
        table.columns.push_back(std::to_string(k));
    }
    table.columns.push_back("Mean");
    table.columns.push_back("Robust");
    std::string lastGroup;
    for (const AsrReportRow& row : rows) {
        const std::string group = row.target + "\n" + row.language + "\n" + row.op;
        if (!lastGroup.empty() && group != lastGroup) {
            table.ruleBefore.push_back(table.rowNames.size());
        }
        lastGroup = group;
        table.rowNames.push_back(row.target);
        std::vector<std::string> cells{row.language, row.op, row.words};
        for (std::size_t k = 0; k < words; ++k) {
            cells.push_back(k < row.asr.size() ? text::fixedDecimals(row.asr[k]) : "-");
        }
        cells.push_back(text::fixedDecimals(row.mean));
        cells.push_back(row.robust.empty() ? "-" : row.robust);
        table.cells.push_back(std::move(cells));
    }
    return table;
}

ordered_json asrReportJson(const std::vector<AsrReportRun>& runs) {
    ordered_json out = ordered_json::array();
    for (const AsrReportRow& row : asrReportRows(runs)) {
        out.push_back({{"target", row.target},
                       {"language", row.language},
                       {"operator", row.op},
                       {"words", row.words},
                       {"asr", row.asr},
                       {"mean_asr", row.mean},
                       {"robust", row.robust.empty() ? ordered_json(nullptr)
                                                     : ordered_json(row.robust == "yes")}});
    }
    return ordered_json{{"rows", std::move(out)}};
}

}  // namespace akshara::attack

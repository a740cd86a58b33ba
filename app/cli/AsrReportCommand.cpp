#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ArgParser.h"
#include "Commands.h"
#include "RunReports.h"
#include "TableFormat.h"
#include "common/Error.h"

namespace akshara::cli {

namespace {

using nlohmann::ordered_json;

// One row of the table: a target, an operator, and how the words were chosen (the proxy's
// method, or at random), with the ASR at k = 1, 2, ... words.
struct AsrRow {
    std::string target;
    std::string language;
    std::string op;
    std::string words;  // "loo (proxy)", "random"
    std::vector<double> asr;
    double mean = 0.0;
    std::string robust;  // for the proxy's ranking: "yes" or "no" at the run's threshold
};

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

// One asr-curve run's rows: per operator (in the run's order), the proxy's ranking and then
// random words; and its robustness threshold (negative when the summary has none).
struct AsrRun {
    std::vector<AsrRow> rows;
    double threshold = -1.0;
};

AsrRun readAsrRun(const std::string& folder) {
    const FinishedRun run = readFinishedRun(folder, "asr-curve");
    const std::string summaryPath = (std::filesystem::path(folder) / "summary.json").string();
    const ordered_json& summary = run.summary;
    if (!summary.contains("asr") || !summary["asr"].is_object()) {
        throw InputError("not an ASR summary: it has no \"asr\" object", summaryPath);
    }
    const ordered_json notRobust =
        summary.contains("not_robust") ? summary["not_robust"] : ordered_json::object();
    const ordered_json means =
        summary.contains("mean_asr") ? summary["mean_asr"] : ordered_json::object();
    AsrRun out;
    if (summary.contains("threshold") && summary["threshold"].is_number()) {
        out.threshold = summary["threshold"].get<double>();
    }
    for (const auto& [op, methods] : summary["asr"].items()) {
        if (!methods.is_object()) {
            throw InputError("not an ASR summary: asr." + op + " is not an object", summaryPath);
        }
        for (const auto& [name, rates] : methods.items()) {
            AsrRow row;
            row.target = folderName(run.manifest.value("target", std::string("target")));
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

text::TextTable asrTable(const std::vector<AsrRow>& rows, const std::vector<double>& thresholds) {
    std::size_t words = 0;
    for (const AsrRow& row : rows) {
        words = std::max(words, row.asr.size());
    }
    text::TextTable table;
    std::string threshold;
    if (!thresholds.empty() && std::all_of(thresholds.begin(), thresholds.end(),
                                           [&](double t) { return t == thresholds.front(); })) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%g", thresholds.front());
        threshold = buffer;
    }
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
    for (const AsrRow& row : rows) {
        const std::string group = row.target + "\n" + row.language + "\n" + row.op;
        if (!lastGroup.empty() && group != lastGroup) {
            table.ruleBefore.push_back(table.rowNames.size());
        }
        lastGroup = group;
        table.rowNames.push_back(row.target);
        std::vector<std::string> cells{row.language, row.op, row.words};
        for (std::size_t k = 0; k < words; ++k) {
            cells.push_back(k < row.asr.size() ? fixedDecimals(row.asr[k]) : "-");
        }
        cells.push_back(fixedDecimals(row.mean));
        cells.push_back(row.robust.empty() ? "-" : row.robust);
        table.cells.push_back(std::move(cells));
    }
    return table;
}

}  // namespace

int runAsrReport(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "asr-report RUN_DIR... [--table|--latex|--csv]",
        "The second paper's table of attack success rates over finished asr-curve runs (each\n"
        "RUN_DIR a folder of `akshara-cli asr-curve`): per target model, language and\n"
        "operator, the ASR when the top 1, 2, ... K words are perturbed, chosen by the proxy's\n"
        "word importance and, in the next row, at random; their mean, and whether the\n"
        "operator stays under the run's robustness threshold. Without a format, the same\n"
        "rows as JSON.");
    parser.positional("RUN_DIR", "asr-curve run folders", true, true);
    addTableFormatFlags(parser, "print a text table instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const std::vector<std::string> folders = parser.values("RUN_DIR");
    checkDistinctFolders(folders);
    std::vector<AsrRow> rows;
    std::vector<double> thresholds;
    for (const std::string& folder : folders) {
        AsrRun run = readAsrRun(folder);
        for (AsrRow& row : run.rows) {
            rows.push_back(std::move(row));
        }
        if (run.threshold >= 0.0) {
            thresholds.push_back(run.threshold);
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const AsrRow& a, const AsrRow& b) {
        return a.target != b.target ? a.target < b.target : a.language < b.language;
    });
    if (format != TableFormat::Json) {
        writeTable(io.out, asrTable(rows, thresholds), format);
        return kExitOk;
    }
    ordered_json out = ordered_json::array();
    for (const AsrRow& row : rows) {
        out.push_back({{"target", row.target},
                       {"language", row.language},
                       {"operator", row.op},
                       {"words", row.words},
                       {"asr", row.asr},
                       {"mean_asr", row.mean},
                       {"robust", row.robust.empty() ? ordered_json(nullptr)
                                                     : ordered_json(row.robust == "yes")}});
    }
    io.out << ordered_json{{"rows", std::move(out)}}.dump(2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

#include "probe/ProbeReport.h"

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "jobs/FinishedRun.h"
#include "text/Display.h"

namespace akshara::probe {

// What the LaTeX and CSV reports say in place of the robustness tables when there are none.
constexpr const char* kNoRobustnessTables =
    "No robustness scores: no perturbed result has a clean accuracy above 0 to be scored "
    "against.";

namespace {

namespace fs = std::filesystem;

// Rows x columns of formatted cells; a cell absent from `cells` is "-".
text::TextTable gridTable(const std::string& key, const std::string& title,
                          const std::vector<std::string>& rows,
                          const std::vector<std::string>& columns,
                          const std::map<std::pair<std::string, std::string>, std::string>& cells) {
    text::TextTable table;
    table.caption = title;
    table.label = "tab:" + key;
    table.columns = columns;
    table.rowNames = rows;
    for (const auto& r : rows) {
        std::vector<std::string> line;
        for (const auto& c : columns) {
            const auto cell = cells.find({r, c});
            line.push_back(cell == cells.end() ? "-" : cell->second);
        }
        table.cells.push_back(std::move(line));
    }
    return table;
}

ProbeReportTable meanTable(const std::string& key, const std::string& title,
                           const AggregateTable& means) {
    std::map<std::pair<std::string, std::string>, std::string> cells;
    for (const auto& [at, value] : means.cells) {
        cells[at] = text::fixedDecimals(value, 3);
    }
    return {key, gridTable(key, title, means.rows, means.columns, cells)};
}

ProbeReportTable affectedTable(const std::string& key, const std::string& title,
                               const std::vector<AffectedLayers>& affected) {
    std::vector<std::string> rows, columns;
    std::set<std::string> seenRows, seenColumns;
    std::map<std::pair<std::string, std::string>, std::string> cells;
    for (const auto& a : affected) {
        if (seenRows.insert(a.row).second) {
            rows.push_back(a.row);
        }
        if (seenColumns.insert(a.column).second) {
            columns.push_back(a.column);
        }
        cells[{a.row, a.column}] = affectedLayersText(a, false);
    }
    return {key, gridTable(key, title, rows, columns, cells)};
}

}  // namespace

ProbeReportRun readProbeReportRun(const std::string& folder) {
    jobs::requireReadableFolder(folder);
    const fs::path dir(folder);
    const std::string path = (dir / "summary.json").string();
    nlohmann::ordered_json summary;
    std::error_code ec;
    if (fs::is_regular_file(dir / "manifest.json", ec)) {
        // A run folder: refused when of another kind or not finished, as the other reports do.
        summary = jobs::readFinishedRun(folder, "probe").summary;
    } else if (!fs::is_regular_file(path, ec)) {
        throw InputError(fs::exists(path, ec) ? "summary.json is not a regular file"
                                              : "not a probe run folder: no summary.json",
                         folder);
    } else {
        // A summary kept without its run folder's manifest.
        try {
            summary = parseJsonText<nlohmann::ordered_json>(readFile(path));
        } catch (const nlohmann::json::exception& e) {
            throw InputError("not a probe summary (" + jsonErrorText(e) + ")", path);
        }
    }
    if (!summary.is_object() || !summary.contains("results") || !summary["results"].is_array()) {
        throw InputError("not a probe summary: it has no \"results\" array", path);
    }
    // The model's name: its folder's name; the language: as given to `probe --lang`, else
    // the run folder's name.
    std::string model = jobs::textAt(summary, "model_name", {}, path);
    if (model.empty()) {
        model = jobs::folderName(jobs::textAt(summary, "model", "model", path));  // "m/" too
    }
    std::string language = jobs::textAt(summary, "language", {}, path);
    if (language.empty()) {
        language = jobs::folderName(folder);
    }
    ProbeReportRun run;
    run.folder = folder;
    run.modelPath = jobs::textAt(summary, "model", model, path);
    run.modelFingerprint = jobs::textAt(summary, "model_fingerprint", {}, path);
    std::size_t index = 0;
    // A task and perturbation, or a layer of one, listed twice would be averaged in twice.
    std::map<std::pair<std::string, std::string>, std::string> fieldOf;
    for (const auto& result : summary["results"]) {
        const std::string field = "results[" + std::to_string(index++) + "]";
        if (!result.is_object() || !result.contains("task") || !result["task"].is_string()) {
            throw InputError("no task name", path, 0, field);
        }
        if (result.contains("skipped") || !result.contains("layers")) {
            continue;
        }
        if (!result["layers"].is_array()) {
            throw InputError("not a list of layers", path, 0, field + ".layers");
        }
        const std::string perturbation =
            jobs::textAt(result, "perturbation", "clean", path, field + ".perturbation");
        const auto [first, added] =
            fieldOf.emplace(std::make_pair(result["task"].get<std::string>(), perturbation), field);
        if (!added) {
            throw InputError("listed twice (also " + first->second + "): the summary is damaged",
                             path, 0, field);
        }
        std::set<std::size_t> layersSeen;
        std::size_t layerIndex = 0;
        for (const auto& layer : result["layers"]) {
            const std::string layerField = field + ".layers[" + std::to_string(layerIndex++) + "]";
            if (!layer.is_object() || !layer.contains("layer") || !layer.contains("accuracy") ||
                !layer["layer"].is_number_unsigned() || !layer["accuracy"].is_number()) {
                throw InputError("a layer without a layer number or an accuracy", path, 0,
                                 layerField);
            }
            jobs::checkFigure(layer["accuracy"], 0, 1, path, layerField + ".accuracy");
            if (!layersSeen.insert(layer["layer"].get<std::size_t>()).second) {
                throw InputError("layer " + std::to_string(layer["layer"].get<std::size_t>()) +
                                     " listed twice: the summary is damaged",
                                 path, 0, layerField);
            }
            ProbeRecord record;
            record.model = model;
            record.language = language;
            record.task = result["task"].get<std::string>();
            record.perturbation = perturbation;
            record.layer = layer["layer"].get<std::size_t>();
            record.accuracy = layer["accuracy"].get<double>();
            run.records.push_back(std::move(record));
        }
    }
    return run;
}

std::vector<ProbeRecord> probeReportRecords(const std::vector<ProbeReportRun>& runs) {
    // Two models of one folder name (checkpoint-500 of two trainings) are two models: each
    // named by as many of its folders as tell it from the other, not averaged into one. A
    // model is known by its fingerprint where the runs have one, so that one model given by
    // two paths (models/x and /home/u/models/x) stays one, named by its first path.
    std::map<std::pair<std::string, std::string>, std::string> pathOf;
    std::vector<std::string> paths, names;
    for (const ProbeReportRun& run : runs) {
        const std::string name = run.records.empty() ? std::string() : run.records.front().model;
        const std::string& identity =
            run.modelFingerprint.empty() ? run.modelPath : run.modelFingerprint;
        paths.push_back(
            pathOf.emplace(std::make_pair(identity, name), run.modelPath).first->second);
        names.push_back(name);
    }
    std::vector<std::string> shown = jobs::distinguishingNames(paths, names);
    if (shown.empty()) {
        shown = names;
    }
    // Models their paths cannot tell apart (relative paths spelled alike from two folders, a
    // model trained again in place) are told apart by the start of their fingerprints.
    std::map<std::string, std::set<std::string>> fingerprintsOf;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (!runs[i].modelFingerprint.empty()) {
            fingerprintsOf[shown[i]].insert(runs[i].modelFingerprint);
        }
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (fingerprintsOf[shown[i]].size() > 1) {
            shown[i] += " [" + runs[i].modelFingerprint.substr(0, 8) + "]";
        }
    }
    std::vector<ProbeRecord> records;
    std::map<std::tuple<std::string, std::string, std::string, std::string>, std::string> runOf;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const ProbeReportRun& run = runs[i];
        for (auto r : run.records) {
            r.model = shown[i];
            const auto [it, added] = runOf.emplace(
                std::make_tuple(r.model, r.language, r.task, r.perturbation), run.folder);
            if (!added && it->second != run.folder) {
                throw InputError("runs " + it->second + " and " + run.folder + " both hold " +
                                 text::printable(r.task) + " / " + text::printable(r.perturbation) +
                                 " of model '" + text::printable(r.model) + "' in language '" +
                                 text::printable(r.language) +
                                 "'; their scores would mix: report them separately, or give "
                                 "them different languages with `probe --lang`");
            }
            records.push_back(std::move(r));
        }
    }
    return records;
}

std::vector<ProbeReportTable> probeReportTables(const std::vector<ProbeRecord>& records,
                                                std::size_t layers) {
    struct Spec {
        const char* key;
        const char* title;
        Dimension rows, columns;
    };
    static const Spec accuracySpecs[] = {
        {"model_language", "Accuracy: model x language", Dimension::Model, Dimension::Language},
        {"model_task", "Accuracy: model x task", Dimension::Model, Dimension::Task},
    };
    static const Spec robustnessSpecs[] = {
        {"perturbation_model", "RS: perturbation x model", Dimension::Perturbation,
         Dimension::Model},
        {"perturbation_language", "RS: perturbation x language", Dimension::Perturbation,
         Dimension::Language},
        {"perturbation_task", "RS: perturbation x task", Dimension::Perturbation, Dimension::Task},
        {"language_task", "RS: language x task", Dimension::Language, Dimension::Task},
        {"model_language", "RS: model x language", Dimension::Model, Dimension::Language},
        {"model_task", "RS: model x task", Dimension::Model, Dimension::Task},
    };
    std::vector<ProbeReportTable> tables;
    for (const Spec& s : accuracySpecs) {
        tables.push_back(meanTable(std::string("accuracy-") + s.key, s.title,
                                   accuracyTable(records, s.rows, s.columns)));
    }
    const auto robustness = robustnessRecords(records);
    if (robustness.empty()) {
        return tables;
    }
    for (const Spec& s : robustnessSpecs) {
        tables.push_back(meanTable(std::string("rs-") + s.key, s.title,
                                   robustnessTable(robustness, s.rows, s.columns)));
    }
    tables.push_back(affectedTable(
        "affected-task-language",
        "Most affected layers (lowest mean RS first): task x language, over models and "
        "perturbations",
        mostAffectedLayers(robustness, Dimension::Task, Dimension::Language, layers)));
    tables.push_back(affectedTable(
        "affected-model-perturbation",
        "Most affected layers (lowest mean RS first): model x perturbation, over tasks and "
        "languages",
        mostAffectedLayers(robustness, Dimension::Model, Dimension::Perturbation, layers)));
    return tables;
}

std::string probeReportLatex(const std::vector<ProbeReportTable>& tables) {
    std::string out;
    bool robustness = false;
    for (const ProbeReportTable& table : tables) {
        out += text::latexTable(table.table) + "\n";
        robustness = robustness || table.key.rfind("rs-", 0) == 0;
    }
    if (!robustness) {
        out += std::string("% ") + kNoRobustnessTables + "\n";
    }
    return out;
}

std::string probeReportCsv(const std::vector<ProbeReportTable>& tables) {
    std::string out;
    bool robustness = false;
    for (const ProbeReportTable& table : tables) {
        text::TextTable caption;
        caption.corner = table.table.caption;
        out += text::csvTable(caption) + text::csvTable(table.table) + "\r\n";
        robustness = robustness || table.key.rfind("rs-", 0) == 0;
    }
    if (!robustness) {
        text::TextTable note;
        note.corner = kNoRobustnessTables;
        out += text::csvTable(note);
    }
    return out;
}

std::string affectedLayersText(const AffectedLayers& affected, bool scores) {
    if (affected.equal) {
        return "Equal";
    }
    std::string out;
    for (std::size_t i = 0; i < affected.layers.size(); ++i) {
        out += (i == 0 ? "" : ", ") + std::to_string(affected.layers[i]);
        if (scores) {
            out += " (" + text::fixedDecimals(affected.scores[i], 3) + ")";
        }
    }
    return out;
}

}  // namespace akshara::probe

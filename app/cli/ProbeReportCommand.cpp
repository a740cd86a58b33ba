#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <tuple>

#include "ArgParser.h"
#include "Commands.h"
#include "TableFormat.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "jobs/FinishedRun.h"
#include "probe/Robustness.h"
#include "text/Display.h"
#include "text/TableExport.h"

namespace akshara::cli {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;
using probe::Dimension;

// The probing accuracies of one run folder's summary.json as records of the study.
std::vector<probe::ProbeRecord> readRun(const std::string& runDir) {
    const std::string path = (fs::path(runDir) / "summary.json").string();
    nlohmann::json summary;
    try {
        summary = nlohmann::json::parse(readFile(path));
    } catch (const nlohmann::json::exception& e) {
        throw InputError("not a probe summary (" + jsonErrorText(e) + ")", path);
    }
    if (!summary.is_object() || !summary.contains("results") || !summary["results"].is_array()) {
        throw InputError("not a probe summary: it has no \"results\" array", path);
    }
    // The model's name: its folder's name; the language: as given to `probe --lang`, else
    // the run folder's name.
    std::string model = summary.value("model_name", std::string());
    if (model.empty()) {
        model = fs::path(summary.value("model", std::string("model"))).filename().string();
    }
    std::string language = summary.value("language", std::string());
    if (language.empty()) {
        language = jobs::folderName(runDir);
    }
    std::vector<probe::ProbeRecord> records;
    std::size_t index = 0;
    for (const auto& result : summary["results"]) {
        const std::string field = "results[" + std::to_string(index++) + "]";
        if (!result.is_object() || !result.contains("task") || !result["task"].is_string()) {
            throw InputError("no task name", path, 0, field);
        }
        if (result.contains("skipped") || !result.contains("layers")) {
            continue;
        }
        for (const auto& layer : result["layers"]) {
            if (!layer.is_object() || !layer.contains("layer") || !layer.contains("accuracy") ||
                !layer["layer"].is_number_unsigned() || !layer["accuracy"].is_number()) {
                throw InputError("a layer without a layer number or an accuracy", path, 0,
                                 field + ".layers");
            }
            probe::ProbeRecord record;
            record.model = model;
            record.language = language;
            record.task = result["task"].get<std::string>();
            record.perturbation = result.value("perturbation", std::string("clean"));
            record.layer = layer["layer"].get<std::size_t>();
            record.accuracy = layer["accuracy"].get<double>();
            records.push_back(std::move(record));
        }
    }
    return records;
}

const char* dimensionName(Dimension d) {
    switch (d) {
        case Dimension::Model:
            return "model";
        case Dimension::Language:
            return "language";
        case Dimension::Task:
            return "task";
        case Dimension::Perturbation:
            return "perturbation";
        case Dimension::Layer:
            return "layer";
    }
    return "";
}

ordered_json tableJson(const probe::AggregateTable& table, Dimension rows, Dimension columns) {
    ordered_json out;
    out["rows"] = dimensionName(rows);
    out["columns"] = dimensionName(columns);
    out["row_names"] = table.rows;
    out["column_names"] = table.columns;
    ordered_json grid = ordered_json::array();
    for (const auto& r : table.rows) {
        ordered_json line = ordered_json::array();
        for (const auto& c : table.columns) {
            const auto cell = table.cells.find({r, c});
            line.push_back(cell == table.cells.end() ? ordered_json(nullptr)
                                                     : ordered_json(cell->second));
        }
        grid.push_back(line);
    }
    out["mean"] = grid;
    return out;
}

// Rows x columns of text, as printed; a cell absent from `cells` prints as "-".
struct TextCells {
    std::vector<std::string> rows;
    std::vector<std::string> columns;
    std::map<std::pair<std::string, std::string>, std::string> cells;
};

void printTextCells(std::ostream& out, const std::string& title, const TextCells& table) {
    // Names come from run folders and manifests: escaped, so that none breaks the layout.
    out << title << "\n";
    std::size_t first = 0;
    for (const auto& r : table.rows) {
        first = std::max(first, text::displayWidth(text::printable(r)));
    }
    std::size_t width = 6;
    for (const auto& c : table.columns) {
        width = std::max(width, text::displayWidth(text::printable(c)));
    }
    for (const auto& [key, value] : table.cells) {
        width = std::max(width, text::displayWidth(value));
    }
    out << std::string(first, ' ');
    for (const auto& c : table.columns) {
        out << "  " << text::alignRight(text::printable(c), width);
    }
    out << "\n";
    for (const auto& r : table.rows) {
        out << text::alignLeft(text::printable(r), first);
        for (const auto& c : table.columns) {
            const auto cell = table.cells.find({r, c});
            out << "  " << text::alignRight(cell == table.cells.end() ? "-" : cell->second, width);
        }
        out << "\n";
    }
    out << "\n";
}

// The same as a LaTeX table, a cell absent from `cells` as "-"; `key` names its \label.
void printLatexCells(std::ostream& out, const std::string& title, const std::string& key,
                     const TextCells& table) {
    text::TextTable latex;
    latex.caption = title;
    latex.label = "tab:" + key;
    latex.columns = table.columns;
    latex.rowNames = table.rows;
    for (const auto& r : table.rows) {
        std::vector<std::string> line;
        for (const auto& c : table.columns) {
            const auto cell = table.cells.find({r, c});
            line.push_back(cell == table.cells.end() ? "-" : cell->second);
        }
        latex.cells.push_back(std::move(line));
    }
    out << text::latexTable(latex);
    out << "\n";
}

// A table of means as text, values with `digits` decimals.
TextCells meanCells(const probe::AggregateTable& table, int digits) {
    TextCells cells{table.rows, table.columns, {}};
    for (const auto& [key, value] : table.cells) {
        cells.cells[key] = text::fixedDecimals(value, digits);
    }
    return cells;
}

// "3, 1, 2" (most affected first), or "Equal" as the paper writes it; with `scores`, each
// layer's mean RS in brackets.
std::string affectedText(const probe::AffectedLayers& a, bool scores) {
    if (a.equal) {
        return "Equal";
    }
    std::string out;
    for (std::size_t i = 0; i < a.layers.size(); ++i) {
        out += (i == 0 ? "" : ", ") + std::to_string(a.layers[i]);
        if (scores) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, " (%.3f)", a.scores[i]);
            out += buffer;
        }
    }
    return out;
}

TextCells affectedCells(const std::vector<probe::AffectedLayers>& affected) {
    TextCells cells;
    std::set<std::string> rows, columns;
    for (const auto& a : affected) {
        if (rows.insert(a.row).second) {
            cells.rows.push_back(a.row);
        }
        if (columns.insert(a.column).second) {
            cells.columns.push_back(a.column);
        }
        cells.cells[{a.row, a.column}] = affectedText(a, false);
    }
    return cells;
}

ordered_json affectedJson(const std::vector<probe::AffectedLayers>& affected, const char* row,
                          const char* column) {
    ordered_json out = ordered_json::array();
    for (const auto& a : affected) {
        out.push_back({{row, a.row},
                       {column, a.column},
                       {"layers", a.layers},
                       {"rs", a.scores},
                       {"equal", a.equal}});
    }
    return out;
}

}  // namespace

int runProbeReport(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "probe-report RUN_DIR... [--layers N] [--table|--latex]",
        "The paper's aggregate tables over probe runs (each RUN_DIR holds a summary.json of\n"
        "`akshara-cli probe`): mean accuracy of model x language and model x task on clean\n"
        "text; mean robustness score RS of perturbation x model, perturbation x language,\n"
        "perturbation x task, language x task, model x language and model x task; and the\n"
        "most affected layers (lowest mean RS) per task and language, as the paper's Table 6,\n"
        "and per model and perturbation. A run's model is its model folder's name, its\n"
        "language the one given to `probe --lang`, else its folder's name; two runs of one\n"
        "model and language are refused, since their scores would mix, and so is a run given\n"
        "twice.");
    parser.positional("RUN_DIR", "probe run folders", true, true);
    parser.option("layers", "N", "most affected layers listed per cell", "3");
    addTableFormatFlags(parser, "print text tables instead of JSON", false);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const long long layers = parser.integer("layers");
    if (layers < 1) {
        throw UsageError("--layers must be at least 1");
    }
    std::vector<probe::ProbeRecord> records;
    std::map<std::tuple<std::string, std::string, std::string, std::string>, std::string> runOf;
    const std::vector<std::string> runs = parser.values("RUN_DIR");
    jobs::checkDistinctFolders(runs);
    for (const std::string& run : runs) {
        auto part = readRun(run);
        for (const auto& r : part) {
            const auto [it, added] =
                runOf.emplace(std::make_tuple(r.model, r.language, r.task, r.perturbation), run);
            if (!added && it->second != run) {
                throw InputError("runs " + it->second + " and " + run + " both hold " +
                                 text::printable(r.task) + " / " + text::printable(r.perturbation) +
                                 " of model '" + text::printable(r.model) + "' in language '" +
                                 text::printable(r.language) +
                                 "'; their scores would mix: report them separately, or give "
                                 "them different languages with `probe --lang`");
            }
        }
        records.insert(records.end(), part.begin(), part.end());
    }
    if (records.empty()) {
        throw InputError("the runs hold no probing accuracies");
    }
    const auto robustness = probe::robustnessRecords(records);

    struct Spec {
        const char* key;
        const char* title;
        Dimension rows, columns;
    };
    const Spec accuracySpecs[] = {
        {"model_language", "Accuracy: model x language", Dimension::Model, Dimension::Language},
        {"model_task", "Accuracy: model x task", Dimension::Model, Dimension::Task},
    };
    const Spec robustnessSpecs[] = {
        {"perturbation_model", "RS: perturbation x model", Dimension::Perturbation,
         Dimension::Model},
        {"perturbation_language", "RS: perturbation x language", Dimension::Perturbation,
         Dimension::Language},
        {"perturbation_task", "RS: perturbation x task", Dimension::Perturbation, Dimension::Task},
        {"language_task", "RS: language x task", Dimension::Language, Dimension::Task},
        {"model_language", "RS: model x language", Dimension::Model, Dimension::Language},
        {"model_task", "RS: model x task", Dimension::Model, Dimension::Task},
    };
    const auto count = static_cast<std::size_t>(layers);
    const auto affected =
        probe::mostAffectedLayers(robustness, Dimension::Task, Dimension::Language, count);
    const auto affectedByModel =
        probe::mostAffectedLayers(robustness, Dimension::Model, Dimension::Perturbation, count);

    if (format == TableFormat::Latex) {
        for (const auto& s : accuracySpecs) {
            printLatexCells(io.out, s.title, std::string("accuracy-") + s.key,
                            meanCells(probe::accuracyTable(records, s.rows, s.columns), 3));
        }
        if (robustness.empty()) {
            io.out << "% No perturbed runs: no robustness scores.\n";
            return kExitOk;
        }
        for (const auto& s : robustnessSpecs) {
            printLatexCells(io.out, s.title, std::string("rs-") + s.key,
                            meanCells(probe::robustnessTable(robustness, s.rows, s.columns), 3));
        }
        printLatexCells(io.out,
                        "Most affected layers (lowest mean RS first): task x language, over "
                        "models and perturbations",
                        "affected-task-language", affectedCells(affected));
        printLatexCells(io.out,
                        "Most affected layers (lowest mean RS first): model x perturbation, over "
                        "tasks and languages",
                        "affected-model-perturbation", affectedCells(affectedByModel));
        return kExitOk;
    }
    if (format == TableFormat::Text) {
        for (const auto& s : accuracySpecs) {
            printTextCells(io.out, s.title,
                           meanCells(probe::accuracyTable(records, s.rows, s.columns), 3));
        }
        if (robustness.empty()) {
            io.out << "No perturbed runs: no robustness scores.\n";
            return kExitOk;
        }
        for (const auto& s : robustnessSpecs) {
            printTextCells(io.out, s.title,
                           meanCells(probe::robustnessTable(robustness, s.rows, s.columns), 3));
        }
        printTextCells(io.out,
                       "Most affected layers (lowest mean RS first): task x language, over "
                       "models and perturbations",
                       affectedCells(affected));
        io.out << "Most affected layers (lowest mean RS first): model / perturbation\n";
        for (const auto& a : affectedByModel) {
            io.out << text::printable(a.row) << " / " << text::printable(a.column) << ": "
                   << affectedText(a, true) << "\n";
        }
        return kExitOk;
    }
    ordered_json out;
    out["records"] = records.size();
    out["accuracy"] = ordered_json::object();
    for (const auto& s : accuracySpecs) {
        out["accuracy"][s.key] =
            tableJson(probe::accuracyTable(records, s.rows, s.columns), s.rows, s.columns);
    }
    out["robustness"] = ordered_json::object();
    for (const auto& s : robustnessSpecs) {
        out["robustness"][s.key] =
            tableJson(probe::robustnessTable(robustness, s.rows, s.columns), s.rows, s.columns);
    }
    out["most_affected_layers"] = affectedJson(affected, "task", "language");
    out["most_affected_layers_by_model"] = affectedJson(affectedByModel, "model", "perturbation");
    io.out << out.dump(2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

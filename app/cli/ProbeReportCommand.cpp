#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "ArgParser.h"
#include "Commands.h"
#include "JsonOutput.h"
#include "TableFormat.h"
#include "common/Error.h"
#include "jobs/FinishedRun.h"
#include "probe/ProbeReport.h"
#include "text/Display.h"
#include "text/TableExport.h"

namespace akshara::cli {

namespace {

using nlohmann::ordered_json;
using probe::Dimension;

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
        "probe-report RUN_DIR... [--layers N] [--table|--latex|--csv]",
        "The paper's aggregate tables over probe runs (each RUN_DIR holds a summary.json of\n"
        "`akshara-cli probe`): mean accuracy of model x language and model x task on clean\n"
        "text; mean robustness score RS of perturbation x model, perturbation x language,\n"
        "perturbation x task, language x task, model x language and model x task; and the\n"
        "most affected layers (lowest mean RS) per task and language, as the paper's Table 6,\n"
        "and per model and perturbation. A run's model is its model folder's name (two\n"
        "models of one folder name are each named with as many of their folders as tell\n"
        "them apart), its\n"
        "language the one given to `probe --lang`, else its folder's name. Runs of one model\n"
        "and language with different tasks or perturbations are put together as one run;\n"
        "two that both hold a task and perturbation of one model and language are refused,\n"
        "since their scores would mix, and so is a run given twice. --csv prints the tables\n"
        "one under another, each under its caption.");
    parser.positional("RUN_DIR", "probe run folders", true, true);
    parser.option("layers", "N", "most affected layers listed per cell", "3");
    addTableFormatFlags(parser, "print text tables instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const long long layers = parser.integer("layers");
    if (layers < 1) {
        throw UsageError("--layers must be at least 1");
    }
    auto runs = jobs::readDistinctRuns(reportRunFolders(parser), probe::readProbeReportRun);
    const std::vector<probe::ProbeRecord> records = probe::probeReportRecords(runs);
    if (records.empty()) {
        throw InputError("the runs hold no probing accuracies");
    }
    const auto count = static_cast<std::size_t>(layers);
    const auto tables = probe::probeReportTables(records, count);
    std::vector<std::string> unscored;
    const auto robustness = probe::robustnessRecords(records, &unscored);
    for (const std::string& name : unscored) {
        io.err << "note: " << name
               << " has no clean accuracy above 0 of its task to be scored against: it is left "
                  "out of the robustness tables\n";
    }

    if (format == TableFormat::Latex) {
        io.out << probe::probeReportLatex(tables);
        return kExitOk;
    }
    if (format == TableFormat::Csv) {
        io.out << probe::probeReportCsv(tables);
        return kExitOk;
    }
    if (format == TableFormat::Text) {
        // The most affected layers per model and perturbation are listed with their scores.
        for (const auto& table : tables) {
            if (table.key != "affected-model-perturbation") {
                io.out << text::plainTable(table.table) << "\n";
            }
        }
        if (robustness.empty()) {
            io.out << (unscored.empty()
                           ? "No perturbed runs: no robustness scores.\n"
                           : "No perturbed result has a clean counterpart: no robustness "
                             "scores.\n");
            return kExitOk;
        }
        io.out << "Most affected layers (lowest mean RS first): model / perturbation\n";
        for (const auto& a : probe::mostAffectedLayers(robustness, Dimension::Model,
                                                       Dimension::Perturbation, count)) {
            io.out << text::printable(a.row) << " / " << text::printable(a.column) << ": "
                   << probe::affectedLayersText(a, true) << "\n";
        }
        return kExitOk;
    }
    const auto affected =
        probe::mostAffectedLayers(robustness, Dimension::Task, Dimension::Language, count);
    const auto affectedByModel =
        probe::mostAffectedLayers(robustness, Dimension::Model, Dimension::Perturbation, count);
    struct Spec {
        const char* key;
        Dimension rows, columns;
    };
    const Spec accuracySpecs[] = {
        {"model_language", Dimension::Model, Dimension::Language},
        {"model_task", Dimension::Model, Dimension::Task},
    };
    const Spec robustnessSpecs[] = {
        {"perturbation_model", Dimension::Perturbation, Dimension::Model},
        {"perturbation_language", Dimension::Perturbation, Dimension::Language},
        {"perturbation_task", Dimension::Perturbation, Dimension::Task},
        {"language_task", Dimension::Language, Dimension::Task},
        {"model_language", Dimension::Model, Dimension::Language},
        {"model_task", Dimension::Model, Dimension::Task},
    };
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
    io.out << printableJson(out, 2) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "probe/Robustness.h"
#include "text/TableExport.h"

namespace akshara::probe {

// One finished probing run as the third paper's tables read it: the accuracy of every task,
// perturbation and layer of its summary.json. Its model is its model folder's name, its
// language the one given to `probe --lang`, else the run folder's name.
struct ProbeReportRun {
    std::string folder;
    std::string modelPath;         // the model folder, as the run recorded it
    std::string modelFingerprint;  // what its weights hold; empty in runs from before
    std::vector<ProbeRecord> records;
};

// Reads the summary of a probing run. Throws InputError naming the file (and the field) when
// it is missing, not JSON or not a probing summary.
ProbeReportRun readProbeReportRun(const std::string& folder);

// The records of the runs together. Throws InputError naming both runs when two hold the same
// task and perturbation of one model and language: their scores would mix.
std::vector<ProbeRecord> probeReportRecords(const std::vector<ProbeReportRun>& runs);

// One of the paper's aggregate tables: its key ("accuracy-model_language", "rs-language_task",
// "affected-task-language") and the table, its caption the title, its label "tab:" + key, a
// cell with no records "-".
struct ProbeReportTable {
    std::string key;
    text::TextTable table;
};

// The paper's tables over the records: mean clean accuracy of model x language and model x
// task (three decimals); with perturbed records, the mean robustness score RS of perturbation
// x model, perturbation x language, perturbation x task, language x task, model x language and
// model x task, then the `layers` most affected layers (lowest mean RS first) per task and
// language, as the paper's Table 6, and per model and perturbation.
std::vector<ProbeReportTable> probeReportTables(const std::vector<ProbeRecord>& records,
                                                std::size_t layers);

// Every table as LaTeX, each followed by an empty line, as probe-report --latex prints them;
// a comment line says so when there are no robustness tables (no perturbed result with a clean
// accuracy to be scored against).
std::string probeReportLatex(const std::vector<ProbeReportTable>& tables);

// Every table as CSV, each after a line with its caption and followed by an empty line, for
// one spreadsheet; a last line says so when there are no robustness tables.
std::string probeReportCsv(const std::vector<ProbeReportTable>& tables);

// "3, 1, 2" (most affected first), or "Equal" as the paper writes it; with `scores`, each
// layer's mean RS in brackets.
std::string affectedLayersText(const AffectedLayers& affected, bool scores);

}  // namespace akshara::probe

#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "text/TableExport.h"

namespace akshara::attack {

// One row of the second paper's ASR tables: a target, an operator, and how the words were
// chosen (the proxy's method, or at random), with the ASR at k = 1, 2, ... words.
struct AsrReportRow {
    std::string folder;    // the run's
    std::string target;    // the target model folder's name
    std::string language;  // as given to `asr-curve --lang`
    std::string op;
    std::string words;   // "loo (proxy)", "random"
    std::string method;  // how the words were chosen: the proxy's ("loo", "ig"...) or "random"
    std::vector<double> asr;
    double mean = 0.0;
    std::string robust;  // for the proxy's ranking: "yes" or "no" at the run's threshold
    // The tables the operator read from files in place of built-in ones (a workspace's
    // curated tables), by name.
    std::vector<std::string> tables;
    std::string proxy;  // the proxy model's folder and the dataset, as the run recorded them
    std::string data;
    std::string targetPath;   // the target model folder, as the run recorded it
    double threshold = -1.0;  // the run's robustness threshold; negative when it has none
};

// One finished asr-curve run: per operator (in the run's order) the proxy's ranking and then
// random words, and its robustness threshold (negative when the summary has none).
struct AsrReportRun {
    std::string folder;
    std::vector<AsrReportRow> rows;
    double threshold = -1.0;
};

// Reads the folder of a finished asr-curve run. Throws InputError naming the folder or the
// file (jobs::readFinishedRun's refusals, and a summary whose rates are not lists of numbers,
// one for each number of words the run perturbed).
AsrReportRun readAsrReportRun(const std::string& folder);

// The rows of all the runs, by target (its folder's name, then its path) and language (rows
// that tie keep their order).
std::vector<AsrReportRow> asrReportRows(const std::vector<AsrReportRun>& runs);

// The paper's table of the runs' rows (asrReportRows): target, language, operator, words,
// then the proxy and the data where rows alike come from different ones
// (jobs::distinguishingNames), the run where rows alike still come from different runs, the ASR at
// each k with three decimals ("-" past a row's last k), the mean and the verdict. A rule between
// operators and between runs; the caption names the threshold when the runs share one, a column
// before the verdict each row's when they do not. With `rowFolders`, it is given the folder of the
// run of each row.
text::TextTable asrReportTable(const std::vector<AsrReportRun>& runs,
                               std::vector<std::string>* rowFolders = nullptr);

// {"rows": [...]}: asrReportRows() with their run folder, proxy and data paths, rates, mean,
// threshold and verdict (null for random words).
nlohmann::ordered_json asrReportJson(const std::vector<AsrReportRun>& runs);

}  // namespace akshara::attack

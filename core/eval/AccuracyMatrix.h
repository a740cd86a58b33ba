#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eval/Bootstrap.h"
#include "eval/Predictions.h"

namespace akshara::eval {

// One cell of an accuracy table: the predictions of one model (or one training language) on
// one evaluation language.
struct AccuracyEntry {
    std::string row;     // training language, or model
    std::string column;  // evaluation language
    PredictionSet predictions;
};

struct AccuracyCell {
    Interval accuracy;  // estimate with its bootstrap interval
    std::size_t examples = 0;
};

// Rows x columns of accuracies, as in IndicXNLI's cross-lingual transfer tables: rows are
// training languages (or models), columns evaluation languages. A missing cell is absent;
// row averages (the paper's TrAvg; ModAvg for rows of models) and column averages (TestAvg;
// LangAvg) are over the present cells only, and so is the overall average (the corner of the
// paper's tables where TrAvg meets TestAvg).
struct AccuracyMatrix {
    std::vector<std::string> rows;
    std::vector<std::string> columns;
    std::vector<std::vector<std::optional<AccuracyCell>>> cells;  // cells[row][column]
    std::vector<std::optional<double>> rowAverage;
    std::vector<std::optional<double>> columnAverage;
    std::optional<double> overallAverage;  // of every present cell
};

// Builds the matrix with rows and columns in order of first appearance in `entries`.
// Throws InputError on a repeated (row, column) pair or a set without predictions.
AccuracyMatrix accuracyMatrix(const std::vector<AccuracyEntry>& entries,
                              const BootstrapOptions& options);

}  // namespace akshara::eval

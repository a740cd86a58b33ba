#include "eval/AccuracyMatrix.h"

#include <algorithm>

#include "common/Error.h"
#include "eval/Accuracy.h"
#include "eval/Labels.h"

namespace akshara::eval {

namespace {

std::size_t indexOrAppend(std::vector<std::string>& names, const std::string& name) {
    const auto it = std::find(names.begin(), names.end(), name);
    if (it != names.end()) {
        return static_cast<std::size_t>(it - names.begin());
    }
    names.push_back(name);
    return names.size() - 1;
}

std::optional<double> average(const std::vector<double>& values) {
    if (values.empty()) {
        return std::nullopt;
    }
    double sum = 0.0;
    for (const double v : values) {
        sum += v;
    }
    return sum / static_cast<double>(values.size());
}

}  // namespace

AccuracyMatrix accuracyMatrix(const std::vector<AccuracyEntry>& entries,
                              const BootstrapOptions& options) {
    AccuracyMatrix m;
    std::vector<std::size_t> rowOf, columnOf;
    for (const auto& entry : entries) {
        rowOf.push_back(indexOrAppend(m.rows, entry.row));
        columnOf.push_back(indexOrAppend(m.columns, entry.column));
    }
    m.cells.assign(m.rows.size(), std::vector<std::optional<AccuracyCell>>(m.columns.size()));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        auto& cell = m.cells[rowOf[i]][columnOf[i]];
        if (cell) {
            const auto first = std::find_if(entries.begin(), entries.end(), [&](const auto& e) {
                return e.row == entries[i].row && e.column == entries[i].column;
            });
            throw InputError("two prediction files for " + entries[i].row + ":" +
                                 entries[i].column + " (the first is " + first->predictions.source +
                                 ")",
                             entries[i].predictions.source);
        }
        // A gold ENTAILMENT predicted entailment is right, as in every matrix.
        PredictionSet predictions = entries[i].predictions;
        unifyLabelCase({&predictions});
        cell = AccuracyCell{accuracyInterval(predictions, options), predictions.predictions.size()};
    }
    for (std::size_t r = 0; r < m.rows.size(); ++r) {
        std::vector<double> values;
        for (const auto& cell : m.cells[r]) {
            if (cell) {
                values.push_back(cell->accuracy.estimate);
            }
        }
        m.rowAverage.push_back(average(values));
    }
    for (std::size_t c = 0; c < m.columns.size(); ++c) {
        std::vector<double> values;
        for (const auto& row : m.cells) {
            if (row[c]) {
                values.push_back(row[c]->accuracy.estimate);
            }
        }
        m.columnAverage.push_back(average(values));
    }
    // Over the cells, not over the row or column averages: with a cell missing, those weigh
    // the cells of a short row or column more.
    std::vector<double> all;
    for (const auto& row : m.cells) {
        for (const auto& cell : row) {
            if (cell) {
                all.push_back(cell->accuracy.estimate);
            }
        }
    }
    m.overallAverage = average(all);
    return m;
}

}  // namespace akshara::eval

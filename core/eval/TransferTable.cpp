#include "eval/TransferTable.h"

#include <sstream>

#include "eval/MatrixTables.h"

namespace akshara::eval {

std::string percentCell(const std::optional<double>& fraction) {
    return fraction ? text::fixedDecimals(100.0 * *fraction, 2) : "-";
}

std::string transferCell(const AccuracyMatrix& m, std::size_t row, std::size_t column,
                         bool intervals) {
    const auto& cell = m.cells[row][column];
    if (!cell) {
        return "-";
    }
    std::string text = percentCell(cell->accuracy.estimate);
    if (intervals) {
        text +=
            " [" + percentCell(cell->accuracy.low) + ", " + percentCell(cell->accuracy.high) + "]";
    }
    return text;
}

text::TextTable transferTable(const AccuracyMatrix& m, bool intervals, double confidence) {
    text::TextTable table;
    table.corner = "train \\ eval";
    std::vector<std::string> names = m.rows;
    names.insert(names.end(), m.columns.begin(), m.columns.end());
    table.columns = m.columns;
    table.columns.push_back(marginName(names, "TrAvg"));
    table.rowNames = m.rows;
    table.rowNames.push_back(marginName(names, "TestAvg"));
    for (std::size_t r = 0; r < m.rows.size(); ++r) {
        std::vector<std::string> row;
        for (std::size_t c = 0; c < m.columns.size(); ++c) {
            row.push_back(transferCell(m, r, c, intervals));
        }
        row.push_back(percentCell(m.rowAverage[r]));
        table.cells.push_back(std::move(row));
    }
    std::vector<std::string> averages;
    for (const auto& average : m.columnAverage) {
        averages.push_back(percentCell(average));
    }
    averages.push_back(percentCell(m.overallAverage));
    table.cells.push_back(std::move(averages));
    table.ruleBefore = {m.rows.size()};
    std::ostringstream caption;
    caption << "Cross-lingual transfer: accuracy (%) of the model trained on each language "
               "(rows) on each evaluation language (columns); TrAvg and TestAvg average the "
               "cells present";
    if (intervals) {
        caption << "; in brackets the " << confidence * 100.0 << "% bootstrap interval";
    }
    caption << ".";
    table.caption = caption.str();
    table.label = "tab:transfer";
    return table;
}

}  // namespace akshara::eval

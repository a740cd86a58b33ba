#pragma once

#include <optional>
#include <string>

#include "eval/AccuracyMatrix.h"
#include "text/TableExport.h"

namespace akshara::eval {

// An accuracy in percent with two decimals ("97.00"; IndicXNLI's tables round to whole
// percents, which hides differences of a few examples); "-" for none.
std::string percentCell(const std::optional<double>& fraction);

// A cell of the transfer table: its accuracy and, with `intervals`, its bootstrap interval
// ("97.00 [93.00, 100.00]"); "-" for a cell without predictions.
std::string transferCell(const AccuracyMatrix& m, std::size_t row, std::size_t column,
                         bool intervals);

// The transfer table as IndicXNLI prints it (its table 6): accuracy in percent, TrAvg in the
// last column and TestAvg in the last row below a rule, captioned; with `intervals`, each
// cell's `confidence` bootstrap interval in brackets. `akshara-cli matrix transfer --latex`
// and the workbench's Transfer tab export this same table.
text::TextTable transferTable(const AccuracyMatrix& m, bool intervals, double confidence);

}  // namespace akshara::eval

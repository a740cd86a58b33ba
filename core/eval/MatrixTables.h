#pragma once

#include <cstddef>
#include <string>

#include "eval/ConfusionMatrix.h"
#include "eval/ConsistencyMatrix.h"
#include "text/TableExport.h"

namespace akshara::eval {

// The name of a table's margin (`name`: "total", "TrAvg") in parentheses for as long as one
// of `names` (the labels or languages of the rows and columns) is spelled so: a label
// "total" would otherwise read as the totals.
std::string marginName(const std::vector<std::string>& names, std::string name);

// A share as a percentage with one decimal, as the matrices print it: "33.3%".
std::string percentText(double fraction);
// `part` of `whole` so; "0.0%" of nothing.
std::string percentText(std::size_t part, std::size_t whole);

// A confusion matrix with its totals, captioned with its agreement: gold labels (rows)
// against the predictions of the file `first` (columns), or, with `second` given, the
// predictions of `first` (rows) against those of `second`. `akshara-cli matrix confusion
// --latex/--csv` and the workbench's Confusion and Prediction overlap tabs export this table.
text::TextTable confusionTable(const ConfusionMatrix& m, const std::string& first,
                               const std::string& second = {});

// The consistency blocks of IndicXNLI's figure 1 for the files `first` (rows: right, wrong)
// and `second` (columns): each block's count with its share of all examples, and under each
// row the mean over the gold labels of their shares (the paper's label average); captioned
// with the examples both get right or both wrong and those given the same label. `akshara-cli
// matrix consistency --latex/--csv` and the workbench's Consistency tab export this table.
text::TextTable consistencyTable(const ConsistencyMatrix& m, const std::string& first,
                                 const std::string& second);

}  // namespace akshara::eval

#include "eval/MatrixTables.h"

#include <algorithm>

namespace akshara::eval {

std::string marginName(const std::vector<std::string>& names, std::string name) {
    while (std::find(names.begin(), names.end(), name) != names.end()) {
        name = "(" + name + ")";
    }
    return name;
}

std::string percentText(double fraction) {
    return text::fixedDecimals(100.0 * fraction, 1) + "%";
}

std::string percentText(std::size_t part, std::size_t whole) {
    return percentText(whole ? static_cast<double>(part) / static_cast<double>(whole) : 0.0);
}

text::TextTable confusionTable(const ConfusionMatrix& m, const std::string& first,
                               const std::string& second) {
    text::TextTable table;
    table.corner = second.empty() ? "gold \\ predicted" : "first \\ second";
    const std::string total = marginName(m.labels, "total");
    table.columns = m.labels;
    table.columns.push_back(total);
    table.rowNames = m.labels;
    table.rowNames.push_back(total);
    for (std::size_t r = 0; r < m.labels.size(); ++r) {
        std::vector<std::string> row;
        for (const std::size_t count : m.counts[r]) {
            row.push_back(std::to_string(count));
        }
        row.push_back(std::to_string(m.rowTotal(r)));
        table.cells.push_back(std::move(row));
    }
    std::vector<std::string> totals;
    for (std::size_t c = 0; c < m.labels.size(); ++c) {
        totals.push_back(std::to_string(m.columnTotal(c)));
    }
    totals.push_back(std::to_string(m.total()));
    table.cells.push_back(std::move(totals));
    table.ruleBefore = {m.labels.size()};
    const std::string agreement = std::to_string(m.diagonal()) + " of " + std::to_string(m.total());
    table.caption = second.empty()
                        ? "Confusion matrix of " + first +
                              ": gold labels (rows) against predicted (columns), " + agreement +
                              " right (" + percentText(m.diagonal(), m.total()) + ")."
                        : "Predictions of " + first + " (rows) against " + second +
                              " (columns): the same label for " + agreement + " examples (" +
                              percentText(m.diagonal(), m.total()) + ").";
    table.label = "tab:confusion";
    return table;
}

text::TextTable consistencyTable(const ConsistencyMatrix& m, const std::string& first,
                                 const std::string& second) {
    const ConsistencyCounts& c = m.overall;
    const std::size_t n = c.total();
    const ConsistencyShares averaged = labelAveragedShares(m);
    const auto block = [n](std::size_t count) {
        return std::to_string(count) + " (" + percentText(count, n) + ")";
    };
    text::TextTable table;
    table.corner = "first \\ second";
    table.columns = {"second right", "second wrong"};
    table.rowNames = {"first right", "label average", "first wrong", "label average"};
    table.cells = {{block(c.bothCorrect), block(c.onlyFirst)},
                   {percentText(averaged.bothCorrect), percentText(averaged.onlyFirst)},
                   {block(c.onlySecond), block(c.bothWrong)},
                   {percentText(averaged.onlySecond), percentText(averaged.bothWrong)}};
    table.ruleBefore = {2};
    const std::size_t same = m.predictionOverlap.diagonal();
    table.caption =
        "Consistency of " + first + " (rows) and " + second + " (columns) on " + std::to_string(n) +
        " examples: the count of each block with its share of all examples, and "
        "the mean over the gold labels of their shares (label average). Consistent "
        "(both right or both wrong): " +
        block(c.consistent()) + ", label average " + percentText(averaged.consistent()) +
        "; the same prediction: " + block(same) + ".";
    table.label = "tab:consistency";
    return table;
}

}  // namespace akshara::eval

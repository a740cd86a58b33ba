#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <sstream>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "JsonOutput.h"
#include "TableFormat.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "eval/AccuracyMatrix.h"
#include "eval/Bootstrap.h"
#include "eval/ConfusionMatrix.h"
#include "eval/ConsistencyMatrix.h"
#include "eval/Labels.h"
#include "eval/MatrixTables.h"
#include "eval/Predictions.h"
#include "eval/TransferTable.h"
#include "text/Display.h"
#include "text/TableExport.h"

namespace akshara::cli {

namespace {

using json = nlohmann::ordered_json;
using namespace akshara::eval;

// Two prediction files compared with each other, both read, must be two: a file agrees with
// itself on every example, which would read as two models that always agree.
void requireTwoFiles(const std::string& first, const std::string& second) {
    if (sameFile(first, second)) {
        throw UsageError(first + " and " + second +
                         " are the same file: it agrees with itself on every example; give the "
                         "predictions of two models or runs");
    }
}

constexpr const char* kLabelsHelp =
    "the label order: nli (entailment, neutral, contradiction) or a comma-separated list; "
    "every label listed gets a row and a column, even if unseen (default: entailment, "
    "neutral, contradiction first when present, in any case, then the others sorted)";

// --labels read as predict and sample read it, or the default order of the labels that occur;
// `sets` first take one spelling of each label (unifyLabelCase), that of --labels if given.
std::vector<std::string> labelOrder(const ArgParser& parser,
                                    const std::vector<PredictionSet*>& sets) {
    const std::vector<std::string> given = labelSetOption(parser);
    unifyLabelCase(sets, given);
    return matrixLabels({sets.begin(), sets.end()}, given);
}

// The labels as a text table shows them: with control characters escaped, so that no label
// breaks the table's layout or acts on the terminal.
std::vector<std::string> shownLabels(const std::vector<std::string>& labels) {
    std::vector<std::string> shown;
    for (const auto& label : labels) {
        shown.push_back(text::printable(label));
    }
    return shown;
}

// Terminal columns for the widest of `cells` (at least `atLeast`), and two of space.
std::size_t columnWidth(const std::vector<std::string>& cells, std::size_t atLeast) {
    std::size_t width = atLeast;
    for (const auto& cell : cells) {
        width = std::max(width, text::displayWidth(cell));
    }
    return width + 2;
}

void printMatrix(std::ostream& out, const ConfusionMatrix& m, const std::string& corner) {
    using text::alignLeft, text::alignRight;
    const std::vector<std::string> labels = shownLabels(m.labels);
    const std::string total = marginName(m.labels, "total");
    const std::size_t width =
        columnWidth(labels, std::max<std::size_t>({corner.size(), total.size(), 6}));
    out << alignLeft(corner, width);
    for (const auto& label : labels) {
        out << alignRight(label, width);
    }
    out << alignRight(total, width) << "\n";
    for (std::size_t r = 0; r < labels.size(); ++r) {
        out << alignLeft(labels[r], width);
        for (const std::size_t count : m.counts[r]) {
            out << alignRight(std::to_string(count), width);
        }
        out << alignRight(std::to_string(m.rowTotal(r)), width) << "\n";
    }
    out << alignLeft(total, width);
    for (std::size_t c = 0; c < labels.size(); ++c) {
        out << alignRight(std::to_string(m.columnTotal(c)), width);
    }
    out << alignRight(std::to_string(m.total()), width) << "\n";
}

std::string fileName(const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    return name.empty() ? path : name;
}

json matrixJson(const ConfusionMatrix& m) {
    json rows = json::array();
    for (const auto& row : m.counts) {
        rows.push_back(row);
    }
    return rows;
}

int confusion(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "matrix confusion --pred FILE [--against FILE] [--labels nli|L1,L2,...] "
        "[--table|--latex|--csv]",
        "Counts gold labels (rows) against predicted labels (columns) of a prediction file,\n"
        "or, with --against, the predictions of FILE (rows) against those of the other\n"
        "file (columns) on the same example ids.");
    parser.option("pred", "FILE", "a prediction file (JSON lines, see docs/formats.md)");
    parser.option("against", "FILE", "a second prediction file on the same example ids");
    parser.option("labels", "nli|L1,L2,...", kLabelsHelp);
    addTableFormatFlags(parser, "print a text table instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    if (!parser.has("pred")) {
        throw UsageError("--pred FILE is required\n\n" + parser.help());
    }
    PredictionSet first = readPredictions(parser.value("pred"));
    ConfusionMatrix m;
    std::string corner = "gold\\pred";
    if (parser.has("against")) {
        PredictionSet second = readPredictions(parser.value("against"));
        requireTwoFiles(parser.value("pred"), parser.value("against"));
        m = confusionBetween(first, second, labelOrder(parser, {&first, &second}));
        corner = "first\\second";
    } else {
        m = confusionAgainstGold(first, labelOrder(parser, {&first}));
    }
    if (format == TableFormat::Latex || format == TableFormat::Csv) {
        writeTable(io.out,
                   confusionTable(
                       m, fileName(parser.value("pred")),
                       parser.has("against") ? fileName(parser.value("against")) : std::string()),
                   format);
        return kExitOk;
    }
    if (format == TableFormat::Text) {
        if (parser.has("against")) {
            io.out << "rows: " << parser.value("pred") << ", columns: " << parser.value("against")
                   << "\n";
        }
        printMatrix(io.out, m, corner);
        io.out << "agreement: " << m.diagonal() << " of " << m.total() << " ("
               << percentText(m.diagonal(), m.total()) << ")\n";
        return kExitOk;
    }
    io.out << printableJson(json{{"labels", m.labels}, {"matrix", matrixJson(m)}}, 2) << "\n";
    return kExitOk;
}

json countsJson(const ConsistencyCounts& c) {
    return json{{"both_correct", c.bothCorrect},
                {"both_wrong", c.bothWrong},
                {"only_first", c.onlyFirst},
                {"only_second", c.onlySecond}};
}

json sharesJson(const ConsistencyShares& s) {
    return json{{"both_correct", s.bothCorrect},
                {"both_wrong", s.bothWrong},
                {"only_first", s.onlyFirst},
                {"only_second", s.onlySecond}};
}

json consistencyJson(const ConsistencyMatrix& m) {
    json perLabel = json::object();
    for (std::size_t i = 0; i < m.labels.size(); ++i) {
        json label = countsJson(m.perLabel[i]);
        label["examples"] = m.perLabel[i].total();
        // A label no example has (only ever predicted, or named in --labels): no share of 0/0,
        // each null.
        label["share"] = sharesJson(sharesOf(m.perLabel[i]));
        if (m.perLabel[i].total() == 0) {
            for (auto& share : label["share"]) {
                share = nullptr;
            }
        }
        perLabel[m.labels[i]] = std::move(label);
    }
    json out{{"labels", m.labels}};
    out.update(countsJson(m.overall));
    out["share"] = sharesJson(sharesOf(m.overall));
    out["label_average"] = sharesJson(labelAveragedShares(m));
    out["per_label"] = std::move(perLabel);
    out["prediction_overlap"] = matrixJson(m.predictionOverlap);
    const std::size_t same = m.predictionOverlap.diagonal();
    const std::size_t n = m.overall.total();
    out["consistent"] = json{{"count", m.overall.consistent()},
                             {"share", sharesOf(m.overall).consistent()},
                             {"label_average", labelAveragedShares(m).consistent()}};
    out["same_prediction"] = json{
        {"count", same}, {"share", n ? static_cast<double>(same) / static_cast<double>(n) : 0.0}};
    return out;
}

// The 2 x 2 blocks as in IndicXNLI's figure 1: each block's count with its share of all
// examples, and below it the mean of the gold labels' shares (the paper's top percentage).
void printConsistencyBlocks(std::ostream& out, const ConsistencyMatrix& m) {
    const std::size_t n = m.overall.total();
    const ConsistencyShares averaged = labelAveragedShares(m);
    const auto cell = [n](std::size_t count) {
        return std::to_string(count) + " (" + percentText(count, n) + ")";
    };
    const int w = 22;
    out << std::left << std::setw(18) << "" << std::setw(w) << "second right"
        << "second wrong\n"
        << std::setw(18) << "first right" << std::setw(w) << cell(m.overall.bothCorrect)
        << cell(m.overall.onlyFirst) << "\n"
        << std::setw(18) << "  label average" << std::setw(w) << percentText(averaged.bothCorrect)
        << percentText(averaged.onlyFirst) << "\n"
        << std::setw(18) << "first wrong" << std::setw(w) << cell(m.overall.onlySecond)
        << cell(m.overall.bothWrong) << "\n"
        << std::setw(18) << "  label average" << std::setw(w) << percentText(averaged.onlySecond)
        << percentText(averaged.bothWrong) << "\n"
        << "count (share of all examples); label average: the mean over the gold labels of "
           "their shares below\n\n"
        << "consistent (both right or both wrong): " << cell(m.overall.consistent())
        << ", label average " << percentText(averaged.consistent()) << "\n"
        << "same prediction (right or wrong): " << cell(m.predictionOverlap.diagonal()) << "\n\n";
}

// Per gold label: each block's count with its share of that label's examples.
void printConsistencyPerLabel(std::ostream& out, const ConsistencyMatrix& m) {
    const std::vector<std::string> header{"gold label", "both right",  "both wrong",
                                          "only first", "only second", "examples"};
    const std::vector<std::string> labels = shownLabels(m.labels);
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> cells(header.begin() + 1, header.end());
    for (const ConsistencyCounts& c : m.perLabel) {
        std::vector<std::string> row;
        for (const std::size_t count : {c.bothCorrect, c.bothWrong, c.onlyFirst, c.onlySecond}) {
            // No example of the label: no share of 0 of 0.
            row.push_back(std::to_string(count) + " (" +
                          (c.total() == 0 ? std::string("-") : percentText(count, c.total())) +
                          ")");
        }
        row.push_back(std::to_string(c.total()));
        cells.insert(cells.end(), row.begin(), row.end());
        rows.push_back(std::move(row));
    }
    const std::size_t first = columnWidth(labels, header[0].size());
    const std::size_t width = columnWidth(cells, 0);
    out << text::alignLeft(header[0], first);
    for (std::size_t i = 1; i < header.size(); ++i) {
        out << text::alignRight(header[i], width);
    }
    out << "\n";
    for (std::size_t i = 0; i < labels.size(); ++i) {
        out << text::alignLeft(labels[i], first);
        for (const auto& text : rows[i]) {
            out << text::alignRight(text, width);
        }
        out << "\n";
    }
}

int consistency(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "matrix consistency --pred FIRST --pred SECOND [--labels nli|L1,L2,...] "
        "[--table|--latex|--csv]",
        "The consistency matrix of two prediction files on parallel examples (the same ids\n"
        "and gold labels): how many examples both get right, both wrong, only the first or\n"
        "only the second right, overall and per gold label, as counts and shares (of all\n"
        "examples, of each gold label's, and their mean over the labels as in IndicXNLI's\n"
        "figure 1), and the overlap of their predicted labels (rows: the first file,\n"
        "columns: the second). Also the two overlaps the paper quotes: the examples both\n"
        "get right or both get wrong (consistent), and those given the same label.\n"
        "--latex and --csv write the figure's blocks as a table for a paper.");
    parser.repeatedOption("pred", "FILE", "a prediction file; give exactly two");
    parser.option("labels", "nli|L1,L2,...", kLabelsHelp);
    addTableFormatFlags(parser, "print text tables instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const std::vector<std::string> paths = parser.values("pred");
    if (paths.size() != 2) {
        throw UsageError("give exactly two --pred files, not " + std::to_string(paths.size()) +
                         "\n\n" + parser.help());
    }
    PredictionSet first = readPredictions(paths[0]);
    PredictionSet second = readPredictions(paths[1]);
    requireTwoFiles(paths[0], paths[1]);
    const ConsistencyMatrix m =
        consistencyMatrix(first, second, labelOrder(parser, {&first, &second}));
    if (format == TableFormat::Latex || format == TableFormat::Csv) {
        writeTable(io.out, consistencyTable(m, fileName(paths[0]), fileName(paths[1])), format);
        return kExitOk;
    }
    if (format == TableFormat::Json) {
        io.out << printableJson(consistencyJson(m), 2) << "\n";
        return kExitOk;
    }
    io.out << "first: " << paths[0] << "\nsecond: " << paths[1] << "\n"
           << m.overall.total() << " examples\n\n";
    printConsistencyBlocks(io.out, m);
    printConsistencyPerLabel(io.out, m);
    io.out << "\nprediction overlap (rows: first, columns: second)\n";
    printMatrix(io.out, m.predictionOverlap, "first\\second");
    return kExitOk;
}

AccuracyEntry parseTransferArgument(const std::string& argument) {
    const auto eq = argument.find('=');
    const std::string cell = argument.substr(0, eq);
    const auto colon = cell.find(':');
    if (eq == std::string::npos || colon == std::string::npos || colon == 0 ||
        colon + 1 == cell.size() || eq + 1 == argument.size()) {
        throw UsageError("--pred expects TRAIN:EVAL=FILE (e.g. hi:mr=preds/hi-mr.jsonl), not '" +
                         argument + "'");
    }
    AccuracyEntry entry;
    entry.row = cell.substr(0, colon);
    entry.column = cell.substr(colon + 1);
    entry.predictions = readPredictions(argument.substr(eq + 1));
    return entry;
}

json optionalJson(const std::optional<double>& value) {
    return value ? json(*value) : json(nullptr);
}

// The transfer matrix as a text table in percent, with the paper's TrAvg and TestAvg (the
// averages of the point accuracies, so without intervals).
void printTransferTable(std::ostream& out, const AccuracyMatrix& m, bool intervals) {
    using text::alignLeft, text::alignRight;
    const std::vector<std::string> rows = shownLabels(m.rows);
    const std::vector<std::string> columns = shownLabels(m.columns);
    std::vector<std::string> cells = columns;
    for (std::size_t r = 0; r < m.rows.size(); ++r) {
        for (std::size_t c = 0; c < m.columns.size(); ++c) {
            cells.push_back(transferCell(m, r, c, intervals));
        }
    }
    const std::size_t first = columnWidth(rows, 10);
    const std::size_t width = columnWidth(cells, 8);
    out << alignLeft("train\\eval", first);
    for (const auto& column : columns) {
        out << alignRight(column, width);
    }
    std::vector<std::string> names = m.rows;
    names.insert(names.end(), m.columns.begin(), m.columns.end());
    out << alignRight(marginName(names, "TrAvg"), width) << "\n";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out << alignLeft(rows[r], first);
        for (std::size_t c = 0; c < columns.size(); ++c) {
            out << alignRight(transferCell(m, r, c, intervals), width);
        }
        out << alignRight(percentCell(m.rowAverage[r]), width) << "\n";
    }
    out << alignLeft(marginName(names, "TestAvg"), first);
    for (const auto& average : m.columnAverage) {
        out << alignRight(percentCell(average), width);
    }
    out << alignRight(percentCell(m.overallAverage), width) << "\n";
    if (intervals) {
        // How many examples each cell rests on: an interval is read against it.
        std::size_t fewest = 0, most = 0;
        for (const auto& row : m.cells) {
            for (const auto& cell : row) {
                if (cell) {
                    fewest = fewest == 0 ? cell->examples : std::min(fewest, cell->examples);
                    most = std::max(most, cell->examples);
                }
            }
        }
        out << "cells: accuracy [low, high], the bootstrap interval over "
            << (fewest == most
                    ? std::to_string(most) + " examples each"
                    : std::to_string(fewest) + " to " + std::to_string(most) + " examples a cell")
            << "\n";
    }
}

int transfer(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "matrix transfer --pred TRAIN:EVAL=FILE ... [--intervals] [--table|--latex|--csv]",
        "The cross-lingual transfer matrix: accuracy of the model trained on TRAIN (rows)\n"
        "evaluated on EVAL (columns), with row averages (TrAvg, per training language) and\n"
        "column averages (TestAvg, per evaluation language) over the cells present, and in\n"
        "their corner the average of all cells present, as in IndicXNLI's table 6; missing\n"
        "cells are null.");
    parser.repeatedOption("pred", "TRAIN:EVAL=FILE", "one prediction file per cell");
    parser.flag("intervals",
                "add the bootstrap interval of each accuracy (JSON: \"low\" and \"high\"; "
                "table: [low, high] after each cell)");
    parser.option("resamples", "N",
                  "bootstrap resamples for --intervals: at least 10 / (1 - confidence), 200 for "
                  "a 95% interval, so that 5 fall beyond each bound; at most 100000",
                  "1000");
    parser.option("confidence", "P", "interval level for --intervals", "0.95");
    parser.option("seed", "N", "bootstrap seed for --intervals", "20221");
    addTableFormatFlags(parser, "print a text table (accuracy in percent) instead of JSON");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    const TableFormat format = tableFormat(parser);
    const std::vector<std::string> cells = parser.values("pred");
    if (cells.empty()) {
        throw UsageError("give at least one --pred TRAIN:EVAL=FILE\n\n" + parser.help());
    }
    // The interval's settings without --intervals would be ignored without a word.
    for (const char* setting : {"resamples", "confidence", "seed"}) {
        if (parser.has(setting) && !parser.has("intervals")) {
            throw UsageError(std::string("--") + setting + " sets the bootstrap of --intervals; " +
                             "give --intervals too");
        }
    }
    BootstrapOptions options;
    options.confidence = parser.number("confidence");
    if (!(options.confidence > 0.0 && options.confidence < 1.0)) {
        throw UsageError("--confidence must lie strictly between 0 and 1");
    }
    // Each resample's statistics are kept for the percentiles: a bound keeps a mistyped
    // count from filling the memory. Too few make bounds of one extreme draw each.
    constexpr long long kMostResamples = 100000;
    const long long least =
        parser.has("intervals") ? static_cast<long long>(leastResamples(options.confidence)) : 1;
    const long long resamples = parser.integer("resamples");
    if (least > kMostResamples) {
        throw UsageError("--confidence " + parser.value("confidence") + " needs more than " +
                         std::to_string(kMostResamples) + " resamples; choose a lower level");
    }
    if (resamples < least || resamples > kMostResamples) {
        std::string why;
        if (parser.has("intervals") && resamples < least) {
            std::ostringstream level;
            level << options.confidence * 100.0 << "%";
            why = ": a " + level.str() + " percentile interval needs at least " +
                  std::to_string(least) +
                  " resamples, 5 beyond each bound, or its bounds are single extreme draws";
        }
        throw UsageError("--resamples must be between " + std::to_string(least) + " and " +
                         std::to_string(kMostResamples) + why);
    }
    options.resamples = static_cast<std::size_t>(resamples);
    const long long seed = parser.integer("seed");
    if (seed < 0) {
        throw UsageError("--seed must not be negative");
    }
    options.seed = static_cast<std::uint64_t>(seed);
    if (!parser.has("intervals")) {
        options.resamples = 1;  // the intervals are not shown; skip the work
    }
    std::vector<AccuracyEntry> entries;
    for (const auto& cell : cells) {
        entries.push_back(parseTransferArgument(cell));
    }
    const AccuracyMatrix m = accuracyMatrix(entries, options);
    const auto cellValue = [&](std::size_t r, std::size_t c, double Interval::*field) {
        const auto& cell = m.cells[r][c];
        return cell ? std::optional<double>(cell->accuracy.*field) : std::nullopt;
    };
    if (format == TableFormat::Latex || format == TableFormat::Csv) {
        const text::TextTable table = transferTable(m, parser.has("intervals"), options.confidence);
        writeTable(io.out, table, format);
        return kExitOk;
    }
    if (format == TableFormat::Text) {
        printTransferTable(io.out, m, parser.has("intervals"));
        return kExitOk;
    }
    const auto grid = [&](double Interval::*field) {
        json rows = json::array();
        for (std::size_t r = 0; r < m.rows.size(); ++r) {
            json row = json::array();
            for (std::size_t c = 0; c < m.columns.size(); ++c) {
                row.push_back(optionalJson(cellValue(r, c, field)));
            }
            rows.push_back(std::move(row));
        }
        return rows;
    };
    json out{{"train", m.rows}, {"eval", m.columns}, {"accuracy", grid(&Interval::estimate)}};
    json examples = json::array();
    for (const auto& row : m.cells) {
        json counts = json::array();
        for (const auto& cell : row) {
            counts.push_back(cell ? json(cell->examples) : json(nullptr));
        }
        examples.push_back(std::move(counts));
    }
    out["examples"] = std::move(examples);
    json rowAverage = json::array(), columnAverage = json::array();
    for (const auto& a : m.rowAverage) {
        rowAverage.push_back(optionalJson(a));
    }
    for (const auto& a : m.columnAverage) {
        columnAverage.push_back(optionalJson(a));
    }
    out["row_avg"] = std::move(rowAverage);
    out["col_avg"] = std::move(columnAverage);
    out["avg"] = optionalJson(m.overallAverage);
    if (parser.has("intervals")) {
        out["low"] = grid(&Interval::low);
        out["high"] = grid(&Interval::high);
    }
    io.out << printableJson(out, 2) << "\n";
    return kExitOk;
}

}  // namespace

int runMatrix(const std::vector<std::string>& args, CliContext& io) {
    const std::string overview = fitted(
        "usage: akshara-cli matrix confusion|consistency|transfer [OPTIONS]\n\n"
        "Error-analysis matrices over prediction files (JSON lines, see docs/formats.md):\n"
        "  confusion     gold against predicted labels, or two prediction files against each "
        "other\n"
        "  consistency   both right / both wrong / only one right, for two files on parallel data\n"
        "  transfer      cross-lingual transfer accuracy, training language x evaluation "
        "language\n\n"
        "'akshara-cli matrix KIND --help' describes each.\n");
    if (args.empty()) {
        throw UsageError("which matrix?\n\n" + overview);
    }
    if (args[0] == "--help" || args[0] == "-h") {
        io.out << overview;
        return kExitOk;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "confusion") {
        return confusion(rest, io);
    }
    if (args[0] == "consistency") {
        return consistency(rest, io);
    }
    if (args[0] == "transfer") {
        return transfer(rest, io);
    }
    throw UsageError("unknown matrix '" + args[0] + "'\n\n" + overview);
}

}  // namespace akshara::cli

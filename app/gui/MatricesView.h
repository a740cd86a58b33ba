#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <string>
#include <vector>

#include "eval/AccuracyMatrix.h"
#include "eval/ConfusionMatrix.h"
#include "eval/ConsistencyMatrix.h"
#include "eval/Predictions.h"
#include "widgets/MatrixView.h"

class QLabel;
class QListView;
class QPushButton;
class QTabWidget;

namespace akshara::gui {

class CellExamples;

// One prediction file of a transfer table: the model trained on `train`, evaluated on `eval`.
struct TransferFile {
    QString train;
    QString eval;
    QString path;
};

// The matrices of IndicXNLI's error analysis, in tabs. For one or two prediction files: the
// confusion matrix (gold against predicted) of the first and, with two files on the same
// examples, their consistency (figure 1: both right, both wrong, one right; each label's share
// in the tooltip) and the overlap of their predictions (figure 2: the first's labels against
// the second's). For a set of files by training and evaluation language: the transfer table
// (accuracy, TrAvg, TestAvg). Clicking a cell lists its examples beside the matrix: ids, with
// the probabilities the model gave the predicted and the gold label where the files have them.
// The matrix shown exports as PNG, SVG or PDF, or as a LaTeX or CSV table, the one
// `akshara-cli matrix confusion`, `consistency` or `transfer` writes with --latex or --csv.
class MatricesView : public QWidget {
    Q_OBJECT
public:
    enum Matrix { Confusion = 0, Consistency = 1, Overlap = 2, Transfer = 3 };

    explicit MatricesView(QWidget* parent = nullptr);

    // Reads one or two prediction files; throws InputError (the view is left unchanged).
    void openFiles(const QStringList& paths);
    void setPredictions(std::vector<eval::PredictionSet> sets);
    // Shows a transfer table computed from `files` (as eval::accuracyMatrix does, with
    // bootstrap intervals), switching to its tab unless `select` is false.
    void setTransfer(const eval::AccuracyMatrix& matrix, const std::vector<TransferFile>& files,
                     bool select = true);

    widgets::MatrixView* confusionView() const { return confusion_; }
    widgets::MatrixView* consistencyView() const { return consistency_; }
    widgets::MatrixView* overlapView() const { return overlap_; }
    widgets::MatrixView* transferView() const { return transfer_; }
    widgets::MatrixView* view(Matrix matrix) const;
    QTabWidget* tabs() const { return tabs_; }
    // The ids listed for the last activated cell.
    QStringList listedIds() const;
    // Lists the ids of a cell of a matrix (for Transfer: names the cell's file).
    void showCell(Matrix matrix, int row, int column);
    // Asks where to write the matrix shown, and writes it: as a figure, or as a table (LaTeX
    // or CSV).
    void exportFigure();
    void exportTable();
    // Writes the matrix shown as a figure to `path` (.png, .svg or .pdf), as it is shown but
    // with the decimal point in its numbers, titles and captions, as every figure has. False
    // when nothing is shown or the file cannot be written.
    bool exportFigureTo(const QString& path) const;
    // Writes the matrix shown as a table to `path` (.tex or .csv), as the command line writes
    // it: the confusion matrix and the prediction overlap as counts with their totals (matrix
    // confusion, with --against for the overlap), the consistency blocks with their shares and
    // label averages (matrix consistency), the transfer table with two decimals
    // and no intervals (matrix transfer). False when nothing is shown or the file cannot be
    // written.
    bool exportTableTo(const QString& path) const;

private:
    void updateExportButtons();    // enabled while the tab shown has a matrix
    QString exportFolder() const;  // where an export starts: beside the matrix's files
    // The line listing an example of a cell, and its tooltip. For two files, `withLabels`
    // names each prediction beside its probability: a cell that says right or wrong, not which
    // label, needs them.
    QString exampleText(const eval::Prediction& first, const eval::Prediction* second,
                        const QString& note, bool withLabels) const;
    QString exampleTip(const eval::Prediction& first, const eval::Prediction* second) const;
    friend class CellExamples;
    // The matrix `which` of the files shown, its numbers written as `numbers` writes them: the
    // desktop's on screen, the C locale's (the decimal point) in an exported figure.
    widgets::MatrixData matrixOf(Matrix which, const QLocale& numbers) const;
    widgets::MatrixData consistencyData(const eval::ConsistencyMatrix& matrix,
                                        const QLocale& numbers) const;
    widgets::MatrixData transferData(const QLocale& numbers) const;

    std::vector<eval::PredictionSet> sets_;
    eval::ConfusionMatrix gold_;                      // of the first file
    std::optional<eval::ConsistencyMatrix> between_;  // of the two files
    std::string firstName_, secondName_;              // their file names, for the captions
    std::vector<TransferFile> transferFiles_;
    eval::AccuracyMatrix transferMatrix_;
    QTabWidget* tabs_;
    widgets::MatrixView* confusion_;
    widgets::MatrixView* consistency_;
    widgets::MatrixView* overlap_;
    widgets::MatrixView* transfer_;
    QPushButton* exportButton_;
    QPushButton* exportTableButton_;
    QLabel* cellTitle_;
    // The examples of the cell clicked, as lines written when shown: a cell of a large file
    // lists hundreds of thousands.
    CellExamples* examples_;
    QListView* ids_;
};

}  // namespace akshara::gui

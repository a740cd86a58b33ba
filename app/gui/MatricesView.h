#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "eval/Predictions.h"
#include "widgets/MatrixView.h"

class QLabel;
class QListWidget;
class QTabWidget;

namespace akshara::gui {

// The matrices of one or two prediction files: the confusion matrix (gold against predicted)
// of the first file and, with two files, the consistency of the two (predictions of the first
// against the second, each cell's examples both right, both wrong or one right). Clicking a
// cell lists its examples beside the matrix: ids, with the probabilities the model gave the
// predicted and the gold label where the files have them.
class MatricesView : public QWidget {
    Q_OBJECT
public:
    explicit MatricesView(QWidget* parent = nullptr);

    // Reads one or two prediction files; throws InputError (the view is left unchanged).
    void openFiles(const QStringList& paths);
    void setPredictions(std::vector<eval::PredictionSet> sets);

    widgets::MatrixView* confusionView() const { return confusion_; }
    widgets::MatrixView* consistencyView() const { return consistency_; }
    QTabWidget* tabs() const { return tabs_; }
    // The ids listed for the last activated cell.
    QStringList listedIds() const;
    // Lists the ids of a cell of the confusion (0) or consistency (1) matrix.
    void showCell(int matrix, int row, int column);

private:
    void addExample(const eval::Prediction& first, const eval::Prediction* second,
                    const QString& note);

    std::vector<eval::PredictionSet> sets_;
    std::vector<std::string> labels_;
    QTabWidget* tabs_;
    widgets::MatrixView* confusion_;
    widgets::MatrixView* consistency_;
    QLabel* cellTitle_;
    QListWidget* ids_;
};

}  // namespace akshara::gui

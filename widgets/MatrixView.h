#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace akshara::widgets {

// A matrix to show as a heatmap: confusion counts (gold rows, predicted columns), consistency
// or transfer scores (source rows, target columns).
struct MatrixData {
    enum class Kind {
        Counts,  // cells show the count and the percentage of its row
        Scores,  // cells show the value (a rate in [0, 1] shown as a percentage)
    };
    QString title;
    QString rowTitle;     // e.g. "gold", "source language"
    QString columnTitle;  // e.g. "predicted", "target language"
    QStringList rowLabels;
    QStringList columnLabels;
    std::vector<double> values;  // row-major, rowLabels.size() * columnLabels.size()
    Kind kind = Kind::Counts;

    double at(int row, int column) const {
        return values[std::size_t(row) * columnLabels.size() + column];
    }
};

// Heatmap of a matrix with the value (and row percentage for counts) in each cell and the row
// and column averages in an extra column and row. Clicking a cell, or Enter on the current cell,
// emits cellActivated. Arrow keys move the current cell.
class MatrixView : public QWidget {
    Q_OBJECT
public:
    explicit MatrixView(QWidget* parent = nullptr);

    // Throws std::invalid_argument when values does not match the labels.
    void setData(const MatrixData& data);
    const MatrixData& data() const { return data_; }

    // Average of a row / column over its cells (for counts: the mean count).
    double rowAverage(int row) const;
    double columnAverage(int column) const;
    // The text shown in a cell ("12\n40.0%" for counts, "83.5%" for scores).
    QString cellText(int row, int column) const;

    // The cell at a widget position; (-1, -1) outside the matrix (averages included).
    QPoint cellAt(const QPoint& position) const;
    QRect cellRect(int row, int column) const;
    QPoint currentCell() const { return current_; }
    void setCurrentCell(int row, int column);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void cellActivated(int row, int column);
    void currentCellChanged(int row, int column);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Geometry {
        int left = 0, top = 0, cellWidth = 0, cellHeight = 0;
    };
    Geometry geometry() const;
    double maxValue() const;

    MatrixData data_;
    QPoint current_{-1, -1};
};

}  // namespace akshara::widgets

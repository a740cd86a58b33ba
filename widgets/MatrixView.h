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

// Heatmap of a matrix with the value (and row percentage for counts) in each cell, shaded by
// the same percentage, with a colour key below; an extra column and row hold the margins (the
// totals of a count matrix, the averages of a score matrix). The title wraps to the width.
// Clicking a cell, or Enter on the current cell, emits cellActivated. Arrow keys move the
// current cell.
class MatrixView : public QWidget {
    Q_OBJECT
public:
    explicit MatrixView(QWidget* parent = nullptr);

    // Throws std::invalid_argument when values does not match the labels.
    void setData(const MatrixData& data);
    const MatrixData& data() const { return data_; }

    // The margin of a row / column: the total of a count matrix (the row's support), the
    // average of a score matrix. marginTitle() names it.
    double rowMargin(int row) const;
    double columnMargin(int column) const;
    QString marginTitle() const;
    // The text shown in a cell ("12\n40.0%" for counts, "83.5%" for scores).
    QString cellText(int row, int column) const;
    // The share of the colour scale a cell is shaded with, in [0, 1]: the row percentage of a
    // count, the value of a score (what its text shows).
    double shade(int row, int column) const;
    // Where the (wrapped) title and the colour key are drawn.
    QRect titleRect() const;
    QRect colorKeyRect() const;

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
        int left = 0, top = 0, cellWidth = 0, cellHeight = 0, titleHeight = 0;
    };
    Geometry geometry() const;
    QFont titleFont() const;

    MatrixData data_;
    QPoint current_{-1, -1};
};

}  // namespace akshara::widgets

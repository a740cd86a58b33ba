#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <cmath>
#include <limits>
#include <vector>

#include "text/TableExport.h"

class QPainter;

namespace akshara::widgets {

// A matrix to show as a heatmap: confusion counts (gold rows, predicted columns), the shares
// of a consistency matrix's blocks, or transfer scores (source rows, target columns).
struct MatrixData {
    enum class Kind {
        Counts,  // cells show the count and the percentage of its row
        Shares,  // cells show the count and the percentage of the whole matrix
        Scores,  // cells show the value (a rate in [0, 1] shown as a percentage)
    };
    QString title;
    QString rowTitle;     // e.g. "gold", "source language"
    QString columnTitle;  // e.g. "predicted", "target language"
    QStringList rowLabels;
    QStringList columnLabels;
    // Row-major, rowLabels.size() * columnLabels.size(); missing() for a cell without a
    // value (a transfer pair not run), which margins leave out.
    std::vector<double> values;
    Kind kind = Kind::Counts;
    // Optional, row-major like values: more about each cell, shown in its tooltip; and a line
    // more to show in the cell itself, under its value.
    QStringList notes;
    QStringList captions;
    // What the margins are called where "total" or "average" is not the term: the column of
    // row margins (a transfer table's TrAvg) and the row of column margins (TestAvg).
    QString rowMarginTitle;
    QString columnMarginTitle;

    static double missing() { return std::numeric_limits<double>::quiet_NaN(); }
    double at(int row, int column) const {
        return values[std::size_t(row) * columnLabels.size() + column];
    }
    bool present(int row, int column) const { return !std::isnan(at(row, column)); }
};

// Heatmap of a matrix with the value (and the row's or the whole's percentage for counts) in
// each cell, shaded by the same percentage, with a colour key below; an extra column and row
// hold the margins (the totals of a count matrix, the averages of a score matrix over the
// cells present), and their corner the grand total or the average of every cell present.
// A missing cell shows a dash. The title wraps to the width. Clicking a cell, or Enter on the
// current cell, emits cellActivated. Arrow keys move the current cell; Ctrl+C copies the matrix.
// Screen readers read it as a table of the cells as shown, margins included, with the current cell
// focused.
class MatrixView : public QWidget {
    Q_OBJECT
public:
    explicit MatrixView(QWidget* parent = nullptr);

    // Throws std::invalid_argument when values does not match the labels.
    void setData(const MatrixData& data);
    const MatrixData& data() const { return data_; }

    // The margin of a row / column: the total of a count matrix (the row's support), the
    // average of a score matrix over its cells present (NaN when it has none); the corner:
    // the total of all cells, or the average of every cell present. marginTitle() names them,
    // unless the data name the row or column margins.
    double rowMargin(int row) const;
    double columnMargin(int column) const;
    double cornerMargin() const;
    QString marginTitle() const;
    QString rowMarginTitle() const;     // the title of the column of row margins
    QString columnMarginTitle() const;  // the title of the row of column margins
    // The text shown in a cell ("12\n40.0%" for counts and shares, "83.5%" for scores, a dash
    // for a missing cell; then its caption), and in its tooltip (the labels, that text and the
    // cell's note).
    // Numbers in the widget's locale; the other overload takes one (the C locale for the
    // exported tables, which are the same files the command line writes).
    QString cellText(int row, int column) const;
    QString cellText(int row, int column, const QLocale& locale) const;
    QString cellToolTip(int row, int column) const;
    // The matrix as a table of text, margins included (row rowLabels.size() and column
    // columnLabels.size() hold them): a cell on one line, what follows its value in brackets
    // ("12 (40.0%)"), and the names of its rows and columns. Empty outside the table.
    QString shownText(int row, int column) const;
    QString shownText(int row, int column, const QLocale& locale) const;
    QString rowName(int row) const;
    QString columnName(int column) const;
    // The share of the colour scale a cell is shaded with, in [0, 1]: the row percentage of a
    // count, the percentage of the whole of a share, the value of a score (what its text
    // shows).
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

    // Writes the matrix as shown, black on white and its numbers with the decimal point, as
    // PNG (`scale` times the widget's size), SVG or PDF (vector), chosen by the file's suffix.
    // False for another suffix or when the file cannot be written.
    bool exportTo(const QString& path, double scale = 2.0) const;
    // The matrix as a table of text: the cells as shown (a cell's lines after the first in
    // brackets: "12 (40.0%)"), the margins as the last column and row below a rule, the title
    // as the caption. For a paper or a spreadsheet: numbers with the decimal point, or as
    // `locale` writes them (the clipboard's, for a spreadsheet in the user's language).
    text::TextTable table(const QLocale& locale = QLocale::c()) const;
    // Writes table() as LaTeX (.tex) or CSV (.csv), chosen by the file's suffix, in full or not
    // at all as the figures are written. False for another suffix, an empty matrix, or when the
    // file cannot be written.
    bool exportTableTo(const QString& path) const;

Q_SIGNALS:
    void cellActivated(int row, int column);
    void currentCellChanged(int row, int column);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Geometry {
        int left = 0, top = 0, cellWidth = 0, cellHeight = 0, titleHeight = 0;
    };
    Geometry geometry() const { return geometry(size(), shownTitleWidth(width())); }
    // The layout on a canvas of `size`, its title wrapped to `titleWidth` (-1: the canvas's).
    Geometry geometry(const QSize& size, int titleWidth = -1) const;
    // The width the title wraps to on screen for a widget `width` wide: that, or the part of
    // it that its parent shows (a scroll area's viewport, narrower than the matrix), so that
    // the title is whole before any scrolling.
    int shownTitleWidth(int width) const;
    QFont titleFont() const;
    // The colour key's caption (what the scale measures) and its width below a matrix
    // `matrixWidth` wide: half the matrix, at least 160 and room for its three labels.
    QString colorKeyCaption() const;
    int colorKeyWidth(int matrixWidth) const;
    // Draws the whole matrix for a canvas of `size`; `forExport` paints black on white.
    void paint(QPainter& painter, const QSize& size, bool forExport) const;
    // `title` in parentheses for as long as a row or column label is spelled so.
    QString apartFromLabels(QString title) const;
    QSize exportSize() const;
    // A margin as its cell shows it: a total, or an average in percent; a dash for none.
    QString marginText(double value) const;
    QString marginText(double value, const QLocale& locale) const;

    MatrixData data_;
    QPoint current_{-1, -1};
};

}  // namespace akshara::widgets

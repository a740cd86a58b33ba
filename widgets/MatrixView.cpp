#include "widgets/MatrixView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <stdexcept>

#include "widgets/ColorScale.h"

namespace akshara::widgets {

MatrixView::MatrixView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void MatrixView::setData(const MatrixData& data) {
    if (data.values.size() != std::size_t(data.rowLabels.size()) * data.columnLabels.size())
        throw std::invalid_argument("MatrixView: values do not match the row and column labels");
    data_ = data;
    current_ = data_.values.empty() ? QPoint(-1, -1) : QPoint(0, 0);
    updateGeometry();
    update();
}

double MatrixView::rowAverage(int row) const {
    if (data_.columnLabels.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (int c = 0; c < data_.columnLabels.size(); ++c)
        sum += data_.at(row, c);
    return sum / data_.columnLabels.size();
}

double MatrixView::columnAverage(int column) const {
    if (data_.rowLabels.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (int r = 0; r < data_.rowLabels.size(); ++r)
        sum += data_.at(r, column);
    return sum / data_.rowLabels.size();
}

QString MatrixView::cellText(int row, int column) const {
    const double value = data_.at(row, column);
    if (data_.kind == MatrixData::Kind::Scores)
        return tr("%1%").arg(value * 100.0, 0, 'f', 1);
    const double total = rowAverage(row) * data_.columnLabels.size();
    const double percent = total > 0 ? 100.0 * value / total : 0.0;
    return tr("%1\n%2%").arg(value, 0, 'f', 0).arg(percent, 0, 'f', 1);
}

double MatrixView::maxValue() const {
    double m = 0.0;
    for (double v : data_.values)
        m = std::max(m, v);
    return data_.kind == MatrixData::Kind::Scores ? std::max(m, 1.0) : m;
}

MatrixView::Geometry MatrixView::geometry() const {
    const QFontMetrics fm(font());
    Geometry g;
    int labelWidth = fm.horizontalAdvance(tr("average"));
    for (const QString& label : data_.rowLabels)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label));
    g.left = labelWidth + fm.height() + 16;
    g.top = fm.height() * 3 + 12;
    const int columns = int(data_.columnLabels.size()) + 1;
    const int rows = int(data_.rowLabels.size()) + 1;
    const int minCell =
        std::max(fm.horizontalAdvance(QStringLiteral("100.0%")) + 8, fm.height() * 2 + 8);
    g.cellWidth = std::max(minCell, columns > 0 ? (width() - g.left - 8) / columns : minCell);
    g.cellHeight = std::max(fm.height() * 2 + 8, rows > 0 ? (height() - g.top - 8) / rows : 0);
    g.cellHeight = std::min(g.cellHeight, g.cellWidth);
    return g;
}

QRect MatrixView::cellRect(int row, int column) const {
    const Geometry g = geometry();
    return QRect(g.left + column * g.cellWidth, g.top + row * g.cellHeight, g.cellWidth,
                 g.cellHeight);
}

QPoint MatrixView::cellAt(const QPoint& position) const {
    const Geometry g = geometry();
    if (g.cellWidth <= 0 || g.cellHeight <= 0 || position.x() < g.left || position.y() < g.top)
        return {-1, -1};
    const int column = (position.x() - g.left) / g.cellWidth;
    const int row = (position.y() - g.top) / g.cellHeight;
    if (row >= data_.rowLabels.size() || column >= data_.columnLabels.size())
        return {-1, -1};
    return {column, row};
}

void MatrixView::setCurrentCell(int row, int column) {
    if (row < 0 || column < 0 || row >= data_.rowLabels.size() ||
        column >= data_.columnLabels.size())
        return;
    if (current_ == QPoint(column, row))
        return;
    current_ = QPoint(column, row);
    update();
    Q_EMIT currentCellChanged(row, column);
}

QSize MatrixView::sizeHint() const {
    const QFontMetrics fm(font());
    const int cell = fm.horizontalAdvance(QStringLiteral("100.0%")) + 24;
    const Geometry g = geometry();
    return QSize(g.left + (int(data_.columnLabels.size()) + 1) * cell + 8,
                 g.top + (int(data_.rowLabels.size()) + 1) * cell * 3 / 4 + 8);
}

QSize MatrixView::minimumSizeHint() const {
    return {200, 150};
}

void MatrixView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QFontMetrics fm(font());
    const int rows = int(data_.rowLabels.size());
    const int columns = int(data_.columnLabels.size());
    painter.setPen(palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRect(0, 0, width(), fm.height() + 4), Qt::AlignCenter, data_.title);
    painter.setFont(font());
    painter.drawText(QRect(g.left, fm.height() + 4, columns * g.cellWidth, fm.height()),
                     Qt::AlignCenter, data_.columnTitle);
    painter.save();
    painter.translate(fm.height() / 2 + 2, g.top + rows * g.cellHeight / 2);
    painter.rotate(-90);
    painter.drawText(
        QRect(-rows * g.cellHeight / 2, -fm.height() / 2, rows * g.cellHeight, fm.height()),
        Qt::AlignCenter, data_.rowTitle);
    painter.restore();
    for (int c = 0; c <= columns; ++c) {
        const QRect r(g.left + c * g.cellWidth, g.top - fm.height() - 4, g.cellWidth, fm.height());
        painter.drawText(r, Qt::AlignCenter, c < columns ? data_.columnLabels[c] : tr("average"));
    }
    for (int row = 0; row <= rows; ++row) {
        const QRect r(fm.height() + 8, g.top + row * g.cellHeight, g.left - fm.height() - 12,
                      g.cellHeight);
        painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter,
                         row < rows ? data_.rowLabels[row] : tr("average"));
    }
    const double limit = maxValue();
    auto drawCell = [&](const QRect& rect, double value, const QString& text, bool average) {
        const QColor fill =
            average ? QColor(235, 235, 235) : scoreColor(value, limit, ColorScaleKind::Sequential);
        painter.fillRect(rect.adjusted(1, 1, -1, -1), fill);
        painter.setPen(textColorOn(fill));
        painter.drawText(rect, Qt::AlignCenter, text);
    };
    for (int row = 0; row < rows; ++row)
        for (int c = 0; c < columns; ++c)
            drawCell(cellRect(row, c), data_.at(row, c), cellText(row, c), false);
    auto averageText = [&](double v) {
        return data_.kind == MatrixData::Kind::Scores ? tr("%1%").arg(v * 100.0, 0, 'f', 1)
                                                      : QString::number(v, 'f', 1);
    };
    for (int row = 0; row < rows; ++row)
        drawCell(cellRect(row, columns), 0, averageText(rowAverage(row)), true);
    for (int c = 0; c < columns; ++c)
        drawCell(cellRect(rows, c), 0, averageText(columnAverage(c)), true);
    if (current_.x() >= 0 && hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(current_.y(), current_.x()).adjusted(1, 1, -1, -1));
    }
}

void MatrixView::mousePressEvent(QMouseEvent* event) {
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0 || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    setCurrentCell(cell.y(), cell.x());
    Q_EMIT cellActivated(cell.y(), cell.x());
}

void MatrixView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(
        event->globalPosition().toPoint(),
        tr("%1: %2\n%3: %4\n%5")
            .arg(data_.rowTitle.isEmpty() ? tr("row") : data_.rowTitle, data_.rowLabels[cell.y()],
                 data_.columnTitle.isEmpty() ? tr("column") : data_.columnTitle,
                 data_.columnLabels[cell.x()], cellText(cell.y(), cell.x())),
        this);
}

void MatrixView::keyPressEvent(QKeyEvent* event) {
    if (current_.x() < 0)
        return QWidget::keyPressEvent(event);
    switch (event->key()) {
        case Qt::Key_Left:
            setCurrentCell(current_.y(), current_.x() - 1);
            break;
        case Qt::Key_Right:
            setCurrentCell(current_.y(), current_.x() + 1);
            break;
        case Qt::Key_Up:
            setCurrentCell(current_.y() - 1, current_.x());
            break;
        case Qt::Key_Down:
            setCurrentCell(current_.y() + 1, current_.x());
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            Q_EMIT cellActivated(current_.y(), current_.x());
            break;
        default:
            QWidget::keyPressEvent(event);
    }
}

}  // namespace akshara::widgets

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

double MatrixView::rowMargin(int row) const {
    if (data_.columnLabels.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (int c = 0; c < data_.columnLabels.size(); ++c)
        sum += data_.at(row, c);
    return data_.kind == MatrixData::Kind::Counts ? sum : sum / data_.columnLabels.size();
}

double MatrixView::columnMargin(int column) const {
    if (data_.rowLabels.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (int r = 0; r < data_.rowLabels.size(); ++r)
        sum += data_.at(r, column);
    return data_.kind == MatrixData::Kind::Counts ? sum : sum / data_.rowLabels.size();
}

QString MatrixView::marginTitle() const {
    return data_.kind == MatrixData::Kind::Counts ? tr("total") : tr("average");
}

QString MatrixView::cellText(int row, int column) const {
    const double value = data_.at(row, column);
    if (data_.kind == MatrixData::Kind::Scores)
        return tr("%1%").arg(value * 100.0, 0, 'f', 1);
    return tr("%1\n%2%").arg(value, 0, 'f', 0).arg(100.0 * shade(row, column), 0, 'f', 1);
}

double MatrixView::shade(int row, int column) const {
    const double value = data_.at(row, column);
    if (data_.kind == MatrixData::Kind::Scores)
        return std::clamp(value, 0.0, 1.0);
    const double total = rowMargin(row);
    return total > 0 ? value / total : 0.0;
}

QFont MatrixView::titleFont() const {
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

MatrixView::Geometry MatrixView::geometry() const {
    const QFontMetrics fm(font());
    Geometry g;
    int labelWidth = fm.horizontalAdvance(marginTitle());
    for (const QString& label : data_.rowLabels)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label));
    g.left = labelWidth + fm.height() + 16;
    // The title wraps to the width, so that its counts are never cut.
    g.titleHeight = data_.title.isEmpty()
                        ? 0
                        : QFontMetrics(titleFont())
                                  .boundingRect(QRect(0, 0, std::max(1, width() - 8), 10000),
                                                Qt::AlignHCenter | Qt::TextWordWrap, data_.title)
                                  .height() +
                              4;
    g.top = g.titleHeight + fm.height() * 2 + 12;
    const int keyHeight = fm.height() * 2 + 12;
    const int columns = int(data_.columnLabels.size()) + 1;
    const int rows = int(data_.rowLabels.size()) + 1;
    const int minCell =
        std::max(fm.horizontalAdvance(QStringLiteral("100.0%")) + 8, fm.height() * 2 + 8);
    g.cellWidth = std::max(minCell, columns > 0 ? (width() - g.left - 8) / columns : minCell);
    g.cellHeight =
        std::max(fm.height() * 2 + 8, rows > 0 ? (height() - g.top - keyHeight - 8) / rows : 0);
    g.cellHeight = std::min(g.cellHeight, g.cellWidth);
    return g;
}

QRect MatrixView::titleRect() const {
    const Geometry g = geometry();
    return QRect(4, 0, std::max(1, width() - 8), g.titleHeight);
}

QRect MatrixView::colorKeyRect() const {
    if (data_.values.empty())
        return {};
    const Geometry g = geometry();
    const QFontMetrics fm(font());
    const int rows = int(data_.rowLabels.size()) + 1;
    const int matrixWidth = (int(data_.columnLabels.size()) + 1) * g.cellWidth;
    const int keyWidth = std::min(matrixWidth, std::max(160, matrixWidth / 2));
    return QRect(g.left, g.top + rows * g.cellHeight + 8, keyWidth, fm.height() * 2 + 4);
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
                 g.top + (int(data_.rowLabels.size()) + 1) * cell * 3 / 4 + fm.height() * 2 + 20);
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
    painter.setFont(titleFont());
    painter.drawText(titleRect(), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, data_.title);
    painter.setFont(font());
    painter.drawText(QRect(g.left, g.titleHeight + 2, columns * g.cellWidth, fm.height()),
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
        const QString label = c < columns ? data_.columnLabels[c] : marginTitle();
        painter.drawText(r, Qt::AlignCenter, fm.elidedText(label, Qt::ElideRight, r.width() - 4));
    }
    for (int row = 0; row <= rows; ++row) {
        const QRect r(fm.height() + 8, g.top + row * g.cellHeight, g.left - fm.height() - 12,
                      g.cellHeight);
        painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter,
                         row < rows ? data_.rowLabels[row] : marginTitle());
    }
    const QColor marginFill(235, 235, 235);
    auto drawCell = [&](const QRect& rect, const QColor& fill, const QString& text) {
        painter.fillRect(rect.adjusted(1, 1, -1, -1), fill);
        painter.setPen(textColorOn(fill));
        painter.drawText(rect, Qt::AlignCenter, text);
    };
    for (int row = 0; row < rows; ++row)
        for (int c = 0; c < columns; ++c)
            drawCell(cellRect(row, c), scoreColor(shade(row, c), 1.0, ColorScaleKind::Sequential),
                     cellText(row, c));
    auto marginText = [&](double v) {
        return data_.kind == MatrixData::Kind::Scores ? tr("%1%").arg(v * 100.0, 0, 'f', 1)
                                                      : QString::number(v, 'f', 0);
    };
    for (int row = 0; row < rows; ++row)
        drawCell(cellRect(row, columns), marginFill, marginText(rowMargin(row)));
    for (int c = 0; c < columns; ++c)
        drawCell(cellRect(rows, c), marginFill, marginText(columnMargin(c)));

    // The colour key: the scale from 0 % to 100 % of what the cells show.
    const QRect key = colorKeyRect();
    if (!key.isEmpty()) {
        const QRect bar(key.left(), key.top(), key.width(), fm.height() / 2 + 2);
        for (int x = 0; x < bar.width(); ++x) {
            painter.fillRect(QRect(bar.left() + x, bar.top(), 1, bar.height()),
                             scoreColor(double(x) / std::max(1, bar.width() - 1), 1.0,
                                        ColorScaleKind::Sequential));
        }
        painter.setPen(palette().color(QPalette::Mid));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(bar.adjusted(0, 0, -1, -1));
        painter.setPen(palette().color(QPalette::Text));
        const QRect labels(key.left(), bar.bottom() + 2, key.width(), fm.height());
        painter.drawText(labels, Qt::AlignLeft | Qt::AlignTop, tr("0%"));
        painter.drawText(labels, Qt::AlignRight | Qt::AlignTop, tr("100%"));
        painter.drawText(
            labels, Qt::AlignHCenter | Qt::AlignTop,
            data_.kind == MatrixData::Kind::Counts ? tr("share of the row") : tr("score"));
    }
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

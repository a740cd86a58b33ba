#include "widgets/MatrixView.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "widgets/ColorScale.h"
#include "widgets/ItemCopy.h"
#include "widgets/MatrixViewAccessible.h"
#include "widgets/PlotExport.h"

namespace akshara::widgets {

MatrixView::MatrixView(QWidget* parent) : QWidget(parent) {
    if (parent != nullptr) {
        parent->installEventFilter(this);  // event() is not called for the parent given here
    }
    MatrixViewAccessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // The whole matrix as shown, margins included, for a spreadsheet or a draft.
    addCopyShortcut(this, [this] {
        return data_.values.empty()
                   ? QString()
                   : QString::fromStdString(text::tsvTable(table(clipboardLocale())));
    });
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
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
}

namespace {

// The margin of some cells: their total, or for scores the average of those present (NaN when
// none is).
double marginOf(const MatrixData& data, const std::vector<double>& values) {
    double total = 0.0;
    int present = 0;
    for (const double value : values) {
        if (!std::isnan(value)) {
            total += value;
            ++present;
        }
    }
    if (data.kind != MatrixData::Kind::Scores)
        return total;
    return present > 0 ? total / present : MatrixData::missing();
}

}  // namespace

double MatrixView::rowMargin(int row) const {
    std::vector<double> cells;
    for (int c = 0; c < data_.columnLabels.size(); ++c)
        cells.push_back(data_.at(row, c));
    return marginOf(data_, cells);
}

double MatrixView::columnMargin(int column) const {
    std::vector<double> cells;
    for (int r = 0; r < data_.rowLabels.size(); ++r)
        cells.push_back(data_.at(r, column));
    return marginOf(data_, cells);
}

double MatrixView::cornerMargin() const {
    // Over the cells, not the margins: with cells missing, those weigh a short row more.
    return marginOf(data_, data_.values);
}

QString MatrixView::marginTitle() const {
    return data_.kind == MatrixData::Kind::Scores ? tr("average") : tr("total");
}

QString MatrixView::rowMarginTitle() const {
    return apartFromLabels(data_.rowMarginTitle.isEmpty() ? marginTitle() : data_.rowMarginTitle);
}

QString MatrixView::columnMarginTitle() const {
    return apartFromLabels(data_.columnMarginTitle.isEmpty() ? marginTitle()
                                                             : data_.columnMarginTitle);
}

QString MatrixView::apartFromLabels(QString title) const {
    // A label named "total" would read as the totals: the margin's title is then "(total)",
    // as the command line's tables name it.
    while (data_.rowLabels.contains(title) || data_.columnLabels.contains(title))
        title = QStringLiteral("(%1)").arg(title);
    return title;
}

QString MatrixView::cellText(int row, int column) const {
    return cellText(row, column, locale());
}

QString MatrixView::cellText(int row, int column, const QLocale& locale) const {
    if (!data_.present(row, column))
        return QStringLiteral("\u2013");
    const double value = data_.at(row, column);
    QString text = data_.kind == MatrixData::Kind::Scores
                       ? tr("%1%").arg(locale.toString(value * 100.0, 'f', 1))
                       : tr("%1\n%2%").arg(locale.toString(value, 'f', 0),
                                           locale.toString(100.0 * shade(row, column), 'f', 1));
    const qsizetype index = qsizetype(row) * data_.columnLabels.size() + column;
    if (index < data_.captions.size() && !data_.captions[index].isEmpty())
        text += QLatin1Char('\n') + data_.captions[index];
    return text;
}

QString MatrixView::cellToolTip(int row, int column) const {
    QString tip =
        tr("%1: %2\n%3: %4\n%5")
            .arg(data_.rowTitle.isEmpty() ? tr("row") : data_.rowTitle, data_.rowLabels[row],
                 data_.columnTitle.isEmpty() ? tr("column") : data_.columnTitle,
                 data_.columnLabels[column],
                 data_.present(row, column) ? cellText(row, column) : tr("no value"));
    const qsizetype index = qsizetype(row) * data_.columnLabels.size() + column;
    if (index < data_.notes.size() && !data_.notes[index].isEmpty())
        tip += QLatin1Char('\n') + data_.notes[index];
    return tip;
}

QString MatrixView::marginText(double value) const {
    return marginText(value, locale());
}

QString MatrixView::marginText(double value, const QLocale& locale) const {
    if (std::isnan(value))
        return QStringLiteral("\u2013");
    return data_.kind == MatrixData::Kind::Scores
               ? tr("%1%").arg(locale.toString(value * 100.0, 'f', 1))
               : locale.toString(value, 'f', 0);
}

QString MatrixView::shownText(int row, int column) const {
    return shownText(row, column, locale());
}

QString MatrixView::shownText(int row, int column, const QLocale& locale) const {
    const int rows = int(data_.rowLabels.size());
    const int columns = int(data_.columnLabels.size());
    if (row < 0 || column < 0 || row > rows || column > columns)
        return {};
    if (row == rows)
        return marginText(column == columns ? cornerMargin() : columnMargin(column), locale);
    if (column == columns)
        return marginText(rowMargin(row), locale);
    // A cell's first line is its value; what follows it goes in brackets on the same line.
    const QStringList lines = cellText(row, column, locale).split(QLatin1Char('\n'));
    QString line = lines.front();
    if (lines.size() > 1)
        line += QStringLiteral(" (") + lines.mid(1).join(QStringLiteral("; ")) + QLatin1Char(')');
    return line;
}

QString MatrixView::rowName(int row) const {
    return row == data_.rowLabels.size() ? columnMarginTitle() : data_.rowLabels.value(row);
}

QString MatrixView::columnName(int column) const {
    return column == data_.columnLabels.size() ? rowMarginTitle()
                                               : data_.columnLabels.value(column);
}

text::TextTable MatrixView::table(const QLocale& locale) const {
    text::TextTable table;
    table.caption = data_.title.toStdString();
    if (!data_.rowTitle.isEmpty() || !data_.columnTitle.isEmpty())
        table.corner = tr("%1 \\ %2").arg(data_.rowTitle, data_.columnTitle).toStdString();
    const int rows = int(data_.rowLabels.size());
    const int columns = int(data_.columnLabels.size());
    for (int c = 0; c <= columns; ++c)
        table.columns.push_back(columnName(c).toStdString());
    for (int row = 0; row <= rows; ++row) {
        table.rowNames.push_back(rowName(row).toStdString());
        std::vector<std::string> cells;
        for (int c = 0; c <= columns; ++c)
            cells.push_back(shownText(row, c, locale).toStdString());
        table.cells.push_back(std::move(cells));
    }
    table.ruleBefore = {std::size_t(rows)};
    return table;
}

bool MatrixView::exportTableTo(const QString& path) const {
    return !data_.values.empty() && exportTable(table(), path);
}

double MatrixView::shade(int row, int column) const {
    if (!data_.present(row, column))
        return 0.0;
    const double value = data_.at(row, column);
    switch (data_.kind) {
        case MatrixData::Kind::Scores:
            return std::clamp(value, 0.0, 1.0);
        case MatrixData::Kind::Shares: {
            const double total = cornerMargin();
            return total > 0 ? value / total : 0.0;
        }
        case MatrixData::Kind::Counts:
            break;
    }
    const double total = rowMargin(row);
    return total > 0 ? value / total : 0.0;
}

QFont MatrixView::titleFont() const {
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

int MatrixView::shownTitleWidth(int width) const {
    const QWidget* parent = parentWidget();
    return parent != nullptr && parent->width() > 0 ? std::min(width, parent->width()) : width;
}

bool MatrixView::event(QEvent* event) {
    // The title wraps to the parent's width: its resizes change this view's layout.
    if (event->type() == QEvent::ParentAboutToChange && parentWidget() != nullptr) {
        parentWidget()->removeEventFilter(this);
    } else if (event->type() == QEvent::ParentChange && parentWidget() != nullptr) {
        parentWidget()->installEventFilter(this);
        updateGeometry();
    }
    return QWidget::event(event);
}

bool MatrixView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        updateGeometry();
        update();
    }
    return QWidget::eventFilter(watched, event);
}

MatrixView::Geometry MatrixView::geometry(const QSize& size, int titleWidth) const {
    if (titleWidth < 0) {
        titleWidth = size.width();
    }
    const QFontMetrics fm(font());
    Geometry g;
    int labelWidth = fm.horizontalAdvance(columnMarginTitle());
    for (const QString& label : data_.rowLabels)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label));
    g.left = labelWidth + fm.height() + 16;
    // The title wraps to the width, so that its counts are never cut.
    g.titleHeight = data_.title.isEmpty()
                        ? 0
                        : QFontMetrics(titleFont())
                                  .boundingRect(QRect(0, 0, std::max(1, titleWidth - 8), 10000),
                                                Qt::AlignHCenter | Qt::TextWordWrap, data_.title)
                                  .height() +
                              4;
    g.top = g.titleHeight + fm.height() * 2 + 12;
    const int keyHeight = fm.height() * 2 + 12;
    const int columns = int(data_.columnLabels.size()) + 1;
    const int rows = int(data_.rowLabels.size()) + 1;
    // Two lines of text a cell, three with captions, each wide enough for its text.
    const int lines = data_.captions.isEmpty() ? 2 : 3;
    int textWidth = fm.horizontalAdvance(QStringLiteral("100.0%"));
    for (const QString& caption : data_.captions)
        textWidth = std::max(textWidth, fm.horizontalAdvance(caption));
    const int minCell = std::max(textWidth + 8, fm.height() * lines + 8);
    g.cellWidth = std::max(minCell, columns > 0 ? (size.width() - g.left - 8) / columns : minCell);
    g.cellHeight = std::max(fm.height() * lines + 8,
                            rows > 0 ? (size.height() - g.top - keyHeight - 8) / rows : 0);
    g.cellHeight = std::max(std::min(g.cellHeight, g.cellWidth), fm.height() * lines + 8);
    return g;
}

namespace {

QRect cellRectIn(int left, int top, int cellWidth, int cellHeight, int row, int column) {
    return QRect(left + column * cellWidth, top + row * cellHeight, cellWidth, cellHeight);
}

}  // namespace

QRect MatrixView::titleRect() const {
    const Geometry g = geometry();
    return QRect(4, 0, std::max(1, shownTitleWidth(width()) - 8), g.titleHeight);
}

QRect MatrixView::colorKeyRect() const {
    if (data_.values.empty())
        return {};
    const Geometry g = geometry();
    const QFontMetrics fm(font());
    const int rows = int(data_.rowLabels.size()) + 1;
    const int matrixWidth = (int(data_.columnLabels.size()) + 1) * g.cellWidth;
    return QRect(g.left, g.top + rows * g.cellHeight + 8, colorKeyWidth(matrixWidth),
                 fm.height() * 2 + 4);
}

QString MatrixView::colorKeyCaption() const {
    if (data_.kind == MatrixData::Kind::Counts)
        return tr("share of the row");
    if (data_.kind == MatrixData::Kind::Shares)
        return tr("share of all");
    return tr("score");
}

int MatrixView::colorKeyWidth(int matrixWidth) const {
    const QFontMetrics fm(font());
    const int labels = fm.horizontalAdvance(tr("0%")) + fm.horizontalAdvance(colorKeyCaption()) +
                       fm.horizontalAdvance(tr("100%")) +
                       2 * fm.horizontalAdvance(QLatin1Char('M'));
    return std::max(labels, std::min(matrixWidth, std::max(160, matrixWidth / 2)));
}

QRect MatrixView::cellRect(int row, int column) const {
    const Geometry g = geometry();
    return cellRectIn(g.left, g.top, g.cellWidth, g.cellHeight, row, column);
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
    if (QAccessible::isActive()) {
        const int child = MatrixViewAccessible::childIndex(this, row, column);
        QAccessibleEvent selection(this, QAccessible::Selection);
        selection.setChild(child);
        QAccessible::updateAccessibility(&selection);
        if (hasFocus()) {
            QAccessibleEvent focus(this, QAccessible::Focus);
            focus.setChild(child);
            QAccessible::updateAccessibility(&focus);
        }
    }
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
    // The matrix with its cells at their narrowest, its margins and its colour key: drawn in
    // less, the last column and the key's right end were cut off.
    const QFontMetrics fm(font());
    const int columns = int(data_.columnLabels.size()) + 1;
    const int rows = int(data_.rowLabels.size()) + 1;
    const Geometry narrowest = geometry(QSize(0, 0));
    const int matrixWidth = columns * narrowest.cellWidth;
    const int width = std::max(
        200, narrowest.left +
                 std::max(matrixWidth, data_.values.empty() ? 0 : colorKeyWidth(matrixWidth)) + 8);
    // The title wrapped to that width, or to the narrower part of it shown.
    const Geometry g = geometry(QSize(width, 0), shownTitleWidth(width));
    const int keyHeight = data_.values.empty() ? 0 : fm.height() * 2 + 12;
    return {width, std::max(150, g.top + rows * g.cellHeight + keyHeight + 8)};
}

void MatrixView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paint(painter, size(), false);
    if (current_.x() >= 0 && hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(current_.y(), current_.x()).adjusted(1, 1, -1, -1));
    }
}

void MatrixView::paint(QPainter& painter, const QSize& size, bool forExport) const {
    painter.setRenderHint(QPainter::Antialiasing);
    const int titleWidth = forExport ? size.width() : shownTitleWidth(size.width());
    const Geometry g = geometry(size, titleWidth);
    const QFontMetrics fm(font());
    const int rows = int(data_.rowLabels.size());
    const int columns = int(data_.columnLabels.size());
    const QColor text = forExport ? QColor(Qt::black) : palette().color(QPalette::Text);
    const QColor frame = forExport ? QColor(Qt::gray) : palette().color(QPalette::Mid);
    // On screen the desktop's numbers; in a figure for a paper the decimal point, as every
    // figure and exported table has.
    const QLocale numbers = forExport ? QLocale::c() : locale();
    const auto cell = [&g](int row, int column) {
        return cellRectIn(g.left, g.top, g.cellWidth, g.cellHeight, row, column);
    };
    painter.setPen(text);
    painter.setFont(titleFont());
    painter.drawText(QRect(4, 0, std::max(1, titleWidth - 8), g.titleHeight),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, data_.title);
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
        const QString label = c < columns ? data_.columnLabels[c] : rowMarginTitle();
        painter.drawText(r, Qt::AlignCenter, fm.elidedText(label, Qt::ElideRight, r.width() - 4));
    }
    for (int row = 0; row <= rows; ++row) {
        const QRect r(fm.height() + 8, g.top + row * g.cellHeight, g.left - fm.height() - 12,
                      g.cellHeight);
        painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter,
                         row < rows ? data_.rowLabels[row] : columnMarginTitle());
    }
    const QColor marginFill(235, 235, 235);
    const auto drawCell = [&](const QRect& rect, const QColor& fill, const QString& label) {
        painter.fillRect(rect.adjusted(1, 1, -1, -1), fill);
        painter.setPen(textColorOn(fill));
        painter.drawText(rect, Qt::AlignCenter, label);
    };
    for (int row = 0; row < rows; ++row) {
        for (int c = 0; c < columns; ++c) {
            if (!data_.present(row, c)) {
                // No value: the background, framed, so that it reads as absent, not as 0 %.
                painter.setPen(frame);
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(cell(row, c).adjusted(1, 1, -2, -2));
                painter.setPen(text);
                painter.drawText(cell(row, c), Qt::AlignCenter, cellText(row, c, numbers));
                continue;
            }
            drawCell(cell(row, c), scoreColor(shade(row, c), 1.0, ColorScaleKind::Sequential),
                     cellText(row, c, numbers));
        }
    }
    for (int row = 0; row < rows; ++row)
        drawCell(cell(row, columns), marginFill, marginText(rowMargin(row), numbers));
    for (int c = 0; c < columns; ++c)
        drawCell(cell(rows, c), marginFill, marginText(columnMargin(c), numbers));
    if (rows > 0 && columns > 0)
        drawCell(cell(rows, columns), marginFill.darker(108), marginText(cornerMargin(), numbers));

    // The colour key: the scale from 0 % to 100 % of what the cells show.
    if (!data_.values.empty()) {
        const int matrixWidth = (columns + 1) * g.cellWidth;
        const QRect key(g.left, g.top + (rows + 1) * g.cellHeight + 8, colorKeyWidth(matrixWidth),
                        fm.height() * 2 + 4);
        const QRect bar(key.left(), key.top(), key.width(), fm.height() / 2 + 2);
        // One gradient: strips a pixel wide each left seams between them on a screen scaled by
        // a fraction (150 %).
        QLinearGradient scale(bar.left(), 0, bar.right(), 0);
        for (int i = 0; i <= 20; ++i) {
            scale.setColorAt(i / 20.0, scoreColor(i / 20.0, 1.0, ColorScaleKind::Sequential));
        }
        painter.fillRect(bar, scale);
        painter.setPen(frame);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(bar.adjusted(0, 0, -1, -1));
        painter.setPen(text);
        const QRect labels(key.left(), bar.bottom() + 2, key.width(), fm.height());
        painter.drawText(labels, Qt::AlignLeft | Qt::AlignTop, tr("0%"));
        painter.drawText(labels, Qt::AlignRight | Qt::AlignTop, tr("100%"));
        painter.drawText(labels, Qt::AlignHCenter | Qt::AlignTop, colorKeyCaption());
    }
}

QSize MatrixView::exportSize() const {
    // What the widget shows, or, when it has not been laid out, the size it asks for.
    const QSize hint = sizeHint();
    QSize size(std::max(width(), hint.width()), std::max(height(), hint.height()));
    // Wide enough for each column's label whole, up to four cells' worth of text: the reader
    // of a figure cannot widen it to read a shortened label, as the view's user can.
    const QFontMetrics fm(font());
    int widest = fm.horizontalAdvance(rowMarginTitle());
    for (const QString& label : data_.columnLabels)
        widest = std::max(widest, fm.horizontalAdvance(label));
    const int cell = std::min(widest + 8, 4 * fm.horizontalAdvance(QStringLiteral("100.0%")));
    const int columns = int(data_.columnLabels.size()) + 1;
    size.setWidth(std::max(size.width(), geometry(size).left + columns * cell + 8));
    return size;
}

bool MatrixView::exportTo(const QString& path, double scale) const {
    const QSize size = exportSize();
    return exportDrawing(path, size, logicalDpiY(), scale, data_.title,
                         [this, &size](QPainter& painter) { paint(painter, size, true); });
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
    QToolTip::showText(event->globalPosition().toPoint(), cellToolTip(cell.y(), cell.x()), this);
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

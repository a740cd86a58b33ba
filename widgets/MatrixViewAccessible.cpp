#include "widgets/MatrixViewAccessible.h"

#include <QPointer>

#include "widgets/MatrixView.h"

namespace akshara::widgets {

namespace {

// The table shown: the matrix, and its margins as the last row and column; nothing without
// values.
int rowsOf(const MatrixView* view) {
    return view->data().values.empty() ? 0 : int(view->data().rowLabels.size()) + 1;
}

int columnsOf(const MatrixView* view) {
    return view->data().values.empty() ? 0 : int(view->data().columnLabels.size()) + 1;
}

bool isCurrent(const MatrixView* view, int row, int column) {
    return view->currentCell() == QPoint(column, row);
}

// One cell of the table shown, alive while the view is and the table has it.
class MatrixCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    MatrixCellAccessible(MatrixView* view, int row, int column)
        : view_(view), row_(row), column_(column) {}

    bool isValid() const override {
        return view_ && row_ < rowsOf(view_) && column_ < columnsOf(view_);
    }
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(view_);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }

    QString text(QAccessible::Text t) const override {
        if (!isValid()) {
            return {};
        }
        const MatrixData& data = view_->data();
        switch (t) {
            case QAccessible::Name:
                return view_->shownText(row_, column_);
            case QAccessible::Description:
                if (row_ < data.rowLabels.size() && column_ < data.columnLabels.size()) {
                    return view_->cellToolTip(row_, column_)
                        .replace(QLatin1Char('\n'), QStringLiteral("; "));
                }
                return MatrixView::tr("%1, %2").arg(view_->rowName(row_),
                                                    view_->columnName(column_));
            default:
                return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}

    QRect rect() const override {
        if (!isValid()) {
            return {};
        }
        const QRect cell = view_->cellRect(row_, column_);
        return {view_->mapToGlobal(cell.topLeft()), cell.size()};
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.readOnly = true;
        state.selectable = true;
        state.focusable = true;
        state.selected = isSelected();
        state.focused = state.selected && view_->hasFocus();
        return state;
    }
    void* interface_cast(QAccessible::InterfaceType type) override {
        return type == QAccessible::TableCellInterface
                   ? static_cast<QAccessibleTableCellInterface*>(this)
                   : nullptr;
    }

    bool isSelected() const override { return isValid() && isCurrent(view_, row_, column_); }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return row_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

private:
    QPointer<MatrixView> view_;
    int row_;
    int column_;
};

QAccessibleInterface* matrixViewFactory(const QString& className, QObject* object) {
    if (object != nullptr && object->isWidgetType() &&
        className == QLatin1String(MatrixView::staticMetaObject.className())) {
        return new MatrixViewAccessible(static_cast<MatrixView*>(object));
    }
    return nullptr;
}

}  // namespace

MatrixViewAccessible::MatrixViewAccessible(MatrixView* view)
    : QAccessibleWidget(view, QAccessible::Table) {}

MatrixViewAccessible::~MatrixViewAccessible() {
    forgetCells();
}

void MatrixViewAccessible::install() {
    static bool installed = false;
    if (!installed) {
        QAccessible::installFactory(matrixViewFactory);
        installed = true;
    }
}

int MatrixViewAccessible::childIndex(const MatrixView* view, int row, int column) {
    return row * columnsOf(view) + column;
}

MatrixView* MatrixViewAccessible::view() const {
    return static_cast<MatrixView*>(widget());
}

QAccessible::Role MatrixViewAccessible::role() const {
    return QAccessible::Table;
}

QString MatrixViewAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Name && view()->accessibleName().isEmpty()) {
        return view()->data().title;
    }
    return QAccessibleWidget::text(t);
}

int MatrixViewAccessible::rowCount() const {
    return rowsOf(view());
}

int MatrixViewAccessible::columnCount() const {
    return columnsOf(view());
}

int MatrixViewAccessible::childCount() const {
    return rowCount() * columnCount();
}

QAccessibleInterface* MatrixViewAccessible::child(int index) const {
    const int columns = columnCount();
    if (index < 0 || index >= childCount()) {
        return nullptr;
    }
    return cellAt(index / columns, index % columns);
}

int MatrixViewAccessible::indexOfChild(const QAccessibleInterface* child) const {
    const auto* cell = dynamic_cast<const MatrixCellAccessible*>(child);
    if (cell == nullptr || !cell->isValid() || cell->parent() != this) {
        return -1;
    }
    return childIndex(view(), cell->rowIndex(), cell->columnIndex());
}

QAccessibleInterface* MatrixViewAccessible::cellAt(int row, int column) const {
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) {
        return nullptr;
    }
    const qint64 key = (qint64(row) << 32) | column;
    const auto found = cells_.constFind(key);
    if (found != cells_.constEnd()) {
        return QAccessible::accessibleInterface(*found);
    }
    auto* cell = new MatrixCellAccessible(view(), row, column);
    cells_.insert(key, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

QAccessibleInterface* MatrixViewAccessible::childAt(int x, int y) const {
    const QPoint position = view()->mapFromGlobal(QPoint(x, y));
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (view()->cellRect(row, column).contains(position)) {
                return cellAt(row, column);
            }
        }
    }
    return nullptr;
}

QAccessibleInterface* MatrixViewAccessible::focusChild() const {
    const QPoint current = view()->currentCell();
    return view()->hasFocus() && current.x() >= 0 ? cellAt(current.y(), current.x()) : nullptr;
}

void* MatrixViewAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface) {
        return static_cast<QAccessibleTableInterface*>(this);
    }
    return QAccessibleWidget::interface_cast(type);
}

int MatrixViewAccessible::selectedCellCount() const {
    return view()->currentCell().x() >= 0 ? 1 : 0;
}

QList<QAccessibleInterface*> MatrixViewAccessible::selectedCells() const {
    const QPoint current = view()->currentCell();
    if (current.x() < 0) {
        return {};
    }
    return {cellAt(current.y(), current.x())};
}

QString MatrixViewAccessible::columnDescription(int column) const {
    return column >= 0 && column < columnCount() ? view()->columnName(column) : QString();
}

QString MatrixViewAccessible::rowDescription(int row) const {
    return row >= 0 && row < rowCount() ? view()->rowName(row) : QString();
}

void MatrixViewAccessible::modelChange(QAccessibleTableModelChangeEvent*) {
    forgetCells();
}

void MatrixViewAccessible::forgetCells() {
    for (const QAccessible::Id id : std::as_const(cells_)) {
        QAccessible::deleteAccessibleInterface(id);
    }
    cells_.clear();
}

}  // namespace akshara::widgets

#pragma once

#include <QAccessibleWidget>
#include <QHash>

namespace akshara::widgets {

class MatrixView;

// What a screen reader reads of a MatrixView: a table of the cells as the view shows them on
// one line ("12 (40.0%)"), the margins as its last row and column, the labels as the rows' and
// columns' descriptions, each cell's tooltip as its description, and the current cell selected
// and focused. The view's title is the table's name unless the view has an accessible name.
class MatrixViewAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit MatrixViewAccessible(MatrixView* view);
    ~MatrixViewAccessible() override;

    // Makes the workbench's MatrixViews use this interface (once; later calls do nothing).
    static void install();
    // The index of the child that is the cell at `row`, `column` of the table shown.
    static int childIndex(const MatrixView* view, int row, int column);

    MatrixView* view() const;

    // QAccessibleInterface
    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

private:
    void forgetCells();

    // The cells made so far, by row (high half) and column, as ids of QAccessible's registry,
    // which owns them. A cell reads the view as it is now, so one kept across a change of the
    // matrix still reads right (or is invalid when the table no longer has it).
    mutable QHash<qint64, QAccessible::Id> cells_;
};

}  // namespace akshara::widgets

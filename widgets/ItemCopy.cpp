#include "widgets/ItemCopy.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QTableView>
#include <map>
#include <string>
#include <vector>

#include "text/TableExport.h"
#include "widgets/Shortcut.h"

namespace akshara::widgets {

namespace {

std::string utf8(const QVariant& value) {
    return value.toString().toStdString();
}

// Puts `text` on the clipboard, unless it is empty (nothing to copy).
void toClipboard(const QString& text) {
    if (!text.isEmpty()) {
        QApplication::clipboard()->setText(text);
    }
}

}  // namespace

void addCopyShortcut(QWidget* owner, std::function<QString()> text) {
    QObject::connect(addShortcut(owner, QKeySequence::Copy), &QAction::triggered, owner,
                     [text = std::move(text)] { toClipboard(text()); });
}

QString selectedCellsText(const QAbstractItemView* view, bool titles) {
    const QItemSelectionModel* selection = view->selectionModel();
    if (selection == nullptr || view->model() == nullptr) {
        return {};
    }
    const auto* table = qobject_cast<const QTableView*>(view);
    // By the place shown: a table's rows and columns may be sorted or moved, some hidden.
    std::map<int, std::map<int, std::string>> cells;  // shown row -> shown column -> text
    std::map<int, int> columns;                       // shown column -> the model's
    for (const QModelIndex& index : selection->selectedIndexes()) {
        int row = index.row();
        int column = index.column();
        if (table != nullptr) {
            if (table->isRowHidden(row) || table->isColumnHidden(column)) {
                continue;
            }
            row = table->verticalHeader()->visualIndex(row);
            column = table->horizontalHeader()->visualIndex(column);
        }
        cells[row][column] = utf8(index.data(Qt::DisplayRole));
        columns[column] = index.column();
    }
    if (cells.empty()) {
        return {};
    }
    std::string out;
    if (titles) {
        std::vector<std::string> header;
        for (const auto& [shown, column] : columns) {
            header.push_back(
                utf8(view->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole)));
        }
        out += text::tsvLine(header) + '\n';
    }
    for (const auto& [row, fields] : cells) {
        std::vector<std::string> line;
        for (const auto& [shown, column] : columns) {
            const auto field = fields.find(shown);
            line.push_back(field != fields.end() ? field->second : std::string());
        }
        out += text::tsvLine(line) + '\n';
    }
    return QString::fromStdString(out);
}

QLocale clipboardLocale() {
    QLocale locale = QLocale::system();
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

CopyActions addCopyActions(QAbstractItemView* view) {
    CopyActions actions{addShortcut(view, QKeySequence::Copy), new QAction(view)};
    actions.copy->setText(QCoreApplication::translate("ItemCopy", "&Copy"));
    actions.withTitles->setText(
        QCoreApplication::translate("ItemCopy", "Copy &with column titles"));
    QObject::connect(actions.copy, &QAction::triggered, view,
                     [view] { toClipboard(selectedCellsText(view, false)); });
    QObject::connect(actions.withTitles, &QAction::triggered, view,
                     [view] { toClipboard(selectedCellsText(view, true)); });
    return actions;
}

void addCopyEntries(QMenu* menu, const CopyActions& actions, bool enabled) {
    // The menu's own entries: the view's actions stay enabled for Ctrl+C whatever a menu
    // opened over an empty place showed.
    QAction* copy = menu->addAction(actions.copy->text(), actions.copy, &QAction::trigger);
    copy->setShortcut(QKeySequence::Copy);
    copy->setEnabled(enabled);
    menu->addAction(actions.withTitles->text(), actions.withTitles, &QAction::trigger)
        ->setEnabled(enabled);
}

}  // namespace akshara::widgets

#pragma once

#include <QLocale>
#include <QString>
#include <functional>

class QAbstractItemView;
class QAction;
class QMenu;
class QWidget;

namespace akshara::widgets {

// Ctrl+C on `owner` (while it or a child has the focus) puts `text()` on the clipboard, when
// it is not empty: a drawing's values, for a spreadsheet.
void addCopyShortcut(QWidget* owner, std::function<QString()> text);

// The selected cells of `view` as tab-separated lines (text::tsvLine), in the order shown: a
// line for each row with a selected cell, a field for each shown column with one (empty where
// that row's cell is not selected); with `titles`, the column titles first. Empty when nothing
// is selected.
QString selectedCellsText(const QAbstractItemView* view, bool titles);

// Copy (Ctrl+C, while the view has the focus) and Copy with column titles of the selected cells
// of `view` to the clipboard; addCopyEntries() puts them in the view's menu.
struct CopyActions {
    QAction* copy;
    QAction* withTitles;
};
CopyActions addCopyActions(QAbstractItemView* view);

// How numbers are copied: as the desktop's language writes them (a spreadsheet reads them so),
// without group separators.
QLocale clipboardLocale();

// Entries of a context menu that trigger `actions`, enabled with `enabled` (a selection).
void addCopyEntries(QMenu* menu, const CopyActions& actions, bool enabled);

}  // namespace akshara::widgets

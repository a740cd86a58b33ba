#pragma once

#include <QString>

class QAbstractItemView;
class QAction;

namespace akshara::widgets {

// The selected cells of `view` as tab-separated lines (text::tsvLine), in the order shown: a
// line for each row with a selected cell, a field for each shown column with one (empty where
// that row's cell is not selected); with `titles`, the column titles first. Empty when nothing
// is selected.
QString selectedCellsText(const QAbstractItemView* view, bool titles);

// Copy (Ctrl+C) and Copy with column titles (Ctrl+Shift+C) of the selected cells of `view` to
// the clipboard, while the view has the focus; the actions are returned for its context menu.
struct CopyActions {
    QAction* copy;
    QAction* withTitles;
};
CopyActions addCopyActions(QAbstractItemView* view);

}  // namespace akshara::widgets

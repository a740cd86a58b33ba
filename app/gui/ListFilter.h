#pragma once

#include <QString>
#include <QStringList>

class QLineEdit;
class QTableView;
class QWidget;

namespace akshara::gui {

// A field that filters the list of `panel`, for the panel to put above it: Find (Ctrl+F) in the
// panel goes to it. `toolTip` has %1 for the shortcut. Connect its textChanged() to the
// panel's filtering.
QLineEdit* addFilterField(QWidget* panel, const QString& placeholder, const QString& accessibleName,
                          const QString& toolTip);

// Whether `texts` hold each word of `filter` (words between spaces, case ignored); true for a
// filter with no word.
bool holdsEachWord(const QStringList& texts, const QString& filter);

// Fits the columns of `view` to the rows it shows, or to their titles when it shows none;
// whether it shows some (the columns then fit them, and the user's widths are to stay).
bool fitColumnsToRowsShown(QTableView* view);

}  // namespace akshara::gui

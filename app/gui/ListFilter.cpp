#include "ListFilter.h"

#include <QAction>
#include <QKeySequence>
#include <QLineEdit>
#include <QTableView>
#include <algorithm>

#include "widgets/Shortcut.h"

namespace akshara::gui {

QLineEdit* addFilterField(QWidget* panel, const QString& placeholder, const QString& accessibleName,
                          const QString& toolTip) {
    auto* field = new QLineEdit(panel);
    field->setPlaceholderText(placeholder);
    field->setClearButtonEnabled(true);
    field->setAccessibleName(accessibleName);
    field->setToolTip(toolTip.arg(widgets::shortcutText(QKeySequence::Find)));
    QObject::connect(widgets::addShortcut(panel, QKeySequence::Find), &QAction::triggered, field,
                     [field] {
                         field->setFocus(Qt::ShortcutFocusReason);
                         field->selectAll();
                     });
    return field;
}

bool holdsEachWord(const QStringList& texts, const QString& filter) {
    const QString text = texts.join(QLatin1Char('\n'));
    const QStringList words = filter.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return std::all_of(words.begin(), words.end(), [&text](const QString& word) {
        return text.contains(word, Qt::CaseInsensitive);
    });
}

bool fitColumnsToRowsShown(QTableView* view) {
    view->resizeColumnsToContents();  // of the rows shown
    for (int row = 0; view->model() != nullptr && row < view->model()->rowCount(); ++row) {
        if (!view->isRowHidden(row)) {
            return true;
        }
    }
    return false;
}

}  // namespace akshara::gui

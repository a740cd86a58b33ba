#pragma once

#include <QKeySequence>

class QAction;
class QWidget;

namespace akshara::widgets {

// An action on `owner` that `key` triggers while the owner or one of its children has the
// focus (a child that uses the key itself, as a line edit its Delete, keeps it); connect its
// triggered() to what the key does.
QAction* addShortcut(QWidget* owner, QKeySequence::StandardKey key);

// The key as the desktop writes it ("Ctrl+S"), for a tooltip or a menu.
QString shortcutText(QKeySequence::StandardKey key);

}  // namespace akshara::widgets

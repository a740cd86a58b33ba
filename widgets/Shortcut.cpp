#include "widgets/Shortcut.h"

#include <QAction>
#include <QWidget>

namespace akshara::widgets {

QAction* addShortcut(QWidget* owner, QKeySequence::StandardKey key) {
    auto* action = new QAction(owner);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    owner->addAction(action);
    return action;
}

QString shortcutText(QKeySequence::StandardKey key) {
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

}  // namespace akshara::widgets

#include "DroppedPaths.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QLineEdit>
#include <QMimeData>
#include <QUrl>
#include <algorithm>
#include <utility>

namespace akshara::gui {

namespace {

// Takes the drags of paths of the widget it filters (of its viewport, for a list), and hands
// the dropped paths to `take`: at most `most` at once (0: any number), and with `filesOnly`, no
// folder. Other drags (text) go on to the widget.
class PathDropFilter : public QObject {
public:
    PathDropFilter(QObject* parent, int most, bool filesOnly,
                   std::function<void(const QStringList&)> take)
        : QObject(parent), most_(most), filesOnly_(filesOnly), take_(std::move(take)) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        const QEvent::Type type = event->type();
        if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop) {
            return QObject::eventFilter(watched, event);
        }
        auto* drop = static_cast<QDropEvent*>(event);
        if (!drop->mimeData()->hasUrls()) {
            return false;  // text, dropped as the widget drops it
        }
        const QStringList paths = droppedPaths(drop->mimeData());
        const bool folder =
            filesOnly_ && std::any_of(paths.begin(), paths.end(),
                                      [](const QString& path) { return QFileInfo(path).isDir(); });
        if (paths.isEmpty() || (most_ > 0 && paths.size() > most_) || folder) {
            drop->ignore();  // not the address of a web page as text in a path field
            return true;
        }
        acceptAsCopy(drop);
        if (type == QEvent::Drop && drop->isAccepted()) {
            take_(paths);
        }
        return true;
    }

private:
    int most_;
    bool filesOnly_;
    std::function<void(const QStringList&)> take_;
};

}  // namespace

QStringList droppedPaths(const QMimeData* mime) {
    QStringList paths;
    if (mime == nullptr || !mime->hasUrls()) {
        return paths;
    }
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile() || url.toLocalFile().isEmpty()) {
            return {};
        }
        paths << QDir::toNativeSeparators(QDir::cleanPath(url.toLocalFile()));
    }
    return paths;
}

void acceptAsCopy(QDropEvent* event) {
    const Qt::DropActions possible = event->possibleActions();
    if (!possible.testAnyFlags(Qt::CopyAction | Qt::LinkAction)) {
        event->ignore();  // a move only: the source would delete the files once dropped
        return;
    }
    event->setDropAction(possible.testFlag(Qt::CopyAction) ? Qt::CopyAction : Qt::LinkAction);
    event->accept();
}

void acceptPathDrops(QLineEdit* edit) {
    edit->setAcceptDrops(true);
    edit->installEventFilter(new PathDropFilter(edit, 1, false, [edit](const QStringList& paths) {
        // As typed (textEdited, and undone by Ctrl+Z): a file to write that the user dropped
        // is theirs, not one the dialog proposes again when another field changes.
        edit->setFocus(Qt::OtherFocusReason);
        edit->selectAll();
        edit->insert(paths.front());
    }));
}

void acceptFileDrops(QWidget* target, std::function<void(const QStringList&)> add) {
    // An item view takes its drags on its viewport.
    auto* area = qobject_cast<QAbstractScrollArea*>(target);
    QWidget* receiver = area != nullptr ? area->viewport() : target;
    target->setAcceptDrops(true);
    receiver->setAcceptDrops(true);
    receiver->installEventFilter(new PathDropFilter(target, 0, true, std::move(add)));
}

}  // namespace akshara::gui

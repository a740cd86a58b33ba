#include "FolderWatch.h"

#include <QAbstractItemView>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QItemSelection>
#include <QScrollBar>
#include <QSet>
#include <QTimer>
#include <algorithm>

namespace akshara::gui {

FolderWatch::FolderWatch(QObject* parent)
    : QObject(parent), watcher_(new QFileSystemWatcher(this)), still_(new QTimer(this)) {
    still_->setSingleShot(true);
    still_->setInterval(400);
    connect(still_, &QTimer::timeout, this, [this] {
        watchSubfolders();
        Q_EMIT changed();
    });
    // Once still for a moment; while the changes go on (a workspace being built), two seconds
    // after the first at the latest.
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (!still_->isActive()) {
            pending_.start();
            still_->start(400);
        } else {
            still_->start(int(std::clamp<qint64>(2000 - pending_.elapsed(), 0, 400)));
        }
    });
}

void FolderWatch::setFolder(const QString& folder) {
    still_->stop();
    if (const QStringList watched = watcher_->directories(); !watched.isEmpty()) {
        watcher_->removePaths(watched);
    }
    folder_ = folder;
    watchSubfolders();
}

void FolderWatch::watchSubfolders() {
    if (folder_.isEmpty()) {
        return;
    }
    QStringList wanted;
    const QString above = QFileInfo(folder_).absolutePath();
    if (!QFileInfo(folder_).isDir()) {
        // Until the folder is made: the folder above, the workspace, which is otherwise left
        // unwatched (it may hold other busy files).
        if (QFileInfo(above).isDir()) {
            wanted << above;
        }
    } else {
        if (watcher_->directories().contains(above)) {
            watcher_->removePath(above);
        }
        wanted << folder_;
        const QDir dir(folder_);
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            wanted << dir.filePath(name);
        }
    }
    const QStringList listed = watcher_->directories();
    const QSet<QString> watched(listed.begin(), listed.end());
    QStringList added;
    for (const QString& path : std::as_const(wanted)) {
        if (!watched.contains(path)) {
            added << path;
        }
    }
    if (!added.isEmpty()) {
        watcher_->addPaths(added);  // a folder that cannot be watched is left unwatched
    }
}

void keepingSelection(QAbstractItemView* view,
                      const std::function<QString(const QModelIndex& index)>& keyOf,
                      const std::function<void()>& reset) {
    QAbstractItemModel* model = view->model();
    QSet<QString> selected;
    for (const QModelIndex& index : view->selectionModel()->selectedRows()) {
        selected.insert(keyOf(index));
    }
    const QModelIndex current = view->currentIndex();
    const QString currentKey = current.isValid() ? keyOf(current) : QString();
    const int currentColumn = current.isValid() ? current.column() : 0;
    const int scrolled = view->verticalScrollBar()->value();

    reset();

    QItemSelection again;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex first = model->index(row, 0);
        const QString key = keyOf(first);
        if (selected.contains(key)) {
            again.select(first, model->index(row, model->columnCount() - 1));
        }
        if (!currentKey.isEmpty() && key == currentKey) {
            view->selectionModel()->setCurrentIndex(model->index(row, currentColumn),
                                                    QItemSelectionModel::NoUpdate);
        }
    }
    view->selectionModel()->select(again, QItemSelectionModel::ClearAndSelect);
    view->verticalScrollBar()->setValue(scrolled);
}

}  // namespace akshara::gui

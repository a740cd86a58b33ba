#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <functional>

class QAbstractItemView;
class QFileSystemWatcher;
class QModelIndex;
class QTimer;

namespace akshara::gui {

// Tells when a workspace folder's content changes under another program: a run or model folder
// added, renamed or removed in it (by the command line, another workbench, a file manager), or
// a file of one of those folders added, replaced or removed (a run's summary written at its
// end, a model's files written one by one). `changed()` comes once the folders have been still
// for a moment, so that a program writing several files is noticed once; while they keep
// changing, two seconds after the first change at the latest. Changes of a file's content in place
// (a run's results appended line by line) are not noticed.
class FolderWatch : public QObject {
    Q_OBJECT
public:
    explicit FolderWatch(QObject* parent = nullptr);

    // Watches `folder` and its subfolders (none when empty); a subfolder created later is
    // watched from then on. While the folder is missing, the folder above it is watched, so
    // that the folder is noticed when it is made later (a workspace's models/ comes with its
    // first training) or removed and made again.
    void setFolder(const QString& folder);
    QString folder() const { return folder_; }

Q_SIGNALS:
    void changed();

private:
    // Watches the folder and its subfolders as they are now, or the folder above while the
    // folder is missing (Qt stops watching those removed).
    void watchSubfolders();

    QString folder_;
    QFileSystemWatcher* watcher_;
    QTimer* still_;
    QElapsedTimer pending_;  // since the first change not yet told
};

// Calls `reset`, which lists the view's rows again, and selects again the rows that were
// selected, the current one current, at the same scroll position: a row is the same when
// `keyOf` (given an index of the view's model) says so, wherever the row is now.
void keepingSelection(QAbstractItemView* view,
                      const std::function<QString(const QModelIndex& index)>& keyOf,
                      const std::function<void()>& reset);

}  // namespace akshara::gui

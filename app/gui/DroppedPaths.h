#pragma once

#include <QStringList>
#include <functional>

class QLineEdit;
class QDropEvent;
class QMimeData;
class QWidget;

namespace akshara::gui {

// The local paths of the files and folders a drag carries (from a file manager), with the
// platform's separators; empty when it carries none, or any that is not a local file (a web
// address).
QStringList droppedPaths(const QMimeData* mime);

// Accepts a drag of files as a copy (else a link), whatever the file manager proposes; ignores
// one it can only move: a move would have it delete the files once they are dropped.
void acceptAsCopy(QDropEvent* event);

// Lets a path field of a dialog take a file or folder dropped on it: its text becomes the path,
// as typed (the main window's fields pass drops on to the window instead). A drag of several paths
// is refused (the field holds one); a drag of text inserts the text as before.
void acceptPathDrops(QLineEdit* edit);

// Lets `target` (a list of files) take files dropped on it: `add` is called with their paths.
// A drag with a folder in it is refused.
void acceptFileDrops(QWidget* target, std::function<void(const QStringList&)> add);

}  // namespace akshara::gui

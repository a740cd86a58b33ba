#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QTimer>
#include <algorithm>

#include "DroppedPaths.h"
#include "MainWindow.h"
#include "RunOpener.h"
#include "lexicon/TableFormat.h"

namespace akshara::gui {

namespace {

// What a path dropped on the window is, as the window opens it.
enum class Dropped { Workspace, Run, Model, Predictions, Table, Other };

// Whether the file is meant as a confusion table, however wrong (its start is read, however
// long the file): importing it says what is wrong.
bool isTableFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) &&
           lexicon::meantAsTable(lexicon::parseTable(file.read(64 * 1024).toStdString()));
}

// Sends the drags of files over the window's fields (a sentence, a search) on to the window,
// which opens what they carry: a field would take the file's address as text.
class PassDropsToWindow : public QObject {
public:
    explicit PassDropsToWindow(QWidget* window) : QObject(window), window_(window) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        const QEvent::Type type = event->type();
        if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop) {
            return false;
        }
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget == nullptr || widget == window_ || widget->window() != window_ ||
            droppedPaths(static_cast<QDropEvent*>(event)->mimeData()).isEmpty()) {
            return false;
        }
        event->ignore();  // Qt offers it to the widget's parent next, up to the window
        return true;
    }

private:
    QWidget* window_;
};

Dropped droppedKind(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        if (dir.exists(QStringLiteral("manifest.json")) ||
            dir.exists(QStringLiteral("summary.json"))) {
            return Dropped::Run;
        }
        if (dir.exists(QStringLiteral("config.json"))) {
            return Dropped::Model;
        }
        return Workspace(path).exists() ? Dropped::Workspace : Dropped::Other;
    }
    if (info.isFile() && info.suffix().compare(QLatin1String("jsonl"), Qt::CaseInsensitive) == 0) {
        return Dropped::Predictions;
    }
    if (info.isFile() && isTableFile(path)) {
        return Dropped::Table;
    }
    return Dropped::Other;
}

}  // namespace

void MainWindow::acceptDroppedFiles() {
    setAcceptDrops(true);
    qApp->installEventFilter(new PassDropsToWindow(this));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedPaths(event->mimeData()).isEmpty()) {
        acceptAsCopy(event);
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList paths = droppedPaths(event->mimeData());
    if (paths.isEmpty()) {
        return;
    }
    acceptAsCopy(event);
    if (!event->isAccepted()) {
        return;
    }
    // Opened once the drop has ended: its questions (another workspace, a table to replace)
    // would hold the file manager until they are answered.
    QTimer::singleShot(0, this, [this, paths] { openDropped(paths); });
}

bool MainWindow::openDropped(const QStringList& paths) {
    std::vector<Dropped> kinds;
    for (const QString& path : paths) {
        kinds.push_back(droppedKind(path));
    }
    const auto all = [&kinds](Dropped kind) {
        return std::all_of(kinds.begin(), kinds.end(), [kind](Dropped k) { return k == kind; });
    };
    if (paths.isEmpty()) {
        return false;
    }
    if (all(Dropped::Run)) {
        return opener_->open(paths) != 0;
    }
    if (paths.size() == 1 && kinds.front() == Dropped::Workspace) {
        return switchWorkspace(paths.front());
    }
    if (paths.size() == 1 && kinds.front() == Dropped::Model) {
        trySentenceWith(paths.front());
        return true;
    }
    if (paths.size() <= 2 && all(Dropped::Predictions)) {
        openPredictions(paths);
        return true;
    }
    if (all(Dropped::Table)) {
        bool imported = false;
        for (const QString& path : paths) {
            imported = importTable(path) || imported;
        }
        return imported;
    }
    const QString what =
        tr("Drop a workspace to open it, run folders to show them, a model folder to try "
           "sentences with it, one or two prediction files (.jsonl) to see their matrices, or "
           "confusion tables to import them.");
    const auto other = std::find(kinds.begin(), kinds.end(), Dropped::Other);
    if (other != kinds.end()) {
        const QString path = paths[int(other - kinds.begin())];
        const QString is = QFileInfo(path).isDir()
                               ? tr("%1 is not a workspace, a run folder or a model folder.")
                               : tr("%1 is neither a prediction file (.jsonl) nor a "
                                    "confusion table.");
        showError(tr("Nothing was opened"), is.arg(path) + QLatin1Char('\n') + what);
    } else {
        showError(tr("Nothing was opened"),
                  tr("These %n items cannot be opened together.", nullptr, int(paths.size())) +
                      QLatin1Char('\n') + what);
    }
    return false;
}

}  // namespace akshara::gui

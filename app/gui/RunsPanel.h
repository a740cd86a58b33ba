#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>

#include "widgets/ItemCopy.h"

class QLineEdit;
class QTableView;

namespace akshara::gui {

class FolderWatch;
class RunBrowserModel;
struct RunInfo;

// The Runs dock: the run folders of the workspace's runs/ in a sortable table, the newest
// first, several selectable at once. A double-click opens a run; its menu opens it, resumes an
// unfinished attack or ASR-curve run, shows its folder in the file manager, compares the
// selected runs of a kind, or moves the selected runs to the desktop's trash after asking.
//
// The list follows runs/ as other programs change it: a run the command line starts or
// finishes, a run removed or renamed in a file manager. The selected runs stay selected.
class RunsPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunsPanel(QWidget* parent = nullptr);

    // Lists the runs of `runsDir` (the open workspace's runs/).
    void setRunsDir(const QString& runsDir);
    // Lists the runs again, keeping the selection and the current run where they still are;
    // emits vanished() for those listed before and no longer, updated() for those whose
    // headline changed.
    void refresh();

    // The runs selected whose kind is `kind` ("attack", "asr-curve", "probe"), in the order
    // shown.
    QStringList selectedRuns(const QString& kind) const;
    // The folders of all the selected runs, in the order selected.
    QStringList selectedRunFolders() const;
    // Whether the menu offers to resume `run`: an attack or ASR-curve run with a manifest and
    // without its summary.
    static bool isResumable(const RunInfo& run);
    // Whether a job of the window writes the run in `runFolder`: it is not moved to the trash,
    // nor offered to be resumed (another program's run is known by its folder's lock).
    void setWritingCheck(std::function<bool(const QString& runFolder)> writing);
    // Moves run folders of runs/ to the desktop's trash, where they can be restored from, and
    // lists the runs again. Returns why each one that could not be moved stayed (its folder
    // and the reason, one a line); empty when all were moved. `trashed` gets where each one
    // moved went. Nothing outside runs/ is moved.
    QStringList moveToTrash(const QStringList& runFolders, QStringList* trashed = nullptr);

    QTableView* view() const { return view_; }
    RunBrowserModel* model() const { return model_; }
    // Shows only the runs that have each word of `text` (case aside) in what the list shows of
    // them or in their model's and data's paths ("attack muril hi"); all runs when it is empty.
    // The runs it hides are not selected. As typing in the filter field (Ctrl+F in the list).
    void setFilter(const QString& text);
    QLineEdit* filterField() const { return filter_; }

Q_SIGNALS:
    void openRequested(const QString& runFolder);
    // The menu's Resume: the unfinished attack or ASR-curve run `runFolder`.
    void resumeRequested(const QString& runFolder);
    // The menu's Compare: the selected runs of `kind`.
    void compareRequested(const QStringList& runFolders, const QString& kind);
    // Something the user should read in a message box.
    void problem(const QString& title, const QString& message);
    // The runs `runFolders` went to the trash: no view should go on showing them.
    void movedToTrash(const QStringList& runFolders);
    // The runs `runFolders`, listed before, were removed, renamed or emptied outside the
    // workbench.
    void vanished(const QStringList& runFolders);
    // The headlines of the runs `runFolders` changed: a run written by another program has
    // finished (its summary came), or its summary was written again.
    void updated(const QStringList& runFolders);

private:
    void showMenu(const QPoint& position);
    // Hides the rows the filter leaves out (again after the list changes or is sorted).
    void applyFilter();
    void askToTrash(const QStringList& runFolders);
    // The columns fit the runs shown, once some show after a workspace opened or the list was
    // empty; the widths then stay as the user sets them.
    void fitColumnsToRunsShown();

    std::function<bool(const QString&)> writing_;
    QString runsDir_;
    RunBrowserModel* model_;
    QTableView* view_;
    QLineEdit* filter_;
    bool columnsFitted_ = false;
    widgets::CopyActions copy_{};  // Copy, Copy with column titles: in the menu too
    FolderWatch* watch_;
};

}  // namespace akshara::gui

#pragma once

#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "lexicon/ConfusionTable.h"

namespace akshara::gui {

// A workspace folder: runs/ (run folders), tables/ (confusion tables, *.tsv), data/, models/
// (classifiers trained in the workbench, made by the first), and cache/ (hidden states that probing
// runs share, made by the first run).
class Workspace {
public:
    explicit Workspace(QString root = {});

    // Creates the folder and its runs/, tables/ and data/ subfolders; false if it cannot, or if
    // one of them is a file or cannot be read, with the reason (naming the folder) in `problem`.
    bool create(QString* problem = nullptr) const;
    bool isValid() const { return !root_.isEmpty(); }
    // Whether the folder is laid out as a workspace already (it has runs/ or tables/).
    bool exists() const;
    // Whether anything stands where runs/ or tables/ go (a folder, or a file in its place): a
    // workspace, perhaps a damaged one, rather than a folder of other things.
    bool claimed() const;
    // Why a workspace asked for by name (--workspace) is not opened: it may be made of a new
    // folder or an empty one, as File > New workspace does, but not of a folder of other files
    // unasked (File > Open workspace asks), nor where the folder above does not exist either
    // (a mistyped name). Empty when it may be opened or made.
    static QString namedProblem(const QString& root);
    // Whether `path` (a file or folder) lies inside the workspace's folder.
    bool holds(const QString& path) const;
    // Whether `path` is the workspace's folder, however it is written.
    bool isAt(const QString& path) const;
    const QString& root() const { return root_; }
    QString runsDir() const;
    QString tablesDir() const;
    QString dataDir() const;
    QString modelsDir() const;

    // The tables of tables/*.tsv in file name order; unreadable files are skipped and named
    // in `problems` (one line each), as are the errors of the tables read (file and line,
    // the first five of each file).
    std::vector<lexicon::ConfusionTable> readTables(QStringList* problems = nullptr) const;
    // Writes the table to tables/<name>.tsv atomically and returns the path; throws
    // InputError when the name is empty or the file cannot be written.
    QString saveTable(const lexicon::ConfusionTable& table) const;

    enum class EntryKind { Folder, File };
    // The entries of `folder` (folders or regular files, as `kind` says) whose names are not
    // valid UTF-8, which Qt does not list: their names decoded for a message, in listing order.
    static QStringList namesNotUtf8(const QString& folder, EntryKind kind);

private:
    QString root_;
};

// The workspaces opened before, the last one first (at most eight), as File > Open recent
// lists them: folders that are gone are left out.
QStringList recentWorkspaces();
// Puts `path` first among the recent workspaces.
void rememberRecentWorkspace(const QString& path);
void forgetRecentWorkspaces();

// Moves the file or folder `path` into the desktop's trash as the freedesktop.org trash
// specification has it: into Trash/files of the user's data folder (~/.local/share), with its
// original place and the time in Trash/info, so that a file manager restores it. The trash is
// made when missing. Nothing is copied: a file on another disk than the trash stays, and false
// is returned with the reason in `problem`. `inTrash` gets where it went.
bool moveToTrash(const QString& path, QString* inTrash = nullptr, QString* problem = nullptr);

// Removes the folders of runs that a workbench killed while they ran left in `runsDir`
// (".<run>.partial"): those no run holds the lock of and that have not changed for a minute,
// since a run starting in another window locks its folder just after making it. A run with its
// summary (finished, its new name lost to a power cut) is kept instead, under its name, and so
// is an attack or ASR-curve run with a manifest and results, as a run cancelled is (to be
// resumed); `kept` gets those folders. Returns how many were removed.
int removeAbandonedRuns(const QString& runsDir, QStringList* kept = nullptr);

// Removes what is left of the checkpoints of trainings into the folders of `modelsDir` that were
// killed as they removed it, their models published: about three times a model's size each,
// that only the next training into the folder removed. Returns how many went.
int removePublishedCheckpoints(const QString& modelsDir);

// Opens the desktop's file manager on the folder `path`; empty when it did, else what went
// wrong, naming the folder (gone since it was listed, or no file manager to open it).
QString showInFileManager(const QString& path);

}  // namespace akshara::gui

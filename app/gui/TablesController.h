#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <QByteArray>
#include <map>
#include <optional>
#include <string>

class QFileSystemWatcher;
class QTimer;
class QWidget;

#include "Workspace.h"
#include "jobs/RunFolder.h"
#include "widgets/ConfusionTableEditor.h"

namespace akshara::gui {

// Wires the confusion table editor: loads the built-in tables and the workspace's own,
// saves an edited table into the workspace's tables/ folder and previews a word's candidates
// from the phono, ortho and random operators of the table's language.
//
// A table's file changed by another program (a text editor, another workbench) is read again
// when the editor holds no unsaved edits of it; with edits, Save asks whether to overwrite the
// file or to reload it, and never overwrites it unasked.
//
// Edits not yet saved are kept as drafts in the workspace's tables/unsaved/ folder (a second
// after the last edit), so that a crash or a killed workbench loses none: the next start on the
// workspace restores them as unsaved edits. Each draft records the file its edits began from:
// one changed since (by another program, after a crash) is said to have changed, and Save asks
// before overwriting it. A draft goes when its table is saved or its edits are discarded. One
// workbench keeps a workspace's drafts (it locks tables/): a second one
// open on it neither writes, removes nor restores them, and says so (draftsKeptElsewhere()).
class TablesController : public QObject {
    Q_OBJECT
public:
    TablesController(widgets::ConfusionTableEditor* editor, QObject* parent = nullptr);

    // Loads the built-in tables followed by the workspace's (a workspace table named like a
    // built-in one replaces it), then the workspace's drafts as unsaved edits of their tables
    // (draftsRestored() names them).
    void setWorkspace(const Workspace& workspace);
    // Saves the table into the workspace; returns the path or throws InputError, also when its
    // file was changed by another program since it was read or saved here (unless `overwrite`).
    QString save(const lexicon::ConfusionTable& table, bool overwrite = false);
    // Whether the file of the table `name` differs from what the workbench last read or wrote
    // (changed, made or removed by another program).
    bool changedOnDisk(const std::string& name) const;
    // Reads the table `index` again from its file, its unsaved edits discarded; throws
    // InputError when the file cannot be read.
    void reloadFromDisk(int index);
    // Reads again the tables whose files changed on disk and that have no unsaved edits (and
    // says so with tablesChangedOnDisk()); done by itself shortly after a file changes.
    void reloadChangedTables();
    // Saves every modified table (or those named in `only`), as Save does each (saved() tells
    // of each); returns the problems (one line each), empty when all saved. A table whose
    // file changed on disk is not saved: a problem says so.
    QStringList saveModified(const QStringList& only = {});
    // The tables with unsaved edits, as they stand, and their names.
    std::vector<lexicon::ConfusionTable> modifiedTables() const;
    QStringList modifiedNames() const;
    // With table edits not saved, asks in a message box over `parent` whether to save them,
    // discard them (and their drafts) or stay: true to go on (saved, or discarded), false to
    // stay (also when saving fails: saveFailed() says why). Discarded edits get no drafts
    // again until the next edit, though they stay in the editor until the next workspace.
    bool settleUnsavedEdits(QWidget* parent);
    // Before a run of the operators `operators` on `language`: with edits not saved of a table
    // they read (which the run would leave out), asks over `parent` whether to save them
    // first, start without them (they stay in the editor) or not start: true to start (also
    // after saving them), false not to (also when saving fails: saveFailed() says why).
    bool settleEditsBeforeRun(QWidget* parent, const std::vector<std::string>& operators,
                              const std::string& language);
    // Forgets the drafts of the unsaved edits (they stay in the editor until it is given other
    // tables).
    void discardDrafts();
    // Writes the drafts of the modified tables now, and removes those of the others; returns
    // the problems (also reported with draftFailed()).
    QStringList writeDrafts();
    // The folder of the drafts.
    QString draftsDir() const;

    // The candidates of `word` from the operators that read `table`, with the table as it
    // stands in place of the saved or built-in one (candidate, "operator: category"), for its
    // language, else its script's most written one (Hindi for Devanagari, Bengali for Bengali). A
    // row with an empty candidate says why there are none: no operator reads the table, or its
    // entries have an error. `tablesDir`: the workspace's tables/, whose saved tables the operators
    // read for the tables they read beside this one.
    static std::vector<std::pair<QString, QString>> candidatesFor(
        const lexicon::ConfusionTable& table, const QString& word, const QString& tablesDir = {});

    // Puts the built-in table of that name back in place of the workspace's table `index` of
    // the editor: the saved file moves to tables/replaced/ (the returned path), its draft and
    // its unsaved edits go. Throws InputError when the file cannot be moved.
    QString useBuiltin(int index);

    // What importTable() did: the table's name, its file in the workspace, where the file it
    // replaced went (empty: none), the errors of its entries, and whether the workspace had
    // that very table already (nothing was written).
    struct Imported {
        QString name;
        QString path;
        QString movedTo;
        int errors = 0;
        bool unchanged = false;
    };
    // Copies a table file into tables/ as the file of its '# name:', as written, and shows it
    // in place of that table, asking over `parent` before it replaces the workspace's file or
    // unsaved edits (nothing when the user says no). Throws InputError when it is refused.
    std::optional<Imported> importTable(const QString& file, QWidget* parent);

Q_SIGNALS:
    // The table is saved to `path`; `errors` counts its errors, for which Try a sentence and
    // the runs refuse it until they are fixed.
    void saved(const QString& path, int errors);
    void saveFailed(const QString& message);
    void loadProblems(const QStringList& problems);
    // The built-in table `name` is used again; the workspace's table was moved to `movedTo`.
    void builtinRestored(const QString& name, const QString& movedTo);
    // Unsaved edits of these tables were restored from their drafts.
    void draftsRestored(const QStringList& names);
    // A draft could not be written: the edits are only in memory.
    void draftFailed(const QString& message);
    // Another workbench open on the workspace keeps its drafts: edits here are only in memory
    // until saved.
    void draftsKeptElsewhere();
    // Tables whose files were changed by another program: `reloaded` were read again, `kept`
    // have unsaved edits that stay (Save asks before overwriting the file).
    void tablesChangedOnDisk(const QStringList& reloaded, const QStringList& kept);

private:
    // Saves the editor's table `index` (`table`, as it stands) as Save does: marked saved, a
    // built-in one's copy marked curated, and saved() telling how many errors its file has.
    // Throws as save() does.
    void saveAndTell(int index, const lexicon::ConfusionTable& table, bool overwrite = false);
    // saveModified(only); true when all were saved, else false with saveFailed() saying why.
    bool savedOrSaid(const QStringList& only = {});
    // Moves the workspace's file of the table `name` to tables/replaced/NAME-DATE-TIME.tsv and
    // returns where; empty when there is none. Throws InputError when it cannot be moved.
    QString moveAside(const std::string& name);
    // Where the file of the table `name` goes when it is replaced:
    // tables/replaced/NAME-DATE-TIME.tsv.
    QString replacedPath(const std::string& name) const;
    // Removes the draft of the table `name`'s unsaved edits, when the drafts are this
    // workbench's.
    void removeDraft(const std::string& name);
    // The index of the table `name` in the editor; -1 when it has none.
    int editorIndex(const std::string& name) const;
    // The path of the table `name`'s file in the workspace.
    QString tablePath(const std::string& name) const;
    // The bytes of that file now; nothing when there is none.
    std::optional<QByteArray> readOnDisk(const std::string& name) const;
    // Whether `now`, the bytes of the file of `name` (nothing: no file), differ from what the
    // workbench last read or wrote.
    bool differsFromKnown(const std::string& name, const std::optional<QByteArray>& now) const;
    // Remembers the file of `name` as it is now, as the workbench's own.
    void rememberOnDisk(const std::string& name);
    // Watches the tables folder and its files, when there is one.
    void watchTables();
    // Asks, over the editor, what to do with the table `index` whose file changed on disk;
    // true when the edits are to overwrite it.
    bool askToOverwrite(int index);

    widgets::ConfusionTableEditor* editor_;
    Workspace workspace_;
    QTimer* draftTimer_;
    bool draftProblemShown_ = false;  // the last write failed and said so: not again each edit
    // The edits in the editor were discarded (settleUnsavedEdits()): no drafts of them are
    // written until the next edit or workspace.
    bool editsDiscarded_ = false;
    // This workbench's hold on the workspace's drafts; none while another workbench keeps
    // them (keepsDrafts_ false then).
    std::optional<jobs::FolderLock> draftsLock_;
    bool keepsDrafts_ = true;
    // Each table's file as the workbench last read or wrote it, by table name; a name missing
    // had no file.
    std::map<std::string, QByteArray> onDisk_;
    // The tables already said to have changed on disk under unsaved edits (said once).
    std::map<std::string, QByteArray> changeSaid_;
    // The file each table's unsaved edits began from (its SHA-256, or none), by table name:
    // written beside its draft.
    std::map<std::string, QByteArray> draftBases_;
    QFileSystemWatcher* watcher_;
    QTimer* reloadTimer_;
};

}  // namespace akshara::gui

#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

class QTimer;

#include "Workspace.h"
#include "widgets/ConfusionTableEditor.h"

namespace akshara::gui {

// Wires the confusion table editor: loads the built-in tables and the workspace's own,
// saves an edited table into the workspace's tables/ folder and previews a word's candidates
// from the phono, ortho and random operators of the table's language.
//
// Edits not yet saved are kept as drafts in the workspace's tables/unsaved/ folder (a second
// after the last edit), so that a crash or a killed workbench loses none: the next start on the
// workspace restores them as unsaved edits. A draft goes when its table is saved or its edits
// are discarded.
class TablesController : public QObject {
    Q_OBJECT
public:
    TablesController(widgets::ConfusionTableEditor* editor, QObject* parent = nullptr);

    // Loads the built-in tables followed by the workspace's (a workspace table named like a
    // built-in one replaces it), then the workspace's drafts as unsaved edits of their tables
    // (draftsRestored() names them).
    void setWorkspace(const Workspace& workspace);
    // Saves the table into the workspace; returns the path or throws InputError.
    QString save(const lexicon::ConfusionTable& table);
    // Saves every modified table; returns the problems (one line each), empty when all saved.
    QStringList saveModified();
    // The tables with unsaved edits, as they stand, and their names.
    std::vector<lexicon::ConfusionTable> modifiedTables() const;
    QStringList modifiedNames() const;
    // With table edits not saved, asks in a message box over `parent` whether to save them,
    // discard them (and their drafts) or stay: true to go on (saved, or discarded), false to
    // stay (also when saving fails: saveFailed() says why). Discarded edits get no drafts
    // again until the next edit, though they stay in the editor until the next workspace.
    bool settleUnsavedEdits(QWidget* parent);
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

private:
    widgets::ConfusionTableEditor* editor_;
    Workspace workspace_;
    QTimer* draftTimer_;
    bool draftProblemShown_ = false;  // the last write failed and said so: not again each edit
    // The edits in the editor were discarded (settleUnsavedEdits()): no drafts of them are
    // written until the next edit or workspace.
    bool editsDiscarded_ = false;
};

}  // namespace akshara::gui

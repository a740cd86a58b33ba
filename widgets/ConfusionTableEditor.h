#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <utility>
#include <vector>

#include "lexicon/ConfusionTable.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QUndoGroup;
class QUndoStack;

namespace akshara::widgets {

class ConfusionTableModel;

// Candidates a word would get from the perturbation engine: (candidate, operator or note).
using CandidateProvider =
    std::function<std::vector<std::pair<QString, QString>>(const QString& word)>;

// Editor of the confusion tables (one per script and kind, chosen in a selector): an editable
// grid with the glyphs large, their Unicode names and classes, the entry projected into the
// nine Brahmic scripts, validation problems marked on their rows, search and a problems-only
// filter, add/remove/edit with undo and redo, a preview of a word's candidates, and Save, which
// emits the edited table (the caller writes the file). A table whose entries differ from the
// ones it was given (or last saved) is modified: marked with * in the selector.
class ConfusionTableEditor : public QWidget {
    Q_OBJECT
public:
    explicit ConfusionTableEditor(QWidget* parent = nullptr);

    // The tables to edit, as they are saved; the first one is shown. Edits of a table are kept
    // when switching.
    void setTables(const std::vector<lexicon::ConfusionTable>& tables);
    // Replaces the entries of table `index` with `edited` as an edit of it, as when unsaved
    // edits are restored (the table is then modified unless they are the same).
    void setEditedTable(int index, const lexicon::ConfusionTable& edited);
    // The tables with their edits.
    std::vector<lexicon::ConfusionTable> tables() const;
    int currentTableIndex() const;
    void setCurrentTableIndex(int index);
    const lexicon::ConfusionTable& currentTable() const;

    // Puts what is typed in a cell still being edited into the table, as leaving the cell
    // would: Save, and the question of unsaved edits on closing, take it.
    void commitCellBeingEdited();

    // Whether table `index` differs from the table it was given or last saved as.
    bool isModified(int index) const;
    // The indexes of the modified tables, in order.
    std::vector<int> modifiedTables() const;
    // Table `index` (with its edits) is now saved: it is no longer modified.
    void markSaved(int index);
    // Gives table `index` other entries as saved (not modified); when it is shown, its edits and
    // their undo history go.
    void replaceTable(int index, const lexicon::ConfusionTable& table);
    // Adds a table, as saved, after the others in the selector; returns its index.
    int addTable(const lexicon::ConfusionTable& table);
    // Table `index` is the workspace's own version of a built-in table: "curated" in the
    // selector, and Use built-in asks for the built-in one back (builtinRequested).
    void setCurated(int index, bool curated);
    bool isCurated(int index) const;

    // Without a provider the preview is disabled.
    void setCandidateProvider(CandidateProvider provider);
    // Fills the preview list with the candidates of `word` (as typing in the preview field).
    void previewWord(const QString& word);
    QStringList previewCandidates() const;

    // Searches source, target, names, category and note (case-insensitive substring).
    void setSearchText(const QString& text);
    void setProblemsOnly(bool only);

    // Appends an empty entry (or a copy of the current one) and starts editing its source.
    void addEntry();
    // Removes the selected entries.
    void removeSelectedEntries();
    // Adds the rows of tab-separated `text` (cells copied from a spreadsheet or from this
    // editor) after the last entry as one edit, their fields in the file's order (source,
    // target, category, weight, note) or as a first row of titles names them; selects them
    // and returns how many. A line without a source or target is passed over.
    int pasteEntries(const QString& text);

    ConfusionTableModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* view() const { return view_; }
    // The undo history of the table shown (each table keeps its own while others are shown).
    QUndoStack* undoStack() const;
    QSize sizeHint() const override;

Q_SIGNALS:
    // Save pressed: the current table with its edits.
    void saveRequested(const akshara::lexicon::ConfusionTable& table);
    // Use built-in pressed on a curated table.
    void builtinRequested(int index);
    void currentTableChanged(int index);
    // A table became modified, or stopped being so (edited, undone, saved, restored).
    void modifiedChanged();

private:
    void showTable(int index);
    void storeCurrent();
    void updateStatus();
    // Compares the current table with its saved form, and marks it in the selector.
    void updateModified();
    QString tableLabel(int index) const;
    void updateBuiltinButton();

    std::vector<lexicon::ConfusionTable> tables_;
    std::vector<std::string> savedText_;  // per table, its text as given or last saved
    std::vector<bool> modified_;
    std::vector<bool> curated_;
    int current_ = -1;
    CandidateProvider provider_;
    QUndoGroup* undoGroup_ = nullptr;
    std::vector<QUndoStack*> histories_;  // per table; the last, of no table

    ConfusionTableModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QComboBox* tableBox_ = nullptr;
    QLineEdit* search_ = nullptr;
    QCheckBox* problemsOnly_ = nullptr;
    QTableView* view_ = nullptr;
    QLabel* status_ = nullptr;
    QString refused_;  // why the last value typed was not taken, until the next edit
    QPushButton* builtin_ = nullptr;
    QLineEdit* previewWord_ = nullptr;
    QListWidget* previewList_ = nullptr;
};

}  // namespace akshara::widgets

Q_DECLARE_METATYPE(akshara::lexicon::ConfusionTable)

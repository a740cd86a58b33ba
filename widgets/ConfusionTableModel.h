#pragma once

#include <QAbstractTableModel>
#include <QFont>
#include <QStringList>
#include <optional>
#include <string_view>
#include <vector>

#include "lexicon/ConfusionTable.h"
#include "lexicon/TableValidation.h"

class QUndoStack;

namespace akshara::widgets {

// Editable model over one confusion table: a row per entry; editable columns for source,
// target, category, weight and note, then the Unicode names and classes of the source, then the
// entry projected into each of the nine Brahmic scripts (core/text mapCharacter). Every edit
// goes through the undo stack; the table is validated (core/lexicon validateTable) after each
// change and its problems are shown on their rows (tooltip, red or amber background).
class ConfusionTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        SourceColumn,
        TargetColumn,
        CategoryColumn,
        WeightColumn,
        NoteColumn,
        NameColumn,
        ClassColumn,
        FirstScriptColumn
    };
    enum Role { ProblemRole = Qt::UserRole + 1, SeverityRole };

    ConfusionTableModel(QUndoStack* undoStack, QObject* parent = nullptr);

    // The engine's names of scripts ("Devanagari"), character classes ("vowel-sign") and table
    // kinds ("phonological") in the workbench's language; the engine's name for one not known.
    static QString scriptTitle(std::string_view name);
    static QString classTitle(std::string_view name);
    static QString kindTitle(std::string_view name);
    // A problem validateTable() found, in the workbench's language: "error: self-map: क -> क".
    static QString problemText(const lexicon::TableProblem& problem);

    void setTable(const lexicon::ConfusionTable& table);  // clears the undo stack
    // Shows `table` with `history` as its undo stack, kept as it is: the edits made to this
    // table when it was shown before stay undoable.
    void showTable(const lexicon::ConfusionTable& table, QUndoStack* history);
    QUndoStack* undoStack() const { return undoStack_; }
    const lexicon::ConfusionTable& table() const { return table_; }
    // Problems that concern the table as a whole or no single row.
    const std::vector<lexicon::TableProblem>& tableProblems() const { return tableProblems_; }
    // Problems of one row (empty when it is valid).
    std::vector<lexicon::TableProblem> rowProblems(int row) const;
    int errorCount() const;
    void setGlyphFont(const QFont& font) { glyphFont_ = font; }

    // Undoable: a new entry (copy of `entry`) at `row`, or the entry at `row` removed.
    void insertEntry(int row, const lexicon::ConfusionEntry& entry);
    void removeEntry(int row);
    // Undoable as one edit: new entries at `row`, the table checked once for all of them.
    void insertEntries(int row, std::vector<lexicon::ConfusionEntry> entries);
    // A weight typed in, as the file writes it ("0.25") or as the user's locale does ("0,25");
    // nothing for a blank one. Why it is refused (empty when it is not) goes to `refused`.
    static std::optional<double> parseWeight(const QString& text, QString* refused);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void validated();
    // A value typed in was not taken (a weight that is not a number): why, for the user.
    void valueRefused(const QString& reason);

private:
    friend class EntryEditCommand;
    friend class EntryInsertCommand;
    friend class EntriesInsertCommand;
    friend class EntryRemoveCommand;
    void applyValue(int row, int column, const QVariant& value);
    void rawInsert(int row, const lexicon::ConfusionEntry& entry);
    void rawRemove(int row);
    // `entries` at `row`, or the `count` entries from `row` out; checked once.
    void rawInsertMany(int row, const std::vector<lexicon::ConfusionEntry>& entries);
    void rawRemoveMany(int row, int count);
    std::string& linesBelow(int row);  // kept lines of the row at `row`, or after the last
    void revalidate();
    QVariant editValue(int row, int column) const;

    lexicon::ConfusionTable table_;
    QUndoStack* undoStack_;
    std::vector<std::vector<lexicon::TableProblem>> problems_;  // per row
    std::vector<lexicon::TableProblem> tableProblems_;
    QFont glyphFont_;
    QStringList scriptFamilies_;  // the font family of each script column (empty: default)
};

QString toQString(const std::u32string& text);
std::u32string toU32String(const QString& text);

}  // namespace akshara::widgets

#include "widgets/ConfusionTableEditor.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTranslator>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

#include "common/Error.h"
#include "lexicon/TableFormat.h"
#include "text/Normalize.h"
#include "text/TableExport.h"
#include "widgets/ConfusionTableModel.h"
#include "widgets/FontCheck.h"
#include "widgets/ItemCopy.h"
#include "widgets/Shortcut.h"

namespace akshara::widgets {
namespace {

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), int(s.size()));
}

// Search over every column; optionally only rows with a problem.
class EntryFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setProblemsOnly(bool only) {
        problemsOnly_ = only;
        invalidateFilter();
    }
    void setNeedle(const QString& needle) {
        needle_ = needle;
        invalidateFilter();
    }
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        QAbstractItemModel* m = sourceModel();
        if (problemsOnly_ &&
            m->index(row, 0, parent).data(ConfusionTableModel::SeverityRole).toInt() == 0)
            return false;
        const QString needle = needle_.trimmed();
        if (needle.isEmpty())
            return true;
        for (int c = 0; c < m->columnCount(parent); ++c)
            if (m->index(row, c, parent).data().toString().contains(needle, Qt::CaseInsensitive))
                return true;
        return false;
    }

private:
    bool problemsOnly_ = false;
    QString needle_;
};

}  // namespace

ConfusionTableEditor::ConfusionTableEditor(QWidget* parent) : QWidget(parent) {
    undoGroup_ = new QUndoGroup(this);
    histories_.push_back(new QUndoStack(undoGroup_));
    undoGroup_->addStack(histories_.back());
    undoGroup_->setActiveStack(histories_.back());
    model_ = new ConfusionTableModel(histories_.back(), this);
    auto* filter = new EntryFilter(this);
    proxy_ = filter;
    proxy_->setSourceModel(model_);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* tableLabel = new QLabel(tr("&Table:"), this);
    tableBox_ = new QComboBox(this);
    tableLabel->setBuddy(tableBox_);
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search characters, names, notes…"));
    search_->setClearButtonEnabled(true);
    search_->setAccessibleName(tr("Search the table"));
    problemsOnly_ = new QCheckBox(tr("Only &problems"), this);
    top->addWidget(tableLabel);
    top->addWidget(tableBox_, 1);
    top->addWidget(search_, 1);
    top->addWidget(problemsOnly_);
    layout->addLayout(top);

    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add"), this);
    auto* remove = new QPushButton(tr("&Remove"), this);
    auto* undo = new QPushButton(tr("&Undo"), this);
    auto* redo = new QPushButton(tr("Re&do"), this);
    auto* save = new QPushButton(tr("&Save"), this);
    builtin_ = new QPushButton(tr("Use &built-in..."), this);
    builtin_->setToolTip(
        tr("Go back to the built-in table of this name: the workspace's saved table is moved "
           "aside, and Try a sentence and the runs started after it use the built-in one"));
    builtin_->setEnabled(false);
    undo->setEnabled(false);
    redo->setEnabled(false);
    for (QPushButton* b : {add, remove, undo, redo, save})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(builtin_);
    layout->addLayout(buttons);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    view_ = new QTableView(splitter);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);  // file order
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    addCopyActions(view_);  // entries into a spreadsheet, a note or a message
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    view_->setFocusPolicy(Qt::StrongFocus);
    view_->setAccessibleName(tr("Table entries"));
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->verticalHeader()->setDefaultSectionSize(QFontMetrics(view_->font()).height() * 2 + 10);
    auto* previewPane = new QWidget(splitter);
    auto* previewLayout = new QVBoxLayout(previewPane);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    auto* previewLabel = new QLabel(tr("Preview candidates of a &word:"), previewPane);
    previewWord_ = new QLineEdit(previewPane);
    previewLabel->setBuddy(previewWord_);
    previewList_ = new QListWidget(previewPane);
    previewList_->setAccessibleName(tr("Candidates of the word"));
    previewLayout->addWidget(previewLabel);
    previewLayout->addWidget(previewWord_);
    previewLayout->addWidget(previewList_, 1);
    previewWord_->setEnabled(false);
    splitter->addWidget(view_);
    splitter->addWidget(previewPane);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("tableStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);

    auto* undoShortcut = undoGroup_->createUndoAction(this);
    undoShortcut->setShortcut(QKeySequence::Undo);
    auto* redoShortcut = undoGroup_->createRedoAction(this);
    redoShortcut->setShortcut(QKeySequence::Redo);
    addAction(undoShortcut);
    addAction(redoShortcut);
    // An editor's keys: Ctrl+S saves the table, Ctrl+F goes to the search field, and Delete
    // removes the selected entries (a cell being edited keeps its own Delete).
    connect(addShortcut(this, QKeySequence::Save), &QAction::triggered, save, &QPushButton::click);
    connect(addShortcut(this, QKeySequence::Find), &QAction::triggered, this, [this] {
        search_->setFocus(Qt::ShortcutFocusReason);
        search_->selectAll();
    });
    connect(addShortcut(view_, QKeySequence::Delete), &QAction::triggered, this,
            &ConfusionTableEditor::removeSelectedEntries);
    // Rows copied from a spreadsheet, or from another table here (a cell being edited keeps
    // its own Ctrl+V).
    connect(addShortcut(view_, QKeySequence::Paste), &QAction::triggered, this,
            [this] { pasteEntries(QGuiApplication::clipboard()->text()); });
    add->setToolTip(tr("Add an entry; %1 adds the rows copied from a spreadsheet or another "
                       "table (source, target, category, weight, note)")
                        .arg(shortcutText(QKeySequence::Paste)));
    save->setToolTip(tr("Save the table (%1): Try a sentence and the runs started after it "
                        "perturb with the saved tables")
                         .arg(shortcutText(QKeySequence::Save)));
    remove->setToolTip(
        tr("Remove the selected entries (%1)").arg(shortcutText(QKeySequence::Delete)));
    search_->setToolTip(tr("Search the entries (%1)").arg(shortcutText(QKeySequence::Find)));

    connect(tableBox_, QOverload<int>::of(&QComboBox::currentIndexChanged), this,
            [this](int index) { showTable(index); });
    connect(search_, &QLineEdit::textChanged, this, &ConfusionTableEditor::setSearchText);
    connect(problemsOnly_, &QCheckBox::toggled, this, &ConfusionTableEditor::setProblemsOnly);
    connect(add, &QPushButton::clicked, this, &ConfusionTableEditor::addEntry);
    connect(remove, &QPushButton::clicked, this, &ConfusionTableEditor::removeSelectedEntries);
    connect(undo, &QPushButton::clicked, undoGroup_, &QUndoGroup::undo);
    connect(redo, &QPushButton::clicked, undoGroup_, &QUndoGroup::redo);
    connect(undoGroup_, &QUndoGroup::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(undoGroup_, &QUndoGroup::canRedoChanged, redo, &QPushButton::setEnabled);
    connect(save, &QPushButton::clicked, this, [this] {
        commitCellBeingEdited();  // Ctrl+S leaves the cell open
        if (current_ >= 0)
            Q_EMIT saveRequested(model_->table());
    });
    connect(builtin_, &QPushButton::clicked, this, [this] {
        if (isCurated(current_))
            Q_EMIT builtinRequested(current_);
    });
    connect(model_, &ConfusionTableModel::valueRefused, this, [this](const QString& reason) {
        refused_ = reason;
        updateStatus();
    });
    connect(model_, &ConfusionTableModel::validated, this, [this, filter] {
        refused_.clear();  // an edit since
        filter->refilter();
        updateStatus();
        updateModified();
        // The preview follows the table shown, as it stands after each edit.
        if (!previewWord_->text().trimmed().isEmpty())
            previewWord(previewWord_->text());
    });
    connect(previewWord_, &QLineEdit::textChanged, this, &ConfusionTableEditor::previewWord);
}

void ConfusionTableEditor::commitCellBeingEdited() {
    // The cell's editor is a child of the viewport; the view's commitData slot passes over a
    // widget that edits no cell.
    const auto editors = view_->viewport()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
    for (QWidget* editor : editors) {
        if (editor->isVisible()) {
            QMetaObject::invokeMethod(view_, "commitData", Qt::DirectConnection,
                                      Q_ARG(QWidget*, editor));
        }
    }
}

QSize ConfusionTableEditor::sizeHint() const {
    return {1100, 600};
}

void ConfusionTableEditor::setTables(const std::vector<lexicon::ConfusionTable>& tables) {
    const bool wasModified = !modifiedTables().empty();
    tables_ = tables;
    current_ = -1;
    savedText_.clear();
    for (const lexicon::ConfusionTable& t : tables_)
        savedText_.push_back(lexicon::formatTable(t));
    modified_.assign(tables_.size(), false);
    curated_.assign(tables_.size(), false);
    // A history per table, and one for no table; the old ones go with the old tables.
    std::vector<QUndoStack*> old = std::move(histories_);
    histories_.clear();
    for (std::size_t i = 0; i <= tables_.size(); ++i) {
        histories_.push_back(new QUndoStack(undoGroup_));
        undoGroup_->addStack(histories_.back());
    }
    model_->showTable(model_->table(), histories_.back());
    undoGroup_->setActiveStack(histories_.back());
    qDeleteAll(old);
    {
        const QSignalBlocker blocker(tableBox_);
        tableBox_->clear();
        for (int i = 0; i < int(tables_.size()); ++i)
            tableBox_->addItem(tableLabel(i));
    }
    showTable(tables_.empty() ? -1 : 0);
    if (wasModified)
        Q_EMIT modifiedChanged();
}

void ConfusionTableEditor::setEditedTable(int index, const lexicon::ConfusionTable& edited) {
    if (index < 0 || index >= int(tables_.size()))
        return;
    if (index == current_) {
        model_->setTable(edited);  // revalidates, which marks it modified
        return;
    }
    tables_[std::size_t(index)] = edited;
    histories_[std::size_t(index)]->clear();  // its edits were of other entries
    const bool modified = lexicon::formatTable(edited) != savedText_[std::size_t(index)];
    if (modified != modified_[std::size_t(index)]) {
        modified_[std::size_t(index)] = modified;
        tableBox_->setItemText(index, tableLabel(index));
        Q_EMIT modifiedChanged();
    }
}

QString ConfusionTableEditor::tableLabel(int index) const {
    const lexicon::ConfusionTable& t = tables_[std::size_t(index)];
    const QString label =
        (curated_[std::size_t(index)] ? tr("%1 (%2, %3, curated)") : tr("%1 (%2, %3)"))
            .arg(fromStd(t.name), ConfusionTableModel::scriptTitle(text::scriptName(t.script)),
                 ConfusionTableModel::kindTitle(lexicon::kindName(t.kind)));
    return modified_[std::size_t(index)] ? tr("%1 *", "a table with unsaved edits").arg(label)
                                         : label;
}

bool ConfusionTableEditor::isModified(int index) const {
    return index >= 0 && index < int(modified_.size()) && modified_[std::size_t(index)];
}

std::vector<int> ConfusionTableEditor::modifiedTables() const {
    std::vector<int> result;
    for (int i = 0; i < int(modified_.size()); ++i)
        if (modified_[std::size_t(i)])
            result.push_back(i);
    return result;
}

void ConfusionTableEditor::markSaved(int index) {
    if (index < 0 || index >= int(tables_.size()))
        return;
    const lexicon::ConfusionTable& table =
        index == current_ ? model_->table() : tables_[std::size_t(index)];
    savedText_[std::size_t(index)] = lexicon::formatTable(table);
    if (modified_[std::size_t(index)]) {
        modified_[std::size_t(index)] = false;
        tableBox_->setItemText(index, tableLabel(index));
        Q_EMIT modifiedChanged();
    }
}

void ConfusionTableEditor::replaceTable(int index, const lexicon::ConfusionTable& table) {
    if (index < 0 || index >= int(tables_.size()))
        return;
    tables_[std::size_t(index)] = table;
    savedText_[std::size_t(index)] = lexicon::formatTable(table);
    if (index == current_) {
        model_->setTable(table);  // revalidates; the undo history goes with the old entries
        updateStatus();
    }
    histories_[std::size_t(index)]->clear();
    if (modified_[std::size_t(index)]) {
        modified_[std::size_t(index)] = false;
        Q_EMIT modifiedChanged();
    }
    tableBox_->setItemText(index, tableLabel(index));
}

int ConfusionTableEditor::addTable(const lexicon::ConfusionTable& table) {
    const int index = int(tables_.size());
    tables_.push_back(table);
    savedText_.push_back(lexicon::formatTable(table));
    modified_.push_back(false);
    curated_.push_back(false);
    // Its history goes before the last one, which is that of no table.
    auto* history = new QUndoStack(undoGroup_);
    undoGroup_->addStack(history);
    histories_.insert(histories_.begin() + index, history);
    tableBox_->addItem(tableLabel(index));
    return index;
}

void ConfusionTableEditor::setCurated(int index, bool curated) {
    if (index < 0 || index >= int(tables_.size()))
        return;
    curated_[std::size_t(index)] = curated;
    tableBox_->setItemText(index, tableLabel(index));
    updateBuiltinButton();
}

bool ConfusionTableEditor::isCurated(int index) const {
    return index >= 0 && index < int(curated_.size()) && curated_[std::size_t(index)];
}

void ConfusionTableEditor::updateBuiltinButton() {
    builtin_->setEnabled(isCurated(current_));
}

void ConfusionTableEditor::updateModified() {
    if (current_ < 0 || current_ >= int(tables_.size()))
        return;
    const auto i = std::size_t(current_);
    const bool modified = lexicon::formatTable(model_->table()) != savedText_[i];
    if (modified != modified_[i]) {
        modified_[i] = modified;
        tableBox_->setItemText(current_, tableLabel(current_));
        Q_EMIT modifiedChanged();
    }
}

void ConfusionTableEditor::storeCurrent() {
    if (current_ >= 0 && current_ < int(tables_.size()))
        tables_[std::size_t(current_)] = model_->table();
}

std::vector<lexicon::ConfusionTable> ConfusionTableEditor::tables() const {
    std::vector<lexicon::ConfusionTable> result = tables_;
    if (current_ >= 0)
        result[std::size_t(current_)] = model_->table();
    return result;
}

int ConfusionTableEditor::currentTableIndex() const {
    return current_;
}

void ConfusionTableEditor::setCurrentTableIndex(int index) {
    tableBox_->setCurrentIndex(index);
}

const lexicon::ConfusionTable& ConfusionTableEditor::currentTable() const {
    return model_->table();
}

void ConfusionTableEditor::showTable(int index) {
    if (index == current_)
        return;
    storeCurrent();
    current_ = index;
    {
        const QSignalBlocker blocker(tableBox_);
        tableBox_->setCurrentIndex(index);
    }
    QUndoStack* history = histories_[index >= 0 ? std::size_t(index) : tables_.size()];
    model_->showTable(index >= 0 ? tables_[std::size_t(index)] : lexicon::ConfusionTable{},
                      history);
    undoGroup_->setActiveStack(history);
    if (index >= 0) {
        const QString family = preferredFamily(tables_[std::size_t(index)].script);
        QFont glyphFont = font();
        if (!family.isEmpty())
            glyphFont.setFamily(family);
        glyphFont.setPointSizeF(glyphFont.pointSizeF() * 1.8);
        model_->setGlyphFont(glyphFont);
        view_->verticalHeader()->setDefaultSectionSize(QFontMetrics(glyphFont).height() + 10);
    }
    view_->resizeColumnsToContents();
    view_->setColumnWidth(ConfusionTableModel::NoteColumn,
                          std::min(view_->columnWidth(ConfusionTableModel::NoteColumn), 200));
    for (int c = ConfusionTableModel::NameColumn; c <= ConfusionTableModel::ClassColumn; ++c)
        view_->setColumnWidth(c, std::min(view_->columnWidth(c), 260));
    updateStatus();
    updateBuiltinButton();
    Q_EMIT currentTableChanged(index);
}

void ConfusionTableEditor::setCandidateProvider(CandidateProvider provider) {
    provider_ = std::move(provider);
    previewWord_->setEnabled(bool(provider_));
}

void ConfusionTableEditor::previewWord(const QString& word) {
    if (previewWord_->text() != word) {
        const QSignalBlocker blocker(previewWord_);
        previewWord_->setText(word);
    }
    previewList_->clear();
    if (!provider_ || word.trimmed().isEmpty())
        return;
    const auto candidates = provider_(word.trimmed());
    if (candidates.empty()) {
        previewList_->addItem(tr("(no candidates)"));
        return;
    }
    for (const auto& [candidate, how] : candidates) {
        auto* item = new QListWidgetItem(tr("%1    %2").arg(candidate, how), previewList_);
        item->setData(Qt::UserRole, candidate);
    }
}

QStringList ConfusionTableEditor::previewCandidates() const {
    QStringList list;
    for (int i = 0; i < previewList_->count(); ++i) {
        const QVariant candidate = previewList_->item(i)->data(Qt::UserRole);
        if (candidate.isValid())
            list << candidate.toString();
    }
    return list;
}

void ConfusionTableEditor::setSearchText(const QString& text) {
    if (search_->text() != text)
        search_->setText(text);
    static_cast<EntryFilter*>(proxy_)->setNeedle(text);
}

void ConfusionTableEditor::setProblemsOnly(bool only) {
    if (problemsOnly_->isChecked() != only)
        problemsOnly_->setChecked(only);
    static_cast<EntryFilter*>(proxy_)->setProblemsOnly(only);
}

void ConfusionTableEditor::addEntry() {
    if (current_ < 0)
        return;
    lexicon::ConfusionEntry entry;
    entry.kind = model_->table().kind;
    const QModelIndex currentIndex = proxy_->mapToSource(view_->currentIndex());
    if (currentIndex.isValid()) {
        entry = model_->table().entries[std::size_t(currentIndex.row())];
        entry.line = 0;
    }
    // The new row is shown, for its first cell to be typed in, whatever the filters hid.
    setSearchText(QString());
    setProblemsOnly(false);
    const int row = model_->rowCount();
    model_->insertEntry(row, entry);
    const QModelIndex shown =
        proxy_->mapFromSource(model_->index(row, ConfusionTableModel::SourceColumn));
    if (shown.isValid()) {
        view_->setCurrentIndex(shown);
        view_->edit(shown);
    }
}

namespace {
// The titles of the editor's columns (Source, ..., Note) in every language the workbench's
// translations (:/i18n) give, English first: a colleague's copy with column titles is read
// whatever the language of their workbench.
const std::vector<QStringList>& columnTitlesInEveryLanguage() {
    static const std::vector<QStringList> titles = [] {
        static const char* const kTitles[] = {"Source", "Target", "Category", "Weight", "Note"};
        std::vector<QStringList> found;
        for (const char* title : kTitles) {
            found.push_back({QString::fromLatin1(title)});
        }
        const QDir translations(QStringLiteral(":/i18n"));
        for (const QString& file :
             translations.entryList({QStringLiteral("akshara_*.qm")}, QDir::Files)) {
            QTranslator translator;
            if (!translator.load(translations.filePath(file))) {
                continue;
            }
            for (std::size_t column = 0; column < found.size(); ++column) {
                const QString title =
                    translator.translate("akshara::widgets::ConfusionTableModel", kTitles[column]);
                if (!title.isEmpty()) {
                    found[column] << title;
                }
            }
        }
        return found;
    }();
    return titles;
}

// A pasted field that is an entry's kind (a table file's column row names it), which the
// editor has no column for.
constexpr int kKindField = -2;
}  // namespace

int ConfusionTableEditor::pasteEntries(const QString& text) {
    if (current_ < 0)
        return 0;
    commitCellBeingEdited();
    std::vector<std::vector<std::string>> rows = text::tsvRows(text.toStdString());
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                              [](const std::vector<std::string>& row) {
                                  return std::all_of(row.begin(), row.end(), [](const auto& f) {
                                      return QString::fromStdString(f).trimmed().isEmpty();
                                  });
                              }),
               rows.end());
    // Which field goes to which column: as a first row of titles says (the file's names, or
    // the editor's as Copy with column titles gives them), else in the order of the editor's
    // columns, the file's when it has no kind column.
    const auto columnTitled = [this](const std::string& title) {
        const QString written = QString::fromStdString(title).trimmed();
        if (written.compare(QLatin1String("kind"), Qt::CaseInsensitive) == 0)
            return kKindField;  // a table file's own column
        for (int column = ConfusionTableModel::SourceColumn;
             column <= ConfusionTableModel::NoteColumn; ++column) {
            QStringList titles = columnTitlesInEveryLanguage()[std::size_t(column)];
            titles << model_->headerData(column, Qt::Horizontal).toString();
            if (titles.contains(written, Qt::CaseInsensitive))
                return column;
        }
        return -1;
    };
    std::vector<int> columns = {ConfusionTableModel::SourceColumn,
                                ConfusionTableModel::TargetColumn,
                                ConfusionTableModel::CategoryColumn,
                                ConfusionTableModel::WeightColumn, ConfusionTableModel::NoteColumn};
    if (!rows.empty()) {
        std::vector<int> titled;
        for (const std::string& field : rows.front())
            titled.push_back(columnTitled(field));
        const auto has = [&titled](int column) {
            return std::find(titled.begin(), titled.end(), column) != titled.end();
        };
        if (has(ConfusionTableModel::SourceColumn) && has(ConfusionTableModel::TargetColumn)) {
            columns = titled;
            rows.erase(rows.begin());
        }
    }
    const int sourceField =
        int(std::find(columns.begin(), columns.end(), int(ConfusionTableModel::SourceColumn)) -
            columns.begin());
    const int targetField =
        int(std::find(columns.begin(), columns.end(), int(ConfusionTableModel::TargetColumn)) -
            columns.begin());
    // Each row as an entry, its values read as the editor takes them typed in, the letters
    // also with the file's escapes (\u200D); a row without a target field (one value copied
    // alone), or with a value refused, is left out and said.
    std::vector<lexicon::ConfusionEntry> entries;
    QStringList refused;  // why, the first of each kind
    int notTaken = 0;
    for (const std::vector<std::string>& fields : rows) {
        if (int(fields.size()) <= std::max(sourceField, targetField)) {
            ++notTaken;
            const QString why = tr("a line without a target column (a value copied alone)");
            if (!refused.contains(why))
                refused << why;
            continue;
        }
        lexicon::ConfusionEntry entry;
        entry.kind = model_->table().kind;
        QString why;
        for (int i = 0; i < int(fields.size()) && i < int(columns.size()); ++i) {
            const QString value = QString::fromStdString(fields[std::size_t(i)]).trimmed();
            switch (columns[std::size_t(i)]) {
                case ConfusionTableModel::SourceColumn:
                case ConfusionTableModel::TargetColumn: {
                    std::u32string letters;
                    if (value != QStringLiteral("\u2205") && value != tr("\u2205")) {
                        // The file's escapes (\u200D) read; a backslash that starts none, as
                        // the editor shows it, is the letter itself.
                        try {
                            letters = text::nfc(lexicon::unescapeField(value.toStdString()));
                        } catch (const InputError&) {
                            letters = text::nfc(toU32String(value));
                        }
                    }
                    (columns[std::size_t(i)] == ConfusionTableModel::SourceColumn ? entry.source
                                                                                  : entry.target) =
                        letters;
                    break;
                }
                case ConfusionTableModel::CategoryColumn:
                    entry.category = value.simplified().toStdString();
                    break;
                case ConfusionTableModel::WeightColumn:
                    entry.weight = ConfusionTableModel::parseWeight(value, &why);
                    break;
                case ConfusionTableModel::NoteColumn:
                    entry.note = value.simplified().toStdString();
                    break;
                case kKindField:
                    if (const auto kind = lexicon::parseKind(value.toStdString()))
                        entry.kind = *kind;
                    break;
            }
        }
        if (!why.isEmpty()) {
            ++notTaken;
            if (refused.size() < 3 && !refused.contains(why))
                refused << why;
        } else if (!entry.source.empty() || !entry.target.empty()) {
            entries.push_back(std::move(entry));
        }
    }
    const int pasted = int(entries.size());
    if (pasted > 0) {
        // The rows are shown, whatever the filters hid, and added as one edit.
        setSearchText(QString());
        setProblemsOnly(false);
        const int first = model_->rowCount();
        model_->insertEntries(first, std::move(entries));
        QItemSelection added;
        for (int row = first; row < model_->rowCount(); ++row) {
            const QModelIndex shown = proxy_->mapFromSource(model_->index(row, 0));
            if (shown.isValid())
                added.select(shown, shown);
        }
        view_->selectionModel()->select(
            added, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        if (!added.isEmpty())
            view_->scrollTo(added.indexes().front());
    }
    if (notTaken > 0) {
        refused_ = tr("%n pasted row(s) not taken: %1", nullptr, notTaken)
                       .arg(refused.join(QStringLiteral("; ")));
        updateStatus();
    }
    return pasted;
}

QUndoStack* ConfusionTableEditor::undoStack() const {
    return model_->undoStack();
}

void ConfusionTableEditor::removeSelectedEntries() {
    std::vector<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows.push_back(proxy_->mapToSource(index).row());
    if (rows.empty() && view_->currentIndex().isValid())
        rows.push_back(proxy_->mapToSource(view_->currentIndex()).row());
    std::sort(rows.rbegin(), rows.rend());
    if (rows.size() > 1)
        undoStack()->beginMacro(tr("remove %n entries", nullptr, int(rows.size())));
    for (int row : rows)
        model_->removeEntry(row);
    if (rows.size() > 1)
        undoStack()->endMacro();
}

void ConfusionTableEditor::updateStatus() {
    if (current_ < 0) {
        status_->setText(tr("No table."));
        return;
    }
    QStringList lines;
    lines << tr("%n entries", nullptr, model_->rowCount()) + QStringLiteral(", ") +
                 tr("%n rows with errors", nullptr, model_->errorCount());
    for (const lexicon::TableProblem& p : model_->tableProblems())
        lines << ConfusionTableModel::problemText(p);
    if (!refused_.isEmpty())
        lines << refused_;
    status_->setText(lines.join(QLatin1Char('\n')));
}

}  // namespace akshara::widgets

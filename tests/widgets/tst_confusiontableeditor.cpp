#include <QClipboard>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>
#include <set>

#include "Screenshot.h"
#include "TestSupport.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/ConfusionTableModel.h"
#include "widgets/FontCheck.h"
#include "widgets/ItemCopy.h"

using namespace akshara;
using namespace akshara::widgets;
using akshara::test::u32;

namespace {

lexicon::ConfusionTable hindiTable() {
    lexicon::ConfusionTable table;
    table.name = "hi-aspiration";
    table.kind = lexicon::ConfusionKind::Phonological;
    table.script = text::Script::Devanagari;
    table.language = "hi";
    table.directed = false;
    auto add = [&](const char* s, const char* t, const char* category) {
        lexicon::ConfusionEntry e;
        e.source = u32(s);
        e.target = u32(t);
        e.kind = table.kind;
        e.category = category;
        table.entries.push_back(e);
    };
    add("क", "ख", "aspiration");
    add("ख", "क", "aspiration");
    add("त", "थ", "aspiration");
    add("थ", "त", "aspiration");
    add("ि", "ी", "vowel-length");
    add("ी", "ि", "vowel-length");
    return table;
}

lexicon::ConfusionTable tamilTable() {
    lexicon::ConfusionTable table;
    table.name = "ta-orthographic";
    table.kind = lexicon::ConfusionKind::Orthographic;
    table.script = text::Script::Tamil;
    table.directed = true;
    lexicon::ConfusionEntry e;
    e.kind = table.kind;
    e.source = u32("ண");
    e.target = u32("ன");
    table.entries.push_back(e);
    e.source = u32("ல");
    e.target = u32("ள");
    table.entries.push_back(e);
    return table;
}

int rowOf(const ConfusionTableModel* model, const QString& source) {
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, ConfusionTableModel::SourceColumn).data().toString() == source)
            return r;
    return -1;
}

}  // namespace

class TestConfusionTableEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsNamesClassesAndProjections() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable(), tamilTable()});
        const ConfusionTableModel* model = editor.model();
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->index(0, ConfusionTableModel::NameColumn).data().toString(),
                 QStringLiteral("DEVANAGARI LETTER KA"));
        QCOMPARE(model->index(4, ConfusionTableModel::ClassColumn).data().toString(),
                 QStringLiteral("vowel-sign"));
        // A column per Brahmic script: क -> ख is க -> — in Tamil (no KHA), ক -> খ in Bengali.
        int bengali = -1, tamil = -1;
        for (int c = ConfusionTableModel::FirstScriptColumn; c < model->columnCount(); ++c) {
            const QString header = model->headerData(c, Qt::Horizontal).toString();
            if (header == QStringLiteral("Bengali"))
                bengali = c;
            if (header == QStringLiteral("Tamil"))
                tamil = c;
        }
        QCOMPARE(model->columnCount() - ConfusionTableModel::FirstScriptColumn, 9);
        QCOMPARE(model->index(0, bengali).data().toString(), QStringLiteral("ক → খ"));
        QCOMPARE(model->index(0, tamil).data().toString(), QStringLiteral("—"));
        QCOMPARE(model->index(2, tamil).data().toString(),
                 QStringLiteral("—") /* Tamil has no THA */);
        QVERIFY(model->index(0, ConfusionTableModel::SourceColumn)
                    .data(Qt::FontRole)
                    .value<QFont>()
                    .pointSizeF() > editor.font().pointSizeF());
        QCOMPARE(model->errorCount(), 0);
        // Every script column in its own script's font, not the table's Devanagari one.
        const QString tamilFamily = preferredFamily(akshara::text::Script::Tamil);
        if (!tamilFamily.isEmpty()) {
            QCOMPARE(model->index(0, tamil).data(Qt::FontRole).value<QFont>().family(),
                     tamilFamily);
            QCOMPARE(model->index(0, bengali).data(Qt::FontRole).value<QFont>().family(),
                     preferredFamily(akshara::text::Script::Bengali));
        }
    }

    void editsAreValidatedAndUndoable() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        ConfusionTableModel* model = editor.model();
        // A Tamil letter in a Devanagari table is an error on that row.
        QVERIFY(model->setData(model->index(2, ConfusionTableModel::TargetColumn),
                               QStringLiteral("ட")));
        QCOMPARE(model->table().entries[2].target, u32("ட"));
        QCOMPARE(model->index(2, 0).data(ConfusionTableModel::SeverityRole).toInt(), 2);
        QVERIFY(!model->index(2, 0).data(ConfusionTableModel::ProblemRole).toString().isEmpty());
        QVERIFY(
            model->index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("error")));
        QVERIFY(model->index(2, 0).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model->errorCount(), 1);
        // The problems-only filter shows that row (and the warning of its now unpaired reverse).
        editor.setProblemsOnly(true);
        QVERIFY(editor.proxy()->rowCount() >= 1);
        QVERIFY(editor.proxy()->rowCount() < model->rowCount());
        editor.setProblemsOnly(false);
        editor.undoStack()->undo();
        QCOMPARE(model->table().entries[2].target, u32("थ"));
        QCOMPARE(model->errorCount(), 0);
        editor.undoStack()->redo();
        QCOMPARE(model->table().entries[2].target, u32("ட"));
        // A weight that is not a number is refused, and the editor says why rather than the
        // cell going back to what it was without a word; the next edit clears it.
        QVERIFY(!model->setData(model->index(0, ConfusionTableModel::WeightColumn),
                                QStringLiteral("heavy")));
        const auto* status = editor.findChild<QLabel*>(QStringLiteral("tableStatus"));
        QVERIFY(status != nullptr);
        QVERIFY2(status->text().contains(QStringLiteral("\u201cheavy\u201d is not a number")),
                 qPrintable(status->text()));
        QVERIFY(model->setData(model->index(0, ConfusionTableModel::WeightColumn),
                               QStringLiteral("0.5")));
        QVERIFY2(!status->text().contains(QStringLiteral("not a number")),
                 qPrintable(status->text()));
        QCOMPARE(*model->table().entries[0].weight, 0.5);
        // A weight is edited with all its digits: opening its editor and leaving it changes
        // nothing (a spin box would round 0.125 to 0.13 and save that).
        const QModelIndex weight = model->index(0, ConfusionTableModel::WeightColumn);
        QVERIFY(model->setData(weight, QStringLiteral("0.125")));
        const int edits = editor.undoStack()->count();
        QCOMPARE(weight.data(Qt::EditRole).toString(), QStringLiteral("0.125"));
        QTableView* view = editor.view();
        const QModelIndex shown = editor.proxy()->mapFromSource(weight);
        view->setCurrentIndex(shown);
        view->edit(shown);
        QVERIFY(view->viewport()->findChild<QDoubleSpinBox*>() == nullptr);
        auto* field = view->viewport()->findChild<QLineEdit*>();
        QVERIFY(field != nullptr);
        QCOMPARE(field->text(), QStringLiteral("0.125"));
        view->itemDelegate()->setModelData(field, editor.proxy(), shown);
        QCOMPARE(*model->table().entries[0].weight, 0.125);
        QCOMPARE(editor.undoStack()->count(), edits);
        QCOMPARE(weight.data(Qt::DisplayRole).toDouble(), 0.125);  // sorted as a number
        QVERIFY(!model->setData(weight, QStringLiteral("inf")));
        // A weight typed over with spaces is no weight, as an emptied one is; not 0.
        QVERIFY(model->setData(weight, QStringLiteral("  ")));
        QVERIFY(!model->table().entries[0].weight.has_value());
        QVERIFY(model->setData(weight, QStringLiteral("0.5")));
        QVERIFY(model->setData(weight, QString()));
        QVERIFY(!model->table().entries[0].weight.has_value());
        QVERIFY(!model->setData(weight, QStringLiteral(" ")));  // no change
    }

    // Each table keeps its own undo history: a glance at another table and back leaves the
    // edits made before undoable, and the other table's Undo does not undo them.
    void eachTableKeepsItsUndoHistory() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable(), tamilTable()});
        ConfusionTableModel* model = editor.model();
        QVERIFY(model->setData(model->index(0, ConfusionTableModel::WeightColumn),
                               QStringLiteral("0.5")));
        QCOMPARE(editor.undoStack()->count(), 1);
        editor.setCurrentTableIndex(1);
        QVERIFY(!editor.undoStack()->canUndo());
        QVERIFY(editor.isModified(0));
        editor.setCurrentTableIndex(0);
        QVERIFY(editor.undoStack()->canUndo());
        editor.undoStack()->undo();
        QVERIFY(!model->table().entries[0].weight.has_value());
        QVERIFY(!editor.isModified(0));
        // Tables given anew start with no history.
        editor.undoStack()->redo();
        editor.setTables({hindiTable(), tamilTable()});
        QVERIFY(!editor.undoStack()->canUndo());
    }

    void addRemoveWithUndo() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        ConfusionTableModel* model = editor.model();
        editor.view()->setCurrentIndex(editor.proxy()->index(0, 0));
        editor.addEntry();
        QCOMPARE(model->rowCount(), 7);
        // A copy of the current entry duplicates it: an error until it is changed.
        QCOMPARE(model->errorCount(), 1);
        QCOMPARE(model->index(6, 0).data(ConfusionTableModel::SeverityRole).toInt(), 2);
        QVERIFY(model->setData(model->index(6, ConfusionTableModel::TargetColumn),
                               QStringLiteral("ग")));
        QCOMPARE(model->index(6, 0).data(ConfusionTableModel::SeverityRole).toInt(),
                 1);  // no reverse
        editor.view()->selectRow(editor.proxy()->mapFromSource(model->index(0, 0)).row());
        editor.removeSelectedEntries();
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->table().entries[0].source, u32("ख"));
        editor.undoStack()->undo();  // remove
        editor.undoStack()->undo();  // edit
        editor.undoStack()->undo();  // add
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->table().entries[0].source, u32("क"));
        QVERIFY(!editor.undoStack()->canUndo());
    }

    // A file's comments stay in the table when the row under them is removed (they go to the
    // row below), and undo puts them back above it; a tab or line break typed or pasted into
    // a note or a category is a space, as a row of the file is one line of tab-separated
    // fields.
    void removingARowKeepsTheCommentsAboveIt() {
        lexicon::ConfusionTable table = hindiTable();
        table.entries[0].preceding = "# aspiration pairs, checked by R.K.\n";
        table.entries[2].preceding = "# dental\n";
        table.trailing = "# to do: retroflex\n";
        ConfusionTableEditor editor;
        editor.setTables({table});
        ConfusionTableModel* model = editor.model();
        const std::string before = lexicon::formatTable(model->table());
        model->removeEntry(0);
        model->removeEntry(4);  // the last row
        const std::string removed = lexicon::formatTable(model->table());
        QVERIFY2(removed.find("# aspiration pairs, checked by R.K.\nख\tक\t") != std::string::npos,
                 removed.c_str());
        QVERIFY2(removed.find("\nि\tी\tvowel-length\n# to do: retroflex\n") != std::string::npos,
                 removed.c_str());
        editor.undoStack()->undo();
        editor.undoStack()->undo();
        QCOMPARE(lexicon::formatTable(model->table()), before);

        QVERIFY(model->setData(model->index(1, ConfusionTableModel::NoteColumn),
                               QStringLiteral("kha\tor\r\nka")));
        QVERIFY(model->setData(model->index(1, ConfusionTableModel::CategoryColumn),
                               QStringLiteral("aspi\nration")));
        QCOMPARE(model->table().entries[1].note, std::string("kha or ka"));
        QCOMPARE(model->table().entries[1].category, std::string("aspi ration"));
        const lexicon::ParsedTable back = lexicon::parseTable(lexicon::formatTable(model->table()));
        QCOMPARE(back.table.entries.size(), model->table().entries.size());
        QCOMPARE(back.table.entries[1].note, std::string("kha or ka"));
    }

    // The editor's keys: Delete removes the selected entries (but deletes a character in a
    // cell being edited), Ctrl+S saves the table, Ctrl+F goes to the search field.
    void keysRemoveSaveAndFind() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        ConfusionTableModel* model = editor.model();
        QSignalSpy saved(&editor, &ConfusionTableEditor::saveRequested);
        QTableView* view = editor.view();
        view->setFocus();
        view->selectRow(editor.proxy()->mapFromSource(model->index(0, 0)).row());
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->table().entries[0].source, u32("ख"));

        const QModelIndex note =
            editor.proxy()->mapFromSource(model->index(0, ConfusionTableModel::NoteColumn));
        view->setCurrentIndex(note);
        view->edit(note);
        auto* cell = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(cell != nullptr);
        cell->setText(QStringLiteral("ab"));
        cell->setCursorPosition(0);
        QTest::keyClick(cell, Qt::Key_Delete);
        QCOMPARE(cell->text(), QStringLiteral("b"));
        QCOMPARE(model->rowCount(), 5);
        QTest::keyClick(cell, Qt::Key_Return);  // committed once the event loop runs
        QTRY_COMPARE(model->table().entries[0].note, std::string("b"));

        QTest::keyClick(view, Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved[0][0].value<lexicon::ConfusionTable>().entries.size(), std::size_t(5));
        // Ctrl+S in a cell still being typed in saves what is typed: the cell stays open.
        view->setCurrentIndex(note);
        view->edit(note);
        cell = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(cell != nullptr);
        cell->selectAll();
        QTest::keyClicks(cell, QStringLiteral("kha"));
        QTest::keyClick(cell, Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(saved.count(), 2);
        QCOMPARE(saved[1][0].value<lexicon::ConfusionTable>().entries[0].note, std::string("kha"));
        QCOMPARE(model->table().entries[0].note, std::string("kha"));
        QTest::keyClick(cell, Qt::Key_Escape);
        QCOMPARE(model->table().entries[0].note, std::string("kha"));
        QTest::keyClick(view, Qt::Key_F, Qt::ControlModifier);
        auto* search = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(search != nullptr);
        QVERIFY(search->placeholderText().startsWith("Search"));
    }

    void searchFiltersRows() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        editor.setSearchText(QStringLiteral("LETTER TA"));
        QCOMPARE(editor.proxy()->rowCount(), 1);
        QCOMPARE(editor.proxy()->index(0, 0).data().toString(), QStringLiteral("त"));
        editor.setSearchText(QStringLiteral("vowel-length"));
        QCOMPARE(editor.proxy()->rowCount(), 2);
        editor.setSearchText(QString());
        QCOMPARE(editor.proxy()->rowCount(), 6);

        // Add while a search hides rows shows the new row, to be typed in; it went in unseen.
        editor.setSearchText(QStringLiteral("LETTER TA"));
        editor.view()->setCurrentIndex(QModelIndex());
        editor.addEntry();
        QCOMPARE(editor.model()->rowCount(), 7);
        QCOMPARE(editor.proxy()->rowCount(), 7);
        QCOMPARE(editor.proxy()->mapToSource(editor.view()->currentIndex()).row(), 6);
    }

    void switchingTablesKeepsEditsAndSaveEmitsTheTable() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable(), tamilTable()});
        QSignalSpy changed(&editor, &ConfusionTableEditor::currentTableChanged);
        QSignalSpy saved(&editor, &ConfusionTableEditor::saveRequested);
        editor.model()->removeEntry(rowOf(editor.model(), QStringLiteral("क")));
        editor.setCurrentTableIndex(1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(editor.currentTable().name, std::string("ta-orthographic"));
        editor.model()->setData(editor.model()->index(1, ConfusionTableModel::NoteColumn),
                                QStringLiteral("லள"));
        QPushButton* save = nullptr;
        for (QPushButton* button : editor.findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("&Save"))
                save = button;
        QVERIFY(save);
        save->click();
        QCOMPARE(saved.count(), 1);
        const auto table = saved.at(0).at(0).value<lexicon::ConfusionTable>();
        QCOMPARE(table.name, std::string("ta-orthographic"));
        QCOMPARE(table.entries[1].note, std::string("லள"));
        const auto tables = editor.tables();
        QCOMPARE(tables[0].entries.size(), std::size_t(5));
    }

    void previewsCandidatesThroughTheProvider() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        QStringList asked;
        editor.setCandidateProvider([&](const QString& word) {
            asked << word;
            return std::vector<std::pair<QString, QString>>{
                {QStringLiteral("खल"), QStringLiteral("aspiration")},
                {QStringLiteral("कल"), QStringLiteral("unchanged")}};
        });
        editor.previewWord(QStringLiteral("कल"));
        QCOMPARE(asked, QStringList({QStringLiteral("कल")}));
        QCOMPARE(editor.previewCandidates(),
                 QStringList({QStringLiteral("खल"), QStringLiteral("कल")}));
    }

    void builtinTablesOpenWithoutErrors() {
        const lexicon::ConfusionTable* table = lexicon::findBuiltinTable("deva-phonological");
        QVERIFY(table);
        ConfusionTableEditor editor;
        editor.setTables({*table});
        QCOMPARE(editor.model()->rowCount(), int(table->entries.size()));
        QCOMPARE(editor.model()->errorCount(), 0);
        // Preview with single substitutions from the table itself, as the engine makes them.
        editor.setCandidateProvider([&editor](const QString& word) {
            std::vector<std::pair<QString, QString>> candidates;
            const std::u32string text = toU32String(word);
            for (const lexicon::ConfusionEntry& e : editor.currentTable().entries)
                for (std::size_t at = text.find(e.source);
                     at != std::u32string::npos && !e.source.empty();
                     at = text.find(e.source, at + 1)) {
                    std::u32string changed = text;
                    changed.replace(at, e.source.size(), e.target);
                    candidates.emplace_back(toQString(changed), QString::fromStdString(e.category));
                }
            return candidates;
        });
        editor.previewWord(QStringLiteral("बहुत"));
        QVERIFY(editor.previewCandidates().contains(QStringLiteral("भहुत")));  // aspiration
        QVERIFY(editor.previewCandidates().contains(QStringLiteral("बहूत")));  // vowel length
        // The preview follows an edit without the word being typed again, and an undo.
        int aspiration = -1;
        for (int row = 0; row < editor.model()->rowCount(); ++row) {
            const lexicon::ConfusionEntry& e = editor.currentTable().entries[std::size_t(row)];
            if (e.source == U"ब" && e.target == U"भ")
                aspiration = row;
        }
        QVERIFY(aspiration >= 0);
        editor.model()->removeEntry(aspiration);
        QVERIFY(!editor.previewCandidates().contains(QStringLiteral("भहुत")));
        QVERIFY(editor.previewCandidates().contains(QStringLiteral("बहूत")));
        editor.undoStack()->undo();
        QVERIFY(editor.previewCandidates().contains(QStringLiteral("भहुत")));
        editor.resize(editor.sizeHint());
        akshara::test::saveScreenshot(editor, QStringLiteral("confusion-table-editor"));
        // The entries projected into the nine scripts, side by side.
        editor.view()->scrollTo(editor.proxy()->index(20, editor.model()->columnCount() - 1));
        akshara::test::saveScreenshot(editor, QStringLiteral("confusion-table-editor-scripts"));
    }

    // The editor words each problem itself (so that it can be translated): in English, as the
    // engine's message, for every kind of problem the engine finds, in reading a table file
    // and in checking its entries.
    void problemsAreWordedAsTheEngineWordsThem() {
        const std::string tables[] = {
            "# name: t\n# kind: phonological\n# script: Deva\n# language: pl\n"
            "source\ttarget\tcategory\tweight\n"
            "क\tक\taspiration\n"         // self-map
            "क\\u0007\tख\taspiration\n"  // unusable code point
            "क\t\\u0B96\taspiration\n"   // unassigned
            "क\tক\taspiration\n"         // another script
            "क \tख\taspiration\n"        // white space inside
            "ग\tघ\tbreathy\n"            // unknown category
            "ग\tघ\tbreathy\n"            // duplicate
            "च\tछ\taspiration\t-1\n",    // negative weight, no reverse
            "# name: u\n# kind: phonological\n# script: Deva\n# language: xx\n"
            "source\ttarget\tcategory\n"
            "\tख\taspiration\n",  // empty source
            "# name: \n# kind: visual\n# script: Zyyy\nsource\ttarget\n",
            "# name: t\n# kind: visual\nsource\ttarget\n",  // no script
            // Problems of reading the file.
            "# akshara-confusion-table\n# akshara-confusion-table one\n"
            "# akshara-confusion-table 2\n# akshara-confusion-table 0\n"
            "# name: t\n# name: u\n# kind: orthographic\n# script: Zzzq\n# directed: maybe\n"
            "# colour: red\nsource\ttarget\ttarget\tweight\tshade\tnote\n"
            "\xE0\xA4\tब\n"         // invalid UTF-8
            "\xE0\xA5\x98\tक\n"     // not in NFC
            "ब\t\\u12\n"            // a short escape
            "ब\t\\u12G4\n"          // a bad digit
            "ब\t\\uD800\n"          // no code point
            "ब\tव\t\theavy\n"       // not a number
            "ब\tव\t\t1\t\tx\ty\n",  // too many fields
            "# name: t\n# kind: ocr\n# script: Deva\nsource\tnote\n",
            "# name: t\n# kind: ocr\n# script: Deva\nsource\ttarget\tnote\nम\n",
            "# script: Deva\n"};
        std::set<lexicon::ProblemKind> kinds;
        for (const std::string& content : tables) {
            const lexicon::ParsedTable parsed = lexicon::parseTable(content);
            for (const lexicon::TableProblem& p : lexicon::tableFileProblems(parsed)) {
                kinds.insert(p.kind);
                QCOMPARE(ConfusionTableModel::problemText(p),
                         QString::fromStdString(std::string(lexicon::severityName(p.severity)) +
                                                ": " + p.message));
            }
        }
        QCOMPARE(kinds.size(), std::size_t(38));  // every kind but Other
        QVERIFY(!kinds.count(lexicon::ProblemKind::Other));
    }

    // Rows a linguist prepared in a spreadsheet come in with Ctrl+V, after the last entry, as
    // one edit that one Undo takes back; the columns as the titles row names them.
    void rowsFromASpreadsheetArePastedAsOneEdit() {
        ConfusionTableEditor editor;
        editor.setTables({hindiTable()});
        ConfusionTableModel* model = editor.model();
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        // A note over two lines in its cell (quoted by the spreadsheet), a joiner written as
        // the table file escapes it, a weight that is no number, a value copied alone.
        QGuiApplication::clipboard()->setText(
            QStringLiteral("note\tsource\ttarget\tcategory\tweight\r\n"
                           "\"dental,\naspirated\"\tद\tध\taspiration\t0.5\r\n"
                           "\tध\tद\taspiration\t\r\n"
                           "\t\t\t\t\r\n"
                           "conjunct\tक्\\u200D\tक\taspiration\t\r\n"
                           "retroflex\tड\tढ\taspiration\theavy\r\n"
                           "ण\r\n"));
        editor.view()->setFocus();
        QTest::keySequence(editor.view(), QKeySequence::Paste);
        QCOMPARE(model->rowCount(), 9);
        const auto& entries = model->table().entries;
        QCOMPARE(entries[6].source, u32("द"));
        QCOMPARE(entries[6].target, u32("ध"));
        QCOMPARE(entries[6].category, std::string("aspiration"));
        QCOMPARE(entries[6].weight.value_or(-1), 0.5);
        QCOMPARE(entries[6].note, std::string("dental, aspirated"));
        QVERIFY(!entries[7].weight.has_value());
        QCOMPARE(entries[8].source, u32("क्\u200D"));
        // The row with "heavy", and the value alone, are not taken, and it says so.
        const auto* status = editor.findChild<QLabel*>(QStringLiteral("tableStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("2 pasted row")) &&
                     status->text().contains(QStringLiteral("\u201cheavy\u201d is not a number")) &&
                     status->text().contains(QStringLiteral("without a target column")),
                 qPrintable(status->text()));
        QCOMPARE(editor.view()->selectionModel()->selectedRows().size(), 3);
        QVERIFY(editor.isModified(0));
        editor.undoStack()->undo();
        QCOMPARE(model->rowCount(), 6);
        QVERIFY(!editor.isModified(0));
    }

    // Rows copied from one table (Ctrl+C) and pasted into another keep what they hold: a
    // dropped letter (no target, shown as ∅), a weight, a note.
    void rowsCopiedFromATablePasteIntoAnother() {
        lexicon::ConfusionTable from = hindiTable();
        from.entries[4].target.clear();
        from.entries[4].weight = 0.25;
        from.entries[4].note = "short i dropped";
        lexicon::ConfusionTable to = hindiTable();
        to.name = "hi-dialect";
        to.entries.clear();
        ConfusionTableEditor editor;
        editor.setTables({from, to});
        editor.setCurrentTableIndex(0);
        editor.view()->selectRow(2);
        editor.view()->selectionModel()->select(
            editor.proxy()->index(4, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const QString copied = selectedCellsText(editor.view(), false);
        editor.setCurrentTableIndex(1);
        QCOMPARE(editor.pasteEntries(copied), 2);
        const auto& pasted = editor.model()->table().entries;
        QCOMPARE(pasted.size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i) {
            const auto& original = from.entries[i == 0 ? 2 : 4];
            QCOMPARE(pasted[i].source, original.source);
            QCOMPARE(pasted[i].target, original.target);
            QCOMPARE(pasted[i].category, original.category);
            QCOMPARE(pasted[i].weight, original.weight);
            QCOMPARE(pasted[i].note, original.note);
        }
        QCOMPARE(editor.pasteEntries(QStringLiteral("\n \n")), 0);

        // A table file's rows with their column row, a kind column among them; a backslash
        // that starts no escape is the letter itself, a quote that opens no quoted cell too.
        QCOMPARE(editor.pasteEntries(QStringLiteral("source\ttarget\tkind\tcategory\n"
                                                    "ख\tक\tphonological\taspiration\n"
                                                    "\\\t/\torthographic\t\n"
                                                    "\"\t„\torthographic\t\n")),
                 3);
        const auto& file = editor.model()->table().entries;
        QCOMPARE(file[2].kind, lexicon::ConfusionKind::Phonological);
        QCOMPARE(file[3].source, u32("\\"));
        QCOMPARE(file[3].kind, lexicon::ConfusionKind::Orthographic);
        QCOMPARE(file[4].source, u32("\""));
        QCOMPARE(file[4].target, u32("„"));
    }
};

QTEST_MAIN(TestConfusionTableEditor)
#include "tst_confusiontableeditor.moc"

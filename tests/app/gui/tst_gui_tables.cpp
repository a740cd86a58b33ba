#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "JobRunner.h"
#include "MainWindow.h"
#include "TableEditorSupport.h"
#include "TablesController.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "perturb/OperatorRegistry.h"
#include "text/Utf8.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/ConfusionTableModel.h"

using namespace akshara;
using akshara::test::saveButton;
using akshara::test::tableIndex;

namespace {

// Adds ष -> ख to the current table, as typing it in would.
void addOldSpelling(widgets::ConfusionTableEditor* editor) {
    lexicon::ConfusionEntry entry;
    entry.source = test::u32("ष");
    entry.target = test::u32("ख");
    entry.kind = lexicon::ConfusionKind::Phonological;
    entry.note = "Old spelling of kh";
    editor->model()->insertEntry(editor->model()->rowCount(), entry);
}

// Presses `button` of the message box that the next modal loop shows; records its text.
// Answers the next message box with `button`; NoButton: its default button.
void answerNextQuestion(QMessageBox::StandardButton button, QString* text) {
    QTimer::singleShot(0, [button, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            *text = QStringLiteral("(no question)");
            return;
        }
        *text = box->text();
        (button == QMessageBox::NoButton ? box->defaultButton() : box->button(button))->click();
    });
}

// Adds an entry to deva-phonological in the window's table editor, not saved; the editor.
// A workspace `name` whose deva-phonological table has comments and a row that cannot be read
// (a weight with a decimal comma, line 7); empty when the file could not be written.
QString workspaceWithACommentedTable(const QString& name) {
    const QString root = test::tempPath(name);
    QDir(root).removeRecursively();
    const bool written = test::writeBytes(
        root + QStringLiteral("/tables/deva-phonological.tsv"),
        "# akshara-confusion-table 1\n# name: deva-phonological\n# kind: phonological\n"
        "# script: Deva\n# curated by R.K.\nsource\ttarget\tcategory\tweight\n"
        "ब\tभ\taspiration\t0,5\n# checked against the corpus\n"
        "क\tख\taspiration\t\nख\tक\taspiration\t\n");
    return written ? root : QString();
}

widgets::ConfusionTableEditor* editDevaPhonological(gui::MainWindow& window) {
    widgets::ConfusionTableEditor* editor = window.tablesEditor();
    editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
    addOldSpelling(editor);
    return editor;
}

// The candidates of the preview with their notes, as "candidate note" lines.
QStringList previewOf(const lexicon::ConfusionTable& table, const QString& word,
                      const QString& tablesDir = {}) {
    QStringList lines;
    for (const auto& [candidate, note] :
         gui::TablesController::candidatesFor(table, word, tablesDir)) {
        lines << candidate + QLatin1Char(' ') + note;
    }
    return lines;
}

}  // namespace

class TablesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void savesAnEditedTableIntoTheWorkspace() {
        const QString root = test::tempPath(QStringLiteral("workspace"));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const std::size_t builtins = lexicon::builtinTables().size();
        QCOMPARE(editor->tables().size(), builtins);

        const int deva = tableIndex(editor, "deva-phonological");
        QVERIFY2(deva >= 0, "the built-in table deva-phonological is missing");
        editor->setCurrentTableIndex(deva);
        const std::size_t before = editor->currentTable().entries.size();
        addOldSpelling(editor);

        QPushButton* save = saveButton(editor);
        QVERIFY(save != nullptr);
        save->click();

        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        QVERIFY2(QFile::exists(path), qPrintable(path));
        const lexicon::ParsedTable saved = lexicon::readTableFile(path.toStdString());
        QCOMPARE(saved.table.entries.size(), before + 1);
        QCOMPARE(test::qs(saved.table.entries.back().source), QStringLiteral("ष"));
        QCOMPARE(test::qs(saved.table.entries.back().target), QStringLiteral("ख"));
        // Saved with an error (the old spelling has no phonological category), with a notice
        // that the runs refuse the table; a second error is counted too.
        QVERIFY2(window.notice().contains(QStringLiteral("deva-phonological.tsv with 1 error")),
                 qPrintable(window.notice()));
        QVERIFY(window.notice().contains(QStringLiteral("refuse the table")));
        lexicon::ConfusionEntry selfMap;
        selfMap.source = test::u32("ख");
        selfMap.target = test::u32("ख");
        selfMap.kind = lexicon::ConfusionKind::Phonological;
        selfMap.category = lexicon::category::kAspiration;
        editor->model()->insertEntry(editor->model()->rowCount(), selfMap);
        save->click();
        QCOMPARE(lexicon::readTableFile(path.toStdString()).table.entries.size(), before + 2);
        QVERIFY2(window.notice().contains(QStringLiteral("deva-phonological.tsv with 2 error")),
                 qPrintable(window.notice()));
        QVERIFY(!window.notice().contains(QStringLiteral("deva-phonological.tsv with 1 error")));
        editor->model()->removeEntry(editor->model()->rowCount() - 1);
        save->click();
        QVERIFY2(window.notice().contains(QStringLiteral("deva-phonological.tsv with 1 error")),
                 qPrintable(window.notice()));

        // Reopening the workspace shows the saved table in place of the built-in one.
        gui::MainWindow reopened;
        QVERIFY(reopened.openWorkspace(root));
        QCOMPARE(reopened.tablesEditor()->tables().size(), builtins);
        QCOMPARE(reopened.tablesEditor()->tables()[std::size_t(deva)].entries.size(), before + 1);

        // Saved without its errors, the table has no warning left that the runs refuse it.
        editor->model()->removeEntry(editor->model()->rowCount() - 1);
        save->click();
        QCOMPARE(lexicon::readTableFile(path.toStdString()).table.entries.size(), before);
        QVERIFY2(!window.notice().contains(QStringLiteral("deva-phonological.tsv")),
                 qPrintable(window.notice()));
    }

    // A workspace table with errors is still opened, its faults named with file and line.
    void errorsOfAWorkspaceTableAreNamedWithTheirLine() {
        const QString root = test::tempPath(QStringLiteral("workspace-bad-table"));
        QDir(root).removeRecursively();
        const QString path = root + QStringLiteral("/tables/mine.tsv");
        QVERIFY(test::writeBytes(path,
                                 "# akshara-confusion-table 1\n# name: mine\n"
                                 "# kind: phonological\n# script: Deva\n"
                                 "source\ttarget\tweight\nब\tव\theavy\n"));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(path + QStringLiteral(":6: field 'weight': not a "
                                                                   "number: 'heavy'")),
                 qPrintable(window.lastError()));
        bool found = false;
        for (const auto& table : window.tablesEditor()->tables()) {
            found = found || table.name == "mine";
        }
        QVERIFY(found);
    }

    // Saving a workspace table from the editor keeps what the editor does not show: the
    // file's comments, and a row it could not read, as written.
    void savingKeepsCommentsAndRowsThatCouldNotBeRead() {
        const QString root =
            workspaceWithACommentedTable(QStringLiteral("workspace-commented-table"));
        QVERIFY(!root.isEmpty());
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(path + QStringLiteral(":7: field 'weight'")),
                 qPrintable(window.lastError()));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        QCOMPARE(editor->currentTable().entries.size(), std::size_t{2});
        addOldSpelling(editor);
        QPushButton* save = saveButton(editor);
        QVERIFY(save != nullptr);
        save->click();
        const QByteArray saved = test::readBytes(path);
        for (const char* kept : {"\n# curated by R.K.\nsource\t", "\nब\tभ\taspiration\t0,5\n",
                                 "\n# checked against the corpus\nक\tख\t"}) {
            QVERIFY2(saved.contains(kept), saved.constData());
        }
        QVERIFY2(saved.contains(QStringLiteral("\nष\tख").toUtf8()), saved.constData());
    }

    // Saved with a row that could not be read, a table has that error, as the runs that refuse
    // it find: the status says so, not that it was saved whole.
    void savedRowsThatCouldNotBeReadCountAsErrors() {
        const QString root =
            workspaceWithACommentedTable(QStringLiteral("workspace-unreadable-row"));
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        widgets::ConfusionTableModel* model = editor->model();
        QVERIFY(model->setData(model->index(0, widgets::ConfusionTableModel::WeightColumn),
                               QStringLiteral("0.5")));
        window.showNotice({});
        saveButton(editor)->click();
        QVERIFY2(window.notice().contains(QStringLiteral("with 1 error")),
                 qPrintable(window.notice()));
    }

    // A table file ending in .TSV is not the file the runs read and Save writes: it is left
    // aside, saying so, rather than listed as the curated table the runs do not use.
    void aFileEndingInCapitalTsvIsLeftAside() {
        const QString root = test::tempPath(QStringLiteral("workspace-capital-suffix"));
        QDir(root).removeRecursively();
        const QString copied = root + QStringLiteral("/tables/deva-orthographic.TSV");
        QVERIFY(test::writeBytes(
            copied, lexicon::formatTable(*lexicon::findBuiltinTable("deva-orthographic")).c_str()));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(copied + QStringLiteral(": a table is read")) &&
                     window.lastError().contains(QStringLiteral("deva-orthographic.tsv to use")),
                 qPrintable(window.lastError()));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        QVERIFY(!editor->isCurated(tableIndex(editor, "deva-orthographic")));
    }

    // A copy of a table under another file name (a backup) is not taken for the table: runs
    // read a table from the file of its name, and Save writes that file.
    void aCopyUnderAnotherFileNameIsLeftAside() {
        const QString root =
            test::workspaceWithOneLookAlike(QStringLiteral("workspace-table-copy"));
        QVERIFY(!root.isEmpty());
        const QString curated = root + QStringLiteral("/tables/deva-orthographic.tsv");
        const QString backup = root + QStringLiteral("/tables/my-backup.tsv");
        {
            QFile file(backup);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                lexicon::formatTable(*lexicon::findBuiltinTable("deva-orthographic")).c_str());
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(backup + QStringLiteral(": the table in it is named "
                                                                     "deva-orthographic")),
                 qPrintable(window.lastError()));
        const int deva = tableIndex(window.tablesEditor(), "deva-orthographic");
        QCOMPARE(lexicon::formatTable(window.tablesEditor()->tables()[std::size_t(deva)]),
                 lexicon::formatTable(lexicon::readTableFile(curated.toStdString()).table));
    }

    // A Bengali table saved under a Devanagari table's name is refused by the runs (its
    // operator would find nothing to match); opening the workspace says so, naming the file
    // and line, where it used to be listed without a word until a run failed.
    void aTableOfAnotherScriptUnderABuiltinNameIsNamed() {
        const QString root = test::tempPath(QStringLiteral("workspace-table-other-script"));
        QDir(root).removeRecursively();
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        QVERIFY(test::writeBytes(path,
                                 "# akshara-confusion-table 1\n# name: deva-phonological\n# kind: "
                                 "phonological\n# script: Beng\nsource\ttarget\tcategory\n"
                                 "ক\tখ\taspiration\nখ\tক\taspiration\n"));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(
                     path + QStringLiteral(":4: field 'script': the file's script is Bengali; "
                                           "deva-phonological is Devanagari")),
                 qPrintable(window.lastError()));
    }

    // A table file named in an older encoding (ą as ISO 8859-2's byte B1), which Qt does not
    // list, is named as left aside: it was missing from the list without a word.
    void aTableFileNamedInAnOlderEncodingIsNamed() {
        const QString root =
            test::workspaceWithOneLookAlike(QStringLiteral("workspace-table-latin2"));
        QVERIFY(!root.isEmpty());
        const std::string name = QFile::encodeName(root).toStdString() + "/tables/tabela-\xb1.tsv";
        {
            std::ofstream file(name, std::ios::binary);
            file << lexicon::formatTable(*lexicon::findBuiltinTable("deva-orthographic"));
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(QStringLiteral("/tables/tabela-")) &&
                     window.lastError().contains(QStringLiteral(
                         ".tsv: the file's name is not valid UTF-8, and a table is read from the "
                         "file of its name")),
                 qPrintable(window.lastError()));
        std::filesystem::remove(name);
    }

    // A folder that cannot serve as a workspace is refused with the reason, naming the folder.
    void aWorkspaceThatCannotBeOpenedSaysWhy() {
        const QString file = test::tempPath(QStringLiteral("workspace-is-a-file"));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write("x\n");
        plain.close();
        gui::MainWindow window;
        QVERIFY(!window.openWorkspace(file));
        QVERIFY2(window.lastError().contains(file + QStringLiteral(" is a file, not a folder")),
                 qPrintable(window.lastError()));

        const QString root = test::tempPath(QStringLiteral("workspace-runs-a-file"));
        QDir(root).removeRecursively();
        QVERIFY(QDir().mkpath(root));
        QFile runs(root + QStringLiteral("/runs"));
        QVERIFY(runs.open(QIODevice::WriteOnly));
        runs.close();
        QVERIFY(!window.openWorkspace(root));
        QVERIFY2(
            window.lastError().contains(root + QStringLiteral("/runs is a file, not a folder")),
            qPrintable(window.lastError()));
        QVERIFY(!window.openWorkspace(file + QStringLiteral("/inside")));
        QVERIFY2(window.lastError().contains(QStringLiteral("Cannot create the folder ") + file +
                                             QStringLiteral("/inside: ")),
                 qPrintable(window.lastError()));
        QVERIFY(!window.workspace().isValid());
    }

    // At start-up a last workspace that cannot be opened gives way to another one, with the
    // error shown; without a fallback the window still comes up, with no workspace.
    void aStartWorkspaceThatCannotBeOpenedGivesWay() {
        const QString root = test::tempPath(QStringLiteral("workspace-runs-a-file-2"));
        QDir(root).removeRecursively();
        QVERIFY(QDir().mkpath(root));
        QFile runs(root + QStringLiteral("/runs"));
        QVERIFY(runs.open(QIODevice::WriteOnly));
        runs.close();
        const QString fallback = test::tempPath(QStringLiteral("workspace-fallback"));

        gui::MainWindow window;
        QCOMPARE(window.openStartWorkspace(root, fallback), fallback);
        QCOMPARE(window.workspace().root(), fallback);
        QVERIFY2(window.lastError().contains(root + QStringLiteral("/runs is a file")),
                 qPrintable(window.lastError()));
        QVERIFY2(window.notice().contains(root), qPrintable(window.notice()));
        bool shown = false;
        for (QMessageBox* box : window.findChildren<QMessageBox*>()) {
            shown = shown || (box->isVisible() && box->text().contains(root));
        }
        QVERIFY(shown);

        // A last workspace deleted since is not made again, empty: the notice says it is gone.
        const QString deleted = test::tempPath(QStringLiteral("workspace-deleted"));
        QDir(deleted).removeRecursively();
        gui::MainWindow afterDeletion;
        QCOMPARE(afterDeletion.openStartWorkspace(deleted, fallback), fallback);
        QVERIFY(!QDir(deleted).exists());
        QVERIFY2(afterDeletion.notice().contains(deleted + QStringLiteral(" no longer exists")),
                 qPrintable(afterDeletion.notice()));

        // Nor is a workspace made, unasked, of a folder of other things or of a file standing
        // where the last workspace was.
        const QString notes = test::tempPath(QStringLiteral("workspace-now-notes"));
        QDir(notes).removeRecursively();
        QVERIFY(QDir().mkpath(notes));
        QFile note(notes + QStringLiteral("/notes.txt"));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.close();
        for (const QString& path : {notes, notes + QStringLiteral("/notes.txt")}) {
            gui::MainWindow elsewhere;
            QCOMPARE(elsewhere.openStartWorkspace(path, fallback), fallback);
            QVERIFY2(
                elsewhere.notice().contains(path + QStringLiteral(" is no longer a workspace")),
                qPrintable(elsewhere.notice()));
        }
        QCOMPARE(QDir(notes).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("notes.txt")});

        gui::MainWindow bare;
        QCOMPARE(bare.openStartWorkspace(root, QString()), QString());
        QVERIFY(!bare.workspace().isValid());
        QVERIFY2(bare.lastError().contains(root + QStringLiteral("/runs is a file")),
                 qPrintable(bare.lastError()));

        // One asked for by name (--workspace) is made of a new folder, but not of a folder of
        // other files unasked (it was, runs/, tables/ and data/ added beside them), nor where
        // the folder above is missing too (a mistyped path, made folder by folder).
        gui::MainWindow named;
        QCOMPARE(named.openStartWorkspace(notes, QString()), QString());
        QVERIFY2(named.lastError().contains(notes + QStringLiteral(" holds other files")),
                 qPrintable(named.lastError()));
        QCOMPARE(QDir(notes).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("notes.txt")});
        const QString typo = test::tempPath(QStringLiteral("no-such-folder")) + "/ws";
        QCOMPARE(named.openStartWorkspace(typo, QString()), QString());
        QVERIFY(!QFileInfo::exists(test::tempPath(QStringLiteral("no-such-folder"))));
        const QString fresh = test::tempPath(QStringLiteral("workspace-made-by-name"));
        QDir(fresh).removeRecursively();
        QCOMPARE(named.openStartWorkspace(fresh, QString()), fresh);
        QVERIFY(QFileInfo(fresh + QStringLiteral("/runs")).isDir());
    }

    // A last workspace that cannot be read gives way with that reason: it was said to be no
    // longer a workspace (its runs/ cannot be seen from outside).
    void anUnreadableLastWorkspaceSaysWhy() {
        if (geteuid() == 0) {
            QSKIP("the superuser reads every folder");
        }
        const QString root = test::tempPath(QStringLiteral("workspace-unreadable"));
        QDir(root).removeRecursively();
        QVERIFY(QDir().mkpath(root + QStringLiteral("/runs")));
        QVERIFY(QFile::setPermissions(root, QFileDevice::Permissions()));
        const QString fallback = test::tempPath(QStringLiteral("workspace-fallback-unreadable"));
        gui::MainWindow window;
        QCOMPARE(window.openStartWorkspace(root, fallback), fallback);
        QFile::setPermissions(
            root, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY2(window.notice().contains(QStringLiteral("could not be opened")),
                 qPrintable(window.notice()));
        QVERIFY2(!window.lastError().contains(QStringLiteral("not a workspace")),
                 qPrintable(window.lastError()));
    }

    void previewsCandidatesFromThePerturbationOperators() {
        const lexicon::ConfusionTable* table = lexicon::findBuiltinTable("deva-phonological");
        QVERIFY(table != nullptr);
        const auto candidates =
            gui::TablesController::candidatesFor(*table, QStringLiteral("भारत"));
        QStringList phono;
        for (const auto& [candidate, note] : candidates) {
            if (note.startsWith(QStringLiteral("phono"))) {
                phono.append(candidate);
            }
        }
        // Aspiration: भ -> ब is one of the first paper's phonological substitutions.
        QVERIFY2(phono.contains(QStringLiteral("बारत")), qPrintable(phono.join(QLatin1Char(' '))));
        QVERIFY(!phono.contains(QStringLiteral("भारत")));
        // Only the operators that read the table: phono, not ortho or random.
        QCOMPARE(phono.size(), int(candidates.size()));
    }

    // The preview is of the table as it stands: an entry taken out is no longer offered, one
    // added is, an entry with an error is named with its row, and a table no operator reads
    // says that its edits change nothing.
    void thePreviewFollowsTheEdits() {
        lexicon::ConfusionTable table = *lexicon::findBuiltinTable("deva-orthographic");
        QVERIFY(previewOf(table, QStringLiteral("बेकार"))
                    .contains(QStringLiteral("वेकार ortho: look-alike")));
        table.entries.erase(std::remove_if(table.entries.begin(), table.entries.end(),
                                           [](const lexicon::ConfusionEntry& e) {
                                               return e.source == U"ब" || e.target == U"ब";
                                           }),
                            table.entries.end());
        QStringList preview = previewOf(table, QStringLiteral("बेकार"));
        QVERIFY2(!preview.join('\n').contains(QStringLiteral("वेकार")),
                 qPrintable(preview.join('\n')));
        lexicon::ConfusionEntry added = table.entries.front();
        added.source = U"ब";
        added.target = U"म";
        table.entries.push_back(added);
        preview = previewOf(table, QStringLiteral("बेकार"));
        QVERIFY2(preview.join('\n').contains(QStringLiteral("मेकार ortho")),
                 qPrintable(preview.join('\n')));

        added.target = U"ब";  // a letter for itself: an error
        table.entries.push_back(added);
        preview = previewOf(table, QStringLiteral("बेकार"));
        QVERIFY2(preview.join('\n').contains(QStringLiteral("row %1").arg(table.entries.size())),
                 qPrintable(preview.join('\n')));

        // A Bengali-script table is previewed in Bengali, not Assamese (which has no র).
        preview = previewOf(*lexicon::findBuiltinTable("beng-orthographic"), QStringLiteral("বার"));
        QVERIFY2(preview.contains(QStringLiteral("রার ortho: look-alike")),
                 qPrintable(preview.join('\n')));

        preview = previewOf(*lexicon::findBuiltinTable("pl-diacritic"), QStringLiteral("żółw"));
        QCOMPARE(preview.size(), 1);
        QVERIFY2(preview[0].contains(QStringLiteral("no perturbation operator reads this table")),
                 qPrintable(preview[0]));
    }

    // A curated table is marked so, and Use built-in puts the built-in one back: the saved
    // file moves to tables/replaced/ (nothing is deleted), the editor shows the built-in
    // entries, and Try a sentence no longer reads the workspace's table.
    void useBuiltInAgain() {
        const QString root = test::workspaceWithOneLookAlike(QStringLiteral("workspace-builtin"));
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const int deva = tableIndex(editor, "deva-orthographic");
        QVERIFY(editor->isCurated(deva));
        QVERIFY(!editor->isCurated(tableIndex(editor, "deva-phonological")));
        auto* box = editor->findChild<QComboBox*>();
        QVERIFY2(box->itemText(deva).contains(QStringLiteral("curated")),
                 qPrintable(box->itemText(deva)));
        editor->setCurrentTableIndex(deva);
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(1));
        QPushButton* useBuiltin = nullptr;
        for (QPushButton* button : editor->findChildren<QPushButton*>()) {
            if (button->text().contains(QStringLiteral("built-in"))) {
                useBuiltin = button;
            }
        }
        QVERIFY(useBuiltin != nullptr);
        QVERIFY(useBuiltin->isEnabled());

        QString asked;
        answerNextQuestion(QMessageBox::Cancel, &asked);
        useBuiltin->click();
        QVERIFY2(asked.contains(QStringLiteral("deva-orthographic")), qPrintable(asked));
        QVERIFY(QFile::exists(root + "/tables/deva-orthographic.tsv"));

        answerNextQuestion(QMessageBox::NoButton, &asked);
        useBuiltin->click();
        QVERIFY(!QFile::exists(root + "/tables/deva-orthographic.tsv"));
        const QStringList moved =
            QDir(root + "/tables/replaced").entryList({QStringLiteral("deva-orthographic-*.tsv")});
        QCOMPARE(moved.size(), 1);
        QCOMPARE(editor->currentTable().entries.size(),
                 lexicon::findBuiltinTable("deva-orthographic")->entries.size());
        QVERIFY(!editor->isCurated(deva));
        QVERIFY(!editor->isModified(deva));
        QVERIFY(!useBuiltin->isEnabled());
        QVERIFY(!box->itemText(deva).contains(QStringLiteral("curated")));

        perturb::OperatorOptions options;
        options.language = "hi";
        options.tablesDir = (root + "/tables").toStdString();
        QVERIFY(perturb::replacedTables("ortho", options).empty());

        // Reopened, the workspace has no curated table, and nothing in replaced/ is read.
        gui::MainWindow reopened;
        QVERIFY(reopened.openWorkspace(root));
        QVERIFY(!reopened.tablesEditor()->isCurated(deva));
        QCOMPARE(reopened.tablesEditor()->tables()[std::size_t(deva)].entries.size(),
                 lexicon::findBuiltinTable("deva-orthographic")->entries.size());
    }
    // Unsaved edits are kept as a draft in the workspace, so that a workbench that is killed
    // loses none: the next one on the workspace restores them, still unsaved, and says so
    // until they are saved.
    void unsavedEditsOutliveAKilledWorkbench() {
        const QString root = test::tempPath(QStringLiteral("workspace-drafts"));
        QDir(root).removeRecursively();
        const QString draft = root + QStringLiteral("/tables/unsaved/deva-phonological.tsv");
        std::size_t before = 0;
        int deva = -1;
        {
            gui::MainWindow window;
            QVERIFY(window.openWorkspace(root));
            widgets::ConfusionTableEditor* editor = window.tablesEditor();
            deva = tableIndex(editor, "deva-phonological");
            QVERIFY(deva >= 0);
            editor->setCurrentTableIndex(deva);
            before = editor->currentTable().entries.size();
            QVERIFY(!window.isWindowModified());
            addOldSpelling(editor);
            QVERIFY(editor->isModified(deva));
            QVERIFY(window.isWindowModified());
            QVERIFY(editor->findChild<QComboBox*>()->itemText(deva).endsWith(QStringLiteral(" *")));
            // Undone, the table is as saved again; redone, modified.
            editor->undoStack()->undo();
            QVERIFY(!editor->isModified(deva));
            QVERIFY(!window.isWindowModified());
            editor->undoStack()->redo();
            QVERIFY(editor->isModified(deva));
            // The draft is written a moment after the last edit.
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(draft), 5000);
            QCOMPARE(lexicon::readTableFile(draft.toStdString()).table.entries.size(), before + 1);
            // The window goes without being closed, as a killed one does.
        }
        gui::MainWindow next;
        QVERIFY(next.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = next.tablesEditor();
        QCOMPARE(editor->tables()[std::size_t(deva)].entries.size(), before + 1);
        QCOMPARE(test::qs(editor->tables()[std::size_t(deva)].entries.back().source),
                 QStringLiteral("ष"));
        QVERIFY(editor->isModified(deva));
        QVERIFY(next.isWindowModified());
        QVERIFY2(next.notice().contains(QStringLiteral("deva-phonological")),
                 qPrintable(next.notice()));
        QVERIFY(!QFile::exists(root + QStringLiteral("/tables/deva-phonological.tsv")));

        // Saved, the edits are in the table's file and the draft is gone.
        editor->setCurrentTableIndex(deva);
        QCOMPARE(next.tablesController()->saveModified(), QStringList());
        QVERIFY(!editor->isModified(deva));
        QVERIFY(!next.isWindowModified());
        QVERIFY(!QFile::exists(draft));
        QVERIFY2(!next.notice().contains(QStringLiteral("restored from the last session")),
                 qPrintable(next.notice()));  // what it said of the edits no longer holds
        QCOMPARE(lexicon::readTableFile(
                     (root + QStringLiteral("/tables/deva-phonological.tsv")).toStdString())
                     .table.entries.size(),
                 before + 1);
    }

    // Closing with unsaved edits asks first: Cancel keeps the window open with the edits,
    // Discard closes and forgets them, Save writes them before closing.
    void closingWithUnsavedEditsAsksFirst() {
        const QString root = test::tempPath(QStringLiteral("workspace-close"));
        QDir(root).removeRecursively();
        const QString saved = root + QStringLiteral("/tables/deva-phonological.tsv");
        QString asked;
        {
            gui::MainWindow window;
            QVERIFY(window.openWorkspace(root));
            window.show();
            editDevaPhonological(window);
            answerNextQuestion(QMessageBox::Cancel, &asked);
            QVERIFY(!window.close());
            QVERIFY2(asked.contains(QStringLiteral("deva-phonological")), qPrintable(asked));
            QVERIFY(window.isVisible());
            QVERIFY(window.isWindowModified());

            answerNextQuestion(QMessageBox::Discard, &asked);
            QVERIFY(window.close());
            QVERIFY(!QFile::exists(saved));
            QVERIFY(!QDir(root + QStringLiteral("/tables/unsaved")).exists());
        }
        {
            gui::MainWindow window;
            QVERIFY(window.openWorkspace(root));
            window.show();
            QVERIFY(!window.isWindowModified());  // nothing restored: the edits were discarded
            editDevaPhonological(window);
            answerNextQuestion(QMessageBox::Save, &asked);
            QVERIFY(window.close());
            QVERIFY(QFile::exists(saved));
            QCOMPARE(
                test::qs(lexicon::readTableFile(saved.toStdString()).table.entries.back().source),
                QStringLiteral("ष"));
        }
    }

    // A draft of a table the workspace no longer has is left there, as the workbench says
    // when it finds it: closing (or discarding edits) does not take it.
    void aDraftOfATableNoLongerThereStays() {
        const QString root = test::tempPath(QStringLiteral("workspace-orphan-draft"));
        QDir(root).removeRecursively();
        const QString orphan = root + QStringLiteral("/tables/unsaved/mine.tsv");
        lexicon::ConfusionTable mine = *lexicon::findBuiltinTable("deva-orthographic");
        mine.name = "mine";
        QVERIFY(test::writeBytes(orphan, lexicon::formatTable(mine).c_str()));
        QString asked;
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(window.lastError().contains(orphan) &&
                     window.lastError().contains(QStringLiteral("it is left there")),
                 qPrintable(window.lastError()));
        window.show();
        editDevaPhonological(window);
        answerNextQuestion(QMessageBox::Discard, &asked);
        QVERIFY(window.close());
        QVERIFY(QFile::exists(orphan));
        QVERIFY(!QFile::exists(root + QStringLiteral("/tables/unsaved/deva-phonological.tsv")));
    }

    // What is being typed in a cell is an unsaved edit: closing asks of it, as of any other.
    void closingAsksOfACellBeingTyped() {
        const QString root = test::tempPath(QStringLiteral("workspace-close-typing"));
        QDir(root).removeRecursively();
        QString asked;
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        window.views()->setCurrentWidget(window.tablesEditor());
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        const QModelIndex note = editor->proxy()->mapFromSource(
            editor->model()->index(0, widgets::ConfusionTableModel::NoteColumn));
        editor->view()->setCurrentIndex(note);
        editor->view()->edit(note);
        auto* cell = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(cell != nullptr);
        QTest::keyClicks(cell, QStringLiteral("checked"));
        answerNextQuestion(QMessageBox::Cancel, &asked);
        QVERIFY(!window.close());
        QVERIFY2(asked.contains(QStringLiteral("deva-phonological")), qPrintable(asked));
        answerNextQuestion(QMessageBox::Discard, &asked);
        QVERIFY(window.close());
    }

    // Discarding unsaved edits on the way to another workspace forgets them: no draft of them
    // is written back into the workspace left, so they do not come back when it is opened again.
    void discardedEditsStayDiscardedOnSwitchingWorkspace() {
        const QString first = test::tempPath(QStringLiteral("workspace-discard-a"));
        const QString second = test::tempPath(QStringLiteral("workspace-discard-b"));
        QString asked;
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(first));
        window.show();
        widgets::ConfusionTableEditor* editor = editDevaPhonological(window);
        answerNextQuestion(QMessageBox::Cancel, &asked);
        QVERIFY(!window.switchWorkspace(second));
        QVERIFY2(asked.contains(QStringLiteral("deva-phonological")), qPrintable(asked));
        QVERIFY(window.isWindowModified());

        answerNextQuestion(QMessageBox::Discard, &asked);
        QVERIFY(window.switchWorkspace(second));
        QVERIFY(!QDir(first + QStringLiteral("/tables/unsaved")).exists());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.switchWorkspace(first));
        QVERIFY(!window.isWindowModified());  // nothing restored
        QVERIFY(editor->modifiedTables().empty());
    }

    // A table is saved, and kept as a draft, only under a name that can be a file of tables/.
    void aTableNameMustBeAFileName() {
        using gui::Workspace;
        QVERIFY(lexicon::tableNameProblem("deva-phonological").empty());
        QVERIFY(lexicon::tableNameProblem("हिंदी ध्वनि").empty());
        for (const char* bad :
             {"", "../deva", "tables/deva", "a\\b", ".hidden", "deva\nphono", "deva\tphono"}) {
            QVERIFY2(!lexicon::tableNameProblem(bad).empty(), bad);
        }
        const Workspace workspace(test::tempPath(QStringLiteral("workspace-names")));
        QVERIFY(workspace.create());
        lexicon::ConfusionTable table = lexicon::builtinTables().front();
        table.name = "../outside";
        QVERIFY_THROWS_EXCEPTION(InputError, workspace.saveTable(table));
        QVERIFY(!QFile::exists(test::tempPath(QStringLiteral("outside.tsv"))));
    }

    // Notices add up: one does not hide another (a workspace that gave way, then restored edits,
    // then missing fonts); the newest is shown with the count of the others, all in its tooltip.
    void noticesDoNotHideEachOther() {
        gui::MainWindow window;
        const QString fallback = QStringLiteral(
            "The workspace /a could not be opened; /b is open "
            "instead.");
        const QString restored = QStringLiteral(
            "Unsaved edits of the tables deva-phonological "
            "were restored from the last session.");
        window.showNotice(fallback);
        window.showNotice(restored);
        window.showNotice(fallback);  // given again: moved to the end, not repeated
        QCOMPARE(window.notice(), restored + QLatin1Char('\n') + fallback);
        auto* label = window.findChild<QLabel*>(QStringLiteral("notice"));
        QVERIFY(label != nullptr);
        QVERIFY2(label->text().startsWith(fallback), qPrintable(label->text()));
        QVERIFY2(label->text().contains(QStringLiteral("and 1 more")), qPrintable(label->text()));
        QVERIFY(label->toolTip().contains(restored) && label->toolTip().contains(fallback));
        window.showNotice(QString());
        QVERIFY2(window.notice().isEmpty(), qPrintable(window.notice()));
        QVERIFY(label->isHidden());
    }

    // Closing while a job runs asks first; told to close, the job is cancelled.
    void closingWhileAJobRunsAsksFirst() {
        gui::MainWindow window;
        window.show();
        std::atomic<bool> cancelled{false};
        window.jobRunner()->start(QStringLiteral("a long job"),
                                  [&cancelled](const jobs::JobContext& job) {
                                      try {
                                          for (;;) {
                                              job.checkCancelled();
                                              QThread::msleep(5);
                                          }
                                      } catch (const Cancelled&) {
                                          cancelled = true;
                                          throw;
                                      }
                                  });
        QString asked;
        answerNextQuestion(QMessageBox::Cancel, &asked);
        QVERIFY(!window.close());
        QVERIFY2(asked.contains(QStringLiteral("running: 1")), qPrintable(asked));
        QCOMPARE(window.jobRunner()->runningCount(), 1);
        answerNextQuestion(QMessageBox::Close, &asked);
        QVERIFY(window.close());
        QVERIFY(window.jobRunner()->waitForDone(10000));
        QVERIFY(cancelled);
    }
};

QTEST_MAIN(TablesTest)
#include "tst_gui_tables.moc"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>
#include <memory>

#include "MainWindow.h"
#include "TableEditorSupport.h"
#include "TablesController.h"
#include "TestSupport.h"
#include "lexicon/ConfusionTable.h"
#include "lexicon/TableFormat.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/ConfusionTableModel.h"

using namespace akshara;
using akshara::test::saveButton;
using akshara::test::tableIndex;

namespace {

// A workspace whose deva-phonological table has two rows and a comment of its curator.
QString workspaceWithATable(const QString& name) {
    const QString root = test::tempPath(name);
    QDir(root).removeRecursively();
    const bool written = test::writeBytes(
        root + QStringLiteral("/tables/deva-phonological.tsv"),
        "# akshara-confusion-table 1\n# name: deva-phonological\n# kind: phonological\n"
        "# script: Deva\n# curated by R.K.\nsource\ttarget\tcategory\tweight\n"
        "क\tख\taspiration\t\nख\tक\taspiration\t\n");
    return written ? root : QString();
}

// Writes a phonological table file at `path`: the table `name` in `script` (Deva, Beng), its
// column row `columns`, then `rows`; false when it cannot.
bool writeTable(const QString& path, const char* name, const char* script, const QByteArray& rows,
                const QByteArray& columns = "source\ttarget\tcategory\n") {
    return test::writeBytes(path, QByteArray("# akshara-confusion-table 1\n# name: ") + name +
                                      "\n# kind: phonological\n# script: " + script + "\n" +
                                      columns + rows);
}

// The same table as another program saves it: a row and a comment more.
QByteArray changedElsewhere() {
    return "# akshara-confusion-table 1\n# name: deva-phonological\n# kind: phonological\n"
           "# script: Deva\n# curated by R.K.\n# checked by A.S.\nsource\ttarget\tcategory\t"
           "weight\nक\tख\taspiration\t\nख\tक\taspiration\t\nग\tघ\taspiration\t\n"
           "घ\tग\taspiration\t\n";
}

// Adds ट -> ठ to the current table, as typing it in would.
void addRow(widgets::ConfusionTableEditor* editor) {
    lexicon::ConfusionEntry entry;
    entry.source = test::u32("ट");
    entry.target = test::u32("ठ");
    entry.kind = lexicon::ConfusionKind::Phonological;
    entry.category = "aspiration";
    editor->model()->insertEntry(editor->model()->rowCount(), entry);
}

// Presses the button `label` (Cancel for a standard one) of the message box the next modal
// loop shows; records its text, or "(no question)".
void answerNextQuestion(const QString& label, QString* text) {
    QTimer::singleShot(0, [label, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            *text = QStringLiteral("(no question)");
            return;
        }
        *text = box->text();
        for (QAbstractButton* button : box->buttons()) {
            if (button->text().remove(QLatin1Char('&')) == label) {
                button->click();
                return;
            }
        }
        box->button(QMessageBox::Cancel)->click();
    });
}

}  // namespace

class TableFilesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A run reads the saved tables: with edits not saved, starting one asks whether to save
    // them first. A linguist's new pair was left out of the run without a word.
    void aRunAsksToSaveTheEditsItWouldLeaveOut() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-run-edits"));
        QVERIFY(!root.isEmpty());
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        const QByteArray saved = test::readBytes(path);
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        gui::TablesController* tables = window.tablesController();
        const std::vector<std::string> phono{"phono"};  // reads deva-phonological for Hindi
        QString asked;
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QVERIFY(
            tables->settleEditsBeforeRun(&window, phono, "hi"));  // nothing to save: no question
        QCoreApplication::processEvents();
        QCOMPARE(asked, QStringLiteral("(no question)"));

        const int deva = tableIndex(editor, "deva-phonological");
        editor->setCurrentTableIndex(deva);
        addRow(editor);
        // A run whose operators read other tables: no question.
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QVERIFY(tables->settleEditsBeforeRun(&window, {"key"}, "pl"));
        QCoreApplication::processEvents();
        QCOMPARE(asked, QStringLiteral("(no question)"));
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QVERIFY(!tables->settleEditsBeforeRun(&window, phono, "hi"));  // not started
        QVERIFY2(asked.contains(QStringLiteral("deva-phonological")), qPrintable(asked));
        QVERIFY(editor->isModified(deva));
        answerNextQuestion(QStringLiteral("Start without them"), &asked);
        QVERIFY(tables->settleEditsBeforeRun(&window, phono, "hi"));
        QCOMPARE(test::readBytes(path), saved);
        QVERIFY(editor->isModified(deva));  // the edits stay in the editor
        // Saved as Save saves: the window is told, and says how many errors the file has.
        QSignalSpy told(tables, &gui::TablesController::saved);
        answerNextQuestion(QStringLiteral("Save"), &asked);
        QVERIFY(tables->settleEditsBeforeRun(&window, phono, "hi"));
        QVERIFY(!editor->isModified(deva));
        QCOMPARE(told.count(), 1);
        QCOMPARE(told.front().at(0).toString(), path);
        QCOMPARE(told.front().at(1).toInt(), 0);
        QCOMPARE(lexicon::readTableFile(path.toStdString()).table.entries.size(), std::size_t(3));
    }

    // A table saved with errors has a notice in its workspace, not in the next one opened,
    // whose runs read their own tables.
    void aTableErrorNoticeStaysWithItsWorkspace() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-error-notice"));
        const QString other = workspaceWithATable(QStringLiteral("workspace-error-notice-2"));
        QVERIFY(!root.isEmpty() && !other.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        addRow(editor);
        editor->model()->setData(
            editor->model()->index(2, widgets::ConfusionTableModel::TargetColumn),
            QStringLiteral("ट"));  // ट -> ट: an error
        saveButton(editor)->click();
        QVERIFY2(window.notice().contains(QStringLiteral("with 1 error")),
                 qPrintable(window.notice()));
        QVERIFY(window.openWorkspace(other));
        QVERIFY2(!window.notice().contains(QStringLiteral("with 1 error")),
                 qPrintable(window.notice()));
    }

    // A table file changed by another program while the workbench has unsaved edits of it is
    // not overwritten unasked: Save asks, Cancel leaves the file, Reload reads it and drops
    // the edits, Overwrite writes the edits over it. It was overwritten without a word.
    void saveAsksBeforeOverwritingAFileChangedOnDisk() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-changed-table"));
        QVERIFY(!root.isEmpty());
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const int deva = tableIndex(editor, "deva-phonological");
        editor->setCurrentTableIndex(deva);
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(2));
        addRow(editor);
        QVERIFY(test::writeBytes(path, changedElsewhere()));
        // The edits stay, with a notice that the file changed.
        QTRY_VERIFY2(window.notice().contains(QStringLiteral("deva-phonological")) &&
                         window.notice().contains(QStringLiteral("changed by another program")),
                     qPrintable(window.notice()));
        QVERIFY(editor->isModified(deva));

        QString asked;
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        saveButton(editor)->click();
        QVERIFY2(asked.contains(QStringLiteral("was changed by another program")),
                 qPrintable(asked));
        QCOMPARE(test::readBytes(path), changedElsewhere());
        QVERIFY(editor->isModified(deva));

        answerNextQuestion(QStringLiteral("Overwrite"), &asked);
        saveButton(editor)->click();
        QVERIFY(!editor->isModified(deva));
        const lexicon::ParsedTable overwritten = lexicon::readTableFile(path.toStdString());
        QCOMPARE(overwritten.table.entries.size(), std::size_t(3));
        QCOMPARE(test::qs(overwritten.table.entries.back().source), QStringLiteral("ट"));

        // Saved again without a change elsewhere: no question.
        addRow(editor);
        editor->model()->setData(
            editor->model()->index(3, widgets::ConfusionTableModel::SourceColumn),
            QStringLiteral("ड"));
        editor->model()->setData(
            editor->model()->index(3, widgets::ConfusionTableModel::TargetColumn),
            QStringLiteral("ढ"));
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        saveButton(editor)->click();
        QCoreApplication::processEvents();  // the answer looks for a question now
        QCOMPARE(asked, QStringLiteral("(no question)"));
        QCOMPARE(lexicon::readTableFile(path.toStdString()).table.entries.size(), std::size_t(4));

        // Reload from disk: the file's table, the edits gone.
        addRow(editor);
        QVERIFY(test::writeBytes(path, changedElsewhere()));
        answerNextQuestion(QStringLiteral("Reload from disk"), &asked);
        saveButton(editor)->click();
        QVERIFY2(asked.contains(QStringLiteral("was changed by another program")),
                 qPrintable(asked));
        QCOMPARE(test::readBytes(path), changedElsewhere());
        QVERIFY(!editor->isModified(deva));
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(4));
        QCOMPARE(test::qs(editor->currentTable().entries[2].source), QStringLiteral("ग"));
    }

    // A table without unsaved edits is read again when another program changes its file, so
    // that the editor shows what Try a sentence and the runs read.
    // A table file changed by another program after a workbench was killed with unsaved edits
    // of it: the edits come back, the change is said, and Save asks before overwriting the
    // file, which it did unasked.
    void aTableChangedSinceItsDraftIsNotOverwrittenUnasked() {
        const QString root = workspaceWithATable(QStringLiteral("draft-changed-since"));
        QVERIFY(!root.isEmpty());
        const QString file = root + QStringLiteral("/tables/deva-phonological.tsv");
        {
            gui::MainWindow killed;
            QVERIFY(killed.openWorkspace(root));
            widgets::ConfusionTableEditor* editor = killed.tablesEditor();
            editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
            addRow(editor);
            QCOMPARE(killed.tablesController()->writeDrafts(), QStringList());
        }
        {
            // The file as the edits found it: they come back without a word of a change.
            gui::MainWindow unchanged;
            QVERIFY(unchanged.openWorkspace(root));
            QVERIFY(unchanged.tablesEditor()->isModified(
                tableIndex(unchanged.tablesEditor(), "deva-phonological")));
            QVERIFY(!unchanged.tablesController()->changedOnDisk("deva-phonological"));
            QVERIFY(!unchanged.notice().contains(QStringLiteral("changed by another program")));
        }
        const QByteArray theirs = test::readBytes(file) + "ग\tघ\taspiration\t\n";
        QVERIFY(test::writeBytes(file, theirs));
        const QString drafts = root + QStringLiteral("/tables/unsaved");
        {
            gui::MainWindow next;
            QVERIFY(next.openWorkspace(root));
            widgets::ConfusionTableEditor* editor = next.tablesEditor();
            QVERIFY(editor->isModified(tableIndex(editor, "deva-phonological")));
            QVERIFY(next.tablesController()->changedOnDisk("deva-phonological"));
            QVERIFY2(next.notice().contains(QStringLiteral("changed by another program")),
                     qPrintable(next.notice()));
            const QStringList refused = next.tablesController()->saveModified();
            QCOMPARE(refused.size(), 1);
            QCOMPARE(test::readBytes(file), theirs);
            // Its draft still records the file the edits began from, not this one.
            QCOMPARE(next.tablesController()->writeDrafts(), QStringList());
        }
        // The file removed since (a checkout): Save asks before making it again.
        QVERIFY(QFile::remove(file));
        {
            gui::MainWindow removed;
            QVERIFY(removed.openWorkspace(root));
            QVERIFY(removed.tablesController()->changedOnDisk("deva-phonological"));
        }
        // A draft without its record of the file (killed as it was first written) is taken as
        // of another file; discarded, nothing of it stays.
        QVERIFY(test::writeBytes(file, theirs));
        QVERIFY(QFile::remove(drafts + QStringLiteral("/deva-phonological.tsv.base")));
        gui::MainWindow unknown;
        QVERIFY(unknown.openWorkspace(root));
        QVERIFY(unknown.tablesController()->changedOnDisk("deva-phonological"));
        QCOMPARE(unknown.tablesController()->writeDrafts(), QStringList());
        unknown.tablesController()->discardDrafts();
        QVERIFY2(!QDir(drafts).exists(),
                 qPrintable(QDir(drafts).entryList(QDir::Files | QDir::Hidden).join(' ')));
    }

    // Rows copied with their column titles from a colleague's workbench in Polish or Hindi are
    // pasted by those titles, whatever this one's language: the titles were taken for a row.
    void aPasteReadsColumnTitlesInEveryLanguage() {
        const QString root = workspaceWithATable(QStringLiteral("paste-titles"));
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        const int before = editor->model()->rowCount();
        QCOMPARE(editor->pasteEntries(QStringLiteral("Cel\tŹródło\tKategoria\nठ\tट\taspiration\n")),
                 1);
        QCOMPARE(editor->pasteEntries(QStringLiteral("लक्ष्य\tस्रोत\tश्रेणी\nघ\tग\taspiration\n")), 1);
        QCOMPARE(editor->model()->rowCount(), before + 2);
        const auto& entries = editor->currentTable().entries;
        QCOMPARE(test::qs(entries[std::size_t(before)].source), QStringLiteral("ट"));
        QCOMPARE(test::qs(entries[std::size_t(before)].target), QStringLiteral("ठ"));
        QCOMPARE(test::qs(entries[std::size_t(before + 1)].source), QStringLiteral("ग"));
        QCOMPARE(entries[std::size_t(before + 1)].category, std::string("aspiration"));
    }

    // Two workbenches open on one workspace: the first keeps the drafts of unsaved edits. The
    // second removed the first's drafts as it wrote its own, and a start after the first was
    // killed restored the second's edits, of a workbench still running, as the first's.
    void aSecondWorkbenchLeavesTheDraftsAlone() {
        const QString root = workspaceWithATable(QStringLiteral("two-workbenches"));
        QVERIFY(!root.isEmpty());
        const QString drafts = root + QStringLiteral("/tables/unsaved/");
        auto first = std::make_unique<gui::MainWindow>();
        QVERIFY(first->openWorkspace(root));
        gui::MainWindow second;
        QVERIFY(second.openWorkspace(root));
        QVERIFY2(second.notice().contains(QStringLiteral("Another workbench has this workspace")),
                 qPrintable(second.notice()));
        QVERIFY(!first->notice().contains(QStringLiteral("Another workbench")));

        widgets::ConfusionTableEditor* mine = first->tablesEditor();
        mine->setCurrentTableIndex(tableIndex(mine, "deva-phonological"));
        addRow(mine);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(drafts + QStringLiteral("deva-phonological.tsv")),
                                 5000);
        widgets::ConfusionTableEditor* theirs = second.tablesEditor();
        theirs->setCurrentTableIndex(tableIndex(theirs, "beng-orthographic"));
        addRow(theirs);
        QVERIFY(theirs->isModified(tableIndex(theirs, "beng-orthographic")));
        QCOMPARE(second.tablesController()->writeDrafts(), QStringList());
        QCOMPARE(QDir(drafts).entryList({QStringLiteral("*.tsv")}, QDir::Files),
                 QStringList(QStringLiteral("deva-phonological.tsv")));

        first.reset();  // killed: its drafts stay, and its hold on them goes
        gui::MainWindow next;
        QVERIFY(next.openWorkspace(root));
        QVERIFY(
            next.tablesEditor()->isModified(tableIndex(next.tablesEditor(), "deva-phonological")));
        QVERIFY(
            !next.tablesEditor()->isModified(tableIndex(next.tablesEditor(), "beng-orthographic")));
    }

    void aTableChangedOnDiskIsReadAgain() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-reread-table"));
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const int deva = tableIndex(editor, "deva-phonological");
        editor->setCurrentTableIndex(deva);
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(2));
        QVERIFY(test::writeBytes(root + QStringLiteral("/tables/deva-phonological.tsv"),
                                 changedElsewhere()));
        QTRY_COMPARE(editor->currentTable().entries.size(), std::size_t(4));
        QVERIFY(!editor->isModified(deva));
        QVERIFY(editor->isCurated(deva));
    }

    // Closing with edits of a table changed on disk does not overwrite it: Save in the close
    // question says why it did not, and the window stays.
    void closingDoesNotOverwriteAFileChangedOnDisk() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-close-changed"));
        QVERIFY(!root.isEmpty());
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        window.show();
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        addRow(editor);
        QVERIFY(test::writeBytes(path, changedElsewhere()));
        QString asked;
        answerNextQuestion(QStringLiteral("Save"), &asked);
        QVERIFY(!window.close());
        QVERIFY2(asked.contains(QStringLiteral("not saved")), qPrintable(asked));
        QCOMPARE(test::readBytes(path), changedElsewhere());
        QVERIFY2(window.lastError().contains(QStringLiteral("was changed by another program")),
                 qPrintable(window.lastError()));
    }

    // A colleague's table, sent as a file, comes into the workspace as the file of its name,
    // as written (the curator's comment kept), and the editor shows it in place of the
    // built-in one. Before, it had to be copied into tables/ by hand under the right name.
    void aColleaguesTableIsImported() {
        const QString root = test::tempPath(QStringLiteral("workspace-import"));
        QDir(root).removeRecursively();
        const QString sent = test::tempPath(QStringLiteral("mail/phonological-from-rk.tsv"));
        QVERIFY(test::writeBytes(sent, changedElsewhere()));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const int tables = int(editor->tables().size());
        const int deva = tableIndex(editor, "deva-phonological");
        QVERIFY(!editor->isCurated(deva));

        QString asked;
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QSignalSpy changedOnDisk(window.tablesController(),
                                 &gui::TablesController::tablesChangedOnDisk);
        QVERIFY(window.importTable(sent));
        QCoreApplication::processEvents();
        QCOMPARE(asked, QStringLiteral("(no question)"));  // the built-in one is not lost
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        QCOMPARE(test::readBytes(path), changedElsewhere());
        QCOMPARE(int(editor->tables().size()), tables);
        QCOMPARE(editor->currentTableIndex(), deva);
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(4));
        QVERIFY(editor->isCurated(deva));
        QVERIFY(!editor->isModified(deva));
        QCOMPARE(window.views()->currentWidget(), editor);
        // The file it wrote is not taken for one changed by another program once the folder's
        // watch has looked (a few hundred milliseconds after a change).
        QTest::qWait(800);
        QCOMPARE(changedOnDisk.count(), 0);

        // A table put into tables/ by hand while the workbench was open: importing it again
        // lists it, where the editor showed no table at all.
        const QString copied = root + QStringLiteral("/tables/deva-spelling-notes.tsv");
        const QByteArray spelling =
            "# akshara-confusion-table 1\n# name: deva-spelling-notes\n# kind: phonological\n"
            "# script: Deva\nsource\ttarget\tcategory\nष\tश\tsibilant\nश\tष\tsibilant\n";
        QVERIFY(test::writeBytes(copied, spelling));
        QVERIFY(window.importTable(copied));
        QCOMPARE(editor->currentTable().name, std::string("deva-spelling-notes"));
        QCOMPARE(editor->currentTable().entries.size(), std::size_t(2));
        QCOMPARE(test::readBytes(copied), spelling);
        editor->setCurrentTableIndex(deva);

        // The same table again changes nothing and asks nothing.
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QVERIFY(window.importTable(sent));
        QCoreApplication::processEvents();
        QCOMPARE(asked, QStringLiteral("(no question)"));
        QVERIFY(!QFileInfo::exists(root + QStringLiteral("/tables/replaced")));

        // A table of a name no built-in one has joins the list.
        const QString notes = test::tempPath(QStringLiteral("mail/notes.tsv"));
        QVERIFY(
            writeTable(notes, "deva-dialect-notes", "Deva", "श\tस\tsibilant\nस\tश\tsibilant\n"));
        QVERIFY(window.importTable(notes));
        QCOMPARE(int(editor->tables().size()), tables + 2);
        QCOMPARE(editor->currentTable().name, std::string("deva-dialect-notes"));
        QVERIFY(QFileInfo::exists(root + QStringLiteral("/tables/deva-dialect-notes.tsv")));
    }

    // A table curated here goes to a colleague as a file, its unsaved edits and its curator's
    // comments with it, and comes into their workspace as it left.
    void aTableIsExportedForAnotherWorkspace() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-export"));
        QVERIFY(!root.isEmpty());
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->setCurrentTableIndex(tableIndex(editor, "deva-phonological"));
        addRow(editor);  // not saved
        const QString sent = test::tempPath(QStringLiteral("outbox/deva-phonological.tsv"));
        QVERIFY(QDir().mkpath(QFileInfo(sent).path()));
        QVERIFY(window.exportTable(sent));
        const QByteArray written = test::readBytes(sent);
        QVERIFY2(written.contains("# curated by R.K.") && written.contains("ट\tठ"),
                 written.constData());
        QVERIFY(editor->isModified(tableIndex(editor, "deva-phonological")));  // still unsaved

        const QString other = test::tempPath(QStringLiteral("workspace-export-2"));
        QDir(other).removeRecursively();
        gui::MainWindow colleague;
        QVERIFY(colleague.openWorkspace(other));
        QVERIFY(colleague.importTable(sent));
        QCOMPARE(lexicon::formatTable(colleague.tablesEditor()->currentTable()),
                 lexicon::formatTable(editor->currentTable()));

        // Not into the workspace's own tables, which Save writes.
        const QString inside = root + QStringLiteral("/tables/deva-phonological-copy.tsv");
        QVERIFY(!window.exportTable(inside));
        QVERIFY2(window.lastError().contains("in the workspace's tables folder"),
                 qPrintable(window.lastError()));
        QVERIFY(!QFileInfo::exists(inside));
        // A folder is no file to write.
        QVERIFY(!window.exportTable(QFileInfo(sent).path()));
        QVERIFY2(window.lastError().startsWith("The table could not be exported: "),
                 qPrintable(window.lastError()));
    }

    // Importing over the workspace's own table, or over unsaved edits, asks first: No keeps
    // them; Replace moves the file to tables/replaced/ (nothing is deleted).
    void anImportAsksBeforeReplacingTheWorkspacesTable() {
        const QString root = workspaceWithATable(QStringLiteral("workspace-import-replace"));
        QVERIFY(!root.isEmpty());
        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        const QByteArray own = test::readBytes(path);
        const QString sent = test::tempPath(QStringLiteral("mail-replace/deva-phonological.tsv"));
        QVERIFY(test::writeBytes(sent, changedElsewhere()));
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        const int deva = tableIndex(editor, "deva-phonological");

        QString asked;
        answerNextQuestion(QStringLiteral("Cancel"), &asked);
        QVERIFY(!window.importTable(sent));
        QCOMPARE(asked, QStringLiteral("The workspace has its own table deva-phonological."));
        QCOMPARE(test::readBytes(path), own);
        QCOMPARE(editor->tables()[std::size_t(deva)].entries.size(), std::size_t(2));

        answerNextQuestion(QStringLiteral("Replace"), &asked);
        QVERIFY(window.importTable(sent));
        QCOMPARE(test::readBytes(path), changedElsewhere());
        const QStringList replaced =
            QDir(root + QStringLiteral("/tables/replaced")).entryList(QDir::Files);
        QCOMPARE(replaced.size(), 1);
        QCOMPARE(test::readBytes(root + QStringLiteral("/tables/replaced/") + replaced.front()),
                 own);
        QCOMPARE(editor->tables()[std::size_t(deva)].entries.size(), std::size_t(4));
        QVERIFY2(window.statusBar()->currentMessage().contains(replaced.front()),
                 qPrintable(window.statusBar()->currentMessage()));
        // Replaced again at once (two versions dropped together): both copies are kept.
        QVERIFY(test::writeBytes(sent, own));
        answerNextQuestion(QStringLiteral("Replace"), &asked);
        QVERIFY(window.importTable(sent));
        QCOMPARE(QDir(root + QStringLiteral("/tables/replaced")).entryList(QDir::Files).size(), 2);
        QVERIFY(test::writeBytes(sent, changedElsewhere()));
        answerNextQuestion(QStringLiteral("Replace"), &asked);
        QVERIFY(window.importTable(sent));
        QCOMPARE(editor->tables()[std::size_t(deva)].entries.size(), std::size_t(4));
        QStringList copies;
        for (const QString& copy :
             QDir(root + QStringLiteral("/tables/replaced")).entryList(QDir::Files)) {
            copies << QString::fromUtf8(
                test::readBytes(root + QStringLiteral("/tables/replaced/") + copy));
        }
        QCOMPARE(copies.size(), 3);
        QCOMPARE(copies.count(QString::fromUtf8(own)), 2);  // the first and the third
        QCOMPARE(copies.count(QString::fromUtf8(changedElsewhere())), 1);

        // Unsaved edits of a built-in table are asked about too.
        const int beng = tableIndex(editor, "beng-phonological");
        editor->setCurrentTableIndex(beng);
        editor->model()->removeEntry(0);
        QVERIFY(editor->isModified(beng));
        const QString bengali = test::tempPath(QStringLiteral("mail-replace/beng.tsv"));
        QVERIFY(writeTable(bengali, "beng-phonological", "Beng",
                           "ক\tখ\taspiration\nখ\tক\taspiration\n"));
        answerNextQuestion(QStringLiteral("Replace"), &asked);
        QVERIFY(window.importTable(bengali));
        QCOMPARE(asked, QStringLiteral("The table beng-phonological has unsaved edits."));
        QVERIFY(!editor->isModified(beng));
        QCOMPARE(editor->tables()[std::size_t(beng)].entries.size(), std::size_t(2));
    }

    // What the runs could not read in place of the table of its name is refused, naming the
    // file and line, and nothing is written; errors of single entries are imported, to be
    // fixed in the editor, with a notice.
    void anImportRefusesWhatTheRunsCouldNotRead() {
        const QString root = test::tempPath(QStringLiteral("workspace-import-refused"));
        QDir(root).removeRecursively();
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        const QString dataset = test::tempPath(QStringLiteral("mail-refused/reviews.tsv"));
        QVERIFY(test::writeBytes(dataset, "text\tlabel\nफिल्म अच्छी थी\tpositive\n"));
        QVERIFY(!window.importTable(dataset));
        QCOMPARE(window.lastError(), "The table could not be imported: " + dataset +
                                         ": not a confusion table: it has none of a table's "
                                         "header lines ('# name:', '# kind:', '# script:')");
        // A Bengali table under a Devanagari table's name would give its operator nothing.
        const QString bengali = test::tempPath(QStringLiteral("mail-refused/deva.tsv"));
        QVERIFY(writeTable(bengali, "deva-phonological", "Beng",
                           "ক\tখ\taspiration\nখ\tক\taspiration\n"));
        QVERIFY(!window.importTable(bengali));
        QCOMPARE(window.lastError(), "The table could not be imported: " + bengali +
                                         ":4: not a confusion table that the runs can read: the "
                                         "file's script is Bengali; deva-phonological is "
                                         "Devanagari (it replaces the built-in table "
                                         "deva-phonological)");
        // A row that cannot be read stays in the file whatever is edited, and the runs refuse
        // the file: a weight written with a decimal comma.
        const QString comma = test::tempPath(QStringLiteral("mail-refused/comma.tsv"));
        QVERIFY(writeTable(comma, "deva-phonological", "Deva",
                           "क\tख\taspiration\t0,5\nख\tक\taspiration\t0.5\n",
                           "source\ttarget\tcategory\tweight\n"));
        QVERIFY(!window.importTable(comma));
        QVERIFY2(window.lastError().startsWith("The table could not be imported: " + comma +
                                               ":6: not a confusion table that the runs can "
                                               "read: not a number: '0,5'"),
                 qPrintable(window.lastError()));
        // A name that differs from a table's only in case: the runs would not find it, and a
        // file system that ignores case would take one file for the other.
        const QString capital = test::tempPath(QStringLiteral("mail-refused/capital.tsv"));
        QVERIFY(writeTable(capital, "Deva-Phonological", "Deva",
                           "क\tख\taspiration\nख\tक\taspiration\n"));
        QVERIFY(!window.importTable(capital));
        QVERIFY2(window.lastError().contains(capital + ":2: the table is named "
                                                       "Deva-Phonological, and the workspace has "
                                                       "a table deva-phonological"),
                 qPrintable(window.lastError()));
        // A file of gigabytes (a dataset chosen by mistake) is not read to find out.
        const QString huge = test::tempPath(QStringLiteral("mail-refused/corpus.tsv"));
        {
            QFile file(huge);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(65) << 20));
        }
        QVERIFY(!window.importTable(huge));
        QVERIFY2(window.lastError().endsWith(huge + ": not a confusion table: larger than 64 MiB, "
                                                    "where a table is kilobytes"),
                 qPrintable(window.lastError()));
        QVERIFY(QDir(root + QStringLiteral("/tables")).entryList(QDir::Files).isEmpty());

        const QString selfMap = test::tempPath(QStringLiteral("mail-refused/self.tsv"));
        QVERIFY(writeTable(selfMap, "deva-phonological", "Deva",
                           "क\tक\taspiration\nक\tख\taspiration\nख\tक\taspiration\n"));
        QVERIFY(window.importTable(selfMap));
        QVERIFY2(window.notice().contains(QStringLiteral("with 1 error")),
                 qPrintable(window.notice()));
        // Saved without the error, the notice goes.
        widgets::ConfusionTableEditor* editor = window.tablesEditor();
        editor->model()->removeEntry(0);
        QVERIFY(saveButton(editor) != nullptr);
        saveButton(editor)->click();
        QVERIFY2(!window.notice().contains(QStringLiteral("with 1 error")),
                 qPrintable(window.notice()));
    }
};

QTEST_MAIN(TableFilesTest)
#include "tst_gui_table_files.moc"

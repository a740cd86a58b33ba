#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "MainWindow.h"
#include "TablesController.h"
#include "TestSupport.h"
#include "lexicon/BuiltinTables.h"
#include "lexicon/TableFormat.h"
#include "text/Utf8.h"
#include "widgets/ConfusionTableEditor.h"
#include "widgets/ConfusionTableModel.h"

using namespace akshara;

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

        int deva = -1;
        for (std::size_t i = 0; i < builtins; ++i) {
            if (editor->tables()[i].name == "deva-phonological") {
                deva = int(i);
            }
        }
        QVERIFY2(deva >= 0, "the built-in table deva-phonological is missing");
        editor->setCurrentTableIndex(deva);
        const std::size_t before = editor->currentTable().entries.size();
        lexicon::ConfusionEntry entry;
        entry.source = test::u32("ष");
        entry.target = test::u32("ख");
        entry.kind = lexicon::ConfusionKind::Phonological;
        entry.note = "Old spelling of kh";
        editor->model()->insertEntry(editor->model()->rowCount(), entry);

        QPushButton* save = nullptr;
        for (QPushButton* button : editor->findChildren<QPushButton*>()) {
            if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Save")) {
                save = button;
            }
        }
        QVERIFY(save != nullptr);
        save->click();

        const QString path = root + QStringLiteral("/tables/deva-phonological.tsv");
        QVERIFY2(QFile::exists(path), qPrintable(path));
        const lexicon::ParsedTable saved = lexicon::readTableFile(path.toStdString());
        QCOMPARE(saved.table.entries.size(), before + 1);
        QCOMPARE(test::qs(saved.table.entries.back().source), QStringLiteral("ष"));
        QCOMPARE(test::qs(saved.table.entries.back().target), QStringLiteral("ख"));

        // Reopening the workspace shows the saved table in place of the built-in one.
        gui::MainWindow reopened;
        QVERIFY(reopened.openWorkspace(root));
        QCOMPARE(reopened.tablesEditor()->tables().size(), builtins);
        QCOMPARE(reopened.tablesEditor()->tables()[std::size_t(deva)].entries.size(), before + 1);
    }

    // A workspace table with errors is still opened, its faults named with file and line.
    void errorsOfAWorkspaceTableAreNamedWithTheirLine() {
        const QString root = test::tempPath(QStringLiteral("workspace-bad-table"));
        QDir(root).removeRecursively();
        QVERIFY(QDir().mkpath(root + QStringLiteral("/tables")));
        const QString path = root + QStringLiteral("/tables/mine.tsv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "# akshara-confusion-table 1\n# name: mine\n# kind: phonological\n"
            "# script: Deva\nsource\ttarget\tweight\nब\tव\theavy\n");
        file.close();
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

        gui::MainWindow bare;
        QCOMPARE(bare.openStartWorkspace(root, QString()), QString());
        QVERIFY(!bare.workspace().isValid());
        QVERIFY2(bare.lastError().contains(root + QStringLiteral("/runs is a file")),
                 qPrintable(bare.lastError()));
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
    }
};

QTEST_MAIN(TablesTest)
#include "tst_gui_tables.moc"

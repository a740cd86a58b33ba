// The workspaces of the window: File > Open recent lists those opened before, the last one
// first, and opens them; runs selected in Runs go to the desktop's trash, from which they can
// be restored, and nothing outside the workspace's runs/ is ever moved. Runs and Models follow
// what other programs write into and remove from the workspace.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUrl>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>
#include <chrono>
#include <filesystem>

#include "AttackRunFiles.h"
#include "AttackView.h"
#include "DialogFields.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "ModelsPanel.h"
#include "RunBrowserModel.h"
#include "RunOpener.h"
#include "RunsPanel.h"
#include "SettingsDialog.h"
#include "TestSupport.h"
#include "Workspace.h"
#include "eval/Predictions.h"
#include "jobs/RunFolder.h"
#include "widgets/AttackResultsTable.h"
#include "widgets/MatrixView.h"

using namespace akshara;

namespace {

void write(const QString& path, const QByteArray& content) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

// The texts of the menu's entries, separators left out.
QStringList entries(QMenu* menu) {
    QStringList texts;
    for (QAction* action : menu->actions()) {
        if (!action->isSeparator()) {
            texts << action->text();
        }
    }
    return texts;
}

// The row of the run `path` in the Runs list; -1 when it is not listed.
int rowOf(const gui::RunBrowserModel* model, const QString& path) {
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->run(row).path == path) {
            return row;
        }
    }
    return -1;
}

}  // namespace

class WorkspaceTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Tab leaves every table of the main window (Qt's default moved it from cell to cell, round
    // and round, so that a keyboard user never reached the jobs panel's Cancel), but the table
    // editor's, whose cells are edited; and a screen reader names each table.
    void tabLeavesTheTablesAndEachIsNamed() {
        gui::MainWindow window;
        const auto tables = window.findChildren<QTableView*>();
        QVERIFY(tables.size() >= 6);
        for (const QTableView* table : tables) {
            QVERIFY2(!table->accessibleName().isEmpty(), qPrintable(table->objectName()));
            QVERIFY2(!table->tabKeyNavigation() ||
                         table->accessibleName() == QStringLiteral("Table entries"),
                     qPrintable(table->accessibleName()));
        }
    }

    void recentWorkspacesAreListedLastFirst() {
        gui::MainWindow window;
        QMenu* recent = window.recentMenu();
        QVERIFY(recent);
        Q_EMIT recent->aboutToShow();
        const QString cleared = recent->actions().last()->text();
        recent->actions().last()->trigger();  // Clear the list: left by an earlier test run
        QVERIFY(gui::recentWorkspaces().isEmpty());

        const QString root = test::tempPath("recent");
        QStringList opened;
        for (const char* name : {"hindi", "polski & co", "বাংলা", "hindi"}) {
            const QString path = root + "/" + QString::fromUtf8(name);
            QVERIFY(window.openWorkspace(path));
            opened.removeAll(path);
            opened.prepend(path);
        }
        QCOMPARE(gui::recentWorkspaces(), opened);  // the last first, each once

        Q_EMIT recent->aboutToShow();
        const QStringList texts = entries(recent);
        QCOMPARE(texts.size(), 4);
        QCOMPARE(texts[0], "&1 " + QDir::toNativeSeparators(root + "/hindi"));
        QCOMPARE(texts[1], "&2 " + QDir::toNativeSeparators(root + "/বাংলা"));
        QCOMPARE(texts[2], "&3 " + QDir::toNativeSeparators(root + "/polski && co"));
        QCOMPARE(texts[3], cleared);
        QVERIFY(!recent->actions().at(0)->isEnabled());  // the one open
        QVERIFY(recent->actions().at(1)->isEnabled());

        // Chosen from the menu, a workspace opens.
        recent->actions().at(2)->trigger();
        QCOMPARE(window.workspace().root(), root + "/polski & co");
        QCOMPARE(gui::recentWorkspaces().first(), root + "/polski & co");

        // A folder that is gone is left out.
        QVERIFY(QDir(root + "/বাংলা").removeRecursively());
        QCOMPARE(gui::recentWorkspaces(), (QStringList{root + "/polski & co", root + "/hindi"}));

        // Never more than eight.
        for (int i = 0; i < 10; ++i) {
            QVERIFY(window.openWorkspace(root + "/more-" + QString::number(i)));
        }
        QCOMPARE(gui::recentWorkspaces().size(), 8);
        QCOMPARE(gui::recentWorkspaces().first(), root + "/more-9");
    }

    // Another workspace opens with empty views: the matrices of the one before stayed on
    // screen, under the new workspace's title, and exported into its folders.
    void anotherWorkspaceOpensWithEmptyViews() {
        gui::MainWindow window;
        const QString first = test::tempPath("views-first");
        QVERIFY(window.openWorkspace(first));
        QVERIFY(QDir().mkpath(first + "/data/predictions"));
        const QString predictions = first + "/data/predictions/muril-hi.jsonl";
        eval::PredictionSet set{predictions.toStdString(), {}};
        set.predictions.push_back({"hi-0", "positive", "positive", {}});
        set.predictions.push_back({"hi-1", "negative", "positive", {}});
        eval::writePredictions(set.source, set);
        window.openPredictions({predictions});  // read as a job
        QTRY_VERIFY_WITH_TIMEOUT(!window.matricesView()->confusionView()->data().values.empty(),
                                 30000);
        QCOMPARE(window.views()->currentWidget(), window.matricesView());

        QVERIFY(window.openWorkspace(test::tempPath("views-second")));
        QVERIFY(window.matricesView()->confusionView()->data().values.empty());
        QCOMPARE(window.views()->currentWidget(), window.matricesView());
        QCOMPARE(window.views()->tabText(window.views()->indexOf(window.matricesView())),
                 QStringLiteral("Matrices"));
        // Opened again, the same workspace keeps what its views show.
        window.openPredictions({predictions});
        QTRY_VERIFY_WITH_TIMEOUT(!window.matricesView()->confusionView()->data().values.empty(),
                                 30000);
        QVERIFY(window.openWorkspace(test::tempPath("views-second")));
        QVERIFY(!window.matricesView()->confusionView()->data().values.empty());
    }

    // File > Open workspace on a folder of other files (a chapter's text, a home folder)
    // made it a workspace without a word, adding runs/, tables/ and data/ to it. It asks now,
    // and Cancel leaves the folder and the open workspace as they were.
    void aFolderOfOtherFilesBecomesAWorkspaceOnlyWhenAsked() {
        gui::MainWindow window;
        const QString first = test::tempPath("open-first");
        QVERIFY(window.openWorkspace(first));
        const QString chapters = test::tempPath("chapters");
        QDir(chapters).removeRecursively();
        write(chapters + "/chapter1.txt", "पहला अध्याय\n");
        QString asked;
        const auto answer = [&asked](const QString& button) {
            asked.clear();
            QTimer::singleShot(0, [&asked, button] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    asked = box->text();
                    for (QAbstractButton* b : box->buttons()) {
                        if (b->text() == button) {
                            b->click();
                        }
                    }
                }
            });
        };
        answer(QStringLiteral("Cancel"));
        QVERIFY(!window.switchWorkspace(chapters));
        QCOMPARE(asked, QDir::toNativeSeparators(chapters) + " is not a workspace.");
        QCOMPARE(window.workspace().root(), first);
        QCOMPARE(QDir(chapters).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{"chapter1.txt"});

        answer(QStringLiteral("Make it a workspace"));
        QVERIFY(window.switchWorkspace(chapters));
        QCOMPARE(window.workspace().root(), chapters);
        QVERIFY(QFileInfo(chapters + "/runs").isDir());
        QVERIFY(QFile::exists(chapters + "/chapter1.txt"));

        // A workspace is opened again without a question.
        asked.clear();
        QVERIFY(window.switchWorkspace(first));
        QVERIFY(window.switchWorkspace(chapters));
        QVERIFY(asked.isEmpty());
    }

    // The Browse buttons of the run dialogs start in the open workspace: a model in its
    // models/ (once there is one), a dataset in its data/, a field's own path first.
    void browseButtonsStartInTheWorkspace() {
        gui::MainWindow window;
        const QString root = test::tempPath("browse");
        QVERIFY(window.openWorkspace(root));
        QCOMPARE(gui::browseStart(QString(), gui::BrowseFor::Model), root);  // no models/ yet
        QCOMPARE(gui::browseStart(QString(), gui::BrowseFor::Data), root + "/data");
        QVERIFY(QDir(root).mkpath("models/hi-sentiment"));
        QCOMPARE(gui::browseStart(QString(), gui::BrowseFor::Model), root + "/models");
        QCOMPARE(gui::browseStart(" /models/muril ", gui::BrowseFor::Model),
                 QStringLiteral("/models/muril"));
        const QString other = test::tempPath("browse-other");
        QVERIFY(window.openWorkspace(other));
        QCOMPARE(gui::browseStart(QString(), gui::BrowseFor::Model), other);
    }

    // A workbench killed while runs ran left their hidden .partial folders; opening the
    // workspace again removes them, saying so, but not a run's that still writes into its
    // folder, nor one just made (its run locks it a moment after making it), nor a finished
    // one's.
    void foldersOfRunsKilledWithTheWorkbenchAreRemoved() {
        const QString root = test::tempPath("abandoned");
        const QString runs = root + "/runs";
        const auto aged = [](const QString& folder) {
            QVERIFY(QDir().mkpath(folder));
            test::writeBytes(folder + "/results.jsonl", "{\"id\": 1}\n");
            std::filesystem::last_write_time(
                std::filesystem::path(folder.toStdString()),
                std::filesystem::file_time_type::clock::now() - std::chrono::minutes(5));
        };
        aged(runs + "/.attack-20261204-101010.partial");
        aged(runs + "/.probe-20261204-101011.partial");
        aged(runs + "/attack-20261204-090000");  // a finished run
        // An attack run with its manifest and results is kept, to be resumed.
        QVERIFY(QDir().mkpath(runs + "/.attack-20261204-080000.partial"));
        test::writeBytes(runs + "/.attack-20261204-080000.partial/manifest.json",
                         R"({"kind": "attack"})");
        aged(runs + "/.attack-20261204-080000.partial");
        // A probe run that finished, its new name lost to a power cut, is kept too.
        QVERIFY(QDir().mkpath(runs + "/.probe-20261204-070000.partial"));
        test::writeBytes(runs + "/.probe-20261204-070000.partial/summary.json", "{}");
        aged(runs + "/.probe-20261204-070000.partial");
        // One whose name is taken stays as it is: its results are never removed.
        QVERIFY(QDir().mkpath(runs + "/.attack-20261204-090000.partial"));
        test::writeBytes(runs + "/.attack-20261204-090000.partial/manifest.json",
                         R"({"kind": "attack"})");
        aged(runs + "/.attack-20261204-090000.partial");
        QVERIFY(QDir().mkpath(runs + "/.asr-curve-20261204-101012.partial"));  // just made
        {
            const jobs::FolderLock writing(
                (runs + "/.probe-20261204-101011.partial").toStdString());
            gui::MainWindow window;
            QVERIFY(window.openWorkspace(root));
            QVERIFY2(window.notice().contains(QStringLiteral("attack-20261204-080000")),
                     qPrintable(window.notice()));
            QVERIFY2(!window.notice().contains(QStringLiteral("probe-20261204-070000")),
                     qPrintable(window.notice()));  // finished: nothing to resume
            QVERIFY2(window.notice().contains(QStringLiteral("left unfinished when the workbench "
                                                             "stopped could not be continued")),
                     qPrintable(window.notice()));
            // Not about another workspace's runs.
            QVERIFY(window.openWorkspace(root + "-other"));
            QVERIFY2(!window.notice().contains(QStringLiteral("attack-20261204-080000")),
                     qPrintable(window.notice()));
        }
        QVERIFY(QFile::exists(runs + "/.attack-20261204-090000.partial/results.jsonl"));
        QVERIFY(!QDir(runs + "/.attack-20261204-101010.partial").exists());
        QVERIFY(QDir(runs + "/.probe-20261204-101011.partial").exists());
        QVERIFY(QDir(runs + "/.asr-curve-20261204-101012.partial").exists());
        QVERIFY(QFile::exists(runs + "/attack-20261204-090000/results.jsonl"));
        QVERIFY(!QDir(runs + "/.attack-20261204-080000.partial").exists());
        QVERIFY(QFile::exists(runs + "/attack-20261204-080000/results.jsonl"));
        QVERIFY(QFile::exists(runs + "/probe-20261204-070000/summary.json"));
        // Its run gone, the probe's folder goes the next time.
        QCOMPARE(gui::removeAbandonedRuns(runs), 1);
        QVERIFY(!QDir(runs + "/.probe-20261204-101011.partial").exists());
    }

    // A training killed as it removed its checkpoint, its model published, left the checkpoint
    // (three times the model's size) until the next training into the folder; opening the
    // workspace removes it, but not a stopped training's, nor one a training holds now.
    void checkpointsOfTrainingsKilledAsTheyEndedGo() {
        const QString models = test::tempPath("published-checkpoints") + "/models";
        QDir(models).removeRecursively();
        const auto leftOver = [&models](const QString& name) {
            const QString folder = models + "/" + name;
            QVERIFY(QDir().mkpath(folder + "/checkpoint/model"));
            QVERIFY(test::writeBytes(folder + "/config.json", R"({"model_type": "bert"})"));
            QVERIFY(test::writeBytes(folder + "/training.json", R"({"dev_accuracy": 0.9})"));
            QVERIFY(test::writeBytes(folder + "/checkpoint/publishing.json", R"(["config.json"])"));
            QVERIFY(test::writeBytes(folder + "/checkpoint/weights-2.safetensors", "weights"));
        };
        leftOver("hi-sentiment");
        leftOver("pl-sentiment");
        QVERIFY(QDir().mkpath(models + "/bn-stopped/checkpoint/model"));
        QVERIFY(test::writeBytes(models + "/bn-stopped/checkpoint/state.json", "{}"));
        QVERIFY(test::writeBytes(models + "/bn-stopped/checkpoint/model/config.json", "{}"));
        // A model trained again, that training stopped: the earlier model's record and the new
        // training's checkpoint, to be resumed.
        leftOver("mr-retrained");
        QVERIFY(QFile::remove(models + "/mr-retrained/checkpoint/publishing.json"));
        QVERIFY(test::writeBytes(models + "/mr-retrained/checkpoint/state.json", "{}"));
        QVERIFY(test::writeBytes(models + "/mr-retrained/checkpoint/model/vocab.txt", "[PAD]\n"));
        // A checkpoint that is a link someone made to a folder of theirs.
        const QString theirs = test::tempPath("published-checkpoints") + "/theirs";
        QVERIFY(QDir().mkpath(theirs + "/model"));
        QVERIFY(test::writeBytes(theirs + "/state.json", "{}"));
        QVERIFY(test::writeBytes(theirs + "/publishing.json", R"(["config.json"])"));
        leftOver("te-linked");
        QVERIFY(QDir(models + "/te-linked/checkpoint").removeRecursively());
        QVERIFY(QFile::link(theirs, models + "/te-linked/checkpoint"));
        {
            const jobs::FolderLock training((models + "/pl-sentiment").toStdString());
            gui::MainWindow window;
            QVERIFY(window.openWorkspace(QFileInfo(models).path()));
        }
        QVERIFY(!QFileInfo::exists(models + "/hi-sentiment/checkpoint"));
        QVERIFY(QFileInfo::exists(models + "/hi-sentiment/config.json"));
        QVERIFY(QFileInfo::exists(models + "/hi-sentiment/training.json"));
        QVERIFY(QFileInfo::exists(models + "/pl-sentiment/checkpoint/weights-2.safetensors"));
        QVERIFY(QFileInfo::exists(models + "/bn-stopped/checkpoint/model/config.json"));
        QVERIFY(QFileInfo::exists(models + "/mr-retrained/checkpoint/state.json"));
        QVERIFY(QFileInfo::exists(models + "/mr-retrained/checkpoint/model/vocab.txt"));
        QVERIFY(QFileInfo::exists(theirs + "/state.json"));
        QVERIFY(QFileInfo(models + "/te-linked/checkpoint").isSymLink());
        QCOMPARE(gui::removePublishedCheckpoints(models), 1);  // its training gone
        QVERIFY(!QFileInfo::exists(models + "/pl-sentiment/checkpoint"));
    }

    void runsGoToTheTrash() {
        const QString root = test::tempPath("trash");
        const QString workspace = root + "/workspace";
        const QString kept = workspace + "/runs/probe-20261120-181512";
        const QString gone = workspace + "/runs/attack-20261101-093000";
        write(kept + "/manifest.json", R"({"kind": "probe"})");
        write(gone + "/manifest.json", R"({"kind": "attack", "model": "demo-hi"})");
        write(gone + "/results.jsonl", "{}\n");
        const QString outside = root + "/notes";
        write(outside + "/thesis.txt", "chapter 1");

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        QCOMPARE(window.runsModel()->rowCount(), 2);
        QStringList trashed;
        QCOMPARE(window.runsPanel()->moveToTrash({gone}, &trashed), QStringList());
        QVERIFY(!QFileInfo::exists(gone));
        QCOMPARE(window.runsModel()->rowCount(), 1);
        QCOMPARE(window.runsModel()->run(0).path, kept);
        // In the trash, whole, with what restores it.
        QCOMPARE(trashed.size(), 1);
        const QString trash =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/Trash";
        QVERIFY2(trashed[0].startsWith(trash + "/files/attack-20261101-093000"),
                 qPrintable(trashed[0]));
        QVERIFY(QFile::exists(trashed[0] + "/results.jsonl"));
        const QString info = QFileInfo(trashed[0]).absolutePath() + "/../info/" +
                             QFileInfo(trashed[0]).fileName() + ".trashinfo";
        QFile trashInfo(info);
        QVERIFY2(trashInfo.open(QIODevice::ReadOnly), qPrintable(info));
        const QByteArray restore = trashInfo.readAll();
        QVERIFY2(restore.startsWith(
                     "[Trash Info]\nPath=" + QUrl::toPercentEncoding(gone, QByteArrayLiteral("/")) +
                     "\nDeletionDate=20"),
                 restore.constData());
        trashInfo.close();
        QVERIFY(QDir(trashed[0]).removeRecursively());
        QFile::remove(info);

        // A second run of that name beside the first in the trash.
        QStringList twice;
        for (int i = 0; i < 2; ++i) {
            write(gone + "/results.jsonl", QByteArray::number(i));
            QCOMPARE(window.runsPanel()->moveToTrash({gone}, &twice), QStringList());
        }
        QCOMPARE(twice.size(), 2);
        QCOMPARE(twice[1], twice[0] + ".2");
        QFile second(twice[1] + "/results.jsonl");
        QVERIFY(second.open(QIODevice::ReadOnly));
        QCOMPARE(second.readAll(), QByteArray("1"));
        for (const QString& path : twice) {
            QVERIFY(QDir(path).removeRecursively());
            QVERIFY(QFile::remove(QFileInfo(path).absolutePath() + "/../info/" +
                                  QFileInfo(path).fileName() + ".trashinfo"));
        }

        // Nothing but a run of the workspace: a folder elsewhere, the runs folder itself, a run
        // that is gone.
        const QStringList problems =
            window.runsPanel()->moveToTrash({outside, workspace + "/runs", gone}, &trashed);
        QCOMPARE(problems.size(), 3);
        QVERIFY2(problems[0].contains("not a run of this workspace"), qPrintable(problems[0]));
        QVERIFY(QFile::exists(outside + "/thesis.txt"));
        QVERIFY(QFileInfo::exists(workspace + "/runs"));
        QCOMPARE(trashed.size(), 1);
        QCOMPARE(window.runsModel()->rowCount(), 1);
    }

    // From the keyboard as from the mouse: Return opens the current run, Delete asks to move
    // the selected runs to the trash (Cancel keeps them), and the menu names the key.
    void runsOpenAndGoToTheTrashFromTheKeyboard() {
        const QString workspace = test::tempPath("keyboard/workspace");
        QDir(workspace).removeRecursively();
        const QString kept = workspace + "/runs/probe-20261120-181512";
        const QString gone = workspace + "/runs/attack-20261101-093000";
        write(kept + "/manifest.json", R"({"kind": "probe"})");
        write(gone + "/manifest.json", R"({"kind": "attack", "model": "demo-hi"})");
        write(gone + "/results.jsonl", "{}\n");

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTableView* view = window.runsPanel()->view();
        int row = -1;
        for (int r = 0; r < window.runsModel()->rowCount(); ++r) {
            if (window.runsModel()->run(r).path == gone) {
                row = r;
            }
        }
        QVERIFY(row >= 0);
        view->setFocus();
        view->selectRow(row);
        QSignalSpy opened(window.runsPanel(), &gui::RunsPanel::openRequested);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened[0][0].toString(), gone);

        // The confirmation, answered with the button given; `asked` gets its question.
        QString asked;
        const auto answer = [&asked](QMessageBox::StandardButton button) {
            asked.clear();
            QTimer::singleShot(0, [&asked, button] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    asked = box->text();
                    box->button(button)->click();
                }
            });
        };
        // Delete is the view's own shortcut; once a message box has been shown the offscreen
        // platform leaves the window inactive, so the second time it is triggered as the key
        // would.
        QAction* deleteKey = nullptr;
        for (QAction* action : view->actions()) {
            if (action->shortcut() == QKeySequence(QKeySequence::Delete)) {
                deleteKey = action;
            }
        }
        QVERIFY(deleteKey != nullptr);
        QCOMPARE(deleteKey->shortcutContext(), Qt::WidgetWithChildrenShortcut);
        answer(QMessageBox::Cancel);
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY2(asked.contains("to the trash?"), qPrintable(asked));
        QVERIFY(QFileInfo::exists(gone));
        answer(QMessageBox::Yes);
        deleteKey->trigger();
        QVERIFY2(asked.contains("to the trash?"), qPrintable(asked));
        QVERIFY(!QFileInfo::exists(gone));
        QCOMPARE(window.runsModel()->rowCount(), 1);
        QVERIFY(QFileInfo::exists(kept));
        const QString trash =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/Trash";
        QDir(trash + "/files/attack-20261101-093000").removeRecursively();
        QFile::remove(trash + "/info/attack-20261101-093000.trashinfo");
    }

    // Runs written by another program (the command line, a file manager) come and go in Runs
    // without a refresh, the selected run staying selected; a run removed outside while a view
    // shows it takes the view with it.
    void theRunsListFollowsOtherPrograms() {
        const QString workspace = test::tempPath("follow-runs/workspace");
        QDir(workspace).removeRecursively();
        const QString probe = workspace + "/runs/probe-20261120-181512";
        write(probe + "/manifest.json", R"({"kind": "probe"})");
        const QString shown = test::handMadeAttackRun(workspace + "/runs/attack-20261101-093000");

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        QCOMPARE(window.runsModel()->rowCount(), 2);
        QTableView* view = window.runsPanel()->view();
        view->selectRow(rowOf(window.runsModel(), probe));
        QCOMPARE(window.runsPanel()->selectedRunFolders(), QStringList{probe});

        // The command line starts a run (its manifest first), then ends it (its summary).
        const QString added = workspace + "/runs/attack-20261203-120000";
        write(added + "/manifest.json", R"({"kind": "attack", "model": "demo-hi"})");
        QTRY_COMPARE(window.runsModel()->rowCount(), 3);
        QCOMPARE(window.runsPanel()->selectedRunFolders(), QStringList{probe});
        QCOMPARE(window.runsModel()->run(view->currentIndex().row()).path, probe);
        write(added + "/summary.json", R"({"headline": "accuracy 91.0% -> 40.0%"})");
        QTRY_COMPARE(window.runsModel()->run(rowOf(window.runsModel(), added)).headline,
                     QStringLiteral("accuracy 91.0% -> 40.0%"));

        // The run the Attacks view shows is removed in a file manager.
        QVERIFY(window.openRunAndWait(shown));
        QCOMPARE(window.attackView()->run().runFolder, shown);
        QVERIFY(QDir(shown).removeRecursively());
        QTRY_COMPARE(window.runsModel()->rowCount(), 2);
        QTRY_VERIFY(window.attackView()->run().runFolder.isEmpty());
        QVERIFY2(window.statusBar()->currentMessage().contains("attack-20261101-093000"),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(window.runsPanel()->selectedRunFolders(), QStringList{probe});

        // A run removed that no view shows leaves the views as they are; a shown run whose
        // files are removed, its folder left, goes with its view.
        const QString emptied = test::handMadeAttackRun(workspace + "/runs/attack-20261102-0800");
        QTRY_COMPARE(window.runsModel()->rowCount(), 3);
        QVERIFY(window.openRunAndWait(emptied));
        QVERIFY(QDir(added).removeRecursively());
        QTRY_COMPARE(window.runsModel()->rowCount(), 2);
        QTest::qWait(100);
        QCOMPARE(window.attackView()->run().runFolder, emptied);
        // The run shown was unfinished: when its summary comes, the status bar says so.
        QVERIFY(!window.attackView()->run().complete);
        write(emptied + "/summary.json", R"({"headline": "attack success rate 50.0%"})");
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains("has finished"),
                     qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.statusBar()->currentMessage().contains("attack-20261102-0800"));
        for (const QString& file : QDir(emptied).entryList(QDir::Files)) {
            QVERIFY(QFile::remove(emptied + "/" + file));
        }
        QTRY_COMPARE(window.runsModel()->rowCount(), 1);
        QTRY_VERIFY(window.attackView()->run().runFolder.isEmpty());
        QVERIFY(QFileInfo::exists(emptied));
    }

    // An unfinished attack run shown, which the command line then finishes, is read again:
    // all its results and its figures are shown, the example the user was looking at stays
    // selected, and the view the user is in stays in front.
    void anAttackRunShownIsReadAgainWhenItFinishes() {
        const QString workspace = test::tempPath("follow-finish/workspace");
        QDir(workspace).removeRecursively();
        const QString run = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0100");
        const QString other = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0200");

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        QVERIFY(window.openRunAndWait(run));
        gui::AttackView* attacks = window.attackView();
        QVERIFY(!attacks->run().complete);
        QCOMPARE(attacks->run().examples.size(), std::size_t(2));
        QVERIFY(attacks->table()->selectExample(0));  // the skipped one, not the first shown
        const int elsewhere = window.views()->indexOf(attacks) == 0 ? 1 : 0;
        window.views()->setCurrentIndex(elsewhere);

        // No second read while the user is opening a run: theirs is not superseded.
        QVERIFY(window.runOpener()->open({other}) != 0);
        QCOMPARE(window.runOpener()->reread(run), 0);
        QTRY_VERIFY(!window.runOpener()->busy());
        QVERIFY(window.openRunAndWait(run));
        QVERIFY(attacks->table()->selectExample(0));
        attacks->table()->selectExamples({0, 1}, 0);  // two selected, for a copy
        window.views()->setCurrentIndex(elsewhere);

        QFile results(run + "/results.jsonl");
        QVERIFY(results.open(QIODevice::Append));
        results.write(
            "{\"index\": 2, \"original\": \"वह घर गया\", \"adversarial\": \"वह घड़ "
            "गया\", \"changed_words\": 1, \"success\": true, \"queries\": 3, "
            "\"importance\": [{\"start\": 0, \"end\": 2, \"score\": 0.1}, "
            "{\"start\": 3, \"end\": 5, \"score\": 0.7}, {\"start\": 6, \"end\": 9, "
            "\"score\": 0.2}]}\n");
        results.close();
        write(run + "/summary.json",
              R"({"headline": "attack success rate 50.0%", "examples": 3,
                  "original_accuracy": 0.667, "after_attack_accuracy": 0.333,
                  "attack_success_rate": 0.5, "perturbed_words_pct": 33.3,
                  "queries_per_example": 4.0})");
        QTRY_VERIFY(window.attackView()->run().complete);
        QCOMPARE(window.attackView(), attacks);
        QCOMPARE(attacks->run().examples.size(), std::size_t(3));
        QVERIFY2(attacks->figures()->text().contains("50.0"),
                 qPrintable(attacks->figures()->text()));
        QCOMPARE(attacks->table()->selectedExamples(), (std::vector<int>{0, 1}));
        QCOMPARE(attacks->table()
                     ->model()
                     ->exampleAt(attacks->table()->view()->currentIndex().row())
                     .index,
                 0);
        QCOMPARE(window.views()->currentIndex(), elsewhere);
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains("all its results are shown"),
                     qPrintable(window.statusBar()->currentMessage()));

        // The user opens a run while it is read again: theirs supersedes the read, shows the
        // finished run, and nothing tells them to open it again.
        const QString opened = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0300");
        QTRY_VERIFY(rowOf(window.runsModel(), opened) >= 0);  // listed, its headline known
        QVERIFY(window.openRunAndWait(opened));
        window.statusBar()->clearMessage();
        const QByteArray finished = R"({"headline": "attack success rate 0.0%", "examples": 2})";
        write(opened + "/summary.json", finished);
        window.runsPanel()->refresh();
        QVERIFY(window.runOpener()->busy());
        QVERIFY(window.openRunAndWait(opened));
        QVERIFY(window.attackView()->run().complete);
        QVERIFY2(!window.statusBar()->currentMessage().contains("open it again"),
                 qPrintable(window.statusBar()->currentMessage()));

        // A run that cannot be read when it finishes stays as it was, without a dialog; the
        // status bar says so.
        const QString broken = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0400");
        QTRY_VERIFY(rowOf(window.runsModel(), broken) >= 0);
        QVERIFY(window.openRunAndWait(broken));
        QVERIFY(QFile::remove(broken + "/results.jsonl"));
        write(broken + "/summary.json", finished);
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains("cannot be read now"),
                     qPrintable(window.statusBar()->currentMessage()));
        QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
        QCOMPARE(window.attackView()->run().runFolder, broken);
        QVERIFY(!window.attackView()->run().complete);

        // Nor one whose manifest is damaged when it finishes.
        const QString damaged = test::handMadeAttackRun(workspace + "/runs/attack-20261207-0500");
        QTRY_VERIFY(rowOf(window.runsModel(), damaged) >= 0);
        QVERIFY(window.openRunAndWait(damaged));
        window.statusBar()->clearMessage();
        write(damaged + "/manifest.json", "{\"kind\": ");
        write(damaged + "/summary.json", finished);
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains("cannot be read now"),
                     qPrintable(window.statusBar()->currentMessage()));
        QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
    }

    // Models trained by the command line or copied in appear in Models once their files are
    // there, and go when removed; the selected model stays selected.
    void theModelsListFollowsOtherPrograms() {
        const QString fixtures = test::sharedDir() + "/fixtures/hf-parity";
        if (!QFileInfo::exists(fixtures + "/bert-uncased/config.json")) {
            QSKIP("../shared/fixtures/hf-parity is missing");
        }
        const QString workspace = test::tempPath("follow-models/workspace");
        QDir(workspace).removeRecursively();
        write(workspace + "/runs/probe-20261120-181512/manifest.json", R"({"kind": "probe"})");

        // A new workspace has no models/ until its first model.
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        QVERIFY(!QFileInfo::exists(workspace + "/models"));
        gui::ModelsPanel* panel = window.modelsPanel();
        QCOMPARE(panel->model()->rowCount(), 0);
        const QString bert = workspace + "/models/bert";
        QVERIFY(test::copyFolderFiles(fixtures + "/bert-uncased", bert));
        QTRY_COMPARE(panel->model()->rowCount(), 1);
        panel->view()->selectRow(0);

        // A folder made first, its files written into it after.
        const QString copied = workspace + "/models/a-copy";
        QVERIFY(QDir().mkpath(copied));
        QTest::qWait(600);
        QCOMPARE(panel->model()->rowCount(), 1);  // not a model yet
        QVERIFY(test::copyFolderFiles(fixtures + "/bert-uncased", copied));
        QTRY_COMPARE(panel->model()->rowCount(), 2);
        QCOMPARE(panel->view()->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(panel->modelAt(panel->view()->selectionModel()->selectedRows()[0].row()), bert);

        QVERIFY(QDir(copied).removeRecursively());
        QTRY_COMPARE(panel->model()->rowCount(), 1);
        QCOMPARE(panel->view()->selectionModel()->selectedRows().size(), 1);

        // models/ removed, then made again with a model in it.
        QVERIFY(QDir(workspace + "/models").removeRecursively());
        QTRY_COMPARE(panel->model()->rowCount(), 0);
        QVERIFY(test::copyFolderFiles(fixtures + "/bert-uncased", copied));
        QTRY_COMPARE(panel->model()->rowCount(), 1);
    }

    // A workspace opened again once it can be written to is no longer said to be read-only.
    // The superuser writes to any folder, so this runs only for another user.
    void aWorkspaceMadeWritableIsNoLongerSaidReadOnly() {
        if (::geteuid() == 0) {
            QSKIP("the superuser writes to any folder; run as another user to check this");
        }
        const QString root = test::tempPath("read-only-again");
        QDir(root).removeRecursively();
        QVERIFY(QDir().mkpath(root + "/runs") && QDir().mkpath(root + "/tables"));
        const QByteArray path = QFile::encodeName(root);
        QCOMPARE(::chmod(path.constData(), 0555), 0);
        gui::MainWindow window;
        const bool opened = window.openWorkspace(root);
        const QString before = window.notice();
        ::chmod(path.constData(), 0755);
        QVERIFY(opened);
        QVERIFY2(before.contains(QStringLiteral("is read-only")), qPrintable(before));
        QVERIFY(window.openWorkspace(root));
        QVERIFY2(!window.notice().contains(QStringLiteral("is read-only")),
                 qPrintable(window.notice()));
    }

    // A theme chosen in Settings changes the palette and keeps the style: a new style at each
    // OK cost the docks' title bars new icons, which Qt kept, a little more each time.
    void aThemeChangesThePaletteAndKeepsTheStyle() {
        gui::applyTheme(QStringLiteral("light"));
        const QStyle* style = QApplication::style();
        gui::applyTheme(QStringLiteral("dark"));
        QVERIFY(QApplication::style() == style);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(45, 45, 48));
        gui::applyTheme(QStringLiteral("light"));
        QVERIFY(QApplication::style() == style);
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 style->standardPalette().color(QPalette::Window));
    }

    // The keys of the window's menus work in the Runs list: a copy shortcut of the list's own
    // made Ctrl+Shift+C (View > Compare the selected runs) ambiguous there, and Qt ran neither.
    // (Last: once a message box has been shown, the offscreen platform leaves later windows
    // inactive, and their keys go nowhere.)
    void theWindowsShortcutsWorkInTheRunsList() {
        const QString workspace = test::tempPath("keyboard-compare/workspace");
        QDir(workspace).removeRecursively();
        write(workspace + "/runs/probe-20261120-181512/manifest.json", R"({"kind": "probe"})");
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTableView* view = window.runsPanel()->view();
        view->setFocus();
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Ambiguous shortcut")));
        QTest::keySequence(view, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
        QVERIFY2(window.lastError().startsWith(QStringLiteral("No runs to compare")),
                 qPrintable(window.lastError()));
        for (QWidget* box : QApplication::topLevelWidgets()) {
            if (qobject_cast<QMessageBox*>(box) != nullptr) {
                box->close();
            }
        }
    }
};

QTEST_MAIN(WorkspaceTest)
#include "tst_gui_workspace.moc"

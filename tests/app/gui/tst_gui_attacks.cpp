#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <sys/stat.h>

#include <cmath>

#include "AttackRunFiles.h"
#include "AttackRuns.h"
#include "AttackView.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "RunBrowserModel.h"
#include "RunController.h"
#include "RunOpener.h"
#include "RunsPanel.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "demo/DemoWorkspace.h"
#include "jobs/RunFolder.h"
#include "widgets/AsrPlot.h"
#include "widgets/AttackResultsTable.h"
#include "widgets/AttributionHeatmap.h"

using namespace akshara;
using namespace akshara::test;

namespace {

QString messageShown(const QWidget& window) {
    for (auto* box : window.findChildren<QMessageBox*>()) {
        return box->text();
    }
    return {};
}

}  // namespace

// Attack runs started and shown from the workbench (a real attack of the BERT fixture on
// Hindi sentences), and attack runs written by hand, opened in their view.
class AttacksTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runsAnAttackAndShowsIt() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace")));
        gui::NewAttackRunDialog dialog(&window);
        QVERIFY(!dialog.isComplete());
        dialog.setModelDir(model);
        dialog.setDataFile(dataset());
        QVERIFY(dialog.setLanguage(QStringLiteral("hi")));
        QVERIFY(dialog.setOperator(QStringLiteral("phono")));
        QVERIFY(dialog.setMethod(QStringLiteral("loo")));
        QVERIFY(!dialog.setMethod(QStringLiteral("no-such-method")));
        dialog.setMinSimilarity(0.0);
        dialog.setLimit(3);
        QVERIFY(dialog.isComplete());
        const auto options = dialog.options();
        QCOMPARE(options.limit, std::size_t(3));
        QCOMPARE(options.operatorOptions.language, std::string("hi"));

        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        QSignalSpy progress(window.jobRunner(), &gui::JobRunner::progressed);
        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        const int id = window.startAttackRun(options);
        QVERIFY(id > 0);
        QVERIFY(done.wait(300000));
        QCOMPARE(stopped.count(), 0);
        QVERIFY(progress.count() > 0);
        const QString folder = done.first().at(1).toString();
        // The finished run opens as it is read.
        QVERIFY(opened.count() > 0 || opened.wait(60000));
        QCOMPARE(opened.first().at(0).toString(), folder);

        // The run folder: complete, named attack-<stamp>, with the command line that runs the
        // same attack and the model's labels.
        QVERIFY(QDir(folder).dirName().startsWith(QStringLiteral("attack-")));
        const QJsonObject manifest = readJson(folder + "/manifest.json");
        QCOMPARE(manifest["kind"].toString(), QStringLiteral("attack"));
        QStringList command;
        for (const auto& arg : manifest["command"].toArray()) {
            command << arg.toString();
        }
        QStringList expected;
        for (const auto& arg : gui::attackCommandLine(options)) {
            expected << QString::fromStdString(arg);
        }
        QCOMPARE(command, expected);
        QVERIFY(command.contains(QStringLiteral("--limit")));
        QCOMPARE(manifest["labels"].toArray().size(), 3);
        QVERIFY(QFile::exists(folder + "/summary.json"));
        QCOMPARE(QDir(window.workspace().runsDir())
                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QDir(folder).dirName()});
        QCOMPARE(window.runsModel()->run(0).kind, QStringLiteral("attack"));
        QVERIFY2(window.runsModel()->run(0).headline.startsWith(QStringLiteral("accuracy ")),
                 qPrintable(window.runsModel()->run(0).headline));

        // The run is open in the Attacks view: every example in the table, the first one the
        // attack flipped (or the first) in the heatmap with its word scores.
        gui::AttackView* view = window.attackView();
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        const auto& run = view->run();
        QVERIFY(run.complete);
        QCOMPARE(run.labels, (QStringList{QStringLiteral("LABEL_0"), QStringLiteral("LABEL_1"),
                                          QStringLiteral("LABEL_2")}));
        QCOMPARE(view->table()->model()->totalCount(), 3);
        QVERIFY(view->figures()->text().contains(QStringLiteral("before the attack")));
        // The title names the language, not its code.
        bool titled = false;
        for (const QLabel* label : view->findChildren<QLabel*>()) {
            titled = titled || label->text().contains(QStringLiteral(", language Hindi"));
        }
        QVERIFY(titled);
        const auto shown = view->heatmap()->example();
        QVERIFY(!shown.results.empty());
        QCOMPARE(shown.results[0].method, QStringLiteral("Leave-one-out"));
        const auto panels = view->heatmap()->panels();
        QVERIFY(!panels.empty());
        QCOMPARE(panels[0].text, shown.text);
        // The shaded spans are the words of the sentence, with the scores of the record.
        QVERIFY(attackSentences().contains(shown.text));
        const QStringList words = shown.text.split(QLatin1Char(' '));
        QCOMPARE(int(shown.results[0].words.size()), words.size());
        for (int w = 0; w < words.size(); ++w) {
            const auto& span = shown.results[0].words[std::size_t(w)];
            QCOMPARE(shown.text.mid(span.start, span.end - span.start), words[w]);
        }
        if (!shown.adversarialText.isEmpty()) {
            QCOMPARE(panels.size(), std::size_t(2));
            QVERIFY(!panels[1].changed.empty());
        }

        // Another example from the table.
        for (int row = 0; row < view->table()->model()->rowCount(); ++row) {
            const int index = view->table()->model()->exampleAt(row).index;
            QVERIFY(view->showExample(index));
            QCOMPARE(view->heatmap()->example().text,
                     view->table()->model()->exampleAt(row).original);
        }
        QVERIFY(!view->showExample(99));
    }

    // A real attack where the model is already wrong on one example: that example is shown as
    // skipped (no similarity, sorted last), and the table and the header give the same attack
    // success rate, the one of summary.json (among the examples the model got right).
    // Then the same run cut while it was being written, and with a damaged summary.
    void skippedExamplesAndUnfinishedRuns() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-skipped")));
        gui::NewAttackRunDialog dialog(&window);
        dialog.setModelDir(test::sharedDir() + "/fixtures/hf-parity/bert-cased");
        dialog.setDataFile(datasetWithAWrongLabel());
        QVERIFY(dialog.setLanguage(QStringLiteral("hi")));
        QVERIFY(dialog.setOperator(QStringLiteral("phono")));
        QVERIFY(dialog.setMethod(QStringLiteral("loo")));
        dialog.setMinSimilarity(0.0);
        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        QVERIFY(window.startAttackRun(dialog.options()) > 0);
        QVERIFY(done.wait(300000));
        const QString folder = done.first().at(1).toString();
        QVERIFY(opened.count() > 0 || opened.wait(60000));
        const QJsonObject summary = readJson(folder + "/summary.json");
        QCOMPARE(summary["attacked"].toInt(), 4);

        gui::AttackView* view = window.attackView();
        QVERIFY(view->run().complete);
        int skipped = 0;
        for (const auto& example : view->run().examples) {
            if (example.skipped) {
                ++skipped;
                QCOMPARE(example.index, 4);
                QVERIFY(!example.success);
                QVERIFY(std::isnan(example.similarity));
            }
        }
        QCOMPARE(skipped, 1);
        auto* model = view->table()->model();
        for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            view->table()->view()->sortByColumn(widgets::AttackResultsModel::SimilarityColumn,
                                                order);
            const int last = model->rowCount() - 1;
            QCOMPARE(model->exampleAt(last).index, 4);
            QCOMPARE(model->index(last, widgets::AttackResultsModel::SuccessColumn).data(),
                     QVariant(QStringLiteral("skipped")));
            QCOMPARE(
                model->index(last, widgets::AttackResultsModel::SimilarityColumn).data().toString(),
                QString());
        }
        const QString rate =
            QString::number(100.0 * summary["attack_success_rate"].toDouble(), 'f', 1) + "%";
        const QString table = view->table()->summaryText();
        const QString figures = view->figures()->text();
        QVERIFY2(table.contains(QStringLiteral("attack success rate ") + rate), qPrintable(table));
        QVERIFY2(figures.contains(QStringLiteral("Attack success rate ") + rate),
                 qPrintable(figures));
        QVERIFY2(table.contains(QStringLiteral("1 skipped")), qPrintable(table));

        // Stopped while writing the third record: the first two are shown, the run is unfinished.
        const QByteArray results = test::readBytes(folder + "/results.jsonl");
        const QList<QByteArray> lines = results.split('\n');
        QVERIFY(lines.size() >= 5);
        const QByteArray cut =
            lines[0] + '\n' + lines[1] + '\n' + lines[2].left(lines[2].size() / 2);
        const QString stopped = runCopy(folder, "attack-stopped", cut, QByteArray());
        const auto partial = gui::readAttackRun(stopped);
        QVERIFY(!partial.complete);
        QVERIFY(partial.lastRecordIncomplete);
        QCOMPARE(partial.examples.size(), std::size_t(2));
        QVERIFY(window.openRunAndWait(stopped));
        QCOMPARE(view->table()->model()->totalCount(), 2);
        QVERIFY2(view->figures()->text().contains(QStringLiteral("not finished")),
                 qPrintable(view->figures()->text()));
        QVERIFY(view->figures()->text().contains(QStringLiteral("still being written")));

        // The same cut with a line after it is a damaged file, named with its line.
        const QString damaged =
            runCopy(folder, "attack-damaged-line", cut + '\n' + lines[3] + '\n', QByteArray());
        try {
            gui::readAttackRun(damaged);
            QFAIL("a damaged record was read");
        } catch (const InputError& error) {
            QCOMPARE(error.line(), std::size_t(3));
        }

        // A damaged summary: every result is still shown, as for an unfinished run.
        const QByteArray summaryBytes = test::readBytes(folder + "/summary.json");
        const QString badSummary = runCopy(folder, "attack-bad-summary", results,
                                           summaryBytes.left(summaryBytes.size() / 2));
        QVERIFY(window.openRunAndWait(badSummary));
        QVERIFY(!view->run().complete);
        QCOMPARE(view->table()->model()->totalCount(), 5);
        QVERIFY2(view->figures()->text().contains(QStringLiteral("summary.json")),
                 qPrintable(view->figures()->text()));
        QVERIFY(view->figures()->text().contains(QStringLiteral("unfinished")));

        // A run in which no attack succeeded says so, not that they changed 0.0 % of the words
        // (the summary has no figure for that: null).
        QJsonObject none = QJsonDocument::fromJson(summaryBytes).object();
        none[QStringLiteral("successful")] = 0;
        none[QStringLiteral("attack_success_rate")] = 0.0;
        none[QStringLiteral("perturbed_words_pct")] = QJsonValue::Null;
        const QString noneFell =
            runCopy(folder, "attack-none-fell", results, QJsonDocument(none).toJson());
        QVERIFY(window.openRunAndWait(noneFell));
        QVERIFY(view->run().complete);
        QVERIFY(std::isnan(view->run().perturbedPct));
        QVERIFY2(view->figures()->text().contains(QStringLiteral("no attack succeeded")),
                 qPrintable(view->figures()->text()));
        QVERIFY(!view->figures()->text().contains(QStringLiteral("of the words")));
    }

    // A run moved to the trash leaves the view that showed it (its tooltip named a folder no
    // longer there); a run deleted outside the workbench is said to be gone when opened.
    void aRunMovedToTheTrashLeavesItsView() {
        const QString workspace = test::tempPath("trash-shown");
        QDir(workspace).removeRecursively();
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace));
        const QString shown = handMadeAttackRun(workspace + "/runs/attack-shown");
        const QString other = handMadeAttackRun(workspace + "/runs/attack-other");
        QVERIFY(window.openRunAndWait(shown));
        QCOMPARE(window.attackView()->run().runFolder, shown);
        // Not while a run writes into it.
        {
            const jobs::FolderLock writing(QFile::encodeName(other).toStdString());
            const QStringList refused = window.runsPanel()->moveToTrash({other});
            QCOMPARE(refused.size(), 1);
            QVERIFY2(refused.first().contains(QStringLiteral("a run is writing into it")),
                     qPrintable(refused.first()));
            QVERIFY(QFileInfo::exists(other));
        }
        QCOMPARE(window.runsPanel()->moveToTrash({other}), QStringList());
        QCOMPARE(window.attackView()->run().runFolder, shown);  // another run: it stays
        QCOMPARE(window.runsPanel()->moveToTrash({shown}), QStringList());
        QVERIFY(window.attackView()->run().runFolder.isEmpty());

        const QString deleted = handMadeAttackRun(workspace + "/runs/attack-deleted");
        QVERIFY(QDir(deleted).removeRecursively());
        QVERIFY(!window.openRun(deleted));
        QVERIFY2(
            window.lastError().contains(QDir::toNativeSeparators(deleted) + " is no longer there"),
            qPrintable(window.lastError()));
    }

    // A run whose manifest cannot be read is refused with the manifest named, not as a run
    // of a kind named after its folder.
    void aBrokenManifestIsNamed() {
        gui::MainWindow window;
        const QString folder = test::tempPath("broken-manifest-run");
        QVERIFY(QDir().mkpath(folder));
        QFile manifest(folder + "/manifest.json");
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("{\"kind\": \"attack\",");
        manifest.close();
        QVERIFY(!window.openRun(folder));
        QVERIFY2(window.lastError().contains(QDir::toNativeSeparators(folder + "/manifest.json") +
                                             ": not valid JSON"),
                 qPrintable(window.lastError()));
    }

    // An attack run without its manifest is refused with the manifest named, not read as a
    // probing run's summary.
    void aMissingManifestIsNamed() {
        gui::MainWindow window;
        const QString folder = test::tempPath("attack-without-manifest");
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम ने सीता को एक सुंदर किताब दी\"}\n");
        writeFile(folder + "/summary.json",
                  "{\"original_accuracy\": 0.97, \"after_attack_accuracy\": 0.52}");
        QVERIFY(!window.openRun(folder));
        QVERIFY2(window.lastError().contains(QDir::toNativeSeparators(folder + "/manifest.json") +
                                             ": missing"),
                 qPrintable(window.lastError()));
        QVERIFY2(!window.lastError().contains("probing"), qPrintable(window.lastError()));
    }

    // A window stretched past the screen (by a name thousands of characters long in a run's
    // files) does not come back at that size on the next start.
    void aSizePastTheScreenIsNotRestored() {
        const QSize room = QGuiApplication::primaryScreen()->availableSize();
        {
            gui::MainWindow window;
            window.resize(room.width() * 40, room.height());
        }  // the size is saved when the window closes
        gui::MainWindow again;
        QVERIFY2(again.width() <= room.width(), qPrintable(QString::number(again.width()) + " > " +
                                                           QString::number(room.width())));
    }

    void theRunsListShowsWhatEachRunFoundBesideItsName() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-runs-list")));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("runsDock"));
        QVERIFY(dock != nullptr);
        auto* view = dock->widget()->findChild<QTableView*>();
        QVERIFY(view != nullptr);
        QCOMPARE(view, window.runsView());
        // Run, Kind, then the headline, which a narrow dock would otherwise push out of sight.
        const auto* header = view->horizontalHeader();
        QCOMPARE(header->visualIndex(gui::RunBrowserModel::Name), 0);
        QCOMPARE(header->visualIndex(gui::RunBrowserModel::Kind), 1);
        QCOMPARE(header->visualIndex(gui::RunBrowserModel::Headline), 2);
        QVERIFY(header->defaultAlignment() & Qt::AlignLeft);
    }

    // An attack run cancelled after its first results keeps them as an unfinished run, which
    // Resume in its view finishes as an uninterrupted run would have.
    void aCancelledRunIsKeptAndResumed() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-resumed")));
        gui::NewAttackRunDialog dialog(&window);
        dialog.setModelDir(test::sharedDir() + "/fixtures/hf-parity/bert-cased");
        dialog.setDataFile(repeatedDataset(10));
        QVERIFY(dialog.setLanguage(QStringLiteral("hi")));
        QVERIFY(dialog.setOperator(QStringLiteral("random")));
        QVERIFY(dialog.setMethod(QStringLiteral("loo")));
        dialog.setMinSimilarity(0.0);
        dialog.setSeed(5);
        const auto options = dialog.options();
        QSignalSpy kept(window.runController(), &gui::RunController::runKept);
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        const int id = window.startAttackRun(options);
        QVERIFY(id > 0);
        // Cancelled once the hidden folder it writes holds a result.
        const QDir runs(window.workspace().runsDir());
        QTRY_VERIFY_WITH_TIMEOUT(holdsAResult(runs), 120000);
        window.jobRunner()->cancel(id);
        QVERIFY(kept.wait(60000));
        QCOMPARE(stopped.count(), 0);
        const QString folder = kept.first().at(1).toString();
        QCOMPARE(runs.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QDir(folder).dirName()});
        QVERIFY(!QFile::exists(folder + "/summary.json"));
        QVERIFY2(window.notice().contains(QDir(folder).dirName() + " stopped; the examples it "
                                                                   "attacked are kept"),
                 qPrintable(window.notice()));

        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        QVERIFY(window.openRun(folder));
        QVERIFY(opened.wait(60000));
        gui::AttackView* view = window.attackView();
        QVERIFY(!view->run().complete);
        const qsizetype before = view->run().examples.size();
        QVERIFY(before > 0 && before < view->run().datasetExamples);
        QVERIFY(view->figures()->text().contains(QStringLiteral("Resume continues it")));
        QVERIFY(view->resumeButton()->isVisibleTo(view));
        QVERIFY(view->resumeButton()->isEnabled());

        // Not while another program writes it.
        {
            const jobs::FolderLock other(QFile::encodeName(folder).toStdString());
            QCOMPARE(window.resumeAttackRun(folder), 0);
            QVERIFY2(window.lastError().contains(QStringLiteral("Another program is writing")),
                     qPrintable(window.lastError()));
        }
        // Refused when its data has changed since: the run stays as it was, and no notice
        // invites a resume that would fail again.
        const QString data = QString::fromStdString(options.dataFile);
        const QByteArray original = readBytes(data);
        QVERIFY(
            writeBytes(data, original + QByteArray(attackSentences().first().toUtf8()) + "\t2\n"));
        const QByteArray results = readBytes(folder + "/results.jsonl");
        QSignalSpy failed(window.runController(), &gui::RunController::runStopped);
        QVERIFY(window.resumeAttackRun(folder) > 0);
        QVERIFY(failed.wait(60000));
        QVERIFY2(failed.first().at(1).toString().contains(
                     QStringLiteral("the run cannot be resumed as its inputs are now")),
                 qPrintable(failed.first().at(1).toString()));
        QCOMPARE(kept.count(), 1);
        QVERIFY(!window.notice().contains(QDir(folder).dirName()));
        QCOMPARE(readBytes(folder + "/results.jsonl"), results);
        QVERIFY(writeBytes(data, original));

        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        view->resumeButton()->click();
        QVERIFY(!view->resumeButton()->isEnabled());  // being written
        QVERIFY(!window.notice().contains(QDir(folder).dirName()));
        // Not moved to the trash while it is written, even before its models are loaded.
        const QStringList refused = window.runsPanel()->moveToTrash({folder});
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused.first().contains(QStringLiteral("a run is writing into it")),
                 qPrintable(refused.first()));
        QVERIFY(done.wait(300000));
        QCOMPARE(done.first().at(1).toString(), folder);
        QTRY_VERIFY_WITH_TIMEOUT(window.attackView()->run().complete, 60000);
        view = window.attackView();
        QCOMPARE(view->run().examples.size(), attackSentences().size() * 10);
        QVERIFY(!view->resumeButton()->isVisibleTo(view));

        // The same attack without a stop finds the same adversarial texts.
        QVERIFY(window.startAttackRun(options) > 0);
        QVERIFY(done.wait(300000));
        const QString whole = done.last().at(1).toString();
        QVERIFY(whole != folder);
        QVERIFY(!readBytes(whole + "/summary.json").isEmpty());
        const auto adversarial = [](const QString& run) {
            QStringList texts;
            for (const QByteArray& line : readBytes(run + "/results.jsonl").split('\n')) {
                if (!line.isEmpty()) {
                    const QJsonObject record = QJsonDocument::fromJson(line).object();
                    texts << record["adversarial"].toString();
                }
            }
            return texts;
        };
        QCOMPARE(adversarial(folder), adversarial(whole));
    }

    // A run whose manifest lacks what a resume needs is not resumed, and the field is named.
    void anUnresumableRunSaysWhy() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-unresumable")));
        const QString folder =
            runCopy(handMadeAttackRun(test::tempPath("attack-hand-made")),
                    QStringLiteral("attack-unfinished"),
                    "{\"index\": 0, \"original\": \"घर\", \"skipped\": true}\n", QByteArray());
        QCOMPARE(window.resumeAttackRun(folder), 0);
        QVERIFY2(window.lastError().contains(QStringLiteral("The run cannot be resumed")) &&
                     window.lastError().contains(QStringLiteral("missing, and a resume needs it")),
                 qPrintable(window.lastError()));
        QCOMPARE(window.jobRunner()->runningCount(), 0);
    }

    void aFailedAttackLeavesNothingInRuns() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-failed")));
        QSignalSpy stopped(window.runController(), &gui::RunController::runStopped);
        attack::AttackExperimentOptions options;
        options.modelDir = test::tempPath("no-such-model").toStdString();
        options.dataFile = test::tempPath("no-such-data.tsv").toStdString();
        options.operatorOptions.language = "hi";
        QVERIFY(window.startAttackRun(options) > 0);
        QVERIFY(stopped.wait(60000));
        const QString message = stopped.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("no-such-model")), qPrintable(message));
        QVERIFY(QDir(window.workspace().runsDir())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
    }

    // The Similarity column is chrF, also when a similarity model added measures that sort
    // before it; an example without a word to change is skipped for that reason, not as one
    // the model got wrong.
    void similarityIsChrfAndSkipsSayWhy() {
        const QString folder = test::tempPath("attack-skips");
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        writeFile(folder + "/manifest.json",
                  R"({"kind": "attack", "model": "m", "operator": "phono", "options": {}})");
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम घर गया\", \"adversarial\": \"राम घड़ गया\", "
                  "\"changed_words\": 1, \"success\": true, \"queries\": 5, \"similarity\": "
                  "{\"bertscore\": 0.91, \"chrf\": 0.72, \"cosine\": 0.95, \"phonetic\": 0.99}}\n"
                  "{\"index\": 1, \"original\": \"घर\", \"skipped\": true, \"skip_reason\": "
                  "\"misclassified\"}\n"
                  "{\"index\": 2, \"original\": \"!!!\", \"skipped\": true, \"skip_reason\": "
                  "\"no words\"}\n");
        const auto run = gui::readAttackRun(folder);
        QCOMPARE(run.examples.size(), std::size_t(3));
        QCOMPARE(run.examples[0].similarity, 0.72);
        QVERIFY(run.examples[1].skipped && !run.examples[1].noWords);
        QVERIFY(run.examples[2].skipped && run.examples[2].noWords);

        widgets::AttackResultsTable table;
        table.setExamples(run.examples);
        auto* model = table.model();
        const auto tip = [&](int row) {
            return model->index(row, widgets::AttackResultsModel::SuccessColumn)
                .data(Qt::ToolTipRole)
                .toString();
        };
        QVERIFY2(tip(1).contains(QStringLiteral("already wrong")), qPrintable(tip(1)));
        QVERIFY2(tip(2).contains(QStringLiteral("no word to change")), qPrintable(tip(2)));
        QVERIFY2(table.summaryText().contains(
                     QStringLiteral("2 skipped (1 the model already got wrong, 1 without a word")),
                 qPrintable(table.summaryText()));
        QCOMPARE(model->index(0, widgets::AttackResultsModel::SimilarityColumn).data().toString(),
                 QStringLiteral("0.720"));

        // A skipped example has no scores: the heatmap says why instead of showing its words
        // uncoloured under the colour bar, as if each were neutral.
        QVERIFY(run.attribution(0).note.isEmpty());
        QVERIFY(run.attribution(1).results.empty());
        QVERIFY2(run.attribution(1).note.contains(QStringLiteral("got this example wrong")),
                 qPrintable(run.attribution(1).note));
        QVERIFY2(run.attribution(2).note.contains(QStringLiteral("no word to change")),
                 qPrintable(run.attribution(2).note));

        // Words past the model's length have no score: white, as a score of 0 is, so said.
        gui::AttackRunData cut = run;
        cut.importance[0] = {{0, 3, 0.4}, {4, 6, -0.1}};  // राम, घर; गया cut
        const widgets::AttributionExample shown = cut.attribution(0);
        QCOMPARE(shown.results.size(), std::size_t(1));
        QVERIFY2(shown.note.startsWith(QStringLiteral("2 of the 3 words have a score")),
                 qPrintable(shown.note));
        cut.importance[0].push_back({7, 10, 0.2});
        QVERIFY(cut.attribution(0).note.isEmpty());
    }

    // With no example flipped, the view opens on the first one attacked, not on a skipped one
    // before it, which has no scores to show.
    void opensOnTheFirstAttackedExample() {
        const QString folder = handMadeAttackRun(test::tempPath("attack-none-flipped"));
        gui::AttackView view;
        view.setRun(gui::readAttackRun(folder));
        QCOMPARE(view.heatmap()->example().text, QStringLiteral("राम घर गया"));
    }

    // A run larger than the rows the table loads at first opens on its first flipped example
    // wherever it lies, selected in the table, not only drawn.
    void opensOnAFlippedExamplePastTheRowsLoaded() {
        const QString folder = test::tempPath("attack-large");
        QDir(folder).removeRecursively();
        QDir().mkpath(folder);
        writeFile(folder + "/manifest.json",
                  R"({"kind": "attack", "model": "m", "operator": "phono", "options": {}})");
        QByteArray results;
        for (int i = 0; i < 600; ++i) {
            results += "{\"index\": " + QByteArray::number(i) +
                       ", \"original\": \"राम घर गया\", \"adversarial\": \"राम घड़ गया\", "
                       "\"changed_words\": 1, \"success\": " +
                       (i == 550 ? "true" : "false") +
                       ", \"queries\": 5, \"importance\": [{\"start\": 0, \"end\": 3, "
                       "\"score\": 0.1}]}\n";
        }
        writeFile(folder + "/results.jsonl", results);
        gui::AttackView view;
        view.setRun(gui::readAttackRun(folder));
        const QModelIndex current = view.table()->view()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(view.table()->model()->exampleAt(current.row()).index, 550);
    }

    // A skipped example selected is shown with why it was not attacked, not under another
    // example's scores; a run of skipped examples alone leaves nothing of the run before.
    void aSkippedExampleShowsWhyItWasNotAttacked() {
        const QString folder = handMadeAttackRun(test::tempPath("attack-skipped-selected"));
        gui::AttackView view;
        view.setRun(gui::readAttackRun(folder));
        auto* exportButton = view.findChild<QPushButton*>(QStringLiteral("exportHeatmap"));
        QVERIFY(exportButton->isEnabled());
        auto* model = view.table()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->exampleAt(row).index == 0) {
                view.table()->view()->selectRow(row);
            }
        }
        QCOMPARE(view.heatmap()->example().text, QStringLiteral("घर"));
        QVERIFY(view.heatmap()->example().note.contains(QStringLiteral("Not attacked")));
        QVERIFY(!exportButton->isEnabled());

        view.table()->view()->selectRow(1 - view.table()->view()->currentIndex().row());
        QCOMPARE(view.heatmap()->example().text, QStringLiteral("राम घर गया"));
        QVERIFY(exportButton->isEnabled());
        const QString skippedOnly = runCopy(folder, "attack-all-skipped",
                                            "{\"index\": 0, \"original\": \"घर\", \"skipped\": "
                                            "true, \"skip_reason\": \"misclassified\"}\n",
                                            QByteArray());
        view.setRun(gui::readAttackRun(skippedOnly));
        QCOMPARE(view.heatmap()->example().text, QStringLiteral("घर"));
        QVERIFY(!exportButton->isEnabled());
    }

    // A run opened while the demo workspace is built (akshara --open-run on a first start)
    // stays in its view: the demo's runs, opened when it was ready, replaced it.
    void aRunOpenedWhileTheDemoIsBuiltStays() {
        const QString folder = handMadeAttackRun(test::tempPath("attack-during-demo"));
        const QString root = test::tempPath("workspace-demo-open-run");
        QDir(root).removeRecursively();
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(root));
        QVERIFY(window.startDemoWorkspace(demo::tinyDemoWorkspace({})) > 0);
        QVERIFY(window.runOpener()->openAndWait(folder));
        QVERIFY(window.jobRunner()->waitForDone(300000));
        QTRY_VERIFY(demo::isDemoWorkspace(root.toStdString()));
        QTest::qWait(200);  // what the build's end opens, if anything, is read and shown
        window.jobRunner()->waitForDone(60000);
        QCoreApplication::processEvents();
        QCOMPARE(window.attackView()->heatmap()->example().text, QStringLiteral("राम घर गया"));
    }

    void brokenRunsAreReadableErrors() {
        const QString folder = test::tempPath("broken-attack");
        QVERIFY(QDir().mkpath(folder));
        writeFile(folder + "/manifest.json",
                  R"({"kind": "attack", "model": "m", "operator": "phono", "options": {}})");
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम\", \"importance\": []}\n{\"index\": 1, \n");
        try {
            gui::readAttackRun(folder);
            QFAIL("a broken record was read");
        } catch (const InputError& error) {
            QVERIFY2(error.file().find("results.jsonl") != std::string::npos, error.what());
            QCOMPARE(error.line(), std::size_t(2));
        }
        gui::MainWindow window;
        QVERIFY(!window.openRunAndWait(folder));
        QVERIFY2(messageShown(window).contains(QStringLiteral("results.jsonl:2")),
                 qPrintable(messageShown(window)));

        // An unfinished run is shown with what it has, and says so.
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम घर गया\", \"success\": false, "
                  "\"importance\": [{\"word\": \"घर\", \"start\": 4, \"end\": 6, "
                  "\"sentence\": 1, \"score\": 0.5}]}\n");
        const auto partial = gui::readAttackRun(folder);
        QVERIFY(!partial.complete);
        QCOMPARE(partial.examples.size(), std::size_t(1));
        QCOMPARE(partial.labelName(1), QStringLiteral("class 1"));
        QVERIFY(window.openRunAndWait(folder));
        QVERIFY(window.attackView()->figures()->text().contains(QStringLiteral("not finished")));
        const auto spans = window.attackView()->heatmap()->example().results.at(0).words;
        QCOMPARE(spans.size(), std::size_t(1));
        QCOMPARE(QStringLiteral("राम घर गया").mid(spans[0].start, spans[0].end - spans[0].start),
                 QStringLiteral("घर"));

        // The error reading the run gives, as "line|field|message"; empty when it reads.
        const auto readError = [&]() -> QString {
            try {
                gui::readAttackRun(folder);
            } catch (const InputError& error) {
                return QStringLiteral("%1|%2|%3")
                    .arg(error.line())
                    .arg(QString::fromStdString(error.field()),
                         QString::fromStdString(error.message()));
            }
            return {};
        };
        // Fields of the wrong type are named with their line and field, not shown as zeros.
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम\", \"importance\": []}\n"
                  "{\"index\": 1, \"original\": \"घर\", \"queries\": \"many\"}\n");
        QCOMPARE(readError(), QStringLiteral("2|queries|expected a number"));
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम\", \"success\": \"yes\"}\n");
        QCOMPARE(readError(), QStringLiteral("1|success|expected true or false"));
        // A word of a third sentence, or outside its own, is damage, not a word left unshaded.
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम घर\", \"importance\": [{\"start\": 0, "
                  "\"end\": 3, \"sentence\": 7, \"score\": 0.5}]}\n");
        QCOMPARE(readError(), QStringLiteral("1|importance[].sentence|7 is outside [1, 2]"));
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 0, \"original\": \"राम घर\", \"importance\": [{\"start\": 5, "
                  "\"end\": 2, \"sentence\": 1, \"score\": 0.5}]}\n");
        QCOMPARE(readError(), QStringLiteral("1|importance[].start|a word outside its sentence "
                                             "(5 to 2 of 6 characters)"));
        // A pipe named results.jsonl is not opened: reading it would block the workbench.
        QVERIFY(QFile::remove(folder + "/results.jsonl"));
        QCOMPARE(::mkfifo(QFile::encodeName(folder + "/results.jsonl").constData(), 0600), 0);
        QCOMPARE(readError(), QStringLiteral("0||not a regular file"));
        QVERIFY(QFile::remove(folder + "/results.jsonl"));
        // An example listed twice: two rows for one example, and one attribution for both.
        writeFile(folder + "/results.jsonl",
                  "{\"index\": 3, \"original\": \"राम\"}\n{\"index\": 4, \"original\": \"घर\"}\n"
                  "{\"index\": 3, \"original\": \"गया\"}\n");
        QCOMPARE(readError(), QStringLiteral("3||example 3 is listed twice (first on line 1)"));
        writeFile(folder + "/results.jsonl", "{\"index\": 0, \"original\": \"राम\"}\n");
        writeFile(folder + "/summary.json", R"({"attack_success_rate": 7.5})");  // 750 %
        QCOMPARE(readError(), QStringLiteral("0|attack_success_rate|7.5 is outside [0, 1]"));
        // A finished run whose results are cut, emptied or gone is damaged, not complete.
        writeFile(folder + "/summary.json",
                  R"({"examples": 2, "original_accuracy": 0.97, "after_attack_accuracy": 0.52})");
        QCOMPARE(readError(),
                 QStringLiteral("0||1 records, though summary.json counts 2 examples"));
        writeFile(folder + "/results.jsonl", "");
        QCOMPARE(readError(), QStringLiteral("0||empty, though summary.json counts 2 examples"));
        QFile::remove(folder + "/results.jsonl");
        QCOMPARE(readError(), QStringLiteral("0||missing, though the run's summary.json is there"));
        QVERIFY(!window.openRunAndWait(folder));
        QVERIFY2(window.lastError().contains(QDir::toNativeSeparators(folder + "/results.jsonl")),
                 qPrintable(window.lastError()));
        QFile::remove(folder + "/summary.json");

        // An ASR folder without a summary: not finished.
        const QString asr = test::tempPath("broken-asr");
        QVERIFY(QDir().mkpath(asr));
        writeFile(asr + "/manifest.json", R"({"kind": "asr-curve", "operators": ["delete"]})");
        try {
            gui::readAsrRun(asr);
            QFAIL("an ASR run without a summary was read");
        } catch (const InputError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(QStringLiteral("not finished")),
                     error.what());
        }

        // Curves of the wrong type or without values are named with their field, not left out
        // of a plot that then asks for an ASR run to be opened.
        const auto asrError = [&](const QByteArray& summary) -> QString {
            writeFile(asr + "/summary.json", summary);
            try {
                gui::readAsrRun(asr);
            } catch (const InputError& error) {
                return QStringLiteral("%1|%2").arg(QString::fromStdString(error.field()),
                                                   QString::fromStdString(error.message()));
            }
            return {};
        };
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": [0.1, 0.2]}, "ortho": 5}})"),
                 QStringLiteral("asr.ortho|expected an object of curves, one per method"));
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": []}}})"),
                 QStringLiteral("asr.delete.loo|the curve has no values"));
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": 0.4}}})"),
                 QStringLiteral("asr.delete.loo|expected a list of values"));
        QCOMPARE(asrError(R"({"asr": {"delete": {}}})"),
                 QStringLiteral("asr.delete|no curves for this operator"));
        QCOMPARE(asrError(R"({"asr": {}})"), QStringLiteral("|no \"asr\" curves"));
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": [0.1, 0.2]}}})"), QString());
        // A curve cut short of the words the run perturbed.
        writeFile(asr + "/manifest.json",
                  R"({"kind": "asr-curve", "operators": ["delete"], "options": {"max_words": 3}})");
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": [0.1, 0.2]}}})"),
                 QStringLiteral("asr.delete.loo|the curve has 2 values where the run perturbed 1 "
                                "to 3 words"));
        QCOMPARE(asrError(R"({"asr": {"delete": {"loo": [0.1, 0.2, 0.3]}}})"), QString());
        gui::MainWindow asrWindow;
        writeFile(asr + "/summary.json", R"({"asr": {"phono": {"loo": []}, "ortho": 5}})");
        QVERIFY(!asrWindow.openRunAndWait(asr));
        QVERIFY2(asrWindow.lastError().contains(QDir::toNativeSeparators(asr + "/summary.json")),
                 qPrintable(asrWindow.lastError()));
    }
};

QTEST_MAIN(AttacksTest)
#include "tst_gui_attacks.moc"

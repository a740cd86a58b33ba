#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QtTest>

#include <QAction>

#include <atomic>
#include <memory>

#include "AttackRuns.h"
#include "AttackView.h"
#include "JobRunner.h"
#include "JobsPanel.h"
#include "MainWindow.h"
#include "ProbingView.h"
#include "RunOpener.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "jobs/JobContext.h"
#include "widgets/AttackResultsTable.h"

using namespace akshara;

namespace {

// Hindi reviews and news sentences with the phonological slip the attack made in each: a short
// vowel sign written long (ि for ी, ु for ू), as in the runs of the first paper.
struct Sentence {
    const char* original;
    const char* word;
    const char* replacement;
    const char* from;
    const char* to;
};
const Sentence kSentences[] = {
    {"यह फिल्म बहुत बेकार थी मैं इसे दोबारा नहीं देखूंगा", "फिल्म", "फील्म", "ि", "ी"},
    {"बच्चे स्कूल जा रहे हैं और शिक्षक कक्षा में पढ़ा रहे हैं", "शिक्षक", "शीक्षक", "ि", "ी"},
    {"आज सुबह से लगातार बारिश हो रही है", "सुबह", "सूबह", "ु", "ू"},
    {"किसानों ने सरकार से फसल के उचित दाम की मांग की", "उचित", "उचीत", "ि", "ी"},
    {"इस होटल का खाना स्वादिष्ट था और सेवा भी अच्छी थी", "स्वादिष्ट", "स्वादीष्ट", "ि", "ी"},
};
const char* const kLabels[] = {"negative", "neutral", "positive"};

void writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        qFatal("cannot write %s", qPrintable(path));
    }
    file.write(content);
}

QByteArray compact(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// One results.jsonl record as an attack run writes it: the example, the attack's outcome, its
// edit, the similarities of the adversarial text and the word scores that ordered the search.
QJsonObject attackRecord(int index) {
    const Sentence& sentence = kSentences[index % 5];
    const QString original = QString::fromUtf8(sentence.original);
    const QString word = QString::fromUtf8(sentence.word);
    const QString replacement = QString::fromUtf8(sentence.replacement);
    const bool success = index % 3 != 0;
    QJsonArray importance;
    const QStringList words = original.split(QLatin1Char(' '));
    int start = 0;
    for (int w = 0; w < words.size(); ++w) {
        importance.append(QJsonObject{{"word", words[w]},
                                      {"start", start},
                                      {"end", start + int(words[w].size())},
                                      {"sentence", 1},
                                      {"score", (words[w] == word ? 0.61 : 0.02) + 0.01 * w}});
        start += int(words[w].size()) + 1;
    }
    const int at = int(original.indexOf(word));
    return QJsonObject{
        {"index", index},
        {"line", index + 2},
        {"label", QString::fromLatin1(kLabels[index % 3])},
        {"label_id", index % 3},
        {"original", original},
        {"skipped", false},
        {"success", success},
        {"original_class", index % 3},
        {"adversarial_class", success ? (index + 1) % 3 : index % 3},
        {"original_probabilities", QJsonArray{0.08, 0.11, 0.81}},
        {"adversarial_probabilities", QJsonArray{0.46, 0.12, 0.42}},
        {"adversarial", QString(original).replace(word, replacement)},
        {"edits", QJsonArray{QJsonObject{{"word", word},
                                         {"replacement", replacement},
                                         {"word_start", at},
                                         {"word_end", at + int(word.size())},
                                         {"position", 1},
                                         {"from", QString::fromUtf8(sentence.from)},
                                         {"to", QString::fromUtf8(sentence.to)},
                                         {"category", "vowel-length"}}}},
        {"words", int(words.size())},
        {"changed_words", 1},
        {"candidates", QJsonArray{4, 3}},
        {"queries", 5 + index % 7},
        {"similarity", QJsonObject{{"chrf", 0.81 + 0.001 * (index % 50)}, {"phonetic", 0.93}}},
        {"query_seconds", 0.012},
        {"seconds", 0.015},
        {"importance", importance},
    };
}

// A finished attack run folder of `records` examples in the temporary folder, as the workbench
// writes one: manifest, results.jsonl, and a summary that counts them.
QString writeAttackRun(const QString& name, int records) {
    const QString folder = test::tempPath(name);
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    writeFile(folder + "/manifest.json",
              compact({{"kind", "attack"},
                       {"model", "/models/muril-hi-sentiment"},
                       {"labels", QJsonArray{kLabels[0], kLabels[1], kLabels[2]}},
                       {"data", "/data/hi-reviews.tsv"},
                       {"examples", records},
                       {"operator", "phono"},
                       {"category", ""},
                       {"language", "hi"},
                       {"options", QJsonObject{{"target_sentence", 1}, {"importance", "loo"}}}}));
    QByteArray results;
    int successful = 0;
    for (int i = 0; i < records; ++i) {
        results += compact(attackRecord(i)) + '\n';
        successful += i % 3 != 0 ? 1 : 0;
    }
    writeFile(folder + "/results.jsonl", results);
    writeFile(folder + "/summary.json",
              compact({{"examples", records},
                       {"attacked", records},
                       {"successful", successful},
                       {"original_accuracy", 1.0},
                       {"after_attack_accuracy", double(records - successful) / records},
                       {"attack_success_rate", double(successful) / records},
                       {"perturbed_words_pct", 10.2},
                       {"queries_per_example", 8.0},
                       {"similarity", QJsonObject{{"chrf", 0.83}, {"phonetic", 0.93}}}}));
    return folder;
}

// A finished probing run of one task, SentLen on clean text, three layers.
QString writeProbeRun(const QString& name) {
    const QString folder = test::tempPath(name);
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    writeFile(folder + "/manifest.json", R"({"kind": "probe", "model": "bert-cased"})");
    writeFile(folder + "/summary.json",
              R"({"model_name": "bert-cased", "language": "mr", "folds": 5, "results": [
                  {"task": "SentLen", "perturbation": "clean", "sentences": 400,
                   "classes": ["short", "long"], "majority_baseline": 0.5,
                   "layers": [{"layer": 0, "accuracy": 0.61}, {"layer": 1, "accuracy": 0.72},
                              {"layer": 2, "accuracy": 0.69}]}]})");
    return folder;
}

// Every run the Attacks view shows, in order, as its table is filled.
class ShownRuns {
public:
    explicit ShownRuns(gui::AttackView* view) {
        QObject::connect(view->table()->model(), &QAbstractItemModel::modelReset, view,
                         [this, view] {
                             const QString folder = view->run().runFolder;
                             if (runs.isEmpty() || runs.last() != folder) {
                                 runs << folder;
                             }
                         });
    }
    QStringList runs;
};

// Progress that asks the job to stop once it has seen part of the file read.
class CancelAfterFirstBatch : public jobs::ProgressSink {
public:
    explicit CancelAfterFirstBatch(jobs::CancelToken& token) : token_(token) {}
    void report(const std::string&, std::size_t done, std::size_t total) override {
        lastDone = done;
        total_ = total;
        if (done > 0) {
            token_.cancel();
        }
    }
    std::size_t lastDone = 0;
    std::size_t total_ = 0;

private:
    jobs::CancelToken& token_;
};

}  // namespace

// Opening a run reads its files as a job of the Jobs panel, off the GUI thread: the window
// stays responsive, only the run asked for last is shown, and a cancelled read leaves the view
// as it was.
class RunOpenerTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aBigRunIsShownWhenItsReadEnds() {
        const QString big = writeAttackRun(QStringLiteral("attack-20261201-101500"), 4000);
        const qulonglong size = qulonglong(QFileInfo(big + "/results.jsonl").size());
        gui::MainWindow window;
        gui::AttackView* view = window.attackView();
        QSignalSpy started(window.jobRunner(), &gui::JobRunner::started);
        QSignalSpy progressed(window.jobRunner(), &gui::JobRunner::progressed);
        QSignalSpy shown(window.runOpener(), &gui::RunOpener::shown);

        QVERIFY(window.openRun(big));
        // Back with the run still being read: nothing of it is shown yet, and the Jobs panel
        // lists the read.
        QCOMPARE(view->run().runFolder, QString());
        QCOMPARE(view->table()->model()->totalCount(), 0);
        QCOMPARE(shown.count(), 0);
        QCOMPARE(started.count(), 1);
        const int id = started.first().at(0).toInt();
        QCOMPARE(started.first().at(1).toString(),
                 QStringLiteral("Reading run attack-20261201-101500"));
        QVERIFY(window.jobRunner()->isRunning(id));
        gui::JobsModel* jobs = window.jobsPanel()->model();
        QCOMPARE(jobs->rowCount(), 1);
        QCOMPARE(jobs->data(jobs->index(0, gui::JobsModel::Title)).toString(),
                 QStringLiteral("Reading run attack-20261201-101500"));

        QVERIFY(shown.wait(60000));
        QCOMPARE(shown.first().at(0).toString(), big);
        QCOMPARE(view->run().runFolder, big);
        QCOMPARE(view->table()->model()->totalCount(), 4000);
        QVERIFY(view->run().complete);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QVERIFY(!view->heatmap()->example().results.empty());
        // The progress was the bytes of results.jsonl read, up to the whole file.
        bool whole = false;
        for (const auto& arguments : progressed) {
            if (arguments.at(0).toInt() == id &&
                arguments.at(1).toString() == QLatin1String("reading results.jsonl")) {
                QCOMPARE(arguments.at(3).toULongLong(), size);
                whole = whole || arguments.at(2).toULongLong() == size;
            }
        }
        QVERIFY(whole);
        QCOMPARE(jobs->rowCount(), 0);
    }

    void aSecondOpenSupersedesTheFirst() {
        const QString first = writeAttackRun(QStringLiteral("attack-first"), 4000);
        const QString second = writeAttackRun(QStringLiteral("attack-second"), 2500);
        gui::MainWindow window;
        gui::AttackView* view = window.attackView();
        const ShownRuns shownRuns(view);
        QSignalSpy ended(window.runOpener(), &gui::RunOpener::requestEnded);

        QVERIFY(window.openRun(first));
        QVERIFY(window.openRun(second));
        // Every read over, whatever the first one still delivered included: only the second run
        // was ever shown.
        QTRY_COMPARE_WITH_TIMEOUT(window.jobRunner()->runningCount(), 0, 60000);
        QCoreApplication::processEvents();
        QCOMPARE(shownRuns.runs, QStringList{second});
        QCOMPARE(view->run().runFolder, second);
        QCOMPARE(view->table()->model()->totalCount(), 2500);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        // The first request ended unshown when the second superseded it; the second, shown.
        QCOMPARE(ended.count(), 2);
        QCOMPARE(ended.at(0).at(1).toBool(), false);
        QCOMPARE(ended.at(1).at(1).toBool(), true);
        // The first read was stopped by the workbench, not by the user: nothing to report.
        QVERIFY2(window.statusBar()->currentMessage().isEmpty(),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // Cancelled with the jobs panel's button, or with Delete in its table.
    void aCancelledReadLeavesThePreviousRunShown_data() {
        QTest::addColumn<int>("unused");
        QTest::newRow("button") << 0;
        QTest::newRow("delete key") << 0;
    }

    void aCancelledReadLeavesThePreviousRunShown() {
        const QString previous = writeAttackRun(QStringLiteral("attack-previous"), 12);
        const QString big = writeAttackRun(QStringLiteral("attack-big"), 4000);
        gui::MainWindow window;
        gui::AttackView* view = window.attackView();
        QVERIFY(window.openRunAndWait(previous));
        QCOMPARE(view->run().runFolder, previous);
        window.views()->setCurrentIndex(0);
        const ShownRuns shownRuns(view);

        // The job threads busy with other work, so that the read waits its turn and the cancel
        // surely reaches it before it ends.
        auto gate = std::make_shared<QSemaphore>();
        const int threads = QThread::idealThreadCount();
        for (int i = 0; i < threads; ++i) {
            window.jobRunner()->start(QStringLiteral("Busy"), [gate](const jobs::JobContext& job) {
                while (!gate->tryAcquire(1, 20)) {
                    job.checkCancelled();
                }
            });
        }
        QSignalSpy started(window.jobRunner(), &gui::JobRunner::started);
        QSignalSpy cancelled(window.jobRunner(), &gui::JobRunner::cancelled);
        QSignalSpy ended(window.runOpener(), &gui::RunOpener::requestEnded);
        QVERIFY(window.openRun(big));
        QCOMPARE(started.count(), 1);
        const int id = started.first().at(0).toInt();

        // Cancel from the Jobs panel: its row selected, then the Cancel button.
        gui::JobsModel* jobs = window.jobsPanel()->model();
        int row = -1;
        for (int r = 0; r < jobs->rowCount(); ++r) {
            row = jobs->jobId(r) == id ? r : row;
        }
        QVERIFY(row >= 0);
        auto* table = window.jobsPanel()->findChild<QTableView*>();
        QVERIFY(table != nullptr);
        table->selectRow(row);
        QPushButton* cancel = nullptr;
        for (auto* button : window.jobsPanel()->findChildren<QPushButton*>()) {
            cancel = button->text() == QLatin1String("Cancel &job") ? button : cancel;
        }
        QVERIFY(cancel != nullptr);
        if (QTest::currentDataTag() == QLatin1String("delete key")) {
            // Delete in the jobs table cancels the selected job, as the button does: the
            // table's own shortcut (the window is not shown, so it is triggered as the key
            // would).
            QAction* deleteKey = nullptr;
            for (QAction* action : table->actions()) {
                deleteKey =
                    action->shortcut() == QKeySequence(QKeySequence::Delete) ? action : deleteKey;
            }
            QVERIFY(deleteKey != nullptr);
            QCOMPARE(deleteKey->shortcutContext(), Qt::WidgetWithChildrenShortcut);
            deleteKey->trigger();
        } else {
            cancel->click();
        }
        gate->release(threads);

        QVERIFY(cancelled.wait(60000));
        QCOMPARE(cancelled.first().at(0).toInt(), id);
        QTRY_COMPARE_WITH_TIMEOUT(window.jobRunner()->runningCount(), 0, 60000);
        QCoreApplication::processEvents();
        QCOMPARE(ended.count(), 1);
        QCOMPARE(ended.first().at(1).toBool(), false);
        QCOMPARE(shownRuns.runs, QStringList());
        QCOMPARE(view->run().runFolder, previous);
        QCOMPARE(view->table()->model()->totalCount(), 12);
        QCOMPARE(window.views()->currentIndex(), 0);  // not brought to the front
        QVERIFY(window.findChildren<QMessageBox*>().isEmpty());
    }

    // The reader polls the job's cancellation while it reads, not only before.
    void theReaderStopsWithinTheFile() {
        const QString big = writeAttackRun(QStringLiteral("attack-cancel-within"), 4000);
        const std::size_t size = std::size_t(QFileInfo(big + "/results.jsonl").size());
        jobs::CancelToken token;
        CancelAfterFirstBatch progress(token);
        jobs::JobContext job;
        job.progress = &progress;
        job.cancel = &token;
        QVERIFY_THROWS_EXCEPTION(Cancelled, gui::readAttackRun(big, job));
        QVERIFY(progress.lastDone > 0);
        QVERIFY(progress.lastDone < size);
        QCOMPARE(progress.total_, size);
        // Without a job, all of it.
        QCOMPARE(gui::readAttackRun(big).examples.size(), std::size_t(4000));
    }

    // A run damaged deep in its results is reported when its read ends, as before: the same
    // title, the file and line named, and the view keeps what it showed.
    void aReadErrorIsShownWhenTheReadEnds() {
        const QString previous = writeAttackRun(QStringLiteral("attack-fine"), 7);
        const QString damaged = writeAttackRun(QStringLiteral("attack-damaged"), 3000);
        QFile results(damaged + "/results.jsonl");
        QVERIFY(results.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = results.readAll().split('\n');
        results.close();
        lines[1999] = lines[1999].left(lines[1999].size() / 2);
        writeFile(damaged + "/results.jsonl", lines.join('\n'));

        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(previous));
        QSignalSpy ended(window.runOpener(), &gui::RunOpener::requestEnded);
        QVERIFY(window.openRun(damaged));  // the quick checks find nothing wrong
        QVERIFY(window.lastError().isEmpty());
        QVERIFY(ended.wait(60000));
        QCOMPARE(ended.first().at(1).toBool(), false);
        QVERIFY2(window.lastError().startsWith(QStringLiteral("The run could not be shown: ")),
                 qPrintable(window.lastError()));
        QVERIFY2(window.lastError().contains(QDir::toNativeSeparators(damaged + "/results.jsonl") +
                                             ":2000"),
                 qPrintable(window.lastError()));
        const auto boxes = window.findChildren<QMessageBox*>();
        QCOMPARE(boxes.size(), 1);
        QCOMPARE(boxes.first()->windowTitle(), QStringLiteral("The run could not be shown"));
        QCOMPARE(window.attackView()->run().runFolder, previous);
        // And openRunAndWait says it was not shown.
        QVERIFY(!window.openRunAndWait(damaged));
    }

    // Several runs in one request (the demo's, --open-run given twice) are each shown in their
    // view; none supersedes another, and the last one's view comes to the front.
    void oneRequestShowsEachOfItsRuns() {
        const QString probe = writeProbeRun(QStringLiteral("probe-one-request"));
        const QString attack = writeAttackRun(QStringLiteral("attack-one-request"), 300);
        gui::MainWindow window;
        QSignalSpy shown(window.runOpener(), &gui::RunOpener::shown);
        QSignalSpy ended(window.runOpener(), &gui::RunOpener::requestEnded);
        QVERIFY(window.runOpener()->open({probe, attack}) > 0);
        QVERIFY(ended.wait(60000));
        QCOMPARE(ended.first().at(1).toBool(), true);
        QCOMPARE(shown.count(), 2);
        QCOMPARE(window.probingView()->summary().runFolder, probe);
        QCOMPARE(window.probingView()->taskBox()->currentText(), QStringLiteral("SentLen"));
        QCOMPARE(window.attackView()->run().runFolder, attack);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(window.attackView()));
    }
};

QTEST_MAIN(RunOpenerTest)
#include "tst_gui_run_opener.moc"

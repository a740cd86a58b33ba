#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QThread>
#include <QtTest>

#include <atomic>

#include "JobRunner.h"
#include "JobsPanel.h"

using akshara::gui::JobRunner;
using akshara::gui::JobsModel;
using akshara::gui::JobsPanel;

namespace {

// Waits, as a job does between two steps, until the job is cancelled.
void runUntilCancelled(const akshara::jobs::JobContext& job) {
    while (true) {
        job.checkCancelled();
        QThread::msleep(10);
    }
}

// Starts a job titled `title` that runs until it is cancelled.
void startUntilCancelled(JobRunner& runner, const QString& title) {
    runner.start(title, runUntilCancelled);
}

}  // namespace

class JobsPanelTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsARunningJobAndItsCancelButtonStopsIt() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        QSignalSpy progressed(&runner, &JobRunner::progressed);
        runner.start(QStringLiteral("Probing layers"), [](const akshara::jobs::JobContext& job) {
            for (std::size_t layer = 0;; ++layer) {
                job.checkCancelled();
                job.report("probing layer", layer % 12, 12);
                QThread::msleep(20);
            }
        });
        QCOMPARE(model->rowCount(), 1);
        QVERIFY(model->ticking());
        QVERIFY(progressed.wait(5000));
        QCOMPARE(model->data(model->index(0, JobsModel::Title)).toString(),
                 QStringLiteral("Probing layers"));
        QTRY_COMPARE(model->data(model->index(0, JobsModel::Stage)).toString(),
                     QStringLiteral("probing layer"));
        QVERIFY(model->data(model->index(0, JobsModel::Progress))
                    .toString()
                    .endsWith(QStringLiteral("/ 12")));

        // The job's name is not cut to a narrow column beside a wide stage: both share the
        // width, and each is whole in its tooltip.
        auto* view = panel.findChild<QTableView*>();
        QVERIFY(view != nullptr);
        QCOMPARE(view->horizontalHeader()->sectionResizeMode(JobsModel::Title),
                 QHeaderView::Stretch);
        QCOMPARE(model->data(model->index(0, JobsModel::Title), Qt::ToolTipRole).toString(),
                 QStringLiteral("Probing layers"));

        QPushButton* cancel = panel.findChild<QPushButton*>();
        QVERIFY(cancel != nullptr);
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QVERIFY(cancelled.wait(1000));
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(!cancel->isEnabled());
        QVERIFY(!model->ticking());  // an idle workbench is not woken each second
    }

    // With two jobs running, Cancel stops the row reached with the keyboard (current, not
    // selected): it did nothing.
    void cancelStopsTheCurrentRow() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        for (const char* title : {"first", "second"}) {
            startUntilCancelled(runner, QString::fromLatin1(title));
        }
        QCOMPARE(model->rowCount(), 2);
        auto* view = panel.findChild<QTableView*>();
        view->selectionModel()->setCurrentIndex(model->index(1, 0), QItemSelectionModel::NoUpdate);
        QVERIFY(view->selectionModel()->selectedRows().isEmpty());
        panel.findChild<QPushButton*>()->click();
        QVERIFY(cancelled.wait(2000));
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->data(model->index(0, JobsModel::Title)).toString(),
                 QStringLiteral("first"));
        runner.cancel(model->jobId(0));
        QVERIFY(cancelled.wait(2000));
    }

    // A job selected that ends leaves no job chosen: Qt moved the selection onto the next job,
    // which a Cancel meant for the one that ended then stopped (and a stopped run is removed).
    void aChosenJobThatEndsLeavesTheOthersAlone() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        QSignalSpy finished(&runner, &JobRunner::finished);
        std::atomic<bool> end{false};
        runner.start(QStringLiteral("Reading run attack-1"),
                     [&end](const akshara::jobs::JobContext&) {
                         while (!end) {
                             QThread::msleep(10);
                         }
                     });
        startUntilCancelled(runner, QStringLiteral("Training demo-hi"));
        auto* view = panel.findChild<QTableView*>();
        auto* cancel = panel.findChild<QPushButton*>();
        view->selectRow(0);
        QVERIFY(cancel->isEnabled());
        end = true;
        QVERIFY(finished.wait(5000));
        QCOMPARE(model->rowCount(), 1);
        QVERIFY(!view->selectionModel()->hasSelection());
        QVERIFY(!view->currentIndex().isValid());
        QVERIFY(!cancel->isEnabled());  // the only job left was not the one chosen
        cancel->click();
        QTest::qWait(100);
        QCOMPARE(cancelled.count(), 0);
        QCOMPARE(model->data(model->index(0, JobsModel::Title)).toString(),
                 QStringLiteral("Training demo-hi"));
        // Chosen anew, it is cancelled.
        view->selectRow(0);
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QVERIFY(cancelled.wait(2000));
        QCOMPARE(model->rowCount(), 0);
        // A job started alone later is the only one, and Cancel stops it.
        startUntilCancelled(runner, QStringLiteral("Probing demo-hi"));
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QVERIFY(cancelled.wait(2000));
    }

    // Remaining time counts from the start of the count, not of the stage's name: a job that
    // names each item it reads ("reading RUN") was told to have almost nothing left.
    void remainingTimeCountsTheWholeCount() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        runner.start(QStringLiteral("Comparing runs"), [](const akshara::jobs::JobContext& job) {
            job.report("reading runs/attack-1", 1, 4);
            QThread::msleep(2000);
            job.report("reading runs/attack-2", 2, 4);
            runUntilCancelled(job);
        });
        QTRY_COMPARE_WITH_TIMEOUT(model->data(model->index(0, JobsModel::Stage)).toString(),
                                  QStringLiteral("reading runs/attack-2"), 10000);
        // Two of four items took two seconds or more: two more are at least about as long.
        const QString remaining = model->data(model->index(0, JobsModel::Remaining)).toString();
        QVERIFY2(remaining.endsWith(" s") && remaining.chopped(2).toInt() >= 1,
                 qPrintable(remaining));
        runner.cancelAll();
        QTRY_COMPARE(model->rowCount(), 0);
    }

    // A run resumed after 500 of 1,000 examples is told its time from the examples it does:
    // counted from 0, the 510 "done" in two seconds left it "about 1 s" from its end.
    void aResumedRunsRemainingTimeIsOfWhatItDoes() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        runner.start(QStringLiteral("Resuming the attack"),
                     [](const akshara::jobs::JobContext& job) {
                         job.report("attacking", 500, 1000);
                         QThread::msleep(2000);
                         job.report("attacking", 510, 1000);
                         runUntilCancelled(job);
                     });
        QTRY_COMPARE_WITH_TIMEOUT(model->data(model->index(0, JobsModel::Progress)).toString(),
                                  QStringLiteral("510 / 1000"), 10000);
        // Ten examples took two seconds or more: 490 more take minutes.
        const QString remaining = model->data(model->index(0, JobsModel::Remaining)).toString();
        QVERIFY2(remaining.contains(QStringLiteral(" min")), qPrintable(remaining));
        runner.cancelAll();
        QTRY_COMPARE(model->rowCount(), 0);
    }
};

QTEST_MAIN(JobsPanelTest)
#include "tst_gui_jobs_panel.moc"

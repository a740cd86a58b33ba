#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>
#include <atomic>
#include <stdexcept>

#include "JobRunner.h"
#include "RunController.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "jobs/RunFolder.h"

using akshara::gui::JobRunner;

class JobRunnerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void progressArrivesOnTheGuiThread() {
        JobRunner runner;
        QSignalSpy progress(&runner, &JobRunner::progressed);
        QSignalSpy finished(&runner, &JobRunner::finished);
        std::atomic<bool> ranElsewhere{false};
        QThread* gui = QThread::currentThread();
        QList<QThread*> receivedOn;
        connect(&runner, &JobRunner::progressed, this,
                [&receivedOn] { receivedOn.append(QThread::currentThread()); });
        const int id =
            runner.start(QStringLiteral("count"), [&](const akshara::jobs::JobContext& job) {
                ranElsewhere = QThread::currentThread() != gui;
                job.report("counting", 0, 3);
                job.report("counting", 3, 3);
                job.report("done", 1, 1);
            });
        QVERIFY(runner.isRunning(id));
        QVERIFY(finished.wait(5000));
        QVERIFY(ranElsewhere);
        QVERIFY(!runner.isRunning(id));
        QVERIFY(progress.size() >= 2);
        for (QThread* thread : receivedOn) {
            QCOMPARE(thread, gui);
        }
        // The last report of each stage is never dropped.
        const QList<QVariant> last = progress.last();
        QCOMPARE(last.at(0).toInt(), id);
        QCOMPARE(last.at(1).toString(), QStringLiteral("done"));
        QCOMPARE(last.at(2).toULongLong(), 1ULL);
        bool sawCompleteCount = false;
        for (const QList<QVariant>& signal : progress) {
            sawCompleteCount =
                sawCompleteCount || (signal.at(1).toString() == QStringLiteral("counting") &&
                                     signal.at(2).toULongLong() == 3ULL);
        }
        QVERIFY(sawCompleteCount);
    }

    // Closing the workbench during a run ends its job without the news reaching the window:
    // the run's hidden partial folder goes all the same, not left behind unseen in runs/.
    void aRunCutShortByClosingLeavesNoPartialFolder() {
        const QString runs = akshara::test::tempPath(QStringLiteral("closed-runs"));
        QVERIFY(QDir().mkpath(runs));
        std::atomic<bool> writing{false};
        {
            auto runner = std::make_unique<JobRunner>();
            akshara::gui::RunController controller(runner.get());
            controller.start(QStringLiteral("attack"), QStringLiteral("endless"), runs,
                             [&](const std::string& outDir, const akshara::jobs::JobContext& job) {
                                 QDir().mkpath(QString::fromStdString(outDir));
                                 akshara::writeFileAtomically(outDir + "/results.jsonl", "{}\n");
                                 writing = true;
                                 for (;;) {
                                     job.checkCancelled();
                                     QThread::msleep(5);
                                 }
                             });
            QTRY_VERIFY_WITH_TIMEOUT(writing.load(), 5000);
            QCOMPARE(
                QDir(runs).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(),
                1);
            runner.reset();  // as the window's destruction does: cancels and waits, no events
        }
        QVERIFY2(QDir(runs).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 qPrintable(QDir(runs)
                                .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                                .join(QLatin1Char(' '))));
    }

    // Two runs of a kind started in one second (here, or by another workbench on the same
    // workspace) get folders of their own: both were given one name, the second was refused
    // the folder the first was writing, and removed it as it failed.
    void runsStartedInOneSecondGetFoldersOfTheirOwn() {
        const QString runs = akshara::test::tempPath(QStringLiteral("same-second"));
        JobRunner runner;
        akshara::gui::RunController controller(&runner);
        QSignalSpy finished(&runner, &JobRunner::finished);
        const auto work = [](const std::string& outDir, const akshara::jobs::JobContext&) {
            // Each run, as the experiments do, refuses a folder another run is writing.
            const auto folder = akshara::jobs::RunFolder::openForWriting(outDir);
            akshara::writeFileAtomically(outDir + "/results.jsonl", "{}\n");
            QThread::msleep(200);
        };
        controller.start(QStringLiteral("attack"), QStringLiteral("one"), runs, work);
        controller.start(QStringLiteral("attack"), QStringLiteral("two"), runs, work);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        const QStringList made = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(made.size(), 2);
        for (const QString& name : made)
            QVERIFY(
                QFile::exists(runs + QLatin1Char('/') + name + QStringLiteral("/results.jsonl")));
    }

    void cancelStopsAJobWithinASecond() {
        JobRunner runner;
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        QSignalSpy finished(&runner, &JobRunner::finished);
        const int id =
            runner.start(QStringLiteral("endless"), [](const akshara::jobs::JobContext& job) {
                for (std::size_t i = 0;; ++i) {
                    job.checkCancelled();
                    job.report("waiting", i, 0);
                    QThread::msleep(20);
                }
            });
        QTest::qWait(100);
        QVERIFY(runner.isRunning(id));
        runner.cancel(id);
        QVERIFY(cancelled.wait(1000));
        QCOMPARE(cancelled.first().at(0).toInt(), id);
        QCOMPARE(cancelled.first().at(1).toBool(), false);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!runner.isRunning(id));
    }

    // Work asked to stop after its last check (a training publishing its model) has done what
    // it was to do: it ends finished, and what follows it runs; superseded, it does not.
    void workDoneDespiteACancelFinishes() {
        JobRunner runner;
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        QSignalSpy finished(&runner, &JobRunner::finished);
        std::atomic<bool> asked{false};
        bool followed = false;
        const auto lateWork = [&asked](const akshara::jobs::JobContext& job) {
            while (!job.cancel->isCancelled()) {
                QThread::msleep(5);
            }
            asked = true;  // past its last check: it goes on to the end
        };
        const int id = runner.start(QStringLiteral("publishing"), lateWork);
        runner.whenFinished(id, [&followed] { followed = true; });
        runner.cancel(id);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().at(0).toInt(), id);
        QVERIFY(followed);
        QCOMPARE(cancelled.count(), 0);

        followed = false;
        const int replaced = runner.start(QStringLiteral("replaced"), lateWork);
        runner.whenFinished(replaced, [&followed] { followed = true; });
        runner.supersede(replaced);
        QVERIFY(cancelled.wait(5000));
        QCOMPARE(cancelled.first().at(0).toInt(), replaced);
        QCOMPARE(cancelled.first().at(1).toBool(), true);
        QVERIFY(!followed);
        QVERIFY(asked.load());
    }

    // Work that newer work replaces ends cancelled too, saying so: the window tells the user
    // of the jobs they cancelled, not of these.
    void aSupersededJobSaysSo() {
        JobRunner runner;
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        const int id =
            runner.start(QStringLiteral("endless"), [](const akshara::jobs::JobContext& job) {
                for (;;) {
                    job.checkCancelled();
                    QThread::msleep(5);
                }
            });
        runner.supersede(id);
        QVERIFY(cancelled.wait(1000));
        QCOMPARE(cancelled.first().at(0).toInt(), id);
        QCOMPARE(cancelled.first().at(1).toBool(), true);
        runner.supersede(id);  // ended: no effect
        QTest::qWait(50);
        QCOMPARE(cancelled.count(), 1);
    }

    void anExceptionBecomesAnErrorWithItsMessage() {
        JobRunner runner;
        QSignalSpy failed(&runner, &JobRunner::failed);
        QSignalSpy finished(&runner, &JobRunner::finished);
        const int id = runner.start(QStringLiteral("broken"), [](const akshara::jobs::JobContext&) {
            throw akshara::InputError("predictions.jsonl: line 3: missing field \"gold\"");
        });
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.first().at(0).toInt(), id);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("missing field \"gold\"")));
        QCOMPARE(finished.size(), 0);
        // The runner stays usable after a failure.
        runner.start(QStringLiteral("next"), [](const akshara::jobs::JobContext&) {});
        QVERIFY(finished.wait(5000));
    }

    // What is to follow a job runs once it finished, before finished() is emitted, and never
    // after a failure or a cancel.
    void whatFollowsAJobRunsOnlyWhenItFinished() {
        JobRunner runner;
        QStringList order;
        connect(&runner, &JobRunner::finished, this,
                [&order](int id) { order << QStringLiteral("finished %1").arg(id); });
        const int done =
            runner.start(QStringLiteral("done"), [](const akshara::jobs::JobContext&) {});
        runner.whenFinished(done, [&order, done] { order << QStringLiteral("then %1").arg(done); });
        const int broken = runner.start(
            QStringLiteral("broken"),
            [](const akshara::jobs::JobContext&) { throw akshara::InputError("bad"); });
        runner.whenFinished(broken, [&order] { order << QStringLiteral("then broken"); });
        std::atomic<bool> started{false};
        const int cancelled = runner.start(QStringLiteral("cancelled"),
                                           [&started](const akshara::jobs::JobContext& job) {
                                               started = true;
                                               for (;;) {
                                                   job.checkCancelled();
                                                   QThread::msleep(5);
                                               }
                                           });
        runner.whenFinished(cancelled, [&order] { order << QStringLiteral("then cancelled"); });
        QTRY_VERIFY(started.load());
        runner.cancel(cancelled);
        QVERIFY(runner.waitForDone(5000));
        QTRY_COMPARE(runner.runningCount(), 0);
        QCOMPARE(order, (QStringList{QStringLiteral("then %1").arg(done),
                                     QStringLiteral("finished %1").arg(done)}));
    }
};

QTEST_GUILESS_MAIN(JobRunnerTest)
#include "tst_gui_job_runner.moc"

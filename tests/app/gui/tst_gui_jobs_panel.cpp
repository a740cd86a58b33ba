#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QThread>
#include <QtTest>

#include "JobRunner.h"
#include "JobsPanel.h"

using akshara::gui::JobRunner;
using akshara::gui::JobsModel;
using akshara::gui::JobsPanel;

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
    }

    // With two jobs running, Cancel stops the row reached with the keyboard (current, not
    // selected): it did nothing.
    void cancelStopsTheCurrentRow() {
        JobRunner runner;
        JobsPanel panel(&runner);
        JobsModel* model = panel.model();
        QSignalSpy cancelled(&runner, &JobRunner::cancelled);
        for (const char* title : {"first", "second"}) {
            runner.start(QString::fromLatin1(title), [](const akshara::jobs::JobContext& job) {
                while (true) {
                    job.checkCancelled();
                    QThread::msleep(10);
                }
            });
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
};

QTEST_MAIN(JobsPanelTest)
#include "tst_gui_jobs_panel.moc"

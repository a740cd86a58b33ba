// The ASR-curves view: curves written by akshara-cli asr-curve, a run without evidence, and
// a run started from the workbench.

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
#include "widgets/AsrPlot.h"
#include "widgets/AttackResultsTable.h"
#include "widgets/AttributionHeatmap.h"

using namespace akshara;
using namespace akshara::test;

class AsrViewTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void asrCurvesOfTheCommandLineAreShown() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        const QString folder = test::tempPath("asr-run");
        const auto result =
            test::runCli({"asr-curve", "--proxy", model, "--target", model, "--data", dataset(),
                          "--method", "grad-x-input", "--ops", "delete,swap", "--lang", "hi",
                          "--max-words", "3", "--device", "cpu", "--out", folder});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(folder));
        gui::AsrView* view = window.asrView();
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        const auto& curves = view->plot()->data();
        QCOMPARE(curves.series.size(), std::size_t(4));
        const QJsonObject asr = readJson(folder + "/summary.json")["asr"].toObject();
        for (const auto& series : curves.series) {
            QVERIFY(series.operatorName == QLatin1String("delete") ||
                    series.operatorName == QLatin1String("swap"));
            QCOMPARE(series.random, series.method == QLatin1String("random"));
            const QJsonArray values = asr[series.operatorName].toObject()[series.method].toArray();
            QCOMPARE(int(series.asr.size()), 3);
            for (int k = 0; k < 3; ++k) {
                QCOMPARE(series.asr[std::size_t(k)], values[k].toDouble());
            }
        }
        QVERIFY(view->details()->text().contains(QStringLiteral("random")));
        QVERIFY(view->plot()->curves().size() >= 4);
        QVERIFY(view->findChild<QPushButton*>()->isEnabled());
        // The operator and the method by their names, not the command line's keys.
        QVERIFY(curves.title.contains(QString::fromUtf8("Gradient × input")));
        bool named = false;
        for (const auto& curve : view->plot()->curves()) {
            named =
                named || curve.name == QString::fromUtf8("Character deletion · Gradient × input");
        }
        QVERIFY(named);
        // Robust and not robust by one rule, the summary's: each operator in one list.
        const QJsonObject notRobust = readJson(folder + "/summary.json")["not_robust"].toObject();
        QCOMPARE(notRobust.size(), 2);
        for (auto it = notRobust.begin(); it != notRobust.end(); ++it) {
            QCOMPARE(view->plot()->notRobustOperators().contains(it.key()), it.value().toBool());
            QCOMPARE(view->plot()->robustOperators().contains(it.key()), !it.value().toBool());
        }
        // The threshold in the sentence under the plot in the desktop's numbers, as the rest
        // of its text: 0,05 on a Polish desktop, not 0.05.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        gui::MainWindow polish;
        const bool opened = polish.openRunAndWait(folder);
        const QString text = polish.asrView()->details()->text();
        QLocale::setDefault(before);
        QVERIFY(opened);
        QVERIFY2(text.contains(QStringLiteral(" 0,05)")) && !text.contains(QStringLiteral("0.05")),
                 qPrintable(text));
    }

    // A run without evidence (the target got no example right: no ASR) opens with no curve
    // drawn and no verdict, said so, rather than as robust.
    void anAsrRunWithoutEvidenceGivesNoVerdict() {
        const QString folder = test::tempPath("asr-no-evidence");
        const auto write = [&folder](const char* name, const QByteArray& content) {
            QVERIFY(test::writeBytes(folder + "/" + name, content));
        };
        write("manifest.json", R"j({"kind": "asr-curve", "proxy": "/m/proxy",
            "target": "/m/target", "method": "loo", "operators": ["phono"], "language": "hi"})j");
        write("summary.json", R"j({"examples": 4, "target_accuracy": 0.0,
            "asr": {"phono": {"loo": [null, null], "random": [null, null]}},
            "mean_asr": {"phono": {"loo": null, "random": null}}, "threshold": 0.05,
            "not_robust": {"phono": null}, "changed": {"phono": {"loo": [3, 4],
            "random": [3, 4]}}})j");
        write("results.jsonl", "");
        gui::MainWindow window;
        QVERIFY(window.openRunAndWait(folder));
        gui::AsrView* view = window.asrView();
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QVERIFY(view->plot()->robustOperators().isEmpty());
        QVERIFY(view->plot()->notRobustOperators().isEmpty());
        QVERIFY(view->plot()->isShowingPlaceholder());
        QVERIFY(!view->findChild<QPushButton*>()->isEnabled());  // no curve: no figure
        const QString text = view->details()->text();
        QVERIFY2(text.contains(QStringLiteral("No verdict")) &&
                     !text.contains(QStringLiteral("Robust (")),
                 qPrintable(text));
    }

    void runsAnAsrCurveAndShowsIt() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-asr")));
        gui::NewAsrRunDialog dialog(&window);
        QVERIFY(!dialog.isComplete());
        dialog.setProxyDir(model);
        dialog.setTargetDir(model);
        dialog.setDataFile(dataset());
        QVERIFY(dialog.setMethod(QStringLiteral("grad-x-input")));
        QVERIFY(!dialog.setMethod(QStringLiteral("random")));  // always measured, not a choice
        dialog.setOperators({QStringLiteral("delete"), QStringLiteral("swap")});
        dialog.setMaxWords(2);
        QVERIFY(dialog.isComplete());
        dialog.setOperators({});
        QVERIFY(!dialog.isComplete());
        dialog.setOperators({QStringLiteral("delete"), QStringLiteral("swap")});
        const auto options = dialog.options();
        QCOMPARE(options.operators, (std::vector<std::string>{"delete", "swap"}));

        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QSignalSpy opened(window.runOpener(), &gui::RunOpener::shown);
        QVERIFY(window.startAsrRun(options) > 0);
        QVERIFY(done.wait(300000));
        const QString folder = done.first().at(1).toString();
        QVERIFY(opened.count() > 0 || opened.wait(60000));
        QVERIFY(QDir(folder).dirName().startsWith(QStringLiteral("asr-curve-")));
        const QJsonObject manifest = readJson(folder + "/manifest.json");
        QCOMPARE(manifest["kind"].toString(), QStringLiteral("asr-curve"));
        QStringList command, expected;
        for (const auto& arg : manifest["command"].toArray()) {
            command << arg.toString();
        }
        for (const auto& arg : gui::asrCommandLine(options)) {
            expected << QString::fromStdString(arg);
        }
        QCOMPARE(command, expected);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(window.asrView()));
        const auto& series = window.asrView()->plot()->data().series;
        QCOMPARE(series.size(), std::size_t(4));
        for (const auto& s : series) {
            QCOMPARE(s.asr.size(), std::size_t(2));
        }
        QVERIFY(QDir(folder + "/perturbed/delete/grad-x-input").exists());
    }

    // An ASR-curve run cancelled after its first results keeps them; Resume in its menu in
    // Runs finishes it as an uninterrupted run would have.
    void aCancelledAsrCurveIsKeptAndResumed() {
        if (test::sharedDir().isEmpty()) {
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        }
        const QString model = test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(test::tempPath("workspace-asr-resumed")));
        gui::NewAsrRunDialog dialog(&window);
        dialog.setProxyDir(model);
        dialog.setTargetDir(model);
        dialog.setDataFile(repeatedDataset(15));
        QVERIFY(dialog.setMethod(QStringLiteral("loo")));
        dialog.setOperators({QStringLiteral("delete"), QStringLiteral("swap")});
        dialog.setMaxWords(2);
        const auto options = dialog.options();
        QSignalSpy kept(window.runController(), &gui::RunController::runKept);
        const int id = window.startAsrRun(options);
        const QDir runs(window.workspace().runsDir());
        QTRY_VERIFY_WITH_TIMEOUT(holdsAResult(runs), 120000);
        window.jobRunner()->cancel(id);
        QVERIFY(kept.wait(60000));
        const QString folder = kept.first().at(1).toString();
        QVERIFY(!QFile::exists(folder + "/summary.json"));
        QVERIFY2(window.notice().contains(QStringLiteral("Resume in its menu in Runs")),
                 qPrintable(window.notice()));
        const gui::RunInfo info = gui::readRunInfo(folder);
        QVERIFY(gui::RunsPanel::isResumable(info));
        // Opening it says how to finish it.
        QVERIFY(!window.openRunAndWait(folder));
        QVERIFY2(window.lastError().contains(QStringLiteral("Resume in its menu in Runs")),
                 qPrintable(window.lastError()));

        QSignalSpy done(window.runController(), &gui::RunController::runFinished);
        QVERIFY(window.resumeRun(folder) > 0);
        QCOMPARE(window.resumeRun(folder), 0);  // being written
        QVERIFY(done.wait(300000));
        QCOMPARE(done.first().at(1).toString(), folder);
        QVERIFY(!gui::RunsPanel::isResumable(gui::readRunInfo(folder)));
        QTRY_COMPARE_WITH_TIMEOUT(window.asrView()->run().runFolder, folder, 60000);

        QVERIFY(window.startAsrRun(options) > 0);
        QVERIFY(done.wait(300000));
        const QString whole = done.last().at(1).toString();
        QCOMPARE(readBytes(folder + "/summary.json"), readBytes(whole + "/summary.json"));
    }
};

QTEST_MAIN(AsrViewTest)
#include "tst_gui_asr.moc"

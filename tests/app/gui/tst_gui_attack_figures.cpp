// The Attacks view's figures of a finished attack run where there is no attack success rate:
// the model got no example right, or no candidate reached it.

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QtTest>

#include <cmath>

#include "AttackRuns.h"
#include "AttackView.h"
#include "TestSupport.h"
#include "widgets/AttackResultsTable.h"

using namespace akshara;

class TestGuiAttackFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Latin text attacked with the Devanagari phonological operator: the model gets every
    // example right, no candidate reaches it, and the run has no success rate. The view said
    // the model got no example right, and the table gave a rate of 0.0%.
    void aRunWhereNoCandidateReachedTheModel() {
        const QString model = test::sharedDir().isEmpty()
                                  ? QString()
                                  : test::sharedDir() + "/fixtures/hf-parity/bert-cased";
        if (model.isEmpty() || !QFile::exists(model)) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString data = test::tempPath(QStringLiteral("latin.tsv"));
        QFile file(data);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("text\tlabel\nThe food was bad\t2\nA very good film\t2\n");
        file.close();
        const QString out = test::tempPath(QStringLiteral("changed-nothing"));
        const auto result =
            test::runCli({"attack", "--model", model, "--data", data, "--op", "phono", "--lang",
                          "hi", "--device", "cpu", "--out", out, "--no-breakdown"});
        QVERIFY2(result.exitCode == 0, result.err.constData());

        const gui::AttackRunData run = gui::readAttackRun(out);
        QVERIFY(run.complete);
        QCOMPARE(run.originalAccuracy, 1.0);
        QVERIFY(std::isnan(run.successRate));
        gui::AttackView view;
        view.setRun(run);
        const QString figures = view.figures()->text();
        QVERIFY2(figures.contains(QStringLiteral("No candidate reached the model")),
                 qPrintable(figures));
        QVERIFY2(!figures.contains(QStringLiteral("got no example right")), qPrintable(figures));
        const QString table = view.table()->summaryText();
        QVERIFY2(table.contains(QStringLiteral("no candidate reached the model")),
                 qPrintable(table));
        QVERIFY2(!table.contains(QStringLiteral("0.0%")), qPrintable(table));
    }
};

QTEST_MAIN(TestGuiAttackFigures)
#include "tst_gui_attack_figures.moc"

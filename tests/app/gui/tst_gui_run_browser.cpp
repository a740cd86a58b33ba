#include <QDir>
#include <QFile>
#include <QtTest>

#include "RunBrowserModel.h"
#include "TestSupport.h"
#include "Workspace.h"

using akshara::gui::RunBrowserModel;

namespace {

void write(const QString& path, const QByteArray& content) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

}  // namespace

class RunBrowserTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsTheRunsOfAHandMadeWorkspace() {
        const akshara::gui::Workspace workspace(akshara::test::tempPath(QStringLiteral("ws")));
        QVERIFY(workspace.create());
        const QDir runs(workspace.runsDir());
        QVERIFY(runs.mkpath(QStringLiteral("attack-20261101-093000")));
        QVERIFY(runs.mkpath(QStringLiteral("probe-20261120-181512")));
        QVERIFY(runs.mkpath(QStringLiteral("notes")));  // not a run: no manifest, no results
        write(runs.filePath(QStringLiteral("attack-20261101-093000/manifest.json")),
              R"j({"kind": "attack", "model": {"name": "xlm-roberta-base"},
                  "data": "xnli-hi-test.jsonl", "seed": 7})j");
        write(runs.filePath(QStringLiteral("attack-20261101-093000/summary.json")),
              R"j({"headline": "ASR 41.2% (phono)", "examples": 500
    })j");
        write(runs.filePath(QStringLiteral("probe-20261120-181512/manifest.json")),
              R"j({"model": "ai4bharat/indic-bert", "dataset": "hi_hdtb-ud-dev.conllu"})j");
        write(runs.filePath(QStringLiteral("probe-20261120-181512/summary.json")),
              R"j({"bestAccuracy": 0.8731, "bestLayer": 7})j");

        RunBrowserModel model;
        model.setRunsDir(workspace.runsDir());
        QCOMPARE(model.rowCount(), 2);
        // Newest first.
        const auto cell = [&model](int row, int column) {
            return model.data(model.index(row, column)).toString();
        };
        QCOMPARE(cell(0, RunBrowserModel::Name), QStringLiteral("probe-20261120-181512"));
        QCOMPARE(cell(0, RunBrowserModel::Kind), QStringLiteral("probe"));
        QCOMPARE(cell(0, RunBrowserModel::Model), QStringLiteral("ai4bharat/indic-bert"));
        QCOMPARE(cell(0, RunBrowserModel::Data), QStringLiteral("hi_hdtb-ud-dev.conllu"));
        QCOMPARE(cell(0, RunBrowserModel::Date), QStringLiteral("2026-11-20 18:15:12"));
        QCOMPARE(cell(0, RunBrowserModel::Headline), QStringLiteral("bestAccuracy: 0.8731"));
        QCOMPARE(cell(1, RunBrowserModel::Kind), QStringLiteral("attack"));
        QCOMPARE(cell(1, RunBrowserModel::Model), QStringLiteral("xlm-roberta-base"));
        QCOMPARE(cell(1, RunBrowserModel::Data), QStringLiteral("xnli-hi-test.jsonl"));
        QCOMPARE(cell(1, RunBrowserModel::Headline), QStringLiteral("ASR 41.2% (phono)"));
        QCOMPARE(model.headerData(RunBrowserModel::Headline, Qt::Horizontal).toString(),
                 QStringLiteral("Headline"));

        // A run added later appears on refresh.
        QVERIFY(runs.mkpath(QStringLiteral("matrix-20261125-120000")));
        write(runs.filePath(QStringLiteral("matrix-20261125-120000/results.jsonl")), "{}\n");
        model.refresh();
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(1, RunBrowserModel::Kind), QStringLiteral("matrix"));
    }
};

QTEST_GUILESS_MAIN(RunBrowserTest)
#include "tst_gui_run_browser.moc"

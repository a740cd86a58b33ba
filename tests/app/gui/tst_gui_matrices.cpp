#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QTabWidget>
#include <QtTest>
#include <string_view>

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTableWidget>

#include "DialogFields.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "MatricesView.h"
#include "TestSupport.h"
#include "TransferFilesDialog.h"
#include "common/Error.h"
#include "eval/AccuracyMatrix.h"
#include "eval/Predictions.h"

using namespace akshara;

namespace {

eval::PredictionSet makeSet(const QString& path, const std::vector<const char*>& predicted) {
    const char* gold[] = {"entailment", "neutral", "contradiction", "neutral"};
    eval::PredictionSet set{path.toStdString(), {}};
    for (std::size_t i = 0; i < predicted.size(); ++i) {
        set.predictions.push_back({"hi-" + std::to_string(i), gold[i], predicted[i], {}});
    }
    eval::writePredictions(set.source, set);
    return set;
}

}  // namespace

class MatricesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clickingACellListsItsExamples() {
        const QString first = test::tempPath(QStringLiteral("xlmr-hi.jsonl"));
        const QString second = test::tempPath(QStringLiteral("xlmr-hi-phono.jsonl"));
        makeSet(first, {"entailment", "neutral", "neutral", "neutral"});
        makeSet(second, {"entailment", "contradiction", "neutral", "entailment"});
        gui::MatricesView view;
        view.resize(900, 600);
        view.openFiles({first, second});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        // Labels in the papers' order, as akshara-cli matrix prints them.
        widgets::MatrixView* confusion = view.confusionView();
        QCOMPARE(confusion->data().rowLabels,
                 QStringList({QStringLiteral("entailment"), QStringLiteral("neutral"),
                              QStringLiteral("contradiction")}));
        QCOMPARE(confusion->data().at(2, 1), 1.0);  // gold contradiction, predicted neutral
        QCOMPARE(confusion->data().at(1, 1), 2.0);
        QTest::mouseClick(confusion, Qt::LeftButton, {}, confusion->cellRect(2, 1).center());
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("hi-2")}));

        // Prediction overlap: predictions of the first (rows) against the second (columns).
        QVERIFY(view.tabs()->isTabEnabled(gui::MatricesView::Overlap));
        view.tabs()->setCurrentIndex(gui::MatricesView::Overlap);
        widgets::MatrixView* overlap = view.overlapView();
        QTest::mouseClick(overlap, Qt::LeftButton, {}, overlap->cellRect(1, 2).center());
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("hi-1")}));
    }

    // Each matrix's table is exported as the command line writes it: the confusion matrix
    // and the prediction overlap with matrix confusion (--against for the overlap), the
    // consistency blocks with matrix consistency, as LaTeX and as CSV.
    void exportsTheTablesOfTheCommandLine() {
        const QString first = test::tempPath(QStringLiteral("export/muril-hi.jsonl"));
        const QString second = test::tempPath(QStringLiteral("export/muril-mr.jsonl"));
        QDir().mkpath(QFileInfo(first).absolutePath());
        makeSet(first, {"entailment", "neutral", "neutral", "contradiction"});
        makeSet(second, {"entailment", "contradiction", "contradiction", "neutral"});
        gui::MatricesView view;
        view.openFiles({first, second});
        const std::pair<gui::MatricesView::Matrix, QStringList> commands[] = {
            {gui::MatricesView::Confusion, {"matrix", "confusion", "--pred", first}},
            {gui::MatricesView::Consistency,
             {"matrix", "consistency", "--pred", first, "--pred", second}},
            {gui::MatricesView::Overlap,
             {"matrix", "confusion", "--pred", first, "--against", second}}};
        for (const auto& [matrix, command] : commands) {
            view.tabs()->setCurrentIndex(matrix);
            for (const char* format : {"latex", "csv"}) {
                const QString path =
                    test::tempPath(QStringLiteral("export/%1.%2")
                                       .arg(matrix)
                                       .arg(std::string_view(format) == "latex" ? "tex" : "csv"));
                QVERIFY(view.exportTableTo(path));
                const auto expected =
                    test::runCli(command + QStringList{QStringLiteral("--") + format});
                QVERIFY2(expected.exitCode == 0, expected.err.constData());
                QFile written(path);
                QVERIFY(written.open(QIODevice::ReadOnly));
                QCOMPARE(written.readAll(), expected.out);
            }
        }
        // One file: no consistency or overlap to export.
        view.openFiles({first});
        view.tabs()->setCurrentIndex(gui::MatricesView::Consistency);
        QVERIFY(!view.exportTableTo(test::tempPath(QStringLiteral("export/none.csv"))));
    }

    void listedExamplesShowTheirProbabilities() {
        // A missed example shows what the model gave its prediction and the gold label.
        eval::PredictionSet set{test::tempPath(QStringLiteral("probs.jsonl")).toStdString(), {}};
        set.predictions.push_back(
            {"pl-7",
             "contradiction",
             "neutral",
             {{"contradiction", 0.12}, {"entailment", 0.17}, {"neutral", 0.71}}});
        set.predictions.push_back({"pl-8", "neutral", "neutral", {{"neutral", 0.9}}});
        gui::MatricesView view;
        view.setPredictions({set});
        view.showCell(gui::MatricesView::Confusion, 1, 0);  // labels: neutral, contradiction
        auto* list = view.findChild<QListView*>();
        QVERIFY(list);
        // The cell's first example as the list shows it, or as its tooltip tells it.
        const auto firstLine = [list](int role) {
            return list->model()->index(0, 0).data(role).toString();
        };
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(firstLine(Qt::DisplayRole),
                 QStringLiteral("pl-7  P(neutral) 0.71  P(contradiction) 0.12"));
        QVERIFY(firstLine(Qt::ToolTipRole).contains(QStringLiteral("entailment: 0.170")));
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("pl-7")}));
        view.showCell(gui::MatricesView::Confusion, 0,
                      0);  // neutral, neutral: right, so only the predicted label's share
        QCOMPARE(firstLine(Qt::DisplayRole), QStringLiteral("pl-8  P(neutral) 0.90"));
        auto* title = view.findChild<QLabel*>();
        QVERIFY(title);
        QVERIFY2(title->text().endsWith(QStringLiteral("examples: 1")), qPrintable(title->text()));

        // Two files: each model's probability of its own prediction.
        eval::PredictionSet other = set;
        other.predictions[0].pred = "contradiction";
        other.predictions[0].probs = {{"contradiction", 0.55}, {"neutral", 0.45}};
        view.setPredictions({set, other});
        view.showCell(gui::MatricesView::Overlap, 0, 1);  // first neutral, second contradiction
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(firstLine(Qt::DisplayRole),
                 QStringLiteral("pl-7  (only second right)  0.71 → 0.55"));
        QVERIFY(firstLine(Qt::ToolTipRole).contains(QStringLiteral("contradiction: 0.550")));

        // A consistency cell says right or wrong, not which label: each side names its own.
        view.showCell(gui::MatricesView::Consistency, 1, 0);  // first wrong, second right
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(firstLine(Qt::DisplayRole),
                 QStringLiteral("pl-7  (gold contradiction)  neutral 0.71 → contradiction 0.55"));
    }

    // The labels of a model's id2label (capitals) keep the papers' order, not code point order.
    void capitalisedNliLabelsKeepThePapersOrder() {
        eval::PredictionSet set{test::tempPath(QStringLiteral("mnli-pl.jsonl")).toStdString(), {}};
        set.predictions.push_back({"pl-1", "CONTRADICTION", "NEUTRAL", {}});
        set.predictions.push_back({"pl-2", "NEUTRAL", "NEUTRAL", {}});
        set.predictions.push_back({"pl-3", "ENTAILMENT", "CONTRADICTION", {}});
        gui::MatricesView view;
        view.setPredictions({set});
        QCOMPARE(view.confusionView()->data().rowLabels,
                 QStringList({QStringLiteral("ENTAILMENT"), QStringLiteral("NEUTRAL"),
                              QStringLiteral("CONTRADICTION")}));
        QCOMPARE(view.confusionView()->data().at(0, 2), 1.0);  // gold ENTAILMENT, CONTRADICTION
    }

    // Two models' files on the same examples, one in an MNLI checkpoint's capitals: one label
    // in two spellings is one row, so the files are compared (they were refused as not
    // parallel) and the examples both models label alike are on the diagonal.
    // The confusion matrix of the first file has its labels, as matrix confusion does, also
    // when the second file predicts one the first never does; the overlap has both's.
    void confusionHasTheFirstFilesLabels() {
        const QString first = test::tempPath(QStringLiteral("labels/sentiment-hi.jsonl"));
        const QString second = test::tempPath(QStringLiteral("labels/sentiment-hi-typo.jsonl"));
        QDir().mkpath(QFileInfo(first).absolutePath());
        eval::PredictionSet a{first.toStdString(), {}};
        a.predictions = {{"hi-0", "positive", "positive", {}},
                         {"hi-1", "negative", "positive", {}}};
        eval::PredictionSet b{second.toStdString(), {}};
        b.predictions = {{"hi-0", "positive", "neutral", {}}, {"hi-1", "negative", "negative", {}}};
        eval::writePredictions(a.source, a);
        eval::writePredictions(b.source, b);
        gui::MatricesView view;
        view.resize(900, 600);
        view.openFiles({first, second});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        const QStringList firstLabels{QStringLiteral("negative"), QStringLiteral("positive")};
        QCOMPARE(view.confusionView()->data().rowLabels, firstLabels);
        const QString path = test::tempPath(QStringLiteral("labels/confusion.csv"));
        QVERIFY(view.exportTableTo(path));
        const auto expected = test::runCli({"matrix", "confusion", "--pred", first, "--csv"});
        QVERIFY2(expected.exitCode == 0, expected.err.constData());
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), expected.out);

        view.tabs()->setCurrentIndex(gui::MatricesView::Overlap);
        widgets::MatrixView* overlap = view.overlapView();
        const int neutral = int(overlap->data().columnLabels.indexOf(QStringLiteral("neutral")));
        const int positive = int(overlap->data().rowLabels.indexOf(QStringLiteral("positive")));
        QVERIFY(neutral >= 0 && positive >= 0);
        QTest::mouseClick(overlap, Qt::LeftButton, {},
                          overlap->cellRect(positive, neutral).center());
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("hi-0")}));
    }

    void oneLabelInTwoModelsSpellingsIsOneLabel() {
        eval::PredictionSet upper{test::tempPath(QStringLiteral("mnli-hi.jsonl")).toStdString(),
                                  {}};
        upper.predictions.push_back({"hi-0", "ENTAILMENT", "ENTAILMENT", {}});
        upper.predictions.push_back({"hi-1", "NEUTRAL", "CONTRADICTION", {}});
        const eval::PredictionSet lower =
            makeSet(test::tempPath(QStringLiteral("xnli-hi.jsonl")), {"entailment", "neutral"});
        gui::MatricesView view;
        view.setPredictions({upper, lower});
        QVERIFY(view.tabs()->isTabEnabled(gui::MatricesView::Overlap));
        const widgets::MatrixData& overlap = view.overlapView()->data();
        QCOMPARE(overlap.rowLabels,
                 (QStringList{QStringLiteral("ENTAILMENT"), QStringLiteral("NEUTRAL"),
                              QStringLiteral("CONTRADICTION")}));
        QCOMPARE(overlap.at(0, 0), 1.0);  // hi-0: entailment from both
        QCOMPARE(overlap.at(2, 1), 1.0);  // hi-1: contradiction, then neutral
    }

    // IndicXNLI's figure 1: the first file right or wrong (rows) against the second, each
    // block's share of all examples, the paper's headline overlap in the title, and each gold
    // label's share under the label average in the cell's tooltip.
    void consistencyShowsTheBlocksOfFigure1() {
        const QString first = test::tempPath(QStringLiteral("muril-ta.jsonl"));
        const QString second = test::tempPath(QStringLiteral("muril-kn.jsonl"));
        // Gold: entailment, neutral, contradiction, neutral.
        makeSet(first, {"entailment", "neutral", "neutral", "neutral"});  // hi-0,1,3 right
        makeSet(second, {"entailment", "contradiction", "neutral", "entailment"});  // hi-0 right
        gui::MatricesView view;
        view.openFiles({first, second});
        QVERIFY(view.tabs()->isTabEnabled(gui::MatricesView::Consistency));
        const widgets::MatrixData& blocks = view.consistencyView()->data();
        QCOMPARE(blocks.kind, widgets::MatrixData::Kind::Shares);
        // hi-0 both right; hi-1, hi-3 only the first; hi-2 both wrong.
        QCOMPARE(blocks.values, (std::vector<double>{1, 2, 0, 1}));
        QVERIFY2(blocks.title.contains(QStringLiteral("consistent (both right or both wrong) "
                                                      "for 2 of 4 examples (50.0%)")),
                 qPrintable(blocks.title));
        // Label average of "both right": entailment 1/1, neutral 0/2, contradiction 0/1.
        QVERIFY2(blocks.notes[0].startsWith(QStringLiteral("label average: 33.3%\n"
                                                           "entailment: 1 of 1 (100.0%)\n"
                                                           "neutral: 0 of 2 (0.0%)")),
                 qPrintable(blocks.notes[0]));
        // On top of each block, as in the figure, the mean over the labels of their shares.
        QCOMPARE(view.consistencyView()->cellText(0, 0),
                 QStringLiteral("1\n25.0%\nlabel avg. 33.3%"));
        view.showCell(gui::MatricesView::Consistency, 0, 1);  // first right, second wrong
        QCOMPARE(view.listedIds(), (QStringList{QStringLiteral("hi-1"), QStringLiteral("hi-3")}));
        view.showCell(gui::MatricesView::Consistency, 1, 1);
        QCOMPARE(view.listedIds(), QStringList{QStringLiteral("hi-2")});
        // Without probabilities in the files, the two predictions alone.
        QCOMPARE(view.findChild<QListView*>()->model()->index(0, 0).data().toString(),
                 QStringLiteral("hi-2  (gold contradiction)  neutral → neutral"));
        QVERIFY(view.overlapView()->data().title.contains(
            QStringLiteral("the same label for 2 of 4 examples (50.0%)")));

        // One file again: the two-file matrices go, and their tabs with them.
        view.openFiles({first});
        QVERIFY(!view.tabs()->isTabEnabled(gui::MatricesView::Consistency));
        QVERIFY(view.consistencyView()->data().values.empty());
    }

    // The transfer table: a missing pair is a dash, left out of TrAvg and TestAvg; the corner
    // averages the cells; each cell's tooltip has its interval, clicking it names its file.
    void transferTableShowsTheCellsPresent() {
        const QString hihi = test::tempPath(QStringLiteral("pred-hi-hi.jsonl"));
        const QString himr = test::tempPath(QStringLiteral("pred-hi-mr.jsonl"));
        const QString mrhi = test::tempPath(QStringLiteral("pred-mr-hi.jsonl"));
        std::vector<eval::AccuracyEntry> entries{
            {"hi", "hi", makeSet(hihi, {"entailment", "neutral", "contradiction", "neutral"})},
            {"hi", "mr", makeSet(himr, {"entailment", "neutral", "neutral", "entailment"})},
            {"mr", "hi", makeSet(mrhi, {"neutral", "neutral", "neutral", "entailment"})}};
        std::vector<gui::TransferFile> files;
        for (const auto& entry : entries) {
            files.push_back({QString::fromStdString(entry.row),
                             QString::fromStdString(entry.column),
                             QString::fromStdString(entry.predictions.source)});
        }
        gui::MatricesView view;
        auto* exportButton = view.findChild<QPushButton*>(QStringLiteral("exportFigure"));
        auto* exportTable = view.findChild<QPushButton*>(QStringLiteral("exportTable"));
        QVERIFY(exportButton && exportTable);
        QVERIFY(!exportButton->isEnabled());  // nothing to export yet
        QVERIFY(!exportTable->isEnabled());
        view.setTransfer(eval::accuracyMatrix(entries, eval::BootstrapOptions{}), files);
        QCOMPARE(view.tabs()->currentIndex(), int(gui::MatricesView::Transfer));
        widgets::MatrixView* transfer = view.transferView();
        QCOMPARE(transfer->data().rowLabels, (QStringList{"hi", "mr"}));
        QCOMPARE(transfer->cellText(0, 0), QStringLiteral("100.0%"));
        QCOMPARE(transfer->cellText(0, 1), QStringLiteral("50.0%"));
        QCOMPARE(transfer->cellText(1, 1), QStringLiteral("\u2013"));  // mr on mr: not run
        QCOMPARE(transfer->rowMargin(1), 0.25);
        QCOMPARE(transfer->columnMargin(1), 0.5);
        QCOMPARE(transfer->cornerMargin(), (1.0 + 0.5 + 0.25) / 3);
        QVERIFY(transfer->cellToolTip(0, 1).contains(QStringLiteral("4 example")) &&
                transfer->cellToolTip(0, 1).contains(QStringLiteral(", 95% bootstrap")));
        view.showCell(gui::MatricesView::Transfer, 1, 0);
        auto* title = view.findChild<QLabel*>();
        QVERIFY2(title->text().endsWith(QDir::toNativeSeparators(mrhi)), qPrintable(title->text()));
        QVERIFY(exportButton->isEnabled());
        QVERIFY(exportTable->isEnabled());
        QCOMPARE(transfer->rowMarginTitle(), QStringLiteral("TrAvg"));
        QCOMPARE(transfer->columnMarginTitle(), QStringLiteral("TestAvg"));
        const QString png = test::tempPath(QStringLiteral("transfer.png"));
        QVERIFY(transfer->exportTo(png));
        QVERIFY(!QImage(png).isNull());
        // The table as `akshara-cli matrix transfer --csv` writes it (the paper's two
        // decimals), and why a name is refused.
        const QString csv = test::tempPath(QStringLiteral("transfer.csv"));
        QVERIFY(view.exportTableTo(csv));
        QFile written(csv);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("train \\ eval,hi,mr,TrAvg\r\n"
                                               "hi,100.00,50.00,75.00\r\n"
                                               "mr,25.00,-,25.00\r\n"
                                               "TestAvg,62.50,50.00,58.33\r\n"));
        QVERIFY(gui::tableExportProblem(QStringLiteral("/tmp/transfer.txt"))
                    .contains(QStringLiteral("must end in .tex or .csv")));
        QVERIFY(gui::tableExportProblem(test::tempPath(QStringLiteral("no-such/t.tex")))
                    .startsWith(QStringLiteral("Cannot write ")));

        // Opened behind another matrix (as the demo workspace opens its table): the matrix
        // shown and its listed examples stay, the Transfer tab is there to click.
        view.setPredictions(
            {eval::readPredictions(hihi.toStdString()), eval::readPredictions(himr.toStdString())});
        view.showCell(gui::MatricesView::Confusion, 1, 1);
        const QStringList listed = view.listedIds();
        QVERIFY(!listed.isEmpty());
        view.setTransfer(eval::accuracyMatrix(entries, eval::BootstrapOptions{}), files, false);
        QCOMPARE(view.tabs()->currentIndex(), int(gui::MatricesView::Confusion));
        QCOMPARE(view.listedIds(), listed);
        QVERIFY(view.tabs()->isTabEnabled(gui::MatricesView::Transfer));

        // In Polish the screen has the decimal comma; the figure for a paper has the decimal
        // point in its cells and in its title, as every exported figure and table has.
        view.setLocale(QLocale(QLocale::Polish, QLocale::Poland));
        view.setTransfer(eval::accuracyMatrix(entries, eval::BootstrapOptions{}), files);
        QVERIFY2(transfer->data().title.endsWith(QStringLiteral("58,3%")),
                 qPrintable(transfer->data().title));
        QCOMPARE(transfer->cellText(0, 1), QStringLiteral("50,0%"));
        const QString svg = test::tempPath(QStringLiteral("transfer-pl.svg"));
        QVERIFY(view.exportFigureTo(svg));
        const QByteArray drawn = test::readBytes(svg);
        QVERIFY(drawn.contains("58.3%"));
        QVERIFY(drawn.contains("50.0%"));
        QVERIFY(!drawn.contains("58,3%"));
        QVERIFY(!drawn.contains("50,0%"));
        QCOMPARE(transfer->data().title.right(5), QStringLiteral("58,3%"));  // the screen's kept
    }

    // The dialog guesses each file's pair from its name, and refuses OK with the reason
    // until every row has both languages and no pair is given twice.
    void transferFilesAreNamedByTheirPair() {
        QCOMPARE(gui::transferPairFromName(QStringLiteral("/runs/pred-hi+pl-hi.jsonl")),
                 (std::pair<QString, QString>{"hi+pl", "hi"}));
        QCOMPARE(gui::transferPairFromName(QStringLiteral("ta_kn.jsonl")),
                 (std::pair<QString, QString>{"ta", "kn"}));
        QCOMPARE(gui::transferPairFromName(QStringLiteral("muril.jsonl")),
                 (std::pair<QString, QString>{}));
        gui::TransferFilesDialog dialog({QStringLiteral("/p/pred-hi-mr.jsonl"),
                                         QStringLiteral("/p/muril.jsonl"),
                                         QStringLiteral("/p/xlmr_hi_mr.jsonl")});
        QCOMPARE(dialog.files()[0].train, QStringLiteral("hi"));
        QCOMPARE(dialog.files()[0].eval, QStringLiteral("mr"));
        QCOMPARE(dialog.problem(), QStringLiteral("Row 2 (muril.jsonl): give both the training "
                                                  "and the evaluation language."));
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog.table()->item(1, 1)->setText(QStringLiteral("mr"));
        dialog.table()->item(1, 2)->setText(QStringLiteral("hi"));
        QCOMPARE(dialog.problem(), QStringLiteral("Rows 1 and 3 are both trained on hi and "
                                                  "evaluated on mr: one file per pair."));
        dialog.table()->item(2, 1)->setText(QStringLiteral("xlmr-hi"));
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.files()[2].path, QStringLiteral("/p/xlmr_hi_mr.jsonl"));
    }

    // From the window: the files are read as a job and the table comes to the front; a bad
    // file fails the job with a message naming it and its line, and the table shown stays.
    void theWindowReadsTransferFilesAsAJob() {
        const QString hihi = test::tempPath(QStringLiteral("w-hi-hi.jsonl"));
        const QString hita = test::tempPath(QStringLiteral("w-hi-ta.jsonl"));
        makeSet(hihi, {"entailment", "neutral", "contradiction", "neutral"});
        makeSet(hita, {"entailment", "entailment", "contradiction", "neutral"});
        gui::MainWindow window;
        window.openTransfer({{"hi", "hi", hihi}, {"hi", "ta", hita}});
        QVERIFY(window.jobRunner()->waitForDone(30000));
        QTRY_COMPARE(window.matricesView()->transferView()->data().columnLabels,
                     (QStringList{"hi", "ta"}));
        QCOMPARE(window.matricesView()->transferView()->cellText(0, 1), QStringLiteral("75.0%"));

        const QString broken = test::tempPath(QStringLiteral("w-ta-hi.jsonl"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "{\"id\": \"1\", \"gold\": \"entailment\", \"pred\": \"neutral\"}\n{\"id\": 2,\n");
        file.close();
        window.openTransfer({{"hi", "hi", hihi}, {"ta", "hi", broken}});
        QVERIFY(window.jobRunner()->waitForDone(30000));
        QTRY_VERIFY(!window.lastError().isEmpty());
        QVERIFY2(window.lastError().contains(broken + QStringLiteral(":2")),
                 qPrintable(window.lastError()));
        // The failed job's row has left the Jobs panel: the message names the job.
        QVERIFY2(
            window.lastError().contains(QStringLiteral("Reading transfer predictions failed:")),
            qPrintable(window.lastError()));
        QCOMPARE(window.matricesView()->transferView()->data().rowLabels, QStringList{"hi"});
    }

    void filesOnDifferentExamplesAreRefused() {
        const QString first = test::tempPath(QStringLiteral("a.jsonl"));
        const QString second = test::tempPath(QStringLiteral("b.jsonl"));
        makeSet(first, {"entailment", "neutral", "neutral"});
        makeSet(second, {"entailment", "neutral"});
        gui::MatricesView view;
        QVERIFY_THROWS_EXCEPTION(InputError, view.openFiles({first, second}));
        QVERIFY(view.confusionView()->data().values.empty());
    }
};

QTEST_MAIN(MatricesTest)
#include "tst_gui_matrices.moc"

#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

#include <cmath>

#include "Screenshot.h"
#include "widgets/AttackResultsTable.h"

using namespace akshara::widgets;

namespace {

// 12,000 attack results over real sentences with deterministic query counts and similarities.
std::vector<AttackExample> manyExamples() {
    const QStringList originals = {QStringLiteral("यह फ़िल्म बहुत अच्छी थी"),
                                   QStringLiteral("இந்த படம் மிகவும் நன்றாக இருந்தது"),
                                   QStringLiteral("Ten film był naprawdę świetny")};
    const QStringList adversarials = {QStringLiteral("यह फ़िल्म बहूत अछी थी"),
                                      QStringLiteral("இந்த படம் மிகவும் நண்றாக இருந்தது"),
                                      QStringLiteral("Ten film byl naprawde swietny")};
    std::vector<AttackExample> examples;
    for (int i = 0; i < 12000; ++i) {
        AttackExample e;
        e.index = i;
        e.original = originals[i % 3];
        e.adversarial = adversarials[i % 3];
        e.originalLabel = QStringLiteral("positive");
        e.success = (i * 7) % 10 < 3;
        e.adversarialLabel = e.success ? QStringLiteral("negative") : QStringLiteral("positive");
        e.queries = 5 + (i * 37) % 200;
        e.candidates = 1 + i % 5;
        e.perturbations = 1 + i % 4;
        e.similarity = 0.5 + ((i * 13) % 500) / 1000.0;
        examples.push_back(e);
    }
    return examples;
}

// The Example column of the rows selected, in the order shown.
QStringList selectedText(const AttackResultsTable& table) {
    QModelIndexList rows = table.view()->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end());
    QStringList indices;
    for (const QModelIndex& row : rows) {
        indices << row.data().toString();
    }
    return indices;
}

}  // namespace

class TestAttackResultsTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loadsTenThousandRowsInBatches() {
        AttackResultsTable table;
        table.setExamples(manyExamples());
        AttackResultsModel* model = table.model();
        QCOMPARE(model->totalCount(), 12000);
        QVERIFY(model->rowCount() < 12000);
        while (model->canFetchMore({}))
            model->fetchMore({});
        QCOMPARE(model->rowCount(), 12000);
        QCOMPARE(model->index(11999, AttackResultsModel::IndexColumn).data().toInt(), 11999);
    }

    // A sentence that begins in Urdu is laid out from the cell's right edge, right to left
    // (its English word in its place), as the heatmap lays it out; Hindi from the left. Qt's
    // own delegate took the view's direction and ordered the runs left to right.
    void anUrduSentenceReadsFromTheRight() {
        AttackExample urdu;
        urdu.index = 0;
        urdu.original = QStringLiteral("مجھے یہ movie بہت پسند آئی");
        urdu.adversarial = QStringLiteral("مجھے یہ movie بہت سپند آئی");
        urdu.originalLabel = urdu.adversarialLabel = QStringLiteral("positive");
        AttackExample hindi = urdu;
        hindi.index = 1;
        hindi.original = QStringLiteral("यह फ़िल्म बहुत अच्छी थी");
        hindi.adversarial = QStringLiteral("यह फ़िल्म बहूत अछी थी");
        AttackResultsTable table;
        table.setExamples({urdu, hindi});
        table.resize(1400, 400);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QTableView* view = table.view();
        view->setColumnWidth(AttackResultsModel::OriginalColumn, 500);
        const QImage shot = view->viewport()->grab().toImage();
        // The first and last columns of ink in a cell, from its left edge.
        const auto ink = [&](int row) {
            const QRect cell =
                view->visualRect(view->model()->index(row, AttackResultsModel::OriginalColumn));
            int first = -1, last = -1;
            for (int x = cell.left() + 1; x < cell.right() - 1; ++x)
                for (int y = cell.top() + 1; y < cell.bottom(); ++y)
                    if (qGray(shot.pixel(x, y)) < 110) {
                        if (first < 0)
                            first = x - cell.left();
                        last = x - cell.left();
                        break;
                    }
            return std::pair{first, cell.width() - 1 - last};
        };
        const auto [urduLeft, urduRight] = ink(0);
        QVERIFY2(urduRight < 15 && urduLeft > 150,
                 qPrintable(QStringLiteral("%1 from the left, %2 from the right")
                                .arg(urduLeft)
                                .arg(urduRight)));
        const auto [hindiLeft, hindiRight] = ink(1);
        QVERIFY2(hindiLeft < 15 && hindiRight > 150,
                 qPrintable(QStringLiteral("%1 from the left, %2 from the right")
                                .arg(hindiLeft)
                                .arg(hindiRight)));
    }

    void sortsBySuccessQueriesAndSimilarity() {
        AttackResultsTable table;
        table.setExamples(manyExamples());
        AttackResultsModel* model = table.model();
        table.view()->sortByColumn(AttackResultsModel::QueriesColumn, Qt::DescendingOrder);
        QCOMPARE(model->exampleAt(0).queries, 204);
        QCOMPARE(model->exampleAt(11999).queries, 5);
        table.view()->sortByColumn(AttackResultsModel::SimilarityColumn, Qt::AscendingOrder);
        QCOMPARE(model->exampleAt(0).similarity, 0.5);
        QCOMPARE(model->index(0, AttackResultsModel::SimilarityColumn).data().toString(),
                 QStringLiteral("0.500"));
        // In the language's own numbers, as the summary above the table writes its rates.
        QLocale::setDefault(QLocale(QStringLiteral("pl_PL")));
        QCOMPARE(model->index(0, AttackResultsModel::SimilarityColumn).data().toString(),
                 QStringLiteral("0,500"));
        QLocale::setDefault(QLocale::c());
        table.view()->sortByColumn(AttackResultsModel::SuccessColumn, Qt::DescendingOrder);
        QVERIFY(model->exampleAt(0).success);
        QVERIFY(!model->exampleAt(11999).success);
        QCOMPARE(model->index(0, AttackResultsModel::SuccessColumn).data().toString(),
                 QStringLiteral("yes"));
    }

    // The success rate is of the examples the model got right, as the run's summary has it:
    // one without a word to change cannot fall, one the model got wrong is not counted.
    // The similarity column names its measure, as attack-report does (chrF, "Overlap sim."),
    // and says that it is given for failed attacks too: a bare "Similarity" read as the
    // semantic one, beside run figures that average the successful attacks only.
    void theSimilarityColumnNamesItsMeasure() {
        AttackResultsModel model;
        const int column = AttackResultsModel::SimilarityColumn;
        QCOMPARE(model.headerData(column, Qt::Horizontal).toString(),
                 QStringLiteral("Overlap sim. (chrF)"));
        QVERIFY(model.headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("successful or not")));
    }

    void successRateIsOfTheExamplesClassifiedRight() {
        std::vector<AttackExample> examples = manyExamples();
        examples.resize(4);
        examples[0].success = true;
        examples[1].success = false;
        examples[2].skipped = true;  // "।" alone: right, nothing to attack
        examples[2].noWords = true;
        examples[2].success = false;
        examples[3].skipped = true;  // the model was already wrong
        examples[3].success = false;
        const AttackFigures figures = attackFigures(examples);
        QCOMPARE(figures.attacked, 2);
        QCOMPARE(figures.successRate, 1.0 / 3.0);
        AttackResultsTable table;
        table.setExamples(examples);
        // Counted as the workbench's translations count ("3 examples"; without them, as here,
        // "3 example(s)").
        QVERIFY2(table.summaryText().contains(
                     QStringLiteral("attack success rate 33.3% (1 of the 3 example")),
                 qPrintable(table.summaryText()));
    }

    // With no candidate reaching the model (text in another script than the operator's) there
    // is no success rate, as in the run's summary: the table said 0.0%, a robust model.
    void noSuccessRateWhenNoCandidateReachedTheModel() {
        std::vector<AttackExample> examples = manyExamples();
        examples.resize(3);
        for (AttackExample& e : examples) {
            e.success = false;
            e.candidates = 0;
        }
        const AttackFigures figures = attackFigures(examples);
        QCOMPARE(figures.attacked, 3);
        QVERIFY(std::isnan(figures.successRate));
        AttackResultsTable table;
        table.setExamples(examples);
        QVERIFY2(table.summaryText().contains(
                     QStringLiteral("no candidate reached the model: no attack success rate")),
                 qPrintable(table.summaryText()));
        QVERIFY2(!table.summaryText().contains(QStringLiteral("0.0%")),
                 qPrintable(table.summaryText()));
    }

    // The example selected stays selected over a sort, in its row of the new order, loaded
    // when it lies past the rows loaded so far; one past them is selected so too.
    void theSelectedExampleStaysSelectedOverASort() {
        AttackResultsTable table;
        table.setExamples(manyExamples());
        QVERIFY(table.selectExample(7));
        QCOMPARE(table.model()->exampleAt(table.view()->currentIndex().row()).index, 7);
        table.view()->sortByColumn(AttackResultsModel::QueriesColumn, Qt::DescendingOrder);
        const QModelIndex current = table.view()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(table.model()->exampleAt(current.row()).index, 7);
        QVERIFY(table.view()->selectionModel()->isRowSelected(current.row(), {}));
        QVERIFY(current.row() >= AttackResultsModel::kBatchSize);  // 7 has 5 + 259 % 200 queries

        table.view()->sortByColumn(AttackResultsModel::IndexColumn, Qt::AscendingOrder);
        QVERIFY(table.selectExample(11000));
        QCOMPARE(table.view()->currentIndex().row(), 11000);
        QVERIFY(!table.selectExample(12000));
    }

    // Examples are selected together for a copy: Shift+Down adds the next, Ctrl+A takes every
    // example (also those not loaded yet), and a sort keeps them selected, the current one
    // current.
    void severalExamplesAreSelectedTogether() {
        AttackResultsTable table;
        table.resize(table.sizeHint());
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.setExamples(manyExamples());
        table.view()->setFocus();
        QVERIFY(table.selectExample(4));
        QTest::keyClick(table.view(), Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(table.view(), Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(selectedText(table),
                 QStringList({QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6")}));
        QCOMPARE(table.model()->exampleAt(table.view()->currentIndex().row()).index, 6);

        table.view()->sortByColumn(AttackResultsModel::QueriesColumn, Qt::DescendingOrder);
        // 4, 5 and 6 have 153, 190 and 27 queries: 5 first, 6 far down (loaded to be selected).
        QCOMPARE(selectedText(table),
                 QStringList({QStringLiteral("5"), QStringLiteral("4"), QStringLiteral("6")}));
        QCOMPARE(table.model()->exampleAt(table.view()->currentIndex().row()).index, 6);

        QTest::keyClick(table.view(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(table.model()->rowCount(), 12000);
        QCOMPARE(table.view()->selectionModel()->selectedRows().size(), 12000);
        // Sorted, all stay selected, as one range: a range a row took Qt's selection seconds.
        table.view()->sortByColumn(AttackResultsModel::SimilarityColumn, Qt::AscendingOrder);
        QCOMPARE(table.view()->selectionModel()->selection().size(), 1);
        QCOMPARE(table.view()->selectionModel()->selectedRows().size(), 12000);
        QCOMPARE(table.selectedExamples().size(), std::size_t(12000));
    }

    void selectingARowEmitsTheExample() {
        AttackResultsTable table;
        table.resize(table.sizeHint());
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.setExamples(manyExamples());
        QSignalSpy spy(&table, &AttackResultsTable::exampleSelected);
        table.view()->setFocus();
        table.view()->selectRow(2);
        QCOMPARE(spy.count(), 1);
        const auto example = spy.at(0).at(0).value<AttackExample>();
        QCOMPARE(example.index, 2);
        QCOMPARE(example.original, QStringLiteral("Ten film był naprawdę świetny"));
        akshara::test::saveScreenshot(table, QStringLiteral("attack-results-table"));
        // The view responds to the keyboard and scrolls to the end, fetching as it goes.
        QTest::keyClick(table.view(), Qt::Key_Down);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).value<AttackExample>().index, 3);
        for (int i = 0; i < 30; ++i)
            QTest::keyClick(table.view(), Qt::Key_End, Qt::ControlModifier);
        QVERIFY(table.model()->rowCount() > AttackResultsModel::kBatchSize);
    }
};

QTEST_MAIN(TestAttackResultsTable)
#include "tst_attackresultstable.moc"

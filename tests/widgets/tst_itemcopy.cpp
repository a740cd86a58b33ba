// Copying what a view shows to the clipboard, for a spreadsheet, a note or a paper: the
// selected rows of a table as tab-separated lines in the order shown, with or without the
// column titles, and a matrix whole, as Ctrl+C does.
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

#include "widgets/ItemCopy.h"
#include "widgets/MatrixView.h"

using namespace akshara::widgets;

namespace {

// Attack results as the Attacks view lists them: Hindi and Polish sentences and their
// adversarial texts, one with a tab and a line break in it.
QStandardItemModel* results(QObject* parent) {
    auto* model = new QStandardItemModel(0, 4, parent);
    model->setHorizontalHeaderLabels({"Example", "Queries", "Original", "Adversarial"});
    const QList<QStringList> rows = {
        {"1", "12", "यह फिल्म बहुत बेकार थी", "यह फील्म बहुत बेकार थी"},
        {"2", "7", "Zażółć gęślą jaźń", "Zazolc gesla jazn"},
        {"3", "30", "आज सुबह से\tलगातार बारिश", "आज सूबह से\nलगातार बारिश"},
    };
    for (const QStringList& row : rows) {
        QList<QStandardItem*> items;
        for (const QString& text : row) {
            items << new QStandardItem(text);
        }
        model->appendRow(items);
    }
    return model;
}

}  // namespace

class TestItemCopy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The rows as sorted on screen, the columns as moved there, hidden ones left out.
    void theSelectionIsCopiedAsShown() {
        QTableView view;
        auto* proxy = new QSortFilterProxyModel(&view);
        proxy->setSourceModel(results(&view));
        view.setModel(proxy);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        view.setSelectionMode(QAbstractItemView::ExtendedSelection);
        view.sortByColumn(1, Qt::DescendingOrder);  // queries: 30, 12, 7 (as text: 7, 30, 12)
        view.setColumnHidden(1, true);
        view.horizontalHeader()->moveSection(3, 1);  // Adversarial before Original
        QVERIFY(selectedCellsText(&view, true).isEmpty());

        view.selectRow(0);
        view.selectionModel()->select(proxy->index(2, 0),
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const QString first = proxy->index(0, 0).data().toString();
        const QString last = proxy->index(2, 0).data().toString();
        QCOMPARE(QStringList({first, last}), QStringList({"2", "1"}));
        QCOMPARE(selectedCellsText(&view, false),
                 QStringLiteral("2\tZazolc gesla jazn\tZażółć gęślą jaźń\n"
                                "1\tयह फील्म बहुत बेकार थी\tयह फिल्म बहुत बेकार थी\n"));
        // A tab or a line break in a cell does not split it.
        view.selectRow(1);
        QCOMPARE(selectedCellsText(&view, true),
                 QStringLiteral("Example\tAdversarial\tOriginal\n"
                                "3\tआज सूबह से लगातार बारिश\tआज सुबह से लगातार बारिश\n"));
    }

    // Ctrl+C copies, Copy with column titles (in the menu) puts the titles first; with nothing
    // selected, the clipboard keeps what it had.
    void theKeysCopyToTheClipboard() {
        QTableView view;
        view.setModel(results(&view));
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        const CopyActions actions = addCopyActions(&view);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.setFocus();
        QApplication::clipboard()->setText(QStringLiteral("before"));
        QTest::keySequence(&view, QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));

        view.selectRow(1);
        QTest::keySequence(&view, QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("2\t7\tZażółć gęślą jaźń\tZazolc gesla jazn\n"));
        actions.withTitles->trigger();
        // The menu's entries, disabled over an empty place, leave Ctrl+C working.
        QMenu menu;
        addCopyEntries(&menu, actions, false);
        QVERIFY(actions.copy->isEnabled());
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("Example\tQueries\tOriginal\tAdversarial\n"
                                "2\t7\tZażółć gęślą jaźń\tZazolc gesla jazn\n"));
    }

    // A matrix is copied whole, as shown: its labels, cells and margins.
    void aMatrixIsCopiedWhole() {
        MatrixData data;
        data.title = QStringLiteral("Sentiment, Hindi, aspiration attack");
        data.rowTitle = QStringLiteral("gold");
        data.columnTitle = QStringLiteral("predicted");
        data.rowLabels = {QStringLiteral("नकारात्मक"), QStringLiteral("सकारात्मक")};
        data.columnLabels = data.rowLabels;
        data.values = {40, 10, 5, 45};
        MatrixView view;
        view.setData(data);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.setFocus();
        QTest::keySequence(&view, QKeySequence::Copy);
        const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 5);  // header, two rows, the totals, and the end of the last line
        QCOMPARE(lines[0].split(QLatin1Char('\t')).mid(1),
                 QStringList({"नकारात्मक", "सकारात्मक", view.marginTitle()}));
        QCOMPARE(lines[1], QStringLiteral("नकारात्मक\t") + view.shownText(0, 0) + "\t" +
                               view.shownText(0, 1) + "\t" + view.shownText(0, 2));
        QVERIFY2(lines[1].startsWith(QStringLiteral("नकारात्मक\t40 (80.0%)\t10 (20.0%)\t50")),
                 qPrintable(lines[1]));
    }
};

QTEST_MAIN(TestItemCopy)
#include "tst_itemcopy.moc"

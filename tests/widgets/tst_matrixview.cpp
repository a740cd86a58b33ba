#include <QSignalSpy>
#include <QtTest>

#include "Screenshot.h"
#include "widgets/MatrixView.h"

using namespace akshara::widgets;

namespace {

MatrixData confusion() {
    MatrixData data;
    data.title = QStringLiteral("Sentiment, Hindi, aspiration attack");
    data.rowTitle = QStringLiteral("gold");
    data.columnTitle = QStringLiteral("predicted");
    data.rowLabels = {QStringLiteral("negative"), QStringLiteral("neutral"),
                      QStringLiteral("positive")};
    data.columnLabels = data.rowLabels;
    data.values = {40, 8, 2, 5, 30, 15, 1, 9, 90};
    return data;
}

}  // namespace

class TestMatrixView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cellsShowCountsAndRowPercentages() {
        MatrixView view;
        view.setData(confusion());
        QCOMPARE(view.cellText(0, 0), QStringLiteral("40\n80.0%"));
        QCOMPARE(view.cellText(2, 2), QStringLiteral("90\n90.0%"));
        QCOMPARE(view.rowAverage(1), 50.0 / 3.0);
        QCOMPARE(view.columnAverage(0), 46.0 / 3.0);
    }

    void scoresArePercentages() {
        MatrixData transfer;
        transfer.kind = MatrixData::Kind::Scores;
        transfer.rowLabels = {QStringLiteral("hi"), QStringLiteral("ta")};
        transfer.columnLabels = {QStringLiteral("hi"), QStringLiteral("ta"), QStringLiteral("pl")};
        transfer.values = {0.91, 0.62, 0.55, 0.58, 0.88, 0.51};
        MatrixView view;
        view.setData(transfer);
        QCOMPARE(view.cellText(1, 1), QStringLiteral("88.0%"));
        QVERIFY(qAbs(view.columnAverage(2) - 0.53) < 1e-12);
    }

    void rejectsMismatchedValues() {
        MatrixData bad = confusion();
        bad.values.pop_back();
        MatrixView view;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, view.setData(bad));
    }

    void clickAndKeyboardActivateCells() {
        MatrixView view;
        view.setData(confusion());
        view.resize(view.sizeHint());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &MatrixView::cellActivated);
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, view.cellRect(2, 1).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 2);
        QCOMPARE(spy.at(0).at(1).toInt(), 1);
        // The averages row is not a cell of the matrix.
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, view.cellRect(3, 1).center());
        QCOMPARE(spy.count(), 1);
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Up);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);  // stays in the last column
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toInt(), 1);
        QCOMPARE(spy.at(1).at(1).toInt(), 2);
        akshara::test::saveScreenshot(view, QStringLiteral("matrix-view"));
    }
};

QTEST_MAIN(TestMatrixView)
#include "tst_matrixview.moc"

#include <QAccessible>
#include <QSignalSpy>
#include <QtTest>

#include <QScrollArea>
#include <QTemporaryDir>

#include <cmath>

#include "RenderedSvg.h"
#include "Screenshot.h"
#include "TestSupport.h"
#include "widgets/ColorScale.h"
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

// The matrix with a title of several lines: a consistency matrix's counts.
MatrixData longTitled() {
    MatrixData data = confusion();
    data.title = QStringLiteral(
        "hi-sentiment.jsonl against hi-sentiment-ortho.jsonl: both right 66, both wrong 3, "
        "only first 31, only second 0");
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
        // The margins of a count matrix are totals: the support of each gold class, and how
        // often each class was predicted.
        QCOMPARE(view.marginTitle(), QStringLiteral("total"));
        QCOMPARE(view.rowMargin(1), 50.0);
        QCOMPARE(view.columnMargin(0), 46.0);
        // The colour shows the row percentage, as the text does: 90 of 100 is paler than 40 of
        // 50, although the count is larger.
        QCOMPARE(view.shade(0, 0), 0.8);
        QCOMPARE(view.shade(2, 2), 0.9);
        QVERIFY(view.shade(1, 0) < view.shade(0, 0));
    }

    // A long title wraps to the width: nothing of it is cut, and a colour key is drawn below.
    void longTitleWrapsAndTheKeyIsDrawn() {
        const MatrixData data = longTitled();
        MatrixView view;
        view.setData(data);
        view.resize(420, 420);
        QFont bold = view.font();
        bold.setBold(true);
        const QRect needed =
            QFontMetrics(bold).boundingRect(QRect(0, 0, view.titleRect().width(), 10000),
                                            Qt::AlignHCenter | Qt::TextWordWrap, data.title);
        QVERIFY(needed.height() > QFontMetrics(bold).height());  // more than one line here
        QVERIFY(view.titleRect().height() >= needed.height());
        QVERIFY(view.titleRect().width() <= view.width());
        // The matrix starts below the title.
        QVERIFY(view.cellRect(0, 0).top() > view.titleRect().bottom());
        const QRect key = view.colorKeyRect();
        QVERIFY(!key.isEmpty());
        QVERIFY(key.top() > view.cellRect(3, 0).bottom());
    }

    // In a scroll area narrower than the matrix, the title wraps to the part shown: it was
    // wrapped to the matrix's width, and its end was cut off at the pane's edge.
    void inANarrowPaneTheTitleWrapsToWhatIsShown() {
        const MatrixData data = longTitled();
        QScrollArea area;
        area.setWidgetResizable(true);
        auto* view = new MatrixView;
        view->setData(data);
        area.setWidget(view);
        area.resize(view->minimumSizeHint().width() * 2 / 3, 700);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        const int shown = area.viewport()->width();
        QTRY_VERIFY(view->width() > shown);  // the matrix scrolls sideways
        QVERIFY2(view->titleRect().right() < shown,
                 qPrintable(QStringLiteral("%1 in %2").arg(view->titleRect().right()).arg(shown)));
        QFont bold = view->font();
        bold.setBold(true);
        const QRect needed =
            QFontMetrics(bold).boundingRect(QRect(0, 0, view->titleRect().width(), 10000),
                                            Qt::AlignHCenter | Qt::TextWordWrap, data.title);
        QVERIFY(view->titleRect().height() >= needed.height());
        QVERIFY(view->cellRect(0, 0).top() > view->titleRect().bottom());
        // Widened, the pane shows the title in fewer lines.
        const int lines = view->titleRect().height();
        area.resize(view->minimumSizeHint().width() * 3, 700);
        QTRY_VERIFY(view->titleRect().height() < lines);
    }

    // At the smallest size the view asks for, the whole matrix is drawn: the margin column,
    // and the colour key with its caption between its two ends. A narrower pane scrolls.
    void theSmallestSizeHoldsTheWholeMatrix() {
        MatrixData data = confusion();
        data.title.clear();
        data.columnLabels = {QStringLiteral("entailment"), QStringLiteral("neutral"),
                             QStringLiteral("contradiction"), QStringLiteral("unsure")};
        data.rowLabels = data.columnLabels;
        data.values.assign(16, 3.0);
        MatrixView view;
        view.setData(data);
        view.resize(view.minimumSizeHint());
        const QRect corner = view.cellRect(4, 4);
        QVERIFY2(corner.right() < view.width(),
                 qPrintable(QStringLiteral("%1 of %2").arg(corner.right()).arg(view.width())));
        QVERIFY(corner.bottom() < view.height());
        const QRect key = view.colorKeyRect();
        QVERIFY(key.right() < view.width());
        QVERIFY(key.bottom() < view.height());
        const QFontMetrics fm(view.font());
        QVERIFY(key.width() > fm.horizontalAdvance(QStringLiteral("0%share of the row100%")));
    }

    // On a screen scaled by 150 % the colour key darkens evenly from its left end to its
    // right: drawn a pixel-wide strip at a time, every third column of the screen was lighter.
    void theColourKeyIsEvenOnAScreenScaledByAFraction() {
        MatrixView view;
        view.setData(confusion());
        view.resize(480, 420);
        QImage image(view.size() * 3 / 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(1.5);
        image.fill(Qt::white);
        view.render(&image);
        const QRect key = view.colorKeyRect();
        const int y = int((key.top() + 3) * 1.5);
        QVERIFY(y < image.height());  // the key is drawn in the image
        int previous = 256;
        int rises = 0;
        for (int x = int((key.left() + 3) * 1.5); x < int((key.left() + key.width() - 3) * 1.5);
             ++x) {
            const int gray = qGray(image.pixel(x, y));
            rises += gray > previous + 2 ? 1 : 0;
            previous = gray;
        }
        QCOMPARE(rises, 0);
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
        QVERIFY(qAbs(view.columnMargin(2) - 0.53) < 1e-12);
        QCOMPARE(view.marginTitle(), QStringLiteral("average"));
        QCOMPARE(view.shade(1, 1), 0.88);

        // On a Polish desktop the cells read as the title above them does (88,0%); the table
        // exported for a paper keeps the decimal point, as the command line writes it.
        view.setLocale(QLocale(QLocale::Polish, QLocale::Poland));
        QCOMPARE(view.cellText(1, 1), QStringLiteral("88,0%"));
        QCOMPARE(view.shownText(2, 2), QStringLiteral("53,0%"));
        QCOMPARE(view.table().cells[1][1], std::string("88.0%"));
    }

    // A transfer pair that was not run is a missing cell: a dash, left out of the averages.
    // The corner averages the cells present, not the margins.
    void missingCellsAreLeftOutOfTheAverages() {
        MatrixData transfer;
        transfer.kind = MatrixData::Kind::Scores;
        transfer.rowLabels = {QStringLiteral("hi"), QStringLiteral("mr")};
        transfer.columnLabels = {QStringLiteral("hi"), QStringLiteral("mr")};
        transfer.values = {0.5, 1.0, 0.5, MatrixData::missing()};
        MatrixView view;
        view.setData(transfer);
        QCOMPARE(view.cellText(1, 1), QStringLiteral("\u2013"));
        QCOMPARE(view.shade(1, 1), 0.0);
        QVERIFY(view.cellToolTip(1, 1).endsWith(QStringLiteral("no value")));
        QCOMPARE(view.rowMargin(1), 0.5);
        QCOMPARE(view.columnMargin(1), 1.0);
        QCOMPARE(view.cornerMargin(), 2.0 / 3.0);
        QCOMPARE(view.rowMarginTitle(), QStringLiteral("average"));
        transfer.rowMarginTitle = QStringLiteral("TrAvg");
        view.setData(transfer);
        QCOMPARE(view.rowMarginTitle(), QStringLiteral("TrAvg"));
        QCOMPARE(view.columnMarginTitle(), QStringLiteral("average"));
        // A language or label spelled as a margin does not pass for it.
        MatrixData clash = transfer;
        clash.rowLabels.front() = QStringLiteral("average");
        clash.columnLabels.front() = QStringLiteral("TrAvg");
        view.setData(clash);
        QCOMPARE(view.rowMarginTitle(), QStringLiteral("(TrAvg)"));
        QCOMPARE(view.columnMarginTitle(), QStringLiteral("(average)"));
        view.setData(transfer);
        transfer.values = {0.5, MatrixData::missing(), 0.5, MatrixData::missing()};
        view.setData(transfer);
        QVERIFY(std::isnan(view.columnMargin(1)));  // no cell: no average, not 0 %
    }

    // IndicXNLI's 2 x 2 blocks: each count's share of all examples, totals in the margins,
    // and a note per cell in its tooltip.
    void sharesAreOfTheWholeMatrix() {
        MatrixData blocks;
        blocks.kind = MatrixData::Kind::Shares;
        blocks.rowTitle = QStringLiteral("ta");
        blocks.columnTitle = QStringLiteral("kn");
        blocks.rowLabels = {QStringLiteral("right"), QStringLiteral("wrong")};
        blocks.columnLabels = blocks.rowLabels;
        blocks.values = {1, 2, 1, 1};
        blocks.notes = {QStringLiteral("entailment 50.0%"), {}, {}, {}};
        MatrixView view;
        view.setData(blocks);
        QCOMPARE(view.cellText(0, 1), QStringLiteral("2\n40.0%"));
        QCOMPARE(view.shade(0, 1), 0.4);
        QCOMPARE(view.rowMargin(0), 3.0);
        QCOMPARE(view.cornerMargin(), 5.0);
        QCOMPARE(view.marginTitle(), QStringLiteral("total"));
        QCOMPARE(view.cellToolTip(0, 0),
                 QStringLiteral("ta: right\nkn: right\n1\n20.0%\nentailment 50.0%"));
        QCOMPARE(view.cellToolTip(1, 1), QStringLiteral("ta: wrong\nkn: wrong\n1\n20.0%"));
        // A caption is a third line in the cell, and the cells grow to hold it: at the
        // smallest size the view takes, a cell is then taller than one of two lines.
        view.resize(view.minimumSizeHint());
        const int twoLines = view.cellRect(0, 0).height();
        blocks.captions = {QStringLiteral("label avg. 50.0%"), {}, {}, {}};
        view.setData(blocks);
        QCOMPARE(view.cellText(0, 0), QStringLiteral("1\n20.0%\nlabel avg. 50.0%"));
        QCOMPARE(view.cellText(0, 1), QStringLiteral("2\n40.0%"));
        QVERIFY2(
            view.cellRect(0, 0).height() > twoLines,
            qPrintable(QStringLiteral("%1 vs %2").arg(view.cellRect(0, 0).height()).arg(twoLines)));
        QVERIFY(view.cellRect(0, 0).height() >= 3 * view.fontMetrics().height());
        QVERIFY(view.cellRect(0, 0).width() >=
                view.fontMetrics().horizontalAdvance(QStringLiteral("label avg. 50.0%")));
    }

    // Exported black on white as the reader sees it: a picture of the widget's size (twice
    // that in pixels), an SVG with the labels as text, a one-page PDF; no other suffix.
    void exportsPngSvgAndPdf() {
        QTemporaryDir dir;
        MatrixView view;
        view.setData(confusion());
        view.resize(480, 400);
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("m.png"))));
        const QImage image(dir.filePath(QStringLiteral("m.png")));
        QCOMPARE(image.size(), QSize(960, 800));
        QCOMPARE(image.pixel(2, 2), QColor(Qt::white).rgb());
        // The darkest cell (positive, 90 %) is drawn in the colour of its share.
        const QPoint inCell = view.cellRect(2, 2).topLeft() + QPoint(4, 4);
        QCOMPARE(image.pixel(inCell * 2), scoreColor(0.9, 1.0, ColorScaleKind::Sequential).rgb());
        // Twice the pixels of the drawing at the widget's size, text included: fonts in points
        // were once drawn twice as large again, titles and labels cut off and overlapping.
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("m1.png")), 1.0));
        const QImage once(dir.filePath(QStringLiteral("m1.png")));
        QCOMPARE(once.size(), QSize(480, 400));
        const int rows = akshara::test::darkRows(once);
        const int rowsAtTwice = akshara::test::darkRows(akshara::test::scaledDown(image, 2.0));
        QVERIFY(rows > 40);
        QVERIFY2(std::abs(rowsAtTwice - rows) <= rows / 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(rowsAtTwice).arg(rows)));
        // Placed at the drawing's size: the file's resolution is that of its pixels.
        QCOMPARE(image.dotsPerMeterX(), int(std::lround(2 * view.logicalDpiX() / 0.0254)));
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("m.svg"))));
        QFile svg(dir.filePath(QStringLiteral("m.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray svgText = svg.readAll();
        QVERIFY(svgText.contains("negative"));
        QVERIFY(svgText.contains("predicted"));
        // A figure for a paper has the decimal point whatever the desktop's language, as the
        // exported table has; the screen keeps the desktop's comma.
        view.setLocale(QLocale(QLocale::Polish, QLocale::Poland));
        QCOMPARE(view.cellText(0, 0), QStringLiteral("40\n80,0%"));
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("pl.svg"))));
        const QByteArray polishText =
            akshara::test::readBytes(dir.filePath(QStringLiteral("pl.svg")));
        QVERIFY(polishText.contains("80.0%"));
        QVERIFY(!polishText.contains("80,0%"));
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("m.pdf"))));
        QFile pdf(dir.filePath(QStringLiteral("m.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        // A figure shows each column's label whole, however narrow the view that shortens it.
        MatrixData named = confusion();
        named.columnLabels[1] = QStringLiteral("तटस्थ, न सकारात्मक न नकारात्मक");
        view.setData(named);
        view.resize(300, 300);
        QVERIFY(view.exportTo(dir.filePath(QStringLiteral("named.svg"))));
        const QByteArray namedText =
            akshara::test::readBytes(dir.filePath(QStringLiteral("named.svg")));
        QVERIFY(namedText.contains(named.columnLabels[1].toUtf8()));
        QVERIFY(!namedText.contains("\u2026"));
        view.setData(confusion());
        QVERIFY(!view.exportTo(dir.filePath(QStringLiteral("m.bmp"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("m.bmp"))));
        QVERIFY(!view.exportTo(dir.filePath(QStringLiteral("no-such-folder/m.png"))));
    }

    // As a table for a paper or a spreadsheet: the cells as shown on one line each, the
    // margins in the last column and row below a rule, the title as the caption.
    void exportsATableOfWhatItShows() {
        MatrixView view;
        view.setData(confusion());
        const akshara::text::TextTable counts = view.table();
        QCOMPARE(counts.caption, std::string("Sentiment, Hindi, aspiration attack"));
        QCOMPARE(counts.corner, std::string("gold \\ predicted"));
        QCOMPARE(counts.columns,
                 (std::vector<std::string>{"negative", "neutral", "positive", "total"}));
        QCOMPARE(counts.rowNames,
                 (std::vector<std::string>{"negative", "neutral", "positive", "total"}));
        QCOMPARE(counts.cells[0],
                 (std::vector<std::string>{"40 (80.0%)", "8 (16.0%)", "2 (4.0%)", "50"}));
        QCOMPARE(counts.cells[3], (std::vector<std::string>{"46", "47", "107", "200"}));
        QCOMPARE(counts.ruleBefore, std::vector<std::size_t>{3});

        MatrixData transfer;
        transfer.kind = MatrixData::Kind::Scores;
        transfer.rowLabels = {QStringLiteral("hi"), QStringLiteral("hi+mr")};
        transfer.columnLabels = {QStringLiteral("hi"), QStringLiteral("mr")};
        transfer.values = {0.972, MatrixData::missing(), 0.99, 0.5};
        transfer.rowMarginTitle = QStringLiteral("TrAvg");
        transfer.columnMarginTitle = QStringLiteral("TestAvg");
        transfer.captions = {QStringLiteral("n = 100"), {}, {}, {}};
        view.setData(transfer);
        const akshara::text::TextTable scores = view.table();
        QCOMPARE(scores.corner, std::string());  // no titles, no corner text
        QCOMPARE(scores.columns.back(), std::string("TrAvg"));
        QCOMPARE(scores.rowNames.back(), std::string("TestAvg"));
        QCOMPARE(scores.cells[0], (std::vector<std::string>{"97.2% (n = 100)", "\u2013", "97.2%"}));
        QCOMPARE(scores.cells[2], (std::vector<std::string>{"98.1%", "50.0%", "82.1%"}));

        QTemporaryDir dir;
        const QString tex = dir.filePath(QStringLiteral("transfer.tex"));
        QVERIFY(view.exportTableTo(tex));
        QFile texFile(tex);
        QVERIFY(texFile.open(QIODevice::ReadOnly));
        const QByteArray latex = texFile.readAll();
        QVERIFY2(latex.contains("hi & 97.2\\% (n = 100) & \u2013 & 97.2\\% \\\\\n"),
                 latex.constData());
        QVERIFY(latex.contains("\\midrule\nTestAvg & 98.1\\% & 50.0\\% & 82.1\\% \\\\\n"));
        const QString csv = dir.filePath(QStringLiteral("transfer.csv"));
        QVERIFY(view.exportTableTo(csv));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QCOMPARE(csvFile.readAll(), QByteArray(",hi,mr,TrAvg\r\n"
                                               "hi,97.2% (n = 100),\u2013,97.2%\r\n"
                                               "hi+mr,99.0%,50.0%,74.5%\r\n"
                                               "TestAvg,98.1%,50.0%,82.1%\r\n"));
        QVERIFY(!view.exportTableTo(dir.filePath(QStringLiteral("transfer.txt"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("transfer.txt"))));
        QVERIFY(!view.exportTableTo(dir.filePath(QStringLiteral("no-such-folder/t.csv"))));
        view.setData({});
        QVERIFY(!view.exportTableTo(dir.filePath(QStringLiteral("empty.csv"))));
    }

    // The SVG draws its text as large against the matrix as the picture does: fonts are in
    // points, and at the generator's own 72 dpi they came out a quarter smaller.
    void svgTextIsAsLargeAsOnScreen() {
        QTemporaryDir dir;
        MatrixView view;
        view.setData(confusion());
        view.resize(480, 400);
        const QString png = dir.filePath(QStringLiteral("m.png"));
        const QString svg = dir.filePath(QStringLiteral("m.svg"));
        QVERIFY(view.exportTo(png, 1.0));
        QVERIFY(view.exportTo(svg));
        const QImage rendered = akshara::test::renderedSvg(svg, QImage(png).size());
        QVERIFY(!rendered.isNull());
        // The width the title's dark pixels span, in each.
        const auto titleWidth = [&view](const QImage& image) {
            int left = image.width(), right = -1;
            const QRect title = view.titleRect();
            for (int y = title.top(); y <= title.bottom(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qGray(image.pixel(x, y)) < 128) {
                        left = std::min(left, x);
                        right = std::max(right, x);
                    }
            return right - left;
        };
        const int expected = titleWidth(QImage(png));
        QVERIFY(expected > 100);
        QVERIFY2(std::abs(titleWidth(rendered) - expected) < expected / 20,
                 qPrintable(QStringLiteral("%1 vs %2").arg(titleWidth(rendered)).arg(expected)));
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

    // A screen reader reads the matrix as a table of what it shows: each cell on one line, the
    // totals as the last row and column, the labels as the rows' and columns' names, the
    // tooltip as the cell's description, and the current cell selected. After the matrix
    // changes, it reads the new one.
    void screenReadersReadATable() {
        MatrixView view;
        view.setData(confusion());
        view.resize(view.sizeHint());
        QAccessibleInterface* matrix = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(matrix != nullptr);
        QCOMPARE(matrix->role(), QAccessible::Table);
        QCOMPARE(matrix->text(QAccessible::Name), confusion().title);
        QAccessibleTableInterface* table = matrix->tableInterface();
        QVERIFY(table != nullptr);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->columnCount(), 4);
        QCOMPARE(matrix->childCount(), 16);
        QCOMPARE(table->rowDescription(1), QStringLiteral("neutral"));
        QCOMPARE(table->rowDescription(3), QStringLiteral("total"));
        QCOMPARE(table->columnDescription(2), QStringLiteral("positive"));

        QAccessibleInterface* cell = table->cellAt(1, 2);
        QVERIFY(cell != nullptr);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("15 (30.0%)"));
        QVERIFY2(cell->text(QAccessible::Description).contains("gold: neutral"),
                 qPrintable(cell->text(QAccessible::Description)));
        QCOMPARE(cell->parent(), matrix);
        QCOMPARE(matrix->indexOfChild(cell), 6);
        QCOMPARE(matrix->child(6), cell);  // the same cell each time
        QCOMPARE(cell->rect().size(), view.cellRect(1, 2).size());
        QCOMPARE(matrix->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
        QCOMPARE(table->cellAt(1, 3)->text(QAccessible::Name), QStringLiteral("50"));  // total
        QCOMPARE(table->cellAt(3, 3)->text(QAccessible::Name), QStringLiteral("200"));
        QVERIFY(table->cellAt(4, 0) == nullptr);

        QVERIFY(!cell->state().selected);
        view.setCurrentCell(1, 2);
        QVERIFY(cell->state().selected);
        QCOMPARE(table->selectedCells(), QList<QAccessibleInterface*>{cell});

        const QAccessible::Id id = QAccessible::uniqueId(cell);
        MatrixData one;
        one.kind = MatrixData::Kind::Scores;
        one.rowLabels = {QStringLiteral("hi")};
        one.columnLabels = {QStringLiteral("pl")};
        one.values = {0.5};
        view.setData(one);
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->columnCount(), 2);
        // The table no longer has row 1, column 2: the cell is gone or says it is invalid.
        const QAccessibleInterface* kept = QAccessible::accessibleInterface(id);
        QVERIFY(kept == nullptr || !kept->isValid());
        QCOMPARE(table->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("50.0%"));
        QCOMPARE(table->columnDescription(1), QStringLiteral("average"));
    }
};

QTEST_MAIN(TestMatrixView)
#include "tst_matrixview.moc"

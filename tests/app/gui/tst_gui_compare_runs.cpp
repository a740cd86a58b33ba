// Compare runs: finished attack, ASR-curve and probing runs of a workspace, selected in Runs,
// side by side as the papers' tables. The runs are real: a Hindi sentiment classifier trained
// from scratch on the demo corpus, attacked with phono and random perturbations, its ASR curve
// with a second classifier as the proxy, and its layers probed on Hindi and Polish treebank
// sentences.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "AttackView.h"
#include "CompareRunsView.h"
#include "JobRunner.h"
#include "MainWindow.h"
#include "RunBrowserModel.h"
#include "RunsPanel.h"
#include "TestSupport.h"
#include "probe/ProbeReport.h"

using namespace akshara;

namespace {

QJsonObject readObject(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

// Selects the rows of Runs whose folders are `folders`, and only them.
void selectRuns(gui::MainWindow& window, const QStringList& folders) {
    QItemSelectionModel* selection = window.runsView()->selectionModel();
    selection->clearSelection();
    for (int row = 0; row < window.runsModel()->rowCount(); ++row) {
        if (folders.contains(window.runsModel()->run(row).path)) {
            selection->select(window.runsModel()->index(row, 0),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
}

// Selects the runs `folders` in Runs and compares them, as Compare on their context menu does.
gui::CompareRunsView* compareSelected(gui::MainWindow& window, const QStringList& folders) {
    selectRuns(window, folders);
    window.compareSelectedRuns();
    return window.compareView();
}

QStringList rowTexts(const QStandardItemModel* model, int row) {
    QStringList texts;
    for (int column = 0; column < model->columnCount(); ++column) {
        texts << model->item(row, column)->text();
    }
    return texts;
}

}  // namespace

class CompareRunsTest : public QObject {
    Q_OBJECT

    QString workspace_;
    QString phono_;
    QString random_;
    QString asr_;
    QStringList probes_;  // Hindi, Polish

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const QString root = test::tempPath("compare-runs");
        QDir(root).removeRecursively();
        workspace_ = root + "/workspace";
        const QString data = root + "/data";
        auto result = test::writeDemoCorpus(data, "hi,pl");
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString sentiment = data + "/hi/sentiment.tsv";
        for (const int seed : {1, 2}) {
            result = test::trainTinyClassifier(
                sentiment, root + "/model-hi-" + QString::number(seed), 3, seed);
            QVERIFY2(result.exitCode == 0, result.err.constData());
        }
        // Named so that the browser (newest name first) lists phono before random: not the
        // paper's order.
        phono_ = workspace_ + "/runs/attack-2-phono";
        random_ = workspace_ + "/runs/attack-1-random";
        for (const auto& [op, out] : {std::pair{"phono", phono_}, std::pair{"random", random_}}) {
            result = test::runCli({"attack", "--model", root + "/model-hi-1", "--data", sentiment,
                                   "--op", op, "--lang", "hi", "--limit", "8", "--seed", "1",
                                   "--out", out});
            QVERIFY2(result.exitCode == 0, result.err.constData());
        }
        asr_ = workspace_ + "/runs/asr-curve-1";
        result = test::runCli({"asr-curve",
                               "--proxy",
                               root + "/model-hi-2",
                               "--target",
                               root + "/model-hi-1",
                               "--data",
                               sentiment,
                               "--method",
                               "loo",
                               "--ops",
                               "phono",
                               "--lang",
                               "hi",
                               "--max-words",
                               "2",
                               "--limit",
                               "8",
                               "--seed",
                               "1",
                               "--out",
                               asr_});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        for (const char* lang : {"hi", "pl"}) {
            const QString out = workspace_ + "/runs/probe-" + lang;
            result = test::runCli({"probe", "--model", root + "/model-hi-1", "--data",
                                   data + "/" + lang + "/treebank.conllu", "--format", "conllu",
                                   "--tasks", "SentLen", "--perturb", "DropF", "--folds", "3",
                                   "--lang", lang, "--threads", "1", "--out", out});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            probes_ << out;
        }
    }

    // The attack runs selected in Runs come out in the paper's order, random before phono,
    // with each run's figures as its summary holds them; a row per phono category on demand;
    // the table exported is the one akshara-cli attack-report writes.
    void comparesTheSelectedAttackRuns() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        selectRuns(window, {phono_, random_, asr_});
        QStringList selected = window.selectedRuns("attack");  // in the list's order, newest first
        selected.sort();
        QCOMPARE(selected, (QStringList{random_, phono_}));
        window.compareSelectedRuns();
        gui::CompareRunsView* view = window.compareView();
        QTRY_COMPARE(view->model()->rowCount(), 2);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QCOMPARE(view->model()->headerData(0, Qt::Horizontal).toString(), QString("Model"));
        QCOMPARE(view->model()->headerData(5, Qt::Horizontal).toString(), QString("ASR"));
        QVERIFY(view->leftOut()->isHidden());

        const QStringList first = rowTexts(view->model(), 0);
        const QStringList second = rowTexts(view->model(), 1);
        // The operators by name, as the dialogs name them; by key in an export.
        QCOMPARE(first.mid(0, 3), (QStringList{"model-hi-1", "hi", "Random letter"}));
        QCOMPARE(second.mid(0, 3), (QStringList{"model-hi-1", "hi", "Phonological"}));
        QCOMPARE(view->model()->item(1, 2)->toolTip(), QString("\"phono\" in an exported table"));
        const QJsonObject phono = readObject(phono_ + "/summary.json");
        QCOMPARE(second[3], QString::number(phono["original_accuracy"].toDouble(), 'f', 3));
        QCOMPARE(second[5], QString::number(phono["attack_success_rate"].toDouble(), 'f', 3));
        QCOMPARE(first[9], QString("-"));  // the random baseline measures no BERTScore

        // The phono run's categories follow its row.
        const int categories = phono["categories"].toObject().size();
        QVERIFY(categories > 0);
        view->categories()->setChecked(true);
        QCOMPARE(view->model()->rowCount(), 2 + categories);
        QVERIFY(view->model()->item(2, 2)->text().startsWith("Phonological / "));
        QCOMPARE(view->rowFolders().size(), 2 + categories);
        QCOMPARE(view->rowFolders()[0], random_);
        QCOMPARE(view->rowFolders()[2], phono_);  // a category's row: its run's

        // A double-click on a row opens its run in the Attacks view.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect phonoRow = view->view()->visualRect(view->view()->model()->index(1, 2));
        QVERIFY(phonoRow.isValid());
        QTest::mouseClick(view->view()->viewport(), Qt::LeftButton, {}, phonoRow.center());
        QTest::mouseDClick(view->view()->viewport(), Qt::LeftButton, {}, phonoRow.center());
        QTRY_COMPARE(window.attackView()->run().runFolder, phono_);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(window.attackView()));
        // Enter on the current row opens its run too, as in Runs.
        QSignalSpy activated(view, &gui::CompareRunsView::runActivated);
        view->view()->setCurrentIndex(view->view()->model()->index(0, 2));
        QTest::keyClick(view->view(), Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toString(), random_);

        const QString tex = test::tempPath("compare-runs/attacks.tex");
        QVERIFY(view->exportTableTo(tex));
        const auto latex =
            test::runCli({"attack-report", phono_, random_, "--categories", "--latex"});
        QVERIFY2(latex.exitCode == 0, latex.err.constData());
        QCOMPARE(test::readBytes(tex), latex.out);
        view->categories()->setChecked(false);
        const QString csv = test::tempPath("compare-runs/attacks.csv");
        QVERIFY(view->exportTableTo(csv));
        QCOMPARE(test::readBytes(csv),
                 test::runCli({"attack-report", random_, phono_, "--csv"}).out);
        // Neither a table nor an overwritten file under another name.
        QVERIFY(!view->exportTableTo(test::tempPath("compare-runs/attacks.txt")));
        QVERIFY(!QFile::exists(test::tempPath("compare-runs/attacks.txt")));
    }

    // In Polish the figures show a decimal comma, and they still sort as numbers; the export
    // keeps the papers' decimal point.
    void showsFiguresInTheChosenLanguage() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Polish, QLocale::Poland));
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        gui::CompareRunsView* view = compareSelected(window, {phono_, random_});
        QTRY_COMPARE(view->model()->rowCount(), 2);
        const QJsonObject phono = readObject(phono_ + "/summary.json");
        const QString accuracy = QString::number(phono["original_accuracy"].toDouble(), 'f', 3);
        QCOMPARE(rowTexts(view->model(), 1)[3], QString(accuracy).replace('.', ','));
        QCOMPARE(
            rowTexts(view->model(), 1)[5],
            QString::number(phono["attack_success_rate"].toDouble(), 'f', 3).replace('.', ','));
        QCOMPARE(view->model()->item(1, 3)->data(Qt::UserRole + 1).toDouble(), accuracy.toDouble());
        const QString csv = test::tempPath("compare-runs/polish.csv");
        QVERIFY(view->exportTableTo(csv));
        QCOMPARE(test::readBytes(csv),
                 test::runCli({"attack-report", random_, phono_, "--csv"}).out);
    }

    // A click on a column's title sorts the rows by its figures (numbers, not text: "10.3"
    // before "8.9" only in descending order), the cells without a figure last either way; a
    // second click the other way, a third the paper's order again. The export follows the
    // order shown, and a double-click still opens the run of the row clicked.
    void sortsByAColumn() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        gui::CompareRunsView* view = compareSelected(window, {phono_, random_});
        QTRY_COMPARE(view->model()->rowCount(), 2);
        view->categories()->setChecked(true);
        const int rows = view->model()->rowCount();
        QVERIFY(rows > 3);
        const QAbstractItemModel* shown = view->view()->model();
        QCOMPARE(view->sortColumn(), -1);
        const auto cliCsv =
            test::runCli({"attack-report", phono_, random_, "--categories", "--csv"});
        QVERIFY2(cliCsv.exitCode == 0, cliCsv.err.constData());
        const QList<QByteArray> cliLines = cliCsv.out.split('\n');

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QHeaderView* header = view->view()->horizontalHeader();
        int ordered = 0;  // columns whose order by number differs from the order by text
        for (int column = 3; column < view->model()->columnCount(); ++column) {
            // The figures of the column in the paper's order, NaN for none.
            std::vector<double> figures;
            for (int row = 0; row < rows; ++row) {
                bool ok = false;
                const double value = view->model()->item(row, column)->text().toDouble(&ok);
                figures.push_back(ok ? value : std::nan(""));
            }
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                const QRect title(header->sectionViewportPosition(column), 0,
                                  header->sectionSize(column), header->height());
                QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, title.center());
                QCOMPARE(view->sortColumn(), column);
                QCOMPARE(view->sortOrder(), order);
                std::vector<int> expected(static_cast<std::size_t>(rows));
                std::iota(expected.begin(), expected.end(), 0);
                std::stable_sort(expected.begin(), expected.end(), [&](int a, int b) {
                    const double x = figures[std::size_t(a)], y = figures[std::size_t(b)];
                    if (std::isnan(x) || std::isnan(y)) {
                        return !std::isnan(x) && std::isnan(y);
                    }
                    return order == Qt::AscendingOrder ? x < y : x > y;
                });
                QStringList byText, byNumber;
                for (int row = 0; row < rows; ++row) {
                    const QString text = shown->index(row, column).data().toString();
                    byNumber << view->model()->item(expected[std::size_t(row)], column)->text();
                    byText << text;
                }
                QCOMPARE(byText, byNumber);
                QStringList sortedAsText = byNumber;
                sortedAsText.sort();
                if (order == Qt::AscendingOrder && !byNumber.contains("-") &&
                    sortedAsText != byNumber) {
                    ++ordered;
                }
                if (column == 13) {
                    // Exported as shown: the command's rows, in this order, without rules.
                    const QString csv = test::tempPath("compare-runs/sorted.csv");
                    QVERIFY(view->exportTableTo(csv));
                    QByteArray wanted = cliLines[0] + '\n';
                    for (int row = 0; row < rows; ++row) {
                        wanted += cliLines[1 + expected[std::size_t(row)]] + '\n';
                    }
                    QCOMPARE(test::readBytes(csv), wanted);
                    const QString tex = test::tempPath("compare-runs/sorted.tex");
                    QVERIFY(view->exportTableTo(tex));
                    QCOMPARE(test::readBytes(tex).count("\\midrule"), 1);  // under the titles only
                }
            }
            // The third click: the paper's order, its groups shaded again.
            const QRect title(header->sectionViewportPosition(column), 0,
                              header->sectionSize(column), header->height());
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, title.center());
            QCOMPARE(view->sortColumn(), -1);
            for (int row = 0; row < rows; ++row) {
                QCOMPARE(shown->index(row, 2).data().toString(),
                         view->model()->item(row, 2)->text());
            }
        }
        QVERIFY(ordered > 0);  // Queries: 101.6 after 10.3 and 8.9
        const QString tex = test::tempPath("compare-runs/papers-order.tex");
        QVERIFY(view->exportTableTo(tex));
        QCOMPARE(test::readBytes(tex),
                 test::runCli({"attack-report", phono_, random_, "--categories", "--latex"}).out);

        // Sorted by Type ascending, the rows of phono first: a double-click on the last opens
        // the random baseline's run.
        view->sortByColumn(2, Qt::DescendingOrder);
        QCOMPARE(shown->index(0, 2).data().toString(), QStringLiteral("Random letter"));
        view->sortByColumn(2, Qt::AscendingOrder);
        QCOMPARE(shown->index(0, 2).data().toString(), QStringLiteral("Phonological"));
        const QRect row = view->view()->visualRect(shown->index(rows - 1, 2));
        QTest::mouseClick(view->view()->viewport(), Qt::LeftButton, {}, row.center());
        QTest::mouseDClick(view->view()->viewport(), Qt::LeftButton, {}, row.center());
        QTRY_COMPARE(window.attackView()->run().runFolder, random_);
    }

    // ASR-curve runs: the proxy's ranking and random words per operator, the ASR at each k,
    // the mean and the verdict, as akshara-cli asr-report.
    void comparesAsrCurveRuns() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        selectRuns(window, {asr_});
        QVERIFY(window.selectedRuns("attack").isEmpty());
        window.compareSelectedRuns();
        gui::CompareRunsView* view = window.compareView();
        QTRY_COMPARE(view->model()->rowCount(), 2);
        QVERIFY(view->categories()->isHidden());
        const QJsonObject summary = readObject(asr_ + "/summary.json");
        const QJsonArray rates = summary["asr"].toObject()["phono"].toObject()["loo"].toArray();
        QCOMPARE(rowTexts(view->model(), 0).mid(0, 6),
                 (QStringList{"model-hi-1", "hi", "Phonological", "Leave-one-out (proxy)",
                              QString::number(rates[0].toDouble(), 'f', 3),
                              QString::number(rates[1].toDouble(), 'f', 3)}));
        QCOMPARE(rowTexts(view->model(), 1)[3], QString("random"));
        QCOMPARE(
            view->model()->item(0, 7)->text(),
            summary["not_robust"].toObject()["phono"].toBool() ? QString("no") : QString("yes"));
        const QString tex = test::tempPath("compare-runs/asr.tex");
        QVERIFY(view->exportTableTo(tex));
        QCOMPARE(test::readBytes(tex), test::runCli({"asr-report", asr_, "--latex"}).out);
    }

    // Probing runs: the third paper's tables, one at a time; the mean clean accuracy of the
    // model in each language is the mean over the layers of its run's summary; each table
    // exported is the one akshara-cli probe-report --latex writes of the runs in that order.
    void comparesProbingRuns() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        gui::CompareRunsView* view = compareSelected(window, probes_);
        QTRY_VERIFY(view->probeTable()->count() > 0);
        QCOMPARE(window.views()->currentWidget(), static_cast<QWidget*>(view));
        QCOMPARE(view->probeTable()->count(), 10);  // clean and perturbed: every table
        QVERIFY(!view->probeTable()->isHidden());
        QVERIFY(view->categories()->isHidden());
        QCOMPARE(view->probeTable()->currentData().toString(), QString("accuracy-model_language"));
        QCOMPARE(view->model()->rowCount(), 1);
        QCOMPARE(view->model()->columnCount(), 3);  // the model, then each language
        QCOMPARE(view->model()->item(0, 0)->text(), QString("model-hi-1"));
        for (int column = 1; column <= 2; ++column) {
            const QString language = view->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY(language == "hi" || language == "pl");
            const QJsonObject summary =
                readObject(workspace_ + "/runs/probe-" + language + "/summary.json");
            double sum = 0.0;
            int layers = 0;
            for (const auto& value : summary["results"].toArray()) {
                const QJsonObject result = value.toObject();
                if (result["perturbation"].toString() == "clean") {
                    for (const auto& layer : result["layers"].toArray()) {
                        sum += layer.toObject()["accuracy"].toDouble();
                        ++layers;
                    }
                }
            }
            QVERIFY(layers > 0);
            QCOMPARE(view->model()->item(0, column)->text(), QString::number(sum / layers, 'f', 3));
        }

        const auto latex = test::runCli(QStringList{"probe-report"} + window.selectedRuns("probe") +
                                        QStringList{"--latex"});
        QVERIFY2(latex.exitCode == 0, latex.err.constData());
        for (int index : {0, 3, 8}) {
            view->probeTable()->setCurrentIndex(index);
            QVERIFY(view->model()->rowCount() > 0);
            const QString tex = test::tempPath("compare-runs/probe.tex");
            QVERIFY(view->exportTableTo(tex));
            const QByteArray table = test::readBytes(tex);
            QVERIFY(table.contains("\\label{tab:"));
            QVERIFY2(latex.out.contains(table), table.constData());
        }
        // Every table at once: what probe-report --latex prints, or each CSV under its caption.
        QVERIFY(!view->allProbeTables()->isHidden());
        view->allProbeTables()->setChecked(true);
        const QString all = test::tempPath("compare-runs/probe-all.tex");
        QVERIFY(view->exportTableTo(all));
        QCOMPARE(test::readBytes(all), latex.out);
        const QString allCsv = test::tempPath("compare-runs/probe-all.csv");
        QVERIFY(view->exportTableTo(allCsv));
        const QByteArray csv = test::readBytes(allCsv);
        QVERIFY(csv.startsWith("Accuracy: model x language\r\n"));
        QCOMPARE(csv.count("\r\n\r\n"), 10);  // an empty line after each table
        QVERIFY(csv.contains("\r\n\r\nRS: perturbation x model\r\n"));
        view->allProbeTables()->setChecked(false);
        QCOMPARE(view->probeTable()->currentData().toString(), QString("affected-task-language"));
        QCOMPARE(view->model()->item(0, 0)->text(), QString("SentLen"));

        // Two runs of one model and language would mix their scores: refused, naming both.
        const QString again = workspace_ + "/runs/probe-hi-again";
        QDir(again).removeRecursively();
        QVERIFY(QDir().mkpath(again));
        QVERIFY(QFile::copy(probes_[0] + "/summary.json", again + "/summary.json"));
        window.compareRuns({probes_[0], again}, "probe");
        QTRY_VERIFY(window.lastError().startsWith("The runs cannot be compared: "));
        QVERIFY2(window.lastError().contains(probes_[0]) && window.lastError().contains(again) &&
                     window.lastError().contains("would mix"),
                 qPrintable(window.lastError()));
        QCOMPARE(view->probeTable()->count(), 10);  // the tables shown stay
        QDir(again).removeRecursively();
    }

    // A perturbed result whose clean accuracy is 0 at a layer has nothing to be scored
    // against there: named under the tables, as probe-report's note names it.
    void namesResultsWithoutACleanAccuracy() {
        const QString zero = workspace_ + "/runs/probe-hi-zero";
        QDir(zero).removeRecursively();
        QVERIFY(QDir().mkpath(zero));
        QJsonObject summary = readObject(probes_[0] + "/summary.json");
        QJsonArray results = summary["results"].toArray();
        bool changed = false;
        for (qsizetype i = 0; i < results.size() && !changed; ++i) {
            QJsonObject result = results[i].toObject();
            if (result["task"].toString() != "SentLen" ||
                result["perturbation"].toString() != "clean") {
                continue;
            }
            QJsonArray layers = result["layers"].toArray();
            QJsonObject first = layers[0].toObject();
            first["accuracy"] = 0.0;
            layers[0] = first;
            result["layers"] = layers;
            results[i] = result;
            changed = true;
        }
        QVERIFY(changed);
        summary["results"] = results;
        QFile file(zero + "/summary.json");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(summary).toJson());
        file.close();

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        window.compareRuns({zero}, "probe");
        gui::CompareRunsView* view = window.compareView();
        QTRY_VERIFY(view->probeTable()->count() > 0);
        QTRY_VERIFY(!view->leftOut()->isHidden());
        QVERIFY2(view->leftOut()->text().contains("no clean accuracy above 0") &&
                     view->leftOut()->text().contains("SentLen / DropF of model 'model-hi-1' in "
                                                      "language 'hi' at layer 0"),
                 qPrintable(view->leftOut()->text()));
        QDir(zero).removeRecursively();
    }

    // A run that has not finished is left out, named, and the others are compared; when none
    // can be read, a message says why and the table shown stays.
    // The most affected layers of a 13-layer model sort by their layers as numbers (10 after 9,
    // not before it as text), by the first then the next, and "-" (not measured) goes last in
    // either order, as the other columns' cells without a figure do.
    void mostAffectedLayersSortAsNumbers() {
        probe::ProbeReportTable layers;
        layers.key = "layers-task-language";
        layers.table.caption =
            "Most affected layers (lowest mean RS first): task x language, "
            "over models and perturbations";
        layers.table.corner = "Task";
        layers.table.columns = {"hi"};
        layers.table.rowNames = {"SentLen", "SubjNum", "TreeDepth", "VerbNum", "BShift"};
        layers.table.cells = {{"10, 11, 12"}, {"9, 8, 7"}, {"-"}, {"10, 9, 11"}, {"2, 0, 1"}};
        gui::CompareRunsView view;
        view.setProbeTables({layers}, {});
        QCOMPARE(view.model()->rowCount(), 5);
        const auto order = [&] {
            QStringList rows;
            for (int row = 0; row < view.view()->model()->rowCount(); ++row) {
                rows << view.view()->model()->index(row, 0).data().toString();
            }
            return rows;
        };
        view.sortByColumn(1, Qt::AscendingOrder);
        QCOMPARE(order(), (QStringList{"BShift", "SubjNum", "VerbNum", "SentLen", "TreeDepth"}));
        view.sortByColumn(1, Qt::DescendingOrder);
        QCOMPARE(order(), (QStringList{"SentLen", "VerbNum", "SubjNum", "BShift", "TreeDepth"}));
    }

    void leavesOutRunsThatCannotBeRead() {
        const QString unfinished = workspace_ + "/runs/attack-3-unfinished";
        QDir(unfinished).removeRecursively();
        QVERIFY(QDir().mkpath(unfinished));
        QVERIFY(QFile::copy(phono_ + "/manifest.json", unfinished + "/manifest.json"));
        QVERIFY(QFile::copy(phono_ + "/results.jsonl", unfinished + "/results.jsonl"));

        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        gui::CompareRunsView* view = compareSelected(window, {random_, unfinished});
        QTRY_COMPARE(view->model()->rowCount(), 1);
        QVERIFY(!view->leftOut()->isHidden());
        QVERIFY2(view->leftOut()->text().contains(unfinished + ": the attack run has not "
                                                               "finished"),
                 qPrintable(view->leftOut()->text()));

        QVERIFY(view->leftOut()->toolTip().isEmpty());

        // Many left out: the first five under the table, every one in its tooltip.
        QStringList many{random_};
        for (int i = 0; i < 7; ++i) {
            many << unfinished + "/../no-such-run-" + QString::number(i);
        }
        window.compareRuns(many, "attack");
        QTRY_VERIFY(view->leftOut()->text().contains("(and 2 more: hover to read them)"));
        QCOMPARE(view->leftOut()->text().count("no such folder"), 5);
        QCOMPARE(view->leftOut()->toolTip().count("no such folder"), 7);
        QCOMPARE(view->model()->rowCount(), 1);

        window.compareRuns({unfinished}, "attack");
        QTRY_VERIFY(window.lastError().startsWith("The runs cannot be compared: "));
        QVERIFY(window.lastError().contains(unfinished));
        QCOMPARE(view->model()->rowCount(), 1);
        QDir(unfinished).removeRecursively();
    }

    // Two comparisons asked for one after the other: only the newest is shown, even when the
    // older one ends first. Here it has ended, its end not yet handled, when the newer is
    // asked for: a window showing it would reset the table twice.
    void showsTheNewestComparison() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        gui::CompareRunsView* view = window.compareView();
        QSignalSpy resets(view->model(), &QAbstractItemModel::modelReset);
        const int attacks = window.compareRuns({phono_, random_}, "attack");
        QVERIFY(window.jobRunner()->waitForDone(60000));  // its end is queued, not handled
        const int curves = window.compareRuns({asr_}, "asr-curve");
        QVERIFY(attacks > 0 && curves > attacks);
        QVERIFY(window.jobRunner()->waitForDone(60000));
        QTRY_COMPARE(view->model()->rowCount(), 2);
        QTest::qWait(50);             // any other end still queued is handled too
        QCOMPARE(resets.count(), 1);  // the attack table was never shown
        QCOMPARE(view->model()->item(0, 3)->text(), QString("Leave-one-out (proxy)"));
        QVERIFY(view->categories()->isHidden());
        QCOMPARE(view->rowFolders(), (QStringList{asr_, asr_}));
    }

    // A probing run compared that is removed outside the workbench takes the comparison with
    // it, as an attack run does: its tables were shown on (they have no row of one run).
    void aProbingRunRemovedTakesTheComparisonWithIt() {
        const QString copy = workspace_ + "/runs/probe-pl-copy";
        QDir(copy).removeRecursively();
        QVERIFY(QDir().mkpath(copy));
        for (const char* file : {"manifest.json", "summary.json"}) {
            QVERIFY(QFile::copy(probes_[1] + "/" + file, copy + "/" + file));
        }
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        window.compareRuns({probes_[0], copy}, "probe");
        QTRY_VERIFY(window.compareView()->probeTable()->count() > 0);
        QCOMPARE(window.compareView()->comparedFolders(), (QStringList{probes_[0], copy}));
        QVERIFY(QDir(copy).removeRecursively());
        QTRY_COMPARE(window.compareView()->model()->rowCount(), 0);
        QCOMPARE(window.compareView()->probeTable()->count(), 0);
        QVERIFY(window.compareView()->comparedFolders().isEmpty());

        // Removed while the comparison still reads it: the comparison is not shown.
        QVERIFY(QDir().mkpath(copy));
        for (const char* file : {"manifest.json", "summary.json"}) {
            QVERIFY(QFile::copy(probes_[1] + "/" + file, copy + "/" + file));
        }
        window.runsPanel()->refresh();
        QVERIFY(window.compareRuns({probes_[0], copy}, "probe") > 0);
        QVERIFY(QDir(copy).removeRecursively());
        window.runsPanel()->refresh();  // before the comparison's end is handled
        QVERIFY(window.jobRunner()->waitForDone(60000));
        QTest::qWait(100);  // its end, queued, is handled
        QCOMPARE(window.compareView()->model()->rowCount(), 0);
        QVERIFY(window.compareView()->comparedFolders().isEmpty());
    }

    // A comparison asked for before another workspace opened is not shown in that one's
    // Compare runs view, which stays empty as it opened it.
    void aComparisonStaysInItsWorkspace() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        QVERIFY(window.compareRuns({phono_, random_}, "attack") > 0);
        QVERIFY(window.jobRunner()->waitForDone(60000));  // its end is queued, not handled
        QVERIFY(window.openWorkspace(test::tempPath("compare-runs/other-workspace")));
        QTRY_COMPARE(window.jobRunner()->runningCount(), 0);
        QCOMPARE(window.compareView()->model()->rowCount(), 0);
        QVERIFY(window.views()->currentWidget() != window.compareView());
    }

    // With no run of a kind it compares selected, the window says what to select.
    void asksForRunsWhenNoneAreSelected() {
        gui::MainWindow window;
        QVERIFY(window.openWorkspace(workspace_));
        window.runsView()->selectionModel()->clearSelection();
        window.compareSelectedRuns();
        QVERIFY(window.lastError().startsWith("No runs to compare: "));
        QCOMPARE(window.jobRunner()->runningCount(), 0);
        QVERIFY(!window.compareView()->exportButton()->isEnabled());
        QVERIFY(!window.compareView()->exportTableTo(test::tempPath("compare-runs/none.tex")));
    }
};

QTEST_MAIN(CompareRunsTest)
#include "tst_gui_compare_runs.moc"

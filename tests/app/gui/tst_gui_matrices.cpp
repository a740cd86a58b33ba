#include <QLabel>
#include <QListWidget>
#include <QTabWidget>
#include <QtTest>

#include "MatricesView.h"
#include "TestSupport.h"
#include "common/Error.h"
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

        // Consistency: predictions of the first (rows) against the second (columns).
        QVERIFY(view.tabs()->isTabEnabled(1));
        view.tabs()->setCurrentIndex(1);
        widgets::MatrixView* consistency = view.consistencyView();
        QTest::mouseClick(consistency, Qt::LeftButton, {}, consistency->cellRect(1, 2).center());
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("hi-1")}));
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
        view.showCell(0, 1, 0);  // labels: neutral, contradiction
        auto* list = view.findChild<QListWidget*>();
        QVERIFY(list);
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(),
                 QStringLiteral("pl-7  P(neutral) 0.71  P(contradiction) 0.12"));
        QVERIFY(list->item(0)->toolTip().contains(QStringLiteral("entailment: 0.170")));
        QCOMPARE(view.listedIds(), QStringList({QStringLiteral("pl-7")}));
        view.showCell(0, 0, 0);  // neutral, neutral: right, so only the predicted label's share
        QCOMPARE(list->item(0)->text(), QStringLiteral("pl-8  P(neutral) 0.90"));
        auto* title = view.findChild<QLabel*>();
        QVERIFY(title);
        QVERIFY2(title->text().endsWith(QStringLiteral("examples: 1")), qPrintable(title->text()));

        // Two files: each model's probability of its own prediction.
        eval::PredictionSet other = set;
        other.predictions[0].pred = "contradiction";
        other.predictions[0].probs = {{"contradiction", 0.55}, {"neutral", 0.45}};
        view.setPredictions({set, other});
        view.showCell(1, 0, 1);  // first neutral, second contradiction
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(), QStringLiteral("pl-7  (only second right)  0.71 → 0.55"));
        QVERIFY(list->item(0)->toolTip().contains(QStringLiteral("contradiction: 0.550")));
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

#include <QtTest>

#include "common/Error.h"
#include "eval/ConfusionMatrix.h"
#include "eval/Labels.h"

using namespace akshara;
using namespace akshara::eval;

namespace {

using Counts = std::vector<std::vector<std::size_t>>;
using Labels = std::vector<std::string>;

// Eight Hindi test examples of an NLI model: gold and predicted labels by id.
PredictionSet hindi() {
    return {"hi.jsonl",
            {{"1", "entailment", "entailment", {}},
             {"2", "entailment", "neutral", {}},
             {"3", "entailment", "entailment", {}},
             {"4", "neutral", "neutral", {}},
             {"5", "neutral", "contradiction", {}},
             {"6", "contradiction", "contradiction", {}},
             {"7", "contradiction", "entailment", {}},
             {"8", "contradiction", "contradiction", {}}}};
}

}  // namespace

class TestConfusionMatrix : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsGoldAgainstPredictions() {
        const ConfusionMatrix m = confusionAgainstGold(hindi(), nliLabelOrder());
        QCOMPARE(m.labels, nliLabelOrder());
        // rows gold, columns pred:       ent neu con
        QCOMPARE(m.counts, (Counts{{2, 1, 0},     // entailment: ids 1, 3 | 2
                                   {0, 1, 1},     // neutral: 4 | 5
                                   {1, 0, 2}}));  // contradiction: 7 | 6, 8
        QCOMPARE(m.total(), std::size_t(8));
        QCOMPARE(m.diagonal(), std::size_t(5));
        QCOMPARE(m.rowTotal(2), std::size_t(3));
        QCOMPARE(m.columnTotal(0), std::size_t(3));
    }

    void keepsAnEmptyClassAndAppendsUnlistedLabels() {
        // No example is neutral: with the order given, neutral still gets a zero row and column.
        PredictionSet set{"bn.jsonl",
                          {{"1", "entailment", "entailment", {}},
                           {"2", "contradiction", "unknown", {}},
                           {"3", "contradiction", "entailment", {}}}};
        const ConfusionMatrix m = confusionAgainstGold(set, nliLabelOrder());
        // "unknown" is predicted but never gold: appended after the given order, a zero row.
        QCOMPARE(m.labels, (Labels{"entailment", "neutral", "contradiction", "unknown"}));
        QCOMPARE(m.counts, (Counts{{1, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 1}, {0, 0, 0, 0}}));
        // Without keeping unseen labels, neutral disappears.
        QCOMPARE(orderLabels(nliLabelOrder(), labelsSeen({&set}), false),
                 (Labels{"entailment", "contradiction", "unknown"}));
        // Labels outside the given order come in code point order, whatever the file order.
        QCOMPARE(orderLabels({}, {"zeta", "alpha", "Beta"}, false),
                 (Labels{"Beta", "alpha", "zeta"}));
    }

    // A model's id2label often spells the NLI labels in capitals: they keep the papers'
    // order (entailment, neutral, contradiction) rather than falling to code point order.
    void ordersTheNliLabelsInAnyCase() {
        PredictionSet upper{"mnli-hi.jsonl",
                            {{"1", "NEUTRAL", "CONTRADICTION", {}},
                             {"2", "CONTRADICTION", "ENTAILMENT", {}},
                             {"3", "ENTAILMENT", "ENTAILMENT", {}},
                             {"4", "ENTAILMENT", "other", {}}}};
        QCOMPARE(matrixLabels({&upper}),
                 (Labels{"ENTAILMENT", "NEUTRAL", "CONTRADICTION", "other"}));
        PredictionSet mixed{
            "pl.jsonl", {{"1", "Neutral", "entailment", {}}, {"2", "contradiction", "zgoda", {}}}};
        QCOMPARE(matrixLabels({&mixed}),
                 (Labels{"entailment", "Neutral", "contradiction", "zgoda"}));
        // A given order is kept exactly, with every label it lists, and the rest after it.
        QCOMPARE(matrixLabels({&mixed}, {"zgoda", "contradiction", "brak"}),
                 (Labels{"zgoda", "contradiction", "brak", "Neutral", "entailment"}));
        const PredictionSet lower = hindi();
        QCOMPARE(matrixLabels({&lower}), nliLabelOrder());
    }

    // Two models on one dataset, one naming its classes in capitals (an MNLI checkpoint's
    // id2label) and one in small letters: predict writes each file in its model's spelling, and
    // a label is one row and column whatever its case, so the models' agreement is counted.
    void oneLabelInTwoCasesIsOneLabel() {
        PredictionSet mnli{"mnli-hi.jsonl",
                           {{"1", "ENTAILMENT", "ENTAILMENT", {{"ENTAILMENT", 0.9}}},
                            {"2", "NEUTRAL", "CONTRADICTION", {}},
                            {"3", "CONTRADICTION", "CONTRADICTION", {}}}};
        PredictionSet xnli = hindi();
        xnli.predictions.resize(3);
        xnli.predictions[1].gold = "neutral";  // ids 1-3 of the same examples
        xnli.predictions[2].gold = "contradiction";
        xnli.predictions[2].pred = "Contradiction";
        unifyLabelCase({&mnli, &xnli});
        QCOMPARE(mnli.predictions[0].probs[0].first, std::string("ENTAILMENT"));
        QCOMPARE(xnli.predictions[2].gold, std::string("CONTRADICTION"));
        QVERIFY(xnli.predictions[2].correct());
        const Labels labels = matrixLabels({&mnli, &xnli});
        QCOMPARE(labels, (Labels{"ENTAILMENT", "NEUTRAL", "CONTRADICTION"}));
        const ConfusionMatrix m = confusionBetween(mnli, xnli, labels);
        QCOMPARE(m.diagonal(), std::size_t(2));  // ids 1 and 3 agree
        // The spelling of a given label set comes first.
        PredictionSet again{"mnli-hi.jsonl", {{"1", "ENTAILMENT", "Neutral", {}}}};
        unifyLabelCase({&again}, nliLabelOrder());
        QCOMPARE(again.predictions[0].gold, std::string("entailment"));
        QCOMPARE(again.predictions[0].pred, std::string("neutral"));
    }

    void countsTwoModelsAgainstEachOther() {
        // Marathi predictions, listed in another order; the second model never says contradiction.
        PredictionSet marathi{"mr.jsonl",
                              {{"8", "contradiction", "neutral", {}},
                               {"7", "contradiction", "entailment", {}},
                               {"6", "contradiction", "neutral", {}},
                               {"5", "neutral", "neutral", {}},
                               {"4", "neutral", "neutral", {}},
                               {"3", "entailment", "entailment", {}},
                               {"2", "entailment", "entailment", {}},
                               {"1", "entailment", "neutral", {}}}};
        const ConfusionMatrix m = confusionBetween(hindi(), marathi, nliLabelOrder());
        // rows hi pred, columns mr pred: hi ent = {1, 3, 7} -> mr {neu, ent, ent};
        // hi neu = {2, 4} -> mr {ent, neu}; hi con = {5, 6, 8} -> mr {neu, neu, neu}.
        QCOMPARE(m.counts, (Counts{{2, 1, 0}, {1, 1, 0}, {0, 3, 0}}));
        QCOMPARE(m.columnTotal(2), std::size_t(0));
    }

    void refusesMisalignedSets() {
        PredictionSet shorter = hindi();
        shorter.source = "ta.jsonl";
        shorter.predictions.pop_back();
        shorter.predictions[0].id = "one";
        try {
            confusionBetween(hindi(), shorter, nliLabelOrder());
            QFAIL("misaligned sets were accepted");
        } catch (const InputError& e) {
            QCOMPARE(
                QString::fromStdString(e.what()),
                QString("ta.jsonl: the prediction files are not aligned (8 vs 7 examples); ids of "
                        "hi.jsonl missing from ta.jsonl: '1', '8'; ids of ta.jsonl missing from "
                        "hi.jsonl: 'one'"));
        }
    }

    // An empty prediction file is an error naming it, not a matrix of zeros.
    void refusesSetsWithoutPredictions() {
        const PredictionSet empty{"empty.jsonl", {}};
        try {
            confusionAgainstGold(empty, nliLabelOrder());
            QFAIL("an empty set gave a confusion matrix");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QString("empty.jsonl: no predictions: the matrix would be empty"));
        }
        QVERIFY_THROWS_EXCEPTION(InputError, confusionBetween(empty, empty, nliLabelOrder()));
    }
};

QTEST_MAIN(TestConfusionMatrix)
#include "tst_confusionmatrix.moc"

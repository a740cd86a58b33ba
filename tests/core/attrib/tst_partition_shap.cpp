// The SHAP library's partition explainer without a model (attrib/PartitionShap): the tree it
// builds over a text's tokens, and the Owen values it computes over that tree for value
// functions whose Owen values are known.
#include <QtTest>

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "attrib/PartitionShap.h"
#include "common/Error.h"

using namespace akshara;
using namespace akshara::attrib;

namespace {

std::vector<PartitionLeaf> leavesOf(const std::vector<std::string>& texts, int sequence = 0) {
    std::vector<PartitionLeaf> leaves;
    for (const auto& t : texts) {
        const bool punctuation = t == "," || t == "." || t == "\xE0\xA5\xA4";
        leaves.push_back({t, sequence, !punctuation});
    }
    return leaves;
}

// The leaves under `node`, as [first, last].
std::pair<std::size_t, std::size_t> span(const std::vector<PartitionMerge>& tree, std::size_t n,
                                         std::size_t node) {
    if (node < n) {
        return {node, node};
    }
    const auto l = span(tree, n, tree[node - n].left);
    const auto r = span(tree, n, tree[node - n].right);
    return {std::min(l.first, r.first), std::max(l.second, r.second)};
}

// Where the root splits the leaves: the first leaf of its right part.
std::size_t rootSplit(const std::vector<PartitionMerge>& tree, std::size_t n) {
    return span(tree, n, tree.back().right).first;
}

// A value function given as a function of the kept leaves; two classes, p and 1 - p.
MaskEvaluator counting(std::function<double(const std::vector<bool>&)> f, std::size_t* calls) {
    return [f, calls](const std::vector<std::vector<bool>>& masks) {
        std::vector<std::vector<double>> out;
        for (const auto& m : masks) {
            const double p = f(m);
            out.push_back({p, 1 - p});
            ++*calls;
        }
        return out;
    };
}

OwenValues explain(const std::vector<PartitionLeaf>& leaves,
                   const std::function<double(const std::vector<bool>&)>& f, std::size_t budget,
                   std::size_t* calls) {
    std::vector<bool> none(leaves.size()), all(leaves.size(), true);
    for (std::size_t i = 0; i < leaves.size(); ++i) {
        none[i] = !leaves[i].maskable;
    }
    OwenOptions options;
    options.maxEvaluations = budget;
    return owenValues(leaves, partitionTree(leaves), {f(none), 1 - f(none)}, {f(all), 1 - f(all)},
                      options, counting(f, calls));
}

}  // namespace

class TestPartitionShap : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A word's WordPiece pieces are joined first, and never split: their cluster's distance
    // is negative, as the library makes it.
    void wordPiecesAreJoinedFirstAndNeverSplit() {
        const auto leaves = leavesOf({"Ala", "ma", "kot", "##a", "i", "psa"});
        const auto tree = partitionTree(leaves);
        QCOMPARE(tree.size(), leaves.size() - 1);
        QCOMPARE(tree[0].left, std::size_t(2));
        QCOMPARE(tree[0].right, std::size_t(3));
        QVERIFY(tree[0].distance < 0);
        QCOMPARE(tree.back().size, leaves.size());
        for (std::size_t m = 1; m < tree.size(); ++m) {
            QVERIFY(tree[m].distance > 0);
        }
    }

    // The library reaches across a comma late: the root splits the text after it.
    void aCommaSplitsTheTextAtTheRoot() {
        const auto leaves = leavesOf({"Ala", "ma", "kota", ",", "a", "pies", "śpi"});
        QCOMPARE(rootSplit(partitionTree(leaves), leaves.size()), std::size_t(4));
    }

    // A danda ends a Hindi sentence as a full stop ends a Polish one.
    void aDandaEndsASentence() {
        const auto hindi = leavesOf({"राम", "आया", "\xE0\xA5\xA4", "सीता", "गई"});
        QCOMPARE(rootSplit(partitionTree(hindi), hindi.size()), std::size_t(3));
        const auto polish = leavesOf({"Jan", "przyszedł", ".", "Ewa", "wyszła"});
        QCOMPARE(rootSplit(partitionTree(polish), polish.size()), std::size_t(3));
    }

    // The two texts of a pair meet only at the root, as the library's separator tokens do.
    void aPairsTextsMeetAtTheRoot() {
        auto leaves = leavesOf({"On", "śpi", "spokojnie"});
        for (const auto& leaf : leavesOf({"Śpi", "."}, 1)) {
            leaves.push_back(leaf);
        }
        QCOMPARE(rootSplit(partitionTree(leaves), leaves.size()), std::size_t(3));
        QVERIFY(std::isinf(partitionTree(leaves).back().distance));
    }

    // Owen values of a linear function are its weights, whatever the tree; punctuation, never
    // masked, gets nothing.
    void linearFunctionsGetTheirWeights() {
        const auto leaves = leavesOf({"Ala", "ma", "kota", ",", "a", "pies", "śpi", "."});
        const std::vector<double> weight{0.05, -0.02, 0.3, 0.9, 0.01, 0.2, -0.1, 0.7};
        const auto f = [&](const std::vector<bool>& kept) {
            double p = 0.1;
            for (std::size_t i = 0; i < kept.size(); ++i) {
                p += kept[i] ? weight[i] * 0.5 : 0.0;
            }
            return p;
        };
        std::size_t calls = 0;
        const auto owen = explain(leaves, f, 500, &calls);
        for (std::size_t i = 0; i < leaves.size(); ++i) {
            const double expected = leaves[i].maskable ? weight[i] * 0.5 : 0.0;
            QVERIFY2(std::fabs(owen.values[i] - expected) < 1e-12,
                     qPrintable(QString("%1: %2").arg(i).arg(owen.values[i])));
        }
        // Masks that differ only in punctuation are evaluated once.
        QCOMPARE(owen.evaluations, calls + 2);
        QVERIFY(calls < 60);
    }

    // Within a cluster the Owen value is the Shapley value: two leaves that only matter
    // together share the effect.
    void anInteractionIsShared() {
        const auto leaves = leavesOf({"nie", "lubię"});
        std::size_t calls = 0;
        const auto owen = explain(
            leaves, [](const std::vector<bool>& k) { return k[0] && k[1] ? 0.9 : 0.3; }, 500,
            &calls);
        QCOMPARE(owen.values[0], 0.3);
        QCOMPARE(owen.values[1], 0.3);
        QCOMPARE(calls, std::size_t(2));
    }

    // A budget that runs out leaves credit on clusters, shared among their leaves by size:
    // the values still add up to the whole effect, and no more masks are evaluated than the
    // budget allows.
    void aSmallBudgetStillSharesTheWholeEffect() {
        const auto leaves = leavesOf({"Ta", "książka", "jest", "naprawdę", "dobra", ",", "bardzo",
                                      "ją", "polecam", "wszystkim", "."});
        const auto f = [](const std::vector<bool>& kept) {
            return kept[4] ? (kept[3] ? 0.95 : 0.7) : (kept[8] ? 0.5 : 0.2);
        };
        for (const std::size_t budget : {2, 3, 6, 12, 40, 500}) {
            std::size_t calls = 0;
            const auto owen = explain(leaves, f, budget, &calls);
            const double sum = std::accumulate(owen.values.begin(), owen.values.end(), 0.0);
            QVERIFY2(std::fabs(sum - (0.95 - 0.2)) < 1e-12, qPrintable(QString::number(budget)));
            QVERIFY(calls + 2 <= std::max<std::size_t>(budget, 2) + 1);
        }
        // Unsplit, the effect goes to the words alike; punctuation, never masked, gets none
        // of it (its share would be lost to the words).
        std::size_t calls = 0;
        const auto unexplored = explain(leaves, f, 2, &calls);
        QCOMPARE(calls, std::size_t(0));
        for (std::size_t i = 0; i < leaves.size(); ++i) {
            QVERIFY(std::fabs(unexplored.values[i] - (leaves[i].maskable ? 0.75 / 9 : 0.0)) <
                    1e-12);
        }
        const auto explored = explain(leaves, f, 500, &calls);
        QVERIFY(explored.values[4] > explored.values[8]);
        QVERIFY(std::fabs(explored.values[0]) < 1e-12);
    }

    // The pieces of one word are never split: the word's effect is shared by its pieces.
    void anUnsplitWordSharesItsEffect() {
        const auto leaves = leavesOf({"kot", "##a", "śpi"});
        std::size_t calls = 0;
        const auto owen = explain(
            leaves, [](const std::vector<bool>& k) { return k[1] ? 0.8 : 0.4; }, 500, &calls);
        QCOMPARE(owen.values[0], owen.values[1]);
        QVERIFY(std::fabs(owen.values[0] + owen.values[1] - 0.4) < 1e-12);
        QCOMPARE(owen.values[2], 0.0);
    }

    // The library never splits a word from a lone apostrophe after it ("students ' book"): the
    // word gets the cluster's whole effect, the apostrophe none.
    void aWordJoinedToPunctuationKeepsItsEffect() {
        auto leaves = leavesOf({"the", "students", "'", "book"});
        leaves[2].maskable = false;
        const auto tree = partitionTree(leaves);
        QCOMPARE(tree[0].left, std::size_t(1));
        QCOMPARE(tree[0].right, std::size_t(2));
        QVERIFY(tree[0].distance < 0);
        std::size_t calls = 0;
        const auto owen = explain(
            leaves, [](const std::vector<bool>& k) { return k[1] ? 0.9 : 0.5; }, 500, &calls);
        QVERIFY(std::fabs(owen.values[1] - 0.4) < 1e-12);
        QCOMPARE(owen.values[2], 0.0);
    }

    void mismatchedInputsAreRefused() {
        const auto leaves = leavesOf({"a", "b"});
        std::size_t calls = 0;
        OwenOptions options;
        options.target = 2;
        QVERIFY_THROWS_EXCEPTION(
            InputError, owenValues(leaves, partitionTree(leaves), {0.5, 0.5}, {0.5, 0.5}, options,
                                   counting([](auto&) { return 0.5; }, &calls)));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 owenValues(leaves, {}, {0.5, 0.5}, {0.5, 0.5}, {},
                                            counting([](auto&) { return 0.5; }, &calls)));
    }
};

QTEST_GUILESS_MAIN(TestPartitionShap)
#include "tst_partition_shap.moc"

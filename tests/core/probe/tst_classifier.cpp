#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/ConlluReader.h"
#include "data/ProbingDataset.h"
#include "probe/Probe.h"

using namespace akshara;
using namespace akshara::probe;

namespace {

// Layer 0: noise; layer 1: Gaussian class means `separation` apart (plus the same noise).
LayerStates gaussianClasses(const std::vector<int>& labels, std::size_t hidden, double separation,
                            double offset = 0.0, double scale = 1.0, unsigned seed = 3) {
    LayerStates s;
    s.layers = 2;
    s.sentences = labels.size();
    s.hidden = hidden;
    s.values.resize(2 * labels.size() * hidden);
    std::mt19937 random(seed);
    std::normal_distribution<double> noise(0.0, 1.0);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        for (std::size_t u = 0; u < hidden; ++u) {
            const double mean =
                (static_cast<std::size_t>(labels[i]) % hidden == u) ? separation : 0.0;
            s.values[i * hidden + u] = static_cast<float>(offset + scale * noise(random));
            s.values[(labels.size() + i) * hidden + u] =
                static_cast<float>(offset + scale * (mean + noise(random)));
        }
    }
    return s;
}

std::vector<int> cyclicLabels(std::size_t n, int classes) {
    std::vector<int> labels;
    for (std::size_t i = 0; i < n; ++i)
        labels.push_back(static_cast<int>((i * 7 + i / 3) % classes));
    return labels;
}

}  // namespace

class TestClassifier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stratificationKeepsClassProportions() {
        // 60 % / 30 % / 10 % over 500 samples.
        std::vector<int> labels;
        for (int i = 0; i < 500; ++i)
            labels.push_back(i % 10 < 6 ? 0 : i % 10 < 9 ? 1 : 2);
        const auto fold = stratifiedFolds(labels, 5, 11);
        std::map<std::pair<std::size_t, int>, int> counts;
        for (std::size_t i = 0; i < labels.size(); ++i)
            ++counts[{fold[i], labels[i]}];
        for (std::size_t f = 0; f < 5; ++f) {
            QCOMPARE((counts[{f, 0}]), 60);
            QCOMPARE((counts[{f, 1}]), 30);
            QCOMPARE((counts[{f, 2}]), 10);
        }
        QCOMPARE(stratifiedFolds(labels, 5, 11), fold);
        QVERIFY(stratifiedFolds(labels, 5, 12) != fold);
        QVERIFY_THROWS_EXCEPTION(InputError, stratifiedFolds({0, 1}, 5, 0));

        // The same sentence twice (samples 20 and 300, 12 and 13, and 40, 41 and 42 here) is in
        // one fold, and the folds keep the classes' proportions over distinct sentences.
        std::vector<std::size_t> groups(labels.size());
        std::iota(groups.begin(), groups.end(), 0);
        groups[300] = 20;
        groups[13] = 12;
        groups[41] = groups[42] = 40;
        const auto grouped = stratifiedFolds(labels, 5, 11, groups);
        QCOMPARE(grouped[300], grouped[20]);
        QCOMPARE(grouped[13], grouped[12]);
        QCOMPARE(grouped[41], grouped[40]);
        QCOMPARE(grouped[42], grouped[40]);
        std::map<std::pair<std::size_t, int>, int> distinct;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (groups[i] == i)
                ++distinct[{grouped[i], labels[i]}];
        }
        for (int label = 0; label < 3; ++label) {
            int least = static_cast<int>(labels.size()), most = 0;
            for (std::size_t f = 0; f < 5; ++f) {
                least = std::min(least, distinct[{f, label}]);
                most = std::max(most, distinct[{f, label}]);
            }
            QVERIFY2(most - least <= 1, qPrintable(QString("class %1").arg(label)));
        }
        // As many distinct sentences as folds fill every fold whatever the seed: a fold dealt
        // only repeats was left empty (a Marathi treebank's 44 distinct sentences of 46 did
        // not fill 28 folds).
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            const auto few = stratifiedFolds({0, 0, 0, 1, 1, 1}, 5, seed, {0, 1, 2, 3, 4, 0});
            QCOMPARE(std::set<std::size_t>(few.begin(), few.end()).size(), std::size_t(5));
            QCOMPARE(few[5], few[0]);
        }
        // Too few distinct sentences to fill the folds, or groups that do not fit, are refused.
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 stratifiedFolds({0, 1, 0, 1, 0, 1}, 5, 0, {0, 1, 0, 1, 0, 1}));
        QVERIFY_THROWS_EXCEPTION(InputError, stratifiedFolds(labels, 5, 11, {0, 1}));
    }

    void separableProblemReachesFullAccuracy() {
        const auto labels = cyclicLabels(600, 4);
        const LayerStates s = gaussianClasses(labels, 16, 8.0);
        const ProbeResult r = probeLayers(s, labels);
        QCOMPARE(r.layers.size(), std::size_t(2));
        QCOMPARE(r.classes, std::size_t(4));
        QVERIFY2(r.layers[1].mean > 0.99, qPrintable(QString::number(r.layers[1].mean)));
        QCOMPARE(r.layers[1].folds.size(), std::size_t(5));
        // Layer 0 carries no class information: about chance (0.25).
        QVERIFY2(r.layers[0].mean < 0.35, qPrintable(QString::number(r.layers[0].mean)));
        QVERIFY(r.layers[0].std > 0.0);
    }

    void twoClassesAreTheBinaryRegression() {
        // The paper fits binary tasks (BShift, SubjNum, ObjNum) by binary logistic regression
        // with C: its optimum, found here by Newton's method on one standardised feature per
        // fold, is the probe's objective. A two-class softmax penalised as a multi-class one
        // is binary regression with twice C, and stops at a lower objective.
        const auto labels = cyclicLabels(60, 2);
        const LayerStates states = gaussianClasses(labels, 1, 1.2, 0.0, 1.0, 7);
        ProbeOptions options;
        options.folds = 2;
        options.inverseRegularisation = 0.5;
        options.tolerance = 1e-9;
        options.maxIterations = 1000;
        const ProbeResult r = probeLayers(states, labels, options);
        const auto fold = stratifiedFolds(labels, options.folds, options.seed);
        const std::size_t n = labels.size();
        double expected = 0.0;  // mean over the two layers and the two folds
        for (std::size_t layer = 0; layer < 2; ++layer) {
            for (std::size_t f = 0; f < options.folds; ++f) {
                std::vector<double> z;
                std::vector<double> s;  // +1 for class 1, -1 for class 0
                for (std::size_t i = 0; i < n; ++i) {
                    if (fold[i] != f) {
                        z.push_back(states.values[layer * n + i]);
                        s.push_back(labels[i] == 1 ? 1.0 : -1.0);
                    }
                }
                const double mean = std::accumulate(z.begin(), z.end(), 0.0) / z.size();
                double var = 0.0;
                for (double v : z)
                    var += (v - mean) * (v - mean) / z.size();
                for (double& v : z)
                    v = (v - mean) / std::sqrt(var);
                // Newton's method on sum log(1 + exp(-s (w z + b))) + w^2 / (2 C).
                const double lambda = 1.0 / options.inverseRegularisation;
                double w = 0.0, b = 0.0, objective = 0.0;
                for (int step = 0; step < 50; ++step) {
                    double gw = lambda * w, gb = 0.0, hww = lambda, hwb = 0.0, hbb = 0.0;
                    objective = 0.5 * lambda * w * w;
                    for (std::size_t i = 0; i < z.size(); ++i) {
                        const double m = s[i] * (w * z[i] + b);
                        objective += std::log1p(std::exp(-m));
                        const double p = 1.0 / (1.0 + std::exp(m));  // -d/dm of the loss
                        const double h = p * (1.0 - p);
                        gw -= p * s[i] * z[i];
                        gb -= p * s[i];
                        hww += h * z[i] * z[i];
                        hwb += h * z[i];
                        hbb += h;
                    }
                    const double det = hww * hbb - hwb * hwb;
                    w -= (hbb * gw - hwb * gb) / det;
                    b -= (hww * gb - hwb * gw) / det;
                }
                expected += objective / 4.0;
            }
        }
        QVERIFY2(std::abs(r.objective - expected) < 1e-5 * expected,
                 qPrintable(QString("probe objective %1, binary logistic regression %2")
                                .arg(r.objective, 0, 'g', 10)
                                .arg(expected, 0, 'g', 10)));
    }

    void eachLayerIsTrainedAsIfAlone() {
        // Layers converge after different numbers of steps (noise at once, overlapping classes
        // late), and a layer whose probes have all converged leaves the shared work. The layers
        // still training must keep their own parameters and logits through that: each layer's
        // fold accuracies are those it gets when probed alone.
        const auto labels = cyclicLabels(500, 4);
        LayerStates all;
        all.layers = 3;
        all.sentences = labels.size();
        all.hidden = 12;
        std::vector<LayerStates> alone;
        for (const double separation : {0.0, 1.2, 6.0}) {
            const LayerStates pair = gaussianClasses(labels, all.hidden, separation, 0.0, 1.0,
                                                     static_cast<unsigned>(alone.size() + 11));
            LayerStates one = pair;
            one.layers = 1;
            one.values.erase(one.values.begin(),
                             one.values.begin() + static_cast<std::ptrdiff_t>(
                                                      labels.size() * all.hidden));  // layer 1
            all.values.insert(all.values.end(), one.values.begin(), one.values.end());
            alone.push_back(std::move(one));
        }
        const ProbeResult together = probeLayers(all, labels);
        QCOMPARE(together.layers.size(), std::size_t(3));
        double objectives = 0.0;  // mean over the layers probed alone
        for (std::size_t l = 0; l < 3; ++l) {
            const ProbeResult single = probeLayers(alone[l], labels);
            objectives += single.objective / 3.0;
            for (std::size_t f = 0; f < 5; ++f) {
                // At most one test sample of a hundred on the other side of a boundary.
                QVERIFY2(std::abs(together.layers[l].folds[f] - single.layers[0].folds[f]) < 0.015,
                         qPrintable(QString("layer %1 fold %2: %3 together, %4 alone")
                                        .arg(l)
                                        .arg(f)
                                        .arg(together.layers[l].folds[f])
                                        .arg(single.layers[0].folds[f])));
            }
        }
        // The same optima, to the precision the stopping rule leaves.
        QVERIFY2(std::abs(together.objective - objectives) < 1e-5 * objectives,
                 qPrintable(QString("mean objective %1 together, %2 alone")
                                .arg(together.objective, 0, 'g', 10)
                                .arg(objectives, 0, 'g', 10)));
        QVERIFY(together.layers[2].mean > together.layers[1].mean);
        QVERIFY(together.layers[1].mean > together.layers[0].mean);
    }

    void randomLabelsStayAtChance() {
        std::mt19937 random(5);
        std::vector<int> labels;
        for (int i = 0; i < 800; ++i)
            labels.push_back(static_cast<int>(random() % 2));
        const LayerStates s = gaussianClasses(cyclicLabels(800, 2), 32, 3.0);
        const ProbeResult r = probeLayers(s, labels);
        for (const auto& layer : r.layers)
            QVERIFY2(std::abs(layer.mean - 0.5) < 0.08, qPrintable(QString::number(layer.mean)));
    }

    void defaultSettingsReachTheOptimum() {
        // Overlapping classes, so the regularised optimum is finite and takes a few dozen
        // steps to reach. The default stopping rule must leave every probe at its optimum: a
        // run with a thousand times tighter tolerance and more iterations finds no better
        // objective, while three iterations are visibly short of it.
        const auto labels = cyclicLabels(900, 4);
        const LayerStates states = gaussianClasses(labels, 24, 0.8);
        const ProbeResult standard = probeLayers(states, labels);
        ProbeOptions tight;
        tight.tolerance = 1e-7;
        tight.maxIterations = 1000;
        const ProbeResult reference = probeLayers(states, labels, tight);
        ProbeOptions shortRun;
        shortRun.maxIterations = 3;
        const ProbeResult early = probeLayers(states, labels, shortRun);
        const QString figures = QString("default %1 (%2 iterations), tight %3 (%4), short %5")
                                    .arg(standard.objective, 0, 'f', 6)
                                    .arg(standard.iterations)
                                    .arg(reference.objective, 0, 'f', 6)
                                    .arg(reference.iterations)
                                    .arg(early.objective, 0, 'f', 6);
        QVERIFY2(standard.iterations > 3 && standard.iterations < 100, qPrintable(figures));
        QVERIFY2(standard.objective - reference.objective < 1e-5 * reference.objective,
                 qPrintable(figures));
        QVERIFY2(early.objective - reference.objective > 1e-3 * reference.objective,
                 qPrintable(figures));
        for (std::size_t l = 0; l < 2; ++l)
            QVERIFY(std::abs(standard.layers[l].mean - reference.layers[l].mean) < 0.01);
    }

    void featureScaleAndOffsetDoNotMatter() {
        // Standardisation per fold: a huge offset and scale give the same accuracies.
        const auto labels = cyclicLabels(400, 3);
        const ProbeResult plain = probeLayers(gaussianClasses(labels, 8, 1.5), labels);
        const ProbeResult shifted =
            probeLayers(gaussianClasses(labels, 8, 1.5, 5000.0, 300.0), labels);
        for (std::size_t l = 0; l < 2; ++l)
            QVERIFY2(
                std::abs(plain.layers[l].mean - shifted.layers[l].mean) < 0.02,
                qPrintable(
                    QString("%1 vs %2").arg(plain.layers[l].mean).arg(shifted.layers[l].mean)));
    }

    void cudaGivesTheSameAccuraciesOrSaysWhyNot() {
        // On a machine without CUDA the request is refused with the reason; with CUDA the
        // probes reach the CPU's accuracies.
        const auto labels = cyclicLabels(400, 3);
        const auto states = gaussianClasses(labels, 8, 1.5);
        const ProbeResult cpu = probeLayers(states, labels);
        ProbeOptions options;
        options.cuda = true;
        try {
            const ProbeResult gpu = probeLayers(states, labels, options);
            for (std::size_t l = 0; l < cpu.layers.size(); ++l)
                QVERIFY(std::abs(cpu.layers[l].mean - gpu.layers[l].mean) < 0.01);
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("CUDA") != std::string::npos, e.what());
        }
    }

    void majorityBaselineIsTheLargestClassShare() {
        std::vector<int> labels(100, 0);
        for (int i = 0; i < 30; ++i)
            labels[static_cast<std::size_t>(i)] = 1;
        const ProbeResult r = probeLayers(gaussianClasses(labels, 4, 4.0), labels);
        QCOMPARE(r.majorityBaseline, 0.7);
    }

    void controlLabelsAreConsistentPerKey() {
        const std::vector<std::string> keys = {"तो", "ती", "तो", "मी", "ती", "तो"};
        const std::vector<int> labels = {0, 1, 2, 0, 1, 2};
        const auto control = controlLabels(keys, labels, 9);
        QCOMPARE(control[0], control[2]);
        QCOMPARE(control[0], control[5]);
        QCOMPARE(control[1], control[4]);
        QCOMPARE(controlLabels(keys, labels, 9), control);
        // Independent of sample order: the same key gets the same label after reordering.
        const auto reordered = controlLabels({"मी", "तो", "ती"}, {0, 1, 2}, 9);
        QCOMPARE(reordered[1], controlLabels({"तो", "मी", "ती"}, {0, 1, 2}, 9)[0]);
        std::vector<std::string> names;
        QCOMPARE(indexLabels({"plural", "singular", "plural"}, names), (std::vector<int>{0, 1, 0}));
        QCOMPARE(names, (std::vector<std::string>{"plural", "singular"}));
    }

    // DropF and DropFL put the unknown token first in every sentence; the control key skips
    // it, so the control task keeps many keys (one key would make it a single class).
    void controlKeySkipsTheUnknownTokenOfDropF() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const std::string path =
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu").toStdString();
        const data::Corpus corpus = data::readConllu(path);
        QCOMPARE(controlKey({"<unk>", "तो", "<unk>"}, "<unk>"), std::string("तो"));
        QCOMPARE(controlKey({"<unk>"}, "<unk>"), std::string());
        QCOMPARE(controlKey({}, "<unk>"), std::string());
        data::DatasetOptions clean;
        const auto plain =
            data::buildProbingDataset(corpus.sentences, data::ProbingTask::SentLen, clean);
        for (const auto perturbation : {data::Perturbation::DropF, data::Perturbation::DropFL}) {
            data::DatasetOptions options;
            options.perturbation = perturbation;
            options.unknownToken = "<unk>";
            const auto dropped =
                data::buildProbingDataset(corpus.sentences, data::ProbingTask::SentLen, options);
            QCOMPARE(dropped.items.size(), plain.items.size());
            std::set<std::string> keys, plainKeys;
            for (std::size_t i = 0; i < dropped.items.size(); ++i) {
                const auto& tokens = dropped.items[i].tokens;
                const auto& original = plain.items[i].tokens;
                QCOMPARE(tokens.size(), original.size());
                const auto unknown = std::find(tokens.begin(), tokens.end(), "<unk>");
                QVERIFY(unknown != tokens.end());
                const auto key = controlKey(tokens, "<unk>");
                keys.insert(key);
                plainKeys.insert(controlKey(original, "<unk>"));
                // Under DropF the key is the first token left in place: the second one when
                // the sentence starts with the dropped word.
                const auto at = static_cast<std::size_t>(unknown - tokens.begin());
                if (perturbation == data::Perturbation::DropF && at == 0 && tokens.size() >= 2) {
                    QCOMPARE(key, original[1]);
                }
            }
            QVERIFY2(keys.size() * 2 > plainKeys.size(),
                     (std::to_string(keys.size()) + " keys").c_str());
        }
    }

    void marathiSentenceLengthIsFoundWhereItIsEncoded() {
        if (test::sharedDir().isEmpty())
            QSKIP("no shared folder (set AKSHARA_SHARED_DIR)");
        const std::string path =
            (test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-train.conllu").toStdString();
        const data::Corpus corpus = data::readConllu(path);
        const data::ProbingDataset dataset =
            data::buildProbingDataset(corpus.sentences, data::ProbingTask::SentLen);
        QVERIFY(dataset.items.size() > 300);
        std::vector<std::string> labelNames, names;
        std::vector<std::string> textLabels, keys;
        for (const auto& item : dataset.items) {
            textLabels.push_back(item.label);
            keys.push_back(controlKey(item.tokens, "[UNK]"));
        }
        const std::vector<int> labels = indexLabels(textLabels, names);
        // A stand-in encoder: layer 0 holds a hash of the first token only, layer 1 also the
        // token count (as a model's length-sensitive units would).
        LayerStates s;
        s.layers = 2;
        s.sentences = labels.size();
        s.hidden = 6;
        s.values.assign(2 * s.sentences * s.hidden, 0.0f);
        std::mt19937 random(1);
        std::normal_distribution<double> noise(0.0, 0.05);
        for (std::size_t i = 0; i < s.sentences; ++i) {
            const std::size_t h = std::hash<std::string>()(keys[i]);
            for (std::size_t l = 0; l < 2; ++l) {
                float* v = &s.values[(l * s.sentences + i) * s.hidden];
                for (std::size_t u = 0; u < 4; ++u)
                    v[u] = static_cast<float>((h >> (8 * u)) & 255) / 255.0f;
                if (l == 1) {
                    const double n = static_cast<double>(dataset.items[i].tokens.size());
                    v[4] = static_cast<float>(n + noise(random));
                    v[5] = static_cast<float>(n * n / 30.0 + noise(random));
                }
            }
        }
        ProbeOptions options;
        options.inverseRegularisation = 100.0;
        const ProbeResult task = probeLayers(s, labels, options);
        const ProbeResult control = probeLayers(s, controlLabels(keys, labels, 4), options);
        QVERIFY2(
            task.layers[1].mean > task.majorityBaseline + 0.25,
            qPrintable(
                QString("%1 vs majority %2").arg(task.layers[1].mean).arg(task.majorityBaseline)));
        QVERIFY2(task.layers[0].mean < task.majorityBaseline + 0.05,
                 qPrintable(QString::number(task.layers[0].mean)));
        // Selectivity: the length units serve the task, not the control labels.
        QVERIFY(task.layers[1].mean - control.layers[1].mean > 0.25);
    }

    void badInputsAreInputErrors() {
        const auto labels = cyclicLabels(50, 2);
        LayerStates s = gaussianClasses(labels, 4, 1.0);
        QVERIFY_THROWS_EXCEPTION(InputError, probeLayers(s, std::vector<int>(49, 0)));
        s.values.pop_back();
        QVERIFY_THROWS_EXCEPTION(InputError, probeLayers(s, labels));
    }
};

QTEST_GUILESS_MAIN(TestClassifier)
#include "tst_classifier.moc"

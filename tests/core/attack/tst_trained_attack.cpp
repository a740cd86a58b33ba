// The masking score (the first paper's eq. 1) and the greedy search on a model whose behaviour
// is known: a small BERT trained here, from scratch, to answer "yes" exactly when the Marathi
// word खूप ("very") is in a treebank sentence. Every figure the engine reports is recomputed
// step by step from the model's own outputs.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

#include "../model/KeywordTask.h"
#include "TestSupport.h"
#include "attack/EncoderClassifier.h"
#include "attack/GreedyAttack.h"
#include "attack/WordRanker.h"
#include "attrib/WordImportance.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "model/Trainer.h"
#include "perturb/OperatorRegistry.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::test;

namespace {

const std::string kKeyword = "खूप";

std::vector<double> softmaxOf(const std::vector<float>& logits) {
    const double top = *std::max_element(logits.begin(), logits.end());
    std::vector<double> p;
    double sum = 0;
    for (float l : logits) {
        p.push_back(std::exp(l - top));
        sum += p.back();
    }
    for (auto& x : p) {
        x /= sum;
    }
    return p;
}

int argmaxOf(const std::vector<double>& p) {
    return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
}

// `text` with the code points [start, end) replaced.
std::string replaced(const std::string& text, std::size_t start, std::size_t end,
                     const std::u32string& with) {
    auto u = text::decodeUtf8(text);
    u.replace(start, end - start, with);
    return text::encodeUtf8(u);
}

}  // namespace

class TestTrainedAttack : public QObject {
    Q_OBJECT

    std::unique_ptr<model::Encoder> encoder_;
    std::unique_ptr<model::Tokenizer> tokenizer_;
    std::vector<std::string> sentences_;  // dev sentences with the keyword, classified "yes"

    // Class probabilities of texts, run as one call of the model (as the engine batches them).
    std::vector<std::vector<double>> probabilities(const std::vector<std::string>& texts) const {
        std::vector<model::Encoding> inputs;
        for (const auto& t : texts) {
            inputs.push_back(tokenizer_->encode(t, 128));
        }
        model::ForwardOptions what;
        what.logits = true;
        std::vector<std::vector<double>> out;
        for (const auto& o : encoder_->forward(inputs, what)) {
            out.push_back(softmaxOf(o.logits.values));
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase() {
        if (sharedDir().isEmpty()) {
            QSKIP("the shared folder (treebanks) is absent");
        }
        data::ClassificationDataset train, dev;
        keywordTask({kKeyword}, train, dev);
        const auto out = tempPath("keyword-model").toStdString();
        model::TrainingOptions options;
        options.threads = 1;
        options.epochs = 4;
        const auto report = model::trainClassifier(train, &dev, {}, out, options);
        QVERIFY2(report.bestDevAccuracy >= 0.9, std::to_string(report.bestDevAccuracy).c_str());
        encoder_ =
            std::make_unique<model::Encoder>(model::Encoder::load(out, {model::DeviceChoice::Cpu}));
        tokenizer_ = model::Tokenizer::load(out);
        std::vector<std::string> withKeyword;
        for (const auto& e : dev.examples) {
            if (e.labelIndex == 1 && wordsOf(e.text).size() >= 4) {
                withKeyword.push_back(e.text);
            }
        }
        const auto p = probabilities(withKeyword);
        for (std::size_t i = 0; i < withKeyword.size() && sentences_.size() < 6; ++i) {
            if (argmaxOf(p[i]) == 1) {
                sentences_.push_back(withKeyword[i]);
            }
        }
        QCOMPARE(sentences_.size(), std::size_t(6));
    }

    // I(w) = p_y(W) - p_y(W\w), plus p_ȳ(W\w) - p_ȳ(W) when masking w changes the prediction
    // to ȳ; the mask is the model's [MASK] token.
    void maskingScoreIsEquationOne() {
        QCOMPARE(tokenizer_->maskToken(), std::string("[MASK]"));
        const auto mask = text::decodeUtf8(tokenizer_->maskToken());
        for (const auto& sentence : sentences_) {
            attrib::ImportanceOptions options;
            options.method = attrib::Method::LeaveOneOut;
            const auto importance = attrib::importance(*encoder_, *tokenizer_, sentence, options);
            const auto& words = importance.words;
            QCOMPARE(importance.queries, words.size() + 1);
            std::vector<std::string> texts{sentence};
            for (const auto& w : words) {
                texts.push_back(replaced(sentence, w.start, w.end, mask));
            }
            const auto p = probabilities(texts);
            const int y = argmaxOf(p[0]);
            QCOMPARE(y, 1);
            QCOMPARE(importance.targetClass, y);
            std::size_t keyword = words.size();
            for (std::size_t i = 0; i < words.size(); ++i) {
                const auto& q = p[i + 1];
                const int flipped = argmaxOf(q);
                double expected = p[0][y] - q[y];
                if (flipped != y) {
                    expected += q[flipped] - p[0][flipped];
                }
                QVERIFY2(std::abs(importance.scores[i] - expected) < 1e-9,
                         (sentence + ": " + words[i].text).c_str());
                if (words[i].text == kKeyword) {
                    keyword = i;
                    // Without its keyword the sentence is a "no": the flip term counts.
                    QCOMPARE(flipped, 0);
                    QVERIFY(importance.scores[i] > 1.0);
                }
            }
            QVERIFY2(keyword < words.size(), sentence.c_str());
            const auto top = std::max_element(importance.scores.begin(), importance.scores.end());
            QCOMPARE(static_cast<std::size_t>(top - importance.scores.begin()), keyword);
        }
    }

    // The search replayed by hand: words in the order of their masking scores; for each, all
    // candidates of the phonological operator in one batch; the first that flips the
    // prediction ends it, otherwise the one that lowers p(yes) most is kept; it ends when
    // max(1, floor(0.4 * words)) words are changed.
    // With the sibilant sub-category the keyword has no candidates: the search goes on to the
    // other words and keeps the candidates that lower p(yes) most.
    void greedySearchFollowsTheHandComputedSteps_data() {
        QTest::addColumn<QString>("category");
        QTest::newRow("phono") << QString();
        QTest::newRow("phono sibilant") << QString("sibilant");
    }
    void greedySearchFollowsTheHandComputedSteps() {
        QFETCH(QString, category);
        perturb::OperatorOptions operatorOptions;
        operatorOptions.language = "mr";
        operatorOptions.category = category.toStdString();
        const auto op = perturb::createOperator("phono", operatorOptions);
        attack::EncoderClassifier classifier(*encoder_, *tokenizer_);
        attack::ImportanceRanker ranker(*encoder_, *tokenizer_, {});
        attack::AttackOptions options;
        options.minSimilarity = 0;
        std::size_t keywordAlone = 0, lowered = 0;
        for (const auto& sentence : sentences_) {
            const attack::TextInput input{sentence, "", false};
            const auto result =
                attack::attackExample(classifier, ranker, *op, {}, input, 1, options);
            QVERIFY(!result.skipped);

            const auto importance = attrib::importance(*encoder_, *tokenizer_, sentence, {});
            auto order = importance.words;
            std::vector<std::size_t> rank(order.size());
            std::iota(rank.begin(), rank.end(), 0);
            std::stable_sort(rank.begin(), rank.end(), [&](std::size_t a, std::size_t b) {
                return importance.scores[a] > importance.scores[b];
            });
            std::vector<std::u32string> current(order.size());  // replacements by word
            for (std::size_t i = 0; i < order.size(); ++i) {
                current[i] = text::decodeUtf8(order[i].text);
            }
            const auto build = [&](std::size_t word, const std::u32string& with) {
                auto text = text::decodeUtf8(sentence);
                for (std::size_t i = order.size(); i-- > 0;) {
                    text.replace(order[i].start, order[i].end - order[i].start,
                                 i == word ? with : current[i]);
                }
                return text::encodeUtf8(text);
            };
            const std::size_t mostChanges = std::max<std::size_t>(1, 2 * order.size() / 5);
            // The sentence as it is once (the masking reuses the attack's own query of it),
            // then one query per masked word.
            QCOMPARE(importance.queries, order.size() + 1);
            std::size_t queries = importance.queries;
            std::vector<std::size_t> counts;
            std::vector<std::string> replacements;
            double pYes = probabilities({sentence})[0][1];
            bool success = false;
            for (const auto w : rank) {
                if (replacements.size() >= mostChanges) {
                    break;
                }
                const auto candidates = op->candidates(text::decodeUtf8(order[w].text));
                counts.push_back(candidates.size());
                if (candidates.empty()) {
                    continue;
                }
                std::vector<std::string> texts;
                for (const auto& c : candidates) {
                    texts.push_back(build(w, c.text));
                }
                queries += texts.size();
                const auto p = probabilities(texts);
                std::size_t chosen = candidates.size();
                for (std::size_t i = 0; i < p.size() && !success; ++i) {
                    if (argmaxOf(p[i]) != 1) {
                        chosen = i;
                        success = true;
                    }
                }
                for (std::size_t i = 0; i < p.size() && !success; ++i) {
                    if (p[i][1] < pYes && (chosen == candidates.size() || p[i][1] < p[chosen][1])) {
                        chosen = i;
                    }
                }
                if (chosen == candidates.size()) {
                    continue;
                }
                current[w] = candidates[chosen].text;
                pYes = p[chosen][1];
                replacements.push_back(text::encodeUtf8(candidates[chosen].text));
                if (success) {
                    break;
                }
            }
            QCOMPARE(result.success, success);
            QCOMPARE(result.adversarial.first, build(order.size(), {}));
            QCOMPARE(result.candidateCounts, counts);
            QCOMPARE(result.queries, queries);
            QCOMPARE(result.changes.size(), replacements.size());
            for (std::size_t i = 0; i < replacements.size(); ++i) {
                QCOMPARE(result.changes[i].replacement, replacements[i]);
            }
            QVERIFY(std::abs(result.adversarialProbabilities[1] - pYes) < 1e-9);
            QCOMPARE(result.adversarialClass, success ? 0 : 1);
            if (success && result.changes.size() == 1 && result.changes[0].original == kKeyword) {
                ++keywordAlone;
            }
            lowered += success ? replacements.size() - 1 : replacements.size();
        }
        if (!category.isEmpty()) {
            QCOMPARE(keywordAlone, std::size_t(0));
            QVERIFY2(lowered > 0, "no candidate was kept for lowering p(yes)");
            return;
        }
        // The model knows one word: the search goes to it first, and one change of it is
        // enough in most sentences.
        qInfo() << "changing the keyword alone flipped" << keywordAlone << "of" << sentences_.size()
                << "sentences";
        QVERIFY2(keywordAlone * 2 >= sentences_.size(), std::to_string(keywordAlone).c_str());
    }

    // Attacking the second sentence of a pair masks that sentence's words only, each scored
    // as the masking score of the whole pair scores it, and queries the pair as it is once.
    void pairAttackRanksAndQueriesTheAttackedSentenceOnly() {
        perturb::OperatorOptions operatorOptions;
        operatorOptions.language = "mr";
        const auto op = perturb::createOperator("phono", operatorOptions);
        attack::EncoderClassifier classifier(*encoder_, *tokenizer_);
        attack::ImportanceRanker ranker(*encoder_, *tokenizer_, {});
        attack::AttackOptions options;
        options.minSimilarity = 0;
        options.targetSentence = 1;
        for (std::size_t i = 0; i + 1 < sentences_.size(); i += 2) {
            const attack::TextInput input{sentences_[i], sentences_[i + 1], true};
            const auto p = classifier.classify({input}).front();
            const int label = argmaxOf(p);
            const auto result =
                attack::attackExample(classifier, ranker, *op, {}, input, label, options);
            QVERIFY(!result.skipped);
            const auto both =
                attrib::importancePair(*encoder_, *tokenizer_, input.first, input.second, {});
            std::vector<std::size_t> second;
            for (std::size_t w = 0; w < both.words.size(); ++w) {
                if (both.words[w].sequence == 1) {
                    second.push_back(w);
                }
            }
            QVERIFY(second.size() < both.words.size());
            QCOMPARE(result.words, second.size());
            QCOMPARE(result.importance.words.size(), second.size());
            for (std::size_t k = 0; k < second.size(); ++k) {
                const auto& w = result.importance.words[k];
                QCOMPARE(w.sequence, 1);
                QCOMPARE(w.start, both.words[second[k]].start);
                QVERIFY(std::abs(result.importance.scores[k] - both.scores[second[k]]) < 1e-5);
            }
            std::size_t candidates = 0;
            for (const auto n : result.candidateCounts) {
                candidates += n;
            }
            QCOMPARE(result.queries, 1 + second.size() + candidates);
        }
    }
};

QTEST_APPLESS_MAIN(TestTrainedAttack)
#include "tst_trained_attack.moc"

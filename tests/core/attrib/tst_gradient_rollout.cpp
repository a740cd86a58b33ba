#include <QtTest>

#include <cmath>
#include <limits>

#include "../model/ModelFixtures.h"
#include "TestSupport.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::attrib;
using namespace akshara::test;

namespace {

const char* const kReview = "यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।";

}  // namespace

class TestGradientRollout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneLayerByHand() {
        // Two heads, two tokens. ReLU(g * a): head 1 [[0.5, 0], [0.4, 1.6]], head 2
        // [[0, 0.4], [0.5, 0]]; mean [[0.25, 0.2], [0.45, 0.8]]; plus the identity, the first
        // row [1.25, 0.2], as it is: Chefer et al. do not normalise the rows.
        model::Array a{{1, 2, 2, 2}, {0.5F, 0.5F, 0.2F, 0.8F, 0.9F, 0.1F, 0.5F, 0.5F}};
        model::Array g{{1, 2, 2, 2}, {1.F, -1.F, 2.F, 2.F, 0.F, 4.F, 1.F, -1.F}};
        const auto r = attentionGradientRollout(a, g);
        QCOMPARE(r.size(), std::size_t(2));
        QVERIFY(std::abs(r[0] - 1.25) < 1e-6);
        QVERIFY(std::abs(r[1] - 0.2) < 1e-6);
        model::Array wrong{{1, 1, 1, 1}, {1.F}};
        QVERIFY_THROWS_EXCEPTION(InputError, attentionGradientRollout(a, wrong));
    }

    void twoLayersMultiplyTheSecondOnTheLeft() {
        // Layer 1 moves everything to token 1, layer 2 keeps token 0's row on token 0:
        // R = L2 * L1, whose first row is L2's first row times L1.
        model::Array a{{2, 1, 2, 2}, {1.F, 0.F, 0.F, 1.F, 0.5F, 0.5F, 0.5F, 0.5F}};
        model::Array g{{2, 1, 2, 2}, {0.F, 0.F, 0.F, 0.F, 2.F, 0.F, 0.F, 0.F}};
        // L1 = I (no positive gradient); L2 row 0 = [1, 0] + [1, 0] = [2, 0].
        const auto r = attentionGradientRollout(a, g);
        QVERIFY(std::abs(r[0] - 2.0) < 1e-6);
        QVERIFY(std::abs(r[1]) < 1e-6);
    }

    void aTokenRelayingRelevanceKeepsItsWeight() {
        // Three tokens, one head. Layer 1: token 1 attends to itself with relevance 3 (0.75 *
        // 4), so I + Ā1 has the row [0, 4, 0]. Layer 2: the first token's relevance [0, 0.4,
        // 0.5] (the negative 0.1 * -1 cut), so I + Ā2 has the first row [1, 0.4, 0.5]. R's
        // first row: [1, 0.4 * 4, 0.5] = [1, 1.6, 0.5], token 1 above token 2. Normalised rows
        // (token 1's [0, 1, 0]) would give [1, 0.4, 0.5] / 1.9 and rank token 2 first.
        model::Array a{{2, 1, 3, 3},
                       {1.F, 0.F, 0.F, 0.25F, 0.75F, 0.F, 0.F, 0.F, 1.F,  //
                        0.1F, 0.4F, 0.5F, 0.F, 1.F, 0.F, 0.F, 0.F, 1.F}};
        model::Array g{{2, 1, 3, 3},
                       {0.F, 0.F, 0.F, 0.F, 4.F, 0.F, 0.F, 0.F, 0.F,  //
                        -1.F, 1.F, 1.F, 0.F, 0.F, 0.F, 0.F, 0.F, 0.F}};
        const auto r = attentionGradientRollout(a, g);
        QCOMPARE(r.size(), std::size_t(3));
        QVERIFY(std::abs(r[0] - 1.0) < 1e-6);
        QVERIFY(std::abs(r[1] - 1.6) < 1e-6);
        QVERIFY(std::abs(r[2] - 0.5) < 1e-6);
    }

    void encoderGivesTheAttentionsAndTheirGradients() {
        const QString dir = fixtureDir("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const auto encoding = tokenizer->encode(kReview);
        const auto result = encoder.attentionGradients(encoding, 1);
        QCOMPARE(result.targetClass, 1);
        const auto reference =
            model::SafetensorsFile::open(dir.toStdString() + "/reference.safetensors");
        QVERIFY(maxDifference(result.attentions, reference.readFloat("t0.attn")) < 1e-4);
        QCOMPARE(result.gradients.shape, result.attentions.shape);
        // The head reads the first token only: in the last layer only the first row of the
        // attention matters, the other rows have zero gradient.
        const auto layers = static_cast<std::size_t>(result.gradients.shape[0]);
        const auto heads = static_cast<std::size_t>(result.gradients.shape[1]);
        const auto n = static_cast<std::size_t>(result.gradients.shape[2]);
        double firstRow = 0, otherRows = 0;
        for (std::size_t h = 0; h < heads; ++h) {
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t j = 0; j < n; ++j) {
                    const double v = std::abs(
                        result.gradients.values[(((layers - 1) * heads + h) * n + i) * n + j]);
                    QVERIFY(std::isfinite(v));
                    (i == 0 ? firstRow : otherRows) += v;
                }
            }
        }
        QVERIFY(firstRow > 0);
        QCOMPARE(otherRows, 0.0);
    }

    void scoresAreClassSpecificAndDifferFromPlainRollout() {
        const QString dir = fixtureDir("xlmr");
        if (dir.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        ImportanceOptions options;
        options.method = Method::AttentionGradientRollout;
        options.targetClass = 0;
        const auto class0 = importance(encoder, *tokenizer, kReview, options);
        options.targetClass = 1;
        const auto class1 = importance(encoder, *tokenizer, kReview, options);
        options.method = Method::AttentionRollout;
        const auto plain = importance(encoder, *tokenizer, kReview, options);
        QCOMPARE(class0.scores.size(), plain.scores.size());
        double classGap = 0, plainGap = 0;
        for (std::size_t i = 0; i < plain.scores.size(); ++i) {
            QVERIFY(std::isfinite(class0.scores[i]) && std::isfinite(class1.scores[i]));
            QVERIFY(class0.scores[i] >= 0);
            classGap += std::abs(class0.scores[i] - class1.scores[i]);
            plainGap += std::abs(class0.scores[i] - plain.scores[i]);
        }
        QVERIFY(classGap > 1e-6);
        QVERIFY(plainGap > 1e-6);
        QCOMPARE(parseMethod("grad-rollout"), Method::AttentionGradientRollout);
    }

    // A classifier whose head holds a NaN gives NaN logits: the gradient methods refused to
    // pick a target from them, where they took class 0 and scored the words of no prediction
    // (and rollout, keeping the positive part of each product, turned NaN into scores of 0).
    void gradientMethodsRefuseLogitsThatAreNotFinite() {
        const QString fixture = fixtureDir("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const std::string dir = tempPath(QStringLiteral("nan-head")).toStdString();
        QVERIFY(QDir().mkpath(QString::fromStdString(dir)));
        for (const char* name :
             {"config.json", "tokenizer.json", "tokenizer_config.json", "vocab.txt"}) {
            QVERIFY(QFile::copy(fixture + "/" + name, QString::fromStdString(dir) + "/" + name));
        }
        const auto weights =
            model::SafetensorsFile::open(fixture.toStdString() + "/model.safetensors");
        model::SafetensorsWriter writer;
        for (const auto& entry : weights.entries()) {
            auto array = weights.readFloat(entry.name);
            if (entry.name == "classifier.bias") {
                array.values[0] = std::numeric_limits<float>::quiet_NaN();
            }
            writer.addFloat(entry.name, array);
        }
        writer.write(dir + "/model.safetensors");
        const auto encoder = model::Encoder::load(dir);
        const auto tokenizer = model::Tokenizer::load(dir);
        for (const char* method : {"gradient", "grad-x-input", "ig", "grad-rollout"}) {
            ImportanceOptions options;
            options.method = parseMethod(method);
            try {
                importance(encoder, *tokenizer, kReview, options);
                QFAIL(qPrintable(QString("%1 scored the words of NaN logits").arg(method)));
            } catch (const ModelError& e) {
                QVERIFY2(QString(e.what()).contains("the logits of input 1 are not finite"),
                         e.what());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestGradientRollout)
#include "tst_gradient_rollout.moc"

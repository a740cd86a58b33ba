#include <QtTest>

#include <cmath>

#include "../model/ModelFixtures.h"
#include "TestSupport.h"
#include "attack/EncoderClassifier.h"
#include "attack/WordRanker.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::attack;
using namespace akshara::test;

class TestEncoderClassifier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void probabilitiesAreTheSoftmaxOfTheReferenceLogits() {
        const QString dir = fixtureDir("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        EncoderClassifier classifier(encoder, *tokenizer);
        QCOMPARE(classifier.labelCount(), std::size_t(3));
        const auto reference =
            model::SafetensorsFile::open(dir.toStdString() + "/reference.safetensors");
        const std::vector<TextInput> inputs{
            {"यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।", "", false},
            {"राम ने सीता को एक सुंदर किताब दी।", "", false}};
        const auto p = classifier.classify(inputs);
        QCOMPARE(p.size(), std::size_t(2));
        const std::size_t texts[] = {0, 2};
        for (std::size_t i = 0; i < 2; ++i) {
            const auto expected =
                softmax(reference.readFloat("t" + std::to_string(texts[i]) + ".logits").values);
            double sum = 0;
            for (std::size_t k = 0; k < 3; ++k) {
                QVERIFY(std::abs(p[i][k] - expected[k]) < 1e-4);
                sum += p[i][k];
            }
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
        }
        QCOMPARE(classifier.queries(), std::size_t(2));
        QVERIFY(classifier.querySeconds() > 0);
    }

    void rankerKeepsBothSentencesOfAPair() {
        const QString dir = fixtureDir("xlmr");
        if (dir.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        ImportanceRanker ranker(encoder, *tokenizer, {});
        const TextInput pair{"राम ने किताब दी", "सीता पढ़ती है", true};
        const auto importance = ranker.rank(pair, -1);
        QCOMPARE(importance.words.size(), std::size_t(7));
        QCOMPARE(importance.queries, std::size_t(8));  // leave-one-out: the input and 7 masked
        const auto second = rankedWords(importance, 1);
        QCOMPARE(second.size(), std::size_t(3));
        for (const auto& w : second) {
            QCOMPARE(w.sequence, 1);
        }
        for (std::size_t i = 1; i < second.size(); ++i) {
            const auto score = [&](const attrib::Word& w) {
                for (std::size_t k = 0; k < importance.words.size(); ++k) {
                    if (importance.words[k].sequence == w.sequence &&
                        importance.words[k].start == w.start) {
                        return importance.scores[k];
                    }
                }
                return 0.0;
            };
            QVERIFY(score(second[i - 1]) >= score(second[i]));
        }
    }
};

QTEST_APPLESS_MAIN(TestEncoderClassifier)
#include "tst_encoder_classifier.moc"

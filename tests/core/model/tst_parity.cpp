#include <QtTest>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace {

constexpr double kOutputTolerance = 1e-4;
constexpr double kGradientTolerance = 1e-3;

Array slice(const Array& whole, std::int64_t row, std::int64_t length) {
    // whole: [batch, maxlen, hidden] -> [length, hidden] of `row`.
    const auto maxlen = whole.shape[1];
    const auto hidden = whole.shape[2];
    Array out;
    out.shape = {length, hidden};
    const auto begin = whole.values.begin() + row * maxlen * hidden;
    out.values.assign(begin, begin + length * hidden);
    return out;
}

Array column(const Array& whole, std::int64_t row) {
    // whole: [layers, batch, hidden] -> [layers, hidden] of `row`; or [batch, labels] -> [labels].
    Array out;
    if (whole.shape.size() == 2) {
        out.shape = {whole.shape[1]};
        const auto begin = whole.values.begin() + row * whole.shape[1];
        out.values.assign(begin, begin + whole.shape[1]);
        return out;
    }
    const auto layers = whole.shape[0], batch = whole.shape[1], hidden = whole.shape[2];
    out.shape = {layers, hidden};
    for (std::int64_t l = 0; l < layers; ++l) {
        const auto begin = whole.values.begin() + (l * batch + row) * hidden;
        out.values.insert(out.values.end(), begin, begin + hidden);
    }
    return out;
}

Array vectorArray(const std::vector<float>& values) {
    return Array{{static_cast<std::int64_t>(values.size())}, values};
}

}  // namespace

class TestParity : public QObject {
    Q_OBJECT
private:
    void addFixtures() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"bert-cased", "bert-uncased", "xlmr", "albert"}) {
            QTest::newRow(name) << QString(name);
        }
    }
    std::string dirOf(const QString& name) {
        const QString dir = fixtureDir(name.toUtf8().constData());
        return dir.toStdString();
    }

private Q_SLOTS:
    void everyHiddenStateAttentionAndLogitMatches_data() { addFixtures(); }
    void everyHiddenStateAttentionAndLogitMatches() {
        QFETCH(QString, name);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        QVERIFY(texts.size() >= 20);
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 4;  // several batches of sorted lengths, returned in input order
        const auto encoder = Encoder::load(dir, options);
        QCOMPARE(encoder.info().numLayers, std::int64_t(2));
        std::vector<Encoding> inputs;
        for (const auto& t : texts) {
            inputs.push_back(t.encoding);
        }
        ForwardOptions what;
        what.hiddenStates = true;
        what.attentions = true;
        what.logits = true;
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(outputs.size(), texts.size());
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto key = "t" + std::to_string(texts[k].index);
            const auto hidden =
                maxDifference(outputs[k].hiddenStates, reference.readFloat(key + ".hidden"));
            QVERIFY2(hidden < kOutputTolerance,
                     (key + ".hidden differs by " + std::to_string(hidden)).c_str());
            const auto logits =
                maxDifference(outputs[k].logits, reference.readFloat(key + ".logits"));
            QVERIFY2(logits < kOutputTolerance,
                     (key + ".logits differs by " + std::to_string(logits)).c_str());
            if (reference.find(key + ".attn")) {
                const auto attn =
                    maxDifference(outputs[k].attentions, reference.readFloat(key + ".attn"));
                QVERIFY2(attn < kOutputTolerance,
                         (key + ".attn differs by " + std::to_string(attn)).c_str());
            }
        }
    }

    void paddedBatchMatchesTheReferenceBatch_data() { addFixtures(); }
    void paddedBatchMatchesTheReferenceBatch() {
        QFETCH(QString, name);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 64;  // one padded batch, as the reference ran it
        const auto encoder = Encoder::load(dir, options);
        std::vector<std::int64_t> idShape;
        const auto batchIds = reference.readInt64("batch.input_ids", &idShape);
        QCOMPARE(idShape[0], static_cast<std::int64_t>(texts.size()));
        std::vector<Encoding> inputs;
        for (std::size_t k = 0; k < texts.size(); ++k) {
            inputs.push_back(texts[k].encoding);
            for (std::size_t j = 0; j < texts[k].encoding.ids.size(); ++j) {
                QCOMPARE(batchIds[k * static_cast<std::size_t>(idShape[1]) + j],
                         texts[k].encoding.ids[j]);
            }
        }
        ForwardOptions what;
        what.lastHidden = true;
        what.meanPooled = true;
        what.logits = true;
        const auto outputs = encoder.forward(inputs, what);
        const auto lastHidden = reference.readFloat("batch.last_hidden");
        const auto meanPooled = reference.readFloat("batch.mean_pooled");
        const auto logits = reference.readFloat("batch.logits");
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto row = static_cast<std::int64_t>(k);
            const auto length = static_cast<std::int64_t>(texts[k].encoding.ids.size());
            const auto tag = "row " + std::to_string(k);
            const auto h = maxDifference(outputs[k].lastHidden, slice(lastHidden, row, length));
            QVERIFY2(h < kOutputTolerance, (tag + " last_hidden: " + std::to_string(h)).c_str());
            const auto m = maxDifference(outputs[k].meanPooled, column(meanPooled, row));
            QVERIFY2(m < kOutputTolerance, (tag + " mean_pooled: " + std::to_string(m)).c_str());
            const auto l = maxDifference(outputs[k].logits, column(logits, row));
            QVERIFY2(l < kOutputTolerance, (tag + " logits: " + std::to_string(l)).c_str());
        }
    }

    void gradientsAndIntegratedGradientsMatch_data() { addFixtures(); }
    void gradientsAndIntegratedGradientsMatch() {
        QFETCH(QString, name);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        for (const auto& t : texts) {
            QVERIFY(t.targetClass >= 0);
            const auto key = "t" + std::to_string(t.index);
            const auto a = encoder.attribute(t.encoding, t.targetClass);
            QCOMPARE(a.targetClass, t.targetClass);
            const auto g = maxDifference(a.gradient, reference.readFloat(key + ".grad"));
            QVERIFY2(g < kGradientTolerance, (key + ".grad: " + std::to_string(g)).c_str());
            const auto gx = maxDifference(vectorArray(a.gradientTimesInput),
                                          reference.readFloat(key + ".grad_x_input"));
            QVERIFY2(gx < kGradientTolerance,
                     (key + ".grad_x_input: " + std::to_string(gx)).c_str());
            const auto ig =
                maxDifference(vectorArray(a.integratedGradients), reference.readFloat(key + ".ig"));
            QVERIFY2(ig < kGradientTolerance, (key + ".ig: " + std::to_string(ig)).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestParity)
#include "tst_parity.moc"

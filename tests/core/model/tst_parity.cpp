#include <QtTest>

#include <algorithm>
#include <cmath>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "common/Error.h"
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

// hidden [layers+1, tokens, hidden] at one token, every layer: [layers+1, hidden].
Array tokenOf(const Array& hidden, std::int64_t token) {
    const auto layers = hidden.shape[0], tokens = hidden.shape[1], width = hidden.shape[2];
    Array out;
    out.shape = {layers, width};
    for (std::int64_t l = 0; l < layers; ++l) {
        const auto begin = hidden.values.begin() + (l * tokens + token) * width;
        out.values.insert(out.values.end(), begin, begin + width);
    }
    return out;
}

// The mean over the tokens of every layer: [layers+1, hidden].
Array meanOverTokens(const Array& hidden) {
    const auto layers = hidden.shape[0], tokens = hidden.shape[1], width = hidden.shape[2];
    Array out;
    out.shape = {layers, width};
    out.values.assign(static_cast<std::size_t>(layers * width), 0.0f);
    for (std::int64_t l = 0; l < layers; ++l) {
        for (std::int64_t w = 0; w < width; ++w) {
            double sum = 0;
            for (std::int64_t t = 0; t < tokens; ++t) {
                sum += hidden.values[static_cast<std::size_t>((l * tokens + t) * width + w)];
            }
            out.values[static_cast<std::size_t>(l * width + w)] =
                static_cast<float>(sum / static_cast<double>(tokens));
        }
    }
    return out;
}

const char* const kClassifiers[] = {"bert-cased", "bert-uncased", "xlmr", "albert"};
const char* const kBareModels[] = {"gpt2", "bloom", "mt5-encoder"};

}  // namespace

class TestParity : public QObject {
    Q_OBJECT
private:
    void addFixtures(bool classifiers, bool bare) {
        QTest::addColumn<QString>("name");
        if (classifiers) {
            for (const char* name : kClassifiers) {
                QTest::newRow(name) << QString(name);
            }
        }
        if (bare) {
            for (const char* name : kBareModels) {
                QTest::newRow(name) << QString(name);
            }
        }
    }
    std::string dirOf(const QString& name) {
        const QString dir = fixtureDir(name.toUtf8().constData());
        return dir.toStdString();
    }

private Q_SLOTS:
    void everyHiddenStateAttentionAndLogitMatches_data() { addFixtures(true, true); }
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
        what.logits = !encoder.info().labels.empty();
        QCOMPARE(what.logits, bool(reference.find("t0.logits")));
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(outputs.size(), texts.size());
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto key = "t" + std::to_string(texts[k].index);
            const auto hidden =
                maxDifference(outputs[k].hiddenStates, reference.readFloat(key + ".hidden"));
            QVERIFY2(hidden < kOutputTolerance,
                     (key + ".hidden differs by " + std::to_string(hidden)).c_str());
            if (what.logits) {
                const auto logits =
                    maxDifference(outputs[k].logits, reference.readFloat(key + ".logits"));
                QVERIFY2(logits < kOutputTolerance,
                         (key + ".logits differs by " + std::to_string(logits)).c_str());
            }
            if (reference.find(key + ".attn")) {
                const auto attn =
                    maxDifference(outputs[k].attentions, reference.readFloat(key + ".attn"));
                QVERIFY2(attn < kOutputTolerance,
                         (key + ".attn differs by " + std::to_string(attn)).c_str());
            }
        }
    }

    void paddedBatchMatchesTheReferenceBatch_data() {
        addFixtures(true, false);
        QTest::newRow("mt5-encoder") << QString("mt5-encoder");
    }
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
        what.logits = !encoder.info().labels.empty();
        const auto outputs = encoder.forward(inputs, what);
        const auto lastHidden = reference.readFloat("batch.last_hidden");
        const auto meanPooled = reference.readFloat("batch.mean_pooled");
        const auto logits = what.logits ? reference.readFloat("batch.logits") : Array{};
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto row = static_cast<std::int64_t>(k);
            const auto length = static_cast<std::int64_t>(texts[k].encoding.ids.size());
            const auto tag = "row " + std::to_string(k);
            const auto h = maxDifference(outputs[k].lastHidden, slice(lastHidden, row, length));
            QVERIFY2(h < kOutputTolerance, (tag + " last_hidden: " + std::to_string(h)).c_str());
            const auto m = maxDifference(outputs[k].meanPooled, column(meanPooled, row));
            QVERIFY2(m < kOutputTolerance, (tag + " mean_pooled: " + std::to_string(m)).c_str());
            if (what.logits) {
                const auto l = maxDifference(outputs[k].logits, column(logits, row));
                QVERIFY2(l < kOutputTolerance, (tag + " logits: " + std::to_string(l)).c_str());
            }
        }
    }

    // Right padding with masks leaves every real position as the unpadded run has it: the
    // texts in one padded batch against the reference (each text run alone), all layers,
    // pooled over all tokens and at the last token.
    void paddedBatchEqualsEachTextAlone_data() { addFixtures(false, true); }
    void paddedBatchEqualsEachTextAlone() {
        QFETCH(QString, name);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.batchSize = 64;
        const auto encoder = Encoder::load(dir, options);
        std::vector<Encoding> inputs;
        std::size_t shortest = 1000, longest = 0;
        for (const auto& t : texts) {
            inputs.push_back(t.encoding);
            shortest = std::min(shortest, t.encoding.size());
            longest = std::max(longest, t.encoding.size());
        }
        QVERIFY(longest > shortest + 10);  // the short texts carry much padding
        ForwardOptions what;
        what.hiddenStates = true;
        what.meanPooled = true;
        what.lastTokenPooled = true;
        what.firstTokenPooled = true;
        const auto outputs = encoder.forward(inputs, what);
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto key = "t" + std::to_string(texts[k].index);
            const auto hidden = reference.readFloat(key + ".hidden");
            const auto tokens = static_cast<std::int64_t>(texts[k].encoding.size());
            QCOMPARE(outputs[k].lastTokenPooled.shape, (std::vector<std::int64_t>{3, 32}));
            const auto h = maxDifference(outputs[k].hiddenStates, hidden);
            QVERIFY2(h < kOutputTolerance, (key + " hidden: " + std::to_string(h)).c_str());
            const auto last =
                maxDifference(outputs[k].lastTokenPooled, tokenOf(hidden, tokens - 1));
            QVERIFY2(last < kOutputTolerance, (key + " last: " + std::to_string(last)).c_str());
            const auto first = maxDifference(outputs[k].firstTokenPooled, tokenOf(hidden, 0));
            QVERIFY2(first < kOutputTolerance, (key + " first: " + std::to_string(first)).c_str());
            const auto mean = maxDifference(outputs[k].meanPooled, meanOverTokens(hidden));
            QVERIFY2(mean < kOutputTolerance, (key + " mean: " + std::to_string(mean)).c_str());
            // A decoder's last token has read the whole text: it differs from the first.
            QVERIFY(maxDifference(outputs[k].lastTokenPooled, outputs[k].firstTokenPooled) > 1e-3);
        }
    }

    // A bare model has no head: logits and attributions are refused with a message; its
    // word embeddings and lookups are there.
    void bareModelsRefuseHeadsAndGiveEmbeddings_data() { addFixtures(false, true); }
    void bareModelsRefuseHeadsAndGiveEmbeddings() {
        QFETCH(QString, name);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        QVERIFY(encoder.info().labels.empty());
        ForwardOptions what;
        what.logits = true;
        try {
            encoder.forward({texts[0].encoding}, what);
            QFAIL("logits of a bare model");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("classification head"), e.what());
        }
        try {
            encoder.attribute(texts[0].encoding);
            QFAIL("attributions of a bare model");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("classification head"), e.what());
        }
        const auto table = encoder.wordEmbeddings();
        QCOMPARE(table.shape, (std::vector<std::int64_t>{encoder.info().vocabSize, 32}));
        const auto& ids = texts[0].encoding.ids;
        const auto lookup = encoder.lookup(texts[0].encoding);
        QCOMPARE(lookup.shape, (std::vector<std::int64_t>{std::int64_t(ids.size()), 32}));
        for (std::size_t t = 0; t < ids.size(); ++t) {
            for (std::size_t w = 0; w < 32; ++w) {
                QCOMPARE(lookup.values[t * 32 + w],
                         table.values[static_cast<std::size_t>(ids[t]) * 32 + w]);
            }
        }
        // The family's token types are not used: a sentence pair's type ids are accepted.
        Encoding pair = texts[0].encoding;
        pair.typeIds.assign(pair.ids.size(), 1);
        ForwardOptions hidden;
        hidden.lastHidden = true;
        QCOMPARE(encoder.forward({pair}, hidden)[0].lastHidden.shape.size(), std::size_t(2));
    }

    // The pooler output (BertModel's pooler_output, LaBSE's sentence embedding) is tanh(W h + b)
    // of the last layer's first token: computed here from the stored pooler weights and the
    // reference hidden states. XLM-R's classifiers store no pooler and GPT-2 has none.
    void poolerOutputIsTheStoredDenseTanhOnTheFirstToken_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("bert-cased") << QString("bert-cased") << QString("bert.pooler.dense.");
        QTest::newRow("albert") << QString("albert") << QString("albert.pooler.");
    }
    void poolerOutputIsTheStoredDenseTanhOnTheFirstToken() {
        QFETCH(QString, name);
        QFETCH(QString, prefix);
        const auto dir = dirOf(name);
        if (dir.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const auto texts = fixtureTexts(dir);
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        const auto weights = SafetensorsFile::open(dir + "/model.safetensors");
        const auto w = weights.readFloat(prefix.toStdString() + "weight");
        const auto b = weights.readFloat(prefix.toStdString() + "bias");
        const auto encoder = Encoder::load(dir);
        QVERIFY(encoder.info().hasPooler);
        std::vector<Encoding> inputs;
        for (const auto& t : texts) {
            inputs.push_back(t.encoding);
        }
        ForwardOptions what;
        what.pooled = true;
        const auto outputs = encoder.forward(inputs, what);
        const auto width = static_cast<std::size_t>(encoder.info().hiddenSize);
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto hidden =
                reference.readFloat("t" + std::to_string(texts[k].index) + ".hidden");
            const auto tokens = static_cast<std::size_t>(hidden.shape[1]);
            const float* first = hidden.values.data() +
                                 static_cast<std::size_t>(hidden.shape[0] - 1) * tokens * width;
            Array expected;
            expected.shape = {static_cast<std::int64_t>(width)};
            for (std::size_t o = 0; o < width; ++o) {
                double sum = b.values[o];
                for (std::size_t i = 0; i < width; ++i) {
                    sum += static_cast<double>(w.values[o * width + i]) * first[i];
                }
                expected.values.push_back(static_cast<float>(std::tanh(sum)));
            }
            const auto difference = maxDifference(outputs[k].pooled, expected);
            QVERIFY2(difference < kOutputTolerance,
                     (name.toStdString() + " text " + std::to_string(k) + ": pooled differs by " +
                      std::to_string(difference))
                         .c_str());
        }

        const auto bare = Encoder::load(dirOf("gpt2"));
        QVERIFY(!bare.info().hasPooler);
        try {
            bare.forward({inputs[0]}, what);
            QFAIL("a pooler output from a model without one");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("no pooler"), e.what());
        }
    }

    void gradientsAndIntegratedGradientsMatch_data() { addFixtures(true, false); }
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
        // Batches of 3 cut the integrated gradients' steps into uneven runs.
        options.batchSize = 3;
        const auto chunked = Encoder::load(dir, options);
        for (const auto& t : texts) {
            QVERIFY(t.targetClass >= 0);
            const auto key = "t" + std::to_string(t.index);
            const auto a = encoder.attribute(t.encoding, t.targetClass);
            const auto c = chunked.attribute(t.encoding, t.targetClass);
            const auto igChunked =
                maxDifference(vectorArray(c.integratedGradients), reference.readFloat(key + ".ig"));
            QVERIFY2(igChunked < kGradientTolerance,
                     (key + ".ig in batches of 3: " + std::to_string(igChunked)).c_str());
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

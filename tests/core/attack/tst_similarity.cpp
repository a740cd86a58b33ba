#include <QtTest>

#include <algorithm>
#include <cmath>

#include "../model/ModelFixtures.h"
#include "TestSupport.h"
#include "attack/EmbeddingSimilarity.h"
#include "attack/PhoneticSimilarity.h"
#include "attack/Similarity.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::attack;
using namespace akshara::test;

namespace {

double cosine(const PhoneticFeatures::Vector& a, const PhoneticFeatures::Vector& b) {
    double dot = 0, na = 0, nb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
    }
    return dot / std::sqrt(na * nb);
}

void writeFile(const QString& path, const char* text) {
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    file.write(text);
}

}  // namespace

class TestSimilarity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chrfIsSacrebleusSentenceChrfOnAZeroToOneScale() {
        ChrfSimilarity chrf;
        // sacrebleu: sentence_chrf("ab", ["abc"]) = 700 / 11, ("jezyk", ["język"]) = 4900 / 150.
        const auto s = chrf.similarities("abc", {"ab", "abc"});
        QVERIFY(std::abs(s[0] - 7.0 / 11.0) < 1e-12);
        QCOMPARE(s[1], 1.0);
        QVERIFY(std::abs(chrf.similarities("język", {"jezyk"})[0] - 49.0 / 150.0) < 1e-12);
    }

    void builtinPhoneticTableMatchesTheSharedCopy() {
        const auto builtin = PhoneticFeatures::builtin();
        QVERIFY(builtin.vector(U'क').has_value());
        QVERIFY(builtin.vector(U'க').has_value());  // Tamil's own table
        QVERIFY(!builtin.vector(U'a').has_value());
        const QString shared = sharedDir();
        if (shared.isEmpty()) {
            QSKIP("../shared is absent: cannot compare with resources/indic-phonetic");
        }
        const auto copy =
            PhoneticFeatures::readFolder((shared + "/resources/indic-phonetic").toStdString());
        for (char32_t c = 0x0900; c < 0x0D80; ++c) {
            QCOMPARE(builtin.vector(c).has_value(), copy.vector(c).has_value());
            if (builtin.vector(c)) {
                QVERIFY(*builtin.vector(c) == *copy.vector(c));
            }
        }
    }

    void phoneticSimilarityWeighsASubstitutionByTheFeatures() {
        const auto features = PhoneticFeatures::builtin();
        PhoneticSimilarity phonetic(features);
        // ka and kha differ in aspiration only; ka and ma in place, manner and nasality.
        const double kaKha = cosine(*features.vector(U'क'), *features.vector(U'ख'));
        const double kaMa = cosine(*features.vector(U'क'), *features.vector(U'म'));
        QVERIFY(kaKha > kaMa);
        QVERIFY(std::abs(phonetic.similarity(U"कमल", U"खमल") - (1.0 - (1.0 - kaKha) / 3.0)) <
                1e-12);
        QVERIFY(std::abs(phonetic.similarity(U"कमल", U"ममल") - (1.0 - (1.0 - kaMa) / 3.0)) < 1e-12);
        QCOMPARE(phonetic.similarity(U"कमल", U"कमल"), 1.0);
        // Characters outside the tables: a substitution costs 1, an insertion 1.
        QCOMPARE(phonetic.similarity(U"ab", U"xb"), 0.5);
        QCOMPARE(phonetic.similarity(U"ab", U"abc"), 1.0 - 1.0 / 3.0);
        const auto s = phonetic.similarities("कमल", {"खमल", "ममल"});
        QVERIFY(s[0] > s[1]);
    }

    // A sentence's phonetic similarity is that of the words changed, as the first paper
    // reports it (0.88 to 0.97 for phono): of the whole sentence, one aspirated letter among
    // 17 would leave it at 0.99.
    void phoneticSimilarityIsOfTheWordsChanged() {
        const auto features = PhoneticFeatures::builtin();
        PhoneticSimilarity phonetic(features);
        const double kaKha = cosine(*features.vector(U'क'), *features.vector(U'ख'));
        const double word = 1.0 - (1.0 - kaKha) / 3.0;  // कमल -> खमल
        const std::string sentence = "कमल बहुत सुंदर है।";
        const auto one = phonetic.similarities(sentence, {"खमल बहुत सुंदर है।"});
        QVERIFY2(std::abs(one[0] - word) < 1e-12, std::to_string(one[0]).c_str());
        QVERIFY(one[0] < 0.97);
        // Two words changed: their mean; none: 1.
        const double bahut = phonetic.similarity(U"बहुत", U"बहूत");
        QVERIFY(bahut < 1.0);
        const auto two = phonetic.similarities(sentence, {"खमल बहूत सुंदर है।", sentence});
        QVERIFY(std::abs(two[0] - (word + bahut) / 2.0) < 1e-12);
        QCOMPARE(two[1], 1.0);
        // Words that do not pair up (a space inserted): the texts whole.
        const std::string split = "कमल ब हुत सुंदर है।";
        QCOMPARE(phonetic.similarities(sentence, {split})[0],
                 phonetic.similarity(text::decodeUtf8(sentence), text::decodeUtf8(split)));
    }

    void malformedPhoneticTableIsRefused() {
        PhoneticFeatures features;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 features.addTable("header\n900,0,x,x,,1,0,1\n", "t.csv", false));
        // An offset with more than its number ("5abc", " 5") is no offset; it was read as 5.
        const QString shared = sharedDir();
        if (shared.isEmpty()) {
            QSKIP("../shared is absent: no phonetic table to damage");
        }
        const std::string table = readFile(
            (shared + "/resources/indic-phonetic/all_script_phonetic_data.csv").toStdString());
        const std::size_t header = table.find('\n') + 1;
        const std::size_t offset = table.find(',', header) + 1;
        for (const std::string written : {"5abc", " 5", "+5"}) {
            const std::string damaged =
                table.substr(0, offset) + written + table.substr(table.find(',', offset));
            try {
                features.addTable(damaged, "all_script_phonetic_data.csv", false);
                QFAIL(("accepted the offset '" + written + "'").c_str());
            } catch (const InputError& e) {
                QCOMPARE(e.field(), std::string("Relative Offset"));
                QCOMPARE(e.line(), std::size_t(2));
            }
        }
    }

    void bertScoreMatchesEachTokenGreedily() {
        // P = 1 (the one candidate token is in the reference); R = (1 + 0) / 2.
        const std::vector<std::vector<float>> candidate{{1, 0}};
        const std::vector<std::vector<float>> reference{{1, 0}, {0, 1}};
        QVERIFY(std::abs(bertScoreF1(candidate, reference) - 2.0 / 3.0) < 1e-12);
        QCOMPARE(bertScoreF1(reference, reference), 1.0);
        QCOMPARE(bertScoreF1({}, reference), 0.0);
    }

    void encoderSimilaritiesOnAFixtureModel() {
        const QString dir = fixtureDir("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const std::string original = "यह फिल्म बहुत अच्छी थी";
        for (const auto pooling : {Pooling::Mean, Pooling::FirstToken}) {
            EmbeddingSimilarity cosineSimilarity(encoder, *tokenizer, pooling);
            const auto s = cosineSimilarity.similarities(
                original, {original, "यह फ़िल्म बहुत अछी थी", "Słaba jakość, nie polecam."});
            QVERIFY(std::abs(s[0] - 1.0) < 1e-5);
            QVERIFY(s[1] <= s[0] + 1e-6 && s[2] <= s[0] + 1e-6);
            if (pooling == Pooling::Mean) {
                // The random fixture's first token barely moves; the mean over tokens does.
                QVERIFY(s[1] < s[0] - 1e-3);
                QVERIFY(s[2] < s[1]);
            }
        }
        BertScoreSimilarity bertScore(encoder, *tokenizer);
        const auto b = bertScore.similarities(original, {original, "यह फ़िल्म बहुत अछी थी"});
        QVERIFY(std::abs(b[0] - 1.0) < 1e-5);
        QVERIFY(b[1] < 1.0 - 1e-6 && b[1] > 0.0);
    }

    // A model whose last layer norm is zero embeds every text as zeros: their cosine is
    // undefined, and taken as 0 it failed every candidate of an attack as too far from its
    // text, an attack success rate of 0 that read as a robust model.
    void embeddingsOfZerosAreRefused() {
        const QString fixture = fixtureDir("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const std::string dir = tempPath(QStringLiteral("zero-norm")).toStdString();
        QVERIFY(copyFolderFiles(fixture, QString::fromStdString(dir)));
        const auto weights =
            model::SafetensorsFile::open(fixture.toStdString() + "/model.safetensors");
        model::SafetensorsWriter writer;
        for (const auto& entry : weights.entries()) {
            auto array = weights.readFloat(entry.name);
            if (entry.name.rfind("bert.encoder.layer.1.output.LayerNorm.", 0) == 0) {
                std::fill(array.values.begin(), array.values.end(), 0.0F);
            }
            writer.addFloat(entry.name, array);
        }
        writer.write(dir + "/model.safetensors");
        const auto encoder = model::Encoder::load(dir);
        const auto tokenizer = model::Tokenizer::load(dir);
        const std::string original = "यह फिल्म बहुत अच्छी थी";
        EmbeddingSimilarity cosineSimilarity(encoder, *tokenizer, Pooling::Mean);
        BertScoreSimilarity bertScore(encoder, *tokenizer);
        for (SimilarityMeasure* similarity :
             std::initializer_list<SimilarityMeasure*>{&cosineSimilarity, &bertScore}) {
            try {
                similarity->similarities(original, {original});
                QFAIL("embeddings of zeros were compared");
            } catch (const ModelError& e) {
                // BERTScore compares token vectors: the first word's, after [CLS].
                const std::string what = similarity == &bertScore
                                             ? "the vector of token 2 of \"" + original + "\""
                                             : "the embedding of \"" + original + "\"";
                QCOMPARE(std::string(e.what()),
                         dir + ": " + what +
                             " is all zeros, so its cosine similarity is undefined; choose "
                             "another similarity model");
            }
        }
    }

    // Unit vectors stored as floats are of unit length only to within rounding: a text's
    // product with itself, or with a perturbation a decoder's first token does not see, came
    // to 1.0000000154, which a report then refused as no cosine.
    void cosinesStayWithinOne() {
        const std::string original = "मैं बगीचे में अच्छी किताब पढ़ता हूँ।";
        const std::vector<std::string> perturbed{original, "मैं बागीचे में अछ्छी किताब पढ़ता हूँ।",
                                                 "मैं बगीचे में अच्छी कीताब पढता हूँ।"};
        for (const char* name : {"gpt2", "bloom", "bert-cased", "xlmr"}) {
            const QString dir = fixtureDir(name);
            if (dir.isEmpty()) {
                QSKIP("../shared is absent: no fixture models");
            }
            const auto encoder = model::Encoder::load(dir.toStdString());
            const auto tokenizer = model::Tokenizer::load(dir.toStdString());
            for (const auto pooling : {Pooling::Mean, Pooling::FirstToken}) {
                EmbeddingSimilarity cosineSimilarity(encoder, *tokenizer, pooling);
                for (const double s : cosineSimilarity.similarities(original, perturbed)) {
                    QVERIFY2(s >= -1.0 && s <= 1.0,
                             qPrintable(QString("%1: %2").arg(name).arg(s, 0, 'g', 17)));
                }
            }
            BertScoreSimilarity bertScore(encoder, *tokenizer);
            for (const double s : bertScore.similarities(original, perturbed)) {
                QVERIFY2(s >= -1.0 && s <= 1.0,
                         qPrintable(QString("%1: %2").arg(name).arg(s, 0, 'g', 17)));
            }
        }
    }

    // LaBSE's sentence embedding is its pooler (dense + tanh on [CLS]) in the transformers
    // layout, and a Pooling (cls) + Dense (tanh) module pair in the sentence-transformers one;
    // a folder of the second kind built around the fixture's own pooler weights gives the same
    // similarities as the first, which differ from the bare first token's.
    void sentenceTransformersFolderAndPoolerAgree() {
        const QString fixture = fixtureDir("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        QTemporaryDir tmp;
        const QString dir = tmp.path() + "/labse-like";
        QVERIFY(QDir().mkpath(dir + "/1_Pooling") && QDir().mkpath(dir + "/2_Dense"));
        for (const auto& name : QDir(fixture).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(fixture + "/" + name, dir + "/" + name));
        }
        writeFile(
            dir + "/modules.json",
            R"([{"idx":0,"name":"0","path":"","type":"sentence_transformers.models.Transformer"},
{"idx":1,"name":"1","path":"1_Pooling","type":"sentence_transformers.models.Pooling"},
{"idx":2,"name":"2","path":"2_Dense","type":"sentence_transformers.models.Dense"},
{"idx":3,"name":"3","path":"3_Normalize","type":"sentence_transformers.models.Normalize"}])");
        writeFile(dir + "/1_Pooling/config.json",
                  R"({"word_embedding_dimension": 32, "pooling_mode_cls_token": true,
"pooling_mode_mean_tokens": false, "pooling_mode_max_tokens": false})");
        writeFile(dir + "/2_Dense/config.json",
                  R"({"in_features": 32, "out_features": 32, "bias": true,
"activation_function": "torch.nn.modules.activation.Tanh"})");
        const auto stored =
            model::SafetensorsFile::open(fixture.toStdString() + "/model.safetensors");
        model::SafetensorsWriter dense;
        dense.addFloat("linear.weight", stored.readFloat("bert.pooler.dense.weight"));
        dense.addFloat("linear.bias", stored.readFloat("bert.pooler.dense.bias"));
        dense.write(dir.toStdString() + "/2_Dense/model.safetensors");

        const auto how = readSentenceTransformers(dir.toStdString());
        QVERIFY(how.has_value());
        QVERIFY(how->pooling == Pooling::FirstToken);
        QCOMPARE(how->dense.size(), std::size_t(1));
        QVERIFY(how->dense[0].tanh);
        QVERIFY(!readSentenceTransformers(fixture.toStdString()).has_value());

        const auto encoder = model::Encoder::load(dir.toStdString());
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const std::string original = "यह फिल्म बहुत अच्छी थी";
        const std::vector<std::string> perturbed{"यह फ़िल्म बहुत अछी थी",
                                                 "Słaba jakość, nie polecam."};
        EmbeddingSimilarity modules(encoder, *tokenizer, *how);
        EmbeddingSimilarity pooler(encoder, *tokenizer, Pooling::Pooler);
        EmbeddingSimilarity first(encoder, *tokenizer, Pooling::FirstToken);
        const auto a = modules.similarities(original, perturbed);
        const auto b = pooler.similarities(original, perturbed);
        for (std::size_t i = 0; i < perturbed.size(); ++i) {
            QVERIFY2(std::abs(a[i] - b[i]) < 1e-6, std::to_string(a[i] - b[i]).c_str());
        }
        const auto va = modules.embed(perturbed);
        const auto vb = pooler.embed(perturbed);
        const auto vc = first.embed(perturbed);
        double samePooler = 0, fromFirstToken = 0;
        for (std::size_t i = 0; i < perturbed.size(); ++i) {
            QCOMPARE(va[i].size(), std::size_t(32));
            for (std::size_t k = 0; k < va[i].size(); ++k) {
                samePooler = std::max(samePooler, double(std::abs(va[i][k] - vb[i][k])));
                fromFirstToken = std::max(fromFirstToken, double(std::abs(va[i][k] - vc[i][k])));
            }
        }
        QVERIFY2(samePooler < 1e-5, std::to_string(samePooler).c_str());
        QVERIFY2(fromFirstToken > 0.05, std::to_string(fromFirstToken).c_str());

        // What cannot be run is named, with its file.
        const auto refused = [&](const QString& expected) {
            try {
                readSentenceTransformers(dir.toStdString());
                QFAIL("an unsupported sentence-transformers folder was accepted");
            } catch (const ModelError& e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            }
        };
        writeFile(dir + "/2_Dense/config.json",
                  R"({"in_features": 32, "out_features": 32, "bias": true,
"activation_function": "torch.nn.modules.activation.ReLU"})");
        refused("2_Dense/config.json: activation_function");
        writeFile(
            dir + "/2_Dense/config.json",
            R"({"in_features": 32, "out_features": 32, "activation_function": "torch.nn.modules.activation.Tanh"})");
        QVERIFY(QFile::remove(dir + "/2_Dense/model.safetensors"));
        writeFile(dir + "/2_Dense/pytorch_model.bin", "pickled");
        refused("pickled");
        writeFile(dir + "/1_Pooling/config.json", R"({"pooling_mode_max_tokens": true})");
        refused("1_Pooling/config.json: pooling pooling_mode_max_tokens");
        writeFile(dir + "/modules.json", "[{");
        refused("modules.json: not valid JSON");
        try {
            EmbeddingSimilarity none(model::Encoder::load(fixtureDir("gpt2").toStdString()),
                                     *tokenizer, Pooling::Pooler);
            QFAIL("the pooler of a model without one");
        } catch (const ModelError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("no pooler"), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"

#include <QtTest>

#include <cmath>

#include "../model/ModelFixtures.h"
#include "TestSupport.h"
#include "attack/EmbeddingSimilarity.h"
#include "attack/PhoneticSimilarity.h"
#include "attack/Similarity.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

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

    void malformedPhoneticTableIsRefused() {
        PhoneticFeatures features;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 features.addTable("header\n900,0,x,x,,1,0,1\n", "t.csv", false));
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
};

QTEST_APPLESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"

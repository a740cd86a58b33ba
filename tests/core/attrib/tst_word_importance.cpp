#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <optional>

#include <nlohmann/json.hpp>

#include "../model/ModelFixtures.h"
#include "ImportanceFixture.h"
#include "TestSupport.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::attrib;
using namespace akshara::test;

class TestWordImportance : public ImportanceTest {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        loadFixture();
        QVERIFY(!encoder_ || texts_.size() >= 10);
    }

    void wordsLeavePunctuationOut() {
        const auto words = inputWords("यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।", nullptr);
        QCOMPARE(words.size(), std::size_t(10));
        QCOMPARE(qs(words[1].text), qs("फ़िल्म"));
        QCOMPARE(words[4].start, std::size_t(21));
        QCOMPARE(words[4].end, std::size_t(23));
        QCOMPARE(qs(words[9].text), qs("देखूँगा"));
    }

    // Eq. 1 of the first paper computed by hand for every word of a review: the model run on
    // the text and on the text with the word replaced by [MASK].
    void leaveOneOutMatchesHandComputation() {
        SKIP_WITHOUT_MODEL();
        const std::string text = texts_[0].text;
        ImportanceOptions options;
        options.method = Method::LeaveOneOut;
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.words.size(), std::size_t(10));
        QCOMPARE(result.queries, result.words.size() + 1);
        const auto p = probabilities(logitsOf(text));
        const int y = best(p);
        QCOMPARE(result.targetClass, y);
        QCOMPARE(qs(tokenizer_->maskToken()), qs("[MASK]"));
        bool anyNonZero = false;
        for (std::size_t i = 0; i < result.words.size(); ++i) {
            const auto& w = result.words[i];
            auto u = u32(text.c_str());
            u = u.substr(0, w.start) + U"[MASK]" + u.substr(w.end);
            const auto q = probabilities(logitsOf(text::encodeUtf8(u)));
            const int flipped = best(q);
            double expected = p[y] - q[y];
            if (flipped != y) {
                expected += q[flipped] - p[flipped];
            }
            QVERIFY2(std::fabs(result.scores[i] - expected) < 1e-5,
                     (w.text + ": " + std::to_string(result.scores[i]) + " vs " +
                      std::to_string(expected))
                         .c_str());
            anyNonZero = anyNonZero || std::fabs(expected) > 1e-6;
        }
        QVERIFY(anyNonZero);
    }

    // A text longer than the model takes: words past the cut are not scored, and they change
    // no score. Masking a word of several tokens in the text freed places that tokens from past
    // the cut then took, so two texts the model sees alike were scored apart.
    void wordsPastTheModelsLengthChangeNoScore() {
        SKIP_WITHOUT_MODEL();
        // Text that fills the model's tokens exactly, so that the two endings start at the
        // cut; फ़िल्म and देखूँगा are 4 and 5 tokens each in this model's vocabulary, यह one.
        const auto length = static_cast<std::size_t>(encoder_->info().maxTokens);
        const std::string sentence = "यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा। ";
        std::string seen;
        while (tokenizer_->encode(seen + sentence).size() <= length) {
            seen += sentence;
        }
        while (tokenizer_->encode(seen + "यह").size() <= length) {
            seen += "यह ";
        }
        QCOMPARE(tokenizer_->encode(seen).size(), length);
        const std::string good = seen + "good good good good good good";
        const std::string bad = seen + "बेकार बेकार बेकार बेकार बेकार बेकार";
        QCOMPARE(tokenizer_->encode(good, length).ids, tokenizer_->encode(bad, length).ids);
        for (const auto& [method, features] : {std::pair{Method::LeaveOneOut, Features::Words},
                                               std::pair{Method::Lime, Features::Words},
                                               std::pair{Method::KernelShap, Features::Words}}) {
            ImportanceOptions options;
            options.method = method;
            options.features = features;
            options.samples = 300;
            options.raiseSamples = true;
            const auto a = importance(*encoder_, *tokenizer_, good, options);
            const auto b = importance(*encoder_, *tokenizer_, bad, options);
            QVERIFY(a.note.find("words fit in the model's") != std::string::npos);
            QCOMPARE(a.words.size(), b.words.size());
            QVERIFY(a.words.size() < inputWords(good, nullptr).size());
            for (std::size_t i = 0; i < a.words.size(); ++i) {
                QVERIFY2(a.scores[i] == b.scores[i],
                         (std::string(methodName(method)) + ", " + a.words[i].text + ": " +
                          std::to_string(a.scores[i]) + " vs " + std::to_string(b.scores[i]))
                             .c_str());
            }
        }
        // Tokens masked alone, in the cut text as in a text that fits: re-tokenized as the
        // text would be, whether or not words past the cut follow.
        for (const auto method : {Method::Lime, Method::KernelShap}) {
            ImportanceOptions options;
            options.method = method;
            options.features = Features::Tokens;
            options.samples = 200;
            options.raiseSamples = true;
            const auto cut = importance(*encoder_, *tokenizer_, good, options);
            const auto fits = importance(*encoder_, *tokenizer_, seen, options);
            QVERIFY(fits.note.find("fit in the model's") == std::string::npos);
            QCOMPARE(cut.words.size(), fits.words.size());
            for (std::size_t i = 0; i < cut.words.size(); ++i) {
                QVERIFY2(cut.scores[i] == fits.scores[i],
                         (std::string(methodName(method)) + ", " + cut.words[i].text + ": " +
                          std::to_string(cut.scores[i]) + " vs " + std::to_string(fits.scores[i]))
                             .c_str());
            }
        }
    }

    // Of a pair cut to the model's length the longer text loses its end, whichever it is: its
    // words past the cut are named as cut, not as dropped by the tokenizer.
    void aCutFirstTextOfAPairIsNamedAsCut() {
        SKIP_WITHOUT_MODEL();
        std::string premise;
        for (int k = 0; k < 20; ++k) {
            premise += "यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा। ";
        }
        const std::string hypothesis = "फ़िल्म अच्छी थी।";
        ImportanceOptions options;
        options.method = Method::Random;
        for (const bool premiseFirst : {true, false}) {
            const auto result =
                premiseFirst ? importancePair(*encoder_, *tokenizer_, premise, hypothesis, options)
                             : importancePair(*encoder_, *tokenizer_, hypothesis, premise, options);
            QVERIFY2(result.note.find("words fit in the model's") != std::string::npos,
                     result.note.c_str());
            QVERIFY2(result.note.find("drops") == std::string::npos, result.note.c_str());
            const int shortText = premiseFirst ? 1 : 0;
            QCOMPARE(std::count_if(result.words.begin(), result.words.end(),
                                   [&](const Word& w) { return w.sequence == shortText; }),
                     std::ptrdiff_t(3));
        }
    }

    // Thai is written without spaces; its two words here fall into one unknown token of this
    // model. Each word is scored, as that token's word, for every method: the second was left
    // out as if cut by truncation.
    void aTokenOverTwoWordsScoresBoth() {
        SKIP_WITHOUT_MODEL();
        const std::string text = "ok สวัสดีครับ fine";
        const auto encoding = tokenizer_->encode(text);
        // [CLS] o ##k [UNK] f ##in ##e [SEP], the unknown token over both Thai words.
        QCOMPARE(qs(encoding.tokens[3]), qs(tokenizer_->unkToken()));
        QCOMPARE(encoding.offsets[3], (std::pair<std::size_t, std::size_t>(3, 13)));
        QCOMPARE(inputWords(text, nullptr).size(), std::size_t(4));
        for (const auto& [method, features] :
             {std::pair{Method::LeaveOneOut, Features::Words},
              std::pair{Method::IntegratedGradients, Features::Words},
              std::pair{Method::KernelShap, Features::Tokens},
              std::pair{Method::KernelShap, Features::Words}}) {
            ImportanceOptions options;
            options.method = method;
            options.features = features;
            const auto result = importance(*encoder_, *tokenizer_, text, options);
            const QString what = qs(std::string(methodName(method)));
            QCOMPARE(result.words.size(), std::size_t(4));
            QCOMPARE(qs(result.words[2].text), qs("ครับ"));
            QVERIFY2(result.note.empty(), qPrintable(what + ": " + qs(result.note)));
            if (method == Method::IntegratedGradients ||
                (method == Method::KernelShap && features == Features::Tokens)) {
                // One token, one feature: the same score for both words.
                QCOMPARE(result.scores[1], result.scores[2]);
            }
        }
    }

    // For a class other than the predicted one, leave-one-out is the drop of its probability:
    // the paper's extra term is for a prediction that masking changed, and rewarding the rise of
    // the predicted class whenever it stayed predicted ranked the words by the wrong class.
    void leaveOneOutForAnotherClass() {
        SKIP_WITHOUT_MODEL();
        const std::string text = texts_[2].text;
        const auto p = probabilities(logitsOf(text));
        const int other = best(p) == 0 ? 1 : 0;
        ImportanceOptions options;
        options.targetClass = other;
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.targetClass, other);
        QCOMPARE(qs(result.words[1].text), qs("ने"));
        for (std::size_t i = 0; i < result.words.size(); ++i) {
            const auto& w = result.words[i];
            auto u = u32(text.c_str());
            u = u.substr(0, w.start) + U"[MASK]" + u.substr(w.end);
            const auto q = probabilities(logitsOf(text::encodeUtf8(u)));
            const double expected = p[other] - q[other];
            QVERIFY2(std::fabs(result.scores[i] - expected) < 1e-7,
                     (w.text + ": " + std::to_string(result.scores[i]) + " vs " +
                      std::to_string(expected))
                         .c_str());
        }
    }

    // Integrated gradients per word: the mean of the reference's per-token values over the
    // tokens inside each word.
    void integratedGradientsAreMeansOfTheReference() {
        SKIP_WITHOUT_MODEL();
        const auto reference = model::SafetensorsFile::open(dir_ + "/reference.safetensors");
        int checked = 0;
        for (const auto& t : texts_) {
            const auto key = "t" + std::to_string(t.index) + ".ig";
            if (!reference.find(key)) {
                continue;
            }
            const auto ig = reference.readFloat(key).values;
            QCOMPARE(ig.size(), t.offsets.size());
            ImportanceOptions options;
            options.method = Method::IntegratedGradients;
            options.targetClass = t.targetClass;
            const auto result = importance(*encoder_, *tokenizer_, t.text, options);
            QCOMPARE(result.queries, std::size_t(18));
            QVERIFY(!result.words.empty());
            for (std::size_t i = 0; i < result.words.size(); ++i) {
                const auto& w = result.words[i];
                const double mean =
                    t.meanOverTokens(w.start, w.end, [&](std::size_t k) { return ig[k]; });
                QVERIFY2(!std::isnan(mean), w.text.c_str());
                QVERIFY2(std::fabs(result.scores[i] - mean) < 1e-3,
                         (key + " " + w.text + ": " + std::to_string(result.scores[i]) + " vs " +
                          std::to_string(mean))
                             .c_str());
            }
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    void gradientTimesInputAreMeansOfTheReference() {
        SKIP_WITHOUT_MODEL();
        const auto reference = model::SafetensorsFile::open(dir_ + "/reference.safetensors");
        const auto& t = texts_[3];
        const auto gxi =
            reference.readFloat("t" + std::to_string(t.index) + ".grad_x_input").values;
        ImportanceOptions options;
        options.method = Method::GradientTimesInput;
        const auto result = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(result.targetClass, t.targetClass);
        QCOMPARE(result.queries, std::size_t(2));
        QCOMPARE(result.words.size(), std::size_t(12));
        for (std::size_t i = 0; i < result.words.size(); ++i) {
            const double mean = t.meanOverTokens(result.words[i].start, result.words[i].end,
                                                 [&](std::size_t k) { return gxi[k]; });
            QVERIFY(std::fabs(result.scores[i] - mean) < 1e-3);
        }
    }

    void randomIsASeededPermutation() {
        SKIP_WITHOUT_MODEL();
        const auto& text = texts_[3].text;
        ImportanceOptions options;
        options.method = Method::Random;
        options.seed = 7;
        const auto a = importance(*encoder_, *tokenizer_, text, options);
        const auto b = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(a.scores, b.scores);
        auto sorted = a.scores;
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t i = 0; i < sorted.size(); ++i) {
            QCOMPARE(sorted[i], double(i + 1));
        }
        QCOMPARE(a.targetClass, texts_[3].targetClass);
        QCOMPARE(a.queries, std::size_t(1));
        // Other seeds give other orders.
        int differ = 0;
        for (std::uint64_t seed = 8; seed < 13; ++seed) {
            options.seed = seed;
            differ += importance(*encoder_, *tokenizer_, text, options).scores != a.scores;
        }
        QVERIFY(differ >= 4);
    }

    // The order is drawn from the seed and the sentence's words. With the seed alone every
    // sentence of n words got the same order (at seed 0 every three-word sentence in text
    // order): a bias for positions, not a random choice of words.
    void randomOrderIsDrawnPerSentence() {
        SKIP_WITHOUT_MODEL();
        const std::vector<std::string> sentences{"राम घर गया", "सीता किताब पढ़ती",
                                                 "बच्चे खेल रहे",  "मौसम बहुत अच्छा",
                                                 "वह स्कूल गई",  "हम खाना खाएँगे"};
        ImportanceOptions options;
        options.method = Method::Random;
        options.targetClass = 0;
        std::size_t pairs = 0, differing = 0;
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            options.seed = seed;
            std::vector<std::vector<double>> orders;
            for (const auto& sentence : sentences) {
                const auto r = importance(*encoder_, *tokenizer_, sentence, options);
                QCOMPARE(r.words.size(), std::size_t(3));
                QCOMPARE(r.queries, std::size_t(0));
                QCOMPARE(importance(*encoder_, *tokenizer_, sentence, options).scores, r.scores);
                orders.push_back(r.scores);
            }
            for (std::size_t a = 0; a < orders.size(); ++a) {
                for (std::size_t b = a + 1; b < orders.size(); ++b) {
                    ++pairs;
                    differing += orders[a] != orders[b] ? 1 : 0;
                }
            }
        }
        // Two sentences share one of the six orders of three words by chance 1 in 6.
        qInfo() << differing << "of" << pairs << "pairs of sentences ordered differently";
        QVERIFY2(differing * 3 >= pairs * 2, std::to_string(differing).c_str());
    }

    // One text of a pair scored alone (the attack on one sentence): its words only, each with
    // the score the pair's masking gives it; with the pair's probabilities known, the pair as
    // it is is not queried again.
    void oneSentenceOfAPairIsScoredAlone() {
        SKIP_WITHOUT_MODEL();
        const std::string first = "राम ने किताब दी।", second = "सीता को किताब मिली।";
        const auto both = importancePair(*encoder_, *tokenizer_, first, second, {});
        QCOMPARE(both.words.size(), std::size_t(8));
        ImportanceOptions options;
        options.sentence = 1;
        const auto alone = importancePair(*encoder_, *tokenizer_, first, second, options);
        QCOMPARE(alone.words.size(), std::size_t(4));
        QCOMPARE(alone.queries, std::size_t(5));
        QCOMPARE(alone.targetClass, both.targetClass);
        for (std::size_t k = 0; k < 4; ++k) {
            QCOMPARE(alone.words[k].sequence, 1);
            QCOMPARE(alone.words[k].start, both.words[k + 4].start);
            QVERIFY(std::fabs(alone.scores[k] - both.scores[k + 4]) < 1e-5);
        }
        model::ForwardOptions what;
        what.logits = true;
        options.inputProbabilities = probabilities(
            encoder_->forward({tokenizer_->encodePair(first, second)}, what)[0].logits.values);
        const auto known = importancePair(*encoder_, *tokenizer_, first, second, options);
        QCOMPARE(known.queries, std::size_t(4));
        for (std::size_t k = 0; k < 4; ++k) {
            QVERIFY(std::fabs(known.scores[k] - alone.scores[k]) < 1e-5);
        }
        options.inputProbabilities = {0.5, 0.5};  // the model has three labels
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importancePair(*encoder_, *tokenizer_, first, second, options));
        options.inputProbabilities.clear();
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importancePair(*encoder_, *tokenizer_, first, "!!", options));
        QVERIFY_THROWS_EXCEPTION(InputError, importance(*encoder_, *tokenizer_, first, options));
        options.sentence = 2;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importancePair(*encoder_, *tokenizer_, first, second, options));
    }

    void pairWordsAreMarkedWithTheirText() {
        SKIP_WITHOUT_MODEL();
        ImportanceOptions options;
        const auto result = importancePair(*encoder_, *tokenizer_, "राम ने किताब दी।",
                                           "सीता को किताब मिली।", options);
        QCOMPARE(result.words.size(), std::size_t(8));
        QCOMPARE(result.words[3].sequence, 0);
        QCOMPARE(result.words[4].sequence, 1);
        QCOMPARE(qs(result.words[6].text), qs("किताब"));
        QCOMPARE(result.words[6].start, std::size_t(8));
        QCOMPARE(result.queries, std::size_t(9));
        // The second text's किताब masked by hand, as a pair.
        model::ForwardOptions what;
        what.logits = true;
        const auto out =
            encoder_->forward({tokenizer_->encodePair("राम ने किताब दी।", "सीता को किताब मिली।"),
                               tokenizer_->encodePair("राम ने किताब दी।", "सीता को [MASK] मिली।")},
                              what);
        const auto p = probabilities(out[0].logits.values);
        const auto q = probabilities(out[1].logits.values);
        const int y = best(p);
        double expected = p[y] - q[y];
        if (best(q) != y) {
            expected += q[best(q)] - p[best(q)];
        }
        QVERIFY(std::fabs(result.scores[6] - expected) < 1e-5);
    }

    // Rollout computed by hand from the reference attentions.
    void rolloutFollowsTheReferenceAttentions() {
        SKIP_WITHOUT_MODEL();
        const auto reference = model::SafetensorsFile::open(dir_ + "/reference.safetensors");
        const auto& t = texts_[0];
        const auto attn = reference.readFloat("t" + std::to_string(t.index) + ".attn");
        const auto layers = attn.shape[0], heads = attn.shape[1], n = attn.shape[2];
        std::vector<double> flow(n * n, 0.0);
        for (std::int64_t i = 0; i < n; ++i) {
            flow[i * n + i] = 1;
        }
        for (std::int64_t l = 0; l < layers; ++l) {
            std::vector<double> a(n * n, 0.0), next(n * n, 0.0);
            for (std::int64_t i = 0; i < n; ++i) {
                double sum = 0;
                for (std::int64_t j = 0; j < n; ++j) {
                    for (std::int64_t h = 0; h < heads; ++h) {
                        a[i * n + j] +=
                            0.5 / heads * attn.values[((l * heads + h) * n + i) * n + j];
                    }
                    a[i * n + j] += i == j ? 0.5 : 0.0;
                    sum += a[i * n + j];
                }
                for (std::int64_t j = 0; j < n; ++j) {
                    a[i * n + j] /= sum;
                }
            }
            for (std::int64_t i = 0; i < n; ++i) {
                for (std::int64_t k = 0; k < n; ++k) {
                    for (std::int64_t j = 0; j < n; ++j) {
                        next[i * n + j] += a[i * n + k] * flow[k * n + j];
                    }
                }
            }
            flow = next;
        }
        ImportanceOptions options;
        options.method = Method::AttentionRollout;
        const auto result = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(result.queries, std::size_t(1));
        QCOMPARE(result.words.size(), std::size_t(10));
        for (std::size_t w = 0; w < result.words.size(); ++w) {
            const double mean = t.meanOverTokens(result.words[w].start, result.words[w].end,
                                                 [&](std::size_t k) { return flow[k]; });
            QVERIFY(std::fabs(result.scores[w] - mean) < 1e-4);
        }
        // The flow of attention is the same whatever class is asked about; the record says so.
        QVERIFY(result.note.empty());
        options.targetClass = result.targetClass == 0 ? 1 : 0;
        const auto other = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(other.targetClass, options.targetClass);
        QCOMPARE(other.scores, result.scores);
        QVERIFY2(other.note.find("not class-specific") != std::string::npos, other.note.c_str());
    }

    // The vanilla gradient (the second paper's G, Simonyan et al.'s saliency): a token's score
    // is the length of the reference gradient at its embedding, a word's the mean of its
    // tokens'. There was no such method.
    void theGradientIsTheLengthOfTheReferenceGradient() {
        SKIP_WITHOUT_MODEL();
        const auto& t = texts_[0];
        const auto reference = model::SafetensorsFile::open(dir_ + "/reference.safetensors");
        const auto grad = reference.readFloat("t" + std::to_string(t.index) + ".grad");
        const auto width = static_cast<std::size_t>(grad.shape.at(1));
        ImportanceOptions options;
        options.method = Method::Gradient;
        const auto result = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(result.targetClass, t.targetClass);
        QCOMPARE(result.queries, std::size_t(2));
        QVERIFY(!result.words.empty());
        const auto length = [&](std::size_t k) {
            double squares = 0;
            for (std::size_t d = 0; d < width; ++d) {
                squares += double(grad.values[k * width + d]) * grad.values[k * width + d];
            }
            return std::sqrt(squares);
        };
        for (std::size_t i = 0; i < result.words.size(); ++i) {
            const double mean =
                t.meanOverTokens(result.words[i].start, result.words[i].end, length);
            QVERIFY2(std::fabs(result.scores[i] - mean) < 1e-3,
                     qPrintable(QString::number(result.scores[i]) + " " + QString::number(mean)));
        }
        QCOMPARE(parseMethod("gradient"), Method::Gradient);
    }

    // Without noise SmoothGrad is the vanilla gradient (the mean of equal gradients), as
    // Smilkov et al. define it; it was gradient x input. The gradient at the input's own lookup
    // is the reference gradient.
    void smoothGradWithoutNoiseIsTheVanillaGradient() {
        SKIP_WITHOUT_MODEL();
        const auto& t = texts_[0];
        const auto encoding = tokenizer_->encode(t.text);
        const auto lookup = encoder_->lookup(encoding);
        QCOMPARE(lookup.shape, (std::vector<std::int64_t>{21, 32}));
        const auto gradients = encoder_->gradientsAt(encoding, {lookup, lookup}, t.targetClass);
        QCOMPARE(gradients.size(), std::size_t(2));
        const auto reference = model::SafetensorsFile::open(dir_ + "/reference.safetensors");
        QVERIFY(maxDifference(gradients[1],
                              reference.readFloat("t" + std::to_string(t.index) + ".grad")) < 1e-3);
        ImportanceOptions options;
        options.method = Method::SmoothGrad;
        options.noiseLevel = 0;
        options.smoothGradSamples = 3;
        const auto smooth = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(smooth.queries, std::size_t(4));
        options.method = Method::Gradient;
        const auto vanilla = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(vanilla.scores.size(), smooth.scores.size());
        for (std::size_t i = 0; i < vanilla.scores.size(); ++i) {
            QVERIFY(std::fabs(smooth.scores[i] - vanilla.scores[i]) < 1e-4);
        }
        options.method = Method::SmoothGrad;
        options.noiseLevel = 0.15;
        options.seed = 11;
        const auto noisy = importance(*encoder_, *tokenizer_, t.text, options);
        QCOMPARE(importance(*encoder_, *tokenizer_, t.text, options).scores, noisy.scores);
        QVERIFY(noisy.scores != smooth.scores);
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 encoder_->gradientsAt(encoding, {model::Array{{2, 32}, {}}}, 0));
    }

    // A noise that overflows the encoder gives scores that are not numbers: an error naming
    // the method and a word, not NaN scores.
    void nonFiniteScoresAreAnError() {
        SKIP_WITHOUT_MODEL();
        ImportanceOptions options;
        options.method = Method::SmoothGrad;
        options.noiseLevel = 1e30;
        options.smoothGradSamples = 2;
        try {
            const auto result = importance(*encoder_, *tokenizer_, "लड़का बुरा है।", options);
            QFAIL(qPrintable(QString("scored: %1").arg(result.scores.front())));
        } catch (const InputError& e) {
            const std::string message = e.message();
            QVERIFY2(message.rfind("smoothgrad gave the word 'लड़का' a score that is not a finite "
                                   "number",
                                   0) == 0,
                     message.c_str());
        }
    }

    void errors() {
        SKIP_WITHOUT_MODEL();
        ImportanceOptions options;
        QVERIFY_THROWS_EXCEPTION(InputError, importance(*encoder_, *tokenizer_, "।, !", options));
        options.targetClass = 3;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importance(*encoder_, *tokenizer_, texts_[0].text, options));
        QVERIFY_THROWS_EXCEPTION(InputError, parseMethod("saliency"));
        QCOMPARE(int(parseMethod("ig")), int(Method::IntegratedGradients));
    }
};

QTEST_GUILESS_MAIN(TestWordImportance)
#include "tst_word_importance.moc"

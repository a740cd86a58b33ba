// KernelSHAP, Partition SHAP and LIME (attrib::importance with Method::KernelShap,
// Method::PartitionShap and Method::Lime) on the bert-cased fixture: exact Shapley values on
// short texts, token features and their means per word, the sample budgets and seeds.
#include <QtTest>

#include <cmath>
#include <memory>
#include <numeric>
#include <optional>

#include "../model/ModelFixtures.h"
#include "ImportanceFixture.h"
#include "TestSupport.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::attrib;
using namespace akshara::test;

namespace {

struct ExactShapley {
    std::vector<double> values;  // one per span
    std::vector<double> full;    // the class probabilities of the whole text
};

// The exact Shapley values of the spans of `text` ([start, end) in code points, in text order)
// for class `y`, from the model run on every subset of them, each span left out replaced by
// [MASK].
ExactShapley exactShapley(const model::Encoder& encoder, const model::Tokenizer& tokenizer,
                          const std::string& text,
                          const std::vector<std::pair<std::size_t, std::size_t>>& spans, int y,
                          const std::u32string& mask = U"[MASK]") {
    const std::size_t n = spans.size();
    std::vector<model::Encoding> inputs;
    for (unsigned set = 0; set < (1U << n); ++set) {
        auto u = u32(text.c_str());
        for (std::size_t i = n; i-- > 0;) {
            if (!((set >> i) & 1U)) {
                u = u.substr(0, spans[i].first) + mask + u.substr(spans[i].second);
            }
        }
        inputs.push_back(tokenizer.encode(text::encodeUtf8(u)));
    }
    model::ForwardOptions what;
    what.logits = true;
    const auto out = encoder.forward(inputs, what);
    std::vector<double> f;
    for (const auto& o : out) {
        f.push_back(probabilities(o.logits.values)[static_cast<std::size_t>(y)]);
    }
    std::vector<double> factorial{1};
    for (std::size_t k = 1; k <= n; ++k) {
        factorial.push_back(factorial.back() * double(k));
    }
    ExactShapley result{std::vector<double>(n, 0.0), probabilities(out.back().logits.values)};
    for (unsigned i = 0; i < n; ++i) {
        for (unsigned set = 0; set < (1U << n); ++set) {
            if ((set >> i) & 1U) {
                continue;
            }
            const auto size = static_cast<std::size_t>(__builtin_popcount(set));
            result.values[i] += factorial[size] * factorial[n - 1 - size] / factorial[n] *
                                (f[set | (1U << i)] - f[set]);
        }
    }
    return result;
}

// Where `scores` and `expected` differ by more than `tolerance` ("i: score vs expected"), or in
// length; empty when they agree.
std::string farApart(const std::vector<double>& scores, const std::vector<double>& expected,
                     double tolerance) {
    if (scores.size() != expected.size()) {
        return std::to_string(scores.size()) + " scores, " + std::to_string(expected.size()) +
               " expected";
    }
    std::string out;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (!(std::fabs(scores[i] - expected[i]) < tolerance)) {
            out += std::to_string(i) + ": " + std::to_string(scores[i]) + " vs " +
                   std::to_string(expected[i]) + "; ";
        }
    }
    return out;
}

}  // namespace

class TestSampledImportance : public ImportanceTest {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        loadFixture();
        QVERIFY(!encoder_ || texts_.size() >= 10);
    }

    // Exact Shapley values of a four-word sentence, from the model run on all 16 subsets.
    void kernelShapIsExactForShortTexts() {
        SKIP_WITHOUT_MODEL();
        const std::string text = "राम ने किताब दी।";
        ImportanceOptions options;
        options.method = Method::KernelShap;
        options.features = Features::Words;
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.words.size(), std::size_t(4));
        QCOMPARE(result.queries, std::size_t(16));
        std::vector<std::pair<std::size_t, std::size_t>> spans;
        for (const auto& w : result.words) {
            spans.emplace_back(w.start, w.end);
        }
        const auto exact = exactShapley(*encoder_, *tokenizer_, text, spans, result.targetClass);
        QCOMPARE(result.targetClass, best(exact.full));
        const std::string off = farApart(result.scores, exact.values, 1e-4);
        QVERIFY2(off.empty(), off.c_str());
    }

    // By default the features are the words' subword tokens (the second paper's eq. 2): exact
    // Shapley values of each token, from the model run on every subset of the tokens, each
    // masked alone in the text, and a word's score the mean over its tokens.
    void kernelShapScoresTokensThenTheirMeanPerWord() {
        SKIP_WITHOUT_MODEL();
        const std::string text = "Kot śpi.";
        const auto encoding = tokenizer_->encode(text);
        const auto words = inputWords(text, nullptr);
        const auto tokens = wordTokens(words, encoding);
        std::vector<std::size_t> features;  // token indices, in text order
        for (const auto& list : tokens) {
            features.insert(features.end(), list.begin(), list.end());
        }
        const std::size_t n = features.size();
        QVERIFY2(n > words.size() && n <= 10, qPrintable(QString::number(n)));  // subwords
        ImportanceOptions options;
        options.method = Method::KernelShap;
        options.samples = (std::size_t(1) << n) - 2;  // every proper subset: exact
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.queries, std::size_t(1) << n);
        std::vector<std::pair<std::size_t, std::size_t>> spans;
        for (const std::size_t t : features) {
            spans.push_back(encoding.offsets[t]);
        }
        const std::vector<double> phi =
            exactShapley(*encoder_, *tokenizer_, text, spans, result.targetClass).values;
        QCOMPARE(result.scores.size(), words.size());
        std::size_t at = 0;
        for (std::size_t w = 0; w < words.size(); ++w) {
            double mean = 0.0;
            for (std::size_t k = 0; k < tokens[w].size(); ++k) {
                mean += phi[at++];
            }
            mean /= double(tokens[w].size());
            QVERIFY2(std::fabs(result.scores[w] - mean) < 1e-4,
                     (words[w].text + ": " + std::to_string(result.scores[w]) + " vs " +
                      std::to_string(mean))
                         .c_str());
        }
        // Scored by words whole, the same sentence gives other scores.
        options.features = Features::Words;
        QVERIFY(importance(*encoder_, *tokenizer_, text, options).scores != result.scores);
        QCOMPARE(parseFeatures("words"), Features::Words);
        QVERIFY_THROWS_EXCEPTION(InputError, parseFeatures("subwords"));
    }

    // XLM-R gives a word's lone ▁ the span of the letter after it. The two cannot be masked
    // apart in the text, so they are one feature: masked one after the other they left
    // "mask>" in the text, and the scores came from inputs no method describes.
    void tokensOverTheSameLettersAreOneFeature() {
        const QString dir = fixtureDir("xlmr");
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        model::EncoderOptions encoderOptions;
        encoderOptions.device = model::DeviceChoice::Cpu;
        const auto encoder = model::Encoder::load(dir.toStdString(), encoderOptions);
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const std::string text = "अच्छा";
        const auto encoding = tokenizer->encode(text);
        QCOMPARE(encoding.tokens[1], std::string("▁"));
        QCOMPARE(encoding.offsets[1], encoding.offsets[2]);
        ImportanceOptions options;
        options.method = Method::KernelShap;
        const auto result = importance(encoder, *tokenizer, text, options);
        QCOMPARE(result.queries, std::size_t(32));  // five features, every subset
        const std::vector<double> phi =
            exactShapley(encoder, *tokenizer, text, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}},
                         result.targetClass, U"<mask>")
                .values;
        const double mean = std::accumulate(phi.begin(), phi.end(), 0.0) / double(phi.size());
        QVERIFY2(std::fabs(result.scores[0] - mean) <= 0.02 * std::fabs(mean),
                 (std::to_string(result.scores[0]) + " vs " + std::to_string(mean)).c_str());
    }

    // samples 0 is the SHAP library's "auto" budget, 2 * words + 2048 coalitions (and the full
    // and empty sets); a budget below words + 1 is refused, or raised to it with a note.
    void shapBudgetIsTheLibrarysByDefaultAndRaisedWhenAsked() {
        SKIP_WITHOUT_MODEL();
        const std::string text =
            "Ta książka jest naprawdę dobra i bardzo ją polecam wszystkim znajomym oraz całej "
            "rodzinie";
        ImportanceOptions options;
        options.method = Method::KernelShap;
        options.features = Features::Words;
        options.samples = 0;
        const auto automatic = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(automatic.words.size(), std::size_t(14));
        QCOMPARE(automatic.queries, std::size_t(2 * 14 + 2048 + 2));
        QVERIFY(automatic.note.empty());
        options.samples = 8;
        QVERIFY_THROWS_EXCEPTION(InputError, importance(*encoder_, *tokenizer_, text, options));
        options.raiseSamples = true;
        const auto raised = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(raised.queries, std::size_t(15 + 2));
        QVERIFY2(raised.note.find("8 raised to 15") != std::string::npos, raised.note.c_str());
    }

    // The least budget solves for every seed, given or raised to: random coalitions alone
    // leave the system singular for some seeds (3 words: seeds 1, 109, 118, 125, 134, 149).
    void shapAtItsLeastBudgetWorksForEverySeed() {
        SKIP_WITHOUT_MODEL();
        const std::string text = "लड़का बुरा है।";
        ImportanceOptions options;
        options.method = Method::KernelShap;
        options.features = Features::Words;
        for (std::uint64_t seed = 0; seed < 150; ++seed) {
            options.seed = seed;
            options.samples = seed % 2 == 0 ? 4 : 2;
            options.raiseSamples = options.samples < 4;
            try {
                const auto result = importance(*encoder_, *tokenizer_, text, options);
                QCOMPARE(result.scores.size(), std::size_t(3));
                QCOMPARE(result.queries, std::size_t(4 + 2));
            } catch (const InputError& e) {
                QFAIL(qPrintable(QString("seed %1: %2").arg(seed).arg(e.what())));
            }
        }
    }

    // Of two words, the Owen values are their Shapley values; the full stop, never masked, costs
    // no evaluation: the empty and full texts and each word alone.
    void partitionShapOfTwoWordsIsTheirShapleyValues() {
        SKIP_WITHOUT_MODEL();
        const std::string text = "Kot śpi.";
        ImportanceOptions options;
        options.method = Method::PartitionShap;
        options.features = Features::Words;
        options.samples = 0;
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.words.size(), std::size_t(2));
        QCOMPARE(result.queries, std::size_t(4));
        const auto exact =
            exactShapley(*encoder_, *tokenizer_, text, {{0, 3}, {4, 7}}, result.targetClass);
        QCOMPARE(result.targetClass, best(exact.full));
        const std::string off = farApart(result.scores, exact.values, 1e-6);
        QVERIFY2(off.empty(), off.c_str());
    }

    // The words' values add up to what masking them all takes from the class's probability,
    // with the library's 500 evaluations and with a budget too small to split the text.
    void partitionShapSharesTheWholeEffectOverTheWords() {
        SKIP_WITHOUT_MODEL();
        const std::string text =
            "Ta książka jest naprawdę dobra, i bardzo ją polecam wszystkim znajomym oraz całej "
            "rodzinie.";
        ImportanceOptions options;
        options.method = Method::PartitionShap;
        options.features = Features::Words;
        options.samples = 0;
        const auto result = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(result.words.size(), std::size_t(14));
        QVERIFY2(result.queries > 14 && result.queries <= 500,
                 qPrintable(QString::number(result.queries)));
        std::u32string masked = u32(text.c_str());
        for (std::size_t i = result.words.size(); i-- > 0;) {
            masked = masked.substr(0, result.words[i].start) + U"[MASK]" +
                     masked.substr(result.words[i].end);
        }
        model::ForwardOptions what;
        what.logits = true;
        const auto out = encoder_->forward(
            {tokenizer_->encode(text), tokenizer_->encode(text::encodeUtf8(masked))}, what);
        const auto y = static_cast<std::size_t>(result.targetClass);
        const double effect =
            probabilities(out[0].logits.values)[y] - probabilities(out[1].logits.values)[y];
        for (const std::size_t samples : {0, 3}) {
            options.samples = samples;
            const auto r = importance(*encoder_, *tokenizer_, text, options);
            const double sum = std::accumulate(r.scores.begin(), r.scores.end(), 0.0);
            // Relative: this fixture's probabilities move little (the effect is about 3e-5).
            QVERIFY2(std::fabs(sum - effect) < 0.01 * std::fabs(effect),
                     (std::to_string(sum) + " vs " + std::to_string(effect)).c_str());
        }
        QVERIFY(importance(*encoder_, *tokenizer_, text, options).queries <= 4);
        // Token features: a word's score is the mean of its pieces', which the tree never
        // splits; seeded, the same twice.
        options.features = Features::Tokens;
        options.samples = 0;
        const auto tokens = importance(*encoder_, *tokenizer_, text, options);
        QCOMPARE(tokens.scores.size(), std::size_t(14));
        QCOMPARE(importance(*encoder_, *tokenizer_, text, options).scores, tokens.scores);
    }

    void limeIsSeeded() {
        SKIP_WITHOUT_MODEL();
        ImportanceOptions options;
        options.method = Method::Lime;
        options.samples = 64;
        options.seed = 5;
        const auto a = importance(*encoder_, *tokenizer_, texts_[0].text, options);
        const auto b = importance(*encoder_, *tokenizer_, texts_[0].text, options);
        QCOMPARE(a.queries, std::size_t(64));
        QCOMPARE(a.scores.size(), std::size_t(10));
        QCOMPARE(a.scores, b.scores);
        options.seed = 6;
        QVERIFY(importance(*encoder_, *tokenizer_, texts_[0].text, options).scores != a.scores);
        options.samples = 1;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importance(*encoder_, *tokenizer_, texts_[0].text, options));
    }
};

QTEST_GUILESS_MAIN(TestSampledImportance)
#include "tst_sampled_importance.moc"

// SentencePiece tokenizers (XLM-R, ALBERT, mT5 conventions) against what Hugging Face
// computed for the same texts.
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <random>
#include <thread>

#include <nlohmann/json.hpp>

#include "TokenizerParity.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::test;

class TestTokenizerSentencePiece : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<model::Tokenizer> loadFixture(const QString& name, QString& folder) {
        folder = fixtureFolder(name);
        return folder.isEmpty() ? nullptr : model::Tokenizer::load(folder.toStdString());
    }

private Q_SLOTS:
    void xlmrMatchesReference() {
        QString folder;
        const auto tokenizer = loadFixture("xlmr", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        QCOMPARE(QString::fromStdString(tokenizer->kind()), QString("sentencepiece-xlmr"));
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder), 30);
    }

    void xlmrFairseqIds() {
        QString folder;
        const auto tokenizer = loadFixture("xlmr", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        QCOMPARE(tokenizer->padId(), std::int64_t(1));
        QCOMPARE(tokenizer->unkId(), std::int64_t(3));
        QCOMPARE(tokenizer->vocabSize(), std::size_t(402));
        QCOMPARE(tokenizer->maskToken(), std::string("<mask>"));
        const auto e = tokenizer->encode("राम <mask> गया");
        const auto at = std::find(e.tokens.begin(), e.tokens.end(), std::string("<mask>"));
        QVERIFY(at != e.tokens.end());
        QCOMPARE(e.ids.at(static_cast<std::size_t>(at - e.tokens.begin())), std::int64_t(401));
        const auto pair = tokenizer->encodePair("राम", "सीता");
        QCOMPARE(pair.tokens.front(), std::string("<s>"));
        QCOMPARE(std::count(pair.tokens.begin(), pair.tokens.end(), std::string("</s>")), 3);
    }

    // U+0085 (NEXT LINE) breaks a word as a space does, as the Hugging Face tokenizers split
    // it: a cp1252 ellipsis misread as Latin-1 is no unknown piece inside the word.
    void nextLineSplitsAWord() {
        QString folder;
        const auto tokenizer = loadFixture("xlmr", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const auto e = tokenizer->encode("a\u0085b");
        QCOMPARE(e.ids, (std::vector<std::int64_t>{0, 55, 5, 84, 2}));
        QCOMPARE(e.wordIds, (std::vector<int>{-1, 0, 1, 1, -1}));
    }

    void albertMatchesReference() {
        QString folder;
        const auto tokenizer = loadFixture("albert", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/albert is absent");
        }
        QCOMPARE(QString::fromStdString(tokenizer->kind()), QString("sentencepiece-albert"));
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder), 30);
        const auto pair = tokenizer->encodePair("राम", "सीता");
        QCOMPARE(pair.typeIds.front(), std::int64_t(0));
        QCOMPARE(pair.typeIds.back(), std::int64_t(1));
        QCOMPARE(tokenizer->maskToken(), std::string("[MASK]"));
    }

    // ALBERT without keep_accents: Hugging Face's NFKD and StripAccents drop every combining
    // mark of Unicode 9.0, Mn, Mc and Me alike (Devanagari's ि, ं and ी of हिंदी), keep a mark
    // assigned since (Malayalam ഻ U+0D3B), and take Polish letters to their base, from the
    // *.model as from tokenizer.json.
    void albertWithoutAccentsDropsEveryMark() {
        const QString fixture = fixtureFolder("albert");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/albert is absent");
        }
        const QString fromModel = tempPath("albert-no-accents-model");
        const QString fromJson = tempPath("albert-no-accents-json");
        QDir().mkpath(fromModel);
        QDir().mkpath(fromJson);
        std::ifstream configIn((fixture + "/tokenizer_config.json").toStdString());
        auto config = nlohmann::json::parse(configIn);
        config["keep_accents"] = false;
        std::ifstream tokenizerIn((fixture + "/tokenizer.json").toStdString());
        auto tj = nlohmann::json::parse(tokenizerIn);
        auto& steps = tj["normalizer"]["normalizers"];
        steps.insert(steps.begin() + 2, nlohmann::json::object({{"type", "StripAccents"}}));
        steps.insert(steps.begin() + 2, nlohmann::json::object({{"type", "NFKD"}}));
        for (const QString& dir : {fromModel, fromJson}) {
            std::ofstream((dir + "/tokenizer_config.json").toStdString()) << config.dump();
            QVERIFY(QFile::copy(fixture + "/config.json", dir + "/config.json"));
        }
        QVERIFY(QFile::copy(fixture + "/spiece.model", fromModel + "/spiece.model"));
        std::ofstream((fromJson + "/tokenizer.json").toStdString()) << tj.dump();
        for (const QString& dir : {fromModel, fromJson}) {
            const auto tokenizer = model::Tokenizer::load(dir.toStdString());
            const auto tokens = [&](const char* text) { return tokenizer->encode(text).tokens; };
            QCOMPARE(tokens("हिंदी"), tokens("हद"));
            QCOMPARE(tokens("zażółć gęślą"), tokens("zazołc gesla"));
            QVERIFY(tokens("കേ഻") != tokens("ക"));
        }
    }

    void mt5MatchesReference() {
        QString folder;
        const auto tokenizer = loadFixture("mt5-encoder", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/mt5-encoder is absent");
        }
        QCOMPARE(QString::fromStdString(tokenizer->kind()), QString("sentencepiece-t5"));
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder),
                                       29);  // an encoder: no pair record
        // T5 has no mask token: masking falls back to the unknown token.
        QCOMPARE(tokenizer->maskToken(), tokenizer->unkToken());
    }

    void tokenizerJsonOnlyMatchesReference_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("records");
        QTest::newRow("xlmr") << "xlmr" << 30;
        QTest::newRow("albert") << "albert" << 30;
        QTest::newRow("mt5-encoder") << "mt5-encoder" << 29;
    }

    // A folder that carries only tokenizer.json (its Unigram vocabulary and normalization map)
    // encodes as the *.model does.
    void tokenizerJsonOnlyMatchesReference() {
        QFETCH(QString, name);
        QFETCH(int, records);
        const QString fixture = fixtureFolder(name);
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity is absent");
        }
        const QString dir = tempPath(name + "-tokenizer-json");
        QDir().mkpath(dir);
        for (const char* file : {"tokenizer.json", "tokenizer_config.json", "config.json"}) {
            QVERIFY(QFile::copy(fixture + "/" + file, dir + "/" + file));
        }
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const auto fromModel = model::Tokenizer::load(fixture.toStdString());
        QCOMPARE(tokenizer->kind(), fromModel->kind());
        QCOMPARE(tokenizer->vocabSize(), fromModel->vocabSize());
        QCOMPARE(tokenizer->padId(), fromModel->padId());
        QCOMPARE(tokenizer->unkId(), fromModel->unkId());
        QCOMPARE(tokenizer->maskToken(), fromModel->maskToken());
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(fixture), records);
    }

    // XLM-R's tokenizer.json as older converters wrote it: a Replace of space runs after the
    // precompiled map, and Metaspace alone as the pre-tokenizer. Hugging Face's fast tokenizer
    // then reads a space at the end of a text as a "▁" of its own (▁a ▁ for "a "), where
    // the *.model and the newer layouts drop it; from the *.model beside such a tokenizer.json
    // too. Converters since strip the end first: that layout reads as the fixture's.
    void olderXlmrTokenizerJson() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        std::ifstream in((fixture + "/tokenizer.json").toStdString());
        const auto original = nlohmann::json::parse(in);
        const nlohmann::json metaspace = {
            {"type", "Metaspace"}, {"replacement", "\u2581"}, {"add_prefix_space", true}};
        const auto folder = [&](const QString& name, const nlohmann::json& normalizers,
                                bool withModel) {
            auto tj = original;
            tj["normalizer"] = {{"type", "Sequence"}, {"normalizers", normalizers}};
            tj["pre_tokenizer"] = metaspace;
            const QString dir = tempPath(name);
            QDir(dir).removeRecursively();
            QDir().mkpath(dir);
            std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
            QFile::copy(fixture + "/config.json", dir + "/config.json");
            if (withModel) {
                QFile::copy(fixture + "/sentencepiece.bpe.model", dir + "/sentencepiece.bpe.model");
            }
            return model::Tokenizer::load(dir.toStdString());
        };
        const nlohmann::json collapse = {
            {"type", "Replace"}, {"pattern", {{"Regex", " {2,}"}}}, {"content", " "}};
        const nlohmann::json older = {original["normalizer"], collapse};
        const nlohmann::json reference = readReference(fixture);
        for (const bool withModel : {false, true}) {
            const auto tokenizer = folder("xlmr-older-tokenizer-json", older, withModel);
            int compared = 0;
            for (const auto& record : reference.at("texts")) {
                if (!record.contains("text")) {
                    continue;
                }
                const std::string text = record.at("text").get<std::string>();
                std::vector<std::int64_t> expected = record.at("input_ids");
                if (!text.empty() && QString::fromStdString(text).back().isSpace()) {
                    expected.insert(expected.end() - 1, 5);  // "▁" before </s>
                }
                QCOMPARE(tokenizer->encode(text).ids, expected);
                ++compared;
            }
            QCOMPARE(compared, 29);
            const auto e = tokenizer->encode("a   ");
            QCOMPARE(e.ids, (std::vector<std::int64_t>{0, 55, 5, 2}));
            QCOMPARE(e.tokens[2], std::string("\u2581"));
            QCOMPARE(e.offsets[2], (std::pair<std::size_t, std::size_t>(1, 4)));
            QCOMPARE(e.wordIds, (std::vector<int>{-1, 0, 1, -1}));
            QCOMPARE(tokenizer->encode(" ").ids, (std::vector<std::int64_t>{0, 5, 2}));
            QCOMPARE(tokenizer->encode("").ids, (std::vector<std::int64_t>{0, 2}));
            QCOMPARE(tokenizer->encode("a  b").ids, tokenizer->encode("a b").ids);
        }
        const nlohmann::json stripped = {
            original["normalizer"],
            {{"type", "Strip"}, {"strip_left", false}, {"strip_right", true}},
            {{"type", "Replace"}, {"pattern", {{"Regex", " {2,}"}}}, {"content", "\u2581"}}};
        const auto newer = folder("xlmr-stripping-tokenizer-json", stripped, false);
        AKSHARA_COMPARE_WITH_REFERENCE(*newer, reference, 30);
        QCOMPARE(newer->encode("a   ").ids, (std::vector<std::int64_t>{0, 55, 2}));
    }

    // A Lowercase step in a Unigram tokenizer.json lower-cases for every family, not ALBERT's
    // alone: ŁÓDŹ is łódź to an XLM-R folder that says so.
    void lowercaseStepAppliesToEveryFamily() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        std::ifstream in((fixture + "/tokenizer.json").toStdString());
        auto tj = nlohmann::json::parse(in);
        tj["normalizer"] = {{"type", "Sequence"},
                            {"normalizers", {tj["normalizer"], {{"type", "Lowercase"}}}}};
        const QString dir = tempPath("xlmr-lowercase-tokenizer-json");
        QDir().mkpath(dir);
        std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
        QVERIFY(QFile::copy(fixture + "/config.json", dir + "/config.json"));
        const auto lowered = model::Tokenizer::load(dir.toStdString());
        const auto cased = model::Tokenizer::load(fixture.toStdString());
        QCOMPARE(lowered->encode("ŁÓDŹ Hello").ids, cased->encode("łódź hello").ids);
        QVERIFY(cased->encode("ŁÓDŹ Hello").ids != cased->encode("łódź hello").ids);
    }

    // A fine-tuned model's own tokens in tokenizer.json's added_tokens, past the pieces' ids,
    // are split out of the text with their ids, from the *.model as from tokenizer.json alone:
    // one as written, one (normalized) in the normalized text, where the fullwidth brackets
    // have become ASCII.
    void addedTokensAreSplitOutWithTheirIds() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const auto token = [](int id, const char* content, bool normalized) {
            return nlohmann::json{
                {"id", id},        {"content", content}, {"single_word", false},
                {"lstrip", false}, {"rstrip", false},    {"normalized", normalized},
                {"special", false}};
        };
        const nlohmann::json added = {token(402, "<ent>", false), token(403, "</ent>", true)};
        const QString withModel = fixtureWithAddedTokens(
            fixture, "xlmr-added-tokens",
            {"sentencepiece.bpe.model", "tokenizer_config.json", "config.json"}, added);
        const QString jsonOnly = fixtureWithAddedTokens(
            fixture, "xlmr-added-tokens-json", {"tokenizer_config.json", "config.json"}, added);
        for (const QString& folder : {withModel, jsonOnly}) {
            const auto tokenizer = model::Tokenizer::load(folder.toStdString());
            QCOMPARE(tokenizer->vocabSize(), std::size_t(404));
            const auto e = tokenizer->encode("a <ent> b\uFF1C/ent\uFF1E राम");
            QCOMPARE(e.tokens, (std::vector<std::string>{"<s>", "\u2581a", "<ent>", "\u2581", "b",
                                                         "</ent>", "\u2581राम", "</s>"}));
            QCOMPARE(e.ids, (std::vector<std::int64_t>{0, 55, 402, 5, 84, 403, 193, 2}));
            QCOMPARE(e.offsets,
                     (std::vector<std::pair<std::size_t, std::size_t>>{
                         {0, 0}, {0, 1}, {2, 7}, {8, 9}, {8, 9}, {9, 15}, {16, 19}, {0, 0}}));
            QCOMPARE(e.wordIds, (std::vector<int>{-1, 0, 1, 2, 2, 3, 4, -1}));
        }
    }

    void normalizesGraphemesAsHuggingFace_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::addColumn<QList<qint64>>("ids");
        QTest::addColumn<QList<int>>("offsets");  // start and end of each token, in turn
        // বোন typed with ো as its two parts (U+09C7 U+09BE): they stay two.
        QTest::newRow("bengali-o-decomposed")
            << "xlmr" << QString::fromUtf8("\u09AC\u09C7\u09BE\u09A8")
            << QStringList{"\u2581", "\u09AC", "\u09C7", "\u09BE", "\u09A8"}
            << QList<qint64>{5, 104, 108, 150, 329} << QList<int>{0, 1, 0, 1, 1, 2, 2, 3, 3, 4};
        // ऩ typed as न and nukta: the nukta stays a piece of its own, not an unknown ऩ.
        QTest::newRow("devanagari-nukta-decomposed")
            << "xlmr" << QString::fromUtf8("\u0928\u093C\u0939\u0940\u0902")
            << QStringList{"\u2581", "\u0928", "\u093C", "\u0939", "\u0940", "\u0902"}
            << QList<qint64>{5, 385, 381, 396, 68, 392}
            << QList<int>{0, 1, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5};
        // കൊല with ൊ as U+0D46 U+0D3E.
        QTest::newRow("malayalam-o-decomposed")
            << "mt5-encoder" << QString::fromUtf8("\u0D15\u0D46\u0D3E\u0D32")
            << QStringList{"\u2581", "\u0D15", "\u0D46", "\u0D3E", "\u0D32"}
            << QList<qint64>{4, 204, 303, 143, 26} << QList<int>{0, 1, 0, 1, 1, 2, 2, 3, 3, 4};
        // கொடு with ொ as U+0BC6 U+0BBE: ெ alone is no piece of this vocabulary.
        QTest::newRow("tamil-o-decomposed")
            << "albert" << QString::fromUtf8("\u0B95\u0BC6\u0BBE\u0B9F\u0BC1")
            << QStringList{"\u2581", "\u0B95", "<unk>", "\u0BBE", "\u0B9F", "\u0BC1"}
            << QList<qint64>{6, 347, 1, 154, 310, 32}
            << QList<int>{0, 1, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5};
        // The same word typed both ways in one text.
        QTest::newRow("bengali-both-forms")
            << "albert" << QString::fromUtf8("\u09AC\u09CB\u09A8 \u09AC\u09C7\u09BE\u09A8")
            << QStringList{"\u2581", "\u09AC", "\u09CB", "\u09A8", "\u2581",
                           "\u09AC", "\u09C7", "\u09BE", "\u09A8"}
            << QList<qint64>{6, 105, 350, 328, 6, 105, 109, 151, 328}
            << QList<int>{0, 1, 0, 1, 1, 2, 2, 3, 4, 5, 4, 5, 5, 6, 6, 7, 7, 8};
        // A grapheme under six bytes is replaced whole by its shortest mapped beginning: the
        // second acute vanishes with it.
        QTest::newRow("latin-double-acute")
            << "xlmr" << QString::fromUtf8("e\u0301\u0301") << QStringList{"\u2581", "\u00E9"}
            << QList<qint64>{5, 373} << QList<int>{0, 1, 0, 1};
    }

    // The precompiled map applies grapheme by grapheme as Hugging Face's tokenizers apply it
    // (not by libsentencepiece's longest match across characters), whether the map comes
    // from the *.model or from tokenizer.json. The tokens and ids are Hugging Face's.
    void normalizesGraphemesAsHuggingFace() {
        QFETCH(QString, name);
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QFETCH(QList<qint64>, ids);
        QFETCH(QList<int>, offsets);
        const QString fixture = fixtureFolder(name);
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity is absent");
        }
        const QString jsonOnly = tempPath(name + "-graphemes-tokenizer-json");
        if (!QDir(jsonOnly).exists()) {
            QDir().mkpath(jsonOnly);
            for (const char* file : {"tokenizer.json", "tokenizer_config.json", "config.json"}) {
                QVERIFY(QFile::copy(fixture + "/" + file, jsonOnly + "/" + file));
            }
        }
        for (const QString& folder : {fixture, jsonOnly}) {
            const auto tokenizer = model::Tokenizer::load(folder.toStdString());
            const auto e = tokenizer->encode(text.toStdString());
            QStringList gotTokens;
            QList<qint64> gotIds;
            QList<int> gotOffsets;
            for (std::size_t i = 0; i < e.size(); ++i) {
                if (e.sequenceIds[i] >= 0) {
                    gotTokens << QString::fromStdString(e.tokens[i]);
                    gotIds << e.ids[i];
                    gotOffsets << static_cast<int>(e.offsets[i].first)
                               << static_cast<int>(e.offsets[i].second);
                }
            }
            QCOMPARE(gotTokens, tokens);
            QCOMPARE(gotIds, ids);
            QCOMPARE(gotOffsets, offsets);
        }
    }

    void encodesFromSeveralThreads_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("xlmr") << "xlmr";
        QTest::newRow("bert-cased") << "bert-cased";
        QTest::newRow("albert") << "albert";
        QTest::newRow("mt5-encoder") << "mt5-encoder";
    }

    // One loaded tokenizer shared by several threads gives each the same encodings.
    void encodesFromSeveralThreads() {
        QFETCH(QString, name);
        const QString folder = fixtureFolder(name);
        if (folder.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity is absent");
        }
        const auto tokenizer = model::Tokenizer::load(folder.toStdString());
        std::vector<std::string> texts;
        const nlohmann::json reference = readReference(folder);  // kept while its texts are read
        for (const auto& record : reference.at("texts")) {
            if (record.contains("text")) {
                texts.push_back(record.at("text").get<std::string>());
            }
        }
        QVERIFY(texts.size() > 20);
        std::vector<std::vector<std::int64_t>> expected;
        for (const auto& t : texts) {
            expected.push_back(tokenizer->encode(t).ids);
        }
        std::vector<int> mismatches(4, 0);
        std::vector<std::thread> threads;
        for (std::size_t k = 0; k < mismatches.size(); ++k) {
            threads.emplace_back([&, k] {
                for (int round = 0; round < 20; ++round) {
                    for (std::size_t i = 0; i < texts.size(); ++i) {
                        mismatches[k] += tokenizer->encode(texts[i]).ids != expected[i];
                    }
                }
            });
        }
        for (auto& t : threads) {
            t.join();
        }
        QCOMPARE(mismatches, std::vector<int>(4, 0));
    }

    void oddTextStaysInBounds_data() {
        QTest::addColumn<QString>("name");
        for (const char* name :
             {"bert-cased", "bert-uncased", "xlmr", "albert", "mt5-encoder", "gpt2", "bloom"}) {
            QTest::newRow(name) << name;
        }
    }

    // Texts mixing scripts, combining marks, joiners, odd spaces, controls and specials:
    // every token lies inside its text, ids inside the vocabulary, word ids never decrease.
    void oddTextStaysInBounds() {
        QFETCH(QString, name);
        const QString folder = fixtureFolder(name);
        if (folder.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity is absent");
        }
        const auto tokenizer = model::Tokenizer::load(folder.toStdString());
        const std::u32string alphabet =
            U"कखगक्षज्ञािीुूेैोौंःँ़्\u200c\u200d ं \u00a0\u3000\t\n\u0001\u00ad"
            U"ab`'\"éè\u0301ßİΣ中文🙂\u2581-.,।॥\ufeff\u200b";
        const std::u32string mask = akshara::text::decodeUtf8(tokenizer->maskToken());
        std::mt19937 random(7);
        for (int round = 0; round < 400; ++round) {
            std::u32string text;
            const int length = static_cast<int>(random() % 40);
            for (int i = 0; i < length; ++i) {
                if (random() % 50 == 0) {
                    text += mask;
                } else {
                    text.push_back(alphabet[random() % alphabet.size()]);
                }
            }
            const std::string utf8 = akshara::text::encodeUtf8(text);
            const auto e = tokenizer->encodePair(utf8, utf8);
            int lastWord[2] = {-1, -1};
            for (std::size_t i = 0; i < e.size(); ++i) {
                QVERIFY2(
                    e.ids[i] >= 0 && static_cast<std::size_t>(e.ids[i]) < tokenizer->vocabSize(),
                    utf8.c_str());
                QVERIFY2(
                    e.offsets[i].first <= e.offsets[i].second && e.offsets[i].second <= text.size(),
                    utf8.c_str());
                if (e.sequenceIds[i] >= 0) {
                    QVERIFY2(e.wordIds[i] >= lastWord[e.sequenceIds[i]], utf8.c_str());
                    lastWord[e.sequenceIds[i]] = e.wordIds[i];
                }
            }
        }
    }

    void truncationKeepsSpecials() {
        QString folder;
        const auto tokenizer = loadFixture("xlmr", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const auto cut = tokenizer->encode("यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।", 6);
        QCOMPARE(cut.size(), std::size_t(6));
        QCOMPARE(cut.tokens.front(), std::string("<s>"));
        QCOMPARE(cut.tokens.back(), std::string("</s>"));
        QVERIFY(cut.truncated);
        const auto pair =
            tokenizer->encodePair("यह फ़िल्म बहुत बेकार थी", "राम ने सीता को एक सुंदर किताब दी।", 12);
        QCOMPARE(pair.size(), std::size_t(12));
        QVERIFY(pair.truncated);
        const std::size_t whole =
            tokenizer->encodePair("यह फ़िल्म बहुत बेकार थी", "राम ने सीता को एक सुंदर किताब दी।").size();
        QVERIFY(
            !tokenizer->encodePair("यह फ़िल्म बहुत बेकार थी", "राम ने सीता को एक सुंदर किताब दी।", whole)
                 .truncated);
    }
};

QTEST_APPLESS_MAIN(TestTokenizerSentencePiece)
#include "tst_tokenizer_sentencepiece.moc"

// WordPiece tokenizers of BERT folders against what Hugging Face computed for the same texts.
#include <QtTest>

#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "TokenizerParity.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::test;

class TestTokenizerWordPiece : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<model::Tokenizer> loadFixture(const QString& name, QString& folder) {
        folder = fixtureFolder(name);
        if (folder.isEmpty()) {
            return nullptr;
        }
        return model::Tokenizer::load(folder.toStdString());
    }

private Q_SLOTS:
    void casedMatchesReference() {
        QString folder;
        const auto tokenizer = loadFixture("bert-cased", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        QCOMPARE(QString::fromStdString(tokenizer->kind()), QString("wordpiece"));
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder), 30);
    }

    void uncasedDropsMarksLikeReference() {
        QString folder;
        const auto tokenizer = loadFixture("bert-uncased", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-uncased is absent");
        }
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder), 30);
        // Lower-casing with accent stripping removes the vowel signs of "फ़िल्म".
        const auto e = tokenizer->encode("फ़िल्म");
        QCOMPARE(e.tokens.at(1), std::string("फिलम"));
    }

    // Hugging Face's BERT tokenizers read characters by the Unicode 8.0 tables: one assigned
    // since is no punctuation and no mark there, and an unassigned one no control character,
    // so each stays inside its word (a word the vocabulary lacks: [UNK]), not split off or
    // dropped. Bengali ৽ U+09FD is punctuation and ৾ U+09FE a mark in Unicode 15.
    void charactersNewerThanUnicode8StayInTheirWord() {
        QString cased;
        QString uncased;
        const auto casedTokenizer = loadFixture("bert-cased", cased);
        const auto uncasedTokenizer = loadFixture("bert-uncased", uncased);
        if (!casedTokenizer || !uncasedTokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-cased or bert-uncased is absent");
        }
        const std::vector<std::string> unknownWord{"[CLS]", "[UNK]", "[SEP]"};
        for (const char* text : {"ক৽খ", "ক৾খ", "ক\u0378খ"}) {
            for (const auto* tokenizer : {casedTokenizer.get(), uncasedTokenizer.get()}) {
                const auto e = tokenizer->encode(text);
                QCOMPARE(e.tokens, unknownWord);
                QCOMPARE(e.offsets.at(1), (std::pair<std::size_t, std::size_t>(0, 3)));
            }
        }
        // The vowel signs of Unicode 8 are still marks, dropped by the uncased tokenizer, and
        // the danda still punctuation.
        QCOMPARE(uncasedTokenizer->encode("কু").tokens,
                 (std::vector<std::string>{"[CLS]", "ক", "[SEP]"}));
        QCOMPARE(casedTokenizer->encode("ক।").tokens.size(), std::size_t(4));
    }

    // Beside vocab.txt, tokenizer.json is what Hugging Face reads, not tokenizer_config.json:
    // its normalizer (cased where the config says nothing of case, whose default would lower
    // the case; or none at all, keeping a control character), its limit on a word's length,
    // and its word split (Whitespace keeps "!!" one word, WhitespaceSplit keeps it with the
    // word before). Another split is refused.
    void tokenizerJsonBesideVocabTxtDecides() {
        const QString source = fixtureFolder("bert-cased");
        if (source.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const std::string dir = tempPath("beside-vocab").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        std::filesystem::copy_file(source.toStdString() + "/vocab.txt", dir + "/vocab.txt");
        auto config =
            nlohmann::json::parse(readFile(source.toStdString() + "/tokenizer_config.json"));
        config.erase("do_lower_case");
        writeFileAtomically(dir + "/tokenizer_config.json", config.dump());
        const auto original =
            nlohmann::json::parse(readFile(source.toStdString() + "/tokenizer.json"));
        const auto load = [&](const nlohmann::json& tj) {
            writeFileAtomically(dir + "/tokenizer.json", tj.dump());
            return model::Tokenizer::load(dir);
        };
        const auto cased = model::Tokenizer::load(source.toStdString());
        const char* text = "Oświadczam ÉCOLE";
        QCOMPARE(load(original)->encode(text).ids, cased->encode(text).ids);

        auto tj = original;
        tj["model"]["max_input_chars_per_word"] = 5;
        QCOMPARE(load(tj)->encode("Oświadczam").tokens,
                 (std::vector<std::string>{"[CLS]", "[UNK]", "[SEP]"}));

        tj = original;
        tj["normalizer"] = nullptr;
        QVERIFY(load(tj)->encode("a\u0001b").tokens != cased->encode("a\u0001b").tokens);
        QCOMPARE(cased->encode("a\u0001b").tokens, cased->encode("ab").tokens);

        const auto words = [](const model::Encoding& e) { return e.wordIds.at(e.size() - 2) + 1; };
        QCOMPARE(words(cased->encode("राम!! सीता")), 4);
        tj = original;
        tj["pre_tokenizer"] = {{"type", "Whitespace"}};
        QCOMPARE(words(load(tj)->encode("राम!! सीता")), 3);
        tj["pre_tokenizer"] = {{"type", "WhitespaceSplit"}};
        QCOMPARE(words(load(tj)->encode("राम!! सीता")), 2);
        tj["pre_tokenizer"] = {{"type", "Metaspace"}};
        try {
            load(tj);
            QFAIL("a WordPiece tokenizer.json with a Metaspace pre-tokenizer was accepted");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("a Metaspace pre-tokenizer is not supported") !=
                         std::string::npos,
                     e.what());
        }
    }

    void specialsAndVocabulary() {
        QString folder;
        const auto tokenizer = loadFixture("bert-cased", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        QCOMPARE(tokenizer->maskToken(), std::string("[MASK]"));
        QCOMPARE(tokenizer->unkToken(), std::string("[UNK]"));
        QCOMPARE(tokenizer->unkId(), std::int64_t(1));
        QCOMPARE(tokenizer->padId(), std::int64_t(0));
        QCOMPARE(tokenizer->vocabSize(), std::size_t(766));
        // A [MASK] written in the text is the mask token, not "[", "MASK", "]".
        const auto e = tokenizer->encode("राम [MASK] गया");
        const auto at = std::find(e.tokens.begin(), e.tokens.end(), std::string("[MASK]"));
        QVERIFY(at != e.tokens.end());
        const auto k = static_cast<std::size_t>(at - e.tokens.begin());
        QCOMPARE(e.ids.at(k), std::int64_t(4));
        QCOMPARE(e.offsets.at(k), (std::pair<std::size_t, std::size_t>(4, 10)));
        QCOMPARE(e.wordIds.at(k), 1);
    }

    // Inputs held by the thousand before they are run keep what the model reads and give
    // back the memory of the rest: ids, and a pair's token types.
    void anEncodingKeepsWhatTheModelReads() {
        QString folder;
        const auto tokenizer = loadFixture("bert-cased", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        auto single = tokenizer->encode("राम घर गया");
        auto pair = tokenizer->encodePair("राम घर गया", "वह आया");
        const auto singleIds = single.ids;
        const auto pairIds = pair.ids, pairTypes = pair.typeIds;
        QCOMPARE(pairTypes.back(), std::int64_t(1));  // the second text's, kept
        model::keepWhatTheModelReads(single);
        model::keepWhatTheModelReads(pair);
        QCOMPARE(single.ids, singleIds);
        QCOMPARE(pair.ids, pairIds);
        QCOMPARE(pair.typeIds, pairTypes);
        QCOMPARE(single.typeIds.capacity(), std::size_t(0));
        for (const auto* e : {&single, &pair}) {
            QCOMPARE(e->tokens.capacity(), std::size_t(0));
            QCOMPARE(e->offsets.capacity(), std::size_t(0));
            QCOMPARE(e->wordIds.capacity(), std::size_t(0));
            QCOMPARE(e->sequenceIds.capacity(), std::size_t(0));
        }
    }

    // A fine-tuned model's own added token (tokenizer.json's added_tokens, past vocab.txt's
    // ids) is split out of the text with its id, as Hugging Face extracts added tokens, in a
    // folder with vocab.txt as in one with tokenizer.json alone; an added_tokens.json does
    // the same. A damaged tokenizer.json beside vocab.txt is an error, not passed over.
    void addedTokensAreSplitOutWithTheirIds() {
        const QString source = fixtureFolder("bert-cased");
        if (source.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const std::string dir = tempPath("added-tokens").toStdString();
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        for (const char* name : {"vocab.txt", "tokenizer_config.json", "config.json"}) {
            std::filesystem::copy_file(source.toStdString() + "/" + name, dir + "/" + name);
        }
        auto tj = nlohmann::json::parse(readFile(source.toStdString() + "/tokenizer.json"));
        tj["added_tokens"].push_back({{"id", 766},
                                      {"content", "<ent>"},
                                      {"single_word", false},
                                      {"lstrip", false},
                                      {"rstrip", false},
                                      {"normalized", false},
                                      {"special", true}});
        writeFileAtomically(dir + "/tokenizer.json", tj.dump());
        for (int only = 0; only < 2; ++only) {
            if (only == 1) {
                std::filesystem::remove(dir + "/vocab.txt");
            }
            const auto tokenizer = model::Tokenizer::load(dir);
            const auto e = tokenizer->encode("a<ent>b");
            QCOMPARE(e.tokens, (std::vector<std::string>{"[CLS]", "a", "<ent>", "b", "[SEP]"}));
            QCOMPARE(e.ids[2], std::int64_t(766));
            QCOMPARE(tokenizer->vocabSize(), std::size_t(767));
        }
        std::filesystem::copy_file(source.toStdString() + "/vocab.txt", dir + "/vocab.txt");
        std::filesystem::remove(dir + "/tokenizer.json");
        writeFileAtomically(dir + "/added_tokens.json", "{\"<ent>\": 766}");
        QCOMPARE(model::Tokenizer::load(dir)->encode("a<ent>b").ids[2], std::int64_t(766));
        writeFileAtomically(dir + "/tokenizer.json", "{\"added_tokens\": [");
        QVERIFY_THROWS_EXCEPTION(ModelError, model::Tokenizer::load(dir));
        // An added token without its id is named, not passed over.
        writeFileAtomically(dir + "/tokenizer.json",
                            "{\"added_tokens\": [{\"content\": \"<ent>\"}]}");
        try {
            model::Tokenizer::load(dir);
            QFAIL("an added token without an id was accepted");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("tokenizer.json: malformed added token") !=
                         std::string::npos,
                     e.what());
        }
    }

    // An added token marked normalized is found in the normalized text, as Hugging Face finds
    // it: in an uncased model, in whatever case it is written; its offsets are the original's.
    void normalizedAddedTokenMatchesTheNormalizedText() {
        const QString fixture = fixtureFolder("bert-uncased");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-uncased is absent");
        }
        const nlohmann::json covid = {
            {"id", 641},       {"content", "covid19"}, {"single_word", false}, {"lstrip", false},
            {"rstrip", false}, {"normalized", true},   {"special", false}};
        const QString dir = fixtureWithAddedTokens(
            fixture, "bert-uncased-normalized-added",
            {"vocab.txt", "tokenizer_config.json", "config.json"}, nlohmann::json::array({covid}));
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const auto e = tokenizer->encode("COVID19 covid19 Covid19");
        QCOMPARE(e.tokens,
                 (std::vector<std::string>{"[CLS]", "covid19", "covid19", "covid19", "[SEP]"}));
        QCOMPARE(e.ids, (std::vector<std::int64_t>{2, 641, 641, 641, 3}));
        QCOMPARE(e.offsets, (std::vector<std::pair<std::size_t, std::size_t>>{
                                {0, 0}, {0, 7}, {8, 15}, {16, 23}, {0, 0}}));
        QCOMPARE(e.wordIds, (std::vector<int>{-1, 0, 1, 2, -1}));
    }

    // The added tokens' single_word, lstrip and rstrip as Hugging Face applies them: "covid"
    // only as a word of its own (not inside "covid19"), "<ent>" with the spaces on both sides.
    void addedTokenFlagsAsHuggingFace() {
        const QString fixture = fixtureFolder("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const nlohmann::json added = {{{"id", 766},
                                       {"content", "<ent>"},
                                       {"single_word", false},
                                       {"lstrip", true},
                                       {"rstrip", true},
                                       {"normalized", false},
                                       {"special", false}},
                                      {{"id", 767},
                                       {"content", "covid"},
                                       {"single_word", true},
                                       {"lstrip", false},
                                       {"rstrip", false},
                                       {"normalized", false},
                                       {"special", false}}};
        const QString dir = fixtureWithAddedTokens(fixture, "bert-cased-added-flags",
                                                   {"tokenizer_config.json", "config.json"}, added);
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        const auto e = tokenizer->encode("covid राम  <ent>  covid19 गया covid");
        QCOMPARE(e.tokens,
                 (std::vector<std::string>{"[CLS]", "covid", "र", "##ा", "##म", "  <ent>  ",
                                           "[UNK]", "ग", "##य", "##ा", "covid", "[SEP]"}));
        QCOMPARE(e.ids,
                 (std::vector<std::int64_t>{2, 767, 273, 292, 270, 766, 1, 235, 272, 292, 767, 3}));
        QCOMPARE(e.offsets, (std::vector<std::pair<std::size_t, std::size_t>>{{0, 0},
                                                                              {0, 5},
                                                                              {6, 7},
                                                                              {7, 8},
                                                                              {8, 9},
                                                                              {9, 18},
                                                                              {18, 25},
                                                                              {26, 27},
                                                                              {27, 28},
                                                                              {28, 29},
                                                                              {30, 35},
                                                                              {0, 0}}));
    }

    void truncatesTheLongerTextFirst() {
        QString folder;
        const auto tokenizer = loadFixture("bert-cased", folder);
        if (!tokenizer) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const std::string first = "यह फ़िल्म बहुत बेकार थी, मैं इसे दोबारा नहीं देखूँगा।";
        const std::string second = "राम ने सीता को एक सुंदर किताब दी।";
        const auto full = tokenizer->encode(first);
        QCOMPARE(full.size(), std::size_t(21));
        const auto cut = tokenizer->encode(first, 8);
        QCOMPARE(cut.size(), std::size_t(8));
        QCOMPARE(cut.tokens.front(), std::string("[CLS]"));
        QCOMPARE(cut.tokens.back(), std::string("[SEP]"));
        QCOMPARE(std::vector<std::int64_t>(cut.ids.begin(), cut.ids.end() - 1),
                 std::vector<std::int64_t>(full.ids.begin(), full.ids.begin() + 7));
        // Cut is told apart from fitting exactly, which is no cut.
        QVERIFY(cut.truncated);
        QVERIFY(!full.truncated);
        QVERIFY(!tokenizer->encode(first, 21).truncated);
        QVERIFY(tokenizer->encode(first, 20).truncated);

        const std::size_t lengthA = tokenizer->encode(first).size() - 2;
        const std::size_t lengthB = tokenizer->encode(second).size() - 2;
        QCOMPARE(lengthA, std::size_t(19));
        QCOMPARE(lengthB, std::size_t(24));
        const auto counts = [](const model::Encoding& e) {
            std::pair<int, int> n{0, 0};
            for (const int s : e.sequenceIds) {
                n.first += s == 0;
                n.second += s == 1;
            }
            return n;
        };
        // Room for 39 of 43: only the longer text gives up tokens.
        QCOMPARE(counts(tokenizer->encodePair(first, second, 42)), (std::pair<int, int>(19, 20)));
        QVERIFY(tokenizer->encodePair(first, second, 42).truncated);
        QVERIFY(!tokenizer->encodePair(first, second, 46).truncated);
        QVERIFY(tokenizer->encodePair(first, second, 45).truncated);
        // Room for 27: both are cut, the longer keeps the odd one.
        const auto pair = tokenizer->encodePair(first, second, 30);
        QCOMPARE(pair.size(), std::size_t(30));
        QCOMPARE(counts(pair), (std::pair<int, int>(13, 14)));
        const auto even = tokenizer->encodePair(first, second, 13);
        QCOMPARE(counts(even), (std::pair<int, int>(5, 5)));
        QCOMPARE(even.typeIds.back(), std::int64_t(1));
    }
};

QTEST_APPLESS_MAIN(TestTokenizerWordPiece)
#include "tst_tokenizer_wordpiece.moc"

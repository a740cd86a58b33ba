// Byte-level BPE tokenizers (GPT-2, BLOOM) against what Hugging Face computed for the same texts.
#include <QtTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "TokenizerParity.h"
#include "common/Error.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::test;

namespace {

// A special token as tokenizer.json's added_tokens lists it.
nlohmann::json specialAddedToken(std::int64_t id, const std::string& content) {
    return {{"id", id},        {"content", content},  {"single_word", false}, {"lstrip", false},
            {"rstrip", false}, {"normalized", false}, {"special", true}};
}

}  // namespace

class TestTokenizerByteLevel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matchesReference_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("gpt2") << "gpt2";
        QTest::newRow("bloom") << "bloom";
    }

    void matchesReference() {
        QFETCH(QString, name);
        const QString folder = fixtureFolder(name);
        if (folder.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity is absent");
        }
        const auto tokenizer = model::Tokenizer::load(folder.toStdString());
        QCOMPARE(QString::fromStdString(tokenizer->kind()), QString("bpe-bytelevel"));
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(folder), 29);
    }

    void vocabularyFilesAndTokenizerJsonAgree() {
        const QString folder = fixtureFolder("gpt2");
        if (folder.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/gpt2 is absent");
        }
        // The gpt2 folder carries both; a copy without tokenizer.json reads vocab.json and
        // merges.txt.
        const QString dir = tempPath("gpt2-files");
        QDir().mkpath(dir);
        for (const char* file : {"vocab.json", "merges.txt", "tokenizer_config.json"}) {
            QVERIFY(QFile::copy(folder + "/" + file, dir + "/" + file));
        }
        const auto fromFiles = model::Tokenizer::load(dir.toStdString());
        AKSHARA_COMPARE_WITH_REFERENCE(*fromFiles, readReference(folder), 29);
        QCOMPARE(fromFiles->unkToken(), std::string("<|endoftext|>"));
        QCOMPARE(fromFiles->vocabSize(), std::size_t(600));
        // The end-of-text token written in a text is that token, not its characters.
        const auto e = fromFiles->encode("राम<|endoftext|>");
        QCOMPARE(e.tokens.back(), std::string("<|endoftext|>"));
        QCOMPARE(e.ids.back(), std::int64_t(0));
        const auto pair = fromFiles->encodePair("राम", "सीता");
        QCOMPARE(pair.typeIds.front(), std::int64_t(0));
        QCOMPARE(pair.typeIds.back(), std::int64_t(1));
    }

    // A BLOOM checkpoint's tokenizer.json splits words by BLOOM's own pattern before the bytes
    // are merged: a Hindi word stays whole with its vowel signs (GPT-2's pattern puts each
    // sign apart), letters and digits and an apostrophe stay together, the stops and the
    // danda are words of their own, and a space not before a word is one too. Another split
    // pattern is refused, naming the file.
    void bloomSplitsWordsByItsPattern() {
        const QString fixture = fixtureFolder("bloom");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bloom is absent");
        }
        std::ifstream in((fixture + "/tokenizer.json").toStdString());
        auto tj = nlohmann::json::parse(in);
        const nlohmann::json split = {{"type", "Split"},
                                      {"pattern", {{"Regex", " ?[^(\\s|[.,!?…。，、।۔،])]+"}}},
                                      {"behavior", "Isolated"},
                                      {"invert", false}};
        const nlohmann::json byteLevel = {{"type", "ByteLevel"},
                                          {"add_prefix_space", false},
                                          {"trim_offsets", true},
                                          {"use_regex", false}};
        tj["pre_tokenizer"] = {{"type", "Sequence"}, {"pretokenizers", {split, byteLevel}}};
        const QString dir = tempPath("bloom-split");
        QDir().mkpath(dir);
        std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
        QVERIFY(QFile::copy(fixture + "/tokenizer_config.json", dir + "/tokenizer_config.json"));
        const auto bloom = model::Tokenizer::load(dir.toStdString());
        const auto gpt2 = model::Tokenizer::load(fixture.toStdString());
        // The span of text each word covers, in order; none when the word ids skip or go back.
        using Spans = std::vector<std::pair<std::size_t, std::size_t>>;
        const auto words = [&](const char* text) -> Spans {
            Spans spans;
            const auto e = bloom->encode(text);
            for (std::size_t i = 0; i < e.size(); ++i) {
                const auto w = static_cast<std::size_t>(e.wordIds[i]);
                if (w == spans.size()) {
                    spans.push_back(e.offsets[i]);
                }
                if (w + 1 != spans.size()) {
                    return {};
                }
                spans.back().second = e.offsets[i].second;
            }
            return spans;
        };
        QCOMPARE(words("फ़िल्म बहुत"), (Spans{{0, 6}, {6, 11}}));
        QVERIFY(gpt2->encode("फ़िल्म बहुत").wordIds.back() > 1);
        QCOMPARE(words("abc123 don't"), (Spans{{0, 6}, {6, 12}}));
        QCOMPARE(words("नमस्ते, दुनिया।"), (Spans{{0, 6}, {6, 7}, {7, 14}, {14, 15}}));
        QCOMPARE(words("a  b"), (Spans{{0, 1}, {1, 2}, {2, 4}}));
        QCOMPARE(words("(x|y)!!"), (Spans{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 7}}));
        // Where the two patterns find the same words, the merges give the same tokens.
        QCOMPARE(bloom->encode("hello world").ids, gpt2->encode("hello world").ids);

        tj["pre_tokenizer"]["pretokenizers"][0]["pattern"]["Regex"] = "\\w+";
        std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
        try {
            model::Tokenizer::load(dir.toStdString());
            QFAIL("a Split pattern other than BLOOM's was accepted");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("tokenizer.json: only byte-level BPE with") !=
                         std::string::npos,
                     e.what());
        }
    }

    // A byte-level RoBERTa puts <s> A </s> around a text (</s> </s> between a pair's two, type
    // 0 throughout): from tokenizer.json's RobertaProcessing or TemplateProcessing, and from
    // vocab.json and merges.txt with RoBERTa's tokenizer class.
    void robertaSpecialTokensAreAdded() {
        const QString fixture = fixtureFolder("gpt2");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/gpt2 is absent");
        }
        std::ifstream in((fixture + "/tokenizer.json").toStdString());
        auto tj = nlohmann::json::parse(in);
        for (const auto& [id, content] : {std::pair<int, const char*>{600, "<s>"}, {601, "</s>"}}) {
            tj["added_tokens"].push_back(specialAddedToken(id, content));
        }
        const QString dir = tempPath("roberta-bytelevel");
        QDir().mkpath(dir);
        const auto load = [&](const nlohmann::json& post) {
            tj["post_processor"] = post;
            std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
            return model::Tokenizer::load(dir.toStdString());
        };
        const auto plain = model::Tokenizer::load(fixture.toStdString());
        const auto good = plain->encode("good").ids;
        const auto movie = plain->encode(" movie").ids;
        std::vector<std::int64_t> single{600};
        single.insert(single.end(), good.begin(), good.end());
        single.push_back(601);
        std::vector<std::int64_t> pair = single;
        pair.push_back(601);
        pair.insert(pair.end(), movie.begin(), movie.end());
        pair.push_back(601);

        const auto roberta = load({{"type", "RobertaProcessing"},
                                   {"sep", {"</s>", 601}},
                                   {"cls", {"<s>", 600}},
                                   {"trim_offsets", true},
                                   {"add_prefix_space", false}});
        QCOMPARE(roberta->encode("good").ids, single);
        const auto both = roberta->encodePair("good", " movie");
        QCOMPARE(both.ids, pair);
        QCOMPARE(both.typeIds, std::vector<std::int64_t>(pair.size(), 0));

        const auto special = [](const char* name) {
            return nlohmann::json{{"SpecialToken", {{"id", name}, {"type_id", 0}}}};
        };
        const auto sequence = [](const char* name) {
            return nlohmann::json{{"Sequence", {{"id", name}, {"type_id", 0}}}};
        };
        const auto templated =
            load({{"type", "TemplateProcessing"},
                  {"single", {special("<s>"), sequence("A"), special("</s>")}},
                  {"pair",
                   {special("<s>"), sequence("A"), special("</s>"), special("</s>"), sequence("B"),
                    special("</s>")}},
                  {"special_tokens",
                   {{"<s>", {{"id", "<s>"}, {"ids", {600}}, {"tokens", {"<s>"}}}},
                    {"</s>", {{"id", "</s>"}, {"ids", {601}}, {"tokens", {"</s>"}}}}}}});
        QCOMPARE(templated->encode("good").ids, single);
        QCOMPARE(templated->encodePair("good", " movie").ids, pair);

        // A special token of the template that is not one token is refused.
        try {
            load({{"type", "TemplateProcessing"},
                  {"single", {special("<s>"), sequence("A")}},
                  {"pair", {special("<s>"), sequence("A"), sequence("B")}},
                  {"special_tokens",
                   {{"<s>", {{"id", "<s>"}, {"ids", {600, 601}}, {"tokens", {"<s>", "</s>"}}}}}}});
            QFAIL("a special token of two ids was accepted");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("special token \"<s>\" is not one token") !=
                         std::string::npos,
                     e.what());
        }

        // vocab.json and merges.txt of a RoBERTa.
        const QString files = tempPath("roberta-files");
        QDir().mkpath(files);
        std::ifstream vocabIn((fixture + "/vocab.json").toStdString());
        auto vocab = nlohmann::json::parse(vocabIn);
        vocab["<s>"] = 600;
        vocab["</s>"] = 601;
        std::ofstream((files + "/vocab.json").toStdString()) << vocab.dump();
        QVERIFY(QFile::copy(fixture + "/merges.txt", files + "/merges.txt"));
        std::ofstream((files + "/tokenizer_config.json").toStdString())
            << R"({"tokenizer_class": "RobertaTokenizer", "unk_token": "<|endoftext|>"})";
        QCOMPARE(model::Tokenizer::load(files.toStdString())->encode("good").ids, single);
    }

    // HerBERT's tokenizer (the Polish BERT): BPE over characters with "</w>" ending each word,
    // after BERT's normalization (case and accents kept) and split; a character the vocabulary
    // lacks is the unknown token; <s> A </s>, and <s> A </s> B </s> with B of type 1; its own
    // mask token. From vocab.json and merges.txt, as from tokenizer.json.
    void herbertSplitsCharactersWithAnEndOfWordSuffix() {
        const nlohmann::json vocab = {
            {"<s>", 0}, {"<pad>", 1},   {"</s>", 2},      {"<unk>", 3},  {"<mask>", 4},
            {"A", 5},   {"l", 6},       {"a</w>", 7},     {"la</w>", 8}, {"Ala</w>", 9},
            {"m", 10},  {"ma</w>", 11}, {"k", 12},        {"o", 13},     {"t", 14},
            {"ko", 15}, {"ta</w>", 16}, {"kota</w>", 17}, {".</w>", 18}, {"ż", 19},
            {"ó", 20},  {"ł", 21}};
        const std::vector<std::string> merges{"l a</w>", "A la</w>", "m a</w>",
                                              "k o",     "t a</w>",  "ko ta</w>"};
        const QString files = tempPath("herbert-files");
        QDir().mkpath(files);
        std::ofstream((files + "/vocab.json").toStdString()) << vocab.dump();
        {
            std::ofstream out((files + "/merges.txt").toStdString());
            out << "#version: 0.2\n";
            for (const auto& merge : merges) {
                out << merge << "\n";
            }
        }
        std::ofstream((files + "/tokenizer_config.json").toStdString())
            << R"({"tokenizer_class": "HerbertTokenizerFast", "cls_token": "<s>",)"
            << R"( "sep_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>",)"
            << R"( "mask_token": "<mask>"})";

        nlohmann::json tj = {
            {"model",
             {{"type", "BPE"},
              {"unk_token", "<unk>"},
              {"end_of_word_suffix", "</w>"},
              {"continuing_subword_prefix", nullptr},
              {"vocab", vocab},
              {"merges", merges}}},
            {"normalizer",
             {{"type", "BertNormalizer"},
              {"clean_text", true},
              {"handle_chinese_chars", true},
              {"strip_accents", false},
              {"lowercase", false}}},
            {"pre_tokenizer", {{"type", "BertPreTokenizer"}}},
            {"post_processor",
             {{"type", "BertProcessing"}, {"sep", {"</s>", 2}}, {"cls", {"<s>", 0}}}},
            {"added_tokens", nlohmann::json::array()}};
        for (const char* special : {"<s>", "<pad>", "</s>", "<unk>", "<mask>"}) {
            tj["added_tokens"].push_back(specialAddedToken(vocab.at(special), special));
        }
        const QString json = tempPath("herbert-json");
        QDir().mkpath(json);
        std::ofstream((json + "/tokenizer.json").toStdString()) << tj.dump();
        QVERIFY(QFile::copy(files + "/tokenizer_config.json", json + "/tokenizer_config.json"));

        // The class named in config.json alone, as HerBERT's folders have it, and no
        // tokenizer_config.json: HerBERT's own special tokens.
        const QString classInConfig = tempPath("herbert-class-in-config");
        QDir().mkpath(classInConfig);
        for (const char* file : {"vocab.json", "merges.txt"}) {
            QVERIFY(QFile::copy(files + "/" + file, classInConfig + "/" + file));
        }
        std::ofstream((classInConfig + "/config.json").toStdString())
            << R"({"model_type": "bert", "tokenizer_class": "HerbertTokenizerFast"})";

        for (const QString& dir : {files, json, classInConfig}) {
            const auto herbert = model::Tokenizer::load(dir.toStdString());
            QCOMPARE(herbert->kind(), std::string("bpe-characters"));
            const auto e = herbert->encode("Ala ma kota.");
            QCOMPARE(e.ids, (std::vector<std::int64_t>{0, 9, 11, 17, 18, 2}));
            QCOMPARE(e.tokens, (std::vector<std::string>{"<s>", "Ala</w>", "ma</w>", "kota</w>",
                                                         ".</w>", "</s>"}));
            QCOMPARE(e.offsets.at(3), (std::pair<std::size_t, std::size_t>(7, 11)));
            QCOMPARE(e.wordIds, (std::vector<int>{-1, 0, 1, 2, 3, -1}));
            QCOMPARE(herbert->encode("żółw").ids, (std::vector<std::int64_t>{0, 19, 20, 21, 3, 2}));
            const auto pair = herbert->encodePair("Ala", "ma");
            QCOMPARE(pair.ids, (std::vector<std::int64_t>{0, 9, 2, 11, 2}));
            QCOMPARE(pair.typeIds, (std::vector<std::int64_t>{0, 0, 0, 1, 1}));
            QCOMPARE(herbert->maskToken(), std::string("<mask>"));
            QCOMPARE(herbert->padId(), std::int64_t(1));
            QCOMPARE(herbert->encode("Ala <mask>").ids, (std::vector<std::int64_t>{0, 9, 4, 2}));
        }
    }
};

QTEST_APPLESS_MAIN(TestTokenizerByteLevel)
#include "tst_tokenizer_bytelevel.moc"

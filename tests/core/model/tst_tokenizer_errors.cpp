// Unusable model folders and tokenizer files: a ModelError naming the folder and file.
#include <QtTest>

#include <unistd.h>

#include <fstream>
#include <random>

#include "TestSupport.h"
#include "TokenizerParity.h"
#include "common/Error.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::test;

namespace {

// A fresh folder holding the given files (name, content).
QString makeFolder(const QString& name,
                   const std::vector<std::pair<std::string, std::string>>& files) {
    const QString dir = tempPath(name);
    QDir().mkpath(dir);
    for (const auto& [file, content] : files) {
        std::ofstream out((dir + "/" + QString::fromStdString(file)).toStdString(),
                          std::ios::binary);
        out << content;
    }
    return dir;
}

// The message of the ModelError that loading `dir` throws; fails the test when none is thrown.
QString loadError(const QString& dir) {
    try {
        model::Tokenizer::load(dir.toStdString());
    } catch (const ModelError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

std::string readFile(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

class TestTokenizerErrors : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void folderWithoutTokenizer() {
        const QString dir =
            makeFolder("no-tokenizer", {{"config.json", R"({"model_type": "bert"})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir) && message.contains("no tokenizer file"),
                 qPrintable(message));
    }

    // A folder this user cannot read is said to be so, not to hold no tokenizer.
    void unreadableFolder() {
        if (geteuid() == 0) {
            QSKIP("the superuser reads every folder");
        }
        const QString dir = makeFolder("unreadable", {{"vocab.txt", "[PAD]\n[UNK]\n"}});
        QVERIFY(QFile::setPermissions(dir, {}));
        const QString message = loadError(dir);
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY2(message.contains(dir) && message.contains("cannot read the model folder"),
                 qPrintable(message));
    }

    void missingFolder() {
        const QString message = loadError(tempPath("does-not-exist"));
        QVERIFY2(message.contains("does-not-exist"), qPrintable(message));
    }

    void emptyVocabulary() {
        const QString dir = makeFolder("empty-vocab", {{"vocab.txt", ""}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/vocab.txt") && message.contains("empty"),
                 qPrintable(message));
    }

    void vocabularyThatIsNotText() {
        const QString dir =
            makeFolder("binary-vocab", {{"vocab.txt", std::string("\xff\xfe\x00\x01[UNK]\n", 10)}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/vocab.txt") && message.contains("UTF-8"),
                 qPrintable(message));
    }

    void vocabularyWithoutSpecialTokens() {
        const QString dir = makeFolder("no-unk", {{"vocab.txt", "राम\nसीता\n"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/vocab.txt") && message.contains("[UNK]"),
                 qPrintable(message));
    }

    void corruptSentencePieceModel() {
        const QString dir = makeFolder(
            "corrupt-spm", {{"sentencepiece.bpe.model", "this is not a protobuf \x01\x02\x03"},
                            {"config.json", R"({"model_type": "xlm-roberta"})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/sentencepiece.bpe.model: not a SentencePiece model: the "
                                        "file is damaged, cut short or of another format"),
                 qPrintable(message));
        QVERIFY2(!message.contains(".cc("), qPrintable(message));  // not the library's source line
    }

    void truncatedSentencePieceModel() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const std::string model = readFile(fixture + "/sentencepiece.bpe.model");
        const QString dir = makeFolder(
            "truncated-spm", {{"sentencepiece.bpe.model", model.substr(0, model.size() / 3)},
                              {"config.json", R"({"model_type": "xlm-roberta"})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/sentencepiece.bpe.model: not a SentencePiece model: the "
                                        "file is damaged, cut short or of another format"),
                 qPrintable(message));
        QVERIFY2(!message.contains(".cc("), qPrintable(message));  // not the library's source line
    }

    void emptySentencePieceModel() {
        const QString dir = makeFolder(
            "empty-spm", {{"spiece.model", ""}, {"config.json", R"({"model_type": "albert"})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/spiece.model: an empty file, not a SentencePiece model"),
                 qPrintable(message));
    }

    // A normalization map whose trie is garbage would send libsentencepiece outside it.
    void corruptNormalizationMap() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        auto tj = nlohmann::json::parse(readFile(fixture + "/tokenizer.json"));
        QByteArray map = QByteArray::fromBase64(
            QByteArray::fromStdString(tj["normalizer"]["precompiled_charsmap"].get<std::string>()));
        QVERIFY(map.size() > 1000);
        std::mt19937 random(3);
        for (int i = 4; i < map.size(); ++i) {
            map[i] = static_cast<char>(random() & 0xFF);
        }
        tj["normalizer"]["precompiled_charsmap"] = map.toBase64().toStdString();
        const QString dir = makeFolder(
            "corrupt-charsmap",
            {{"tokenizer.json", tj.dump()}, {"config.json", R"({"model_type": "xlm-roberta"})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer.json") && message.contains("normalization map"),
                 qPrintable(message));

        // The same in a *.model file: bytes of its map changed in place.
        std::string model = readFile(fixture + "/sentencepiece.bpe.model");
        for (std::size_t i = model.size() / 2; i < model.size() / 2 + 4000; ++i) {
            model[i] = static_cast<char>(random() & 0xFF);
        }
        const QString modelDir = makeFolder("corrupt-model-charsmap",
                                            {{"sentencepiece.bpe.model", model},
                                             {"config.json", R"({"model_type": "xlm-roberta"})"}});
        const QString modelMessage = loadError(modelDir);
        QVERIFY2(modelMessage.contains(modelDir + "/sentencepiece.bpe.model"),
                 qPrintable(modelMessage));
    }

    void sentencePieceOfUnknownFamily() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const QString dir = makeFolder(
            "unknown-family", {{"spiece.model", readFile(fixture + "/sentencepiece.bpe.model")}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/spiece.model") && message.contains("family"),
                 qPrintable(message));
    }

    void malformedTokenizerConfig() {
        const QString dir =
            makeFolder("bad-config", {{"vocab.txt", "[PAD]\n[UNK]\n[CLS]\n[SEP]\n"},
                                      {"tokenizer_config.json", "{\"do_lower_case\": "}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer_config.json"), qPrintable(message));
    }

    // A tokenizer.json of the wrong shape names the value at fault by its JSON pointer and says
    // what it is and what belongs there, in place of the JSON library's wording.
    void malformedTokenizerJsonNamesTheValue() {
        const std::string wordPiece =
            R"("model": {"type": "WordPiece", "unk_token": "[UNK]",
                         "vocab": {"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "न": 3}})";
        const std::vector<std::pair<std::string, QString>> cases{
            {R"({"version": "1.0"})", "no \"model\""},
            {R"({"model": {"type": 5}})", "at /model/type: a number where a string belongs"},
            {"{\"normalizer\": \"lowercase\", " + wordPiece + "}",
             "at /normalizer: a string where an object belongs"},
            {R"({"model": {"type": "BPE", "vocab": {"a": 0, "b": "one"}, "merges": []},
                 "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": false}})",
             "at /model/vocab/b: a string where a number belongs"},
        };
        int n = 0;
        for (const auto& [content, expected] : cases) {
            const QString dir = makeFolder(
                "malformed-tokenizer-" + QString::number(n++),
                {{"tokenizer.json", content}, {"config.json", R"({"model_type": "bert"})"}});
            const QString message = loadError(dir);
            QVERIFY2(message == dir + "/tokenizer.json: malformed tokenizer: " + expected,
                     qPrintable(message));
        }
    }

    // A tokenizer.json nested 100,000 levels deep is refused, naming the file, where copying the
    // value crashed the program (its stack overflowed).
    void deeplyNestedTokenizerJsonIsRefused() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        const QString dir =
            makeFolder("deep-tokenizer-json",
                       {{"tokenizer.json",
                         R"({"model": {"type": "Unigram", "vocab": [["<unk>", 0.0], ["न", -1.0]],
                            "unk_id": 0},
                  "post_processor": {"type": "TemplateProcessing", "single": )" +
                             deep + "}}"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer.json") &&
                     message.contains("nested more than 512 levels deep"),
                 qPrintable(message));
    }

    // A T5 tokenizer_config.json asking for more sentinel tokens than any model has is refused,
    // where each was made as the tokenizer loaded, gigabytes of them.
    void tooManyExtraIdsAreRefused() {
        const QString fixture = fixtureFolder("mt5-encoder");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/mt5-encoder is absent");
        }
        const QString dir = makeFolder(
            "too-many-extra-ids", {{"spiece.model", readFile(fixture + "/spiece.model")},
                                   {"config.json", readFile(fixture + "/config.json")},
                                   {"tokenizer_config.json", R"({"extra_ids": 100000000000})"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer_config.json") &&
                     message.contains("extra_ids is 100000000000"),
                 qPrintable(message));
        // As many as a model has load.
        const QString usual =
            makeFolder("usual-extra-ids", {{"spiece.model", readFile(fixture + "/spiece.model")},
                                           {"config.json", readFile(fixture + "/config.json")},
                                           {"tokenizer_config.json", R"({"extra_ids": 100})"}});
        QCOMPARE(loadError(usual), QString());
    }

    void mergeOutsideTheVocabulary() {
        const QString dir = makeFolder("merge-outside", {{"vocab.json", R"({"a": 0, "b": 1})"},
                                                         {"merges.txt", "#version: 0.2\na b\n"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/vocab.json") && message.contains("\"a b\""),
                 qPrintable(message));
    }

    void bpeWithAnotherPreTokenizerIsRefused() {
        const QString fixture = fixtureFolder("bloom");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bloom is absent");
        }
        auto tj = nlohmann::json::parse(readFile(fixture + "/tokenizer.json"));
        tj["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "\u2581"}};
        const QString dir = makeFolder("bpe-metaspace", {{"tokenizer.json", tj.dump()}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer.json") && message.contains("byte-level"),
                 qPrintable(message));
    }

    // XLM's files: BPE over characters with a "</w>" ending each word, which read as GPT-2's
    // byte-level files would give wrong pieces and no error; a tokenizer.json of that kind
    // without BERT's normalizer and split (HerBERT's) is refused too.
    void bpeWithAnEndOfWordSuffixIsRefused() {
        const QString files = makeFolder(
            "xlm-files", {{"vocab.json", R"({"<s>": 0, "<unk>": 1, "a": 2, "l": 3, "a</w>": 4})"},
                          {"merges.txt", "#version: 0.2\nl a</w>\n"},
                          {"tokenizer_config.json", R"({"tokenizer_class": "XLMTokenizer"})"}});
        const QString message = loadError(files);
        QVERIFY2(message.contains(files + "/vocab.json: XLMTokenizer's BPE over characters "
                                          "with an end-of-word suffix is not supported"),
                 qPrintable(message));
        const QString json = makeFolder(
            "suffix-json",
            {{"tokenizer.json",
              R"({"model": {"type": "BPE", "end_of_word_suffix": "</w>", "vocab": {"a</w>": 0},)"
              R"( "merges": []}, "normalizer": null, "pre_tokenizer": {"type": "ByteLevel"}})"}});
        const QString jsonMessage = loadError(json);
        QVERIFY2(jsonMessage.contains(json + "/tokenizer.json: BPE over characters with an "
                                             "end-of-word suffix is supported with BERT's"),
                 qPrintable(jsonMessage));
    }

    // A Unigram tokenizer.json whose Metaspace puts "▁" before the first word only (T5
    // converted without its legacy behaviour) is refused, not read as before every word.
    void metaspaceBeforeTheFirstWordOnlyIsRefused() {
        const QString fixture = fixtureFolder("mt5-encoder");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/mt5-encoder is absent");
        }
        auto tj = nlohmann::json::parse(readFile(fixture + "/tokenizer.json"));
        tj["pre_tokenizer"]["pretokenizers"][1]["prepend_scheme"] = "first";
        const QString dir = makeFolder("metaspace-first", {{"tokenizer.json", tj.dump()}});
        QVERIFY(QFile::copy(fixture + "/config.json", dir + "/config.json"));
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/tokenizer.json: a Metaspace pre-tokenizer that puts"),
                 qPrintable(message));
    }

    // Pre-tokenizers and normalizers whose spaces or word splits SentencePiece's encoding
    // cannot reproduce are refused by name, also where a *.model lies beside tokenizer.json
    // (Hugging Face reads tokenizer.json).
    void unigramStepsThatCannotBeReproducedAreRefused() {
        const QString fixture = fixtureFolder("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const auto base = nlohmann::json::parse(readFile(fixture + "/tokenizer.json"));
        const nlohmann::json metaspace = base["pre_tokenizer"]["pretokenizers"][1];
        struct Case {
            const char* name;
            nlohmann::json preTokenizer;
            const char* message;
        };
        const Case cases[] = {
            {"no-pre-tokenizer", nullptr, "a Unigram tokenizer without a Metaspace pre-tokenizer"},
            {"punctuation",
             {{"type", "Sequence"},
              {"pretokenizers",
               {{{"type", "WhitespaceSplit"}},
                {{"type", "Punctuation"}, {"behavior", "Isolated"}},
                metaspace}}},
             "a Unigram tokenizer with a Punctuation pre-tokenizer is not supported"},
            {"metaspace-alone", metaspace,
             "a Metaspace pre-tokenizer with neither a WhitespaceSplit before it nor a "
             "normalizer that makes runs of spaces one"},
        };
        for (const Case& c : cases) {
            auto tj = base;
            tj["pre_tokenizer"] = c.preTokenizer;
            const QString dir = makeFolder(c.name, {{"tokenizer.json", tj.dump()}});
            QVERIFY(QFile::copy(fixture + "/config.json", dir + "/config.json"));
            const QString message = loadError(dir);
            QVERIFY2(message.contains(dir + "/tokenizer.json: " + c.message), qPrintable(message));
            QVERIFY(QFile::copy(fixture + "/sentencepiece.bpe.model",
                                dir + "/sentencepiece.bpe.model"));
            const QString withModel = loadError(dir);
            QVERIFY2(withModel.contains(dir + "/tokenizer.json: " + c.message) &&
                         withModel.contains("without tokenizer.json, sentencepiece.bpe.model is "
                                            "read as Hugging Face's slow tokenizer reads it"),
                     qPrintable(withModel));
        }
    }

    void mergesNamingNothing() {
        const QString dir = makeFolder("bad-merges", {{"vocab.json", R"({"a": 0, "b": 1})"},
                                                      {"merges.txt", "#version: 0.2\nab\n"}});
        const QString message = loadError(dir);
        QVERIFY2(message.contains(dir + "/merges.txt:2: malformed merge \"ab\""),
                 qPrintable(message));
        // Three pieces are no merge either, not a merge of "a" with "b c".
        const QString three =
            makeFolder("three-piece-merge",
                       {{"vocab.json", R"({"a": 0, "b": 1})"}, {"merges.txt", "a b\na b c\n"}});
        const QString threeMessage = loadError(three);
        QVERIFY2(threeMessage.contains(three + "/merges.txt:2: malformed merge \"a b c\""),
                 qPrintable(threeMessage));
    }

    void wordPieceFromTokenizerJsonOnly() {
        const QString fixture = fixtureFolder("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        // A folder that carries only tokenizer.json gives the same encodings as vocab.txt.
        const QString dir =
            makeFolder("tokenizer-json-only",
                       {{"tokenizer.json", readFile(fixture + "/tokenizer.json")},
                        {"tokenizer_config.json", readFile(fixture + "/tokenizer_config.json")}});
        const auto tokenizer = model::Tokenizer::load(dir.toStdString());
        AKSHARA_COMPARE_WITH_REFERENCE(*tokenizer, readReference(fixture), 30);
    }

    void invalidUtf8TextIsAnInputError() {
        const QString fixture = fixtureFolder("bert-cased");
        if (fixture.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const auto tokenizer = model::Tokenizer::load(fixture.toStdString());
        QVERIFY_THROWS_EXCEPTION(InputError, tokenizer->encode("abc\xff"));
    }
};

QTEST_APPLESS_MAIN(TestTokenizerErrors)
#include "tst_tokenizer_errors.moc"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <functional>
#include <limits>

#include <sys/stat.h>
#include <nlohmann/json.hpp>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/ModelFingerprint.h"
#include "model/Safetensors.h"
#include "model/internal/Alibi.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace fs = std::filesystem;

namespace {

// A fresh model folder holding bert-cased's config.json (and vocab.txt when asked).
std::string modelFolder(const std::string& name, const std::string& source, bool vocab = false) {
    const auto dir = tempPath(QString::fromStdString(name)).toStdString();
    fs::create_directories(dir);
    // Removed first: a copy keeps the fixture's read-only mode, which only the superuser
    // writes over.
    fs::remove(dir + "/config.json");
    fs::copy_file(source + "/config.json", dir + "/config.json");
    if (vocab) {
        fs::remove(dir + "/vocab.txt");
        fs::copy_file(source + "/vocab.txt", dir + "/vocab.txt");
    }
    return dir;
}

// The fixture's weights rewritten, with `edit` choosing per name: keep (true) or drop.
SafetensorsWriter rewrite(const std::string& source,
                          const std::function<bool(const std::string&)>& keep = {}) {
    const auto file = SafetensorsFile::open(source + "/model.safetensors");
    SafetensorsWriter writer;
    for (const auto& e : file.entries()) {
        if (!keep || keep(e.name)) {
            writer.addFloat(e.name, file.readFloat(e.name));
        }
    }
    return writer;
}

// A safetensors file with a hand-written header and `dataBytes` bytes of data.
std::string craft(const std::string& header, std::size_t dataBytes) {
    std::string out(8, '\0');
    const std::uint64_t n = header.size();
    for (int i = 0; i < 8; ++i) {
        out[static_cast<std::size_t>(i)] = static_cast<char>((n >> (8 * i)) & 0xffu);
    }
    return out + header + std::string(dataBytes, '\0');
}

}  // namespace

class TestLoading : public QObject {
    Q_OBJECT
private:
    std::string bert_;

    // A copy of the BERT fixture whose weight `name` has `value` as its first element.
    std::string withBadWeight(const std::string& folder, const std::string& name, float value) {
        const auto dir = modelFolder(folder, bert_);
        const auto file = SafetensorsFile::open(bert_ + "/model.safetensors");
        SafetensorsWriter writer;
        bool found = false;
        for (const auto& e : file.entries()) {
            auto array = file.readFloat(e.name);
            if (e.name == name) {
                array.values[0] = value;
                found = true;
            }
            writer.addFloat(e.name, array);
        }
        if (!found) {
            qFatal("the fixture has no weight %s", name.c_str());
        }
        writer.write(dir + "/model.safetensors");
        return dir;
    }

private Q_SLOTS:
    void initTestCase() {
        bert_ = fixtureDir("bert-cased").toStdString();
        if (bert_.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
    }

    void loadsTheFixtureAndDescribesIt() {
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(bert_, options);
        const auto& info = encoder.info();
        QCOMPARE(info.architecture, std::string("BertForSequenceClassification"));
        QCOMPARE(info.hiddenSize, std::int64_t(32));
        QCOMPARE(info.vocabSize, std::int64_t(766));
        QCOMPARE(info.labels.size(), std::size_t(3));
        QCOMPARE(info.labels[2], std::string("LABEL_2"));
        QCOMPARE(info.weightDType, std::string("F32"));
        QCOMPARE(info.device, std::string("cpu"));
        QCOMPARE(encoder.wordEmbeddings().shape, (std::vector<std::int64_t>{766, 32}));
    }

    void loadsABareEncoderWithoutPrefixAndShards() {
        // BertModel as save_pretrained writes it: no "bert." prefix, no head; split in two
        // shards with an index. Its hidden states must equal the classifier's.
        const auto dir = modelFolder("bare", bert_);
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config["architectures"] = {"BertModel"};
        writeFileAtomically(dir + "/config.json", config.dump(2));
        const auto file = SafetensorsFile::open(bert_ + "/model.safetensors");
        SafetensorsWriter first, second;
        nlohmann::json index;
        for (const auto& e : file.entries()) {
            if (e.name.rfind("classifier.", 0) == 0) {
                continue;
            }
            const auto bare = e.name.substr(5);  // "bert."
            const bool inFirst = bare.find("layer.1") == std::string::npos;
            (inFirst ? first : second).addFloat(bare, file.readFloat(e.name));
            index["weight_map"][bare] =
                inFirst ? "model-00001-of-00002.safetensors" : "model-00002-of-00002.safetensors";
        }
        first.write(dir + "/model-00001-of-00002.safetensors");
        second.write(dir + "/model-00002-of-00002.safetensors");
        writeFileAtomically(dir + "/model.safetensors.index.json", index.dump());
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto bare = Encoder::load(dir, options);
        QVERIFY(bare.info().labels.empty());
        QCOMPARE(bare.info().weightFiles.size(), std::size_t(2));
        const auto texts = fixtureTexts(bert_);
        ForwardOptions what;
        what.hiddenStates = true;
        const auto out = bare.forward({texts[0].encoding}, what);
        const auto reference = SafetensorsFile::open(bert_ + "/reference.safetensors");
        QVERIFY(maxDifference(out[0].hiddenStates, reference.readFloat("t0.hidden")) < 1e-4);
        try {
            what.logits = true;
            bare.forward({texts[0].encoding}, what);
            QFAIL("a bare encoder has no logits");
        } catch (const InputError&) {
        }
    }

    void loadsBFloat16Weights() {
        // The fixture's weights rounded to bfloat16 (upper 16 bits), as a bf16 checkpoint
        // stores them: the model loads and its hidden states stay close to the fp32 ones.
        const auto dir = modelFolder("bf16", bert_);
        const auto file = SafetensorsFile::open(bert_ + "/model.safetensors");
        nlohmann::json header;
        std::string data;
        for (const auto& e : file.entries()) {
            const auto values = file.readFloat(e.name).values;
            const auto begin = data.size();
            for (float v : values) {
                std::uint32_t bits;
                std::memcpy(&bits, &v, 4);
                bits += 0x7fffu + ((bits >> 16) & 1u);  // round to nearest even
                data.push_back(static_cast<char>((bits >> 16) & 0xffu));
                data.push_back(static_cast<char>((bits >> 24) & 0xffu));
            }
            header[e.name] = {
                {"dtype", "BF16"}, {"shape", e.shape}, {"data_offsets", {begin, data.size()}}};
        }
        writeFileAtomically(dir + "/model.safetensors", craft(header.dump(), 0) + data);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        QCOMPARE(encoder.info().weightDType, std::string("BF16"));
        const auto texts = fixtureTexts(bert_);
        ForwardOptions what;
        what.hiddenStates = true;
        const auto out = encoder.forward({texts[0].encoding}, what);
        const auto reference = SafetensorsFile::open(bert_ + "/reference.safetensors");
        const auto difference =
            maxDifference(out[0].hiddenStates, reference.readFloat("t0.hidden"));
        QVERIFY2(difference > 0 && difference < 0.1, std::to_string(difference).c_str());
    }

    void saysWhatAFolderWithoutAConfigIs() {
        const std::string missing = tempPath("no-such-model").toStdString();
        QVERIFY2(loadError(missing).contains("no such model folder"),
                 qPrintable(loadError(missing)));
        const auto file = modelFolder("a-file", bert_) + "/config.json";
        QVERIFY2(loadError(file).contains("not a folder"), qPrintable(loadError(file)));
        // A training killed before its first epoch ended: only checkpoint/model/ so far.
        const auto early = tempPath("early-training").toStdString();
        fs::create_directories(early + "/checkpoint/model");
        QVERIFY2(loadError(early).contains("stopped before its first epoch ended"),
                 qPrintable(loadError(early)));
    }

    // What the writer stores reads back, names of any script and with quotes escaped; two
    // tensors of one name would make a header that names one, and are refused.
    void writtenTensorsReadBack() {
        SafetensorsWriter writer;
        const std::vector<std::string> names{"t0.hidden", "भारत \"quoted\"", "a.b"};
        for (std::size_t i = 0; i < names.size(); ++i) {
            writer.addFloat(names[i], Array{{1, 2}, {float(i), 0.5f}});
        }
        writer.addInt64("ids", {3}, {7, 8, 9});
        const auto path = tempPath("written.safetensors").toStdString();
        writer.write(path);
        const auto file = SafetensorsFile::open(path);
        QCOMPARE(file.entries().size(), std::size_t(4));
        for (std::size_t i = 0; i < names.size(); ++i) {
            QCOMPARE(file.readFloat(names[i]).values, (std::vector<float>{float(i), 0.5f}));
        }
        QCOMPARE(file.readInt64("ids"), (std::vector<std::int64_t>{7, 8, 9}));
        writer.addFloat("a.b", Array{{1}, {1.0f}});
        QVERIFY_THROWS_EXCEPTION(std::logic_error, writer.serialize());
    }

    void refusesATruncatedFile() {
        const auto dir = modelFolder("truncated", bert_);
        const auto bytes = rewrite(bert_).serialize();
        writeFileAtomically(dir + "/model.safetensors", bytes.substr(0, bytes.size() - 1000));
        const auto message = loadError(dir);
        QVERIFY2(message.contains("outside the"), qPrintable(message));
    }

    void refusesAHeaderLengthPastTheEnd() {
        const auto dir = modelFolder("header", bert_);
        auto bytes = rewrite(bert_).serialize();
        bytes[5] = '\x01';  // a header of about 2^40 bytes
        writeFileAtomically(dir + "/model.safetensors", bytes);
        const auto message = loadError(dir);
        QVERIFY2(message.contains("header length") && message.contains("past the end"),
                 qPrintable(message));
        writeFileAtomically(dir + "/model.safetensors", std::string("\x10\0\0", 3));
        QVERIFY(loadError(dir).contains("shorter than"));
    }

    void refusesOverlappingAndOutOfRangeOffsets() {
        const auto dir = modelFolder("offsets", bert_);
        writeFileAtomically(dir + "/model.safetensors",
                            craft(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                                  R"("b":{"dtype":"F32","shape":[4],"data_offsets":[8,24]}})",
                                  24));
        auto message = loadError(dir);
        QVERIFY2(message.contains("'a' and 'b' overlap"), qPrintable(message));
        writeFileAtomically(
            dir + "/model.safetensors",
            craft(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[16,32]}})", 24));
        message = loadError(dir);
        QVERIFY2(message.contains("tensor 'a'") && message.contains("outside"),
                 qPrintable(message));
        writeFileAtomically(
            dir + "/model.safetensors",
            craft(R"({"a":{"dtype":"F32","shape":[5],"data_offsets":[0,16]}})", 16));
        message = loadError(dir);
        QVERIFY2(message.contains("need 20"), qPrintable(message));
        writeFileAtomically(dir + "/model.safetensors",  // 2^63 beside a 0: no bytes needed
                            craft(R"({"a":{"dtype":"F32","shape":[0,9223372036854775808],)"
                                  R"("data_offsets":[0,0]}})",
                                  16));
        QVERIFY2(loadError(dir).contains("larger than a tensor"), qPrintable(loadError(dir)));
        writeFileAtomically(dir + "/model.safetensors", craft(R"({"a": [1, 2)", 16));
        QVERIFY(loadError(dir).contains("not valid JSON"));
    }

    void refusesAWrongDtype() {
        const auto dir = modelFolder("dtype", bert_);
        const std::string victim = "bert.pooler.dense.bias";
        auto writer = rewrite(bert_, [&](const std::string& n) { return n != victim; });
        writer.addInt64(victim, {32}, std::vector<std::int64_t>(32, 1));
        writer.write(dir + "/model.safetensors");
        auto message = loadError(dir);
        QVERIFY2(message.contains(QString::fromStdString(victim)) && message.contains("I64"),
                 qPrintable(message));
        writeFileAtomically(
            dir + "/model.safetensors",
            craft(R"({"a":{"dtype":"F24","shape":[4],"data_offsets":[0,12]}})", 12));
        message = loadError(dir);
        QVERIFY2(message.contains("unknown dtype 'F24'"), qPrintable(message));
    }

    void namesAMissingWeight() {
        const auto dir = modelFolder("missing", bert_);
        const std::string victim = "bert.encoder.layer.1.attention.self.key.weight";
        rewrite(bert_, [&](const std::string& n) {
            return n != victim;
        }).write(dir + "/model.safetensors");
        const auto message = loadError(dir);
        QVERIFY2(
            message.contains("missing weight") && message.contains(QString::fromStdString(victim)),
            qPrintable(message));
    }

    void namesAnUnexpectedWeight() {
        const auto dir = modelFolder("unexpected", bert_);
        auto writer = rewrite(bert_);
        const auto file = SafetensorsFile::open(bert_ + "/model.safetensors");
        writer.addFloat("bert.encoder.layer.2.output.dense.bias",
                        file.readFloat("bert.encoder.layer.1.output.dense.bias"));
        writer.write(dir + "/model.safetensors");
        const auto message = loadError(dir);
        QVERIFY2(message.contains("unexpected weight 'bert.encoder.layer.2.output.dense.bias'"),
                 qPrintable(message));
    }

    // A classifier's weights under a config.json that names no classifier: the config is at
    // fault, and the message says so, as it does for fields of the wrong type.
    void aHeadWithoutAClassifierArchitectureBlamesTheConfig() {
        const auto dir = modelFolder("no-architecture", bert_);
        rewrite(bert_).write(dir + "/model.safetensors");
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config.erase("architectures");
        writeFileAtomically(dir + "/config.json", config.dump());
        auto message = loadError(dir);
        QVERIFY2(message.contains("holds a classification head") &&
                     message.contains("\"architectures\" names no architecture"),
                 qPrintable(message));
        config["architectures"] = "BertForSequenceClassification";
        writeFileAtomically(dir + "/config.json", config.dump());
        message = loadError(dir);
        QVERIFY2(message.contains("field 'architectures': expected a list of names"),
                 qPrintable(message));
        config["architectures"] = {"BertForSequenceClassification"};
        config["id2label"] = {"negative", "neutral", "positive"};
        writeFileAtomically(dir + "/config.json", config.dump());
        message = loadError(dir);
        QVERIFY2(message.contains("field 'id2label': expected an object"), qPrintable(message));
    }

    void refusesAShapeThatDisagreesWithTheConfig() {
        const auto dir = modelFolder("shape", bert_);
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config["intermediate_size"] = 48;  // the stored weights have 64
        writeFileAtomically(dir + "/config.json", config.dump());
        rewrite(bert_).write(dir + "/model.safetensors");
        const auto message = loadError(dir);
        QVERIFY2(message.contains("intermediate.dense") && message.contains("[64, 32]"),
                 qPrintable(message));
    }

    void refusesPickledCheckpoints() {
        const auto dir = modelFolder("pickle", bert_);
        writeFileAtomically(dir + "/pytorch_model.bin", std::string("\x80\x02}q\0.", 6));
        const auto message = loadError(dir);
        QVERIFY2(message.contains("arbitrary code") && message.contains("safe_serialization=True"),
                 qPrintable(message));
    }

    void refusesAbsurdSizesBeforeAllocating() {
        const auto dir = modelFolder("absurd", bert_);
        rewrite(bert_).write(dir + "/model.safetensors");
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config["hidden_size"] = 1000000000;
        writeFileAtomically(dir + "/config.json", config.dump());
        auto message = loadError(dir);
        QVERIFY2(message.contains("hidden_size") && message.contains("outside"),
                 qPrintable(message));
        // Within the per-field limits but far more than the file holds.
        config["hidden_size"] = 16384;
        config["num_attention_heads"] = 16;
        config["num_hidden_layers"] = 200;
        writeFileAtomically(dir + "/config.json", config.dump());
        message = loadError(dir);
        QVERIFY2(message.contains("weight files hold only"), qPrintable(message));
        // The weight file is named beside config.json: either may have lost the match.
        QVERIFY2(message.contains(QString::fromStdString(dir + "/model.safetensors")),
                 qPrintable(message));
    }

    // Predictions are keyed by label name, so two classes of one name are refused.
    void refusesTwoClassesOfOneName() {
        const auto dir = modelFolder("same-label", bert_);
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config["id2label"] = {{"0", "positive"}, {"1", "positive"}, {"2", "negative"}};
        writeFileAtomically(dir + "/config.json", config.dump());
        const auto message = loadError(dir);
        QVERIFY2(message.contains("id2label") &&
                     message.contains("classes 0 and 1 have the same name 'positive'"),
                 qPrintable(message));
    }

    void namesAMissingWeightOfADecoderOrT5() {
        const std::pair<const char*, const char*> cases[] = {
            {"gpt2", "h.1.attn.c_attn.weight"},
            {"bloom", "h.0.self_attention.query_key_value.bias"},
            {"mt5-encoder", "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"},
            {"mt5-encoder", "encoder.final_layer_norm.weight"}};
        for (const auto& [fixture, victim] : cases) {
            const auto source = fixtureDir(fixture).toStdString();
            const auto dir = modelFolder(std::string("missing-") + fixture, source);
            rewrite(source, [&](const std::string& n) {
                return n != victim;
            }).write(dir + "/model.safetensors");
            const auto message = loadError(dir);
            QVERIFY2(message.contains("missing weight") && message.contains(victim),
                     qPrintable(message));
        }
    }

    void loadsLanguageModelCheckpointsOfDecoders() {
        // GPT2LMHeadModel and BloomForCausalLM store the body under "transformer." with an
        // lm_head; old GPT-2 checkpoints also carry the attention's mask buffers.
        for (const char* fixture : {"gpt2", "bloom"}) {
            const auto source = fixtureDir(fixture).toStdString();
            const bool gpt2 = std::string(fixture) == "gpt2";
            const auto dir = editedFolder(std::string("lm-") + fixture, source, [&](auto& config) {
                config["architectures"] = {gpt2 ? "GPT2LMHeadModel" : "BloomForCausalLM"};
            });
            const auto file = SafetensorsFile::open(source + "/model.safetensors");
            SafetensorsWriter writer;
            for (const auto& e : file.entries()) {
                writer.addFloat("transformer." + e.name, file.readFloat(e.name));
            }
            writer.addFloat("lm_head.weight",
                            file.readFloat(gpt2 ? "wte.weight" : "word_embeddings.weight"));
            if (gpt2) {
                writer.addFloat("transformer.h.0.attn.bias", Array{{1, 1, 2, 2}, {1, 0, 1, 1}});
            }
            writer.write(dir + "/model.safetensors");
            const auto difference = firstTextDifference(dir, source);
            QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
        }
    }

    // A decoder's pad_token_id outside the vocabulary (a pad token added to the tokenizer
    // without resizing the embeddings) does not stop the model: it never reads that id, and
    // its padded positions are filled with one it has.
    void aDecoderPadIdOutsideTheVocabularyIsPassedOver() {
        const auto source = fixtureDir("gpt2").toStdString();
        const auto dir = editedFolder("gpt2-pad-outside", source,
                                      [](auto& config) { config["pad_token_id"] = 600; });
        fs::copy_file(source + "/model.safetensors", dir + "/model.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        QCOMPARE(Encoder::load(dir, options).info().padTokenId, std::int64_t(0));
        const auto difference = firstTextDifference(dir, source);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
    }

    void loadsT5EncodersFromFullCheckpoints() {
        // MT5ForConditionalGeneration: shared, encoder, decoder and lm_head; the encoder's
        // run ignores the decoder. An encoder stored alone may name the embedding
        // encoder.embed_tokens.weight.
        const auto source = fixtureDir("mt5-encoder").toStdString();
        const auto file = SafetensorsFile::open(source + "/model.safetensors");
        const auto full = editedFolder("mt5-full", source, [](auto& config) {
            config["architectures"] = {"MT5ForConditionalGeneration"};
        });
        SafetensorsWriter writer = rewrite(source);
        writer.addFloat("encoder.embed_tokens.weight", file.readFloat("shared.weight"));
        writer.addFloat("decoder.embed_tokens.weight", file.readFloat("shared.weight"));
        writer.addFloat("decoder.block.0.layer.0.SelfAttention.q.weight",
                        file.readFloat("encoder.block.0.layer.0.SelfAttention.q.weight"));
        writer.addFloat("lm_head.weight", file.readFloat("shared.weight"));
        writer.write(full + "/model.safetensors");
        auto difference = firstTextDifference(full, source);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());

        const auto alone = modelFolder("mt5-embed-tokens", source);
        SafetensorsWriter renamed;
        for (const auto& e : file.entries()) {
            renamed.addFloat(e.name == "shared.weight" ? "encoder.embed_tokens.weight" : e.name,
                             file.readFloat(e.name));
        }
        renamed.write(alone + "/model.safetensors");
        difference = firstTextDifference(alone, source);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
    }

    void describesDecodersAndT5() {
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto gpt2 = Encoder::load(fixtureDir("gpt2").toStdString(), options).info();
        QCOMPARE(gpt2.family, Family::Gpt2);
        QCOMPARE(gpt2.numLayers, std::int64_t(2));
        QCOMPARE(gpt2.numHeads, std::int64_t(4));
        QCOMPARE(gpt2.intermediateSize, std::int64_t(64));  // n_inner
        QCOMPARE(gpt2.maxTokens, std::int64_t(128));        // n_positions
        QCOMPARE(gpt2.vocabSize, std::int64_t(600));
        // wte, wpe, two blocks and ln_f of 32 wide with 64 inner.
        QCOMPARE(gpt2.parameterCount, std::uint64_t(600 * 32 + 128 * 32 +
                                                    2 * (4 * 32 + 32 * 96 + 96 + 32 * 32 + 32 +
                                                         32 * 64 + 64 + 64 * 32 + 32) +
                                                    64));
        const auto bloom = Encoder::load(fixtureDir("bloom").toStdString(), options).info();
        QCOMPARE(bloom.family, Family::Bloom);
        QCOMPARE(bloom.intermediateSize, std::int64_t(128));
        QCOMPARE(bloom.numHeads, std::int64_t(4));
        const auto t5 = Encoder::load(fixtureDir("mt5-encoder").toStdString(), options).info();
        QCOMPARE(t5.family, Family::T5);
        QCOMPARE(t5.modelType, std::string("mt5"));
        QCOMPARE(t5.intermediateSize, std::int64_t(64));
        QCOMPARE(t5.vocabSize, std::int64_t(400));
        QCOMPARE(t5.padTokenId, std::int64_t(0));
    }

    void refusesAbsurdDecoderSizesBeforeAllocating() {
        const auto source = fixtureDir("gpt2").toStdString();
        auto dir = editedFolder("gpt2-absurd", source, [](auto& c) { c["n_embd"] = 1000000000; });
        rewrite(source).write(dir + "/model.safetensors");
        auto message = loadError(dir);
        QVERIFY2(message.contains("n_embd") && message.contains("outside"), qPrintable(message));
        dir = editedFolder("gpt2-absurd", source, [](auto& c) {
            c["n_embd"] = 16384;
            c["n_head"] = 16;
            c["n_layer"] = 200;
        });
        message = loadError(dir);
        QVERIFY2(message.contains("weight files hold only"), qPrintable(message));
        const auto t5 = fixtureDir("mt5-encoder").toStdString();
        dir = editedFolder("mt5-absurd", t5, [](auto& c) { c["d_kv"] = 4096; });
        rewrite(t5).write(dir + "/model.safetensors");
        message = loadError(dir);
        QVERIFY2(message.contains("hold only"), qPrintable(message));
        dir =
            editedFolder("mt5-absurd", t5, [](auto& c) { c["feed_forward_proj"] = "fancy-gelu"; });
        QVERIFY2(loadError(dir).contains("feed_forward_proj"), qPrintable(loadError(dir)));
        const auto bloom = fixtureDir("bloom").toStdString();
        dir = editedFolder("bloom-heads", bloom, [](auto& c) { c["n_head"] = 5; });
        rewrite(bloom).write(dir + "/model.safetensors");
        QVERIFY2(loadError(dir).contains("not a multiple of 5"), qPrintable(loadError(dir)));
    }

    void refusesClassifierHeadsOfDecoders() {
        const auto source = fixtureDir("gpt2").toStdString();
        const auto dir = editedFolder("gpt2-classifier", source, [](auto& c) {
            c["architectures"] = {"GPT2ForSequenceClassification"};
        });
        rewrite(source).write(dir + "/model.safetensors");
        const auto message = loadError(dir);
        QVERIFY2(
            message.contains("architectures") && message.contains("GPT2ForSequenceClassification"),
            qPrintable(message));
    }

    void alibiSlopesFollowThePaper() {
        // Eight heads: 2^-1 ... 2^-8.
        const auto eight = internal::alibiSlopes(8);
        QCOMPARE(eight.size(), std::size_t(8));
        for (std::size_t k = 0; k < 8; ++k) {
            QVERIFY(std::fabs(eight[k] - std::pow(2.0, -double(k + 1))) < 1e-7);
        }
        // Twelve heads: the eight above, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5 (the odd
        // members of the sixteen-head sequence).
        const auto twelve = internal::alibiSlopes(12);
        QCOMPARE(twelve.size(), std::size_t(12));
        for (std::size_t k = 0; k < 8; ++k) {
            QCOMPARE(twelve[k], eight[k]);
        }
        for (std::size_t k = 0; k < 4; ++k) {
            QVERIFY(std::fabs(twelve[8 + k] - std::pow(2.0, -0.5 - double(k))) < 1e-7);
        }
        // Four heads (the fixture's): 2^-2, 2^-4, 2^-6, 2^-8.
        const auto four = internal::alibiSlopes(4);
        QCOMPARE(four.size(), std::size_t(4));
        QVERIFY(std::fabs(four[3] - std::pow(2.0, -8.0)) < 1e-9);
    }

    void refusesATokenizerLargerThanTheModel() {
        const auto dir = modelFolder("vocab", bert_, true);
        rewrite(bert_).write(dir + "/model.safetensors");
        QCOMPARE(loadError(dir), QString());  // 766 lines for 766 ids
        writeFileAtomically(dir + "/vocab.txt", readFile(dir + "/vocab.txt") + "extra\nmore\n");
        const auto message = loadError(dir);
        QVERIFY2(message.contains("768 tokens") && message.contains("vocab_size is 766"),
                 qPrintable(message));
        // SentencePiece: XLM-R's fixture counts its pieces with fairseq's offset.
        const auto xlmr = fixtureDir("xlmr").toStdString();
        const auto xdir = tempPath("xlmr-vocab").toStdString();
        fs::create_directories(xdir);
        auto config = nlohmann::json::parse(readFile(xlmr + "/config.json"));
        config["vocab_size"] = 401;  // one fewer than the 400 pieces + 2 need
        writeFileAtomically(xdir + "/config.json", config.dump());
        fs::copy_file(xlmr + "/sentencepiece.bpe.model", xdir + "/sentencepiece.bpe.model");
        fs::copy_file(xlmr + "/model.safetensors", xdir + "/model.safetensors");
        const auto spm = loadError(xdir);
        QVERIFY2(spm.contains("402 tokens"), qPrintable(spm));
    }

    // A token added past vocab.txt's ids, which the model has no row for, is refused at load
    // by its file, not at the first text holding it ("input 1: token id 5000 is outside").
    // A named pipe in place of a file was waited on for ever.
    void refusesAddedTokensPastTheModelAndPipes() {
        const auto dir = modelFolder("added-past", bert_, true);
        fs::copy_file(bert_ + "/model.safetensors", dir + "/model.safetensors");
        auto tokenizer = nlohmann::json::parse(readFile(bert_ + "/tokenizer.json"));
        tokenizer["added_tokens"].push_back({{"id", 5000}, {"content", "zzzz"}});
        writeFileAtomically(dir + "/tokenizer.json", tokenizer.dump());
        const auto added = loadError(dir);
        QVERIFY2(added.contains(QString::fromStdString(dir + "/tokenizer.json")) &&
                     added.contains("id 5000") && added.contains("vocab_size is 766"),
                 qPrintable(added));
        fs::remove(dir + "/tokenizer.json");
        writeFileAtomically(dir + "/added_tokens.json", R"({"zzzz": 5000})");
        QVERIFY(loadError(dir).contains("added_tokens.json: an added token has id 5000"));
        fs::remove(dir + "/added_tokens.json");
        QCOMPARE(loadError(dir), QString());
        for (const char* name : {"vocab.txt", "model.safetensors"}) {
            fs::remove(dir + "/" + name);
            QCOMPARE(::mkfifo((dir + "/" + name).c_str(), 0600), 0);
            const auto pipe = loadError(dir);
            QVERIFY2(
                pipe.contains(QString::fromStdString(dir + "/" + name + ": not a regular file")),
                qPrintable(pipe));
            fs::remove(dir + "/" + name);
            fs::copy_file(bert_ + "/" + name, dir + "/" + name);
        }
    }

    // The byte-level BPE tokenizers number their tokens in JSON: a model with fewer rows than
    // the largest id is named at load, not blamed later on a text that reaches that id.
    void refusesAJsonTokenizerLargerThanTheModel() {
        for (const char* folder : {"bloom", "gpt2"}) {
            const auto source = fixtureDir(folder).toStdString();
            const auto dir = tempPath(QStringLiteral("json-vocab-") + folder).toStdString();
            fs::create_directories(dir);
            for (const auto& entry : fs::directory_iterator(source)) {
                const auto name = entry.path().filename().string();
                if (name != "config.json" && name != "model.safetensors" &&
                    name.rfind("reference", 0) != 0) {
                    fs::copy_file(entry.path(), dir + "/" + name,
                                  fs::copy_options::overwrite_existing);
                }
            }
            auto config = nlohmann::json::parse(readFile(source + "/config.json"));
            writeFileAtomically(dir + "/config.json", config.dump());
            fs::copy_file(source + "/model.safetensors", dir + "/model.safetensors",
                          fs::copy_options::overwrite_existing);
            QCOMPARE(loadError(dir), QString());  // ids 0-599 for 600 rows
            // A model of 599 rows, consistent in itself: only the tokenizer reaches past it.
            config["vocab_size"] = 599;
            writeFileAtomically(dir + "/config.json", config.dump());
            const auto weights = SafetensorsFile::open(source + "/model.safetensors");
            SafetensorsWriter writer;
            for (const auto& e : weights.entries()) {
                auto array = weights.readFloat(e.name);
                if (!array.shape.empty() && array.shape[0] == 600) {
                    array.shape[0] = 599;
                    array.values.resize(array.values.size() / 600 * 599);
                }
                writer.addFloat(e.name, array);
            }
            writer.write(dir + "/model.safetensors");
            const auto message = loadError(dir);
            QVERIFY2(message.contains(QString::fromStdString(dir + "/tokenizer.json")) &&
                         message.contains("token id 599") && message.contains("vocab_size is 599"),
                     qPrintable(message));
            if (std::string(folder) == "gpt2") {  // vocab.json and merges.txt alone
                fs::remove(dir + "/tokenizer.json");
                const auto vocab = loadError(dir);
                QVERIFY2(vocab.contains(QString::fromStdString(dir + "/vocab.json")) &&
                             vocab.contains("token id 599"),
                         qPrintable(vocab));
            }
        }
    }

    // A classifier whose weights hold a NaN gives NaN logits; they must not be read as a
    // prediction of class 0.
    void refusesLogitsThatAreNotFinite() {
        const auto dir = withBadWeight("nan-weight", "classifier.weight",
                                       std::numeric_limits<float>::quiet_NaN());
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        Encoding input;
        input.ids = {2, 40, 41, 3};
        ForwardOptions what;
        what.logits = true;
        try {
            encoder.forward({input, input}, what);
            QFAIL("NaN logits were returned as a prediction");
        } catch (const ModelError& e) {
            QVERIFY2(QString(e.what()).contains("logits of input 1 are not finite numbers"),
                     e.what());
        }
        // The hidden states alone are still given: only the head holds the NaN.
        what.logits = false;
        what.meanPooled = true;
        QCOMPARE(encoder.forward({input}, what).size(), std::size_t(1));
    }

    // A NaN in an encoder layer's weights reaches every state above it: the states are refused
    // as the logits are, not written to a cache or handed to a probe.
    void refusesHiddenStatesThatAreNotFinite() {
        const auto dir =
            withBadWeight("nan-layer", "bert.encoder.layer.0.attention.self.query.weight",
                          std::numeric_limits<float>::infinity());
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        Encoding input;
        input.ids = {2, 40, 41, 3};
        for (const auto& [name, ask] :
             std::vector<std::pair<QString, std::function<void(ForwardOptions&)>>>{
                 {"hidden states", [](ForwardOptions& w) { w.hiddenStates = true; }},
                 {"pooled hidden states", [](ForwardOptions& w) { w.meanPooled = true; }},
                 {"hidden states", [](ForwardOptions& w) { w.lastHidden = true; }}}) {
            ForwardOptions what;
            ask(what);
            try {
                encoder.forward({input}, what);
                QFAIL(qPrintable("NaN " + name + " were returned"));
            } catch (const ModelError& e) {
                QVERIFY2(QString(e.what()).contains("the " + name + " of input 1 are not finite"),
                         e.what());
            }
        }
        // Nor when a batch is unpacked on a thread of its own: the error is the caller's.
        options.unpackAside = true;
        const auto aside = Encoder::load(dir, options);
        ForwardOptions pooled;
        pooled.meanPooled = true;
        try {
            aside.forward({input, input}, pooled);
            QFAIL("NaN states were returned from a batch unpacked aside");
        } catch (const ModelError& e) {
            QVERIFY2(QString(e.what()).contains("pooled hidden states of input 1 are not finite"),
                     e.what());
        }
        // Nor handed over in rows: the second input is the first of its batch.
        Encoding shorter;
        shorter.ids = {2, 40, 3};
        ForwardOptions what;
        what.meanPooled = true;
        std::size_t taken = 0;
        try {
            encoder.forwardRows({input, shorter}, what,
                                [&](const PooledRows& rows) { taken += rows.inputs.size(); });
            QFAIL("NaN rows were handed over");
        } catch (const ModelError& e) {
            QVERIFY2(
                QString(e.what()).contains("the pooled hidden states of input 2 are not finite"),
                e.what());
        }
        QCOMPARE(taken, std::size_t(0));
    }

    // The probing cache and run folders know a model by its fingerprint: a copy with one
    // weight changed deep inside a file (an ablated layer) or another tokenizer setting is
    // another model, or its runs would read the first model's cached states.
    void fingerprintSeesEveryWeightAndTheTokenizer() {
        const auto dir = modelFolder("fingerprint", bert_, true);
        std::string weights(std::size_t(5) << 20, '\0');
        for (std::size_t i = 0; i < weights.size(); ++i) {
            weights[i] = static_cast<char>((i * 7919) % 251);
        }
        writeFileAtomically(dir + "/model.safetensors", weights);
        ModelInfo info;
        info.directory = dir;
        info.weightFiles = {dir + "/model.safetensors"};
        const std::string original = modelFingerprint(info);
        QCOMPARE(modelFingerprint(info), original);

        weights[weights.size() / 2] ^= 1;
        writeFileAtomically(dir + "/model.safetensors", weights);
        const std::string ablated = modelFingerprint(info);
        QVERIFY(ablated != original);

        writeFileAtomically(dir + "/tokenizer_config.json", "{\"do_lower_case\": true}");
        QVERIFY(modelFingerprint(info) != ablated);
        QVERIFY(isTokenizerFile("x/spiece.model"));
        QVERIFY(!isTokenizerFile("x/model.safetensors"));
    }

    void refusesBadInputs() {
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(bert_, options);
        Encoding outside;
        outside.ids = {2, 766, 3};
        ForwardOptions what;
        what.logits = true;
        try {
            encoder.forward({outside}, what);
            QFAIL("an id outside the vocabulary must be refused");
        } catch (const InputError& e) {
            QVERIFY(QString(e.what()).contains("766"));
        }
        Encoding tooLong;
        tooLong.ids.assign(129, 5);
        QVERIFY_THROWS_EXCEPTION(InputError, encoder.forward({tooLong}, what));
    }
};

QTEST_APPLESS_MAIN(TestLoading)
#include "tst_loading.moc"

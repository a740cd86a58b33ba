// What a model folder's config.json and tokenizer_config.json say of how it is run: which
// heads classify, and how long an input it takes.

#include <QtTest>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace fs = std::filesystem;

namespace {

// A fresh model folder holding the fixture's config.json and weights.
std::string modelFolder(const std::string& name, const std::string& source) {
    const auto dir = tempPath(QString::fromStdString(name)).toStdString();
    fs::create_directories(dir);
    for (const char* file : {"config.json", "model.safetensors"}) {
        fs::copy_file(source + "/" + file, dir + "/" + file, fs::copy_options::overwrite_existing);
    }
    return dir;
}

}  // namespace

class TestHeads : public QObject {
    Q_OBJECT
private:
    std::string bert_;

private Q_SLOTS:
    void initTestCase() {
        bert_ = fixtureDir("bert-cased").toStdString();
        if (bert_.empty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
    }

    // A num_labels that disagrees with id2label gives way to it, as in transformers; a head
    // whose outputs are no softmax over two or more labels (several labels at once, a
    // regression) loads for its hidden states, but is not run as a classifier.
    void aClassifierIsAHeadOfOneLabelOfSeveral() {
        const auto dir = modelFolder("problem-type", bert_);
        auto config = nlohmann::json::parse(readFile(dir + "/config.json"));
        config["num_labels"] = 2;
        writeFileAtomically(dir + "/config.json", config.dump(2));
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto texts = fixtureTexts(bert_);
        ForwardOptions what;
        what.logits = true;
        {
            const auto encoder = Encoder::load(dir, options);
            QCOMPARE(encoder.info().labels.size(), std::size_t(3));
            QCOMPARE(encoder.forward({texts[0].encoding}, what)[0].logits.values.size(),
                     std::size_t(3));
        }
        config["problem_type"] = "multi_label_classification";
        writeFileAtomically(dir + "/config.json", config.dump(2));
        const auto encoder = Encoder::load(dir, options);
        try {
            encoder.forward({texts[0].encoding}, what);
            QFAIL("a multi-label head was run as a classifier");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("problem_type"));
            QVERIFY2(QString::fromUtf8(e.what()).contains("one label of two or more"), e.what());
        }
        what.logits = false;
        what.hiddenStates = true;
        QVERIFY(!encoder.forward({texts[0].encoding}, what)[0].hiddenStates.values.empty());
    }

    // Inputs are cut to the tokenizer's model_max_length where it is shorter than the
    // model's positions, as transformers cuts them; its "no limit" placeholder leaves the
    // positions.
    void theTokenizersLengthLimitCuts() {
        const auto dir = modelFolder("tokenizer-limit", bert_);
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        QCOMPARE(Encoder::load(dir, options).info().maxTokens, std::int64_t(128));
        writeFileAtomically(dir + "/tokenizer_config.json", R"({"model_max_length": 16})");
        QCOMPARE(Encoder::load(dir, options).info().maxTokens, std::int64_t(16));
        writeFileAtomically(dir + "/tokenizer_config.json",
                            R"({"model_max_length": 1000000000000000019884624838656})");
        QCOMPARE(Encoder::load(dir, options).info().maxTokens, std::int64_t(128));
    }
};

QTEST_APPLESS_MAIN(TestHeads)
#include "tst_heads.moc"

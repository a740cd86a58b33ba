// How a config.json's keys reach the model where transformers reads them in a way of its
// own: two spellings of one size, and what a T5's feed_forward_proj is saved beside.

#include <QtTest>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "model/Encoder.h"
#include "model/ModelConfig.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace fs = std::filesystem;

namespace {

// A folder with the fixture's weights and its config.json as `edit` leaves it.
std::string editedModel(const std::string& name, const std::string& fixture,
                        const std::function<void(nlohmann::json&)>& edit) {
    const auto dir = editedFolder(name, fixture, edit);
    fs::copy_file(fixture + "/model.safetensors", dir + "/model.safetensors",
                  fs::copy_options::overwrite_existing);
    return dir;
}

// The fixture's value of `own` moved to `overriding`, and a stale one left under `own`.
void overridden(nlohmann::json& config, const char* own, const char* overriding, int stale) {
    config[overriding] = config[own];
    config[own] = stale;
}

}  // namespace

class TestConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        if (fixtureDir("gpt2").isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
    }

    // transformers sets a config's own fields first and the other keys after, an alias onto
    // the field it names, so where both spellings are given the alias is what the model
    // has: these folders hold a stale size under the config's own name and the fixture's
    // size under the alias, and run as the fixture does.
    void whereBothSpellingsAreGivenTheAliasDecides() {
        const auto gpt2 = fixtureDir("gpt2").toStdString();
        auto dir = editedModel("gpt2-aliases", gpt2, [](auto& c) {
            overridden(c, "n_layer", "num_hidden_layers", 5);
            overridden(c, "n_head", "num_attention_heads", 8);
            overridden(c, "n_positions", "max_position_embeddings", 64);
        });
        QCOMPARE(ModelConfig::load(dir).numLayers, std::int64_t(2));
        QCOMPARE(ModelConfig::load(dir).maxPositions, std::int64_t(128));
        auto difference = firstTextDifference(dir, gpt2);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());

        const auto t5 = fixtureDir("mt5-encoder").toStdString();
        dir = editedModel("mt5-aliases", t5, [](auto& c) {
            overridden(c, "d_model", "hidden_size", 64);
            overridden(c, "num_heads", "num_attention_heads", 2);
            overridden(c, "num_layers", "num_hidden_layers", 6);
            overridden(c, "d_kv", "head_dim", 16);
        });
        difference = firstTextDifference(dir, t5);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
    }

    // BloomConfig takes n_embed, the older name, over hidden_size (the 560m to 176B
    // checkpoints are saved with n_embed).
    void bloomsNEmbedReplacesHiddenSize() {
        const auto bloom = fixtureDir("bloom").toStdString();
        const auto dir = editedModel("bloom-n-embed", bloom, [](auto& c) {
            overridden(c, "hidden_size", "n_embed", 64);
            overridden(c, "n_head", "num_attention_heads", 16);
        });
        QCOMPARE(ModelConfig::load(dir).hiddenSize, std::int64_t(32));
        const auto difference = firstTextDifference(dir, bloom);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
    }

    // A saved T5 config holds dense_act_fn and is_gated_act beside feed_forward_proj, and
    // transformers builds the feed-forward layers from them: a feed_forward_proj edited by
    // hand without them changes nothing.
    void aT5sSavedActivationDecidesOverFeedForwardProj() {
        const auto t5 = fixtureDir("mt5-encoder").toStdString();
        auto dir = editedModel("mt5-proj-silu", t5,
                               [](auto& c) { c["feed_forward_proj"] = "gated-silu"; });
        QCOMPARE(ModelConfig::load(dir).hiddenAct, std::string("gelu_new"));
        auto difference = firstTextDifference(dir, t5);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());

        dir = editedModel("mt5-proj-relu", t5, [](auto& c) { c["feed_forward_proj"] = "relu"; });
        QVERIFY(ModelConfig::load(dir).gatedFeedForward);
        difference = firstTextDifference(dir, t5);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());

        // Without them, feed_forward_proj decides (gated-gelu is gelu_new, as always).
        dir = editedModel("mt5-proj-only", t5, [](auto& c) {
            c.erase("dense_act_fn");
            c.erase("is_gated_act");
        });
        const auto config = ModelConfig::load(dir);
        QCOMPARE(config.hiddenAct, std::string("gelu_new"));
        QVERIFY(config.gatedFeedForward);
        difference = firstTextDifference(dir, t5);
        QVERIFY2(difference < 1e-4, std::to_string(difference).c_str());
    }

    void anUnknownActivationNamesTheKeyItCameFrom() {
        const auto t5 = fixtureDir("mt5-encoder").toStdString();
        auto dir =
            editedModel("mt5-act-unknown", t5, [](auto& c) { c["dense_act_fn"] = "swiglu"; });
        auto message = loadError(dir);
        QVERIFY2(message.contains("dense_act_fn") && message.contains("swiglu"),
                 qPrintable(message));
        dir = editedModel("mt5-proj-unknown", t5, [](auto& c) {
            c.erase("dense_act_fn");
            c["feed_forward_proj"] = "gated-swiglu";
        });
        message = loadError(dir);
        QVERIFY2(message.contains("feed_forward_proj") && message.contains("swiglu"),
                 qPrintable(message));
        dir = editedModel("mt5-gated-flag", t5, [](auto& c) { c["is_gated_act"] = "yes"; });
        message = loadError(dir);
        QVERIFY2(message.contains("is_gated_act"), qPrintable(message));
    }

    // A size under an alias is checked like one under the config's own name, and the
    // message names the key the file has.
    void aBadAliasIsNamed() {
        const auto bloom = fixtureDir("bloom").toStdString();
        auto dir = editedModel("bloom-n-embed-bad", bloom, [](auto& c) { c["n_embed"] = -1; });
        auto message = loadError(dir);
        QVERIFY2(message.contains("n_embed") && message.contains("outside"), qPrintable(message));
        dir = editedModel("bloom-heads-alias", bloom, [](auto& c) {
            c.erase("n_head");
            c["num_attention_heads"] = 5;
        });
        message = loadError(dir);
        QVERIFY2(message.contains("num_attention_heads") && message.contains("not a multiple of 5"),
                 qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(TestConfig)
#include "tst_config.moc"

// Models whose weights come as a TorchScript archive: refused unless trusted, and then the
// same model as its safetensors twin.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <functional>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "TorchScriptArchive.h"
#include "common/Error.h"
#include "model/Encoder.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace fs = std::filesystem;

namespace {

// A copy of the fixture folder (config, tokenizer files) without its safetensors.
std::string bareFolder(const std::string& name, const std::string& source) {
    const auto dir = tempPath(QString::fromStdString(name)).toStdString();
    fs::create_directories(dir);
    for (const auto& entry : fs::directory_iterator(source)) {
        const auto file = entry.path().filename().string();
        if (file != "model.safetensors" && file.rfind("reference", 0) != 0) {
            fs::copy_file(entry.path(), dir + "/" + file, fs::copy_options::overwrite_existing);
        }
    }
    return dir;
}

}  // namespace

class TorchScriptTest : public QObject {
    Q_OBJECT

private:
    std::string source_;

private Q_SLOTS:
    void initTestCase() {
        const auto dir = fixtureDir("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures (../shared/fixtures/hf-parity) are not present");
        }
        source_ = dir.toStdString();
    }

    void refusedUnlessTrusted() {
        const auto dir = bareFolder("untrusted", source_);
        saveArchive(source_ + "/model.safetensors", dir + "/traced_model.pt");
        try {
            Encoder::load(dir);
            QFAIL("an untrusted TorchScript archive was loaded");
        } catch (const ModelError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("traced_model.pt") != std::string::npos, e.what());
            QVERIFY2(what.find("trust") != std::string::npos, e.what());
        }
    }

    void trustedArchiveGivesTheSameModel() {
        const auto dir = bareFolder("trusted", source_);
        saveArchive(source_ + "/model.safetensors", dir + "/traced_model.pt");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        options.trustTorchScript = true;
        const auto scripted = Encoder::load(dir, options);
        options.trustTorchScript = false;
        const auto reference = Encoder::load(source_, options);
        QCOMPARE(scripted.info().parameterCount, reference.info().parameterCount);
        QCOMPARE(scripted.info().labels, reference.info().labels);

        ForwardOptions forward;
        forward.logits = true;
        forward.hiddenStates = true;
        std::vector<Encoding> inputs;
        for (const auto& text : fixtureTexts(source_)) {
            inputs.push_back(text.encoding);
        }
        const auto a = scripted.forward(inputs, forward);
        const auto b = reference.forward(inputs, forward);
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            QCOMPARE(maxDifference(a[i].logits, b[i].logits), 0.0);
            QCOMPARE(maxDifference(a[i].hiddenStates, b[i].hiddenStates), 0.0);
        }
    }

    void missingWeightInArchiveIsNamed() {
        const auto dir = bareFolder("missing", source_);
        saveArchive(source_ + "/model.safetensors", dir + "/model.pt",
                    [](const std::string& name) { return name != "classifier.weight"; });
        EncoderOptions options;
        options.trustTorchScript = true;
        try {
            Encoder::load(dir, options);
            QFAIL("an archive without the classifier loaded");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("classifier.weight") != std::string::npos,
                     e.what());
        }
    }

    void notAnArchive() {
        const auto dir = bareFolder("garbage", source_);
        std::ofstream(dir + "/model.pt") << "PK not really a zip archive";
        EncoderOptions options;
        options.trustTorchScript = true;
        try {
            Encoder::load(dir, options);
            QFAIL("a broken archive loaded");
        } catch (const ModelError& e) {
            QVERIFY2(std::string(e.what()).find("not a TorchScript archive") != std::string::npos,
                     e.what());
        }
    }

    // An archive whose code or pickled module libtorch's script compiler cannot read is
    // refused as the archive's fault, naming it, never as an internal error.
    void damagedCodeIsNamed() {
        const auto dir = bareFolder("damaged-code", source_);
        const auto whole = tempPath("whole-archive.pt").toStdString();
        saveArchive(source_ + "/model.safetensors", whole);
        bool edited = false;
        copyArchive(whole, dir + "/model.pt", [&](const std::string& name, std::string& bytes) {
            if (name.rfind("code/", 0) == 0 && name.size() > 3 &&
                name.compare(name.size() - 3, 3, ".py") == 0) {
                bytes = "class Model(Module):\n  def broken(self\n";
                edited = true;
            }
        });
        QVERIFY(edited);
        EncoderOptions options;
        options.trustTorchScript = true;
        try {
            Encoder::load(dir, options);
            QFAIL("an archive with broken code loaded");
        } catch (const ModelError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find(dir + "/model.pt: not a TorchScript archive") != std::string::npos,
                     e.what());
        }
    }

    void commandLineAsksForTrust() {
        const auto dir = bareFolder("cli", source_);
        saveArchive(source_ + "/model.safetensors", dir + "/model.pt");
        const QByteArray input = "नमस्ते दुनिया\nDzień dobry\n";
        const auto refused = runCli({"classify", "--model", qs(dir), "--device", "cpu"}, input);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("--trust-torchscript"), refused.err.constData());
        const auto trusted = runCli(
            {"classify", "--model", qs(dir), "--device", "cpu", "--trust-torchscript"}, input);
        QCOMPARE(trusted.exitCode, 0);
        const auto reference =
            runCli({"classify", "--model", qs(source_), "--device", "cpu"}, input);
        QCOMPARE(reference.exitCode, 0);
        QCOMPARE(trusted.out, reference.out);
    }
};

QTEST_GUILESS_MAIN(TorchScriptTest)
#include "tst_torchscript.moc"

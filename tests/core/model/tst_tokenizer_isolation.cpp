#include <QtTest>

#include <dlfcn.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "ModelFixtures.h"
#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Safetensors.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::model;
using namespace akshara::test;

namespace {

constexpr double kOutputTolerance = 1e-4;

// Whether a shared library whose file name contains `name` is mapped into this process.
bool processHasLibrary(const std::string& name) {
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        if (line.find(name) != std::string::npos) {
            return true;
        }
    }
    return false;
}

}  // namespace

// libsentencepiece bundles a protobuf that clashes with the libprotobuf libtorch loads; the
// tokenizers reach it through a module opened in its own symbol scope. These tests run a
// SentencePiece tokenizer and a libtorch encoder in one process.
class TestTokenizerIsolation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sentencePieceAndTheEncoderShareOneProcess() {
        const QString fixture = fixtureDir("xlmr");
        if (fixture.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const std::string dir = fixture.toStdString();
        const auto json = nlohmann::json::parse(readFile(dir + "/reference.json"));
        const auto reference = SafetensorsFile::open(dir + "/reference.safetensors");
        EncoderOptions options;
        options.device = DeviceChoice::Cpu;
        const auto encoder = Encoder::load(dir, options);
        // libtorch's libprotobuf is in the process before any SentencePiece model is loaded.
        QVERIFY(processHasLibrary("libprotobuf.so"));
        const auto tokenizer = Tokenizer::load(dir);
        QCOMPARE(tokenizer->kind(), std::string("sentencepiece-xlmr"));
        QVERIFY(processHasLibrary("libakshara_sentencepiece.so"));
        // Neither the module nor libsentencepiece (nor its protobuf) joined the global scope.
        QVERIFY(dlsym(RTLD_DEFAULT, "akshara_sp_load") == nullptr);
        QVERIFY(dlsym(RTLD_DEFAULT, "_ZN13sentencepiece22SentencePieceProcessorC1Ev") == nullptr);

        const auto texts = fixtureTexts(dir);
        QVERIFY(texts.size() >= 20);
        std::vector<Encoding> inputs;
        std::size_t checked = 0;
        for (const auto& t : texts) {
            const std::string text = json["texts"][t.index]["text"].get<std::string>();
            const Encoding encoding = tokenizer->encode(text);
            QVERIFY2(encoding.ids == t.encoding.ids,
                     ("the ids of \"" + text + "\" differ from the reference").c_str());
            inputs.push_back(encoding);
            ++checked;
        }
        ForwardOptions what;
        what.logits = true;
        const auto outputs = encoder.forward(inputs, what);
        QCOMPARE(outputs.size(), texts.size());
        for (std::size_t k = 0; k < texts.size(); ++k) {
            const auto key = "t" + std::to_string(texts[k].index) + ".logits";
            const double d = maxDifference(outputs[k].logits, reference.readFloat(key));
            QVERIFY2(d < kOutputTolerance, (key + " differs by " + std::to_string(d)).c_str());
        }
        QCOMPARE(checked, texts.size());
    }

    // Run by aMissingModuleIsAClearModelError in a child process whose
    // AKSHARA_SENTENCEPIECE_MODULE names a missing file (the module is opened once per process).
    void loadingWithAMissingModule() {
        const QString missing = qEnvironmentVariable("AKSHARA_SENTENCEPIECE_MODULE");
        if (missing.isEmpty() || QFileInfo::exists(missing)) {
            QSKIP("runs in the child process of aMissingModuleIsAClearModelError");
        }
        const QString fixture = fixtureDir("xlmr");
        QVERIFY(!fixture.isEmpty());
        QString message;
        try {
            Tokenizer::load(fixture.toStdString());
        } catch (const ModelError& e) {
            message = QString::fromUtf8(e.what());
        }
        QVERIFY2(message.contains("the SentencePiece module libakshara_sentencepiece.so was not "
                                  "found in: " +
                                  missing),
                 qPrintable(message));
        QVERIFY2(message.contains("AKSHARA_SENTENCEPIECE_MODULE"), qPrintable(message));
    }

    void aMissingModuleIsAClearModelError() {
        if (fixtureDir("xlmr").isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        if (!qEnvironmentVariable("AKSHARA_SENTENCEPIECE_MODULE").isEmpty()) {
            QSKIP("AKSHARA_SENTENCEPIECE_MODULE is set for this run");
        }
        const QString missing = tempPath("no-such-libakshara_sentencepiece.so");
        QProcess process;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("AKSHARA_SENTENCEPIECE_MODULE", missing);
        process.setProcessEnvironment(env);
        process.start(QCoreApplication::applicationFilePath(), {"loadingWithAMissingModule"});
        QVERIFY(process.waitForStarted(10000));
        QVERIFY(process.waitForFinished(120000));
        const QString output = QString::fromUtf8(process.readAllStandardOutput());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, qPrintable(output));
        QVERIFY2(output.contains("PASS   : TestTokenizerIsolation::loadingWithAMissingModule()"),
                 qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestTokenizerIsolation)
#include "tst_tokenizer_isolation.moc"

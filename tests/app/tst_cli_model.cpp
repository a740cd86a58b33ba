#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "TestSupport.h"
#include "model/Safetensors.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <tuple>

#include "InterruptedCli.h"

namespace {

// The texts of a fixture that have model outputs, written one per line to a file.
QString writeModelTexts(const QString& dir, const QString& path) {
    QFile json(dir + "/reference.json");
    json.open(QIODevice::ReadOnly);
    const auto texts = QJsonDocument::fromJson(json.readAll()).object()["texts"].toArray();
    QByteArray lines;
    for (const auto& t : texts) {
        if (t.toObject().contains("target_class")) {
            lines += t.toObject()["text"].toString().toUtf8() + "\n";
        }
    }
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(lines);
    return path;
}

double maxDifference(const akshara::model::Array& a, const akshara::model::Array& b) {
    if (a.shape != b.shape) {
        return INFINITY;
    }
    double worst = 0;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        worst = std::max(worst, std::fabs(double(a.values[i]) - b.values[i]));
    }
    return worst;
}

}  // namespace

using namespace akshara::test;

class TestCliModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void describesEachFixtureFolder_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("architecture");
        QTest::addColumn<int>("vocab");
        QTest::addColumn<int>("labels");
        QTest::newRow("bert-cased") << "bert-cased"
                                    << "BertForSequenceClassification" << 766 << 3;
        QTest::newRow("xlmr") << "xlmr"
                              << "XLMRobertaForSequenceClassification" << 402 << 3;
        QTest::newRow("albert") << "albert"
                                << "AlbertForSequenceClassification" << 400 << 3;
        QTest::newRow("gpt2") << "gpt2"
                              << "GPT2Model" << 600 << 0;
        QTest::newRow("bloom") << "bloom"
                               << "BloomModel" << 600 << 0;
        QTest::newRow("mt5-encoder") << "mt5-encoder"
                                     << "MT5EncoderModel" << 400 << 0;
    }
    void describesEachFixtureFolder() {
        QFETCH(QString, name);
        QFETCH(QString, architecture);
        QFETCH(int, vocab);
        QFETCH(int, labels);
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/" + name;
        const auto result = runCli({"model", "info", dir, "--json", "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto j = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(j["architecture"].toString(), architecture);
        QCOMPARE(j["vocab_size"].toInt(), vocab);
        QCOMPARE(j["layers"].toInt(), 2);
        QCOMPARE(j["hidden_size"].toInt(), 32);
        QCOMPARE(j["labels"].toArray().size(), labels);
        QCOMPARE(j["weight_dtype"].toString(), QString("F32"));

        QCOMPARE(j["attention_heads"].toInt(), 4);

        const auto text = runCli({"model", "info", dir, "--device", "cpu"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(labels ? "labels         0=LABEL_0, 1=LABEL_1, 2=LABEL_2"
                                         : "labels         none (a bare model)"));
        QVERIFY(text.out.contains("architecture   " + architecture.toUtf8()));
    }

    // mT5 has no table of positions (1024 stands for the longest input it takes), and its
    // tokenizer_config.json cuts at 128: info names the 128 that embed and probe cut to.
    void namesTheLongestInputTheCommandsTake() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/mt5-encoder";
        const auto result = runCli({"model", "info", dir, "--json", "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto j = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(j["max_positions"].toInt(), 1024);
        QCOMPARE(j["max_tokens"].toInt(), 128);
        const auto text = runCli({"model", "info", dir, "--device", "cpu"});
        QVERIFY2(text.out.contains("longest input  128 tokens"), text.out.constData());

        const auto input = tempPath("long-line.txt");
        QFile file(input);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QString("नमस्ते ").repeated(300).toUtf8() + "\n");
        file.close();
        const auto embedded = runCli({"embed", "--model", dir, "--input", input, "--pool", "mean",
                                      "--out", tempPath("long.safetensors"), "--device", "cpu"});
        QVERIFY2(embedded.exitCode == 0, embedded.err.constData());
        QVERIFY2(embedded.err.contains("128 tokens"), embedded.err.constData());
    }

    void embedsTheLastTokenOfADecoder() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/gpt2";
        const auto reference =
            akshara::model::SafetensorsFile::open((dir + "/reference.safetensors").toStdString());
        // The texts with model outputs, one per line, and their reference keys.
        QFile json(dir + "/reference.json");
        QVERIFY(json.open(QIODevice::ReadOnly));
        const auto texts = QJsonDocument::fromJson(json.readAll()).object()["texts"].toArray();
        QByteArray lines;
        std::vector<std::string> keys;
        for (int i = 0; i < texts.size(); ++i) {
            const auto key = "t" + std::to_string(i);
            if (reference.find(key + ".hidden")) {
                lines += texts[i].toObject()["text"].toString().toUtf8() + "\n";
                keys.push_back(key);
            }
        }
        QCOMPARE(keys.size(), std::size_t(25));
        const auto input = tempPath("decoder-lines.txt");
        QFile file(input);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(lines);
        file.close();
        const auto out = tempPath("last.safetensors");
        const auto result = runCli({"embed", "--model", dir, "--input", input, "--pool", "last",
                                    "--out", out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto pooled =
            akshara::model::SafetensorsFile::open(out.toStdString()).readFloat("pooled");
        QCOMPARE(pooled.shape, (std::vector<std::int64_t>{3, 25, 32}));
        for (std::size_t row = 0; row < keys.size(); ++row) {
            const auto hidden = reference.readFloat(keys[row] + ".hidden");  // [3, tokens, 32]
            const auto tokens = hidden.shape[1];
            for (std::int64_t layer = 0; layer < 3; ++layer) {
                for (std::int64_t w = 0; w < 32; ++w) {
                    const float expected =
                        hidden.values[std::size_t((layer * tokens + tokens - 1) * 32 + w)];
                    const float mine =
                        pooled.values[std::size_t((layer * 25 + std::int64_t(row)) * 32 + w)];
                    QVERIFY2(std::fabs(mine - expected) < 1e-4, keys[row].c_str());
                }
            }
        }
        // The first token, by probe's name for it or the [CLS] one.
        const auto first = tempPath("first.safetensors");
        const auto cls = tempPath("cls.safetensors");
        for (const auto& [name, file] : {std::pair{"first", first}, std::pair{"cls", cls}}) {
            const auto r = runCli({"embed", "--model", dir, "--input", input, "--pool", name,
                                   "--out", file, "--device", "cpu"});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            // As probe says: a decoder's first token holds the first word, not the line.
            QVERIFY2(r.err.contains("note: gpt2 reads left to right"), r.err.constData());
        }
        QVERIFY(!result.err.contains("reads left to right"));
        QCOMPARE(readBytes(first), readBytes(cls));
        const auto firstPooled =
            akshara::model::SafetensorsFile::open(first.toStdString()).readFloat("pooled");
        const auto hidden = reference.readFloat(keys[0] + ".hidden");
        for (std::int64_t w = 0; w < 32; ++w) {
            QVERIFY(std::fabs(firstPooled.values[std::size_t(2 * 25 * 32 + w)] -
                              hidden.values[std::size_t(2 * hidden.shape[1] * 32 + w)]) < 1e-4);
        }
        QCOMPARE(runCli({"embed", "--model", dir, "--pool", "final", "--out", out}).exitCode, 2);
    }

    // classify writes its results as it goes: Ctrl+C keeps those of the lines classified, in
    // input order and whole, and the command says which lines they are.
    void classifyKeepsTheResultsWrittenBeforeCtrlC() {
        if (sharedDir().isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const QString input = tempPath("classify-stopped.txt");
        QByteArray lines;
        for (int i = 1; i <= 20000; ++i) {
            lines += "मी पुस्तक वाचतो " + QByteArray::number(i) + "\n";
        }
        QVERIFY(writeBytes(input, lines));
        const auto r = interruptWhenShown(
            {"classify", "--model", sharedDir() + "/fixtures/hf-parity/bert-cased", "--input",
             input, "--threads", "1", "--device", "cpu"},  // parts of 1,024 lines on the CPU
            "  1280/20000");
        QVERIFY(r.normalExit);
        QCOMPARE(r.exitCode, 128 + SIGINT);
        QVERIFY(r.out.endsWith('\n'));
        const QList<QByteArray> results = r.out.chopped(1).split('\n');
        QVERIFY2(results.size() >= 1024 && results.size() < 20000, r.err.constData());
        for (int i = 0; i < results.size(); ++i) {
            const QJsonObject result = QJsonDocument::fromJson(results[i]).object();
            QCOMPARE(result["line"].toInt(), i + 1);
            QCOMPARE(result["text"].toString(), QString::fromUtf8("मी पुस्तक वाचतो %1").arg(i + 1));
            QCOMPARE(result["probabilities"].toArray().size(), 3);
        }
        const QByteArray said = QByteArray("stopped; the results of lines 1 to ") +
                                QByteArray::number(results.size()) +
                                " of 20000 were written; give the lines from " +
                                QByteArray::number(results.size() + 1) + " on";
        QVERIFY2(r.err.contains(said), r.err.constData());
    }

    // Ctrl+C stops embedding at the next batch: the command says that nothing was written,
    // exits as the shell reports an interrupted program, and leaves no file, nor a temporary.
    void embedStopsAtCtrlCWithNothingWritten() {
        if (sharedDir().isEmpty()) {
            QSKIP("../shared is absent: no fixture models");
        }
        const QString folder = tempPath("embed-stopped");
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        QByteArray lines;
        for (int i = 0; i < 20000; ++i) {
            lines += "मी पुस्तक वाचतो " + QByteArray::number(i) + "\n";
        }
        QVERIFY(writeBytes(folder + "/lines.txt", lines));
        const auto r =
            interruptWhenShown({"embed", "--model", sharedDir() + "/fixtures/hf-parity/xlmr",
                                "--input", folder + "/lines.txt", "--pool", "none", "--out",
                                folder + "/states.st", "--threads", "1"},
                               "/20000");
        QVERIFY(r.normalExit);
        QCOMPARE(r.exitCode, 128 + SIGINT);
        QVERIFY2(r.err.contains("stopped; nothing was written; the same command starts again"),
                 r.err.constData());
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{"lines.txt"});
    }

    // An output file never replaces a file of the model folder: its tokenizer files included,
    // which would leave a model that no longer loads.
    void embedNeverOverwritesTheModelsFiles() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = tempPath("bert-copy");
        QDir().mkpath(dir);
        const QDir fixture(sharedDir() + "/fixtures/hf-parity/bert-cased");
        for (const QString& name : fixture.entryList(QDir::Files)) {
            QFile::remove(dir + "/" + name);
            QVERIFY(QFile::copy(fixture.filePath(name), dir + "/" + name));
        }
        const QByteArray vocab = readBytes(dir + "/vocab.txt");
        for (const char* name : {"vocab.txt", "tokenizer.json", "tokenizer_config.json"}) {
            const QString target = dir + "/" + name;
            const auto result = runCli(
                {"embed", "--model", dir, "--pool", "mean", "--out", target, "--device", "cpu"},
                "Ala ma kota.\n");
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains("is also an input"), result.err.constData());
        }
        QCOMPARE(readBytes(dir + "/vocab.txt"), vocab);
    }

    // A weights file whose header length is a few bytes short, as one damaged byte makes it, is
    // refused, naming the file: every weight was read from the wrong place, and classify gave
    // other labels without a word.
    void weightsFileOfAWrongHeaderLengthIsRefused() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = tempPath("bert-short-header");
        QVERIFY(copyFolderFiles(sharedDir() + "/fixtures/hf-parity/bert-cased", dir));
        QByteArray weights = readBytes(dir + "/model.safetensors");
        quint64 length = 0;
        std::memcpy(&length, weights.constData(), 8);  // little-endian, as the file is
        length -= 4;
        std::memcpy(weights.data(), &length, 8);
        QVERIFY(writeBytes(dir + "/model.safetensors", weights));
        for (const QStringList& command :
             {QStringList{"model", "info", dir},
              QStringList{"classify", "--model", dir, "--device", "cpu"}}) {
            const auto result = runCli(command, "Ala ma kota.\n");
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains("model.safetensors: not a usable safetensors file: 4 "
                                         "bytes at the end of the data section belong to no "
                                         "tensor"),
                     result.err.constData());
        }
    }

    // A link that loops, in a folder without weights, is no TorchScript archive: the missing
    // weights are named, where the loop stopped the command with an internal error.
    void aLinkThatLoopsInAModelFolderIsNoArchive() {
        const QString dir = tempPath("looping-link");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(writeBytes(dir + "/config.json", R"({"model_type": "bert"})"));
        QVERIFY(QFile::link(dir + "/loop", dir + "/loop"));
        const auto result = runCli({"model", "info", dir});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("no model.safetensors"), result.err.constData());
    }

    // GPT-2 adds no special tokens, so an empty line has nothing for the model to read: the
    // error names the file and the line, and comes before any line is run.
    void embedNamesTheEmptyLineADecoderCannotRead() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/gpt2";
        const auto out = tempPath("empty-line.safetensors");
        const auto result =
            runCli({"embed", "--model", dir, "--pool", "last", "--out", out, "--device", "cpu"},
                   "Ala ma kota.\n\nKot ma Alę.\n");
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("error: stdin:2: the line is empty and the tokenizer adds no "
                                     "special tokens"),
                 result.err.constData());
        QVERIFY(!result.err.contains("embedding"));
        QVERIFY(!QFile::exists(out));
    }

    // An input without lines is an error naming it, and nothing is written: no tensor of
    // zero lines, no empty list of classes.
    void embedAndClassifyRefuseAnEmptyInput() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const QString empty = tempPath("empty-input.txt");
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const auto out = tempPath("empty-input.safetensors");
        QFile::remove(out);
        const auto embedded = runCli({"embed", "--model", dir, "--input", empty, "--pool", "mean",
                                      "--out", out, "--device", "cpu"});
        QCOMPARE(embedded.exitCode, 1);
        QVERIFY2(embedded.err.contains("error: " + empty.toUtf8() + ": no lines to read"),
                 embedded.err.constData());
        QVERIFY(!QFile::exists(out));
        const auto fromStdin =
            runCli({"embed", "--model", dir, "--pool", "mean", "--out", out, "--device", "cpu"});
        QCOMPARE(fromStdin.exitCode, 1);
        QVERIFY2(fromStdin.err.contains("error: stdin: no lines to read"),
                 fromStdin.err.constData());
        QVERIFY(!QFile::exists(out));
        const auto classified =
            runCli({"classify", "--model", dir, "--input", empty, "--device", "cpu"});
        QCOMPARE(classified.exitCode, 1);
        QVERIFY2(classified.err.contains("error: " + empty.toUtf8() + ": no lines to read"),
                 classified.err.constData());
        QVERIFY(classified.out.isEmpty());
    }

    // Lines of UTF-16, or of carriage-return line ends, were classified as the bytes read:
    // "h\0e\0l\0..." and a line "\0", or the whole file as one line. They are refused,
    // naming the line and saying why.
    void classifyRefusesTextThatIsNotUtf8Lines() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const auto utf16 = [](const std::u16string& text, bool mark = false) {
            return QByteArray::fromStdString(utf16Bytes(text, false, mark));
        };
        const QList<std::pair<QByteArray, QByteArray>> cases{
            {utf16(u"hello\nयह अच्छा है\n"), ":1: the file is UTF-16"},
            {utf16(u"hello\nयह अच्छा है\n", true), ":1: the file is UTF-16"},
            // Devanagari UTF-16 has no NUL before its first line feed: the next line's first.
            {utf16(u"यह\nवह\n"), ":2: a NUL byte at byte 1"},
            {"first line\rsecond line\r", ":1: the file's lines end in a carriage return alone"}};
        for (const auto& [bytes, message] : cases) {
            const QString input = tempPath("not-utf8-lines.txt");
            QVERIFY(writeBytes(input, bytes));
            const auto r =
                runCli({"classify", "--model", dir, "--input", input, "--device", "cpu"});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(input.toUtf8() + message), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        // CRLF and a last line ending in CR are lines as before.
        const QString input = tempPath("crlf-lines.txt");
        QVERIFY(writeBytes(input, "one\r\ntwo\r"));
        const auto r = runCli({"classify", "--model", dir, "--input", input, "--device", "cpu"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out.count('\n'), 2);
    }

    // embed writes binary safetensors: --out - (standard output, as --input - is standard
    // input) is refused up front, not written to a file named '-'.
    void embedRefusesStandardOutput() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/bert-cased";
        QFile::remove("-");
        for (const QStringList& input : {QStringList{}, QStringList{"--input", "-"}}) {
            const auto r = runCli(QStringList{"embed", "--model", dir, "--pool", "mean", "--out",
                                              "-", "--device", "cpu"} +
                                      input,
                                  "Ala ma kota.\n");
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("--out -: embed writes a binary safetensors file"),
                     r.err.constData());
            QVERIFY(!r.err.contains("is also an input"));
            QVERIFY(r.out.isEmpty());
            QVERIFY(!QFile::exists("-"));
        }
    }

    void embedsLinesAsTheReferenceDoes() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const auto input = writeModelTexts(dir, tempPath("embed-input.txt"));
        const auto reference =
            akshara::model::SafetensorsFile::open((dir + "/reference.safetensors").toStdString());
        const auto out = tempPath("hidden.safetensors");
        auto result = runCli({"embed", "--model", dir, "--input", input, "--pool", "none", "--out",
                              out, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.err.contains("embedding 25 lines"));
        const auto file = akshara::model::SafetensorsFile::open(out.toStdString());
        std::vector<std::int64_t> batchShape;
        const auto batchIds = reference.readInt64("batch.input_ids", &batchShape);
        // Model texts are t0, t3, t4, ... in the reference (t1, t2 are tokenizer cases).
        std::size_t row = 0;
        for (std::size_t index = 0; row < 25; ++index) {
            const auto key = "t" + std::to_string(index);
            if (!reference.find(key + ".hidden")) {
                continue;
            }
            const auto mine = "t" + std::to_string(row);
            const auto ids = file.readInt64(mine + ".input_ids");
            for (std::size_t j = 0; j < ids.size(); ++j) {
                QCOMPARE(ids[j], batchIds[row * std::size_t(batchShape[1]) + j]);
            }
            QVERIFY(maxDifference(file.readFloat(mine + ".hidden"),
                                  reference.readFloat(key + ".hidden")) < 1e-4);
            ++row;
        }
        result = runCli({"embed", "--model", dir, "--input", input, "--pool", "mean", "--out", out,
                         "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto pooled = akshara::model::SafetensorsFile::open(out.toStdString());
        QVERIFY(maxDifference(pooled.readFloat("pooled"),
                              reference.readFloat("batch.mean_pooled")) < 1e-4);
    }

    void classifiesLinesAsTheReferenceDoes() {
        if (sharedDir().isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        const QString dir = sharedDir() + "/fixtures/hf-parity/bert-cased";
        const auto input = writeModelTexts(dir, tempPath("classify-input.txt"));
        const auto reference =
            akshara::model::SafetensorsFile::open((dir + "/reference.safetensors").toStdString());
        const auto logits = reference.readFloat("batch.logits");
        const auto result =
            runCli({"classify", "--model", dir, "--input", input, "--device", "cpu"});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const auto lines = result.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 25);
        for (int row = 0; row < lines.size(); ++row) {
            const auto j = QJsonDocument::fromJson(lines[row]).object();
            const auto mine = j["logits"].toArray();
            int best = 0;
            double sum = 0;
            for (int k = 0; k < 3; ++k) {
                const float expected = logits.values[std::size_t(row * 3 + k)];
                QVERIFY(std::fabs(mine[k].toDouble() - expected) < 1e-4);
                if (expected > logits.values[std::size_t(row * 3 + best)]) {
                    best = k;
                }
                sum += j["probabilities"].toArray()[k].toDouble();
            }
            QCOMPARE(j["label"].toString(), QString("LABEL_%1").arg(best));
            QVERIFY(std::fabs(sum - 1.0) < 1e-6);
        }
    }

    void failsWithAMessageOnAFolderWithoutWeights() {
        if (sharedDir().isEmpty()) {
            QSKIP("the shared folder is absent");
        }
        const auto result = runCli({"model", "info", sharedDir() + "/fixtures/hf-parity"});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("config.json"), result.err.constData());
        QCOMPARE(runCli({"model", "explain"}).exitCode, 2);
    }

    // A normalization epsilon is added to a variance: a negative one would turn every hidden
    // state into NaN, and is refused when the config is read, naming the field, before any
    // weight is looked for.
    void refusesANormalizationEpsilonNoModelHas() {
        const QList<std::tuple<QString, QString, double>> cases{
            {"bert", "layer_norm_eps", -3.0},
            {"gpt2", "layer_norm_epsilon", 1e6},
        };
        for (const auto& [type, field, value] : cases) {
            const QString dir = tempPath("epsilon-" + type);
            QDir().mkpath(dir);
            QFile file(dir + "/config.json");
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(QJsonObject{{"model_type", type}, {field, value}}).toJson());
            file.close();
            const auto result = runCli({"model", "info", dir});
            QCOMPARE(result.exitCode, 1);
            QVERIFY2(result.err.contains(dir.toUtf8() + "/config.json: field '" + field.toUtf8() +
                                         "': "),
                     result.err.constData());
            QVERIFY2(result.err.contains("is not a normalization epsilon"), result.err.constData());
        }
    }
};

QTEST_APPLESS_MAIN(TestCliModel)
#include "tst_cli_model.moc"

// akshara-cli tokenize on the fixture folders: what a user sees on the command line.
#include <QtTest>

#include <fstream>

#include <nlohmann/json.hpp>

#include "TestSupport.h"

using namespace akshara::test;

namespace {

QString fixture(const QString& name) {
    const QString shared = sharedDir();
    const QString dir = shared + "/fixtures/hf-parity/" + name;
    return !shared.isEmpty() && QFileInfo(dir + "/reference.json").isFile() ? dir : QString();
}

nlohmann::json reference(const QString& dir) {
    std::ifstream in((dir + "/reference.json").toStdString());
    return nlohmann::json::parse(in);
}

std::vector<nlohmann::json> jsonLines(const QByteArray& out) {
    std::vector<nlohmann::json> lines;
    for (const QByteArray& line : out.split('\n')) {
        if (!line.isEmpty()) {
            lines.push_back(nlohmann::json::parse(line.toStdString()));
        }
    }
    return lines;
}

}  // namespace

class TestCliTokenize : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void linesMatchReference() {
        const QString dir = fixture("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-cased is absent");
        }
        const auto ref = reference(dir);
        QByteArray input;
        std::vector<nlohmann::json> expected;
        for (const auto& record : ref.at("texts")) {
            const std::string text = record.value("text", "");
            if (record.contains("text") && text.find('\n') == std::string::npos && !text.empty()) {
                input += QByteArray::fromStdString(text) + "\n";
                expected.push_back(record);
            }
        }
        const auto result = runCli({"tokenize", "--model", dir}, input);
        QCOMPARE(result.exitCode, 0);
        const auto lines = jsonLines(result.out);
        QCOMPARE(lines.size(), expected.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
            QCOMPARE(QString::fromStdString(lines[i].at("ids").dump()),
                     QString::fromStdString(expected[i].at("input_ids").dump()));
            QCOMPARE(QString::fromStdString(lines[i].at("tokens").dump()),
                     QString::fromStdString(expected[i].at("tokens").dump()));
            QCOMPARE(QString::fromStdString(lines[i].at("offsets").dump()),
                     QString::fromStdString(expected[i].at("offsets").dump()));
            QCOMPARE(QString::fromStdString(lines[i].at("word_ids").dump()),
                     QString::fromStdString(expected[i].at("word_ids").dump()));
        }
    }

    void pairFromFileWithTruncation() {
        const QString dir = fixture("xlmr");
        if (dir.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/xlmr is absent");
        }
        const auto ref = reference(dir);
        const auto& pairRecord = ref.at("texts").back();
        QVERIFY(pairRecord.contains("pair"));
        const QString path = tempPath("pairs.tsv");
        {
            std::ofstream out(path.toStdString(), std::ios::binary);
            out << pairRecord.at("pair").at(0).get<std::string>() << '\t'
                << pairRecord.at("pair").at(1).get<std::string>() << '\n';
        }
        auto result = runCli({"tokenize", "--model", dir, "--input", path, "--pair"});
        QCOMPARE(result.exitCode, 0);
        auto lines = jsonLines(result.out);
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(lines[0].at("ids").dump()),
                 QString::fromStdString(pairRecord.at("input_ids").dump()));

        result =
            runCli({"tokenize", "--model", dir, "--input", path, "--pair", "--max-length", "10"});
        QCOMPARE(result.exitCode, 0);
        lines = jsonLines(result.out);
        QCOMPARE(lines[0].at("ids").size(), std::size_t(10));
        QCOMPARE(lines[0].at("tokens").front().get<std::string>(), std::string("<s>"));
        QCOMPARE(lines[0].at("tokens").back().get<std::string>(), std::string("</s>"));
    }

    void invalidUtf8NamesTheLine() {
        const QString dir = fixture("bert-uncased");
        if (dir.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/bert-uncased is absent");
        }
        const auto result =
            runCli({"tokenize", "--model", dir}, QByteArray("राम\nसीता \xff\xfe\n"));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("stdin:2") && result.err.contains("UTF-8"),
                 result.err.constData());
    }

    void pairLineWithoutTab() {
        const QString dir = fixture("albert");
        if (dir.isEmpty()) {
            QSKIP("shared/fixtures/hf-parity/albert is absent");
        }
        const auto result =
            runCli({"tokenize", "--model", dir, "--pair"}, QByteArray("राम ने सीता\n"));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("stdin:1") && result.err.contains("TAB"),
                 result.err.constData());
        // A third field is not read as part of the second text.
        const auto three = runCli({"tokenize", "--model", dir, "--pair"},
                                  QByteArray("राम\tसीता\nराम ने\tसीता\tअतिरिक्त\n"));
        QCOMPARE(three.exitCode, 1);
        QVERIFY2(three.err.contains("stdin:2: expected FIRST<TAB>SECOND, but the line has more "
                                    "than one tab"),
                 three.err.constData());
    }

    void folderWithoutTokenizer() {
        const QString dir = tempPath("empty-model");
        QDir().mkpath(dir);
        const auto result = runCli({"tokenize", "--model", dir}, QByteArray("राम\n"));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("no tokenizer file"), result.err.constData());
        // A file of the folder given in its place is named as a file, not as missing.
        QFile vocab(dir + "/vocab.txt");
        QVERIFY(vocab.open(QIODevice::WriteOnly));
        vocab.close();
        const auto file = runCli({"tokenize", "--model", dir + "/vocab.txt"}, QByteArray("राम\n"));
        QCOMPARE(file.exitCode, 1);
        QVERIFY2(file.err.contains("vocab.txt: a file, not a model folder"), file.err.constData());
    }

    // Special tokens are never truncated, so a limit below their count is refused up front
    // rather than answered with more tokens than asked for.
    void maxLengthBelowTheSpecialTokensIsRefused() {
        const QString dir = fixture("bert-cased");
        if (dir.isEmpty()) {
            QSKIP("the hf-parity fixtures are not in ../shared");
        }
        auto result = runCli({"tokenize", "--model", dir, "--max-length", "1"}, "राम\n");
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(
            result.err.contains("--max-length 1 is less than the 2 special tokens ([CLS] [SEP])"),
            result.err.constData());
        QVERIFY(result.out.isEmpty());
        result = runCli({"tokenize", "--model", dir, "--pair", "--max-length", "2"}, "राम\tसीता\n");
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("3 special tokens ([CLS] [SEP] [SEP]) the tokenizer adds to "
                                     "a pair"),
                 result.err.constData());
        result = runCli({"tokenize", "--model", dir, "--max-length", "3"}, "राम ने\n");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(jsonLines(result.out).at(0)["ids"].size(), std::size_t(3));
    }

    void modelIsRequired() {
        const auto result = runCli({"tokenize"}, QByteArray("राम\n"));
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains("--model"));
    }
};

QTEST_APPLESS_MAIN(TestCliTokenize)
#include "tst_cli_tokenize.moc"

// Byte-level BPE tokenizers (GPT-2, BLOOM) against what Hugging Face computed for the same texts.
#include <QtTest>

#include "TokenizerParity.h"
#include "model/Tokenizer.h"

using namespace akshara;
using namespace akshara::test;

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
};

QTEST_APPLESS_MAIN(TestTokenizerByteLevel)
#include "tst_tokenizer_bytelevel.moc"

#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/SsfReader.h"

using namespace akshara;
using namespace akshara::data;
using akshara::test::qs;

namespace {

const std::string kSample = AKSHARA_SOURCE_DIR "/tests/data/ssf/hindi-agreement.ssf";

// One well-formed sentence (राम ने सेब खाया ।), used as the base that each malformed case
// breaks in one place. Its lines: 1 <Sentence>, 2 chunk NP, 3-4 tokens, 5 )), 6 chunk NP2,
// 7 token, 8 )), 9 chunk VGF, 10-11 tokens, 12 )), 13 </Sentence>.
std::string goodSentence(const std::string& id) {
    return "<Sentence id='" + id +
           "'>\n"
           "1\t((\tNP\t<fs af='राम,n,m,sg,3,o,ने,ne' drel='k1:VGF' name='NP'>\n"
           "1.1\tराम\tNNP\t<fs af='राम,n,m,sg,3,o,0,0'>\n"
           "1.2\tने\tPSP\t<fs af='ने,psp,,,,,,'>\n"
           "\t))\n"
           "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0' drel='k2:VGF' name='NP2'>\n"
           "2.1\tसेब\tNN\t<fs af='सेब,n,m,sg,3,d,0,0'>\n"
           "\t))\n"
           "3\t((\tVGF\t<fs af='खा,v,m,sg,3,,या,yA' name='VGF'>\n"
           "3.1\tखाया\tVM\t<fs af='खा,v,m,sg,3,,या,yA'>\n"
           "3.2\t।\tSYM\t<fs af='।,punc,,,,,,'>\n"
           "\t))\n"
           "</Sentence>\n";
}

std::string replaceLine(std::string text, int lineNumber, const std::string& replacement) {
    std::size_t start = 0;
    for (int i = 1; i < lineNumber; ++i)
        start = text.find('\n', start) + 1;
    const std::size_t end = text.find('\n', start);
    return text.replace(start, end - start, replacement);
}

}  // namespace

class TestSsfReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsTheSampleFile() {
        const Corpus corpus = readSsf(kSample);
        QVERIFY(corpus.problems.empty());
        QCOMPARE(corpus.sentences.size(), std::size_t{6});
        const Sentence& s = corpus.sentences[1];  // लड़कियाँ गाना गा रही हैं ।
        QCOMPARE(s.id, std::string("2"));
        QCOMPARE(s.file, kSample);
        QVERIFY(s.chunked);
        QVERIFY(s.hasTree);
        QCOMPARE(s.words.size(), std::size_t{6});
        QCOMPARE(s.nodes.size(), std::size_t{4});
        QCOMPARE(s.units.size(), std::size_t{6});
        QCOMPARE(s.words[2].form, std::string("गा"));
        QCOMPARE(s.words[2].xpos, std::string("VM"));
        QCOMPARE(s.words[2].upos, std::string("VERB"));
        QCOMPARE(s.words[3].upos, std::string("AUX"));  // VAUX
        QCOMPARE(s.words[0].lemma, std::string("लड़की"));
        QCOMPARE(s.words[0].morphology.gender, Gender::Feminine);
        QCOMPARE(s.words[0].morphology.number, Number::Plural);
        QCOMPARE(s.words[0].morphology.person, Person::Third);
        QCOMPARE(s.words[2].morphology.gender, Gender::Any);  // the stem गा: 'any'
        // The chunk tree: NP -k1-> VGF, NP2 -k2-> VGF, BLK -rsym-> VGF; VGF the root.
        QCOMPARE(s.rootNode(), 2L);
        QCOMPARE(s.nodes[0].head, 2L);
        QCOMPARE(s.nodes[0].relation, std::string("k1"));
        QCOMPARE(s.nodes[1].relation, std::string("k2"));
        QCOMPARE(s.nodes[3].relation, std::string("rsym"));
        QCOMPARE(s.nodes[2].label, std::string("VGF"));
        QCOMPARE(s.nodes[2].headWord, std::size_t{2});  // the main verb गा, not the auxiliaries
        QCOMPARE(s.nodes[2].morphology.number, Number::Plural);
        QCOMPARE(s.text(), std::string("लड़कियाँ गाना गा रही हैं ।"));
        // 3h/2h person values are honorific.
        QCOMPARE(corpus.sentences[2].nodes[3].morphology.person, Person::Second);
        QVERIFY(corpus.sentences[2].nodes[3].morphology.honorific);
        QVERIFY(!corpus.sentences[0].nodes[2].morphology.honorific);
    }

    void toleratesCrlfBomCommentsAndSpaces() {
        std::string text = "\xEF\xBB\xBF# a comment\n" + goodSentence("a");
        std::string crlf;
        for (const char c : text) {
            if (c == '\n')
                crlf += "  \r\n";  // trailing spaces too
            else
                crlf += c;
        }
        // A token line written with spaces instead of tabs.
        crlf = replaceLine(crlf, 4, "1.1   राम  NNP   <fs af='राम,n,m,sg,3,o,0,0'>  \r");
        const Corpus corpus = parseSsf(crlf, "crlf.ssf");
        QVERIFY2(corpus.problems.empty(),
                 corpus.problems.empty() ? "" : corpus.problems[0].message.c_str());
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QCOMPARE(corpus.sentences[0].text(), std::string("राम ने सेब खाया ।"));
        QCOMPARE(corpus.sentences[0].line, std::size_t{2});
    }

    void chunkOnlyDataHasNoTree() {
        // Chunked and morph-analysed data without drel or chunk names: two chunks share the
        // default name NP, which is fine as long as no drel refers to it.
        std::string text = goodSentence("flat");
        text = replaceLine(text, 2, "1\t((\tNP\t<fs af='राम,n,m,sg,3,o,ने,ne'>");
        text = replaceLine(text, 6, "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0'>");
        const Corpus corpus = parseSsf(text, "flat.ssf");
        QVERIFY(corpus.problems.empty());
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QVERIFY(!corpus.sentences[0].hasTree);
        QCOMPARE(corpus.sentences[0].rootNode(), -1L);
        QCOMPARE(corpus.sentences[0].nodes[2].label, std::string("VGF"));
    }

    void commaAsRootKeepsTheOtherFields() {
        std::string text =
            replaceLine(goodSentence("c"), 11, "3.2\t,\tSYM\t<fs af=',,punc,,,,,,'>");
        const Corpus corpus = parseSsf(text, "comma.ssf");
        QVERIFY(corpus.problems.empty());
        QCOMPARE(corpus.sentences[0].words[4].lemma, std::string(","));
        QCOMPARE(corpus.sentences[0].words[4].wordClass, WordClass::Punctuation);
    }

    // An angle bracket is a token like any other: a sentence with one is read, not skipped.
    void anAngleBracketIsAToken() {
        std::string text =
            replaceLine(goodSentence("lt"), 11, "3.2\t<\tSYM\t<fs af='<,punc,,,,,,'>");
        const Corpus corpus = parseSsf(text, "lt.ssf");
        QVERIFY(corpus.problems.empty());
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QCOMPARE(corpus.sentences[0].words[4].form, std::string("<"));
        QCOMPARE(corpus.sentences[0].words[4].wordClass, WordClass::Punctuation);
    }

    void malformedSentencesAreReportedWithTheirLine_data() {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<int>("reportedLine");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad chunk address")
            << 6 << "5\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0' drel='k2:VGF' name='NP2'>" << 6
            << "bad chunk address '5' (expected 2)";
        QTest::newRow("bad token address") << 7 << "2.2\tसेब\tNN\t<fs af='सेब,n,m,sg,3,d,0,0'>" << 7
                                           << "bad token address '2.2' (expected 2.1)";
        QTest::newRow("token address of another chunk")
            << 4 << "3.2\tने\tPSP\t<fs af='ने,psp,,,,,,'>" << 4 << "bad token address '3.2'";
        QTest::newRow("unclosed chunk") << 8 << "" << 6 << "chunk not closed by '))'";
        QTest::newRow("unclosed last chunk")
            << 12 << "" << 9 << "chunk not closed by '))' before </Sentence>";
        QTest::newRow("missing fs on a token")
            << 10 << "3.1\tखाया\tVM" << 10 << "no feature structure";
        QTest::newRow("missing fs on a chunk") << 2 << "1\t((\tNP" << 2 << "no feature structure";
        QTest::newRow("unterminated fs")
            << 7 << "2.1\tसेब\tNN\t<fs af='सेब,n,m,sg,3,d,0,0'" << 7 << "not terminated";
        QTest::newRow("drel to no chunk")
            << 6 << "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0' drel='k2:VGF9' name='NP2'>" << 6
            << "names no chunk";
        QTest::newRow("drel to a name used twice")
            << 6 << "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0' drel='k2:NP' name='NP'>" << 6
            << "used twice";
        QTest::newRow("token outside a chunk")
            << 5 << "\t))\n2.0\tx\tNN\t<fs af='x,n,m,sg,3,d,0,0'>" << 6 << "outside a chunk";
        QTest::newRow("af not closed before name")
            << 6 << "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0 drel='k2:VGF' name='NP2'>" << 6
            << "value of attribute 'af' not terminated before the next attribute";
        QTest::newRow("invalid UTF-8")
            << 7 << "2.1\tस<FF>\tNN\t<fs af='सेब,n,m,sg,3,d,0,0'>" << 7 << "invalid UTF-8 at byte 8";
        QTest::newRow("NUL byte") << 7 << "2.1\tस<00>\tNN\t<fs af='सेब,n,m,sg,3,d,0,0'>" << 7
                                  << "a NUL byte at byte 8";
        // A damaged opening tag: the sentence was dropped unsaid (its chunks read as markup
        // between sentences), reported only at its </Sentence>.
        QTest::newRow("damaged sentence tag")
            << 1 << "<sentence id='bad'>" << 2 << "outside any sentence (its <Sentence> tag";
        QTest::newRow("sentence not closed")
            << 13 << "" << 1 << "sentence not closed by </Sentence>";
    }

    // Drels that lead a chunk back to itself are malformed as CoNLL-U's heads are, whether
    // they link every chunk (a cycle, so no root), one chunk alone, or some of the chunks.
    void drelCyclesAreMalformed() {
        const std::string selfLinked =
            "2\t((\tNP\t<fs af='सेब,n,m,sg,3,d,0,0' drel='k2:NP2' name='NP2'>";
        const std::string unlinked = "1\t((\tNP\t<fs af='राम,n,m,sg,3,o,ने,ne' name='NP'>";
        const std::string loneChunk =
            "<Sentence id='one'>\n"
            "1\t((\tNP\t<fs af='राम,n,m,sg,3,d,0,0' drel='k1:NP' name='NP'>\n"
            "1.1\tराम\tNNP\t<fs af='राम,n,m,sg,3,d,0,0'>\n\t))\n</Sentence>\n";
        const std::string cycle =
            replaceLine(goodSentence("cycle"), 9,
                        "3\t((\tVGF\t<fs af='खा,v,m,sg,3,,या,yA' drel='k2:NP' name='VGF'>");
        for (const auto& [text, message] :
             {std::pair{cycle, "chunk tree: no root"},
              std::pair{loneChunk, "chunk tree: node 1 has a bad head"},
              std::pair{
                  replaceLine(replaceLine(goodSentence("partial"), 6, selfLinked), 2, unlinked),
                  "chunk tree: the drels of chunk 2 lead back to it"}}) {
            const Corpus corpus = parseSsf(text + goodSentence("ok"), "cycle.ssf");
            QCOMPARE(corpus.sentences.size(), std::size_t{1});
            QCOMPARE(corpus.sentences[0].id, std::string("ok"));
            QCOMPARE(corpus.problems.size(), std::size_t{1});
            QCOMPARE(corpus.problems[0].line, std::size_t{1});
            QVERIFY2(qs(corpus.problems[0].message).contains(message),
                     corpus.problems[0].message.c_str());
        }
        // Some chunks left without a drel, none led back: read, without a tree.
        const Corpus partial = parseSsf(replaceLine(goodSentence("p"), 2, unlinked), "p.ssf");
        QVERIFY(partial.problems.empty());
        QCOMPARE(partial.sentences.size(), std::size_t{1});
        QVERIFY(!partial.sentences[0].hasTree);
    }

    void malformedSentencesAreReportedWithTheirLine() {
        QFETCH(int, line);
        QFETCH(QString, replacement);
        QFETCH(int, reportedLine);
        QFETCH(QString, message);
        std::string bytes = replacement.toStdString();
        if (const auto at = bytes.find("<FF>"); at != std::string::npos)
            bytes.replace(at, 4, "\xff");
        if (const auto at = bytes.find("<00>"); at != std::string::npos)
            bytes.replace(at, 4, std::string(1, '\0'));
        std::string broken = replaceLine(goodSentence("bad"), line, bytes);
        // For "sentence not closed" the next sentence must not start, so it comes first.
        const bool unclosed = message.startsWith("sentence not closed");
        const std::string text =
            unclosed ? goodSentence("ok") + broken : broken + goodSentence("ok");
        const int offset = unclosed ? 13 : 0;

        const Corpus corpus = parseSsf(text, "broken.ssf");
        QCOMPARE(corpus.problems.size(), std::size_t{1});
        QCOMPARE(corpus.problems[0].file, std::string("broken.ssf"));
        QCOMPARE(corpus.problems[0].line, std::size_t(reportedLine + offset));
        QVERIFY2(qs(corpus.problems[0].message).contains(message),
                 corpus.problems[0].message.c_str());
        // The default skips the broken sentence and keeps the good one.
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QCOMPARE(corpus.sentences[0].id, std::string("ok"));

        // Strict: the same problem stops reading with an InputError naming file and line.
        ReadOptions strict;
        strict.strict = true;
        try {
            parseSsf(text, "broken.ssf", strict);
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), std::string("broken.ssf"));
            QCOMPARE(e.line(), std::size_t(reportedLine + offset));
            QVERIFY2(!QString(e.what()).contains("skipped"), e.what());  // nothing is, it stops
        }
    }

    void malformedFileOnDiskNamesThePath() {
        const QString path = test::tempPath("broken-disk.ssf");
        writeFileAtomically(path.toStdString(), replaceLine(goodSentence("x"), 7, "2.1\tसेब\tNN"));
        const Corpus corpus = readSsf(path.toStdString());
        QCOMPARE(corpus.problems.size(), std::size_t{1});
        QCOMPARE(qs(corpus.problems[0].file), path);
        QCOMPARE(corpus.problems[0].line, std::size_t{7});
        QVERIFY_EXCEPTION_THROWN(readSsf(test::tempPath("missing.ssf").toStdString()), InputError);
    }
};

QTEST_GUILESS_MAIN(TestSsfReader)
#include "tst_ssf_reader.moc"

#include <QtTest>

#include <string>

#include "TestSupport.h"
#include "common/Error.h"
#include "data/ConlluReader.h"
#include "data/Treebanks.h"

using namespace akshara;
using namespace akshara::data;
using akshara::test::qs;
using akshara::test::tempPath;

namespace {

// Sentence 448 of UD Marathi-UFAL (dev), "कागदपत्रं काय सांगतात?" ("What do the papers
// say?"), with a multiword token added around nothing: lines 1-3 comments, 4-7 words.
std::string goodSentence(const std::string& id) {
    return "# sent_id = " + id +
           "\n"
           "# text = कागदपत्रं काय सांगतात?\n"
           "# translit = kāgadapatraṁ kāya sāṁgatāta?\n"
           "1\tकागदपत्रं\tकागदपत्र\tNOUN\t_\tCase=Nom|Gender=Masc|Number=Plur\t3\tnsubj\t_\t_\n"
           "2\tकाय\tकाय\tPRON\t_\tCase=Acc|PronType=Int\t3\tobj\t_\t_\n"
           "3\tसांगतात\tसांगणे\tVERB\t_\tAspect=Imp|Number=Plur|Person=3|Tense=Pres|VerbForm="
           "Fin\t0\troot\t_\tSpaceAfter=No\n"
           "4\t?\t?\tPUNCT\t_\t_\t3\tpunct\t_\t_\n"
           "\n";
}

// Replaces as many lines from `lineNumber` on as `replacement` has.
std::string replaceLine(std::string text, int lineNumber, const std::string& replacement) {
    std::size_t start = 0;
    for (int i = 1; i < lineNumber; ++i)
        start = text.find('\n', start) + 1;
    std::size_t end = text.find('\n', start);
    for (const char c : replacement) {
        if (c == '\n')
            end = text.find('\n', end + 1);
    }
    return text.replace(start, end - start, replacement);
}

QString devFile() {
    return test::sharedDir() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-dev.conllu";
}

}  // namespace

class TestConlluReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsTheMarathiTreebank() {
        if (test::sharedDir().isEmpty())
            QSKIP("../shared (UD Marathi-UFAL) is not available");
        const Corpus corpus = readConllu(devFile().toStdString());
        QVERIFY(corpus.problems.empty());
        QCOMPARE(corpus.sentences.size(), std::size_t{46});  // grep -c '^# sent_id' of the file
        const Sentence& s = corpus.sentences[1];
        // # sent_id = 444: "त्या तुकड्याचे का कोणी हजार रुपये देईल?" in quotes; words 3-4
        // (तुकड्या + चे) are the multiword token तुकड्याचे.
        QCOMPARE(s.id, std::string("444"));
        QCOMPARE(s.line, std::size_t{8});  // its "# sent_id" line
        QCOMPARE(s.words.size(), std::size_t{11});
        QCOMPARE(s.units.size(), std::size_t{10});
        QCOMPARE(s.units[2].form, std::string("तुकड्याचे"));
        QCOMPARE(s.units[2].firstWord, std::size_t{2});
        QCOMPARE(s.units[2].wordCount, std::size_t{2});
        QCOMPARE(s.text(), std::string("\" त्या तुकड्याचे का कोणी हजार रुपये देईल ? \""));
        QVERIFY(s.hasTree);
        QCOMPARE(s.rootNode(), 8L);  // देईल
        QCOMPARE(s.nodes[7].relation, std::string("obj"));
        QCOMPARE(s.words[7].morphology.number, Number::Plural);  // रुपये
        QCOMPARE(s.words[7].morphology.gender, Gender::Masculine);
        QCOMPARE(s.words[8].morphology.person, Person::Third);
        QVERIFY(s.words[8].morphology.finite);
        QCOMPARE(s.words[3].wordClass, WordClass::Adposition);  // चे
        QCOMPARE(s.words[2].wordClass, WordClass::Noun);
        QCOMPARE(s.words[5].wordClass, WordClass::Pronoun);
    }

    void toleratesCrlfBomEmptyNodesAndStraySpace() {
        std::string text = "\xEF\xBB\xBF" + goodSentence("a");
        // Trailing spaces after the last column, and an empty node (1.1) of the enhanced graph.
        const std::size_t word2 = text.find("\n2\t") + 1;
        text.insert(word2, "1.1\tx\tx\tNOUN\t_\t_\t_\t_\t3:nsubj\t_\n");
        text.insert(word2 - 1, "   ");
        std::string crlf;
        for (const char c : text)
            crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        crlf += "   \r\n" + goodSentence("b");
        const Corpus corpus = parseConllu(crlf, "crlf.conllu");
        QVERIFY2(corpus.problems.empty(),
                 corpus.problems.empty() ? "" : corpus.problems[0].message.c_str());
        QCOMPARE(corpus.sentences.size(), std::size_t{2});
        QCOMPARE(corpus.sentences[0].words.size(), std::size_t{4});
        QCOMPARE(corpus.sentences[0].text(), std::string("कागदपत्रं काय सांगतात ?"));
        QCOMPARE(corpus.sentences[1].id, std::string("b"));
    }

    void sentenceWithoutHeadsHasNoTree() {
        std::string text = goodSentence("t");
        for (int line = 4; line <= 7; ++line) {
            std::size_t start = 0;
            for (int i = 1; i < line; ++i)
                start = text.find('\n', start) + 1;
            std::size_t tab = start;
            for (int f = 0; f < 6; ++f)
                tab = text.find('\t', tab) + 1;
            const std::size_t end = text.find('\t', tab);
            text.replace(tab, end - tab, "_");
        }
        const Corpus corpus = parseConllu(text, "noheads.conllu");
        QVERIFY(corpus.problems.empty());
        QVERIFY(!corpus.sentences[0].hasTree);
        QCOMPARE(corpus.sentences[0].rootNode(), -1L);
    }

    // Each bad line is a problem of its own, but the sentence holding two is skipped once.
    void aSentenceWithTwoBadLinesIsSkippedOnce() {
        std::string bad =
            replaceLine(goodSentence("bad"), 5, "2\tका\xff\tकाय\tPRON\t_\t_\t3\tobj\t_\t_");
        bad = replaceLine(bad, 6, "3\tसां\xfe\tसांगणे\tVERB\t_\t_\t0\troot\t_\t_");
        const Corpus corpus = parseConllu(bad + goodSentence("ok"), "two.conllu");
        QCOMPARE(corpus.problems.size(), std::size_t{2});
        QCOMPARE(corpus.skipped.size(), std::size_t{1});
        QCOMPARE(corpus.skipped[0].file, std::string("two.conllu"));
        QCOMPARE(corpus.skipped[0].reason, std::string("invalid UTF-8 at byte 9"));
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
    }

    // A file cut off after a multiword token's line: its sentence is reported, not dropped
    // as if it held only comments.
    void aMultiwordTokenWithoutItsWordsIsReported() {
        const std::string text =
            goodSentence("ok") + "# sent_id = cut\n1-2\tकायचं\t_\t_\t_\t_\t_\t_\t_\t_\n";
        const Corpus corpus = parseConllu(text, "cut.conllu");
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QCOMPARE(corpus.problems.size(), std::size_t{1});
        QCOMPARE(corpus.problems[0].line, std::size_t{10});
        QVERIFY2(qs(corpus.problems[0].message)
                     .contains("multiword token covers words that do not exist"),
                 corpus.problems[0].message.c_str());
        QCOMPARE(corpus.skipped.size(), std::size_t{1});
        QCOMPARE(corpus.skipped[0].id, std::string("cut"));
    }

    // A treebank released without its text (every FORM "_" until its script restores them) is
    // refused, not probed as strings of underscores; one "_" word among others is a word.
    void aTreebankWithItsFormsWithheldIsRefused() {
        std::string withheld;
        for (const char* id : {"a", "b"}) {
            std::string sentence = goodSentence(id);
            for (const char* form : {"कागदपत्रं\tकागदपत्र", "काय\tकाय", "सांगतात\tसांगणे", "?\t?"}) {
                const std::string from = std::string("\t") + form + "\t";
                const auto at = sentence.find(from);
                QVERIFY(at != std::string::npos);
                sentence.replace(at, from.size(), "\t_\t" + from.substr(from.find('\t', 1) + 1));
            }
            withheld += sentence;
        }
        try {
            parseConllu(withheld, "withheld.conllu");
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), std::string("withheld.conllu"));
            QVERIFY2(qs(e.message()).contains("every word form is '_'"), e.what());
        }
        const Corpus mixed = parseConllu(withheld + goodSentence("c"), "mixed.conllu");
        QCOMPARE(mixed.sentences.size(), std::size_t{3});
    }

    // A treebank saved as UTF-16 is named so, not reported as invalid UTF-8 on its first line
    // and then as holding no sentence; a treebank of nothing usable names its first problem.
    void aUtf16TreebankIsNamedSo() {
        const QString path = tempPath("utf16.conllu");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QString sentence = QString::fromStdString(goodSentence("a"));
        file.write("\xFF\xFE");
        file.write(reinterpret_cast<const char*>(sentence.utf16()), sentence.size() * 2);
        file.close();
        try {
            readConllu(path.toStdString());
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), path.toStdString());
            QVERIFY2(qs(e.message()).contains("the file is UTF-16"), e.what());
        }
        Corpus broken = parseConllu(replaceLine(goodSentence("bad"), 5, "2\tका"), "broken.conllu");
        QVERIFY(broken.sentences.empty());
        try {
            requireSentences(broken);
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QVERIFY2(qs(e.message())
                         .contains("no usable sentence (1 malformed); the first "
                                   "problem: broken.conllu:5: "),
                     e.what());
        }
    }

    void malformedSentencesAreReportedWithTheirLine_data() {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<int>("reportedLine");
        QTest::addColumn<QString>("message");
        QTest::newRow("nine columns") << 5 << "2\tकाय\tकाय\tPRON\t_\tCase=Acc\t3\tobj\t_" << 5
                                      << "expected 10 tab-separated columns, found 9";
        QTest::newRow("eleven columns")
            << 5 << "2\tकाय\tकाय\tPRON\t_\tCase=Acc\t3\tobj\t_\t_\t_" << 5 << "found 11";
        QTest::newRow("head past the end") << 5 << "2\tकाय\tकाय\tPRON\t_\tCase=Acc\t9\tobj\t_\t_"
                                           << 5 << "bad head '9' of word 2 (sentence has 4 words)";
        QTest::newRow("head not a number") << 6 << "3\tसांगतात\tसांगणे\tVERB\t_\t_\troot\t0\t_\t_" << 6
                                           << "bad head 'root' of word 3";
        QTest::newRow("head is itself")
            << 7 << "4\t?\t?\tPUNCT\t_\t_\t4\tpunct\t_\t_" << 7 << "bad head '4' of word 4";
        QTest::newRow("cycle") << 4
                               << "1\tकागदपत्रं\tकागदपत्र\tNOUN\t_\t_\t2\tnsubj\t_\t_\n"
                                  "2\tकाय\tकाय\tPRON\t_\t_\t1\tobj\t_\t_"
                               << 4 << "form a cycle";
        QTest::newRow("two roots")
            << 7 << "4\t?\t?\tPUNCT\t_\t_\t0\tpunct\t_\t_" << 4 << "more than one root";
        QTest::newRow("id out of sequence") << 5 << "3\tकाय\tकाय\tPRON\t_\tCase=Acc\t3\tobj\t_\t_"
                                            << 5 << "word id '3' out of sequence (expected 2)";
        QTest::newRow("bad range")
            << 5 << "2-1\tकाय\t_\t_\t_\t_\t_\t_\t_\t_" << 5 << "bad multiword token range";
        QTest::newRow("range past the end")
            << 6 << "3\tसांगतात\tसांगणे\tVERB\t_\t_\t0\troot\t_\t_\n4-5\t?!\t_\t_\t_\t_\t_\t_\t_\t_"
            << 7 << "multiword token covers words that do not exist";
        QTest::newRow("empty form")
            << 5 << "2\t\tकाय\tPRON\t_\t_\t3\tobj\t_\t_" << 5 << "word 2 has an empty FORM";
        QTest::newRow("invalid UTF-8")
            << 5 << "2\tका<FF>\tकाय\tPRON\t_\t_\t3\tobj\t_\t_" << 5 << "invalid UTF-8 at byte 9";
        QTest::newRow("NUL byte") << 5 << "2\tका<00>\tकाय\tPRON\t_\t_\t3\tobj\t_\t_" << 5
                                  << "a NUL byte at byte 9";
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
        const std::string text = replaceLine(goodSentence("bad"), line, bytes) + goodSentence("ok");

        const Corpus corpus = parseConllu(text, "broken.conllu");
        QCOMPARE(corpus.problems.size(), std::size_t{1});
        QCOMPARE(corpus.problems[0].file, std::string("broken.conllu"));
        QCOMPARE(corpus.problems[0].line, std::size_t(reportedLine));
        QVERIFY2(qs(corpus.problems[0].message).contains(message),
                 corpus.problems[0].message.c_str());
        QVERIFY(qs(corpus.problems[0].message).contains("sentence 'bad' skipped"));
        QCOMPARE(corpus.sentences.size(), std::size_t{1});
        QCOMPARE(corpus.sentences[0].id, std::string("ok"));
        QCOMPARE(corpus.skipped.size(), std::size_t{1});
        QCOMPARE(corpus.skipped[0].line, std::size_t{1});
        QCOMPARE(corpus.skipped[0].id, std::string("bad"));
        QVERIFY2(qs(corpus.skipped[0].reason).contains(message), corpus.skipped[0].reason.c_str());
        QVERIFY(!qs(corpus.skipped[0].reason).contains("skipped"));

        ReadOptions strict;
        strict.strict = true;
        try {
            parseConllu(text, "broken.conllu", strict);
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), std::string("broken.conllu"));
            QCOMPARE(e.line(), std::size_t(reportedLine));
            QVERIFY(qs(e.message()).contains(message));
            QVERIFY2(!qs(e.message()).contains("skipped"), e.what());  // nothing is, it stops
        }
    }
};

QTEST_GUILESS_MAIN(TestConlluReader)
#include "tst_conllu_reader.moc"

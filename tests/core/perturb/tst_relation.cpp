#include <QtTest>

#include "TestSupport.h"
#include "common/Error.h"
#include "perturb/OperatorRegistry.h"
#include "perturb/RelationOperator.h"

using namespace akshara;
using namespace akshara::perturb;
using akshara::test::qs;
using akshara::test::u32;

namespace {

std::string writeFile(const QString& name, const QByteArray& content) {
    const QString path = test::tempPath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    return path.toStdString();
}

}  // namespace

class TestRelation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replacesTheWholeWord() {
        OperatorOptions options;
        options.language = "pl";
        options.relationFile = writeFile("rel.tsv",
                                         "# a wordnet export\n"
                                         "dom\tbudynek\thypernym\n"
                                         "dom\tmieszkanie\tsynonym\n"
                                         "kot\tzwierzę\thypernym\n");
        const auto op = createOperator("relation", options);
        const auto c = op->candidates(u32("dom"));
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(qs(c[0].text), QStringLiteral("budynek"));
        QCOMPARE(c[1].edit.category, std::string("synonym"));
        QVERIFY(op->candidates(u32("pies")).empty());
        options.category = "synonym";
        QCOMPARE(createOperator("relation", options)->candidates(u32("dom")).size(),
                 std::size_t(1));
    }

    // A word at the start of a sentence or in capitals is found by its small letters, as a
    // wordnet lists it, and replaced in its case; a capitalised entry of the file is its own.
    void findsACapitalisedWordAndKeepsItsCase() {
        OperatorOptions options;
        options.language = "pl";
        options.relationFile = writeFile("case.tsv",
                                         "sympatyczny\tmiły\tsynonym\n"
                                         "Łódź\tmiasto\thypernym\n");
        const auto op = createOperator("relation", options);
        QCOMPARE(qs(op->candidates(u32("Sympatyczny")).at(0).text), QStringLiteral("Miły"));
        QCOMPARE(qs(op->candidates(u32("SYMPATYCZNY")).at(0).text), QStringLiteral("MIŁY"));
        QCOMPARE(qs(op->candidates(u32("sympatyczny")).at(0).text), QStringLiteral("miły"));
        QCOMPARE(qs(op->candidates(u32("Łódź")).at(0).text), QStringLiteral("miasto"));
        QVERIFY(op->candidates(u32("łódź")).empty());
    }

    // Windows editors begin a UTF-8 file with a byte order mark; it is not part of the word.
    void aByteOrderMarkIsNotPartOfTheFirstWord() {
        OperatorOptions options;
        options.language = "hi";
        options.relationFile = writeFile("bom.tsv", "\xEF\xBB\xBFघर\tमकान\tsynonym\n");
        const auto c = createOperator("relation", options)->candidates(u32("घर"));
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(qs(c[0].text), QStringLiteral("मकान"));
    }

    // A header row naming the columns, as a spreadsheet writes one, is not a relation; a file
    // of the header alone holds none. The header was read as the word "word".
    void aHeaderRowIsNotARelation() {
        OperatorOptions options;
        options.language = "hi";
        options.relationFile =
            writeFile("header.tsv", "# exported\nword\trelated\trelation\nघर\tमकान\tsynonym\n");
        // The lexicon itself: a Hindi operator never changes a Latin word, whatever it holds.
        const auto lexicon = RelationLexicon::readFile(options.relationFile);
        QCOMPARE(lexicon.related.size(), std::size_t(1));
        QCOMPARE(lexicon.related.count(u32("word")), std::size_t(0));
        QCOMPARE(createOperator("relation", options)->candidates(u32("घर")).size(), std::size_t(1));
        options.relationFile = writeFile("header-only.tsv", "word\trelated\n");
        try {
            createOperator("relation", options);
            QFAIL("a file of a header alone was taken for relations");
        } catch (const InputError& e) {
            QCOMPARE(e.message(), std::string("no relations in the file"));
        }
    }

    // A relation the file does not have (antonyms for antonym) is refused, naming those it
    // has, rather than changing no word.
    void aRelationNotInTheFileIsRefused() {
        OperatorOptions options;
        options.language = "hi";
        options.relationFile = writeFile("antonyms.tsv", "कल\tपरसों\tantonym\nघर\tमकान\n");
        options.category = "antonym";
        QCOMPARE(createOperator("relation", options)->candidates(u32("कल")).size(), std::size_t(1));
        options.category = "antonyms";
        try {
            createOperator("relation", options);
            QFAIL("a relation the file does not have was taken");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), options.relationFile);
            QCOMPARE(e.message(),
                     std::string("no word has the relation 'antonyms' (the file has: antonym)"));
        }
    }

    void malformedFilesNameTheLine() {
        OperatorOptions options;
        options.language = "hi";
        options.relationFile = writeFile("bad.tsv", "घर\tमकान\tsynonym\nनदी\n");
        try {
            createOperator("relation", options);
            QFAIL("a line without a tab must be refused");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), std::size_t(2));
        }
        options.relationFile =
            writeFile("extra.tsv", "घर\tमकान\tsynonym\nनदी\tदरिया\tsynonym\tnoun\n");
        try {
            createOperator("relation", options);
            QFAIL("a fourth field must be refused, not read as part of the relation");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), std::size_t(2));
            QCOMPARE(e.message(),
                     std::string("expected word<TAB>related[<TAB>relation], found 4 fields"));
        }
        options.relationFile = writeFile("utf.tsv", "घर\t\xE0\xA4\tsynonym\n");
        QVERIFY_THROWS_EXCEPTION(InputError, createOperator("relation", options));
        // A NUL byte, which UTF-8 text never holds, is named with its line, not read as text.
        options.relationFile =
            writeFile("nul.tsv", QByteArray("घर\tमकान\tsynonym\nनदी\tदरि\0या\n", 55));
        try {
            createOperator("relation", options);
            QFAIL("a NUL byte must be refused");
        } catch (const InputError& e) {
            QCOMPARE(e.line(), std::size_t(2));
            QVERIFY2(qs(e.message()).startsWith("a NUL byte at byte 20"), e.what());
        }
        options.relationFile = writeFile("empty.tsv", "# nothing\n");
        QVERIFY_THROWS_EXCEPTION(InputError, createOperator("relation", options));
    }
};

QTEST_APPLESS_MAIN(TestRelation)
#include "tst_relation.moc"

#include <QTemporaryDir>
#include <QtTest>

#include "TestSupport.h"
#include "common/Error.h"
#include "perturb/OperatorRegistry.h"

using namespace akshara;
using namespace akshara::perturb;
using akshara::test::qs;
using akshara::test::u32;

namespace {

// The look-alike candidates of `word` in Hindi, with the deva-orthographic table saved in
// `dir`.
QStringList lookAlikes(const QTemporaryDir& dir, const char* word) {
    OperatorOptions options;
    options.language = "hi";
    options.category = "look-alike";
    options.tablesDir = dir.path().toStdString();
    QStringList out;
    for (const Candidate& c : createOperator("ortho", options)->candidates(u32(word))) {
        out << qs(c.text);
    }
    return out;
}

}  // namespace

// A linguist's own tables, saved in a workspace's tables folder, as the operators apply them.
class TestUserTables : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The ligatures kṣa and jña keep their shape as a whole: a look-alike entry of the whole
    // ligature applies (क्ष and छ), though none of a letter inside it does (the ष of क्षमा
    // is not drawn to be read as प). Entries of the whole ligature were dropped without a word.
    void lookAlikesOfAWholeLigatureApply() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(test::writeLookAlikeTable(dir.path(),
                                          "क्ष\tछ\tlook-alike\nछ\tक्ष\tlook-alike\n"
                                          "ज्ञ\tग्य\tlook-alike\nग्य\tज्ञ\tlook-alike\n"
                                          "ष\tप\tlook-alike\nप\tष\tlook-alike\n"));
        QCOMPARE(lookAlikes(dir, "क्षमा"), QStringList{"छमा"});
        QCOMPARE(lookAlikes(dir, "छात्र"), QStringList{"क्षात्र"});
        QCOMPARE(lookAlikes(dir, "ज्ञान"), QStringList{"ग्यान"});
        QVERIFY(lookAlikes(dir, "योग्य").contains("योज्ञ"));
        // Not a letter inside it, in the word or put in it.
        QVERIFY(lookAlikes(dir, "क्पमा").isEmpty());
    }

    // A table of one language ('# language: hi') saved in place of a table of its script is
    // not used for another language of the script: Marathi was perturbed with the Hindi
    // table without a word.
    void aTableOfOneLanguageServesOnlyIt() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(test::writeBytes(dir.filePath("deva-orthographic.tsv"),
                                 "# akshara-confusion-table 1\n# name: deva-orthographic\n"
                                 "# kind: orthographic\n# script: Deva\n# language: hi\n"
                                 "# directed: yes\nsource\ttarget\tcategory\n"
                                 "ब\tव\tlook-alike\n"));
        OperatorOptions options;
        options.category = "look-alike";
        options.tablesDir = dir.path().toStdString();
        options.language = "hi";
        QCOMPARE(createOperator("ortho", options)->candidates(u32("बस")).size(), std::size_t(1));
        options.language = "mr";
        try {
            createOperator("ortho", options);
            QFAIL("a Hindi table was used for Marathi");
        } catch (const InputError& error) {
            QCOMPARE(error.line(), std::size_t(5));
            QCOMPARE(error.field(), std::string("language"));
            QVERIFY2(std::string(error.what()).find("is a table of Hindi") != std::string::npos,
                     error.what());
        }
    }
};

QTEST_MAIN(TestUserTables)
#include "tst_user_tables.moc"

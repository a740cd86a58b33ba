#include <QtTest>

#include "TestSupport.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"

using namespace akshara;
using namespace akshara::lexicon;

namespace {

// Problems of a Devanagari table made of `body` lines, as "LINE severity: message".
QStringList problemsOf(const std::string& body, const std::string& extraHeader = {}) {
    const std::string content = "# name: t\n# kind: phonological\n# script: Deva\n" + extraHeader +
                                "source\ttarget\tcategory\n" + body;
    const ParsedTable parsed = parseTable(content);
    QStringList out;
    for (const auto& list : {parsed.problems, validateTable(parsed.table)}) {
        for (const auto& p : list) {
            out << QString("%1 %2: %3")
                       .arg(p.line)
                       .arg(QString::fromLatin1(severityName(p.severity).data()))
                       .arg(QString::fromStdString(p.message));
        }
    }
    return out;
}

}  // namespace

class TestValidation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanTableHasNoProblems() {
        QCOMPARE(problemsOf("क\tख\taspiration\nख\tक\taspiration\n"), QStringList());
    }

    void unassignedCodePoint() {
        // U+0B96 would be Tamil KHA, which Unicode leaves unassigned.
        QCOMPARE(problemsOf("क\t\\u0B96\taspiration\n\\u0B96\tक\taspiration\n").first(),
                 QStringLiteral("5 error: unassigned code point U+0B96"));
    }

    void controlCharacter() {
        QCOMPARE(problemsOf("क\\u0007\tख\taspiration\nख\tक\\u0007\taspiration\n").first(),
                 QStringLiteral(
                     "5 error: unusable code point U+0007 (control, private use or unassigned)"));
    }

    void wrongScript() {
        QCOMPARE(problemsOf("क\tক\taspiration\nক\tक\taspiration\n").first(),
                 QStringLiteral("5 error: character ক (U+0995) is Bengali, not Devanagari"));
    }

    // A look-alike of another script than the workbench knows (Cyrillic а in a Latin table) is
    // named by its script, not as Unknown.
    void aCharacterOfAnUnknownScriptIsNamedByItsScript() {
        const ParsedTable parsed = parseTable(
            "# name: t\n# kind: ocr\n# script: Latn\n# directed: yes\nsource\ttarget\n"
            "\u0430\ta\n\u03bf\to\n");
        QStringList messages;
        for (const auto& p : validateTable(parsed.table)) {
            messages << QString::fromStdString(p.message);
        }
        QCOMPARE(messages, (QStringList{"character а (U+0430) is Cyrillic, not Latin",
                                        "character ο (U+03BF) is Greek, not Latin"}));
    }

    // A name no file can have is an error: a workspace can neither save the table nor read it.
    void aNameThatCannotBeAFileNameIsAnError() {
        const ParsedTable parsed = parseTable(
            "# name: ../evil\n# kind: ocr\n# script: Deva\n# directed: yes\n"
            "source\ttarget\nक\tख\n");
        const auto problems = tableFileProblems(parsed);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().line, std::size_t(1));
        QCOMPARE(problems.front().field, std::string("name"));
        QCOMPARE(QString::fromStdString(problems.front().message),
                 QStringLiteral("the table name \"../evil\" cannot be a file name"));
    }

    void selfMap() {
        QVERIFY(problemsOf("क\tक\taspiration\n").contains("5 error: self-map: क -> क"));
        // Canonically equal spellings are a self-map too once read as NFC.
        QVERIFY(
            problemsOf("\\u0958\tक\\u093C\taspiration\n").contains("5 error: self-map: क़ -> क़"));
    }

    void duplicate() {
        QVERIFY(problemsOf("क\tख\taspiration\nख\tक\taspiration\nक\tख\taspiration\n")
                    .contains("7 error: duplicate of the entry on line 5: क -> ख"));
    }

    void asymmetricPairIsAWarningUnlessDirected() {
        QCOMPARE(problemsOf("क\tख\taspiration\n"),
                 QStringList{"5 warning: asymmetric pair: क -> ख has no reverse entry"});
        QCOMPARE(problemsOf("क\tख\taspiration\n", "# directed: yes\n"), QStringList());
        // A deletion has no reverse to look for.
        QCOMPARE(problemsOf("ा\t\tvowel-length\n"), QStringList());
    }

    void unknownPhonologicalCategory() {
        QCOMPARE(problemsOf("क\tख\tbreathy\nख\tक\taspiration\n").first(),
                 QStringLiteral(
                     "5 error: unknown phonological category 'breathy' (expected vowel-length, "
                     "aspiration, voicing or sibilant)"));
    }

    void emptySourceAndNegativeWeight() {
        QVERIFY(problemsOf("\tख\taspiration\n").contains("5 error: empty source"));
        const ParsedTable parsed = parseTable(
            "# name: t\n# kind: ocr\n# script: "
            "Latn\nsource\ttarget\tweight\nrn\tm\t-1\nm\trn\t1\n");
        QCOMPARE(QString::fromStdString(validateTable(parsed.table).front().message),
                 QStringLiteral("negative weight"));
    }

    void languageMustBeWrittenInTheScript() {
        const QStringList problems =
            problemsOf("क\tख\taspiration\nख\tक\taspiration\n", "# language: ta\n");
        QCOMPARE(problems, QStringList{"0 error: Tamil is written in Tamil, not Devanagari"});
        QCOMPARE(problemsOf("", "# language: xx\n"), QStringList{"0 error: unknown language 'xx'"});
    }

    void tableWithoutScript() {
        ConfusionTable t;
        t.name = "nameless-script";
        QVERIFY(hasErrors(validateTable(t)));
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"

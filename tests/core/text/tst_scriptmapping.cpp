#include <QtTest>

#include "TestSupport.h"
#include "text/ScriptMapping.h"

using namespace akshara::text;
using akshara::test::qs;
using akshara::test::u32;

class TestScriptMapping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mapsWhereBothScriptsHaveTheLetter_data() {
        QTest::addColumn<uint>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<uint>("expected");
        QTest::newRow("ka Beng") << uint(U'क') << "Beng" << uint(U'ক');
        QTest::newRow("ka Taml") << uint(U'क') << "Taml" << uint(U'க');
        QTest::newRow("kha Knda") << uint(U'ख') << "Knda" << uint(U'ಖ');
        QTest::newRow("sign ii Mlym") << uint(U'ी') << "Mlym" << uint(U'ീ');
        QTest::newRow("virama Taml") << uint(U'्') << "Taml" << uint(U'்');
        QTest::newRow("sha Guru") << uint(U'श') << "Guru" << uint(0x0A36);
        QTest::newRow("anusvara Guru bindi") << uint(U'ं') << "Guru" << uint(U'ਂ');
        QTest::newRow("ja Taml") << uint(U'ज') << "Taml" << uint(U'ஜ');
        QTest::newRow("Bengali back to Deva") << uint(U'ঘ') << "Deva" << uint(U'घ');
        QTest::newRow("long e to Tamil EE") << uint(U'ए') << "Taml" << uint(U'ஏ');
        QTest::newRow("short e to Tamil E") << uint(0x090E) << "Taml" << uint(U'எ');
        QTest::newRow("Tamil E back to short e") << uint(U'எ') << "Deva" << uint(0x090E);
        QTest::newRow("Bengali sign O to Malayalam OO") << uint(U'ো') << "Mlym" << uint(U'ോ');
        // Gurmukhi, like the Dravidian scripts, names its long e and o "EE" and "OO".
        QTest::newRow("long e to Gurmukhi EE") << uint(U'ए') << "Guru" << uint(0x0A0F);
        QTest::newRow("sign o to Gurmukhi OO") << uint(U'ो') << "Guru" << uint(0x0A4B);
        QTest::newRow("Gurmukhi sign EE back to sign e") << uint(0x0A47) << "Deva" << uint(U'े');
        QTest::newRow("Gurmukhi OO to Tamil OO") << uint(0x0A13) << "Taml" << uint(U'ஓ');
        // Gujarati names its candra e and o "VOWEL CANDRA", Devanagari "LETTER CANDRA".
        QTest::newRow("candra o to Gujarati") << uint(0x0911) << "Gujr" << uint(0x0A91);
        QTest::newRow("candra e to Gujarati") << uint(0x090D) << "Gujr" << uint(0x0A8D);
        QTest::newRow("Gujarati candra o back") << uint(0x0A91) << "Deva" << uint(0x0911);
        QTest::newRow("danda is Common") << uint(U'।') << "Beng" << uint(U'।');
        // U+0CDE is KANNADA LETTER LLLA by Unicode's correction of its name ("FA"), at another
        // offset than its namesakes: found by the corrected name, both ways.
        QTest::newRow("Kannada LLLA to Tamil") << uint(0x0CDE) << "Taml" << uint(U'ழ');
        QTest::newRow("Kannada LLLA to Malayalam") << uint(0x0CDE) << "Mlym" << uint(U'ഴ');
        QTest::newRow("Kannada LLLA to Devanagari") << uint(0x0CDE) << "Deva" << uint(0x0934);
        QTest::newRow("Tamil LLLA to Kannada") << uint(U'ழ') << "Knda" << uint(0x0CDE);
    }
    void mapsWhereBothScriptsHaveTheLetter() {
        QFETCH(uint, from);
        QFETCH(QString, to);
        QFETCH(uint, expected);
        const CharMapping m = mapCharacter(from, *parseScript(to.toStdString()));
        QVERIFY2(m.target.has_value(), m.reason.c_str());
        QCOMPARE(uint(*m.target), expected);
    }

    void saysSoWhereThereIsNoEquivalent_data() {
        QTest::addColumn<uint>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("Tamil has no KHA") << uint(U'ख') << "Taml";
        QTest::newRow("Tamil has no GA") << uint(U'ग') << "Taml";
        QTest::newRow("Tamil has no BHA") << uint(U'भ') << "Taml";
        QTest::newRow("Gurmukhi has no SSA") << uint(U'ष') << "Guru";
        QTest::newRow("Gurmukhi has no vocalic R") << uint(U'ऋ') << "Guru";
        QTest::newRow("Gurmukhi has no short e") << uint(0x090E) << "Guru";
        QTest::newRow("Bengali has no VA") << uint(U'व') << "Beng";
        QTest::newRow("Gurmukhi IRI has no Devanagari letter") << uint(0x0A72) << "Deva";
        QTest::newRow("Gurmukhi tippi") << uint(0x0A70) << "Deva";
        QTest::newRow("Odia WA") << uint(0x0B71) << "Deva";
        QTest::newRow("Bengali has no short e") << uint(U'ఎ') << "Beng";
        QTest::newRow("Gurmukhi RRA is not DDDHA") << uint(0x0A5C) << "Deva";
        QTest::newRow("Latin is not Brahmic") << uint(U'k') << "Deva";
        QTest::newRow("Devanagari FA is not Kannada LLLA") << uint(0x095E) << "Knda";
    }
    void saysSoWhereThereIsNoEquivalent() {
        QFETCH(uint, from);
        QFETCH(QString, to);
        const CharMapping m = mapCharacter(from, *parseScript(to.toStdString()));
        QVERIFY(!m.target.has_value());
        QVERIFY(!m.reason.empty());
    }

    void neverProducesAnUnrelatedCharacter() {
        // Every mapped character has the same Unicode name apart from its script, or is one
        // of the documented aliases (Gurmukhi bindi for anusvara).
        for (const Script from : brahmicScripts()) {
            for (const Script to : brahmicScripts()) {
                const char32_t base = brahmicBlockStart(from);
                for (char32_t c = base; c < base + 0x80; ++c) {
                    if (scriptOf(c) != from) {
                        continue;
                    }
                    const CharMapping m = mapCharacter(c, to);
                    if (m.target && from != to) {
                        QCOMPARE(scriptOf(*m.target), to);
                    }
                }
            }
        }
    }

    void mapsText() {
        const TextMapping bn = mapText(u32("भारत"), Script::Bengali);
        QCOMPARE(qs(bn.text), QStringLiteral("ভারত"));
        QVERIFY(bn.unmapped.empty());
        const TextMapping ta = mapText(u32("भारत"), Script::Tamil);
        QCOMPARE(ta.unmapped, std::vector<std::size_t>{0});  // Tamil has no BHA
        QCOMPARE(qs(ta.text.substr(1)), QStringLiteral("ாரத"));
    }
};

QTEST_APPLESS_MAIN(TestScriptMapping)
#include "tst_scriptmapping.moc"

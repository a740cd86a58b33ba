#include <QtTest>

#include "TestSupport.h"
#include "text/CharClass.h"

using namespace akshara::text;

Q_DECLARE_METATYPE(akshara::text::CharClass)

class TestCharClass : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classes_data() {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<CharClass>("expected");
        const auto row = [](const char* name, char32_t c, CharClass cls) {
            QTest::newRow(name) << static_cast<uint>(c) << cls;
        };
        // One of each class in several scripts.
        row("Devanagari KA", U'क', CharClass::Consonant);
        row("Devanagari AA", U'आ', CharClass::IndependentVowel);
        row("Devanagari sign I", U'ि', CharClass::VowelSign);
        row("Devanagari virama", U'्', CharClass::Virama);
        row("Devanagari nukta", U'़', CharClass::Nukta);
        row("Devanagari anusvara", U'ं', CharClass::Modifier);
        row("Devanagari candrabindu", U'ँ', CharClass::Modifier);
        row("Devanagari visarga", U'ः', CharClass::Modifier);
        row("Devanagari digit", U'४', CharClass::Digit);
        row("danda", U'।', CharClass::Punctuation);
        row("double danda", U'॥', CharClass::Punctuation);
        row("Bengali KSSA part SSA", U'ষ', CharClass::Consonant);
        row("Bengali khanda ta", U'ৎ', CharClass::DeadConsonant);
        row("Bengali sign O", U'ো', CharClass::VowelSign);
        row("Gurmukhi tippi", U'ੰ', CharClass::Modifier);
        row("Gurmukhi addak", U'ੱ', CharClass::Modifier);
        row("Gujarati virama", U'્', CharClass::Virama);
        row("Odia nukta", U'଼', CharClass::Nukta);
        row("Tamil pulli", U'்', CharClass::Virama);
        row("Tamil aytham", U'ஃ', CharClass::Modifier);
        row("Telugu sign AA", U'ా', CharClass::VowelSign);
        row("Kannada digit", U'೫', CharClass::Digit);
        row("Malayalam chillu N", U'ൻ', CharClass::DeadConsonant);
        row("Malayalam KA", U'ക', CharClass::Consonant);
        row("ZWJ", U'\u200D', CharClass::Joiner);
        row("ZWNJ", U'\u200C', CharClass::NonJoiner);
        row("Polish l-stroke", U'ł', CharClass::Letter);
        row("Urdu BEH", U'ب', CharClass::Letter);
        row("Arabic fatha", U'\u064E', CharClass::Mark);
        row("comma", U',', CharClass::Punctuation);
        row("rupee sign", U'₹', CharClass::Symbol);
        row("space", U' ', CharClass::Space);
        // Unicode gives these Indic_Syllabic_Category Consonant_Placeholder (a base a sign may be
        // shown on), but in running text they are punctuation, space and symbols, not letters.
        row("hyphen-minus", U'-', CharClass::Punctuation);
        row("en dash", U'\u2013', CharClass::Punctuation);
        row("em dash", U'\u2014', CharClass::Punctuation);
        row("no-break space", U'\u00A0', CharClass::Space);
        row("multiplication sign", U'\u00D7', CharClass::Symbol);
        row("dotted circle", U'\u25CC', CharClass::Symbol);
        // A placeholder that is a letter carries vowel signs as a consonant does.
        row("Gurmukhi ura", U'\u0A73', CharClass::Consonant);
        row("unassigned in Tamil block", char32_t(0x0B96), CharClass::Other);
    }
    void classes() {
        QFETCH(uint, codePoint);
        QFETCH(CharClass, expected);
        QCOMPARE(classify(static_cast<char32_t>(codePoint)), expected);
    }

    void names() {
        QCOMPARE(unicodeName(U'क'), std::string("DEVANAGARI LETTER KA"));
        QCOMPARE(unicodeName(char32_t(0x0B96)), std::string());
        QVERIFY(isAssigned(U'க'));
        QVERIFY(!isAssigned(char32_t(0x0B96)));  // Tamil has no KHA
        QCOMPARE(charClassName(CharClass::VowelSign), std::string_view("vowel-sign"));
        QVERIFY(isLetterClass(CharClass::DeadConsonant));
        QVERIFY(!isLetterClass(CharClass::VowelSign));
    }
};

QTEST_APPLESS_MAIN(TestCharClass)
#include "tst_charclass.moc"

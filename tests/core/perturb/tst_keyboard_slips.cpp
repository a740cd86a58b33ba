#include <QtTest>

#include "OperatorCandidates.h"
#include "common/Error.h"
#include "perturb/WellFormed.h"
#include "text/CharClass.h"

using namespace akshara;
using akshara::test::candidatesOf;

// Keyboard slips (key) in the Indic languages, on InScript, and the categories of key in each
// language's keyboard.
class TestKeyboardSlips : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // कमल typed with a finger on a neighbouring key or with Shift missed.
    void hindiSlipsOnInscript() {
        const QStringList found = candidatesOf("key", "hi", "कमल");
        for (const char* slip : {"रमल/neighbour", "तमल/neighbour", "गमल/neighbour", "खमल/shift",
                                 "कनल/neighbour", "कमर/neighbour"}) {
            QVERIFY2(found.contains(QString::fromUtf8(slip)), qPrintable(found.join(' ')));
        }
        // A slip keeps only letters of Hindi: ऴ (Shift+B, beside ळ) is Tamil's zha in
        // Devanagari, which no Hindi word has.
        QVERIFY(!found.join(' ').contains(QString::fromUtf8("ऴ")));
        QCOMPARE(candidatesOf("key", "hi", "कमल", "shift"),
                 QStringList({QString::fromUtf8("खमल/shift"), QString::fromUtf8("कणल/shift"),
                              QString::fromUtf8("कमळ/shift")}));
    }

    // A slip from a letter onto a vowel sign or virama at a word's start, or after an
    // independent vowel, writes no text of the script: those slips are left out.
    void noOrphanedSignsFromSlips() {
        for (const auto& [lang, word] :
             {std::pair{"hi", "पानी"}, std::pair{"hi", "इस"}, std::pair{"bn", "বাংলা"},
              std::pair{"ta", "தமிழ்"}, std::pair{"te", "తెలుగు"}, std::pair{"ml", "മലയാളം"},
              std::pair{"gu", "ગુજરાતી"}, std::pair{"pa", "ਪੰਜਾਬੀ"}, std::pair{"or", "ଓଡ଼ିଆ"},
              std::pair{"kn", "ಕನ್ನಡ"}, std::pair{"as", "অসমীয়া"}, std::pair{"mr", "मराठी"}}) {
            perturb::OperatorOptions options;
            options.language = lang;
            const auto op = perturb::createOperator("key", options);
            const auto candidates = op->candidates(test::u32(word));
            QVERIFY2(!candidates.empty(), word);
            // Told here by the characters' classes, not by the check the operators use: a
            // vowel sign, virama or nukta stands after a consonant (or its nukta).
            for (const auto& c : candidates) {
                for (std::size_t i = 0; i < c.text.size(); ++i) {
                    const text::CharClass cls = text::classify(c.text[i]);
                    if (cls != text::CharClass::VowelSign && cls != text::CharClass::Virama &&
                        cls != text::CharClass::Nukta) {
                        continue;
                    }
                    const text::CharClass before =
                        i == 0 ? text::CharClass::Space : text::classify(c.text[i - 1]);
                    QVERIFY2(
                        before == text::CharClass::Consonant ||
                            (before == text::CharClass::Nukta && cls != text::CharClass::Nukta),
                        qPrintable(test::qs(c.text)));
                }
            }
        }
        // पानी: प (h) is beside ु (g), which cannot begin a word.
        QVERIFY(!candidatesOf("key", "hi", "पानी").join(' ').contains(QString::fromUtf8("ुानी")));
        QVERIFY(candidatesOf("key", "hi", "पानी").contains(QString::fromUtf8("फानी/shift")));
    }

    // म is beside the key of ं, and ढ below that of ः: a slip wrote two such signs in a row
    // (प्रधानंंत्री, पांःरी), which no syllable has. Nor do slips write signs the language
    // does not use: Tamil's anusvara, Telugu's nukta, Kannada's candrabindu.
    void noSignsTwiceOrUnused() {
        QVERIFY(!perturb::isWellFormed(test::u32("प्रधानंंत्री"), text::Script::Devanagari));
        QVERIFY(!perturb::isWellFormed(test::u32("पांःरी"), text::Script::Devanagari));
        QVERIFY(!perturb::isWellFormed(test::u32("ಬಂಂಗಳೂರು"), text::Script::Kannada));
        QVERIFY(perturb::isWellFormed(test::u32("दुःख"), text::Script::Devanagari));
        for (const auto& [lang, word, never] :
             {std::tuple{"hi", "प्रधानमंत्री", "ंं"}, std::tuple{"mr", "पांढरी", "ंः"},
              std::tuple{"kn", "ಬೆಂಗಳೂರು", "ಂಂ"}, std::tuple{"ta", "தமிழ்", "ஂ"},
              std::tuple{"te", "కట్టు", "఼"}, std::tuple{"kn", "ಅಂಗಡಿ", "ಁ"},
              std::tuple{"ml", "അംഗം", "ഁ"}}) {
            const QStringList found = candidatesOf("key", lang, word);
            QVERIFY2(!found.isEmpty() && !found.join(' ').contains(QString::fromUtf8(never)),
                     qPrintable(found.join(' ')));
        }
    }

    // Letters Devanagari has no key for are typed too: Punjabi ੜ and addak, Bengali ৎ, the
    // Malayalam chillus, Tamil ஞ.
    void ownLettersOfEachScript() {
        QVERIFY(candidatesOf("key", "pa", "ਕੁੜੀ").contains(QString::fromUtf8("ਕੁਰੀ/shift")));
        QVERIFY(candidatesOf("key", "bn", "হঠাৎ").contains(QString::fromUtf8("হঠাং/neighbour")));
        QVERIFY(candidatesOf("key", "ml", "അവൻ").contains(QString::fromUtf8("അവന/shift")));
        QVERIFY(
            candidatesOf("key", "ta", "ஞாயிறு").contains(QString::fromUtf8("டாயிறு/neighbour")));
    }

    // Assamese types ৰ on the key of ra, where Bengali has র.
    void assameseRaOnItsKey() {
        QVERIFY(candidatesOf("key", "as", "কৰা").contains(QString::fromUtf8("খৰা/shift")));
        QVERIFY(candidatesOf("key", "as", "মৰম").contains(QString::fromUtf8("মকম/neighbour")));
        QVERIFY(!candidatesOf("key", "as", "মৰম").join(' ').contains(QString::fromUtf8("র")));
    }

    // altgr is the Polish layout's and shift InScript's: asked elsewhere, each is refused
    // with the categories there are, not accepted to make nothing.
    void categoriesFollowTheKeyboard() {
        QVERIFY(candidatesOf("key", "pl", "łza", "altgr").contains(QString::fromUtf8("lza/altgr")));
        for (const auto& [lang, category] :
             {std::pair{"en", "altgr"}, std::pair{"hi", "altgr"}, std::pair{"pl", "shift"}}) {
            try {
                candidatesOf("key", lang, "kot", category);
                QFAIL(qPrintable(QString("no error for ") + lang + " " + category));
            } catch (const InputError& e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains("it has: neighbour"), e.what());
            }
        }
        const auto* info = perturb::findOperatorInfo("key");
        QCOMPARE(info->categoriesIn("hi"), (std::vector<std::string>{"neighbour", "shift"}));
        QCOMPARE(info->categoriesIn("en"), std::vector<std::string>{"neighbour"});
        QCOMPARE(perturb::operatorTables("key", "ta"), std::vector<std::string>{"ta-keyboard"});
    }
};

QTEST_APPLESS_MAIN(TestKeyboardSlips)
#include "tst_keyboard_slips.moc"

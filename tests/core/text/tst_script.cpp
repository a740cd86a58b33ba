#include <QtTest>

#include "TestSupport.h"
#include "common/Error.h"
#include "text/Language.h"
#include "text/Script.h"

using namespace akshara;
using namespace akshara::text;
using akshara::test::u32;

class TestScript : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scriptOfWords_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("iso");
        QTest::newRow("Hindi") << "भाषा"
                               << "Deva";
        QTest::newRow("Marathi") << "महाराष्ट्र"
                                 << "Deva";
        QTest::newRow("Bengali") << "ভাষা"
                                 << "Beng";
        QTest::newRow("Assamese") << "অসমীয়া"
                                  << "Beng";
        QTest::newRow("Punjabi") << "ਪੰਜਾਬੀ"
                                 << "Guru";
        QTest::newRow("Gujarati") << "ગુજરાતી"
                                  << "Gujr";
        QTest::newRow("Odia") << "ଓଡ଼ିଆ"
                              << "Orya";
        QTest::newRow("Tamil") << "தமிழ்"
                               << "Taml";
        QTest::newRow("Telugu") << "తెలుగు"
                                << "Telu";
        QTest::newRow("Kannada") << "ಕನ್ನಡ"
                                 << "Knda";
        QTest::newRow("Malayalam") << "മലയാളം"
                                   << "Mlym";
        QTest::newRow("Urdu") << "اردو"
                              << "Arab";
        QTest::newRow("Polish") << "źdźbło"
                                << "Latn";
        QTest::newRow("digits and danda only") << "१२३।"
                                               << "Zyyy";
    }
    void scriptOfWords() {
        QFETCH(QString, word);
        QFETCH(QString, iso);
        const Script script = dominantScript(u32(word.toUtf8().constData()));
        QCOMPARE(QString::fromLatin1(iso15924(script).data()), iso);
    }

    void characterScripts() {
        QCOMPARE(scriptOf(U'क'), Script::Devanagari);
        QCOMPARE(scriptOf(U'ক'), Script::Bengali);
        QCOMPARE(scriptOf(U'ൻ'), Script::Malayalam);
        QCOMPARE(scriptOf(U'ł'), Script::Latin);
        QCOMPARE(scriptOf(U'ب'), Script::Arabic);
        QCOMPARE(scriptOf(U'\u200D'), Script::Common);  // ZWJ is Inherited
        QCOMPARE(scriptOf(U'।'), Script::Common);
        QCOMPARE(scriptOf(U'Ж'), Script::Unknown);
        // The danda is Common but used in Devanagari and Bengali (Script_Extensions).
        QVERIFY(usedInScript(U'।', Script::Devanagari));
        QVERIFY(usedInScript(U'।', Script::Bengali));
        QVERIFY(!usedInScript(U'।', Script::Latin));
        QVERIFY(!usedInScript(U'ক', Script::Devanagari));
    }

    void isoCodesRoundTrip() {
        for (const Script s : brahmicScripts()) {
            QCOMPARE(parseScript(iso15924(s)), std::optional<Script>(s));
            QCOMPARE(parseScript(scriptName(s)), std::optional<Script>(s));
        }
        QCOMPARE(parseScript("odia"), std::optional<Script>(Script::Oriya));
        QCOMPARE(parseScript("latn"), std::optional<Script>(Script::Latin));
        QVERIFY(!parseScript("Klingon"));
        QCOMPARE(brahmicScripts().size(), std::size_t(9));
        QCOMPARE(brahmicBlockStart(Script::Tamil), char32_t(0x0B80));
        QCOMPARE(brahmicBlockStart(Script::Latin), char32_t(0));
    }

    void languagesOfThePapers() {
        QStringList codes;
        for (const auto& l : languages()) {
            codes << QString::fromStdString(l.code);
        }
        QCOMPARE(codes.join(' '), QStringLiteral("as bd bn gu hi kn ml mr or pa ta te ur pl en"));
        QCOMPARE(requireLanguage("as").script, Script::Bengali);
        QCOMPARE(requireLanguage("bd").script, Script::Devanagari);
        QCOMPARE(requireLanguage("or").script, Script::Oriya);
        QCOMPARE(requireLanguage("ur").script, Script::Arabic);
        QCOMPARE(languagesOfScript(Script::Devanagari).size(), std::size_t(3));
        // The script's most written language first: a table of the whole script is shown in it.
        QCOMPARE(languagesOfScript(Script::Devanagari).front().code, std::string("hi"));
        QCOMPARE(languagesOfScript(Script::Bengali).front().code, std::string("bn"));
        QCOMPARE(languagesOfScript(Script::Latin).front().code, std::string("pl"));
        QCOMPARE(languagesOfScript(Script::Tamil).front().code, std::string("ta"));
        try {
            requireLanguage("xx");
            QFAIL("an unknown language must be refused");
        } catch (const InputError& e) {
            QVERIFY(QString::fromUtf8(e.what()).contains("unknown language 'xx'"));
            QVERIFY(QString::fromUtf8(e.what()).contains("hi"));
        }
    }
};

QTEST_APPLESS_MAIN(TestScript)
#include "tst_script.moc"

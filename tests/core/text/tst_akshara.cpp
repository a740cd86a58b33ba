#include <QtTest>

#include "TestSupport.h"
#include "text/Akshara.h"

using namespace akshara::text;
using akshara::test::qs;
using akshara::test::u32;

namespace {

QString joined(const std::u32string& text) {
    QStringList parts;
    for (const auto& a : aksharas(text)) {
        parts << qs(a);
    }
    return parts.join('|');
}

}  // namespace

class TestAkshara : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void segments_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        // Devanagari: the conjuncts of the issue, reph, vowel signs and modifiers.
        QTest::newRow("hi kssa") << "क्षमा"
                                 << "क्ष|मा";
        QTest::newRow("hi tra") << "त्रिशूल"
                                << "त्रि|शू|ल";
        QTest::newRow("hi jnya") << "ज्ञान"
                                 << "ज्ञा|न";
        QTest::newRow("hi three-consonant cluster") << "स्त्री"
                                                    << "स्त्री";
        QTest::newRow("hi reph") << "धर्म"
                                 << "ध|र्म";
        QTest::newRow("hi candrabindu") << "देखूँगा"
                                        << "दे|खूँ|गा";
        QTest::newRow("hi anusvara") << "हिंदी"
                                     << "हिं|दी";
        QTest::newRow("hi nukta precomposed") << "\u0958लम"
                                              << "\u0958|ल|म";
        QTest::newRow("hi nukta decomposed") << "क\u093Cलम"
                                             << "क\u093C|ल|म";
        QTest::newRow("hi nukta in conjunct") << "ज़्यादा"
                                              << "ज़्या|दा";
        QTest::newRow("hi final virama") << "जगत्"
                                         << "ज|ग|त्";
        QTest::newRow("hi ZWJ half form stays in the cluster") << "क्\u200Dष"
                                                               << "क्\u200Dष";
        QTest::newRow("hi ZWNJ ends the syllable") << "क्\u200Cष"
                                                   << "क्\u200C|ष";
        QTest::newRow("mr visarga") << "दुःख"
                                    << "दुः|ख";
        // Bengali-Assamese.
        QTest::newRow("bn kssa") << "ক্ষমা"
                                 << "ক্ষ|মা";
        QTest::newRow("bn khanda ta") << "উৎসব"
                                      << "উ|ৎ|স|ব";
        QTest::newRow("as ra with yya") << "অসমীয়া"
                                        << "অ|স|মী|য়া";
        // Gurmukhi: ICU splits subjoined forms; they stay whole here.
        QTest::newRow("pa subjoined va") << "ਸ੍ਵਰ"
                                         << "ਸ੍ਵ|ਰ";
        QTest::newRow("pa tippi") << "ਪੰਜਾਬ"
                                  << "ਪੰ|ਜਾ|ਬ";
        QTest::newRow("pa addak") << "ਪੱਕਾ"
                                  << "ਪੱ|ਕਾ";
        // Gujarati and Odia.
        QTest::newRow("gu kssa") << "ક્ષમા"
                                 << "ક્ષ|મા";
        QTest::newRow("or kta with vowel sign") << "ଭକ୍ତି"
                                                << "ଭ|କ୍ତି";
        QTest::newRow("or nukta") << "ଓଡ଼ିଆ"
                                  << "ଓ|ଡ଼ି|ଆ";
        // Tamil: a visible pulli keeps each consonant apart; க்ஷ and ஸ்ரீ are ligatures.
        QTest::newRow("ta pulli") << "தமிழ்நாடு"
                                  << "த|மி|ழ்|நா|டு";
        QTest::newRow("ta kssa ligature") << "க்ஷேத்திரம்"
                                          << "க்ஷே|த்|தி|ர|ம்";
        // Bengali khanda ta, atomic and as texts wrote it before U+09CE: ta + virama + ZWJ.
        QTest::newRow("bn khanda ta") << "উৎসব"
                                      << "উ|ৎ|স|ব";
        QTest::newRow("bn old khanda ta") << "উত্\u200Dসব"
                                          << "উ|ত্\u200D|স|ব";
        QTest::newRow("ta sri") << "ஸ்ரீ"
                                << "ஸ்ரீ";
        // Unicode's named sequence TAMIL SYLLABLE SHRII spells it with SHA.
        QTest::newRow("ta shrii") << "ஶ்ரீரங்கம்"
                                  << "ஶ்ரீ|ர|ங்|க|ம்";
        QTest::newRow("ta two-part vowel sign") << "கொடு"
                                                << "கொ|டு";
        // Telugu, Kannada (ICU splits Kannada conjuncts), Malayalam.
        QTest::newRow("te pra") << "ప్రజ"
                                << "ప్ర|జ";
        QTest::newRow("kn nna") << "ಕನ್ನಡ"
                                << "ಕ|ನ್ನ|ಡ";
        QTest::newRow("kn three-part") << "ಸ್ತ್ರೀ"
                                       << "ಸ್ತ್ರೀ";
        QTest::newRow("ml ktha") << "ശക്തി"
                                 << "ശ|ക്തി";
        QTest::newRow("ml atomic chillu") << "അവൻ"
                                          << "അ|വ|ൻ";
        QTest::newRow("ml chillu by ZWJ at the end") << "അവന്\u200D"
                                                     << "അ|വ|ന്\u200D";
        QTest::newRow("ml chillu by ZWJ before a consonant") << "അവന്\u200Dക"
                                                             << "അ|വ|ന്\u200D|ക";
        // The older spelling of nta, chillu + RRA, is one syllable as ICU keeps it.
        QTest::newRow("ml old-style nta") << "എന്\u200Dറെ"
                                          << "എ|ന്\u200Dറെ";
        QTest::newRow("ml nta") << "എന്റെ"
                                << "എ|ന്റെ";
        // Bodo's vowel apostrophe (U+02BC) belongs to the syllable before it; a word of
        // another script keeps its own.
        QTest::newRow("bd apostrophe") << "बरʼ नʼ"
                                       << "ब|रʼ| |नʼ";
        QTest::newRow("apostrophe after Latin") << "aʼ"
                                                << "a|ʼ";
        // The apostrophe typed for it stays with its syllable too, inside a word or at its end,
        // but not where it closes a quotation.
        QTest::newRow("bd typed apostrophe") << "गाव'खौ बर’"
                                             << "गा|व'|खौ| |ब|र’";
        QTest::newRow("hi quoted") << "'राम'"
                                   << "'|रा|म|'";
        // Other scripts fall back to grapheme clusters.
        QTest::newRow("pl") << "źdźbło"
                            << "ź|d|ź|b|ł|o";
        QTest::newRow("pl combining acute") << "z\u0301le"
                                            << "z\u0301|l|e";
        QTest::newRow("spaces and punctuation") << "क्ष, त्र।"
                                                << "क्ष|,| |त्र|।";
    }
    void segments() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(joined(u32(text.toUtf8().constData())), expected);
    }

    void spansCoverTheText() {
        const std::u32string text = u32("क्षत्रिय ಕನ್ನಡ தமிழ்நாடு അവൻ ਸ੍ਵਰ");
        std::size_t next = 0;
        for (const TextSpan& span : aksharaSpans(text)) {
            QCOMPARE(span.start, next);
            QVERIFY(span.length > 0);
            next = span.end();
        }
        QCOMPARE(next, text.size());
        QVERIFY(aksharaSpans(std::u32string()).empty());
    }

    void graphemesAreWhatIcuGives() {
        // The reason for the merging pass: ICU's clusters split Kannada conjuncts.
        QCOMPARE(graphemeSpans(u32("ಕನ್ನಡ")).size(), std::size_t(4));
        QCOMPARE(aksharaSpans(u32("ಕನ್ನಡ")).size(), std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestAkshara)
#include "tst_akshara.moc"

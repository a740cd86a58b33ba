#include <QtTest>

#include "TestSupport.h"
#include "text/WordSegmenter.h"

using namespace akshara::text;
using akshara::test::qs;
using akshara::test::u32;

namespace {

// "text[start,end)" for each token, joined by spaces.
QString describe(const std::vector<Token>& tokens) {
    QStringList parts;
    for (const auto& t : tokens) {
        parts << QString("%1[%2,%3)").arg(qs(t.text)).arg(t.start).arg(t.end);
    }
    return parts.join(' ');
}

}  // namespace

class TestWords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void words_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("hi sentence with danda")
            << "यह फ़िल्म बहुत बेकार थी।"
            << "यह[0,2) फ़िल्म[3,9) बहुत[10,14) बेकार[15,20) थी[21,23)";
        QTest::newRow("mr with comma") << "मी, तू आणि तो."
                                       << "मी[0,2) तू[4,6) आणि[7,10) तो[11,13)";
        QTest::newRow("bn") << "আমি বাংলায় গান গাই।"
                            << "আমি[0,3) বাংলায়[4,11) গান[12,15) গাই[16,19)";
        QTest::newRow("ta") << "நான் தமிழ் பேசுவேன்"
                            << "நான்[0,4) தமிழ்[5,10) பேசுவேன்[11,19)";
        QTest::newRow("ml chillu and ZWJ") << "അവന്‍ വന്നു"
                                           << "അവന്‍[0,5) വന്നു[6,11)";
        QTest::newRow("hi ZWNJ inside a word") << "क्‌षमा करें"
                                               << "क्‌षमा[0,6) करें[7,11)";
        QTest::newRow("ur") << "یہ کتاب اچھی ہے۔"
                            << "یہ[0,2) کتاب[3,7) اچھی[8,12) ہے[13,15)";
        QTest::newRow("pl") << "Może morze, ale nie może."
                            << "Może[0,4) morze[5,10) ale[12,15) nie[16,19) może[20,24)";
        QTest::newRow("hi dashes are not words") << "राम - श्याम — सीता"
                                                 << "राम[0,3) श्याम[6,11) सीता[14,18)";
        QTest::newRow("en hyphenated") << "well-known fact"
                                       << "well[0,4) known[5,10) fact[11,15)";
        QTest::newRow("Devanagari digits") << "२०२४ में"
                                           << "२०२४[0,4) में[5,8)";
        // Bodo's vowel apostrophe typed from the keyboard ends a word without splitting it; the
        // same mark closing a quotation is punctuation, as is any apostrophe after Latin.
        QTest::newRow("bd apostrophe at the end") << "बर' नʼ बर’"
                                                  << "बर'[0,3) नʼ[4,6) बर’[7,10)";
        QTest::newRow("hi single quotes") << "'राम' ‘सीता’ कहा"
                                          << "राम[1,4) सीता[7,11) कहा[13,16)";
        QTest::newRow("bd apostrophe after a quotation") << "'राम' बर'"
                                                         << "राम[1,4) बर'[6,9)";
        QTest::newRow("hi quotes after a dash, a colon, a quotation mark")
            << "कहा—'राम' कहा:'सीता' “‘गीता’”"
            << "कहा[0,3) राम[5,8) कहा[10,13) सीता[15,19) गीता[23,27)";
        QTest::newRow("en apostrophe") << "the boys' game"
                                       << "the[0,3) boys[4,8) game[10,14)";
        // Links are no words: a web address, an e-mail address, a handle (the Polish
        // cyberbullying tweets' @anonymized_account), with the marks after them left outside.
        QTest::newRow("pl web address") << "Więcej na https://example.pl/żółw – polecam"
                                        << "Więcej[0,6) na[7,9) polecam[36,43)";
        QTest::newRow("pl www in brackets") << "(zobacz www.onet.pl). Dobre"
                                            << "zobacz[1,7) Dobre[22,27)";
        QTest::newRow("pl e-mail") << "Pisz na jan.kowalski@example.pl, dzięki"
                                   << "Pisz[0,4) na[5,7) dzięki[33,39)";
        QTest::newRow("pl handle") << "@anonymized_account Ty głupku"
                                   << "Ty[20,22) głupku[23,29)";
        QTest::newRow("hi web address before a danda")
            << "देखें https://hi.wikipedia.org/wiki/भारत। अच्छा"
            << "देखें[0,5) अच्छा[42,47)";
        QTest::newRow("a word ICU joins to a link stays a word")
            << "l'https://x.fr suite, tel.www.x.pl"
            << "l[0,1) suite[15,20) tel[22,25)";
        QTest::newRow("a danda ends a link") << "https://x.pl।अच्छा है"
                                             << "अच्छा[13,18) है[19,21)";
        QTest::newRow("www. with no address after it is a word")
            << "spotkanie o 10 www."
            << "spotkanie[0,9) o[10,11) 10[12,14) www[15,18)";
        QTest::newRow("Tamil's aytham alone is a word") << "அஃது ஃ"
                                                        << "அஃது[0,4) ஃ[5,6)";
        QTest::newRow("a lone @ is a mark, not a word")
            << "pisz na @ albo @@ teraz"
            << "pisz[0,4) na[5,7) albo[10,14) teraz[18,23)";
    }
    void words() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(describe(akshara::text::words(u32(text.toUtf8().constData()))), expected);
    }

    void tokensKeepPunctuation() {
        const auto tokens = tokenize(u32("नहीं, देखूँगा।"));
        QCOMPARE(tokens.size(), std::size_t(4));
        QCOMPARE(tokens[1].kind, TokenKind::Punctuation);
        QCOMPARE(qs(tokens[3].text), QStringLiteral("।"));
        QCOMPARE(tokens[3].kind, TokenKind::Punctuation);
        QCOMPARE(tokens[3].start, std::size_t(13));
        QCOMPARE(tokenize(u32("२०२४"))[0].kind, TokenKind::Number);
        QCOMPARE(tokenize(u32("3,14"))[0].kind, TokenKind::Number);
        // ICU calls a token that ends in a digit a number; one with letters is a word.
        for (const char* word : {"COVID19", "mp3", "भारत2", "2024में", "19COVID"}) {
            const auto tokens = tokenize(u32(word));
            QCOMPARE(tokens.size(), std::size_t(1));
            QVERIFY2(tokens[0].kind == TokenKind::Word, word);
        }
    }

    void aLinkIsOneToken() {
        const auto tokens = tokenize(u32("Więcej: https://pl.wikipedia.org/wiki/Kot_(zwierzę)."));
        QCOMPARE(tokens.size(), std::size_t(4));
        QCOMPARE(tokens[2].kind, TokenKind::Link);
        QCOMPARE(qs(tokens[2].text), QStringLiteral("https://pl.wikipedia.org/wiki/Kot_(zwierzę)"));
        QCOMPARE(tokens[3].kind, TokenKind::Punctuation);
        QCOMPARE(tokenKindName(TokenKind::Link), std::string_view("link"));
    }

    void offsetsPointIntoTheOriginal() {
        const std::u32string text = u32("  ज़्यादा   ক্ষমা\tzażółć ");
        for (const Token& t : akshara::text::words(text)) {
            QCOMPARE(text.substr(t.start, t.end - t.start), t.text);
        }
        QVERIFY(akshara::text::words(u32("  ,। ")).empty());
    }
};

QTEST_APPLESS_MAIN(TestWords)
#include "tst_words.moc"

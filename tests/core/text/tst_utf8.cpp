#include <QtTest>

#include "TestSupport.h"
#include "common/Error.h"
#include "text/Utf8.h"

using namespace akshara;
using namespace akshara::text;

class TestUtf8 : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripsEveryScript() {
        const std::string text =
            "हिन्दी বাংলা ਪੰਜਾਬੀ ગુજરાતી ଓଡ଼ିଆ தமிழ் తెలుగు ಕನ್ನಡ മലയാളം اردو Zażółć 𝔸";
        const std::u32string decoded = decodeUtf8(text);
        QCOMPARE(encodeUtf8(decoded), text);
        QCOMPARE(decoded[0], U'ह');
        QCOMPARE(decoded.back(), char32_t(0x1D538));
    }

    void rejectsInvalidSequences_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("badByte");
        QTest::newRow("lone continuation") << QByteArray("ab\x80") << 2;
        QTest::newRow("truncated Devanagari") << QByteArray("\xE0\xA4") << 0;
        QTest::newRow("overlong slash") << QByteArray("x\xC0\xAF") << 1;
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << 0;
        QTest::newRow("past U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << 0;
        QTest::newRow("Latin-1 ł") << QByteArray("g\xB3os") << 1;
    }
    void rejectsInvalidSequences() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, badByte);
        const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        QCOMPARE(firstInvalidUtf8(view),
                 std::optional<std::size_t>(static_cast<std::size_t>(badByte)));
        try {
            decodeUtf8(view);
            QFAIL("invalid UTF-8 must throw");
        } catch (const InputError& e) {
            QVERIFY(QString::fromUtf8(e.what()).contains(QString("byte %1").arg(badByte + 1)));
        }
    }

    void labelsCodePoints() {
        QCOMPARE(codePointLabel(U'क'), std::string("U+0915"));
        QCOMPARE(codePointLabel(char32_t(0x1F600)), std::string("U+1F600"));
    }
};

QTEST_APPLESS_MAIN(TestUtf8)
#include "tst_utf8.moc"

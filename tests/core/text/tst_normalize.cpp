#include <QtTest>

#include "TestSupport.h"
#include "text/Normalize.h"

using namespace akshara::text;
using akshara::test::u32;

class TestNormalize : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nuktaFormsCompareEqual_data() {
        QTest::addColumn<QString>("precomposed");
        QTest::addColumn<QString>("decomposed");
        QTest::newRow("Devanagari qa") << "\u0958लम"
                                       << "\u0915\u093Cलम";
        QTest::newRow("Devanagari za") << "\u095Bरा"
                                       << "\u091C\u093Cरा";
        QTest::newRow("Devanagari dddha") << "प\u095Cना"
                                          << "प\u0921\u093Cना";
        QTest::newRow("Bengali rra") << "প\u09DCা"
                                     << "প\u09A1\u09BCা";
        QTest::newRow("Bengali yya") << "\u09DFা"
                                     << "\u09AF\u09BCা";
        QTest::newRow("Gurmukhi khha") << "\u0A59ਾਲ"
                                       << "\u0A16\u0A3Cਾਲ";
        QTest::newRow("Gurmukhi sha") << "\u0A36ਹਿਰ"
                                      << "\u0A38\u0A3Cਹਿਰ";
        QTest::newRow("Odia rra") << "ଓ\u0B5Cିଆ"
                                  << "ଓ\u0B21\u0B3Cିଆ";
    }
    void nuktaFormsCompareEqual() {
        QFETCH(QString, precomposed);
        QFETCH(QString, decomposed);
        const std::u32string a = u32(precomposed.toUtf8().constData());
        const std::u32string b = u32(decomposed.toUtf8().constData());
        QVERIFY(a != b);
        QVERIFY(canonicallyEqual(a, b));
        // The precomposed letters are composition exclusions: NFC is the decomposed form.
        QCOMPARE(nfc(a), b);
        QVERIFY(isNfc(b));
        QVERIFY(!isNfc(a));
    }

    void composesLatin() {
        QCOMPARE(nfc(u32("z\u0307")), u32("ż"));
        QCOMPARE(nfcUtf8("e\xcc\xa8"), std::string("ę"));
        QVERIFY(!canonicallyEqual(u32("ż"), u32("ź")));
    }

    void keepsTwoPartVowelSignsComposed() {
        // Tamil ொ is canonically equivalent to ெ + ா; NFC composes it.
        QCOMPARE(nfc(u32("க\u0BC6\u0BBE")), u32("க\u0BCA"));
    }
};

QTEST_APPLESS_MAIN(TestNormalize)
#include "tst_normalize.moc"

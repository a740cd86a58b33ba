#include <QtTest>

#include "OperatorCandidates.h"

using namespace akshara;

namespace {

// The candidates of the Polish spelling rules for `word`, as "candidate/category".
QStringList rules(const char* word) {
    return test::candidatesOf("ortho-rule", "pl", word);
}

}  // namespace

// Polish spellings of the same sound (pl-orthographic-rule), where the two sound alike only.
class TestPolish : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The r + z of zamarzać, przymarzać (the stem of mróz, after a prefix) is no rz: zamażać
    // is said otherwise. It was given, as were those of erzac and Mirza; marzec, marzyć and
    // wymarzony (dreamt of) have a rz.
    void theRAndZOfFreezingAreNoRz() {
        for (const auto& [word, wrong] :
             {std::pair{"zamarzać", "zamażać"}, std::pair{"przymarzał", "przymażał"},
              std::pair{"odmarzanie", "odmażanie"}, std::pair{"obmarzać", "obmażać"},
              std::pair{"Zamarza", "Zamaża"}, std::pair{"erzac", "eżac"},
              std::pair{"Mirza", "Miża"}}) {
            const QStringList found = rules(word);
            QVERIFY2(!found.join(' ').contains(QString::fromUtf8(wrong)),
                     qPrintable(QString::fromUtf8(word) + ": " + found.join(' ')));
        }
        QVERIFY(rules("przymarzał").contains(QString::fromUtf8("pżymarzał/same-sound")));
        QVERIFY(rules("marzec").contains(QString::fromUtf8("mażec/same-sound")));
        QVERIFY(rules("marzą").contains(QString::fromUtf8("mażą/same-sound")));
        QVERIFY(rules("wymarzony").contains(QString::fromUtf8("wymażony/same-sound")));
    }

    // After a voiceless consonant, and at the end of a word, rz is said sz: trzy as tszy, przy
    // as pszy, talerz as talesz, and the sz of pszenica as such a rz. None was given.
    void rzIsSaidSzAfterAVoicelessConsonant() {
        QVERIFY(rules("trzy").contains("tszy/devoicing"));
        QVERIFY(rules("przy").contains("pszy/devoicing"));
        QVERIFY(rules("krzesło").contains(QString::fromUtf8("kszesło/devoicing")));
        QVERIFY(rules("chrzan").contains("chszan/devoicing"));
        QVERIFY(rules("talerz").contains("talesz/devoicing"));
        QVERIFY(rules("pszenica").contains("przenica/devoicing"));
        // Not where it is voiced: morze is no mosze, nor burza bursza.
        QVERIFY(!rules("morze").contains("mosze/devoicing"));
        QVERIFY(!rules("burza").contains("bursza/devoicing"));
        QVERIFY(!rules("szafa").contains("rzafa/devoicing"));
        // The d + rz of drzwi stays, as in the other rules.
        QVERIFY(!rules("drzwi").contains("dszwi/devoicing"));
    }
};

QTEST_APPLESS_MAIN(TestPolish)
#include "tst_polish.moc"

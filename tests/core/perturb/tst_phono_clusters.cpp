#include <QtTest>

#include "OperatorCandidates.h"

using namespace akshara;
using akshara::test::candidatesOf;

// Phonological edits of the consonants of a cluster said as one (kṣa and jña) and of the
// letters written with a nukta.
class TestPhonoClusters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The k of kṣa was aspirated and voiced on its own (शिक्षा -> शिख्षा, शिग्षा; Odia
    // ଶିଖ୍ଷା), the j of jña too (ज्ञान -> झ्ञान): spellings nobody writes, since the cluster is
    // said as one. Its sibilant is still confused (शिक्शा is a common misspelling).
    void kssaAndJnyaKeepTheirFirstConsonant() {
        for (const auto& [lang, word, unwritten] :
             {std::tuple{"hi", "शिक्षा", "ख्ष"}, std::tuple{"hi", "शिक्षा", "ग्ष"},
              std::tuple{"or", "ଶିକ୍ଷା", "ଖ୍ଷ"}, std::tuple{"bn", "শিক্ষা", "খ্ষ"},
              std::tuple{"hi", "ज्ञान", "झ्ञ"}, std::tuple{"hi", "ज्ञान", "च्ञ"},
              std::tuple{"mr", "क्षमा", "ख्ष"}}) {
            const QStringList found = candidatesOf("phono", lang, word);
            QVERIFY2(!found.join(' ').contains(QString::fromUtf8(unwritten)),
                     qPrintable(found.join(' ')));
        }
        QVERIFY(candidatesOf("phono", "hi", "शिक्षा").contains(QString::fromUtf8("शिक्शा/sibilant")));
        QVERIFY(candidatesOf("phono", "or", "ଶିକ୍ଷା").contains(QString::fromUtf8("ଶିକ୍ଶା/sibilant")));
        // A k outside the cluster is aspirated as before: कक्षा -> खक्षा.
        QVERIFY(candidatesOf("phono", "hi", "कक्षा").contains(QString::fromUtf8("खक्षा/aspirated")));
        // Other clusters are not one sound: पक्का -> पख्का.
        QVERIFY(candidatesOf("phono", "hi", "पक्का").contains(QString::fromUtf8("पख्का/aspirated")));
    }

    // The flaps ड़ and ढ़ (a consonant and a nukta) differ by aspiration as ड and ढ do: पड़ना
    // (to fall) and पढ़ना (to read) are written for each other. They were never confused,
    // and ड़ is no ड to aspirate either.
    void flapsDifferByAspiration() {
        QVERIFY(candidatesOf("phono", "hi", "बड़ा").contains(QString::fromUtf8("बढ़ा/aspirated")));
        QVERIFY(candidatesOf("phono", "hi", "पढ़ना").contains(QString::fromUtf8("पड़ना/aspirated")));
        QVERIFY(candidatesOf("phono", "bn", "পড়া").contains(QString::fromUtf8("পঢ়া/aspirated")));
        QVERIFY(!candidatesOf("phono", "hi", "बड़ा")
                     .join(' ')
                     .contains(QString::fromUtf8("बढ़ा/voiced")));
        QVERIFY(!candidatesOf("phono", "hi", "बड़ा").join(' ').contains(QString::fromUtf8("बट़ा")));
    }
};

QTEST_APPLESS_MAIN(TestPhonoClusters)
#include "tst_phono_clusters.moc"

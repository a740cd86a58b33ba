#include <QtTest>

#include "TestSupport.h"
#include "text/Display.h"

using namespace akshara::text;

class TestDisplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void printableEscapesWhatATerminalActsOn() {
        QCOMPARE(printable("a\tb\nc\rd"), std::string("a\\tb\\nc\\rd"));
        QCOMPARE(printable("\x1b[31mred"), std::string("\\x1b[31mred"));
        QCOMPARE(printable("x\x7f"), std::string("x\\x7f"));
        QCOMPARE(printable("\xC2\x85"), std::string("\\u0085"));  // NEL, a C1 control
        QCOMPARE(printable("ab\xE2\x80\xAE"
                           "cd"),
                 std::string("ab\\u202ecd"));                     // RLO
        QCOMPARE(printable("g\xB3os"), std::string("g\\xb3os"));  // Latin-1 ł
    }

    void printableKeepsWordsWhole() {
        // Joiners belong to the words: the half form in क्‍ष, the explicit virama in
        // ক্‌ষ.
        for (const std::string word : {"क्\u200Dष", "ক্\u200Cষ", "Zażółć", "தமிழ்", "ന്\u200Dറ"}) {
            QCOMPARE(printable(word), word);
        }
    }

    void widthCountsColumnsNotBytes() {
        QCOMPARE(displayWidth("neutral"), std::size_t(7));
        QCOMPARE(displayWidth("źdźbło"), std::size_t(6));  // 9 bytes
        // न + ि (a spacing mark) + ं (a non-spacing mark): two columns, as wcwidth() says.
        QCOMPARE(displayWidth("निं"), std::size_t(2));
        QCOMPARE(displayWidth("क्\u200Dष"), std::size_t(2));  // virama and ZWJ take none
        QCOMPARE(displayWidth("中文"), std::size_t(4));
        QCOMPARE(displayWidth("a\xB3"), std::size_t(2));
    }

    void alignsByColumns() {
        QCOMPARE(alignLeft("źle", 6), std::string("źle   "));
        QCOMPARE(alignRight("सकारात्मक", 10), std::string("  सकारात्मक"));
        QCOMPARE(alignRight("too wide", 3), std::string("too wide"));
    }

    void excerptCutsLongTextAtAGraphemeBoundary() {
        QCOMPARE(excerpt("short"), std::string("short"));
        std::string longWord;
        for (int i = 0; i < 100; ++i) {
            longWord += "कि";  // one grapheme cluster of two columns
        }
        const std::string cut = excerpt(longWord, 9);
        // Four clusters (8 columns) and the mark: no vowel sign is cut from its consonant.
        QCOMPARE(cut, std::string("किकिकिकि…"));
        QVERIFY(displayWidth(cut) <= 9);
        QCOMPARE(excerpt(std::string(70, 'x') + "\n", 12), std::string(11, 'x') + "…");
    }
};

QTEST_APPLESS_MAIN(TestDisplay)
#include "tst_display.moc"

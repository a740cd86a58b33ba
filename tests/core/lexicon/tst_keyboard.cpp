#include <QtTest>

#include <algorithm>

#include "TestSupport.h"
#include "lexicon/KeyboardLayout.h"
#include "text/Language.h"

using namespace akshara;
using namespace akshara::lexicon;
using akshara::test::qs;
using akshara::test::u32;

namespace {

QString sorted(std::u32string s) {
    std::sort(s.begin(), s.end());
    return qs(s);
}

}  // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void qwertyNeighbours() {
        const KeyboardLayout& us = usQwertyLayout();
        QCOMPARE(sorted(us.neighbours(U's')), QStringLiteral("adewxz"));
        QCOMPARE(sorted(us.neighbours(U'q')), QStringLiteral("12aw"));
        QCOMPARE(sorted(us.neighbours(U'm')), QStringLiteral(",jkn"));
        QCOMPARE(sorted(us.neighbours(U'S')), QStringLiteral("ADEWXZ"));
        QVERIFY(us.neighbours(U'ą').empty());
    }

    void polishAltGrLevel() {
        const KeyboardLayout& pl = polishProgrammersLayout();
        // AltGr+a = ą; its AltGr neighbours are AltGr+s = ś and AltGr+z = ż.
        QCOMPARE(sorted(pl.neighbours(U'ą')), sorted(u32("śż")));
        // AltGr+Shift+z = Ż sits beside a, s and x.
        QCOMPARE(sorted(pl.neighbours(U'Ż')), sorted(u32("ĄŚŹ")));
    }

    void tableHasNeighboursAndAltGrSlips() {
        const ConfusionTable t = keyboardTable(polishProgrammersLayout(), "pl-keyboard", "pl");
        const auto has = [&](const char* from, const char* to, const char* category) {
            return std::any_of(t.entries.begin(), t.entries.end(), [&](const ConfusionEntry& e) {
                return e.source == u32(from) && e.target == u32(to) && e.category == category;
            });
        };
        QVERIFY(has("ł", "l", "altgr"));
        QVERIFY(has("l", "ł", "altgr"));
        QVERIFY(has("k", "l", "neighbour"));
        QVERIFY(has("ó", "ł", "neighbour"));  // o sits above k and l
        QVERIFY(!has("ó", "ą", "neighbour"));
        QVERIFY(has("ż", "ś", "neighbour"));
        for (const auto& e : t.entries) {
            QCOMPARE(e.kind, ConfusionKind::Keyboard);
        }
    }

    void inscriptDevanagari() {
        const KeyboardLayout hi = inscriptLayout(*text::findLanguage("hi"));
        // k types क: beside it j (र) and l (त), above i (ग) and o (द), below m (स).
        QCOMPARE(sorted(hi.neighbours(U'क')), sorted(u32("रतगदस")));
        // f types ि, among the vowel signs and the virama of the left hand.
        QCOMPARE(sorted(hi.neighbours(U'ि')), sorted(u32("ीू्ुमन")));
        // Shift+k types ख, beside the other letters on Shift.
        QCOMPARE(sorted(hi.neighbours(U'ख')), sorted(u32("ऱथघधशष")));
        QVERIFY(hi.neighbours(U'a').empty());
        QVERIFY(hi.shiftSlips);
        // The digit row: ः and ऋ on Shift of the two keys right of 0, after keys of symbols.
        QCOMPARE(hi.rows[0].size(), std::size_t(13));
        QCOMPARE(hi.rows[0][11].shift, U'ः');
        QCOMPARE(hi.rows[0][12].shift, U'ऋ');
        QCOMPARE(hi.rows[0][12].base, U'ृ');
        QCOMPARE(hi.rows[0][5].shift, char32_t(0));
    }

    void inscriptTableHasShiftPairsInNfc() {
        const ConfusionTable t =
            keyboardTable(inscriptLayout(*text::findLanguage("hi")), "hi-keyboard", "hi");
        const auto has = [&](const char* from, const char* to, const char* category) {
            return std::any_of(t.entries.begin(), t.entries.end(), [&](const ConfusionEntry& e) {
                return e.source == u32(from) && e.target == u32(to) && e.category == category;
            });
        };
        QVERIFY(has("क", "ख", "shift"));
        QVERIFY(has("ख", "क", "shift"));
        QVERIFY(has("ि", "इ", "shift"));
        QVERIFY(has("ि", "्", "neighbour"));
        QVERIFY(!has("क", "ख", "neighbour"));
        // Shift+/ types U+095F, whose NFC is य and a nukta.
        QVERIFY(has("य", "\u092F\u093C", "shift"));
        for (const auto& e : t.entries) {
            QVERIFY(e.target.find(U'\u095F') == std::u32string::npos);
            QCOMPARE(e.kind, ConfusionKind::Keyboard);
            QCOMPARE(text::scriptOf(e.target.front()), text::Script::Devanagari);
        }
    }

    void inscriptOtherScriptsOnTheSameKeys() {
        // Tamil has no aspirates: Shift+K is empty, so க has no shift slip.
        const KeyboardLayout ta = inscriptLayout(*text::findLanguage("ta"));
        QCOMPARE(ta.rows[2][7].base, U'க');
        QCOMPARE(ta.rows[2][7].shift, char32_t(0));
        // The Dravidian scripts' long e is on Devanagari e's key (Shift+S: ஏ), short e on Z.
        QCOMPARE(ta.rows[2][1].shift, U'ஏ');
        QCOMPARE(ta.rows[3][0].shift, U'எ');
        // Malayalam has no letter of Devanagari's nukta or yya: its code points there are
        // other characters (circular virama, archaic ii), which no key types.
        const KeyboardLayout ml = inscriptLayout(*text::findLanguage("ml"));
        QCOMPARE(ml.rows[1][11].base, char32_t(0));
        QCOMPARE(ml.rows[3][9].shift, char32_t(0));
        QCOMPARE(ml.rows[2][7].base, U'ക');
        // Gurmukhi's bindi on anusvara's key, tippi on its Shift; Assamese ৰ and ৱ.
        const KeyboardLayout pa = inscriptLayout(*text::findLanguage("pa"));
        QCOMPARE(pa.rows[3][1].base, U'ਂ');
        QCOMPARE(pa.rows[3][1].shift, U'ੰ');
        const KeyboardLayout as = inscriptLayout(*text::findLanguage("as"));
        QCOMPARE(as.rows[2][6].base, U'ৰ');
        QCOMPARE(as.rows[3][4].base, U'ৱ');
        QCOMPARE(inscriptLayout(*text::findLanguage("bn")).rows[2][6].base, U'র');
        QCOMPARE(inscriptLayout(*text::findLanguage("bn")).rows[3][0].base, U'ৎ');
        QCOMPARE(pa.rows[2][6].shift, U'ੜ');
        QCOMPARE(pa.rows[0][3].shift, U'ੱ');
        QCOMPARE(ml.rows[3][3].shift, U'ൻ');
        QCOMPARE(ta.rows[1][11].base, U'ஞ');
        // Tamil writes no anusvara: the key of ं types nothing.
        QCOMPARE(ta.rows[3][1].base, char32_t(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, inscriptLayout(*text::findLanguage("pl")));
    }
};

QTEST_APPLESS_MAIN(TestKeyboard)
#include "tst_keyboard.moc"

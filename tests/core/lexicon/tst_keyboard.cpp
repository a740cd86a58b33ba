#include <QtTest>

#include <algorithm>

#include "TestSupport.h"
#include "lexicon/KeyboardLayout.h"

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
};

QTEST_APPLESS_MAIN(TestKeyboard)
#include "tst_keyboard.moc"

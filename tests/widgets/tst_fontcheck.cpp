#include <QtTest>

#include "widgets/FontCheck.h"

using namespace akshara::widgets;
using akshara::text::Script;

class TestFontCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void installedNotoFontsCoverTheScripts() {
        const auto coverage = checkScriptFonts();
        QCOMPARE(int(coverage.size()), 11);
        QCOMPARE(coverage[0].script, Script::Devanagari);
        QCOMPARE(coverage[0].sample, QStringLiteral("क"));
        for (const FontCoverage& c : coverage) {
            if (!c.covered)
                QSKIP("fonts-noto-core is not installed on this machine");
            QVERIFY(!c.family.isEmpty());
        }
        QCOMPARE(preferredFamily(Script::Tamil), QStringLiteral("Noto Sans Tamil"));
        QVERIFY(missingFontsMessage(coverage).isEmpty());
    }

    void messageNamesMissingScriptsAndThePackage() {
        std::vector<FontCoverage> coverage(2);
        coverage[0] = {Script::Devanagari, QStringLiteral("क"),
                       QStringLiteral("Noto Sans Devanagari"), true};
        coverage[1] = {Script::Malayalam, QStringLiteral("ക"), QString(), false};
        const QString message = missingFontsMessage(coverage);
        QVERIFY(message.contains(QStringLiteral("Malayalam")));
        QVERIFY(!message.contains(QStringLiteral("Devanagari")));
        QVERIFY(message.contains(QStringLiteral("fonts-noto-core")));
    }
};

QTEST_MAIN(TestFontCheck)
#include "tst_fontcheck.moc"

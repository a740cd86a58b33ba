#include <QGlyphRun>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QTextLayout>
#include <QtTest>

#include <algorithm>

#include "widgets/FontCheck.h"

using namespace akshara::widgets;
using akshara::text::Script;

namespace {

// The columns of `text` drawn black on white in `font`: [first, last] of the ink.
std::pair<int, int> inkColumns(const QFont& font, const QString& text) {
    QImage image(400, 200, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(100, 120, text);
    }
    int first = image.width(), last = -1;
    for (int x = 0; x < image.width(); ++x)
        for (int y = 0; y < image.height(); ++y)
            if (qGray(image.pixel(x, y)) < 128) {
                first = std::min(first, x);
                last = std::max(last, x);
            }
    return {first, last};
}

}  // namespace

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

    void vowelSignsSitOnTheirDottedCircle() {
        // A vowel sign on its own (a table entry, a projected column) is drawn on a dotted
        // circle. Noto Sans Oriya has no anchor for it there and set ୁ beside the circle,
        // under the next glyph; each script's preferred font keeps its below-base signs within
        // the circle's columns.
        const std::pair<Script, char16_t> belowSigns[] = {
            {Script::Devanagari, 0x0941}, {Script::Bengali, 0x09C1}, {Script::Gurmukhi, 0x0A41},
            {Script::Gujarati, 0x0AC1},   {Script::Oriya, 0x0B41},   {Script::Oriya, 0x0B42},
            {Script::Oriya, 0x0B43}};
        for (const auto& [script, sign] : belowSigns) {
            const QString family = preferredFamily(script);
            if (family.isEmpty())
                QSKIP("a script has no font on this machine");
            QFont font(family);
            font.setPixelSize(48);
            const auto [circleFirst, circleLast] = inkColumns(font, QString(QChar(0x25CC)));
            const auto [signFirst, signLast] = inkColumns(font, QString(QChar(sign)));
            // Some signs hook out to the right (Bengali's u by a third of the circle).
            const int slack = (circleLast - circleFirst) / 2;
            QVERIFY2(signFirst >= circleFirst - slack && signLast <= circleLast + slack,
                     qPrintable(QStringLiteral("U+%1 in %2: ink %3..%4, the circle %5..%6 (for "
                                               "Oriya, install fonts-lohit-orya)")
                                    .arg(int(sign), 4, 16, QLatin1Char('0'))
                                    .arg(family)
                                    .arg(signFirst)
                                    .arg(signLast)
                                    .arg(circleFirst)
                                    .arg(circleLast)));
        }
    }

    void anUrduSentenceIsDrawnInOneFont() {
        // Heh goal (ہ) and yeh barree (ے) among letters of Arabic's own: the system's fallback
        // for the script (DejaVu Sans) lacks the two, which came from another font and broke
        // the words apart (یہ as ی and a loose ہ).
        const QString family = preferredFamily(Script::Arabic);
        if (family.isEmpty())
            QSKIP("no font on this machine draws Urdu");
        const QString sentence = QStringLiteral("یہ کہانی بہت اچھی ہے");
        QTextLayout layout(sentence, withScriptFamilies(QFont(QStringLiteral("Noto Sans"))));
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
        QSet<QString> used;
        for (const QGlyphRun& run : layout.glyphRuns())
            used << run.rawFont().familyName();
        used.remove(QStringLiteral("Noto Sans"));  // the spaces between the words
        QCOMPARE(used, QSet<QString>{family});
        // The Latin text of the interface stays in its own family.
        QCOMPARE(withScriptFamilies(QFont(QStringLiteral("Noto Sans"))).family(),
                 QStringLiteral("Noto Sans"));
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

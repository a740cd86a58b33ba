#include "widgets/FontCheck.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QRawFont>
#include <QStringList>

#include <string>

namespace akshara::widgets {
namespace {

using text::Script;

char32_t sampleLetter(Script script) {
    if (text::isBrahmic(script))
        return text::brahmicBlockStart(script) + 0x15;  // letter KA
    if (script == Script::Arabic)
        return U'\u0643';  // KAF
    return U'\u0142';      // ł: Latin with Polish letters
}

QFontDatabase::WritingSystem writingSystem(Script script) {
    switch (script) {
        case Script::Devanagari:
            return QFontDatabase::Devanagari;
        case Script::Bengali:
            return QFontDatabase::Bengali;
        case Script::Gurmukhi:
            return QFontDatabase::Gurmukhi;
        case Script::Gujarati:
            return QFontDatabase::Gujarati;
        case Script::Oriya:
            return QFontDatabase::Oriya;
        case Script::Tamil:
            return QFontDatabase::Tamil;
        case Script::Telugu:
            return QFontDatabase::Telugu;
        case Script::Kannada:
            return QFontDatabase::Kannada;
        case Script::Malayalam:
            return QFontDatabase::Malayalam;
        case Script::Arabic:
            return QFontDatabase::Arabic;
        default:
            return QFontDatabase::Latin;
    }
}

// Whether `family` alone, without other fonts merged in, draws every one of `letters`.
bool drawsLetters(const QString& family, const std::u32string& letters) {
    QFont font(family);
    font.setStyleStrategy(QFont::NoFontMerging);
    const QRawFont raw = QRawFont::fromFont(font);
    for (const char32_t c : letters)
        if (!raw.supportsCharacter(uint(c)))
            return false;
    return true;
}

// The letters a script's font must draw: the sample letter, and for the Arabic script the
// letters Urdu adds to it (tteh, ddal, rreh, noon ghunna, heh goal, yeh barree), which fonts of
// Arabic alone lack.
std::u32string requiredLetters(Script script) {
    std::u32string letters(1, sampleLetter(script));
    if (script == Script::Arabic)
        letters += U"\u0679\u0688\u0691\u06BA\u06C1\u06D2";
    return letters;
}

// The scripts the workbench checks fonts for: the nine Brahmic scripts, Latin and Arabic.
std::vector<Script> checkedScripts() {
    std::vector<Script> scripts = text::brahmicScripts();
    scripts.push_back(Script::Latin);
    scripts.push_back(Script::Arabic);
    return scripts;
}

}  // namespace

QString preferredFamily(Script script) {
    const QStringList families = QFontDatabase::families();
    QStringList wanted;
    if (script == Script::Oriya) {
        // Noto Sans Oriya (Debian 12) sets a vowel sign on its own beside the dotted circle
        // instead of on it, and the table editor shows many signs on their own.
        wanted << QStringLiteral("Lohit Odia");
    }
    if (text::isBrahmic(script) || script == Script::Arabic) {
        const QString name = QString::fromUtf8(text::scriptName(script).data(),
                                               int(text::scriptName(script).size()));
        wanted << QStringLiteral("Noto Sans %1").arg(name)
               << QStringLiteral("Noto Sans %1 UI").arg(name);
        if (script == Script::Oriya)
            wanted << QStringLiteral("Noto Sans Odia");
        if (script == Script::Arabic)
            wanted << QStringLiteral("Noto Naskh Arabic");
    } else {
        wanted << QStringLiteral("Noto Sans") << QStringLiteral("DejaVu Sans");
    }
    const std::u32string letters = requiredLetters(script);
    for (const QString& family : wanted)
        if (families.contains(family) && drawsLetters(family, letters))
            return family;
    for (const QString& family : QFontDatabase::families(writingSystem(script)))
        if (drawsLetters(family, letters))
            return family;
    return {};
}

QFont withScriptFamilies(QFont font) {
    QStringList families = font.families();
    if (families.isEmpty())
        families << font.family();
    for (const Script script : checkedScripts()) {
        const QString family = preferredFamily(script);
        if (!family.isEmpty() && !families.contains(family, Qt::CaseInsensitive))
            families << family;
    }
    font.setFamilies(families);
    return font;
}

std::vector<FontCoverage> checkScriptFonts(const std::vector<Script>& scripts) {
    std::vector<FontCoverage> result;
    for (Script script : scripts) {
        FontCoverage coverage;
        coverage.script = script;
        const char32_t c = sampleLetter(script);
        coverage.sample = QString::fromUcs4(&c, 1);
        coverage.family = preferredFamily(script);
        coverage.covered = !coverage.family.isEmpty();
        result.push_back(coverage);
    }
    return result;
}

std::vector<FontCoverage> checkScriptFonts() {
    return checkScriptFonts(checkedScripts());
}

QString missingFontsMessage(const std::vector<FontCoverage>& coverage) {
    QStringList missing;
    for (const FontCoverage& c : coverage)
        if (!c.covered)
            missing << QString::fromUtf8(text::scriptName(c.script).data(),
                                         int(text::scriptName(c.script).size()));
    if (missing.isEmpty())
        return {};
    return QCoreApplication::translate(
               "akshara::widgets::FontCheck",
               "No installed font draws %1 text, which will show as empty boxes. Install the "
               "Debian package fonts-noto-core (sudo apt install fonts-noto-core) and restart.")
        .arg(missing.join(QStringLiteral(", ")));
}

}  // namespace akshara::widgets

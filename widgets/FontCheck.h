#pragma once

#include <QFont>
#include <QString>
#include <vector>

#include "text/Script.h"

namespace akshara::widgets {

// Whether an installed font draws a script: the family Qt picks for the script's sample letter
// and whether that font has a glyph for it.
struct FontCoverage {
    text::Script script = text::Script::Unknown;
    QString sample;  // a letter of the script, e.g. "क"
    QString family;  // the family that would draw it; empty when none does
    bool covered = false;
};

// Checks each script (by default the nine Brahmic scripts, Latin and Arabic). Needs a
// QGuiApplication.
std::vector<FontCoverage> checkScriptFonts(const std::vector<text::Script>& scripts);
std::vector<FontCoverage> checkScriptFonts();

// Empty when every script is covered; otherwise a message naming the scripts without a font
// and the Debian package that provides them (fonts-noto-core).
QString missingFontsMessage(const std::vector<FontCoverage>& coverage);

// The family to draw text of a script with (a Noto family when installed), empty if none.
// For the Arabic script it must draw Urdu's letters too (ٹ ڈ ڑ ں ہ ے), not Arabic's alone.
QString preferredFamily(text::Script script);

// `font` with each checked script's preferred family behind its own families, so that a letter
// the font lacks is drawn in the family chosen for its script rather than in whatever the
// system falls back to, which may draw part of a script: DejaVu Sans, the system's choice for
// Arabic script, lacks Urdu's ہ and ے, so an Urdu word came from two fonts, its letters
// unjoined. The application's font is set up so (main), for every view.
QFont withScriptFamilies(QFont font);

}  // namespace akshara::widgets

#pragma once

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
QString preferredFamily(text::Script script);

}  // namespace akshara::widgets

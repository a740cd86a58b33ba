#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::text {

// The scripts the workbench handles. Common covers characters shared by all scripts (digits,
// spaces, most punctuation, joiners); Unknown is any other script.
enum class Script {
    Unknown,
    Common,
    Devanagari,
    Bengali,  // Bengali-Assamese
    Gurmukhi,
    Gujarati,
    Oriya,
    Tamil,
    Telugu,
    Kannada,
    Malayalam,
    Arabic,
    Latin,
};

// ISO 15924 code: "Deva", "Beng", ..., "Latn", "Arab"; "Zyyy" for Common, "Zzzz" for Unknown.
std::string_view iso15924(Script script);

// English name as Unicode writes it ("Devanagari", "Bengali", "Oriya", ...).
std::string_view scriptName(Script script);

// Accepts an ISO 15924 code or an English name, case-insensitively.
std::optional<Script> parseScript(std::string_view codeOrName);

// The nine Brahmi-derived scripts of the papers, in Unicode block order.
const std::vector<Script>& brahmicScripts();
bool isBrahmic(Script script);

// First code point of the script's 128-character Unicode block (Brahmic scripts only; the
// blocks share one ISCII-derived layout, which cross-script mapping relies on).
char32_t brahmicBlockStart(Script script);

// Script property of one code point (Common and Inherited both give Script::Common).
Script scriptOf(char32_t c);
// The English name of a code point's Unicode script, for those the workbench does not handle
// too ("Cyrillic", "Greek", "Old Italic"); "Unknown" when there is none.
std::string unicodeScriptName(char32_t c);

// True when the character is used in the script: its Script property, or its
// Script_Extensions for shared characters such as the danda.
bool usedInScript(char32_t c, Script script);

// The script of most letters in the text, ignoring Common; Common for text without letters.
Script dominantScript(std::u32string_view text);

}  // namespace akshara::text

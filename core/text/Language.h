#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/Script.h"

namespace akshara::text {

// A language of the papers, with the script its text is written in.
struct Language {
    std::string code;  // ISO 639-1 where one exists; "bd" for Bodo as the first paper writes it
    std::string name;  // English name
    Script script;
};

// as bd bn gu hi kn ml mr or pa ta te ur pl en, in that order.
const std::vector<Language>& languages();

// The language with this code, or nullptr.
const Language* findLanguage(std::string_view code);

// The language with this code; throws InputError listing the known codes otherwise.
const Language& requireLanguage(std::string_view code);

// The languages written in a script, its most written one first (hi, then bd and mr, for
// Devanagari; bn, then as, for Bengali; pl, then en, for Latin): the language a table of the
// whole script is shown in.
std::vector<Language> languagesOfScript(Script script);

}  // namespace akshara::text

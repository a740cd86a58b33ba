#include "text/Script.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>

#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include "common/Strings.h"

namespace akshara::text {

namespace {

struct ScriptInfo {
    Script script;
    std::string_view code;
    std::string_view name;
    UScriptCode icu;
};

constexpr std::array<ScriptInfo, 13> kScripts{{
    {Script::Unknown, "Zzzz", "Unknown", USCRIPT_UNKNOWN},
    {Script::Common, "Zyyy", "Common", USCRIPT_COMMON},
    {Script::Devanagari, "Deva", "Devanagari", USCRIPT_DEVANAGARI},
    {Script::Bengali, "Beng", "Bengali", USCRIPT_BENGALI},
    {Script::Gurmukhi, "Guru", "Gurmukhi", USCRIPT_GURMUKHI},
    {Script::Gujarati, "Gujr", "Gujarati", USCRIPT_GUJARATI},
    {Script::Oriya, "Orya", "Oriya", USCRIPT_ORIYA},
    {Script::Tamil, "Taml", "Tamil", USCRIPT_TAMIL},
    {Script::Telugu, "Telu", "Telugu", USCRIPT_TELUGU},
    {Script::Kannada, "Knda", "Kannada", USCRIPT_KANNADA},
    {Script::Malayalam, "Mlym", "Malayalam", USCRIPT_MALAYALAM},
    {Script::Arabic, "Arab", "Arabic", USCRIPT_ARABIC},
    {Script::Latin, "Latn", "Latin", USCRIPT_LATIN},
}};

const ScriptInfo& info(Script script) {
    for (const auto& s : kScripts) {
        if (s.script == script) {
            return s;
        }
    }
    return kScripts[0];
}

}  // namespace

std::string_view iso15924(Script script) {
    return info(script).code;
}

std::string_view scriptName(Script script) {
    return info(script).name;
}

std::optional<Script> parseScript(std::string_view codeOrName) {
    const std::string wanted = asciiLowered(codeOrName);
    for (const auto& s : kScripts) {
        if (asciiLowered(s.code) == wanted || asciiLowered(s.name) == wanted) {
            return s.script;
        }
    }
    if (wanted == "odia" || wanted == "bengali-assamese") {
        return wanted == "odia" ? Script::Oriya : Script::Bengali;
    }
    return std::nullopt;
}

const std::vector<Script>& brahmicScripts() {
    static const std::vector<Script> scripts{
        Script::Devanagari, Script::Bengali, Script::Gurmukhi, Script::Gujarati, Script::Oriya,
        Script::Tamil,      Script::Telugu,  Script::Kannada,  Script::Malayalam};
    return scripts;
}

bool isBrahmic(Script script) {
    const auto& all = brahmicScripts();
    return std::find(all.begin(), all.end(), script) != all.end();
}

char32_t brahmicBlockStart(Script script) {
    const auto& all = brahmicScripts();
    const auto it = std::find(all.begin(), all.end(), script);
    if (it == all.end()) {
        return 0;
    }
    return static_cast<char32_t>(0x0900 + 0x80 * (it - all.begin()));
}

Script scriptOf(char32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode code = uscript_getScript(static_cast<UChar32>(c), &status);
    if (U_FAILURE(status)) {
        return Script::Unknown;
    }
    if (code == USCRIPT_COMMON || code == USCRIPT_INHERITED) {
        return Script::Common;
    }
    for (const auto& s : kScripts) {
        if (s.icu == code && s.script != Script::Unknown && s.script != Script::Common) {
            return s.script;
        }
    }
    return Script::Unknown;
}

std::string unicodeScriptName(char32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode code = uscript_getScript(static_cast<UChar32>(c), &status);
    const char* name = U_SUCCESS(status) ? uscript_getName(code) : nullptr;
    std::string spelled = name != nullptr ? name : "Unknown";
    std::replace(spelled.begin(), spelled.end(), '_', ' ');
    return spelled;
}

bool usedInScript(char32_t c, Script script) {
    if (script == Script::Unknown || script == Script::Common) {
        return scriptOf(c) == script;
    }
    return uscript_hasScript(static_cast<UChar32>(c), info(script).icu) != 0;
}

Script dominantScript(std::u32string_view text) {
    std::map<Script, std::size_t> counts;
    for (const char32_t c : text) {
        if (!u_isalpha(static_cast<UChar32>(c)) &&
            u_charType(static_cast<UChar32>(c)) != U_NON_SPACING_MARK &&
            u_charType(static_cast<UChar32>(c)) != U_COMBINING_SPACING_MARK) {
            continue;
        }
        const Script s = scriptOf(c);
        if (s != Script::Common) {
            ++counts[s];
        }
    }
    Script best = Script::Common;
    std::size_t bestCount = 0;
    for (const auto& [script, count] : counts) {
        if (count > bestCount) {
            best = script;
            bestCount = count;
        }
    }
    return best;
}

}  // namespace akshara::text

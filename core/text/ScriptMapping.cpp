#include "text/ScriptMapping.h"

#include <array>
#include <cctype>

#include "text/CharClass.h"
#include "text/Utf8.h"

namespace akshara::text {

namespace {

// The name without its script prefix: "DEVANAGARI LETTER KA" -> "LETTER KA".
std::string nameWithoutScript(char32_t c) {
    const std::string name = unicodeName(c);
    const std::string prefix = std::string(scriptName(scriptOf(c)));
    std::string upper;
    for (const char ch : prefix) {
        upper.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
    }
    if (name.compare(0, upper.size() + 1, upper + " ") == 0) {
        return name.substr(upper.size() + 1);
    }
    return name;
}

// Characters that have the same value under different names in some scripts.
struct NameAlias {
    std::string_view a;
    std::string_view b;
};
constexpr std::array<NameAlias, 3> kAliases{{
    {"SIGN ANUSVARA", "SIGN BINDI"},         // Gurmukhi bindi
    {"SIGN CANDRABINDU", "SIGN ADAK BINDI"},  // Gurmukhi adak bindi
    {"SIGN VISARGA", "SIGN VISARGA"},
}};

bool sameValue(const std::string& a, const std::string& b) {
    if (a == b) {
        return true;
    }
    for (const auto& alias : kAliases) {
        if ((a == alias.a && b == alias.b) || (a == alias.b && b == alias.a)) {
            return true;
        }
    }
    return false;
}

}  // namespace

CharMapping mapCharacter(char32_t c, Script to) {
    CharMapping result{c, std::nullopt, {}};
    const Script from = scriptOf(c);
    if (from == to || from == Script::Common) {
        result.target = c;
        return result;
    }
    if (!isBrahmic(from) || !isBrahmic(to)) {
        result.reason = codePointLabel(c) + " is not in a Brahmic script that maps to " +
                        std::string(scriptName(to));
        return result;
    }
    const std::string name = nameWithoutScript(c);
    const char32_t fromBase = brahmicBlockStart(from);
    const char32_t toBase = brahmicBlockStart(to);
    const char32_t sameOffset = toBase + (c - fromBase);
    if (isAssigned(sameOffset) && sameValue(name, nameWithoutScript(sameOffset))) {
        result.target = sameOffset;
        return result;
    }
    // Some letters sit at another offset (or carry another name) in the target block.
    for (char32_t k = toBase; k < toBase + 0x80; ++k) {
        if (isAssigned(k) && sameValue(name, nameWithoutScript(k))) {
            result.target = k;
            return result;
        }
    }
    result.reason = std::string(scriptName(to)) + " has no equivalent of " + unicodeName(c) +
                    " (" + codePointLabel(c) + ")";
    return result;
}

TextMapping mapText(std::u32string_view text, Script to) {
    TextMapping out;
    out.text.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const CharMapping m = mapCharacter(text[i], to);
        if (m.target) {
            out.text.push_back(*m.target);
        } else {
            out.text.push_back(text[i]);
            out.unmapped.push_back(i);
        }
    }
    return out;
}

}  // namespace akshara::text

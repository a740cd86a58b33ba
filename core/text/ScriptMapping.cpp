#include "text/ScriptMapping.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>

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

// Characters of the same value whose names differ between scripts, at the same offset:
// Gurmukhi's bindi and adak bindi; Gujarati's candra e and o, which it names "VOWEL CANDRA E"
// where Devanagari and Bengali say "LETTER CANDRA E"; and the vowel e and o, which Devanagari,
// Bengali, Gujarati and Odia name "E" (long by default) while the Dravidian scripts name the
// long one "EE" and the short one "E" (Devanagari's "SHORT E"), and Gurmukhi, which has only
// the long one, names it "EE" too: those (`length`) apply in one direction each.
struct NameAlias {
    std::string_view a;
    std::string_view b;
    bool length = false;
};
constexpr std::array<NameAlias, 12> kAliases{{
    {"SIGN ANUSVARA", "SIGN BINDI"},
    {"SIGN CANDRABINDU", "SIGN ADAK BINDI"},
    {"LETTER CANDRA E", "VOWEL CANDRA E"},
    {"LETTER CANDRA O", "VOWEL CANDRA O"},
    {"LETTER E", "LETTER EE", true},
    {"LETTER SHORT E", "LETTER E", true},
    {"LETTER O", "LETTER OO", true},
    {"LETTER SHORT O", "LETTER O", true},
    {"VOWEL SIGN E", "VOWEL SIGN EE", true},
    {"VOWEL SIGN SHORT E", "VOWEL SIGN E", true},
    {"VOWEL SIGN O", "VOWEL SIGN OO", true},
    {"VOWEL SIGN SHORT O", "VOWEL SIGN O", true},
}};

// Whether the character named `b` at the same offset of the target block has the value of the
// one named `a`. The e/o aliases apply in one direction each (from a script that names the long
// vowel "E" to one that names it "EE": "E" -> "EE", "SHORT E" -> "E"; and back), so a long e
// never becomes a short one.
bool sameValue(const std::string& a, const std::string& b, bool fromLongEe, bool toLongEe) {
    if (a == b) {
        return true;
    }
    for (const auto& alias : kAliases) {
        if (!alias.length) {
            if ((a == alias.a && b == alias.b) || (a == alias.b && b == alias.a)) {
                return true;
            }
        } else if (!fromLongEe && toLongEe && a == alias.a && b == alias.b) {
            return true;
        } else if (fromLongEe && !toLongEe && a == alias.b && b == alias.a) {
            return true;
        }
    }
    return false;
}

// The scripts whose Unicode names call the long e and o "EE" and "OO".
bool namesLongEe(text::Script s) {
    return s == Script::Tamil || s == Script::Telugu || s == Script::Kannada ||
           s == Script::Malayalam || s == Script::Gurmukhi;
}

// A letter of one Brahmic script in another, found by the Unicode names of both.
CharMapping mapBrahmic(char32_t c, Script from, Script to) {
    CharMapping result{c, std::nullopt, {}};
    const std::string name = nameWithoutScript(c);
    const char32_t fromBase = brahmicBlockStart(from);
    const char32_t toBase = brahmicBlockStart(to);
    const char32_t sameOffset = toBase + (c - fromBase);
    if (isAssigned(sameOffset) &&
        sameValue(name, nameWithoutScript(sameOffset), namesLongEe(from), namesLongEe(to))) {
        result.target = sameOffset;
        return result;
    }
    // A letter whose name Unicode corrects stands at another offset than its namesakes
    // (Kannada's LLLA, at FA's place): it and they are found by the corrected name. Names
    // alone are no guide otherwise (Gurmukhi's RRA is Devanagari's DDDHA, not its RRA).
    std::string target(scriptName(to));
    for (char& ch : target) {
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
    const std::string targetName = target + " " + name;
    if (const auto named = characterNamed(targetName);
        named && scriptOf(*named) == to && unicodeName(*named) == targetName &&
        (hasCorrectionAlias(c) || hasCorrectionAlias(*named))) {
        result.target = *named;
        return result;
    }
    result.reason = std::string(scriptName(to)) + " has no equivalent of " + unicodeName(c) + " (" +
                    codePointLabel(c) + ")";
    return result;
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
    // Looking a name up searches ICU's whole table of names, some 20 us each: a table of
    // keyboard slips shown in every script beside it took a third of a second. Each letter of
    // the few Brahmic blocks is worked out once for each script.
    static std::shared_mutex mutex;
    static std::unordered_map<std::uint64_t, CharMapping> known;
    const std::uint64_t key = (std::uint64_t(static_cast<int>(to)) << 32) | std::uint64_t(c);
    {
        const std::shared_lock<std::shared_mutex> reading(mutex);
        if (const auto found = known.find(key); found != known.end()) {
            return found->second;
        }
    }
    result = mapBrahmic(c, from, to);
    const std::unique_lock<std::shared_mutex> writing(mutex);
    known.emplace(key, result);
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

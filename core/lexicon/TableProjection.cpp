#include "lexicon/TableProjection.h"

#include <algorithm>
#include <set>
#include <tuple>

#include "text/CharClass.h"
#include "text/Normalize.h"
#include "text/ScriptMapping.h"
#include "text/Utf8.h"

namespace akshara::lexicon {

namespace {

// Letters Unicode encodes in a script for transcribing other languages (Devanagari's short
// a, short e and short o, and the Dravidian alveolar n and l, used for Dravidian names): a
// confusion involving them is no natural error of text in that script. ऱ is not among them:
// Marathi writes it (the eyelash ra).
bool transcriptionOnly(char32_t c, text::Script script) {
    if (script != text::Script::Devanagari) {
        return false;
    }
    return c == 0x0904 || c == 0x090E || c == 0x0912 || c == 0x0946 || c == 0x094A || c == 0x0929 ||
           c == 0x0934;
}

std::string describe(const ConfusionEntry& e) {
    return "line " + std::to_string(e.line) + ": " + text::encodeUtf8(e.source) + " -> " +
           (e.target.empty() ? std::string("(nothing)") : text::encodeUtf8(e.target));
}

// Maps a string, or explains why it cannot be.
bool mapString(std::u32string_view in, text::Script to, std::u32string& out, std::string& why) {
    out.clear();
    for (const char32_t c : in) {
        const text::CharMapping m = text::mapCharacter(c, to);
        if (!m.target) {
            why = m.reason;
            return false;
        }
        if (transcriptionOnly(*m.target, to)) {
            why = text::codePointLabel(*m.target) + " is used in " +
                  std::string(text::scriptName(to)) + " only for transcription";
            return false;
        }
        if (text::scriptOf(*m.target) != text::Script::Common &&
            !text::usedInScript(*m.target, to)) {
            why = text::codePointLabel(*m.target) + " is not a letter of " +
                  std::string(text::scriptName(to));
            return false;
        }
        if (text::classify(*m.target) == text::CharClass::Nukta && !out.empty() &&
            text::classify(out.back()) == text::CharClass::Consonant &&
            !text::isEncodedNuktaLetter(out.back(), *m.target)) {
            why = text::unicodeName(out.back()) + " (" + text::codePointLabel(out.back()) +
                  ") with a nukta is no letter of " + std::string(text::scriptName(to));
            return false;
        }
        out.push_back(*m.target);
    }
    // Gurmukhi ਸ਼ and ਲ਼ stand at Devanagari श and ळ's offsets, but as composition exclusions
    // they are written, in NFC as the engine reads text, as the consonant and a nukta.
    out = text::nfc(out);
    return true;
}

}  // namespace

ConfusionTable projectTable(const ConfusionTable& source, text::Script to, std::string name,
                            ProjectionReport* report) {
    ConfusionTable out;
    out.name = std::move(name);
    out.kind = source.kind;
    out.script = to;
    out.directed = source.directed;
    out.origin = "projected from " + source.name;
    std::set<std::tuple<std::u32string, std::u32string, ConfusionKind>> seen;
    const auto drop = [&](const ConfusionEntry& e, const std::string& why) {
        if (report != nullptr) {
            report->dropped.push_back(describe(e) + ": " + why);
        }
    };
    for (const ConfusionEntry& entry : source.entries) {
        ConfusionEntry mapped = entry;
        mapped.preceding.clear();  // comments on the source script's letters
        std::string why;
        if (!mapString(entry.source, to, mapped.source, why) ||
            !mapString(entry.target, to, mapped.target, why)) {
            drop(entry, why);
            continue;
        }
        if (mapped.source == mapped.target) {
            drop(entry, "becomes a self-map");
            continue;
        }
        if (!seen.emplace(mapped.source, mapped.target, mapped.kind).second) {
            drop(entry, "duplicates an earlier entry");
            continue;
        }
        out.entries.push_back(std::move(mapped));
    }
    return out;
}

}  // namespace akshara::lexicon

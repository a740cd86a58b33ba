#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "InputLines.h"
#include "JsonOutput.h"
#include "OperatorOptions.h"
#include "common/Error.h"
#include "text/Akshara.h"
#include "text/CharClass.h"
#include "text/Language.h"
#include "text/Normalize.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

namespace akshara::cli {

namespace {

bool isBlank(const std::u32string& unit) {
    for (const char32_t c : unit) {
        if (text::classify(c) != text::CharClass::Space) {
            return false;
        }
    }
    return true;
}

}  // namespace

int runSegment(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser("segment --lang LANG [--json] [--nfc] < lines",
                     "Reads lines of text on stdin and splits each into aksharas (orthographic\n"
                     "syllables: conjuncts, vowel signs and modifiers kept whole) and words, with\n"
                     "offsets in Unicode code points.");
    parser.option("lang", "LANG", "language: as bd bn gu hi kn ml mr or pa ta te ur pl en");
    parser.flag("json", "one JSON object per line: {text, aksharas, words: [{text, start, end}]}");
    parser.flag("nfc", "normalize each line to NFC first (offsets then refer to the NFC text)");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("lang")) {
        throw UsageError("--lang is required\n\n" + parser.help());
    }
    languageOption(parser.value("lang"));
    const bool asJson = parser.has("json");
    forEachInputLine("-", io.in, [&](const std::string& line, std::size_t, const std::string&) {
        std::u32string textU32 = text::decodeUtf8(line);
        if (parser.has("nfc")) {
            textU32 = text::nfc(textU32);
        }
        std::vector<std::u32string> syllables;
        for (auto& a : text::aksharas(textU32)) {
            if (!isBlank(a)) {
                syllables.push_back(std::move(a));
            }
        }
        const auto words = text::words(textU32);
        if (asJson) {
            nlohmann::ordered_json j;
            j["text"] = text::encodeUtf8(textU32);
            j["aksharas"] = nlohmann::ordered_json::array();
            for (const auto& a : syllables) {
                j["aksharas"].push_back(text::encodeUtf8(a));
            }
            j["words"] = nlohmann::ordered_json::array();
            for (const auto& w : words) {
                j["words"].push_back(
                    {{"text", text::encodeUtf8(w.text)}, {"start", w.start}, {"end", w.end}});
            }
            io.out << printableJson(j) << "\n";
        } else {
            io.out << text::encodeUtf8(textU32) << "\n  aksharas:";
            for (const auto& a : syllables) {
                io.out << ' ' << text::encodeUtf8(a);
            }
            io.out << "\n  words:";
            for (const auto& w : words) {
                io.out << ' ' << text::encodeUtf8(w.text) << '[' << w.start << ',' << w.end << ')';
            }
            io.out << "\n";
        }
    });
    return kExitOk;
}

}  // namespace akshara::cli

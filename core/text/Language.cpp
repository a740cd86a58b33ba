#include "text/Language.h"

#include <algorithm>

#include "common/Error.h"

namespace akshara::text {

const std::vector<Language>& languages() {
    static const std::vector<Language> all{
        {"as", "Assamese", Script::Bengali},    {"bd", "Bodo", Script::Devanagari},
        {"bn", "Bengali", Script::Bengali},     {"gu", "Gujarati", Script::Gujarati},
        {"hi", "Hindi", Script::Devanagari},    {"kn", "Kannada", Script::Kannada},
        {"ml", "Malayalam", Script::Malayalam}, {"mr", "Marathi", Script::Devanagari},
        {"or", "Odia", Script::Oriya},          {"pa", "Punjabi", Script::Gurmukhi},
        {"ta", "Tamil", Script::Tamil},         {"te", "Telugu", Script::Telugu},
        {"ur", "Urdu", Script::Arabic},         {"pl", "Polish", Script::Latin},
        {"en", "English", Script::Latin},
    };
    return all;
}

const Language* findLanguage(std::string_view code) {
    for (const auto& language : languages()) {
        if (language.code == code) {
            return &language;
        }
    }
    return nullptr;
}

const Language& requireLanguage(std::string_view code) {
    if (const Language* language = findLanguage(code)) {
        return *language;
    }
    std::string known;
    for (const auto& language : languages()) {
        known += (known.empty() ? "" : " ") + language.code;
    }
    throw InputError("unknown language '" + std::string(code) + "' (known: " + known + ")");
}

std::vector<Language> languagesOfScript(Script script) {
    // Each script's most written language among those above (Polish, the workbench's, for
    // Latin).
    static const std::string_view kFirst[] = {"hi", "bn", "pl"};
    std::vector<Language> out;
    for (const auto& language : languages()) {
        if (language.script == script) {
            out.push_back(language);
        }
    }
    std::stable_partition(out.begin(), out.end(), [](const Language& language) {
        return std::find(std::begin(kFirst), std::end(kFirst), language.code) != std::end(kFirst);
    });
    return out;
}

}  // namespace akshara::text

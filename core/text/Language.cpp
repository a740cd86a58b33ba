#include "text/Language.h"

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
    std::vector<Language> out;
    for (const auto& language : languages()) {
        if (language.script == script) {
            out.push_back(language);
        }
    }
    return out;
}

}  // namespace akshara::text

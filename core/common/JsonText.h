#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "common/JsonError.h"

namespace akshara {

// The JSON text of a user's file as the JSON library reads it, text nested deeper than
// maxJsonDepth refused as the library refuses malformed text (a parse_error naming the byte at
// fault), for the caller's handler to name the file: a value nested some 100,000 levels deep
// overflows the stack when it is copied or written back out.
template <class Json = nlohmann::json>
Json parseJsonText(std::string_view text) {
    if (const auto problem = jsonNestingProblem(text)) {
        throw nlohmann::json::parse_error::create(101, problem->offset + 1, problem->what, nullptr);
    }
    return Json::parse(text);
}

// A value of a user's file as an error message quotes it: its JSON text, cut after some 60
// bytes (never inside a character), so that a megabyte array where a name belongs is not
// printed whole.
template <class Json>
std::string jsonExcerpt(const Json& value) {
    constexpr std::size_t kShown = 60;
    std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
    if (text.size() <= kShown) {
        return text;
    }
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
        --cut;
    }
    return text.substr(0, cut) + "...";
}

}  // namespace akshara

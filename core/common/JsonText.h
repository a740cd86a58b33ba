#pragma once

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

}  // namespace akshara

#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/JsonError.h"
#include "text/Utf8.h"

namespace akshara::data {

// One line of a JSON lines file, parsed as `Json` (nlohmann::json, or ordered_json where the
// order of the fields is kept). Throws InputError naming `path` and the 1-based line `number`
// for invalid UTF-8 or JSON, a NUL byte, nesting deeper than maxJsonDepth or a number out of
// range; what the value must be is the caller's business. For the data
// module's readers only: it brings nlohmann/json into its includer.
template <class Json>
Json parseJsonLine(std::string_view line, const std::string& path, std::size_t number) {
    if (const auto bad = text::firstInvalidUtf8(line)) {
        throw InputError("invalid UTF-8 at byte " + std::to_string(*bad + 1), path, number);
    }
    if (const auto problem = jsonTextProblem(line)) {
        throw InputError(problem->what + " at byte " + std::to_string(problem->offset + 1), path,
                         number);
    }
    try {
        return Json::parse(line);
    } catch (const nlohmann::json::exception& e) {
        throw InputError("not valid JSON: " + jsonErrorText(e, true), path, number);
    }
}

}  // namespace akshara::data

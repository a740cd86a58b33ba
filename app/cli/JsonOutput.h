#pragma once

#include <string>

namespace akshara::cli {

// JSON as a command prints it. A name that is not UTF-8 (a run folder named in another
// encoding) is printed with U+FFFD in place of its bad bytes, rather than failing the command
// after its work is done; text and CSV output keep the name's bytes.
template <typename Json>
std::string printableJson(const Json& json, int indent = -1) {
    return json.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace akshara::cli

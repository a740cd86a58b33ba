#pragma once

#include <exception>
#include <string>

namespace akshara {

// A JSON library exception's message as a user reads it: without the library's id
// ("[json.exception.parse_error.101] "), and for the text of one line (a JSON lines record,
// whose line the caller names) without the "line 1, " of its position.
std::string jsonErrorText(const std::exception& error, bool oneLine = false);

}  // namespace akshara

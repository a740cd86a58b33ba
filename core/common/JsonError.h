#pragma once

#include <cstddef>
#include <exception>
#include <optional>
#include <string>
#include <string_view>

namespace akshara {

// A JSON library exception's message as a user reads it: without the library's id
// ("[json.exception.parse_error.101] "), and for the text of one line (a JSON lines record,
// whose line the caller names) without the "line 1, " of its position.
std::string jsonErrorText(const std::exception& error, bool oneLine = false);

// The deepest nesting of arrays and objects accepted in JSON data from a user's file. The
// records of datasets and predictions are a level or two deep; writing a value back out
// recurses once per level, and a record nested some 100,000 levels deep overflows the stack.
inline constexpr std::size_t maxJsonDepth = 512;

// Why JSON data from a user's file cannot be handed to the JSON library as it is.
struct JsonTextProblem {
    std::size_t offset = 0;  // the byte at fault, 0-based
    std::string what;
};

// The first problem of `text` that the JSON library would not report itself, or nullopt: a
// NUL byte, where the library stops reading and silently drops the rest; nesting deeper than
// maxJsonDepth; or a field given twice in one object ({"pred": "a", "pred": "b"}), which the
// library reads as its last value without a word. Everything else is for the library's
// parser to judge.
std::optional<JsonTextProblem> jsonTextProblem(std::string_view text);

// The first array or object of `text` nested deeper than maxJsonDepth, or nullopt: the check of
// jsonTextProblem for the files of runs and models, whose values are copied and written back
// out, each level a recursion.
std::optional<JsonTextProblem> jsonNestingProblem(std::string_view text);

// One past the closing quote of the JSON string that opens at `quote` in `text` (escapes
// followed), or text.size() when it is never closed: for the scans that find their way
// through JSON text without parsing it.
std::size_t jsonStringEnd(std::string_view text, std::size_t quote);

}  // namespace akshara

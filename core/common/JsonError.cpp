#include "common/JsonError.h"

namespace akshara {

std::string jsonErrorText(const std::exception& error, bool oneLine) {
    std::string text = error.what();
    if (text.rfind("[json.exception.", 0) == 0) {
        const auto end = text.find("] ");
        if (end != std::string::npos) {
            text.erase(0, end + 2);
        }
    }
    const std::string firstLine = " at line 1, column ";
    if (const auto at = text.find(firstLine); oneLine && at != std::string::npos) {
        text.replace(at, firstLine.size(), " at column ");
    }
    return text;
}

std::size_t jsonStringEnd(std::string_view text, std::size_t quote) {
    for (std::size_t i = quote + 1; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '"')
            return i + 1;
    }
    return text.size();
}

std::optional<JsonTextProblem> jsonTextProblem(std::string_view text) {
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        return JsonTextProblem{nul, "a NUL byte"};
    }
    std::size_t depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            i = jsonStringEnd(text, i) - 1;
        } else if (c == '[' || c == '{') {
            if (++depth > maxJsonDepth) {
                return JsonTextProblem{i, "arrays and objects nested more than " +
                                              std::to_string(maxJsonDepth) + " levels deep"};
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

}  // namespace akshara

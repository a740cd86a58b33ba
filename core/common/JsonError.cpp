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

std::optional<JsonTextProblem> jsonTextProblem(std::string_view text) {
    std::size_t depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\0') {
            return JsonTextProblem{i, "a NUL byte"};
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
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

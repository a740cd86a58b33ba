#include "common/JsonError.h"

#include <algorithm>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

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

namespace {

// The name a JSON string stands for, its escapes read as the JSON library reads them
// ("pr\u0065d" is "pred"); `quoted` is the string with its quotes. A malformed one is left as
// written, for the parser to report.
std::string nameOf(std::string_view quoted) {
    const std::string_view raw = quoted.substr(1, quoted.size() >= 2 ? quoted.size() - 2 : 0);
    if (raw.find('\\') == std::string_view::npos) {
        return std::string(raw);
    }
    try {
        return nlohmann::json::parse(quoted).get<std::string>();
    } catch (const nlohmann::json::exception&) {
        return std::string(raw);
    }
}

}  // namespace

std::optional<JsonTextProblem> jsonNestingProblem(std::string_view text) {
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

std::optional<JsonTextProblem> jsonTextProblem(std::string_view text) {
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        return JsonTextProblem{nul, "a NUL byte"};
    }
    // The open arrays and objects, innermost last; for an object the names of its fields so
    // far and whether a name comes next.
    struct Open {
        bool object = false;
        bool nameNext = false;
        std::set<std::string> names;
    };
    std::vector<Open> open;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t end = jsonStringEnd(text, i);
            if (!open.empty() && open.back().object && open.back().nameNext) {
                open.back().nameNext = false;
                const std::string name =
                    end > i + 1 ? nameOf(text.substr(i, end - i)) : std::string();
                if (end > i + 1 && !open.back().names.insert(name).second) {
                    // Not cut inside a UTF-8 sequence.
                    std::size_t shown = std::min<std::size_t>(name.size(), 60);
                    while (shown < name.size() && (name[shown] & 0xC0) == 0x80) {
                        --shown;
                    }
                    return JsonTextProblem{i, "the field \"" + name.substr(0, shown) +
                                                  (shown < name.size() ? "..." : "") +
                                                  "\" is given twice in one object"};
                }
            }
            i = end - 1;
        } else if (c == '[' || c == '{') {
            if (open.size() >= maxJsonDepth) {
                return JsonTextProblem{i, "arrays and objects nested more than " +
                                              std::to_string(maxJsonDepth) + " levels deep"};
            }
            open.push_back({c == '{', c == '{', {}});
        } else if ((c == ']' || c == '}') && !open.empty()) {
            open.pop_back();
        } else if (c == ',' && !open.empty() && open.back().object) {
            open.back().nameNext = true;
        }
    }
    return std::nullopt;
}

}  // namespace akshara

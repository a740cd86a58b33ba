#include "common/JsonError.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

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

// The text of a JSON string's contents (between its quotes) with its escapes read, as the
// JSON library compares names: "pr\u0065d" is "pred". A malformed escape is left as written,
// for the parser to report.
std::string unescapedName(std::string_view raw) {
    if (raw.find('\\') == std::string_view::npos) {
        return std::string(raw);
    }
    const auto hex = [&](std::size_t at, std::uint32_t& value) {
        if (at + 4 > raw.size()) {
            return false;
        }
        value = 0;
        for (std::size_t k = at; k < at + 4; ++k) {
            const char h = raw[k];
            const int digit = h >= '0' && h <= '9'   ? h - '0'
                              : h >= 'a' && h <= 'f' ? h - 'a' + 10
                              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                     : -1;
            if (digit < 0) {
                return false;
            }
            value = value * 16 + static_cast<std::uint32_t>(digit);
        }
        return true;
    };
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != '\\' || i + 1 >= raw.size()) {
            out += raw[i];
            continue;
        }
        const char e = raw[++i];
        const std::string_view simple = "\"\\/bfnrt";
        const std::string_view meant = "\"\\/\b\f\n\r\t";
        if (const auto k = simple.find(e); k != std::string_view::npos) {
            out += meant[k];
            continue;
        }
        std::uint32_t c = 0;
        if (e != 'u' || !hex(i + 1, c)) {
            out += '\\';
            out += e;
            continue;
        }
        i += 4;
        std::uint32_t low = 0;
        if (c >= 0xD800 && c < 0xDC00 && i + 6 < raw.size() && raw[i + 1] == '\\' &&
            raw[i + 2] == 'u' && hex(i + 3, low) && low >= 0xDC00 && low < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
            i += 6;
        }
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (c < 0x800) {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += static_cast<char>(0xE0 | (c >> 12));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (c >> 18));
            out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

}  // namespace

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
                    end > i + 1 ? unescapedName(text.substr(i + 1, end - i - 2)) : std::string();
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

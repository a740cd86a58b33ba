#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace akshara {

// The text without leading and trailing ASCII white space (spaces, tabs, CR, LF); the fields
// of the file formats are trimmed this way.
inline std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) {
        s.remove_prefix(1);
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) {
        s.remove_suffix(1);
    }
    return s;
}

// The text with ASCII letters lower-cased and every other byte kept (names, codes and keys
// that are matched ignoring case).
inline std::string asciiLowered(std::string_view s) {
    std::string out(s);
    for (char& c : out) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

// The items in order, `separator` between each two ("a, b, c").
inline std::string joined(const std::vector<std::string>& items, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += (i == 0 ? std::string() : std::string(separator)) + items[i];
    }
    return out;
}

}  // namespace akshara

#pragma once

#include <cctype>
#include <string_view>

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

}  // namespace akshara

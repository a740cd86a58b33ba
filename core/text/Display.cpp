#include "text/Display.h"

#include <cstdio>

#include <unicode/uchar.h>

#include "text/Akshara.h"
#include "text/Utf8.h"

namespace akshara::text {

namespace {

std::string hexEscape(const char* format, unsigned value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

// The escape printable() writes for a code point, or nothing when it is shown as it is.
std::string escapeOf(char32_t c) {
    switch (c) {
        case U'\t':
            return "\\t";
        case U'\n':
            return "\\n";
        case U'\r':
            return "\\r";
        default:
            break;
    }
    if (c < 0x20 || c == 0x7F) {
        return hexEscape("\\x%02x", static_cast<unsigned>(c));
    }
    const bool c1 = c >= 0x80 && c <= 0x9F;
    const bool separator = c == 0x2028 || c == 0x2029;
    const bool bidiControl = (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    if (c1 || separator || bidiControl) {
        return hexEscape("\\u%04x", static_cast<unsigned>(c));
    }
    return {};
}

std::size_t columnsOf(char32_t c) {
    const auto cp = static_cast<UChar32>(c);
    const auto category = static_cast<UCharCategory>(u_charType(cp));
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK ||
        category == U_FORMAT_CHAR || (c >= 0x1160 && c <= 0x11FF)) {
        return 0;
    }
    const auto width =
        static_cast<UEastAsianWidth>(u_getIntPropertyValue(cp, UCHAR_EAST_ASIAN_WIDTH));
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH ? 2 : 1;
}

// Calls onText for each run of valid UTF-8 (decoded) and onByte for each byte outside one.
template <typename OnText, typename OnByte>
void walkUtf8(std::string_view utf8, OnText onText, OnByte onByte) {
    while (!utf8.empty()) {
        const auto bad = firstInvalidUtf8(utf8);
        const std::size_t valid = bad ? *bad : utf8.size();
        if (valid > 0) {
            onText(decodeUtf8(utf8.substr(0, valid)));
        }
        if (!bad) {
            return;
        }
        onByte(static_cast<unsigned char>(utf8[valid]));
        utf8.remove_prefix(valid + 1);
    }
}

}  // namespace

std::string printable(std::string_view utf8) {
    std::string out;
    out.reserve(utf8.size());
    walkUtf8(
        utf8,
        [&](const std::u32string& text) {
            for (const char32_t c : text) {
                const std::string escape = escapeOf(c);
                out += escape.empty() ? encodeUtf8(c) : escape;
            }
        },
        [&](unsigned char byte) { out += hexEscape("\\x%02x", byte); });
    return out;
}

std::size_t displayWidth(std::string_view utf8) {
    std::size_t columns = 0;
    walkUtf8(
        utf8,
        [&](const std::u32string& text) {
            for (const char32_t c : text) {
                columns += columnsOf(c);
            }
        },
        [&](unsigned char) { ++columns; });
    return columns;
}

std::string excerpt(std::string_view utf8, std::size_t maxColumns) {
    const std::string shown = printable(utf8);
    if (displayWidth(shown) <= maxColumns) {
        return shown;
    }
    static constexpr std::string_view kEllipsis = "…";
    const std::u32string text = decodeUtf8(shown);
    std::string out;
    std::size_t columns = 0;
    for (const TextSpan& cluster : graphemeSpans(text)) {
        const std::string part = encodeUtf8(text.substr(cluster.start, cluster.length));
        const std::size_t width = displayWidth(part);
        if (columns + width + 1 > maxColumns) {
            break;
        }
        out += part;
        columns += width;
    }
    return out + std::string(kEllipsis);
}

std::string alignLeft(std::string_view text, std::size_t columns) {
    const std::size_t width = displayWidth(text);
    return std::string(text) + std::string(width < columns ? columns - width : 0, ' ');
}

std::string alignRight(std::string_view text, std::size_t columns) {
    const std::size_t width = displayWidth(text);
    return std::string(width < columns ? columns - width : 0, ' ') + std::string(text);
}

}  // namespace akshara::text

#pragma once

// Internal to core/text: conversions between the module's UTF-32 strings and ICU's UTF-16.

#include <string>
#include <string_view>
#include <vector>

#include <unicode/unistr.h>

namespace akshara::text::detail {

// The text as UTF-16, with utf32Index[k] the code point index of UTF-16 unit k
// (and utf32Index[size] == text.size()).
struct Utf16Text {
    icu::UnicodeString text;
    std::vector<std::size_t> utf32Index;
};

Utf16Text toUtf16(std::u32string_view text);
std::u32string fromUtf16(const icu::UnicodeString& text);

}  // namespace akshara::text::detail

#include "text/IcuBridge.h"

namespace akshara::text::detail {

Utf16Text toUtf16(std::u32string_view text) {
    Utf16Text out;
    out.utf32Index.reserve(text.size() + 1);
    for (std::size_t i = 0; i < text.size(); ++i) {
        out.text.append(static_cast<UChar32>(text[i]));
        const auto units = static_cast<std::size_t>(out.text.length()) - out.utf32Index.size();
        out.utf32Index.insert(out.utf32Index.end(), units, i);
    }
    out.utf32Index.push_back(text.size());
    return out;
}

std::u32string fromUtf16(const icu::UnicodeString& text) {
    std::u32string out;
    out.reserve(static_cast<std::size_t>(text.length()));
    for (int32_t i = 0; i < text.length();) {
        const UChar32 c = text.char32At(i);
        out.push_back(static_cast<char32_t>(c));
        i += U16_LENGTH(c);
    }
    return out;
}

}  // namespace akshara::text::detail

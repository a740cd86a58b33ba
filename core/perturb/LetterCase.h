#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include <unicode/uchar.h>

// The case of letters as the Latin-script operators keep it (Unicode's simple case mappings).
namespace akshara::perturb {

inline char32_t lower(char32_t c) {
    return static_cast<char32_t>(u_tolower(static_cast<UChar32>(c)));
}

inline char32_t upper(char32_t c) {
    return static_cast<char32_t>(u_toupper(static_cast<UChar32>(c)));
}

inline std::u32string lowered(std::u32string_view text) {
    std::u32string out(text);
    std::transform(out.begin(), out.end(), out.begin(), lower);
    return out;
}

inline bool isCapital(char32_t c) {
    return u_isUUppercase(static_cast<UChar32>(c)) != 0;
}

inline bool hasLowerCase(std::u32string_view text) {
    return std::any_of(text.begin(), text.end(),
                       [](char32_t c) { return u_isULowercase(static_cast<UChar32>(c)) != 0; });
}

// A word written in capitals: two cased letters or more, none of them lower-case.
inline bool allCapitals(std::u32string_view word) {
    return !hasLowerCase(word) && std::count_if(word.begin(), word.end(), isCapital) >= 2;
}

}  // namespace akshara::perturb

#pragma once

#include <string>
#include <string_view>

namespace akshara::text {

// Unicode NFC. The precomposed nukta letters (क़ U+0958, ড় U+09DC, ਖ਼ U+0A59, ଡ଼ U+0B5C, ...)
// are composition exclusions, so NFC writes them as consonant + nukta: both spellings of a
// word normalize to the same string.
std::u32string nfc(std::u32string_view text);
std::string nfcUtf8(std::string_view utf8);
bool isNfc(std::u32string_view text);

// True when the two texts are canonically equivalent (equal after NFC).
bool canonicallyEqual(std::u32string_view a, std::u32string_view b);

}  // namespace akshara::text

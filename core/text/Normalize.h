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

// True when Unicode encodes a letter that decomposes to this consonant and nukta: Devanagari
// क़ (U+0958), Bengali ড় (U+09DC), Gurmukhi ਸ਼ (U+0A36). A consonant with a nukta that no letter
// stands for (Gurmukhi ਡ਼, a sound Gurmukhi writes with its own letter ੜ) is no spelling of
// that script.
bool isEncodedNuktaLetter(char32_t consonant, char32_t nukta);

// True when the two texts are canonically equivalent (equal after NFC).
bool canonicallyEqual(std::u32string_view a, std::u32string_view b);

}  // namespace akshara::text

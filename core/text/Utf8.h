#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace akshara::text {

// Decodes UTF-8 strictly (no overlongs, no surrogates, nothing past U+10FFFF). Throws
// InputError naming the byte offset of the first bad sequence.
std::u32string decodeUtf8(std::string_view utf8);

// Byte offset of the first invalid sequence, or nothing when the text is valid UTF-8.
std::optional<std::size_t> firstInvalidUtf8(std::string_view utf8);

std::string encodeUtf8(std::u32string_view text);
std::string encodeUtf8(char32_t c);

// `utf8` without the byte order mark (EF BB BF) that some editors write at the start of a
// UTF-8 file; unchanged when there is none.
std::string_view withoutByteOrderMark(std::string_view utf8);

// "U+0915" for a code point.
std::string codePointLabel(char32_t c);

}  // namespace akshara::text

#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace akshara::text {

// Why `content`, a whole file, is not UTF-8 text with LF or CRLF line ends, judged as a whole:
// UTF-16 (a byte order mark, or NULs around the first line feed or for a quarter of the first
// line; read line by line, UTF-16 gives a problem on every line and none of the reason), or
// carriage returns without a line feed (classic Mac OS line ends: one long line). Empty when
// it is such text; a stray NUL byte is left to the reader to name.
std::string encodingProblem(std::string_view content);

// Throws InputError naming `file` with encodingProblem(content), when there is one.
void requireText(std::string_view content, const std::string& file);

// The same for the first `line` of a file read line by line, without its line feed;
// `onlyLine` when nothing came after it (a file of carriage-return line ends reads as one
// line).
std::string firstLineEncodingProblem(std::string_view line, bool onlyLine);

// A NUL byte in a line of text read line by line, which UTF-8 text never holds and UTF-16 text
// does (a Devanagari UTF-16 file's first NUL comes after its first line feed). Empty when there
// is none.
std::string nulByteProblem(std::string_view line);

// Why a line of a file read line by line is not UTF-8 text: "invalid UTF-8 at byte N", or a
// NUL byte (nulByteProblem). Empty when it is.
std::string lineTextProblem(std::string_view line);

}  // namespace akshara::text

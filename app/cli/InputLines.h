#pragma once

#include <functional>
#include <istream>
#include <string>
#include <string_view>
#include <utility>

namespace akshara::cli {

// Calls `handle(line, number, source)` for each line of the file at `path`, or of
// `standardInput` when the path is empty or "-" (source "stdin"). A byte order mark before
// the first line and a trailing CR are dropped.
// Throws InputError naming the file, or the source and line for invalid UTF-8, UTF-16 (a byte
// order mark or NUL bytes) and carriage-return line ends without a line feed. Returns how
// many lines there were.
std::size_t forEachInputLine(const std::string& path, std::istream& standardInput,
                             const std::function<void(const std::string& line, std::size_t number,
                                                      const std::string& source)>& handle);

// Throws InputError naming the input (`path`, or stdin when it is empty or "-") when it had no
// line: an empty result would pass for the result of empty text.
void requireLines(std::size_t lines, const std::string& path);

// The two texts of a FIRST<TAB>SECOND line; throws InputError naming source and line when
// there is no tab or more than one.
std::pair<std::string_view, std::string_view> splitPairLine(std::string_view line,
                                                            const std::string& source,
                                                            std::size_t number);

}  // namespace akshara::cli

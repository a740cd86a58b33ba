#include "text/TextEncoding.h"

#include <algorithm>

#include "common/Error.h"
#include "text/Utf8.h"

namespace akshara::text {

namespace {

constexpr const char* kUtf16 =
    "the file is UTF-16 (what some editors call Unicode), not UTF-8; save it as UTF-8";

// Whether a first line (without its line feed) is UTF-16 read as bytes: a byte order mark, an
// odd number of bytes ending in NUL (UTF-16BE writes the line feed 00 0A), or NULs for a
// quarter of its bytes or more (Latin letters in UTF-16).
bool looksLikeUtf16(std::string_view line) {
    if (line.size() >= 2 &&
        ((line[0] == '\xFF' && line[1] == '\xFE') || (line[0] == '\xFE' && line[1] == '\xFF'))) {
        return true;
    }
    const auto nuls = static_cast<std::size_t>(std::count(line.begin(), line.end(), '\0'));
    return (line.size() % 2 == 1 && line.back() == '\0') || (nuls > 0 && nuls * 4 >= line.size());
}

}  // namespace

std::string encodingProblem(std::string_view content) {
    const auto firstNewline = content.find('\n');
    // UTF-16LE writes a line feed 0A 00: a Devanagari first line has no NUL before it.
    if (firstNewline != std::string_view::npos && firstNewline + 1 < content.size() &&
        content[firstNewline + 1] == '\0') {
        return kUtf16;
    }
    return firstLineEncodingProblem(content.substr(0, firstNewline),
                                    firstNewline == std::string_view::npos);
}

void requireText(std::string_view content, const std::string& file) {
    if (const std::string problem = encodingProblem(content); !problem.empty()) {
        throw InputError(problem, file);
    }
}

std::string firstLineEncodingProblem(std::string_view line, bool onlyLine) {
    while (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    if (looksLikeUtf16(line)) {
        return kUtf16;
    }
    if (onlyLine && line.find('\r') != std::string_view::npos) {
        return "the file's lines end in a carriage return alone (as classic Mac OS wrote them); "
               "save it with LF or CRLF line ends";
    }
    return {};
}

std::string nulByteProblem(std::string_view line) {
    const auto nul = line.find('\0');
    if (nul == std::string_view::npos) {
        return {};
    }
    return "a NUL byte at byte " + std::to_string(nul + 1) +
           ": the file is not UTF-8 text (UTF-16, what some editors call Unicode, has them); "
           "save it as UTF-8";
}

std::string lineTextProblem(std::string_view line) {
    if (const auto bad = firstInvalidUtf8(line)) {
        return "invalid UTF-8 at byte " + std::to_string(*bad + 1);
    }
    return nulByteProblem(line);
}

}  // namespace akshara::text

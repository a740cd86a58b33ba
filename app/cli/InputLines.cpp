#include "InputLines.h"

#include <fstream>

#include "common/Error.h"
#include "common/FileIo.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::cli {

std::size_t forEachInputLine(const std::string& path, std::istream& standardInput,
                             const std::function<void(const std::string& line, std::size_t number,
                                                      const std::string& source)>& handle) {
    const bool fromStdin = path.empty() || path == "-";
    const std::string source = fromStdin ? "stdin" : path;
    std::ifstream file;
    if (!fromStdin) {
        file = openInputFile(path);
    }
    std::istream& in = fromStdin ? standardInput : file;
    std::string line;
    std::size_t number = 0;
    while (std::getline(in, line)) {
        ++number;
        // UTF-16 read as bytes, or one long line of carriage-return line ends, would be read
        // as text, and each line classified or perturbed as if it were.
        std::string problem = number == 1 ? text::firstLineEncodingProblem(line, in.eof()) : "";
        if (problem.empty()) {
            problem = text::nulByteProblem(line);
        }
        if (!problem.empty()) {
            throw InputError(problem, source, number);
        }
        if (number == 1) {
            line = std::string(text::withoutByteOrderMark(line));
        }
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (const auto bad = text::firstInvalidUtf8(line)) {
            throw InputError("invalid UTF-8 at byte " + std::to_string(*bad + 1), source, number);
        }
        handle(line, number, source);
    }
    if (in.bad()) {
        throw InputError("cannot read the input after line " + std::to_string(number), source);
    }
    return number;
}

void requireLines(std::size_t lines, const std::string& path) {
    if (lines == 0) {
        throw InputError("no lines to read: the input is empty",
                         path.empty() || path == "-" ? "stdin" : path);
    }
}

std::pair<std::string_view, std::string_view> splitPairLine(std::string_view line,
                                                            const std::string& source,
                                                            std::size_t number) {
    const auto tab = line.find('\t');
    if (tab == std::string_view::npos) {
        throw InputError("expected FIRST<TAB>SECOND (no tab in the line)", source, number);
    }
    // A third field would be read as part of the second text, and a model would be given it.
    if (line.find('\t', tab + 1) != std::string_view::npos) {
        throw InputError(
            "expected FIRST<TAB>SECOND, but the line has more than one tab (a third "
            "field, or a tab inside a text)",
            source, number);
    }
    return {line.substr(0, tab), line.substr(tab + 1)};
}

}  // namespace akshara::cli

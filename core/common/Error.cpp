#include "common/Error.h"

namespace akshara {

namespace {

// A NUL byte from a damaged file would end the message where what() is read as a C string
// (the command line's output, a dialog): it is written as \0.
std::string withoutNul(std::string text) {
    for (std::size_t at = text.find('\0'); at != std::string::npos; at = text.find('\0', at + 2)) {
        text.replace(at, 1, "\\0");
    }
    return text;
}

std::string compose(const std::string& message, const std::string& file, std::size_t line,
                    const std::string& field) {
    const std::string where = formatLocation(file, line, field);
    return withoutNul(where.empty() ? message : where + ": " + message);
}

}  // namespace

std::string formatLocation(const std::string& file, std::size_t line, const std::string& field) {
    std::string where = file;
    if (line > 0) {
        where += (where.empty() ? "line " : ":") + std::to_string(line);
    }
    if (!field.empty()) {
        where += (where.empty() ? "" : ": ") + std::string("field '") + field + "'";
    }
    return where;
}

InputError::InputError(const std::string& message, std::string file, std::size_t line,
                       std::string field)
    : std::runtime_error(compose(message, file, line, field)),
      message_(withoutNul(message)),
      file_(std::move(file)),
      line_(line),
      field_(std::move(field)) {}

}  // namespace akshara

#include "common/Error.h"

namespace akshara {

namespace {

std::string compose(const std::string& message, const std::string& file, std::size_t line,
                    const std::string& field) {
    const std::string where = formatLocation(file, line, field);
    return where.empty() ? message : where + ": " + message;
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
      message_(message),
      file_(std::move(file)),
      line_(line),
      field_(std::move(field)) {}

}  // namespace akshara

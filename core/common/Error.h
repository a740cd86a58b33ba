#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace akshara {

// Bad input from a user's file, argument or stream: expected, never a crash. Carries where
// the problem was found so the command line and the GUI can name it. Line numbers are
// 1-based; 0 means "not about one line".
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message, std::string file = {}, std::size_t line = 0,
                        std::string field = {});

    const std::string& message() const { return message_; }
    const std::string& file() const { return file_; }
    std::size_t line() const { return line_; }
    const std::string& field() const { return field_; }

private:
    std::string message_;
    std::string file_;
    std::size_t line_;
    std::string field_;
};

// A model folder or weight file that cannot be used (missing, malformed, hostile, mismatched).
class ModelError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Work stopped because the user asked for it; not a failure.
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
};

// "FILE:LINE: field F: message", leaving out the parts that are not set.
std::string formatLocation(const std::string& file, std::size_t line, const std::string& field);

}  // namespace akshara

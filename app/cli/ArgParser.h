#pragma once

#include <map>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace akshara::cli {

// A mistake in how a command was called (unknown option, missing value): exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The width help is written in: $COLUMNS when it is a width from 40 to 200, else 80 (a
// terminal's, as one that does not say its own has).
std::size_t helpWidth();

// Writes `text` (one paragraph) to `out` in lines of at most `width` characters, broken at
// spaces, and a line end: its first line goes on from column `column` of the line already
// begun, the others begin with `indent` spaces. A word longer than a line has one to itself.
void writeWrapped(std::ostream& out, const std::string& text, std::size_t column,
                  std::size_t indent, std::size_t width = 80);

// `text` (help wrapped by hand: paragraphs, and lists of "  term   what it is") with each
// paragraph and list entry that has a line wider than helpWidth() wrapped again to fit it.
std::string fitted(const std::string& text);

// Options of one command: "--name VALUE", "--name=VALUE", flags, and positional arguments.
// Declared up front so that --help is generated from the declarations.
class ArgParser {
public:
    ArgParser(std::string usage, std::string summary);

    ArgParser& option(const std::string& name, const std::string& valueName,
                      const std::string& help, const std::string& defaultValue = {});
    // An option that may be given several times ("--pred A --pred B"); values() lists them.
    ArgParser& repeatedOption(const std::string& name, const std::string& valueName,
                              const std::string& help);
    ArgParser& flag(const std::string& name, const std::string& help);
    // A positional argument; `many` takes all remaining ones.
    ArgParser& positional(const std::string& name, const std::string& help, bool required = true,
                          bool many = false);

    // Parses `args` (without the command name). Returns false after printing help to `out`
    // when --help was given; throws UsageError on a mistake.
    bool parse(const std::vector<std::string>& args, std::ostream& out);

    bool has(const std::string& name) const;           // an option given, or a flag set
    std::string value(const std::string& name) const;  // the option's value or its default
    // A many-valued positional's values, or every value of a repeated option in order.
    std::vector<std::string> values(const std::string& name) const;
    // The option's value as an integer; throws UsageError naming the option otherwise.
    long long integer(const std::string& name) const;
    // The option's value as a finite number; throws UsageError naming the option otherwise.
    double number(const std::string& name) const;
    // The option's value as a comma-separated list ("a,b" or "a, b"), its items trimmed;
    // throws UsageError naming the option for an empty item or one named twice.
    std::vector<std::string> list(const std::string& name) const;

    std::string help() const;

private:
    struct Option {
        std::string name, valueName, help, defaultValue;
        bool isFlag = false;
        bool repeated = false;
    };
    struct Positional {
        std::string name, help;
        bool required = true, many = false;
    };
    const Option* findOption(const std::string& name) const;

    std::string usage_, summary_;
    std::vector<Option> options_;
    std::vector<Positional> positionals_;
    std::map<std::string, std::string> given_;
    std::map<std::string, std::vector<std::string>> positionalValues_;
    std::map<std::string, std::vector<std::string>> repeatedValues_;
};

}  // namespace akshara::cli

#include "ArgParser.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

#include "common/Strings.h"

namespace akshara::cli {

namespace {

// Characters as a terminal counts them, near enough: UTF-8 sequences, not bytes.
std::size_t displayLength(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// `text` (a command's summary, wrapped by hand) with the lines of a paragraph that has one
// over `width` wrapped again to fit: a paragraph is a run of lines that start with a letter;
// an indented line ("  term   what it is") over it wraps under what it is.
std::string refitted(const std::string& text, std::size_t width) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    const auto prose = [](const std::string& line) { return !line.empty() && line[0] != ' '; };
    std::ostringstream out;
    for (std::size_t i = 0; i < lines.size();) {
        if (!prose(lines[i])) {
            if (displayLength(lines[i]) <= width) {
                out << lines[i] << "\n";
            } else {
                // Under the text after the term: the first run of two spaces past the indent.
                const std::size_t indent = lines[i].find_first_not_of(' ');
                const std::size_t gap = lines[i].find("  ", indent);
                const std::size_t text =
                    gap == std::string::npos ? gap : lines[i].find_first_not_of(' ', gap);
                const std::size_t hang = text == std::string::npos ? indent : text;
                out << lines[i].substr(0, hang);
                writeWrapped(out, lines[i].substr(hang), hang, hang, width);
            }
            ++i;
            continue;
        }
        std::size_t end = i;
        bool over = false;
        std::string paragraph;
        for (; end < lines.size() && prose(lines[end]); ++end) {
            over = over || displayLength(lines[end]) > width;
            paragraph += (end > i ? " " : "") + lines[end];
        }
        if (over) {
            writeWrapped(out, paragraph, 0, 0, width);
        } else {
            for (std::size_t k = i; k < end; ++k) {
                out << lines[k] << "\n";
            }
        }
        i = end;
    }
    return out.str();
}

}  // namespace

std::string fitted(const std::string& text) {
    return refitted(text, helpWidth());
}

std::size_t helpWidth() {
    const char* columns = std::getenv("COLUMNS");
    const long width = columns != nullptr ? std::strtol(columns, nullptr, 10) : 0;
    return width >= 40 && width <= 200 ? static_cast<std::size_t>(width) : 80;
}

void writeWrapped(std::ostream& out, const std::string& text, std::size_t column,
                  std::size_t indent, std::size_t width) {
    std::istringstream words(text);
    std::string word;
    bool lineHasWords = false;
    while (words >> word) {
        const std::size_t length = displayLength(word);
        if (lineHasWords && column + 1 + length > width) {
            out << "\n" << std::string(indent, ' ');
            column = indent;
            lineHasWords = false;
        }
        if (lineHasWords) {
            out << ' ';
            ++column;
        }
        out << word;
        column += length;
        lineHasWords = true;
    }
    out << "\n";
}

ArgParser::ArgParser(std::string usage, std::string summary)
    : usage_(std::move(usage)), summary_(std::move(summary)) {}

ArgParser& ArgParser::option(const std::string& name, const std::string& valueName,
                             const std::string& help, const std::string& defaultValue) {
    options_.push_back({name, valueName, help, defaultValue, false});
    return *this;
}

ArgParser& ArgParser::repeatedOption(const std::string& name, const std::string& valueName,
                                     const std::string& help) {
    options_.push_back({name, valueName, help, {}, false, true});
    return *this;
}

ArgParser& ArgParser::flag(const std::string& name, const std::string& help) {
    options_.push_back({name, {}, help, {}, true});
    return *this;
}

ArgParser& ArgParser::positional(const std::string& name, const std::string& help, bool required,
                                 bool many) {
    positionals_.push_back({name, help, required, many});
    return *this;
}

const ArgParser::Option* ArgParser::findOption(const std::string& name) const {
    for (const auto& option : options_) {
        if (option.name == name) {
            return &option;
        }
    }
    return nullptr;
}

bool ArgParser::parse(const std::vector<std::string>& args, std::ostream& out) {
    std::vector<std::string> loose;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--") {
            // The end of the options: what follows is taken as it is (a word "-x", say).
            loose.insert(loose.end(), args.begin() + static_cast<long>(i) + 1, args.end());
            break;
        }
        if (arg == "--help" || arg == "-h") {
            out << help();
            return false;
        }
        // "-" is standard input and "-5" a number; "-z" is an option no command has.
        if (arg.size() > 1 && arg[0] == '-' && arg[1] != '-' &&
            !std::isdigit(static_cast<unsigned char>(arg[1])) && arg[1] != '.') {
            throw UsageError("unknown option " + arg +
                             " (options start with --; put -- before a word that starts "
                             "with -)\n\n" +
                             help());
        }
        if (arg.size() > 2 && arg.compare(0, 2, "--") == 0) {
            std::string name = arg.substr(2);
            std::string value;
            bool inlineValue = false;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
                inlineValue = true;
            }
            const Option* option = findOption(name);
            if (option == nullptr) {
                throw UsageError("unknown option --" + name + "\n\n" + help());
            }
            if (option->isFlag) {
                if (inlineValue) {
                    throw UsageError("--" + name + " takes no value");
                }
                given_[name] = "1";
                continue;
            }
            if (!inlineValue) {
                if (i + 1 >= args.size()) {
                    throw UsageError("--" + name + " needs a value (" + option->valueName + ")");
                }
                value = args[++i];
                // The next option, not a value: the value was left out (--out --strict).
                if (value == "-h") {
                    throw UsageError("--" + name + " needs a value (" + option->valueName +
                                     ") before -h; a value -h is given as --" + name + "=-h");
                }
                if (value.size() > 2 && value.compare(0, 2, "--") == 0) {
                    const std::string next = value.substr(2, value.find('=') - 2);
                    if (findOption(next) != nullptr || next == "help") {
                        throw UsageError("--" + name + " needs a value (" + option->valueName +
                                         ") before " + value + "; a value that starts with --" +
                                         " is given as --" + name + "=" + value);
                    }
                }
            }
            if (value.empty()) {
                // An empty value (a shell variable not set) is never one: taken, it would read
                // standard input for a file, or write into the working folder.
                throw UsageError("--" + name + " needs a value (" + option->valueName +
                                 "), not an empty one");
            }
            if (const auto earlier = given_.find(name);
                !option->repeated && earlier != given_.end() && earlier->second != value) {
                throw UsageError("--" + name + " given twice ('" + earlier->second + "' and '" +
                                 value + "'); it takes one value");
            }
            given_[name] = value;
            if (option->repeated) {
                repeatedValues_[name].push_back(value);
            }
            continue;
        }
        loose.push_back(arg);
    }
    std::size_t next = 0;
    for (const auto& p : positionals_) {
        // An empty argument (a shell variable not set) names nothing: as a folder, it would be
        // the working one.
        if (next < loose.size() &&
            std::any_of(loose.begin() + static_cast<long>(next),
                        p.many ? loose.end() : loose.begin() + static_cast<long>(next + 1),
                        [](const std::string& a) { return a.empty(); })) {
            throw UsageError(p.name + " is empty; give a value");
        }
        if (next >= loose.size()) {
            if (p.required) {
                throw UsageError("missing " + p.name + "\n\n" + help());
            }
            continue;
        }
        if (p.many) {
            positionalValues_[p.name].assign(loose.begin() + static_cast<long>(next), loose.end());
            next = loose.size();
        } else {
            positionalValues_[p.name] = {loose[next++]};
        }
    }
    if (next < loose.size()) {
        throw UsageError("unexpected argument '" + loose[next] + "'\n\n" + help());
    }
    return true;
}

bool ArgParser::has(const std::string& name) const {
    return given_.count(name) > 0 || positionalValues_.count(name) > 0;
}

std::string ArgParser::value(const std::string& name) const {
    if (const auto it = given_.find(name); it != given_.end()) {
        return it->second;
    }
    if (const auto it = positionalValues_.find(name);
        it != positionalValues_.end() && !it->second.empty()) {
        return it->second.front();
    }
    const Option* option = findOption(name);
    return option != nullptr ? option->defaultValue : std::string();
}

std::vector<std::string> ArgParser::values(const std::string& name) const {
    if (const auto it = repeatedValues_.find(name); it != repeatedValues_.end()) {
        return it->second;
    }
    const auto it = positionalValues_.find(name);
    return it == positionalValues_.end() ? std::vector<std::string>{} : it->second;
}

long long ArgParser::integer(const std::string& name) const {
    const std::string text = value(name);
    // Digits, after a minus at most: stoll would also take spaces and a plus before them.
    const bool digits =
        !text.empty() &&
        text.find_first_not_of("0123456789", text[0] == '-' ? 1 : 0) == std::string::npos &&
        text != "-";
    try {
        std::size_t used = 0;
        const long long v = digits ? std::stoll(text, &used) : 0;
        if (digits && used == text.size()) {
            return v;
        }
    } catch (const std::out_of_range&) {
        throw UsageError("--" + name + " is out of range: " + text);
    } catch (const std::exception&) {
    }
    throw UsageError("--" + name + " expects an integer, got '" + text + "'");
}

std::vector<std::string> ArgParser::list(const std::string& name) const {
    const std::string text = value(name);
    std::vector<std::string> items;
    if (text.empty()) {
        return items;
    }
    for (std::size_t start = 0;;) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item(trimmed(std::string_view(text).substr(start, comma - start)));
        if (item.empty()) {
            throw UsageError("--" + name + " has an empty item ('" + text + "')");
        }
        if (std::find(items.begin(), items.end(), item) != items.end()) {
            throw UsageError("--" + name + " names '" + item + "' twice");
        }
        items.push_back(item);
        if (comma == text.size()) {
            return items;
        }
        start = comma + 1;
    }
}

double ArgParser::number(const std::string& name) const {
    const std::string text = value(name);
    // strtod rather than stod: a number too small for a double (1e-320, a denormal, or
    // 1e-400, 0) is still a number, and one too large is named as that.
    const char* begin = text.c_str();
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(begin, &end);
    if (end != nullptr && end != begin && *end == '\0') {
        if (errno == ERANGE && std::isinf(v)) {
            throw UsageError("--" + name + " is out of range: " + text);
        }
        if (std::isfinite(v)) {
            return v;
        }
    }
    throw UsageError("--" + name + " expects a number, got '" + text + "'");
}

std::string ArgParser::help() const {
    std::ostringstream out;
    // The usage's options go on under the command's name; each help is a paragraph under its
    // option; all in lines of helpWidth().
    const std::string usage = "usage: akshara-cli ";
    const std::size_t command = usage_.find(' ');
    out << usage << usage_.substr(0, command);
    if (command != std::string::npos) {
        // The words joined by a space that does not break the line within an optional part
        // ("[--name VALUE]") and between an option and its value ("--out DIR"); a choice
        // ("(A | B)") may break between its words. An optional part longer than a line may
        // break before the parts within it.
        constexpr char kKeep = '\x01';
        const std::size_t indent = usage.size() + command + 1;
        std::istringstream input(usage_.substr(command + 1));
        std::vector<std::string> words;
        std::vector<int> depths;  // of the brackets open before each word
        int depth = 0;
        for (std::string word; input >> word;) {
            words.push_back(word);
            depths.push_back(depth);
            for (const char c : word) {
                depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            }
        }
        std::vector<bool> longPart(words.size(), false);  // within a part too long for a line
        for (std::size_t first = 0; first < words.size(); ++first) {
            if (depths[first] != 0 || words[first][0] != '[') {
                continue;
            }
            std::size_t last = first;
            std::size_t length = displayLength(words[first]);
            while (last + 1 < words.size() && depths[last + 1] > 0) {
                length += 1 + displayLength(words[++last]);
            }
            if (indent + length > helpWidth()) {
                std::fill(longPart.begin() + long(first), longPart.begin() + long(last) + 1, true);
            }
        }
        std::string rest;
        for (std::size_t i = 0; i < words.size(); ++i) {
            const std::string& word = words[i];
            if (i > 0) {
                const std::string& before = words[i - 1];
                const bool value = before.rfind("--", 0) == 0 && before.back() != ']' &&
                                   before.back() != ')' &&
                                   std::string("-[(|").find(word[0]) == std::string::npos;
                const bool part = depths[i] > 0 && !(longPart[i] && word[0] == '[');
                rest += part || value ? kKeep : ' ';
            }
            rest += word;
        }
        std::ostringstream wrapped;
        writeWrapped(wrapped, rest, indent, indent, helpWidth());
        std::string text = wrapped.str();
        std::replace(text.begin(), text.end(), kKeep, ' ');
        out << ' ' << text;
    } else {
        out << "\n";
    }
    out << "\n" << fitted(summary_);
    if (!positionals_.empty()) {
        out << "\narguments:\n";
        for (const auto& p : positionals_) {
            out << "  " << p.name << (p.many ? "..." : "") << "\n      ";
            writeWrapped(out, p.help, 6, 6, helpWidth());
        }
    }
    out << "\noptions:\n";
    for (const auto& o : options_) {
        out << "  --" << o.name << (o.isFlag ? "" : " " + o.valueName) << (o.repeated ? " ..." : "")
            << "\n      ";
        writeWrapped(
            out, o.defaultValue.empty() ? o.help : o.help + " (default: " + o.defaultValue + ")", 6,
            6, helpWidth());
    }
    out << "  --help\n      show this help\n";
    return out.str();
}

}  // namespace akshara::cli

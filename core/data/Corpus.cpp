#include "data/Corpus.h"

#include "common/Error.h"
#include "text/Utf8.h"

namespace akshara::data {

std::vector<std::string_view> splitLines(std::string_view content) {
    content = text::withoutByteOrderMark(content);
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) {
            end = content.size();
        }
        std::string_view line = content.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

void reportProblem(Corpus& corpus, const ReadOptions& options, const std::string& file,
                   std::size_t line, const std::string& message) {
    if (options.strict) {
        throw InputError(message, file, line);
    }
    corpus.problems.push_back({file, line, message});
}

std::string checkTree(Sentence& sentence) {
    sentence.hasTree = false;
    const std::size_t n = sentence.nodes.size();
    long root = -1;
    for (std::size_t i = 0; i < n; ++i) {
        const long head = sentence.nodes[i].head;
        if (head < 0) {
            if (root >= 0) {
                return "more than one root (nodes " + std::to_string(root + 1) + " and " +
                       std::to_string(i + 1) + ")";
            }
            root = static_cast<long>(i);
        } else if (static_cast<std::size_t>(head) >= n || static_cast<std::size_t>(head) == i) {
            return "node " + std::to_string(i + 1) + " has a bad head";
        }
    }
    if (n == 0) {
        return {};
    }
    if (root < 0) {
        return "no root";
    }
    for (std::size_t i = 0; i < n; ++i) {
        long at = static_cast<long>(i);
        std::size_t steps = 0;
        while (at >= 0 && steps <= n) {
            at = sentence.nodes[static_cast<std::size_t>(at)].head;
            ++steps;
        }
        if (steps > n) {
            return "the heads of node " + std::to_string(i + 1) + " form a cycle";
        }
    }
    sentence.hasTree = true;
    return {};
}

}  // namespace akshara::data

#include "data/Corpus.h"

#include <vector>

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
    // Each node's way up to the root, walked once: a walk stops at a node known to reach the
    // root, and meeting a node of its own way is a cycle. Linear in the nodes, however deep
    // the tree.
    enum Mark : unsigned char { Unseen, OnTheWay, ReachesRoot };
    std::vector<Mark> marks(n, Unseen);
    std::vector<std::size_t> way;
    for (std::size_t i = 0; i < n; ++i) {
        way.clear();
        long at = static_cast<long>(i);
        while (at >= 0 && marks[static_cast<std::size_t>(at)] == Unseen) {
            marks[static_cast<std::size_t>(at)] = OnTheWay;
            way.push_back(static_cast<std::size_t>(at));
            at = sentence.nodes[static_cast<std::size_t>(at)].head;
        }
        if (at >= 0 && marks[static_cast<std::size_t>(at)] == OnTheWay) {
            return "the heads of node " + std::to_string(i + 1) + " form a cycle";
        }
        for (const std::size_t node : way) {
            marks[node] = ReachesRoot;
        }
    }
    sentence.hasTree = true;
    return {};
}

}  // namespace akshara::data

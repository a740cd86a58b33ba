#include "attrib/PartitionShap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <queue>
#include <random>
#include <string_view>

#include "common/Error.h"

namespace akshara::attrib {

namespace {

// The leaf's text as the library's rules compare it: without SentencePiece's ▁ or byte-level
// BPE's Ġ for a space before it.
std::string_view bare(const std::string& text) {
    std::string_view s(text);
    for (std::string_view space :
         {std::string_view("\xE2\x96\x81"), std::string_view("\xC4\xA0")}) {
        if (s.substr(0, space.size()) == space) {
            s.remove_prefix(space.size());
        }
    }
    while (!s.empty() && s.front() == ' ') {
        s.remove_prefix(1);
    }
    while (!s.empty() && s.back() == ' ') {
        s.remove_suffix(1);
    }
    return s;
}

bool isOneOf(std::string_view s, std::initializer_list<std::string_view> list) {
    return std::find(list.begin(), list.end(), s) != list.end();
}

// The library's sentence ends, and the danda (single and double) and the Urdu full stop and
// question mark, which end sentences in the Indic scripts as its "." does in the Latin one.
bool endsSentence(std::string_view s) {
    return isOneOf(s, {".", "?", "!", "\xE0\xA5\xA4", "\xE0\xA5\xA5", "\xDB\x94", "\xD8\x9F"});
}

bool isControl(std::string_view s) {
    return s.size() >= 2 && s.front() == '[' && s.back() == ']';
}

struct Group {
    std::size_t first = 0;  // leaves [first, last]
    std::size_t last = 0;
    std::size_t node = 0;
    std::size_t length() const { return last - first + 1; }
};

// shap.maskers._text.merge_score, over the leaves' bare texts; a pair's texts stand in for its
// separator tokens, which the library joins last.
double mergeScore(const Group& a, const Group& b, const std::vector<std::string_view>& text,
                  const std::vector<PartitionLeaf>& leaves, const std::vector<bool>& balanced) {
    double score = 0;
    if (leaves[a.last].sequence != leaves[b.first].sequence) {
        return -std::numeric_limits<double>::infinity();
    }
    const std::string_view a0 = text[a.first], aLast = text[a.last];
    const std::string_view b0 = text[b.first], bLast = text[b.last];
    if (b0.substr(0, 2) == "##") {
        score += 20;  // pieces of one word first
    }
    if (b0 == "'" &&
        (b.length() == 1 || (b.length() == 2 && isOneOf(text[b.first + 1], {"t", "s"})))) {
        score += 15;
    }
    if (aLast == "'" && isOneOf(b0, {"t", "s"})) {
        score += 15;
    }
    if (isControl(a0) != isControl(bLast)) {
        score -= 1000;
    }
    if (b0 == "(" && !balanced[b.first]) {
        score -= 100;
    }
    if (aLast == ")" && !balanced[a.last]) {
        score -= 100;
    }
    // The library compares a token object with the closers here, which never matches: a group
    // that opens a bracket is always joined a little later.
    if (a0 == "(") {
        score -= 2;
    }
    if (isOneOf(aLast, {"but", "and", "or"}) || isOneOf(b0, {"but", "and", "or"})) {
        score -= 2;
    }
    if (aLast == ",") {
        score -= 10;
    }
    if (b0 == ",") {
        score -= b.length() > 1 ? 10 : 1;
    }
    if (endsSentence(aLast)) {
        score -= 20;
    }
    if (endsSentence(b0)) {
        score -= b.length() > 1 ? 20 : 1;
    }
    return score - static_cast<double>(a.length() + b.length());
}

}  // namespace

std::vector<PartitionMerge> partitionTree(const std::vector<PartitionLeaf>& leaves) {
    const std::size_t n = leaves.size();
    std::vector<PartitionMerge> merges;
    if (n < 2) {
        return merges;
    }
    std::vector<std::string_view> text;
    std::vector<bool> balanced;
    std::vector<Group> groups;
    for (std::size_t i = 0; i < n; ++i) {
        text.push_back(bare(leaves[i].text));
        balanced.push_back(text.back() != "(" && text.back() != ")");
        groups.push_back({i, i, i});
    }
    merges.reserve(n - 1);
    while (groups.size() > 1) {
        std::size_t best = 0;
        double bestScore = -std::numeric_limits<double>::infinity();
        for (std::size_t g = 0; g + 1 < groups.size(); ++g) {
            const double s = mergeScore(groups[g], groups[g + 1], text, leaves, balanced);
            if (g == 0 || s > bestScore) {  // the first of equal scores, as numpy's argmax
                best = g;
                bestScore = s;
            }
        }
        const Group& left = groups[best];
        const Group& right = groups[best + 1];
        const auto size = [&](std::size_t node) { return node < n ? 1 : merges[node - n].size; };
        merges.push_back(
            {left.node, right.node, 10 - bestScore, size(left.node) + size(right.node)});
        if (text[left.first] == "(" && text[right.last] == ")") {
            balanced[left.first] = true;
            balanced[right.last] = true;
        }
        groups[best] = {left.first, right.last, n + merges.size() - 1};
        groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(best) + 1);
    }
    return merges;
}

OwenValues owenValues(const std::vector<PartitionLeaf>& leaves,
                      const std::vector<PartitionMerge>& tree, const std::vector<double>& empty,
                      const std::vector<double>& full, const OwenOptions& options,
                      const MaskEvaluator& evaluate) {
    const std::size_t n = leaves.size();
    const std::size_t target = options.target;
    if (target >= empty.size() || empty.size() != full.size()) {
        throw InputError("the class to explain is not among the model's probabilities");
    }
    if (n > 0 && tree.size() != n - 1) {
        throw InputError("a partition tree of " + std::to_string(n) + " leaves needs " +
                         std::to_string(n - 1) + " merges, not " + std::to_string(tree.size()));
    }
    OwenValues result;
    result.evaluations = 2;
    if (n == 0) {
        return result;
    }
    const std::size_t nodes = n + tree.size();
    // Each node's leaves; unmaskable leaves are always kept, so that masks differing only in
    // them are one evaluation.
    std::vector<std::vector<bool>> under(nodes, std::vector<bool>(n, false));
    for (std::size_t i = 0; i < n; ++i) {
        under[i][i] = true;
    }
    for (std::size_t m = 0; m < tree.size(); ++m) {
        for (std::size_t i = 0; i < n; ++i) {
            under[n + m][i] = under[tree[m].left][i] || under[tree[m].right][i];
        }
    }
    std::vector<bool> none(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        none[i] = !leaves[i].maskable;
    }
    std::map<std::vector<bool>, std::size_t> known;  // mask -> index in `outputs`
    std::vector<std::vector<double>> outputs{empty, full};
    known[none] = 0;
    known[std::vector<bool>(n, true)] = 1;

    struct Entry {
        double priority = 0;  // the most urgent first: minus the largest change, weighted
        double tie = 0;
        std::vector<bool> mask;  // the context: leaves kept
        std::size_t f00 = 0;     // outputs of the context, and of the context with the node
        std::size_t f11 = 0;
        std::size_t node = 0;
        double weight = 1;
    };
    const auto later = [](const Entry& a, const Entry& b) {
        return a.priority != b.priority ? a.priority > b.priority : a.tie > b.tie;
    };
    std::priority_queue<Entry, std::vector<Entry>, decltype(later)> queue(later);
    std::vector<double> credit(nodes, 0.0);
    const auto settle = [&](const Entry& e) {
        credit[e.node] += (outputs[e.f11][target] - outputs[e.f00][target]) * e.weight;
    };
    queue.push({0, 0, none, 0, 1, nodes - 1, 1.0});

    std::mt19937_64 generator(options.seed);
    std::uniform_real_distribution<double> tieBreak(0.0, 1.0);
    const std::size_t budget = options.maxEvaluations > 2 ? options.maxEvaluations - 2 : 0;
    const std::size_t batchSize = std::max<std::size_t>(options.batchSize, 1);
    std::size_t spent = 0;  // as the library counts: two masks per split, evaluated or known
    while (!queue.empty()) {
        if (spent >= budget) {
            for (; !queue.empty(); queue.pop()) {
                settle(queue.top());
            }
            break;
        }
        struct Split {
            Entry entry;
            std::vector<bool> m10, m01;
        };
        std::vector<Split> batch;
        std::vector<std::vector<bool>> fresh;
        std::size_t masks = 0;
        while (!queue.empty() && masks < batchSize && spent + masks < budget) {
            Entry e = queue.top();
            queue.pop();
            if (e.node < n || tree[e.node - n].distance < 0) {
                settle(e);
                continue;
            }
            Split s{std::move(e), {}, {}};
            const auto& merge = tree[s.entry.node - n];
            s.m10 = s.entry.mask;
            s.m01 = s.entry.mask;
            for (std::size_t i = 0; i < n; ++i) {
                s.m10[i] = s.m10[i] || under[merge.left][i];
                s.m01[i] = s.m01[i] || under[merge.right][i];
            }
            for (const auto* m : {&s.m10, &s.m01}) {
                if (known.count(*m) == 0 &&
                    std::find(fresh.begin(), fresh.end(), *m) == fresh.end()) {
                    fresh.push_back(*m);
                }
            }
            masks += 2;
            batch.push_back(std::move(s));
        }
        if (!fresh.empty()) {
            auto out = evaluate(fresh);
            if (out.size() != fresh.size()) {
                throw InputError("the model gave " + std::to_string(out.size()) + " outputs for " +
                                 std::to_string(fresh.size()) + " masks");
            }
            for (std::size_t k = 0; k < fresh.size(); ++k) {
                if (out[k].size() != empty.size()) {
                    throw InputError("the model gave outputs of another class count");
                }
                known[fresh[k]] = outputs.size();
                outputs.push_back(std::move(out[k]));
            }
            result.evaluations += fresh.size();
        }
        spent += masks;
        for (auto& s : batch) {
            const auto& merge = tree[s.entry.node - n];
            const std::size_t f10 = known.at(s.m10), f01 = known.at(s.m01);
            const double weight = s.entry.weight / 2;
            const auto urgency = [&](std::size_t from, std::size_t to) {
                double most = 0;
                for (std::size_t c = 0; c < empty.size(); ++c) {
                    most = std::max(most, std::fabs(outputs[to][c] - outputs[from][c]));
                }
                return -most * weight;
            };
            const auto push = [&](const std::vector<bool>& mask, std::size_t from, std::size_t to,
                                  std::size_t node) {
                queue.push({urgency(from, to), tieBreak(generator), mask, from, to, node, weight});
            };
            // Each child, in the context without its sibling and in the one with it.
            push(s.entry.mask, s.entry.f00, f10, merge.left);
            push(s.entry.mask, s.entry.f00, f01, merge.right);
            push(s.m01, f01, s.entry.f11, merge.left);
            push(s.m10, f10, s.entry.f11, merge.right);
        }
    }
    // Credit left on clusters goes down to their leaves in proportion to their sizes, as the
    // library's lower_credit shares it, counting only the leaves that are masked: a share
    // given to punctuation, which never changes the output, would be lost to the words.
    std::vector<std::size_t> maskable(nodes, 0);
    for (std::size_t node = 0; node < nodes; ++node) {
        maskable[node] = node < n ? (leaves[node].maskable ? 1 : 0)
                                  : maskable[tree[node - n].left] + maskable[tree[node - n].right];
    }
    for (std::size_t node = nodes; node-- > n;) {
        const auto& merge = tree[node - n];
        if (maskable[node] == 0) {
            continue;  // nothing under it changes the output: its credit is 0
        }
        const double share = credit[node] / static_cast<double>(maskable[node]);
        credit[merge.left] += share * static_cast<double>(maskable[merge.left]);
        credit[merge.right] += share * static_cast<double>(maskable[merge.right]);
    }
    result.values.assign(credit.begin(), credit.begin() + static_cast<std::ptrdiff_t>(n));
    return result;
}

}  // namespace akshara::attrib

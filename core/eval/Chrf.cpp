#include "eval/Chrf.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "common/Error.h"
#include "text/Utf8.h"

namespace akshara::eval {

namespace {

// Python's str.isspace(), which str.split() without arguments splits on.
bool isPythonSpace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}

std::u32string withoutWhitespace(std::string_view utf8) {
    std::u32string text = text::decodeUtf8(utf8);
    text.erase(std::remove_if(text.begin(), text.end(), isPythonSpace), text.end());
    return text;
}

using NgramCounts = std::unordered_map<std::u32string, std::size_t>;

NgramCounts countNgrams(const std::u32string& text, std::size_t order) {
    NgramCounts counts;
    for (std::size_t i = 0; i + order <= text.size(); ++i) {
        ++counts[text.substr(i, order)];
    }
    return counts;
}

}  // namespace

ChrfStatistics& ChrfStatistics::operator+=(const ChrfStatistics& other) {
    if (orders.size() < other.orders.size()) {
        orders.resize(other.orders.size(), {0, 0, 0});
    }
    for (std::size_t i = 0; i < other.orders.size(); ++i) {
        for (std::size_t j = 0; j < 3; ++j) {
            orders[i][j] += other.orders[i][j];
        }
    }
    return *this;
}

ChrfStatistics chrfStatistics(std::string_view hypothesis, std::string_view reference,
                              const ChrfOptions& options) {
    if (options.charOrder < 1) {
        throw InputError("the chrF character order must be at least 1");
    }
    const std::u32string hyp = withoutWhitespace(hypothesis);
    const std::u32string ref = withoutWhitespace(reference);
    ChrfStatistics statistics;
    for (std::size_t order = 1; order <= static_cast<std::size_t>(options.charOrder); ++order) {
        const NgramCounts hypCounts = countNgrams(hyp, order);
        const NgramCounts refCounts = countNgrams(ref, order);
        std::size_t matched = 0;
        for (const auto& [ngram, count] : hypCounts) {
            if (const auto it = refCounts.find(ngram); it != refCounts.end()) {
                matched += std::min(count, it->second);
            }
        }
        const std::size_t refTotal = ref.size() >= order ? ref.size() - order + 1 : 0;
        // As sacrebleu's CHRF._get_match_statistics: no hypothesis n-grams are counted at an
        // order the reference has none of, so that summed over a corpus that segment's
        // n-grams do not lower the order's precision.
        const std::size_t hypTotal =
            hyp.size() >= order && refTotal > 0 ? hyp.size() - order + 1 : 0;
        statistics.orders.push_back({hypTotal, refTotal, matched});
    }
    return statistics;
}

double chrfScore(const ChrfStatistics& statistics, const ChrfOptions& options) {
    // As sacrebleu.metrics.chrf.CHRF._compute_f_score with eps_smoothing=False: precision and
    // recall are averaged over the orders that have n-grams on both sides ("effective order");
    // the F-beta score is taken of the two averages.
    const double factor = options.beta * options.beta;
    double precisionSum = 0.0, recallSum = 0.0;
    std::size_t effectiveOrder = 0;
    for (const auto& [hypTotal, refTotal, matched] : statistics.orders) {
        if (hypTotal > 0 && refTotal > 0) {
            precisionSum += static_cast<double>(matched) / static_cast<double>(hypTotal);
            recallSum += static_cast<double>(matched) / static_cast<double>(refTotal);
            ++effectiveOrder;
        }
    }
    if (effectiveOrder == 0) {
        return 0.0;
    }
    const double precision = precisionSum / static_cast<double>(effectiveOrder);
    const double recall = recallSum / static_cast<double>(effectiveOrder);
    if (precision + recall == 0.0) {
        return 0.0;
    }
    return 100.0 * (1.0 + factor) * precision * recall / (factor * precision + recall);
}

double sentenceChrf(std::string_view hypothesis, std::string_view reference,
                    const ChrfOptions& options) {
    return chrfScore(chrfStatistics(hypothesis, reference, options), options);
}

double corpusChrf(const std::vector<std::string_view>& hypotheses,
                  const std::vector<std::string_view>& references, const ChrfOptions& options) {
    if (hypotheses.size() != references.size()) {
        throw InputError("chrF needs one reference per hypothesis (" +
                         std::to_string(hypotheses.size()) + " hypotheses, " +
                         std::to_string(references.size()) + " references)");
    }
    ChrfStatistics total;
    for (std::size_t i = 0; i < hypotheses.size(); ++i) {
        total += chrfStatistics(hypotheses[i], references[i], options);
    }
    return chrfScore(total, options);
}

}  // namespace akshara::eval

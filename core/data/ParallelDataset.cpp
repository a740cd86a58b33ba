#include "data/ParallelDataset.h"

#include <algorithm>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "common/Error.h"
#include "text/Display.h"

namespace akshara::data {

namespace {

// "'a' (line 3), 'b' (line 7) and 4 more"
std::string listIds(const std::vector<const ClassificationExample*>& examples) {
    std::ostringstream out;
    const std::size_t shown = std::min<std::size_t>(examples.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) {
        out << (i ? ", " : "") << "'" << examples[i]->id << "' (line " << examples[i]->line << ")";
    }
    if (examples.size() > shown)
        out << " and " << examples.size() - shown << " more";
    return out.str();
}

void checkSameLabels(const ClassificationDataset& first, const ClassificationDataset& other) {
    for (std::size_t i = 0; i < first.examples.size(); ++i) {
        const auto& a = first.examples[i];
        const auto& b = other.examples[i];
        if (a.label != b.label) {
            throw InputError("example " + exampleId(other, i) + " has gold label '" +
                                 text::excerpt(b.label) + "' here but '" + text::excerpt(a.label) +
                                 "' in " + first.source + " (line " + std::to_string(a.line) +
                                 "): the files are not parallel",
                             other.source, b.line);
        }
    }
}

void alignByPosition(const ClassificationDataset& first, const ClassificationDataset& other) {
    const std::size_t n = first.examples.size(), m = other.examples.size();
    if (n == m)
        return;
    const bool otherLonger = m > n;
    const auto& longer = otherLonger ? other : first;
    throw InputError(other.source + " has " + std::to_string(m) + " examples, " + first.source +
                         " " + std::to_string(n) + "; the first unmatched example is on line " +
                         std::to_string(longer.examples[std::min(n, m)].line) + " of " +
                         longer.source,
                     other.source, otherLonger ? other.examples[n].line : 0);
}

// Reorders `other` to the order of `first` by id.
void alignById(const ClassificationDataset& first, ClassificationDataset& other) {
    for (const auto* d : {&first, static_cast<const ClassificationDataset*>(&other)}) {
        if (!d->hasIds) {
            throw InputError(
                "has no id column, so it cannot be aligned by id (align by position "
                "or add ids)",
                d->source);
        }
    }
    std::unordered_map<std::string, std::size_t> indexOf;
    for (std::size_t i = 0; i < other.examples.size(); ++i)
        indexOf.emplace(other.examples[i].id, i);
    std::vector<ClassificationExample> ordered;
    ordered.reserve(first.examples.size());
    std::vector<const ClassificationExample*> missing;
    std::vector<bool> used(other.examples.size(), false);
    for (const auto& e : first.examples) {
        const auto it = indexOf.find(e.id);
        if (it == indexOf.end()) {
            missing.push_back(&e);
            continue;
        }
        used[it->second] = true;
        ordered.push_back(other.examples[it->second]);
    }
    std::vector<const ClassificationExample*> extra;
    for (std::size_t i = 0; i < other.examples.size(); ++i) {
        if (!used[i])
            extra.push_back(&other.examples[i]);
    }
    if (!missing.empty() || !extra.empty()) {
        std::string message = "the files are not parallel (" +
                              std::to_string(first.examples.size()) + " vs " +
                              std::to_string(other.examples.size()) + " examples)";
        if (!missing.empty())
            message += "; ids of " + first.source + " missing here: " + listIds(missing);
        if (!extra.empty())
            message += "; ids found only here: " + listIds(extra);
        throw InputError(message, other.source, extra.empty() ? 0 : extra.front()->line, "id");
    }
    other.examples = std::move(ordered);
}

}  // namespace

std::optional<ParallelAlignment> parallelAlignmentByName(const std::string& name) {
    if (name == "position")
        return ParallelAlignment::ByPosition;
    if (name == "id")
        return ParallelAlignment::ById;
    return std::nullopt;
}

ParallelAlignment defaultAlignment(const std::vector<const ClassificationDataset*>& datasets) {
    for (const auto* d : datasets) {
        if (!d->hasIds)
            return ParallelAlignment::ByPosition;
    }
    return ParallelAlignment::ById;
}

ParallelDataset alignParallel(std::vector<ClassificationDataset> versions,
                              ParallelAlignment alignment) {
    ParallelDataset parallel;
    if (versions.empty())
        return parallel;
    for (std::size_t v = 1; v < versions.size(); ++v) {
        if (alignment == ParallelAlignment::ById)
            alignById(versions.front(), versions[v]);
        else
            alignByPosition(versions.front(), versions[v]);
        checkSameLabels(versions.front(), versions[v]);
    }
    parallel.versions = std::move(versions);
    return parallel;
}

ClassificationDataset mixedLanguagePairs(ClassificationDataset premises,
                                         ClassificationDataset hypotheses,
                                         ParallelAlignment alignment) {
    if (!hypotheses.sentencePair) {
        throw InputError(
            "the hypotheses of mixed-language pairs must come from a sentence-pair "
            "dataset",
            hypotheses.source);
    }
    std::vector<ClassificationDataset> versions;
    versions.push_back(std::move(hypotheses));
    versions.push_back(std::move(premises));
    auto parallel = alignParallel(std::move(versions), alignment);
    auto mixed = std::move(parallel.versions[0]);
    const auto& premiseSide = parallel.versions[1];
    for (std::size_t i = 0; i < mixed.examples.size(); ++i)
        mixed.examples[i].text = premiseSide.examples[i].text;
    return mixed;
}

}  // namespace akshara::data

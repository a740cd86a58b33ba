#include "data/ProbingDataset.h"

#include <memory>

#include "common/Error.h"

namespace akshara::data {

namespace {

// Independent random streams, so that drawing for one purpose never shifts another.
constexpr std::uint64_t kBigramStream = 1;
constexpr std::uint64_t kPerturbationStream = 2;

}  // namespace

std::string DatasetItem::text() const {
    std::string out;
    for (const auto& token : tokens) {
        if (!out.empty())
            out += ' ';
        out += token;
    }
    return out;
}

std::map<std::string, std::size_t> ProbingDataset::leftOutCounts() const {
    std::map<std::string, std::size_t> counts;
    for (const auto& l : leftOut)
        ++counts[l.reason];
    return counts;
}

ProbingDataset buildProbingDataset(const std::vector<Sentence>& corpus, ProbingTask task,
                                   const DatasetOptions& options) {
    if (options.perturbation && !labelSurvivesPerturbation(task)) {
        throw InputError(std::string(probingTaskName(task)) +
                         " takes no perturbation: " + perturbationName(*options.perturbation) +
                         " can undo or remove the inverted bigram its label speaks of");
    }
    ProbingDataset dataset;
    std::unique_ptr<PhraseSource> phrases;
    if (options.perturbation == Perturbation::AppendR) {
        phrases = std::make_unique<PhraseSource>(corpus);
    }
    for (std::size_t i = 0; i < corpus.size(); ++i) {
        const Sentence& s = corpus[i];
        TaskLabel label = labelSentence(s, task);
        if (!label.ok()) {
            dataset.leftOut.push_back({i, label.reason});
            continue;
        }
        std::vector<SurfaceUnit> units = s.units;
        if (task == ProbingTask::BShift) {
            SeededRandom random(options.seed, kBigramStream, i);
            if (random.chance(options.bigramShiftShare)) {
                std::vector<std::size_t> bigrams;
                for (std::size_t b = 0; b + 1 < units.size(); ++b) {
                    if (units[b].form != units[b + 1].form)
                        bigrams.push_back(b);
                }
                const std::size_t b = bigrams[random.below(bigrams.size())];
                std::swap(units[b], units[b + 1]);
                label.label = "1";
            }
        }
        DatasetItem item;
        item.sentence = i;
        item.label = label.label;
        if (options.perturbation) {
            SeededRandom random(options.seed, kPerturbationStream, i);
            item.tokens = perturb(s, units, *options.perturbation, random, options.unknownToken,
                                  phrases.get(), i);
            if (item.tokens.empty()) {
                dataset.leftOut.push_back(
                    {i, *options.perturbation == Perturbation::AppendR
                            ? std::string("AppendR finds no phrase of another sentence to append")
                            : std::string(perturbationName(*options.perturbation)) +
                                  " leaves no tokens"});
                continue;
            }
        } else {
            for (const auto& unit : units)
                item.tokens.push_back(unit.form);
        }
        dataset.items.push_back(std::move(item));
    }
    return dataset;
}

std::string datasetTsv(const ProbingDataset& dataset) {
    std::string out;
    for (const auto& item : dataset.items) {
        out += item.label;
        out += '\t';
        out += item.text();
        out += '\n';
    }
    return out;
}

}  // namespace akshara::data

#include "attack/AttackRun.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "attack/internal/ExampleRecord.h"
#include "common/Error.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::attack {

namespace {

using Json = nlohmann::ordered_json;

// The name a record gives a skip reason; empty for an attacked example.
std::string skipReasonName(SkipReason reason) {
    switch (reason) {
        case SkipReason::Misclassified:
            return "misclassified";
        case SkipReason::NoWords:
            return "no words";
        case SkipReason::None:
            break;
    }
    return {};
}

Json attackRecord(const AttackResult& r, const AttackSetup& setup, const TextInput& original) {
    Json j;
    j["skipped"] = r.skipped;
    if (r.skipped) {
        j["skip_reason"] = skipReasonName(r.skipReason);
    }
    j["success"] = r.success;
    j["original_class"] = r.originalClass;
    j["adversarial_class"] = r.adversarialClass;
    j["original_probabilities"] = r.originalProbabilities;
    j["adversarial_probabilities"] = r.adversarialProbabilities;
    j["adversarial"] = r.adversarial.first;
    if (r.adversarial.pair) {
        j["adversarial_pair"] = r.adversarial.second;
    }
    Json edits = Json::array();
    for (const auto& c : r.changes) {
        Json e;
        e["word"] = c.original;
        e["replacement"] = c.replacement;
        e["word_start"] = c.start;
        e["word_end"] = c.end;
        e["position"] = c.edit.position;
        e["from"] = text::encodeUtf8(c.edit.from);
        e["to"] = text::encodeUtf8(c.edit.to);
        e["category"] = c.edit.category;
        edits.push_back(std::move(e));
    }
    j["edits"] = std::move(edits);
    j["words"] = r.words;
    j["changed_words"] = r.changes.size();
    j["candidates"] = r.candidateCounts;
    j["queries"] = r.queries;
    Json similarity = Json::object();
    if (!r.changes.empty()) {
        const int s = setup.options.targetSentence;
        const auto& before = s == 0 ? original.first : original.second;
        const auto& after = s == 0 ? r.adversarial.first : r.adversarial.second;
        for (auto* m : setup.measures) {
            similarity[m->name()] = m->similarities(before, {after}).front();
        }
    }
    j["similarity"] = std::move(similarity);
    j["query_seconds"] = r.querySeconds;
    j["seconds"] = r.seconds;
    return j;
}

double mean(double sum, std::size_t n) {
    return n == 0 ? 0.0 : sum / static_cast<double>(n);
}

// A mean over nothing is no figure: null (a dash in a report), not a 0 that reads as one.
Json measured(double sum, std::size_t n) {
    return n == 0 ? Json() : Json(sum / static_cast<double>(n));
}

// The figures of one attack (the main one or a sub-category's), added up over the examples
// one record at a time. A skipped record without a reason (written before there were others)
// is a misclassified example.
struct Tally {
    std::size_t examples = 0, attacked = 0, noWords = 0, successes = 0, visited = 0;
    std::size_t candidates = 0, changedWords = 0;
    double perturbedPct = 0, queries = 0, sentenceLength = 0, wordLength = 0;
    double querySeconds = 0, seconds = 0;
    std::map<std::string, std::pair<double, std::size_t>> similarity;
    std::vector<std::string> measureOrder;

    // Throws a Json::exception for a record without one of its figures.
    void add(const Json& record);
    Json figures() const;
};

void Tally::add(const Json& record) {
    ++examples;
    seconds += record.at("seconds").get<double>();
    querySeconds += record.at("query_seconds").get<double>();
    const auto words = record.at("words").get<std::size_t>();
    sentenceLength += static_cast<double>(words);
    if (record.at("skipped").get<bool>()) {
        if (record.value("skip_reason", std::string()) == skipReasonName(SkipReason::NoWords)) {
            ++noWords;
        }
        return;
    }
    ++attacked;
    queries += record.at("queries").get<double>();
    for (const auto& c : record.at("candidates")) {
        candidates += c.get<std::size_t>();
        ++visited;
    }
    for (const auto& e : record.at("edits")) {
        wordLength += static_cast<double>(text::decodeUtf8(e.at("word").get<std::string>()).size());
        ++changedWords;
    }
    if (record.at("success").get<bool>()) {
        ++successes;
        if (words > 0) {
            perturbedPct +=
                100.0 * record.at("changed_words").get<double>() / static_cast<double>(words);
        }
        for (const auto& [name, value] : record.at("similarity").items()) {
            auto& slot = similarity[name];
            if (slot.second == 0 &&
                std::find(measureOrder.begin(), measureOrder.end(), name) == measureOrder.end()) {
                measureOrder.push_back(name);
            }
            slot.first += value.get<double>();
            ++slot.second;
        }
    }
}

Json Tally::figures() const {
    // Examples without words are classified right, but there is nothing to attack in them.
    const std::size_t correct = attacked + noWords;
    Json s;
    s["examples"] = examples;
    s["attacked"] = attacked;
    s["no_words"] = noWords;
    s["successful"] = successes;
    s["original_accuracy"] = mean(static_cast<double>(correct), examples);
    s["after_attack_accuracy"] = mean(static_cast<double>(correct - successes), examples);
    // Over the examples the model got right, as the second paper's equation (3) has it: one
    // without words is an attack that cannot succeed, so that the rate is
    // 1 - after_attack_accuracy / original_accuracy. Not measured (null) when no candidate
    // reached the model: the operator changed no word (text in another script, examples
    // without words alone) or every candidate fell below the similarity threshold, and a rate
    // of 0 would read as a robust model.
    s["attack_success_rate"] =
        candidates == 0 ? Json() : measured(static_cast<double>(successes), correct);
    // Not measured (null, a dash in a report) when no attack succeeded: 0 % would read as a
    // figure.
    s["perturbed_words_pct"] = successes == 0 ? Json() : Json(mean(perturbedPct, successes));
    s["queries_per_example"] = measured(queries, attacked);
    s["candidates_per_word"] = measured(static_cast<double>(candidates), visited);
    s["word_length"] = measured(wordLength, changedWords);
    s["sentence_length"] = mean(sentenceLength, examples);
    Json sim = Json::object();
    for (const auto& name : measureOrder) {
        const auto& [sum, n] = similarity.at(name);
        sim[name] = mean(sum, n);
    }
    s["similarity"] = std::move(sim);
    Json timing;
    timing["seconds_per_example"] = mean(seconds, examples);
    timing["query_seconds_per_example"] = mean(querySeconds, examples);
    timing["search_overhead"] = querySeconds > 0 ? seconds / querySeconds : 0.0;
    s["timing"] = std::move(timing);
    return s;
}

}  // namespace

void checkAttackData(const data::ClassificationDataset& dataset, int targetSentence,
                     std::size_t modelLabels) {
    if (targetSentence == 1 && !dataset.sentencePair) {
        throw InputError("the second sentence is attacked (--target-sentence 2), but " +
                         dataset.source + " holds single sentences, not pairs");
    }
    if (dataset.labels.size() != modelLabels) {
        throw InputError("the dataset has " + std::to_string(dataset.labels.size()) +
                         " labels, the model " + std::to_string(modelLabels));
    }
}

std::string runAttack(const data::ClassificationDataset& dataset, const AttackSetup& setup,
                      jobs::RunFolder& folder, const jobs::JobContext& context) {
    if (setup.classifier == nullptr || setup.ranker == nullptr || setup.op == nullptr) {
        throw InputError("an attack needs a classifier, a word ranker and an operator");
    }
    checkAttackData(dataset, setup.options.targetSentence, setup.classifier->labelCount());
    const std::size_t total = dataset.examples.size();
    // A damaged line is named first: counted, it would pass for one result too many.
    const std::size_t done = internal::checkResumedRecords(folder);
    if (done > total) {
        throw InputError("the run folder holds more results than the dataset has examples",
                         folder.path());
    }
    // A cancelled run resumes after its last record; one that failed before its first leaves
    // the folder as it was.
    folder.writeResults([&] {
        for (std::size_t i = done; i < total; ++i) {
            context.checkCancelled();
            context.report("attacking", i, total);
            const auto& example = dataset.examples[i];
            // The texts as the attack reads them (NFC), so that similarities compare like with
            // like.
            const TextInput input{text::nfcUtf8(example.text), text::nfcUtf8(example.textPair),
                                  dataset.sentencePair};
            const int label = static_cast<int>(example.labelIndex);
            const auto result = attackExample(*setup.classifier, *setup.ranker, *setup.op,
                                              setup.filters, input, label, setup.options);
            Json record = internal::exampleRecord(i, example, input);
            const Json fields = attackRecord(result, setup, input);
            for (const auto& [key, value] : fields.items()) {
                record[key] = value;
            }
            // The word scores that ordered the search, for heatmaps of the example.
            Json importance = Json::array();
            for (std::size_t w = 0; w < result.importance.words.size(); ++w) {
                const auto& word = result.importance.words[w];
                importance.push_back({{"word", word.text},
                                      {"start", word.start},
                                      {"end", word.end},
                                      {"sentence", word.sequence + 1},
                                      {"score", result.importance.scores[w]}});
            }
            record["importance"] = std::move(importance);
            if (!result.importance.note.empty()) {
                record["notes"] = Json::array({result.importance.note});  // a raised budget
            }
            if (!setup.categories.empty()) {
                Json categories;
                for (const auto& [name, op] : setup.categories) {
                    const auto r = attackExample(*setup.classifier, *setup.ranker, *op,
                                                 setup.filters, input, label, setup.options);
                    categories[name] = attackRecord(r, setup, input);
                }
                record["categories"] = std::move(categories);
            }
            folder.appendResult(record.dump());
        }
    });
    context.report("attacking", total, total);
    const auto summary = summarizeAttack(folder);
    folder.writeSummary(summary);
    return summary;
}

namespace {

// The summary of the records of `forEach`, visited one at a time.
std::string summarizeRecords(const internal::RecordSource& forEach) {
    Tally main;
    std::vector<std::pair<std::string, Tally>> categories;  // the first record's, in order
    forEach([&](const std::string& line, std::size_t number) {
        Json record;
        try {
            record = parseJsonText<Json>(line);
        } catch (const Json::exception& e) {
            throw InputError("malformed result record: " + jsonErrorText(e, true), "results.jsonl",
                             number + 1);
        }
        // The first record whose figures cannot be read is named, so that it can be mended or
        // removed (the run then attacks its example again).
        try {
            main.add(record);
            const auto found = record.find("categories");
            const std::size_t categoryCount = found == record.end() ? 0 : found->size();
            if (number == 0 && found != record.end()) {
                for (const auto& [name, value] : found->items()) {
                    categories.emplace_back(name, Tally{});
                }
            }
            if (categoryCount != categories.size()) {
                throw InputError(
                    "malformed result record: its sub-categories are not the first "
                    "record's (" +
                        std::to_string(categoryCount) + " against " +
                        std::to_string(categories.size()) + ")",
                    "results.jsonl", number + 1, "categories");
            }
            for (auto& [name, tally] : categories) {
                tally.add(found->at(name));
            }
        } catch (const Json::exception& e) {
            throw InputError("malformed result record: " + jsonErrorText(e), "results.jsonl",
                             number + 1);
        }
    });
    Json summary = main.figures();
    if (!categories.empty()) {
        Json figures;
        for (const auto& [name, tally] : categories) {
            figures[name] = tally.figures();
        }
        summary["categories"] = std::move(figures);
    }
    return summary.dump(2);
}

}  // namespace

std::string summarizeAttack(const std::vector<std::string>& records) {
    return summarizeRecords(internal::recordsOf(records));
}

std::string summarizeAttack(const jobs::RunFolder& folder) {
    return summarizeRecords(internal::resultsOf(folder));
}

}  // namespace akshara::attack

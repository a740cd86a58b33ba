#include "attack/AsrCurve.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include <nlohmann/json.hpp>

#include "attack/AttackRun.h"
#include "attack/internal/ExampleRecord.h"
#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "perturb/Random.h"
#include "perturb/SentencePerturber.h"
#include "text/Normalize.h"
#include "text/Utf8.h"

namespace akshara::attack {

namespace {

using Json = nlohmann::ordered_json;

// A seed for one (example, operator, method) stream of choices.
std::uint64_t streamSeed(std::uint64_t seed, const std::string& op, const std::string& method) {
    std::uint64_t h = 1469598103934665603ULL;  // FNV-1a
    for (const char c : op + "/" + method) {
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    }
    return seed ^ h;
}

// Ranks, perturbs and classifies the examples from `done` on, one record each; an error of a
// ranking names its example.
void recordExamples(const data::ClassificationDataset& dataset, const AsrCurveSetup& setup,
                    jobs::RunFolder& folder, const jobs::JobContext& context, std::size_t done) {
    const auto& options = setup.options;
    const std::size_t total = dataset.examples.size();
    const int sentence = options.targetSentence;
    for (std::size_t i = done; i < total; ++i) {
        context.checkCancelled();
        context.report("perturbing and classifying", i, total);
        const auto& example = dataset.examples[i];
        const TextInput input{text::nfcUtf8(example.text), text::nfcUtf8(example.textPair),
                              dataset.sentencePair};
        const auto& attacked = sentence == 0 ? input.first : input.second;
        // Nothing to rank or perturb: the example stays in the ASR's denominator when the
        // target gets it right, and is fooled at no k.
        const bool attackable = !attrib::inputWords(attacked, nullptr).empty();
        std::vector<TextInput> queries{input};
        Json perturbed;
        Json notes = Json::array();
        for (const auto& [methodName, ranker] : setup.methods) {
            std::vector<attrib::Word> order;
            if (attackable) {
                // Only the perturbed sentence's words are ranked; the other stays whole.
                attrib::WordImportance importance;
                try {
                    importance = ranker->rankSentence(input, sentence, -1, {});
                } catch (const InputError& e) {
                    throw InputError("ranking the words with " + methodName + ": " +
                                         (e.file().empty() ? e.message() : e.what()),
                                     dataset.source, example.line);
                }
                if (!importance.note.empty()) {
                    notes.push_back(methodName + ": " + importance.note);
                }
                order = rankedWords(importance, sentence);
            }
            for (const auto& [opName, op] : setup.operators) {
                const auto texts = perturbTopWords(
                    attacked, order, *op, options.maxWords,
                    perturb::rngForItem(streamSeed(options.seed, opName, methodName), i)());
                Json list = Json::array();
                for (const auto& t : texts) {
                    if (attackable) {
                        TextInput q = input;
                        (sentence == 0 ? q.first : q.second) = t.text;
                        queries.push_back(q);
                    }
                    list.push_back(Json{{"text", t.text}, {"words_changed", t.wordsChanged}});
                }
                perturbed[opName][methodName] = std::move(list);
            }
        }
        const auto probabilities = setup.target->classify(queries);
        std::size_t q = 1;
        for (const auto& [methodName, ranker] : setup.methods) {
            for (const auto& [opName, op] : setup.operators) {
                for (auto& entry : perturbed[opName][methodName]) {
                    entry["class"] = argmax(probabilities[attackable ? q++ : 0]);
                }
            }
        }
        Json record = internal::exampleRecord(i, example, input);
        record["target_sentence"] = sentence + 1;
        if (!attackable) {
            record["not_attacked"] = "no words";
        }
        if (!notes.empty()) {
            record["notes"] = std::move(notes);
        }
        record["original_class"] = argmax(probabilities[0]);
        record["original_probabilities"] = probabilities[0];
        record["perturbed"] = std::move(perturbed);
        folder.appendResult(record.dump());
    }
}

}  // namespace

std::vector<TopWordsPerturbation> perturbTopWords(const std::string& sentence,
                                                  const std::vector<attrib::Word>& ranked,
                                                  const perturb::Operator& op, std::size_t maxWords,
                                                  std::uint64_t seed) {
    const auto original = text::decodeUtf8(sentence);
    perturb::Rng rng(seed);
    // Replacements by word start; the sentence is rebuilt in text order for each k.
    std::map<std::size_t, std::pair<std::size_t, std::u32string>> replaced;
    std::size_t wordsChanged = 0;
    std::vector<TopWordsPerturbation> out;
    out.reserve(maxWords);
    for (std::size_t k = 0; k < maxWords; ++k) {
        if (k < ranked.size()) {
            const auto& w = ranked[k];
            const std::u32string word = original.substr(w.start, w.end - w.start);
            const std::size_t edits =
                op.multipleEdits() ? perturb::editsForWord(word.size(), rng) : 1;
            const auto picks = perturb::successiveEdits(word, op, edits, rng);
            if (!picks.empty()) {
                replaced[w.start] = {w.end, picks.back().text};
                ++wordsChanged;
            }
        }
        std::u32string text;
        std::size_t pos = 0;
        for (const auto& [start, value] : replaced) {
            text.append(original, pos, start - pos);
            text += value.second;
            pos = value.first;
        }
        text.append(original, pos, std::u32string::npos);
        out.push_back({text::encodeUtf8(text), wordsChanged});
    }
    return out;
}

std::string runAsrCurve(const data::ClassificationDataset& dataset, const AsrCurveSetup& setup,
                        jobs::RunFolder& folder, const jobs::JobContext& context) {
    const auto& options = setup.options;
    if (setup.target == nullptr || setup.methods.empty() || setup.operators.empty()) {
        throw InputError("an ASR curve needs a target model, a ranking and an operator");
    }
    if (options.maxWords < 1) {
        throw InputError("--max-words must be at least 1");
    }
    checkAttackData(dataset, options.targetSentence, setup.target->labelCount());
    const std::size_t total = dataset.examples.size();
    // A damaged line is named first: counted, it would pass for one result too many.
    const std::size_t done = internal::checkResumedRecords(folder);
    if (done > total) {
        throw InputError("the run folder holds more results than the dataset has examples",
                         folder.path());
    }
    const int sentence = options.targetSentence;
    // A cancelled run resumes after its last record; one that failed before its first leaves
    // the folder as it was.
    folder.writeResults([&] { recordExamples(dataset, setup, folder, context, done); });
    context.report("writing the perturbed datasets", total, total);

    // The perturbed datasets, one file per operator, method and k, the records read one at a
    // time for each.
    namespace fs = std::filesystem;
    for (const auto& [opName, op] : setup.operators) {
        for (const auto& [methodName, ranker] : setup.methods) {
            const fs::path dir = fs::path(folder.path()) / "perturbed" / opName / methodName;
            std::error_code ec;
            fs::create_directories(dir, ec);
            if (ec) {
                throw InputError("cannot create the folder: " + ec.message(), dir.string());
            }
            std::vector<std::string> files(options.maxWords);
            folder.forEachResult([&](const std::string& line, std::size_t) {
                const auto r = parseJsonText<Json>(line);
                const auto& list = r.at("perturbed").at(opName).at(methodName);
                for (std::size_t k = 0; k < options.maxWords && k < list.size(); ++k) {
                    Json row;
                    const auto text = list[k].at("text").get<std::string>();
                    if (r.contains("original_pair")) {
                        row["sentence1"] = sentence == 0 ? Json(text) : r.at("original");
                        row["sentence2"] = sentence == 1 ? Json(text) : r.at("original_pair");
                    } else {
                        row["text"] = text;
                    }
                    row["label"] = r.at("label");
                    files[k] += row.dump() + "\n";
                }
            });
            for (std::size_t k = 0; k < options.maxWords; ++k) {
                writeFileAtomically((dir / ("k" + std::to_string(k + 1) + ".jsonl")).string(),
                                    files[k]);
            }
        }
    }
    const auto summary = summarizeAsrCurve(folder, options.threshold);
    folder.writeSummary(summary);
    return summary;
}

namespace {

// The summary of the records of `forEach`, visited one at a time.
std::string summarizeAsrRecords(const internal::RecordSource& forEach, double threshold) {
    std::size_t number = 0;  // the record being read, from 1; 0 once all are read
    try {
        std::size_t examples = 0;
        std::size_t correct = 0;
        // operator -> method -> per k: examples wrong after the perturbation (of the correct)
        std::vector<std::string> opOrder;
        std::map<std::string, std::vector<std::string>> methodOrder;
        std::map<std::string, std::map<std::string, std::vector<std::size_t>>> fooled;
        // operator -> method -> per k: examples whose attacked sentence was changed at all
        std::map<std::string, std::map<std::string, std::vector<std::size_t>>> changed;
        forEach([&](const std::string& line, std::size_t index) {
            number = index + 1;
            ++examples;
            const auto r = parseJsonText<Json>(line);
            const auto label = r.at("label_id").get<int>();
            const bool isCorrect = r.at("original_class").get<int>() == label;
            correct += isCorrect ? 1 : 0;
            const auto& original =
                r.value("target_sentence", 1) == 2 ? r.at("original_pair") : r.at("original");
            for (const auto& [op, byMethod] : r.at("perturbed").items()) {
                if (fooled.find(op) == fooled.end()) {
                    opOrder.push_back(op);
                }
                for (const auto& [method, list] : byMethod.items()) {
                    auto& counts = fooled[op][method];
                    if (counts.empty()) {
                        methodOrder[op].push_back(method);
                    }
                    counts.resize(std::max(counts.size(), list.size()), 0);
                    auto& touched = changed[op][method];
                    touched.resize(counts.size(), 0);
                    for (std::size_t k = 0; k < list.size(); ++k) {
                        if (isCorrect && list[k].at("class").get<int>() != label) {
                            ++counts[k];
                        }
                        if (list[k].at("text") != original) {
                            ++touched[k];
                        }
                    }
                }
            }
        });
        number = 0;
        Json summary;
        summary["examples"] = examples;
        summary["target_accuracy"] =
            examples == 0 ? 0.0 : static_cast<double>(correct) / static_cast<double>(examples);
        Json asr, meanAsr, notRobust, changedCounts;
        for (const auto& op : opOrder) {
            for (const auto& method : methodOrder[op]) {
                // With no example classified right there is no ASR (0 of 0): null, not 0.
                Json curve = Json::array();
                double sum = 0;
                for (const auto n : fooled[op][method]) {
                    if (correct == 0) {
                        curve.push_back(nullptr);
                        continue;
                    }
                    curve.push_back(static_cast<double>(n) / static_cast<double>(correct));
                    sum += curve.back().get<double>();
                }
                asr[op][method] = std::move(curve);
                changedCounts[op][method] = changed[op][method];
                meanAsr[op][method] =
                    correct == 0 || fooled[op][method].empty()
                        ? Json(nullptr)
                        : Json(sum / static_cast<double>(fooled[op][method].size()));
            }
            // A verdict needs evidence: examples the target got right, and texts the ranked
            // choice of words changed. Without, an ASR of 0 says nothing: no verdict (null).
            const std::string& ranked = methodOrder[op].front();
            const auto& touched = changed[op][ranked];
            const bool anyChanged =
                std::any_of(touched.begin(), touched.end(), [](std::size_t n) { return n > 0; });
            notRobust[op] = meanAsr[op][ranked].is_null() || !anyChanged
                                ? Json(nullptr)
                                : Json(meanAsr[op][ranked].get<double>() > threshold);
        }
        summary["asr"] = std::move(asr);
        summary["mean_asr"] = std::move(meanAsr);
        summary["threshold"] = threshold;
        summary["not_robust"] = std::move(notRobust);
        // How many examples each k actually changed: an ASR of 0 over unchanged texts (data
        // in another script than the operators', or words without candidates) is no evidence
        // of robustness.
        summary["changed"] = std::move(changedCounts);
        return summary.dump(2);
    } catch (const Json::exception& e) {
        throw InputError(std::string("malformed result record: ") + jsonErrorText(e, true),
                         "results.jsonl", number);
    }
}

}  // namespace

std::string summarizeAsrCurve(const std::vector<std::string>& records, double threshold) {
    return summarizeAsrRecords(internal::recordsOf(records), threshold);
}

std::string summarizeAsrCurve(const jobs::RunFolder& folder, double threshold) {
    return summarizeAsrRecords(internal::resultsOf(folder), threshold);
}

}  // namespace akshara::attack

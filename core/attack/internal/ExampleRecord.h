#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "attack/Classifier.h"
#include "common/Error.h"
#include "data/ClassificationDataset.h"
#include "jobs/RunFolder.h"

namespace akshara::attack::internal {

// The fields every results.jsonl record of an attack or ASR run starts with: index, line,
// label, label_id, original (and original_pair for a sentence pair), as the run read them.
inline nlohmann::ordered_json exampleRecord(std::size_t index,
                                            const data::ClassificationExample& example,
                                            const TextInput& input) {
    nlohmann::ordered_json record;
    record["index"] = index;
    record["line"] = example.line;
    record["label"] = example.label;
    record["label_id"] = example.labelIndex;
    record["original"] = input.first;
    if (input.pair) {
        record["original_pair"] = input.second;
    }
    return record;
}

// Where a summary's records come from: it calls the visitor with each record and its
// number (from 0), in order.
using RecordSource = std::function<void(const jobs::RunFolder::ResultVisitor&)>;

// The records of `records` (read already) as a source.
inline RecordSource recordsOf(const std::vector<std::string>& records) {
    return [&records](const jobs::RunFolder::ResultVisitor& visit) {
        for (std::size_t i = 0; i < records.size(); ++i) {
            visit(records[i], i);
        }
    };
}

// The records of the folder's results.jsonl, read one at a time, as a source.
inline RecordSource resultsOf(const jobs::RunFolder& folder) {
    return [&folder](const jobs::RunFolder::ResultVisitor& visit) { folder.forEachResult(visit); };
}

// Checks the records a run resumes after: the record on line i of results.jsonl must be
// example i's, or the examples it skips or repeats would go into the summary unseen. Throws
// InputError naming the file, line and field of the first that is not, or that is not a JSON
// record with an index. Returns how many records there are.
inline std::size_t checkResumedRecords(const jobs::RunFolder& folder) {
    const std::string file = (std::filesystem::path(folder.path()) / "results.jsonl").string();
    return folder.forEachResult([&file](const std::string& line, std::size_t i) {
        const auto record = nlohmann::json::parse(line, nullptr, false);
        const auto index = record.is_object() ? record.find("index") : record.end();
        if (!record.is_object() || index == record.end() || !index->is_number_unsigned()) {
            throw InputError(
                "not a result record with an example index; remove the folder "
                "to run again",
                file, i + 1, "index");
        }
        if (index->get<std::size_t>() != i) {
            throw InputError("the record of example " + std::to_string(index->get<std::size_t>()) +
                                 " where example " + std::to_string(i) +
                                 "'s belongs: the results are out of order or repeated (two "
                                 "runs into one folder?); remove the folder to run again",
                             file, i + 1, "index");
        }
    });
}

}  // namespace akshara::attack::internal

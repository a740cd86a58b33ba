#include "eval/Predictions.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/Strings.h"
#include "text/Display.h"
#include "text/Normalize.h"
#include "text/TextEncoding.h"
#include "text/Utf8.h"

namespace akshara::eval {

namespace {

using json = nlohmann::ordered_json;

std::string labelField(const json& object, const char* field, const std::string& source,
                       std::size_t line) {
    const auto it = object.find(field);
    if (it == object.end()) {
        throw InputError("missing field", source, line, field);
    }
    if (!it->is_string()) {
        throw InputError("expected a string, got " + std::string(it->type_name()), source, line,
                         field);
    }
    // Spaces around a label are not part of it, as in a dataset's label column: " neutral"
    // written by another tool is the label neutral, not one no gold label matches.
    const std::string value(trimmed(it->get_ref<const std::string&>()));
    if (value.empty()) {
        throw InputError("empty label", source, line, field);
    }
    return text::nfcUtf8(value);
}

std::string idField(const json& object, const std::string& source, std::size_t line) {
    const auto it = object.find("id");
    if (it == object.end()) {
        throw InputError("missing field", source, line, "id");
    }
    if (it->is_string()) {
        if (it->get<std::string>().empty()) {
            throw InputError("empty id", source, line, "id");
        }
        return text::nfcUtf8(it->get<std::string>());
    }
    if (it->is_number_integer()) {
        return it->dump();
    }
    throw InputError("expected a string or an integer, got " + std::string(it->type_name()), source,
                     line, "id");
}

std::vector<std::pair<std::string, double>> probsField(const json& object,
                                                       const std::string& source,
                                                       std::size_t line) {
    std::vector<std::pair<std::string, double>> probs;
    const auto it = object.find("probs");
    if (it == object.end() || it->is_null()) {
        return probs;
    }
    if (!it->is_object()) {
        throw InputError(
            "expected an object label -> probability, got " + std::string(it->type_name()), source,
            line, "probs");
    }
    for (const auto& [label, value] : it->items()) {
        const std::string field = "probs." + label;
        if (!value.is_number()) {
            throw InputError("expected a number, got " + std::string(value.type_name()), source,
                             line, field);
        }
        const double p = value.get<double>();
        if (!std::isfinite(p) || p < 0.0 || p > 1.0) {
            throw InputError("probability " + value.dump() + " is outside [0, 1]", source, line,
                             field);
        }
        std::string name = text::nfcUtf8(trimmed(label));  // as the gold and pred labels
        if (std::any_of(probs.begin(), probs.end(),
                        [&](const auto& seen) { return seen.first == name; })) {
            throw InputError("the label '" + text::excerpt(name) + "' is given twice", source, line,
                             field);
        }
        probs.emplace_back(std::move(name), p);
    }
    return probs;
}

}  // namespace

PredictionSet parsePredictions(const std::string& text, const std::string& source) {
    akshara::text::requireText(text, source);
    PredictionSet set;
    set.source = source;
    std::unordered_map<std::string, std::size_t> lineOfId;
    std::size_t lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        std::string line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.find_first_not_of(" \t") == std::string::npos) {
            continue;
        }
        if (const auto bad = text::firstInvalidUtf8(line)) {
            throw InputError("invalid UTF-8 at byte " + std::to_string(*bad + 1) + " of the line",
                             source, lineNumber);
        }
        if (const auto problem = jsonTextProblem(line)) {
            throw InputError("invalid JSON: " + problem->what + " at byte " +
                                 std::to_string(problem->offset + 1) + " of the line",
                             source, lineNumber);
        }
        json object;
        try {
            object = json::parse(line);
        } catch (const json::exception& e) {
            throw InputError("invalid JSON: " + jsonErrorText(e, true), source, lineNumber);
        }
        if (!object.is_object()) {
            throw InputError("expected a JSON object {\"id\", \"gold\", \"pred\", \"probs\"}",
                             source, lineNumber);
        }
        Prediction p;
        p.line = lineNumber;
        p.id = idField(object, source, lineNumber);
        p.gold = labelField(object, "gold", source, lineNumber);
        p.pred = labelField(object, "pred", source, lineNumber);
        p.probs = probsField(object, source, lineNumber);
        const auto [it, inserted] = lineOfId.emplace(p.id, lineNumber);
        if (!inserted) {
            throw InputError("duplicate id '" + text::excerpt(p.id) + "' (first on line " +
                                 std::to_string(it->second) + ")",
                             source, lineNumber, "id");
        }
        set.predictions.push_back(std::move(p));
    }
    return set;
}

PredictionSet readPredictions(const std::string& path) {
    return parsePredictions(readFile(path), path);
}

std::string formatPredictions(const PredictionSet& set) {
    std::string out;
    for (const auto& p : set.predictions) {
        json object{{"id", p.id}, {"gold", p.gold}, {"pred", p.pred}};
        if (!p.probs.empty()) {
            json probs = json::object();
            for (const auto& [label, value] : p.probs) {
                probs[label] = value;
            }
            object["probs"] = std::move(probs);
        }
        out += object.dump();
        out += '\n';
    }
    return out;
}

void writePredictions(const std::string& path, const PredictionSet& set) {
    writeFileAtomically(path, formatPredictions(set));
}

std::vector<AlignedPair> alignById(const PredictionSet& first, const PredictionSet& second) {
    std::unordered_map<std::string, const Prediction*> byId;
    for (const auto& p : second.predictions) {
        byId.emplace(p.id, &p);
    }
    std::vector<AlignedPair> pairs;
    std::vector<std::string> missingInSecond;
    for (const auto& p : first.predictions) {
        const auto it = byId.find(p.id);
        if (it == byId.end()) {
            missingInSecond.push_back(p.id);
        } else {
            pairs.push_back({&p, it->second});
        }
    }
    std::vector<std::string> missingInFirst;
    if (pairs.size() != second.predictions.size()) {
        std::unordered_set<std::string> firstIds;
        for (const auto& p : first.predictions) {
            firstIds.insert(p.id);
        }
        for (const auto& p : second.predictions) {
            if (firstIds.count(p.id) == 0) {
                missingInFirst.push_back(p.id);
            }
        }
    }
    if (missingInSecond.empty() && missingInFirst.empty()) {
        return pairs;
    }
    const auto list = [](const std::vector<std::string>& ids) {
        std::ostringstream out;
        const std::size_t shown = std::min<std::size_t>(ids.size(), 5);
        for (std::size_t i = 0; i < shown; ++i) {
            out << (i ? ", " : "") << "'" << text::excerpt(ids[i]) << "'";
        }
        if (ids.size() > shown) {
            out << " and " << ids.size() - shown << " more";
        }
        return out.str();
    };
    std::ostringstream message;
    message << "the prediction files are not aligned (" << first.predictions.size() << " vs "
            << second.predictions.size() << " examples)";
    if (!missingInSecond.empty()) {
        message << "; ids of " << first.source << " missing from " << second.source << ": "
                << list(missingInSecond);
    }
    if (!missingInFirst.empty()) {
        message << "; ids of " << second.source << " missing from " << first.source << ": "
                << list(missingInFirst);
    }
    throw InputError(message.str(), second.source);
}

void requireSameGold(const AlignedPair& pair, const PredictionSet& first,
                     const PredictionSet& second) {
    if (pair.first->gold != pair.second->gold) {
        const std::string firstLine =
            pair.first->line == 0 ? "" : " (line " + std::to_string(pair.first->line) + ")";
        throw InputError("example '" + text::excerpt(pair.first->id) + "' has gold label '" +
                             text::excerpt(pair.second->gold) + "' here but '" +
                             text::excerpt(pair.first->gold) + "' in " + first.source + firstLine +
                             "; the predictions are not on parallel data",
                         second.source, pair.second->line, "gold");
    }
}

}  // namespace akshara::eval

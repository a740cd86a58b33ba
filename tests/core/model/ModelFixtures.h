#pragma once

// Reading the hf-parity fixtures: the inputs of reference.json and the tensors of
// reference.safetensors.

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/Array.h"
#include "model/Tokenizer.h"

namespace akshara::test {

struct FixtureText {
    std::size_t index = 0;  // i in the reference keys t{i}.*
    model::Encoding encoding;
    int targetClass = -1;
};

// The fixture folder (QSKIPs with a message from the caller when empty).
QString fixtureDir(const char* name);

// The texts of reference.json that have model outputs, with their ids and token type ids.
std::vector<FixtureText> fixtureTexts(const std::string& dir);

// The largest absolute difference between two arrays; +inf when the shapes differ.
double maxDifference(const model::Array& a, const model::Array& b);

// A fresh model folder (under the test's temporary folder) holding a fixture's config.json
// as `edit` leaves it, and no weights.
std::string editedFolder(const std::string& name, const std::string& source,
                         const std::function<void(nlohmann::json&)>& edit);

// The message of the ModelError that loading the model in `dir` throws ("" when it loads).
QString loadError(const std::string& dir);

// The largest difference between the hidden states the model in `dir` gives the first
// text of `fixture`'s reference.json and the fixture's reference states.
double firstTextDifference(const std::string& dir, const std::string& fixture);

}  // namespace akshara::test

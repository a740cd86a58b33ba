#pragma once

// Reading the hf-parity fixtures: the inputs of reference.json and the tensors of
// reference.safetensors.

#include <QString>

#include <cstdint>
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

}  // namespace akshara::test

#pragma once

// The bert-cased fixture and its reference texts, as the word-importance tests use them.

#include <QObject>
#include <QString>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../model/ModelFixtures.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::test {

// A reference text of the fixture that has a target class.
struct ReferenceText {
    std::size_t index = 0;  // among all of reference.json's texts
    std::string text;
    int targetClass = -1;
    std::vector<std::pair<std::size_t, std::size_t>> offsets;

    // The mean of perToken(k) over the tokens k that overlap the code points [start, end) (a
    // word's, as eq. 2 of the second paper takes it); NaN when none does.
    template <typename PerToken>
    double meanOverTokens(std::size_t start, std::size_t end, PerToken perToken) const {
        double sum = 0;
        int n = 0;
        for (std::size_t k = 0; k < offsets.size(); ++k) {
            const auto [s, e] = offsets[k];
            if (e > s && s < end && e > start) {
                sum += perToken(k);
                ++n;
            }
        }
        return n > 0 ? sum / n : std::numeric_limits<double>::quiet_NaN();
    }
};

// The texts of DIR/reference.json that have a target class.
inline std::vector<ReferenceText> referenceTexts(const std::string& dir) {
    const auto json = nlohmann::json::parse(readFile(dir + "/reference.json"));
    std::vector<ReferenceText> texts;
    std::size_t index = 0;
    for (const auto& record : json["texts"]) {
        if (record.contains("target_class")) {
            ReferenceText t;
            t.index = index;
            t.text = record["text"].get<std::string>();
            t.targetClass = record["target_class"].get<int>();
            t.offsets = record["offsets"].get<std::vector<std::pair<std::size_t, std::size_t>>>();
            texts.push_back(std::move(t));
        }
        ++index;
    }
    return texts;
}

inline std::vector<double> probabilities(const std::vector<float>& logits) {
    std::vector<double> p;
    double sum = 0;
    for (auto v : logits) {
        p.push_back(std::exp(static_cast<double>(v)));
        sum += p.back();
    }
    for (auto& v : p) {
        v /= sum;
    }
    return p;
}

inline int best(const std::vector<double>& p) {
    return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
}

// The word-importance tests' common part: the fixture model on the CPU, its tokenizer and its
// reference texts. A test class derives from it and calls loadFixture() in initTestCase().
class ImportanceTest : public QObject {
protected:
    std::string dir_;
    std::optional<model::Encoder> encoder_;  // empty when ../shared lacks the fixtures
    std::unique_ptr<model::Tokenizer> tokenizer_;
    std::vector<ReferenceText> texts_;

    void loadFixture() {
        const auto dir = fixtureDir("bert-cased");
        if (dir.isEmpty()) {
            return;
        }
        dir_ = dir.toStdString();
        model::EncoderOptions options;
        options.device = model::DeviceChoice::Cpu;
        encoder_.emplace(model::Encoder::load(dir_, options));
        tokenizer_ = model::Tokenizer::load(dir_);
        texts_ = referenceTexts(dir_);
    }

    std::vector<float> logitsOf(const std::string& text) const {
        model::ForwardOptions what;
        what.logits = true;
        return encoder_->forward({tokenizer_->encode(text)}, what)[0].logits.values;
    }
};

}  // namespace akshara::test

// Skips the calling test when the fixture model is not there. QSKIP returns from the function
// it is written in, so it cannot live in a helper function.
#define SKIP_WITHOUT_MODEL()                                  \
    if (!encoder_) {                                          \
        QSKIP("the hf-parity fixtures are not in ../shared"); \
    }

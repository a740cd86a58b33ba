#include "ModelFixtures.h"

#include <QDir>

#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "common/FileIo.h"
#include "model/Safetensors.h"

namespace akshara::test {

QString fixtureDir(const char* name) {
    const QString shared = sharedDir();
    if (shared.isEmpty()) {
        return {};
    }
    const QString dir = shared + "/fixtures/hf-parity/" + name;
    return QDir(dir).exists() ? dir : QString();
}

std::vector<FixtureText> fixtureTexts(const std::string& dir) {
    const auto json = nlohmann::json::parse(readFile(dir + "/reference.json"));
    const auto reference = model::SafetensorsFile::open(dir + "/reference.safetensors");
    std::vector<FixtureText> out;
    std::size_t index = 0;
    for (const auto& record : json["texts"]) {
        if (!record.contains("text")) {
            continue;  // the sentence pair
        }
        if (reference.find("t" + std::to_string(index) + ".hidden")) {
            FixtureText t;
            t.index = index;
            t.encoding.ids = record["input_ids"].get<std::vector<std::int64_t>>();
            if (record.contains("token_type_ids")) {
                t.encoding.typeIds = record["token_type_ids"].get<std::vector<std::int64_t>>();
            }
            if (record.contains("target_class")) {
                t.targetClass = record["target_class"].get<int>();
            }
            out.push_back(std::move(t));
        }
        ++index;
    }
    return out;
}

double maxDifference(const model::Array& a, const model::Array& b) {
    if (a.shape != b.shape || a.values.size() != b.values.size()) {
        return std::numeric_limits<double>::infinity();
    }
    double worst = 0;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        const double d = std::fabs(static_cast<double>(a.values[i]) - b.values[i]);
        if (!(d <= worst)) {
            worst = std::isnan(d) ? std::numeric_limits<double>::infinity() : d;
        }
    }
    return worst;
}

}  // namespace akshara::test

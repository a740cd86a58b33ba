#include "ModelFixtures.h"

#include <QDir>

#include <cmath>
#include <filesystem>
#include <limits>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "model/Encoder.h"
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

std::string editedFolder(const std::string& name, const std::string& source,
                         const std::function<void(nlohmann::json&)>& edit) {
    const auto dir = tempPath(QString::fromStdString(name)).toStdString();
    std::filesystem::create_directories(dir);
    auto config = nlohmann::json::parse(readFile(source + "/config.json"));
    edit(config);
    writeFileAtomically(dir + "/config.json", config.dump(2));
    return dir;
}

QString loadError(const std::string& dir) {
    try {
        model::EncoderOptions options;
        options.device = model::DeviceChoice::Cpu;
        model::Encoder::load(dir, options);
    } catch (const ModelError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

double firstTextDifference(const std::string& dir, const std::string& fixture) {
    model::EncoderOptions options;
    options.device = model::DeviceChoice::Cpu;
    const auto encoder = model::Encoder::load(dir, options);
    const auto texts = fixtureTexts(fixture);
    model::ForwardOptions what;
    what.hiddenStates = true;
    const auto out = encoder.forward({texts[0].encoding}, what);
    const auto reference = model::SafetensorsFile::open(fixture + "/reference.safetensors");
    return maxDifference(out[0].hiddenStates,
                         reference.readFloat("t" + std::to_string(texts[0].index) + ".hidden"));
}

}  // namespace akshara::test

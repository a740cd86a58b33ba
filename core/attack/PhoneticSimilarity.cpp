#include "attack/PhoneticSimilarity.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <vector>

#include "attack/EmbeddedPhoneticFiles.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "text/Utf8.h"
#include "text/WordSegmenter.h"

namespace akshara::attack {

namespace {

constexpr char32_t kBrahmicFirst = 0x0900;  // Devanagari
constexpr char32_t kBrahmicLast = 0x0D7F;   // Malayalam
constexpr char32_t kTamilBlock = 0x0B80;
constexpr std::size_t kFirstFeatureColumn = 6;

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const auto comma = line.find(',', start);
        out.push_back(line.substr(start, comma - start));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return out;
}

}  // namespace

void PhoneticFeatures::addTable(std::string_view csv, const std::string& fileName, bool tamil) {
    auto& table = tamil ? tamil_ : common_;
    std::size_t lineNumber = 0;
    std::size_t pos = 0;
    while (pos < csv.size()) {
        auto end = csv.find('\n', pos);
        if (end == std::string_view::npos) {
            end = csv.size();
        }
        std::string_view line = csv.substr(pos, end - pos);
        pos = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        if (lineNumber == 1 || line.empty()) {
            continue;  // the header
        }
        const auto fields = splitFields(line);
        if (fields.size() != kFirstFeatureColumn + kFeatures) {
            throw InputError("expected " + std::to_string(kFirstFeatureColumn + kFeatures) +
                                 " fields, found " + std::to_string(fields.size()),
                             fileName, lineNumber);
        }
        // All of the field, as written: "5abc" or " 5" is no offset.
        int offset = 0;
        const std::string_view written = fields[1];
        const auto [stop, problem] =
            std::from_chars(written.data(), written.data() + written.size(), offset);
        if (problem != std::errc() || stop != written.data() + written.size()) {
            throw InputError("the relative offset is not a number", fileName, lineNumber,
                             "Relative Offset");
        }
        if (offset < 0 || offset >= 0x80) {
            throw InputError("the relative offset is outside a Unicode block", fileName, lineNumber,
                             "Relative Offset");
        }
        if (fields[5] != "1") {
            continue;  // no valid vector for this offset
        }
        Vector v{};
        for (std::size_t f = 0; f < kFeatures; ++f) {
            const auto value = fields[kFirstFeatureColumn + f];
            if (value != "0" && value != "1") {
                throw InputError("a feature is neither 0 nor 1", fileName, lineNumber);
            }
            v[f] = value == "1" ? 1.0F : 0.0F;
        }
        table[offset] = v;
    }
    if (table.empty()) {
        throw InputError("no phonetic feature vectors", fileName);
    }
}

PhoneticFeatures PhoneticFeatures::readFolder(const std::string& folder) {
    namespace fs = std::filesystem;
    PhoneticFeatures features;
    std::error_code ec;  // a link that loops is a file missing
    const auto common = (fs::path(folder) / "all_script_phonetic_data.csv").string();
    if (!fs::exists(common, ec)) {
        throw InputError("the phonetic feature table is missing", common);
    }
    features.addTable(readFile(common), common, false);
    const auto tamil = (fs::path(folder) / "tamil_script_phonetic_data.csv").string();
    if (fs::exists(tamil, ec)) {
        features.addTable(readFile(tamil), tamil, true);
    }
    return features;
}

PhoneticFeatures PhoneticFeatures::builtin() {
    PhoneticFeatures features;
    for (const auto& file : resources::embeddedPhoneticFiles()) {
        const std::string name(file.name);
        features.addTable(file.data, name, name.rfind("tamil", 0) == 0);
    }
    if (features.empty()) {
        throw ModelError("the built-in phonetic feature table is missing");
    }
    return features;
}

std::optional<PhoneticFeatures::Vector> PhoneticFeatures::vector(char32_t c) const {
    if (c < kBrahmicFirst || c > kBrahmicLast) {
        return std::nullopt;
    }
    const int offset = static_cast<int>((c - kBrahmicFirst) % 0x80);
    const bool tamil = c >= kTamilBlock && c < kTamilBlock + 0x80;
    const auto& table = tamil ? tamil_ : common_;
    const auto it = table.find(offset);
    if (it == table.end()) {
        return std::nullopt;
    }
    return it->second;
}

PhoneticSimilarity::PhoneticSimilarity(PhoneticFeatures features)
    : features_(std::move(features)) {}

double PhoneticSimilarity::substitutionCost(char32_t a, char32_t b) const {
    if (a == b) {
        return 0.0;
    }
    const auto va = features_.vector(a);
    const auto vb = features_.vector(b);
    if (!va || !vb) {
        return 1.0;
    }
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (std::size_t f = 0; f < PhoneticFeatures::kFeatures; ++f) {
        dot += (*va)[f] * (*vb)[f];
        na += (*va)[f] * (*va)[f];
        nb += (*vb)[f] * (*vb)[f];
    }
    if (na == 0 || nb == 0) {
        return 1.0;
    }
    return 1.0 - dot / std::sqrt(na * nb);
}

double PhoneticSimilarity::similarity(std::u32string_view a, std::u32string_view b) const {
    const std::size_t longest = std::max(a.size(), b.size());
    if (longest == 0) {
        return 1.0;
    }
    // Edit distance with weighted substitutions, one row at a time.
    std::vector<double> previous(b.size() + 1);
    std::vector<double> current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        previous[j] = static_cast<double>(j);
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = static_cast<double>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            current[j] = std::min({previous[j] + 1.0, current[j - 1] + 1.0,
                                   previous[j - 1] + substitutionCost(a[i - 1], b[j - 1])});
        }
        previous.swap(current);
    }
    return 1.0 - previous[b.size()] / static_cast<double>(longest);
}

std::vector<double> PhoneticSimilarity::similarities(const std::string& original,
                                                     const std::vector<std::string>& perturbed) {
    const std::u32string a = text::decodeUtf8(original);
    const std::vector<text::Token> words = text::tokenize(a);
    std::vector<double> out;
    out.reserve(perturbed.size());
    for (const auto& p : perturbed) {
        const std::u32string b = text::decodeUtf8(p);
        const std::vector<text::Token> changed = text::tokenize(b);
        if (changed.size() != words.size()) {
            out.push_back(similarity(a, b));
            continue;
        }
        double sum = 0.0;
        std::size_t count = 0;
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (words[i].text != changed[i].text) {
                sum += similarity(words[i].text, changed[i].text);
                ++count;
            }
        }
        out.push_back(count > 0 ? sum / static_cast<double>(count)
                      : a == b  ? 1.0
                                : similarity(a, b));
    }
    return out;
}

}  // namespace akshara::attack

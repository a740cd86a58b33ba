#pragma once

// Compares a tokenizer with the reference outputs of a fixture folder
// (shared/fixtures/hf-parity/<folder>/reference.json), text by text and field by field.

#include <QString>
#include <QtTest>

#include <fstream>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "model/Tokenizer.h"

namespace akshara::test {

// The fixture folder's path, or empty when the shared fixtures are absent.
inline QString fixtureFolder(const QString& name) {
    const QString shared = sharedDir();
    if (shared.isEmpty()) {
        return {};
    }
    const QString dir = shared + "/fixtures/hf-parity/" + name;
    return QFileInfo(dir + "/reference.json").isFile() ? dir : QString();
}

inline nlohmann::json readReference(const QString& folder) {
    std::ifstream in((folder + "/reference.json").toStdString());
    return nlohmann::json::parse(in);
}

// A copy of a fixture folder at tempPath(name) (emptied first) with `files` and its
// tokenizer.json, whose added_tokens gain the entries of `added` (Hugging Face's fields).
inline QString fixtureWithAddedTokens(const QString& fixture, const QString& name,
                                      const QStringList& files, const nlohmann::json& added) {
    const QString dir = tempPath(name);
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    for (const QString& file : files) {
        QFile::copy(fixture + "/" + file, dir + "/" + file);
    }
    std::ifstream in((fixture + "/tokenizer.json").toStdString());
    auto tj = nlohmann::json::parse(in);
    for (const auto& token : added) {
        tj["added_tokens"].push_back(token);
    }
    std::ofstream((dir + "/tokenizer.json").toStdString()) << tj.dump();
    return dir;
}

inline QString describe(const nlohmann::json& value) {
    return QString::fromStdString(value.dump());
}

// Checks ids, tokens, offsets, word ids and token type ids of every text and of the final
// pair record; returns the first difference (empty when none) and counts the records compared.
inline QString compareWithReference(const model::Tokenizer& tokenizer,
                                    const nlohmann::json& reference, int& compared) {
    compared = 0;
    for (const auto& record : reference.at("texts")) {
        model::Encoding e;
        QString label;
        if (record.contains("pair")) {
            const std::string first = record.at("pair").at(0).get<std::string>();
            const std::string second = record.at("pair").at(1).get<std::string>();
            e = tokenizer.encodePair(first, second);
            label =
                "pair: " + QString::fromStdString(first) + " | " + QString::fromStdString(second);
        } else {
            const std::string text = record.at("text").get<std::string>();
            e = tokenizer.encode(text);
            label = "text: " + QString::fromStdString(text);
        }
        nlohmann::json ids = e.ids;
        nlohmann::json tokens = e.tokens;
        if (ids != record.at("input_ids")) {
            return label + "\n ids " + describe(ids) + "\n expected " +
                   describe(record.at("input_ids")) + "\n tokens " + describe(tokens);
        }
        if (record.contains("tokens") && tokens != record.at("tokens")) {
            return label + "\n tokens " + describe(tokens) + "\n expected " +
                   describe(record.at("tokens"));
        }
        if (record.contains("offsets")) {
            nlohmann::json offsets = nlohmann::json::array();
            for (const auto& [start, end] : e.offsets) {
                offsets.push_back({start, end});
            }
            if (offsets != record.at("offsets")) {
                return label + "\n offsets " + describe(offsets) + "\n expected " +
                       describe(record.at("offsets")) + "\n tokens " + describe(tokens);
            }
        }
        if (record.contains("word_ids")) {
            nlohmann::json words = nlohmann::json::array();
            for (const int w : e.wordIds) {
                words.push_back(w < 0 ? nlohmann::json(nullptr) : nlohmann::json(w));
            }
            if (words != record.at("word_ids")) {
                return label + "\n word ids " + describe(words) + "\n expected " +
                       describe(record.at("word_ids")) + "\n tokens " + describe(tokens);
            }
        }
        if (record.contains("token_type_ids")) {
            nlohmann::json types = e.typeIds;
            if (types != record.at("token_type_ids")) {
                return label + "\n token types " + describe(types) + "\n expected " +
                       describe(record.at("token_type_ids"));
            }
        }
        if (e.offsets.size() != e.size() || e.wordIds.size() != e.size() ||
            e.typeIds.size() != e.size() || e.sequenceIds.size() != e.size()) {
            return label + "\n the encoding's fields differ in length";
        }
        ++compared;
    }
    return {};
}

// Fails the calling test at the first difference; returns the number of records compared.
#define AKSHARA_COMPARE_WITH_REFERENCE(tokenizer, reference, expectedRecords)                  \
    do {                                                                                       \
        int compared_ = 0;                                                                     \
        const QString difference_ = compareWithReference((tokenizer), (reference), compared_); \
        QVERIFY2(difference_.isEmpty(), qPrintable(difference_));                              \
        QCOMPARE(compared_, (expectedRecords));                                                \
    } while (false)

}  // namespace akshara::test

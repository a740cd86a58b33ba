#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "InputLines.h"
#include "JsonOutput.h"
#include "common/Error.h"
#include "model/Tokenizer.h"
#include "text/Utf8.h"

namespace akshara::cli {

namespace {

nlohmann::ordered_json toJson(const model::Encoding& e, bool pair) {
    nlohmann::ordered_json j;
    j["ids"] = e.ids;
    j["tokens"] = e.tokens;
    j["offsets"] = nlohmann::ordered_json::array();
    for (const auto& [start, end] : e.offsets) {
        j["offsets"].push_back({start, end});
    }
    j["word_ids"] = nlohmann::ordered_json::array();
    for (const int w : e.wordIds) {
        j["word_ids"].push_back(w < 0 ? nlohmann::ordered_json(nullptr)
                                      : nlohmann::ordered_json(w));
    }
    if (pair) {
        j["token_type_ids"] = e.typeIds;
        j["sequence_ids"] = nlohmann::ordered_json::array();
        for (const int s : e.sequenceIds) {
            j["sequence_ids"].push_back(s < 0 ? nlohmann::ordered_json(nullptr)
                                              : nlohmann::ordered_json(s));
        }
    }
    return j;
}

}  // namespace

int runTokenize(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "tokenize --model DIR [--input FILE] [--pair] [--max-length N]",
        "Tokenizes lines of text (stdin, or FILE) with the tokenizer of a Hugging Face\n"
        "model folder, as the model would see them: one JSON object per line with ids,\n"
        "tokens, offsets ([start, end] in Unicode code points of the line) and word_ids\n"
        "(null for special tokens).");
    parser.option("model", "DIR",
                  "model folder (vocab.txt, a SentencePiece *.model, tokenizer.json, or vocab.json "
                  "with merges.txt)");
    parser.option("input", "FILE", "read the lines from FILE instead of stdin");
    parser.flag("pair",
                "each line is FIRST<TAB>SECOND, encoded as a sentence pair (adds token_type_ids "
                "and sequence_ids; offsets refer to the text a token came from)");
    parser.option("max-length", "N",
                  "truncate each encoding to N tokens, special tokens included "
                  "(the longer text of a pair first); 0: no truncation",
                  "0");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model")) {
        throw UsageError("--model is required\n\n" + parser.help());
    }
    const long long maxLength = parser.integer("max-length");
    if (maxLength < 0) {
        throw UsageError("--max-length must be 0 or more");
    }
    const bool pair = parser.has("pair");
    const auto tokenizer = model::Tokenizer::load(parser.value("model"));
    if (maxLength > 0) {
        // Special tokens are never truncated: a smaller limit could not be kept.
        const model::Encoding specials =
            pair ? tokenizer->encodePair("", "") : tokenizer->encode("");
        if (static_cast<std::size_t>(maxLength) < specials.ids.size()) {
            std::string names;
            for (const auto& token : specials.tokens) {
                names += (names.empty() ? "" : " ") + token;
            }
            throw UsageError("--max-length " + std::to_string(maxLength) + " is less than the " +
                             std::to_string(specials.ids.size()) + " special tokens (" + names +
                             ") the tokenizer adds" + (pair ? " to a pair" : "") +
                             "; give at least " + std::to_string(specials.ids.size()) +
                             ", or 0 for no truncation");
        }
    }

    const std::size_t lines = forEachInputLine(
        parser.value("input"), io.in,
        [&](const std::string& line, std::size_t number, const std::string& source) {
            model::Encoding encoding;
            if (pair) {
                const auto [first, second] = splitPairLine(line, source, number);
                encoding =
                    tokenizer->encodePair(first, second, static_cast<std::size_t>(maxLength));
            } else {
                encoding = tokenizer->encode(line, static_cast<std::size_t>(maxLength));
            }
            io.out << printableJson(toJson(encoding, pair)) << "\n";
        });
    requireLines(lines, parser.value("input"));
    return kExitOk;
}

}  // namespace akshara::cli

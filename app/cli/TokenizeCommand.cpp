#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
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

    std::ifstream file;
    std::string source = "stdin";
    if (parser.has("input")) {
        source = parser.value("input");
        file.open(source, std::ios::binary);
        if (!file) {
            throw InputError("cannot open the input file", source);
        }
    }
    std::istream& in = parser.has("input") ? static_cast<std::istream&>(file) : io.in;
    std::string line;
    std::size_t lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (const auto bad = text::firstInvalidUtf8(line)) {
            throw InputError("invalid UTF-8 at byte " + std::to_string(*bad + 1), source,
                             lineNumber);
        }
        model::Encoding encoding;
        if (pair) {
            const auto tab = line.find('\t');
            if (tab == std::string::npos) {
                throw InputError("expected FIRST<TAB>SECOND (no tab in the line)", source,
                                 lineNumber);
            }
            encoding = tokenizer->encodePair(std::string_view(line).substr(0, tab),
                                             std::string_view(line).substr(tab + 1),
                                             static_cast<std::size_t>(maxLength));
        } else {
            encoding = tokenizer->encode(line, static_cast<std::size_t>(maxLength));
        }
        io.out << toJson(encoding, pair).dump() << "\n";
    }
    return kExitOk;
}

}  // namespace akshara::cli

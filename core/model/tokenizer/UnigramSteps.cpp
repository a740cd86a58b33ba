#include "model/tokenizer/UnigramSteps.h"

#include <vector>

#include "common/Error.h"
#include "model/tokenizer/UnigramModelProto.h"

namespace akshara::model {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// The steps of a tokenizer.json normalizer or pre-tokenizer: a Sequence's, or the one step.
std::vector<json> stepsOf(const json& tj, const char* field, const char* sequenceField) {
    const json& step = tj.contains(field) ? tj.at(field) : json();
    std::vector<json> steps;
    if (step.is_object() && step.value("type", "") == "Sequence" && step.contains(sequenceField) &&
        step.at(sequenceField).is_array()) {
        steps.assign(step.at(sequenceField).begin(), step.at(sequenceField).end());
    } else if (!step.is_null()) {
        steps.push_back(step);
    }
    return steps;
}

}  // namespace

std::string readUnigramSteps(const fs::path& path, const json& tj, SentencePieceOptions& o) {
    // SentencePiece puts "▁" before every word; a Metaspace that puts it before the first
    // only, or never (T5 converted without its legacy behaviour), would be read otherwise.
    bool whitespaceSplit = false, metaspace = false;
    for (const json& step : stepsOf(tj, "pre_tokenizer", "pretokenizers")) {
        const std::string type = step.is_object() ? step.value("type", "") : "";
        if (type == "WhitespaceSplit" && !metaspace) {
            whitespaceSplit = true;
        } else if (type == "Metaspace" && !metaspace) {
            metaspace = true;
            if (step.value("prepend_scheme", "always") != "always" ||
                !step.value("add_prefix_space", true)) {
                throw ModelError(path.string() +
                                 ": a Metaspace pre-tokenizer that puts \"\u2581\" "
                                 "before the first word only, or never, is not "
                                 "supported (before every word is)");
            }
            if (step.value("replacement", "\u2581") != "\u2581" ||
                (!whitespaceSplit && !step.value("split", true))) {
                throw ModelError(path.string() +
                                 ": a Metaspace pre-tokenizer that does not split words at "
                                 "\"\u2581\" is not supported");
            }
        } else {
            throw ModelError(
                path.string() + ": a Unigram tokenizer with a " +
                (type.empty() ? std::string("pre-tokenizer") : type + " pre-tokenizer") +
                (metaspace ? " after its Metaspace" : "") +
                " is not supported (WhitespaceSplit and Metaspace are)");
        }
    }
    if (!metaspace) {
        throw ModelError(path.string() +
                         ": a Unigram tokenizer without a Metaspace pre-tokenizer (which puts "
                         "\"\u2581\" before each word) is not supported");
    }
    // The normalizer: a precompiled map, possibly in a sequence with ALBERT's steps.
    std::string charsmap;
    bool collapsesSpaces = false, collapsedToBoundary = false, stripsAtEnd = false;
    for (const auto& step : stepsOf(tj, "normalizer", "normalizers")) {
        const std::string type = step.value("type", "");
        if (type == "Precompiled") {
            const std::string encoded = step.value("precompiled_charsmap", "");
            if (!decodeBase64(encoded, charsmap)) {
                throw ModelError(path.string() +
                                 ": the precompiled normalization map is not base64");
            }
        } else if (type == "Lowercase") {
            o.lowercase = true;
        } else if (type == "StripAccents") {
            o.keepAccents = false;
        } else if (type == "Replace" && o.family == SentencePieceFamily::Albert &&
                   step.value("content", "") == "\"") {
            // ALBERT's `` and '' to ", applied by the ALBERT family's preprocessing.
        } else if (type == "Replace" && step.contains("pattern") &&
                   step.at("pattern").value("Regex", "") == " {2,}" &&
                   (step.value("content", "") == " " || step.value("content", "") == "\u2581")) {
            collapsesSpaces = true;  // runs of spaces made one, as SentencePiece does
            collapsedToBoundary = step.value("content", "") == "\u2581";
        } else if (type == "Strip" && !collapsedToBoundary) {
            stripsAtEnd = stripsAtEnd || step.value("strip_right", true);
        } else if (type != "NFKD") {
            throw ModelError(path.string() + ": a Unigram tokenizer with a " + type +
                             " normalizer is not supported");
        }
    }
    // Without a whitespace split, the normalizer must make the spaces SentencePiece's: runs of
    // them one, and one at the end a "▁" of its own unless it strips it.
    if (!whitespaceSplit && !collapsesSpaces) {
        throw ModelError(path.string() +
                         ": a Metaspace pre-tokenizer with neither a WhitespaceSplit before it "
                         "nor a normalizer that makes runs of spaces one is not supported");
    }
    o.splitsAtWhitespace = whitespaceSplit;
    o.spaceAtEndIsAPiece = !whitespaceSplit && !stripsAtEnd;
    return charsmap;
}

}  // namespace akshara::model

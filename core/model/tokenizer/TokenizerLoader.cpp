// Tokenizer::load: chooses the tokenizer a Hugging Face model folder carries.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "model/Tokenizer.h"
#include "model/internal/FolderFile.h"
#include "model/tokenizer/ByteLevelBpeTokenizer.h"
#include "model/tokenizer/SentencePieceTokenizer.h"
#include "model/tokenizer/UnigramModelProto.h"
#include "model/tokenizer/UnigramSteps.h"
#include "model/tokenizer/WordPieceTokenizer.h"

namespace akshara::model {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// The most sentinel tokens (<extra_id_0>...) a T5 tokenizer_config.json may ask for.
constexpr std::size_t kMaxExtraIds = 10'000;

// A JSON file of the folder, or null when it is absent; ModelError when it is unreadable.
json readJson(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        return nullptr;
    }
    std::string text;
    try {
        text = readFile(path.string());
    } catch (const std::exception&) {
        throw ModelError(path.string() + ": cannot read the file");
    }
    try {
        return parseJsonText(text);
    } catch (const json::exception& e) {
        throw ModelError(path.string() + ": not valid JSON (" + jsonErrorText(e) + ")");
    }
}

// Where a tokenizer.json is malformed and how, from the JSON library's exception: this file is
// compiled with JSON_DIAGNOSTICS, so its messages begin with the value's JSON pointer
// ("(/model/vocab/!) type must be number, but is string").
std::string malformedField(const json::exception& error) {
    std::string text = jsonErrorText(error);
    std::string where;
    if (text.rfind("(/", 0) == 0) {
        const auto end = text.find(") ");
        if (end != std::string::npos) {
            where = text.substr(1, end - 1);
            text.erase(0, end + 2);
        }
    }
    // The library's wording of a wrong type, in the reader's: "type must be number, but is
    // string"; "cannot use at() with number" (an object or list was expected).
    const std::string mustBe = "type must be ", butIs = ", but is ";
    if (const auto but = text.find(butIs); text.rfind(mustBe, 0) == 0 && but != std::string::npos) {
        text = "a " + text.substr(but + butIs.size()) + " where a " +
               text.substr(mustBe.size(), but - mustBe.size()) + " belongs";
    } else if (text.rfind("cannot use ", 0) == 0) {
        const auto with = text.rfind(" with ");
        if (with != std::string::npos) {
            const bool member = text.rfind("cannot use value()", 0) == 0;
            text = "a " + text.substr(with + 6) + " where " +
                   (member ? "an object" : "an object or a list") + " belongs";
        }
    } else if (text.rfind("key '", 0) == 0) {
        const auto end = text.find("' not found");
        if (end != std::string::npos) {
            text = "no \"" + text.substr(5, end - 5) + "\"";
        }
    }
    return (where.empty() ? std::string() : "at " + where + ": ") + text;
}

std::string stringField(const json& j, const char* key, const std::string& fallback) {
    if (j.is_object() && j.contains(key)) {
        const auto& v = j.at(key);
        if (v.is_string()) {
            return v.get<std::string>();
        }
        // Newer files write special tokens as {"content": "[CLS]", ...}.
        if (v.is_object() && v.contains("content") && v.at("content").is_string()) {
            return v.at("content").get<std::string>();
        }
    }
    return fallback;
}

bool boolField(const json& j, const char* key, bool fallback) {
    if (j.is_object() && j.contains(key) && j.at(key).is_boolean()) {
        return j.at(key).get<bool>();
    }
    return fallback;
}

std::string lower(std::string s) {
    for (char& c : s) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return s;
}

using AddedTokens = std::vector<AddedToken>;

// One added token as tokenizer.json and tokenizer_config.json write it, with its id; a
// json::exception when it has no content. A flag left out is false.
AddedToken addedToken(const json& token, std::int64_t id) {
    AddedToken added;
    added.content = token.at("content").get<std::string>();
    added.id = id;
    added.singleWord = boolField(token, "single_word", false);
    added.lstrip = boolField(token, "lstrip", false);
    added.rstrip = boolField(token, "rstrip", false);
    added.normalized = boolField(token, "normalized", false);
    return added;
}

// tokenizer.json's added_tokens; a json::exception for a malformed entry.
AddedTokens addedTokensIn(const json& tj) {
    AddedTokens added;
    if (tj.contains("added_tokens") && tj.at("added_tokens").is_array()) {
        for (const auto& token : tj.at("added_tokens")) {
            added.push_back(addedToken(token, token.at("id").get<std::int64_t>()));
        }
    }
    return added;
}

// The tokens added to a folder's vocabulary, with their ids: from tokenizer.json's
// added_tokens (`tj`, null when the folder has none), else added_tokens.json, else
// tokenizer_config.json's added_tokens_decoder. Throws ModelError naming the file of a
// malformed entry.
AddedTokens addedTokensOf(const fs::path& dir, const json& tj, const json& tokConfig) {
    const auto read = [](const fs::path& file, const auto& entries) {
        try {
            return entries();
        } catch (const json::exception& e) {
            throw ModelError(file.string() + ": malformed added token: " + malformedField(e));
        }
    };
    if (tj.is_object() && tj.contains("added_tokens")) {
        return read(dir / "tokenizer.json", [&] { return addedTokensIn(tj); });
    }
    const json file = readJson(dir / "added_tokens.json");
    if (file.is_object()) {
        return read(dir / "added_tokens.json", [&] {
            AddedTokens added;
            for (const auto& [content, id] : file.items()) {
                added.push_back({content, id.get<std::int64_t>()});
            }
            return added;
        });
    }
    if (tokConfig.is_object() && tokConfig.contains("added_tokens_decoder")) {
        return read(dir / "tokenizer_config.json", [&] {
            AddedTokens added;
            for (const auto& [id, token] : tokConfig.at("added_tokens_decoder").items()) {
                // Its keys are the ids, as text.
                added.push_back(addedToken(token, json::parse(id).get<std::int64_t>()));
            }
            return added;
        });
    }
    return {};
}

WordPieceOptions wordPieceOptions(const json& config) {
    WordPieceOptions o;
    // BertTokenizer lower-cases unless told otherwise.
    o.normalizer.lowercase = boolField(config, "do_lower_case", true);
    o.normalizer.stripAccents = boolField(config, "strip_accents", o.normalizer.lowercase);
    o.normalizer.handleChineseChars = boolField(config, "tokenize_chinese_chars", true);
    o.unkToken = stringField(config, "unk_token", o.unkToken);
    o.clsToken = stringField(config, "cls_token", o.clsToken);
    o.sepToken = stringField(config, "sep_token", o.sepToken);
    o.padToken = stringField(config, "pad_token", o.padToken);
    o.maskToken = stringField(config, "mask_token", o.maskToken);
    return o;
}

// tokenizer.json with a WordPiece model: a BertNormalizer or none, and BERT's, Whitespace's or
// WhitespaceSplit's word split. It is what Hugging Face reads where a vocab.txt lies beside
// it, and the settings are its own, not tokenizer_config.json's.
std::unique_ptr<Tokenizer> wordPieceFromTokenizerJson(const fs::path& path, const json& tj,
                                                      const json& config) {
    const json& model = tj.at("model");
    WordPieceOptions o = wordPieceOptions(config);
    o.addedTokens = addedTokensOf(path.parent_path(), tj, config);
    static const json kNone;
    const json& norm = tj.contains("normalizer") ? tj.at("normalizer") : kNone;
    if (norm.is_object() && norm.value("type", "") == "BertNormalizer") {
        o.normalizer.cleanText = boolField(norm, "clean_text", true);
        o.normalizer.handleChineseChars = boolField(norm, "handle_chinese_chars", true);
        o.normalizer.lowercase = boolField(norm, "lowercase", true);
        o.normalizer.stripAccents = boolField(norm, "strip_accents", o.normalizer.lowercase);
    } else if (norm.is_null()) {
        o.normalizer = BertNormalizerOptions{false, false, false, false};  // the text as written
    } else {
        throw ModelError(path.string() + ": WordPiece with a " + norm.value("type", "?") +
                         " normalizer is not supported");
    }
    const std::string split = tj.contains("pre_tokenizer") && tj.at("pre_tokenizer").is_object()
                                  ? tj.at("pre_tokenizer").value("type", "")
                                  : std::string();
    if (split == "Whitespace") {
        o.wordSplit = WordPieceOptions::WordSplit::Whitespace;
    } else if (split == "WhitespaceSplit") {
        o.wordSplit = WordPieceOptions::WordSplit::WhitespaceSplit;
    } else if (split != "BertPreTokenizer") {
        throw ModelError(
            path.string() + ": WordPiece with " +
            (split.empty() ? std::string("no pre-tokenizer") : "a " + split + " pre-tokenizer") +
            " is not supported (BertPreTokenizer, Whitespace and WhitespaceSplit "
            "are)");
    }
    o.unkToken = stringField(model, "unk_token", o.unkToken);
    o.continuingPrefix = stringField(model, "continuing_subword_prefix", o.continuingPrefix);
    if (model.contains("max_input_chars_per_word") &&
        model.at("max_input_chars_per_word").is_number_unsigned()) {
        o.maxInputCharsPerWord = model.at("max_input_chars_per_word").get<std::size_t>();
    }
    const json& vocabJson = model.at("vocab");
    if (!vocabJson.is_object()) {
        throw ModelError(path.string() + ": the WordPiece vocabulary is not an object");
    }
    std::vector<std::string> vocab(vocabJson.size());
    for (const auto& [piece, id] : vocabJson.items()) {
        if (!id.is_number_unsigned() || id.get<std::size_t>() >= vocab.size()) {
            throw ModelError(path.string() + ": WordPiece id of \"" + piece + "\" is out of range");
        }
        vocab[id.get<std::size_t>()] = piece;
    }
    return std::make_unique<WordPieceTokenizer>(std::move(vocab), std::move(o), path.string());
}

std::optional<SentencePieceFamily> familyOf(const json& tokConfig, const json& config) {
    const std::string cls = lower(stringField(tokConfig, "tokenizer_class", ""));
    const std::string type = lower(stringField(config, "model_type", ""));
    const auto has = [](const std::string& s, const char* part) {
        return s.find(part) != std::string::npos;
    };
    if (has(cls, "xlmroberta") || has(cls, "camembert") || has(type, "xlm-roberta") ||
        type == "camembert") {
        return SentencePieceFamily::XlmRoberta;
    }
    if (has(cls, "albert") || type == "albert") {
        return SentencePieceFamily::Albert;
    }
    if (has(cls, "t5") || type == "t5" || type == "mt5" || type == "umt5") {
        return SentencePieceFamily::T5;
    }
    return std::nullopt;
}

std::optional<SentencePieceFamily> unigramFamily(const json& tj, const json& tokConfig,
                                                 const json& config) {
    std::optional<SentencePieceFamily> family = familyOf(tokConfig, config);
    if (!family && tj.contains("post_processor") && tj.at("post_processor").is_object()) {
        const std::string single = tj.at("post_processor").value("single", json::array()).dump();
        if (single.find("\"<s>\"") != std::string::npos) {
            family = SentencePieceFamily::XlmRoberta;
        } else if (single.find("\"[CLS]\"") != std::string::npos) {
            family = SentencePieceFamily::Albert;
        } else if (single.find("\"</s>\"") != std::string::npos) {
            family = SentencePieceFamily::T5;
        }
    }
    return family;
}

bool isUnigramJson(const json& tj) {
    return tj.is_object() && tj.contains("model") && tj.at("model").is_object() &&
           tj.at("model").value("type", "") == "Unigram";
}

// tokenizer.json with a Unigram model: its vocabulary and precompiled normalization map
// become a SentencePiece model.
std::unique_ptr<Tokenizer> unigramFromTokenizerJson(const fs::path& path, const json& tj,
                                                    const json& tokConfig, const json& config) {
    const json& model = tj.at("model");
    SentencePieceOptions o;
    o.nativeIds = true;
    const std::optional<SentencePieceFamily> family = unigramFamily(tj, tokConfig, config);
    if (!family) {
        throw ModelError(
            path.string() +
            ": cannot tell which model family's conventions apply "
            "(tokenizer_config.json and config.json name none of XLM-RoBERTa, ALBERT, T5)");
    }
    o.family = *family;
    const std::string charsmap = readUnigramSteps(path, tj, o);
    std::vector<UnigramPiece> pieces;
    const json& vocab = model.at("vocab");
    pieces.reserve(vocab.size());
    for (const auto& entry : vocab) {
        pieces.push_back({entry.at(0).get<std::string>(), entry.at(1).get<double>()});
    }
    if (pieces.empty()) {
        throw ModelError(path.string() + ": the Unigram vocabulary is empty");
    }
    if (!model.contains("unk_id") || !model.at("unk_id").is_number_unsigned() ||
        model.at("unk_id").get<std::size_t>() >= pieces.size()) {
        throw ModelError(path.string() + ": the Unigram model has no unknown piece (unk_id)");
    }
    if (tj.contains("added_tokens") && tj.at("added_tokens").is_array()) {
        for (const auto& added : tj.at("added_tokens")) {
            const std::size_t id = added.value("id", pieces.size());
            if (id < pieces.size() && added.value("special", false)) {
                pieces[id].type = UnigramPiece::Type::Control;
            }
        }
    }
    pieces[model.at("unk_id").get<std::size_t>()].type = UnigramPiece::Type::Unknown;
    o.addedTokens = addedTokensOf(path.parent_path(), tj, tokConfig);
    return std::make_unique<SentencePieceTokenizer>(path.string(),
                                                    unigramModelProto(pieces, charsmap), o);
}

std::pair<std::string, std::string> splitMerge(const std::string& line, const fs::path& path,
                                               std::size_t number = 0) {
    const auto space = line.find(' ');
    if (space == std::string::npos || space == 0 || space + 1 >= line.size() ||
        line.find(' ', space + 1) != std::string::npos) {
        throw ModelError(path.string() + (number > 0 ? ":" + std::to_string(number) : "") +
                         ": malformed merge \"" + line + "\" (two pieces and one space)");
    }
    return {line.substr(0, space), line.substr(space + 1)};
}

ByteLevelBpeTokenizer::Specials bpeSpecials(const json& tokConfig) {
    ByteLevelBpeTokenizer::Specials specials;
    specials.unkToken =
        stringField(tokConfig, "unk_token", stringField(tokConfig, "eos_token", specials.unkToken));
    specials.padToken = stringField(tokConfig, "pad_token", "");
    specials.maskToken = stringField(tokConfig, "mask_token", "");
    return specials;
}

// The word split of a byte-level pre-tokenizer: GPT-2's (a ByteLevel step with its pattern),
// BLOOM's (its Split pattern, then a ByteLevel step without one); none for any other.
std::optional<ByteLevelBpeTokenizer::WordSplit> byteLevelWordSplit(const json& pre) {
    const auto byteLevel = [](const json& step, bool pattern) {
        return step.is_object() && step.value("type", "") == "ByteLevel" &&
               step.value("use_regex", true) == pattern && !step.value("add_prefix_space", false);
    };
    if (byteLevel(pre, true)) {
        return ByteLevelBpeTokenizer::WordSplit::Gpt2;
    }
    if (!pre.is_object() || pre.value("type", "") != "Sequence" || !pre.contains("pretokenizers") ||
        !pre.at("pretokenizers").is_array() || pre.at("pretokenizers").size() != 2) {
        return std::nullopt;
    }
    const json& split = pre.at("pretokenizers").at(0);
    const bool bloom = split.is_object() && split.value("type", "") == "Split" &&
                       split.contains("pattern") && split.at("pattern").is_object() &&
                       split.at("pattern").value("Regex", "") ==
                           " ?[^(\\s|[.,!?\u2026\u3002\uFF0C\u3001\u0964\u06D4\u060C])]+" &&
                       split.value("behavior", "") == "Isolated" && !split.value("invert", false);
    if (bloom && byteLevel(pre.at("pretokenizers").at(1), false)) {
        return ByteLevelBpeTokenizer::WordSplit::Bloom;
    }
    return std::nullopt;
}

// A TemplateProcessing's special tokens around the sequences A and B.
SpecialTemplate fromTemplateProcessing(const fs::path& path, const json& post) {
    const json& specials = post.at("special_tokens");
    const auto special = [&](const json& item) -> SpecialToken {
        const std::string name = item.at("id").get<std::string>();
        const json& entry = specials.at(name);
        if (entry.at("ids").size() != 1 || entry.at("tokens").size() != 1) {
            throw ModelError(path.string() + ": the post-processor's special token \"" + name +
                             "\" is not one token");
        }
        return {entry.at("ids").at(0).get<std::int64_t>(),
                entry.at("tokens").at(0).get<std::string>()};
    };
    SpecialTemplate t;
    int sequences = 0;
    for (const auto& item : post.at("single")) {
        if (item.contains("Sequence")) {
            ++sequences;
        } else {
            (sequences == 0 ? t.before : t.after).push_back(special(item.at("SpecialToken")));
        }
    }
    sequences = 0;
    for (const auto& item : post.at("pair")) {
        if (item.contains("Sequence")) {
            if (++sequences == 2) {
                t.secondTypeId = item.at("Sequence").value("type_id", 0);
            }
            continue;
        }
        auto& part = sequences == 0 ? t.pairBefore : sequences == 1 ? t.pairMiddle : t.pairAfter;
        part.push_back(special(item.at("SpecialToken")));
    }
    return t;
}

// The special tokens a BPE tokenizer.json's post-processor places: none for ByteLevel (GPT-2,
// BLOOM), RoBERTa's, or a template's.
SpecialTemplate bpeSpecialTemplate(const fs::path& path, const json& tj) {
    json post = tj.contains("post_processor") ? tj.at("post_processor") : json();
    if (post.is_object() && post.value("type", "") == "Sequence") {
        json found;
        for (const auto& step : post.at("processors")) {
            if (step.value("type", "") != "ByteLevel") {
                found = step;
            }
        }
        post = found;
    }
    const std::string type = post.is_object() ? post.value("type", "") : std::string();
    // RobertaProcessing's and BertProcessing's "cls" and "sep": ["<s>", 0].
    const auto token = [&](const char* field) -> SpecialToken {
        return {post.at(field).at(1).get<std::int64_t>(), post.at(field).at(0).get<std::string>()};
    };
    if (type == "RobertaProcessing") {
        return robertaTemplate(token("cls"), token("sep"));
    }
    if (type == "BertProcessing") {
        return bertTemplate(token("cls"), token("sep"));
    }
    if (type == "TemplateProcessing") {
        return fromTemplateProcessing(path, post);
    }
    if (!type.empty() && type != "ByteLevel") {
        throw ModelError(path.string() + ": a BPE tokenizer with a " + type +
                         " post-processor is not supported");
    }
    return ByteLevelBpeTokenizer::Specials{}.around;
}

// tokenizer.json with a BPE model and GPT-2's or BLOOM's byte-level pre-tokenizer.
std::unique_ptr<Tokenizer> byteLevelFromTokenizerJson(const fs::path& path, const json& tj,
                                                      const json& tokConfig) {
    const json& model = tj.at("model");
    auto specials = bpeSpecials(tokConfig);
    specials.unkToken = stringField(model, "unk_token", specials.unkToken);
    specials.endOfWordSuffix = stringField(model, "end_of_word_suffix", "");
    std::optional<ByteLevelBpeTokenizer::WordSplit> split;
    const json& norm = tj.contains("normalizer") ? tj.at("normalizer") : json();
    const json& pre = tj.contains("pre_tokenizer") ? tj.at("pre_tokenizer") : json();
    if (!specials.endOfWordSuffix.empty()) {
        // BPE over characters (HerBERT): BERT's normalizer and split.
        if (!norm.is_object() || norm.value("type", "") != "BertNormalizer" || !pre.is_object() ||
            pre.value("type", "") != "BertPreTokenizer") {
            throw ModelError(path.string() +
                             ": BPE over characters with an end-of-word suffix is supported with "
                             "BERT's normalizer and pre-tokenizer only (as HerBERT's)");
        }
        specials.normalizer.cleanText = boolField(norm, "clean_text", true);
        specials.normalizer.handleChineseChars = boolField(norm, "handle_chinese_chars", true);
        specials.normalizer.lowercase = boolField(norm, "lowercase", true);
        specials.normalizer.stripAccents =
            boolField(norm, "strip_accents", specials.normalizer.lowercase);
    } else {
        split = byteLevelWordSplit(pre);
        if (!split || !norm.is_null()) {
            throw ModelError(path.string() +
                             ": only byte-level BPE with GPT-2's or BLOOM's pre-tokenizer (no "
                             "prefix space, no normalizer), or BPE over characters as HerBERT's, "
                             "is supported");
        }
    }
    std::unordered_map<std::string, std::int64_t> vocab;
    for (const auto& [piece, id] : model.at("vocab").items()) {
        vocab.emplace(piece, id.get<std::int64_t>());
    }
    std::vector<std::pair<std::string, std::string>> merges;
    for (const auto& m : model.at("merges")) {
        if (m.is_string()) {
            merges.push_back(splitMerge(m.get<std::string>(), path));
        } else {
            merges.emplace_back(m.at(0).get<std::string>(), m.at(1).get<std::string>());
        }
    }
    specials.addedTokens = addedTokensIn(tj);
    specials.around = bpeSpecialTemplate(path, tj);
    return std::make_unique<ByteLevelBpeTokenizer>(
        std::move(vocab), std::move(merges), std::move(specials), path.string(),
        split.value_or(ByteLevelBpeTokenizer::WordSplit::Gpt2));
}

// vocab.json and merges.txt (GPT-2's own files, or a RoBERTa's).
std::unique_ptr<Tokenizer> byteLevelFromFiles(const fs::path& dir, const json& tokConfig,
                                              const json& config) {
    const fs::path vocabPath = dir / "vocab.json";
    const fs::path mergesPath = dir / "merges.txt";
    // HerBERT's, XLM's and their kin's vocab.json and merges.txt are BPE over characters with
    // an end-of-word suffix, not bytes: read as GPT-2's, they would give wrong pieces.
    // The class tokenizer_config.json names, else config.json (as HerBERT's folders have it).
    const std::string tokenizerClass =
        stringField(tokConfig, "tokenizer_class", stringField(config, "tokenizer_class", ""));
    const std::string cls = lower(tokenizerClass);
    const bool herbert = cls.rfind("herbert", 0) == 0;
    for (const char* suffixed :
         {"xlmtokenizer", "flaubert", "phobert", "bertweet", "openaigpt", "ctrl"}) {
        if (cls.rfind(suffixed, 0) == 0) {
            throw ModelError(vocabPath.string() + ": " + tokenizerClass +
                             "'s BPE over characters with an end-of-word suffix is not supported "
                             "(byte-level BPE is)");
        }
    }
    const json vocabJson = readJson(vocabPath);
    if (!vocabJson.is_object()) {
        throw ModelError(vocabPath.string() + ": not a BPE vocabulary (a JSON object of pieces)");
    }
    std::unordered_map<std::string, std::int64_t> vocab;
    for (const auto& [piece, id] : vocabJson.items()) {
        if (!id.is_number_integer()) {
            throw ModelError(vocabPath.string() + ": the id of \"" + piece + "\" is not a number");
        }
        vocab.emplace(piece, id.get<std::int64_t>());
    }
    std::ifstream in(mergesPath, std::ios::binary);
    if (!in) {
        throw ModelError(mergesPath.string() + ": cannot read the BPE merges");
    }
    std::vector<std::pair<std::string, std::string>> merges;
    std::string line;
    std::size_t number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.empty() || line.rfind("#version", 0) == 0) {
            continue;
        }
        merges.push_back(splitMerge(line, mergesPath, number));
    }
    auto specials = bpeSpecials(tokConfig);
    // HerBERT's special tokens, where tokenizer_config.json does not name them.
    const auto named = [&](const char* field, const char* herbertsOwn) {
        return stringField(tokConfig, field, herbert ? herbertsOwn : "");
    };
    if (herbert) {
        specials.unkToken = named("unk_token", "<unk>");
        specials.padToken = named("pad_token", "<pad>");
        specials.maskToken = named("mask_token", "<mask>");
    }
    for (const auto& token : {specials.unkToken, specials.padToken, named("bos_token", "<s>"),
                              named("eos_token", "</s>"), named("cls_token", "<s>"),
                              named("sep_token", "</s>"), specials.maskToken}) {
        const auto it = vocab.find(token);
        const bool known = std::any_of(specials.addedTokens.begin(), specials.addedTokens.end(),
                                       [&](const auto& a) { return a.content == token; });
        if (!token.empty() && it != vocab.end() && !known) {
            specials.addedTokens.push_back({token, it->second});
        }
    }
    const auto special = [&](const char* field, const char* fallback) -> SpecialToken {
        const std::string token = stringField(tokConfig, field, fallback);
        const auto it = vocab.find(token);
        if (it == vocab.end()) {
            throw ModelError(vocabPath.string() + ": the " + field + " \"" + token +
                             "\" is not in the vocabulary");
        }
        return {it->second, token};
    };
    // A RoBERTa's tokenizer puts <s> and </s> around a text, as Hugging Face's RobertaTokenizer.
    // HerBERT's is BPE over characters with "</w>" ending each word, BERT's normalization
    // (without lower-casing or accent stripping) and split, and <s> A </s>, as Hugging Face
    // converts it.
    if (herbert) {
        specials.endOfWordSuffix = "</w>";
        specials.normalizer.lowercase = false;
        specials.normalizer.stripAccents = false;
        specials.around = bertTemplate(special("cls_token", "<s>"), special("sep_token", "</s>"));
    } else if ((cls.find("roberta") != std::string::npos && cls.find("xlm") == std::string::npos) ||
               stringField(config, "model_type", "") == "roberta") {
        specials.around =
            robertaTemplate(special("cls_token", "<s>"), special("sep_token", "</s>"));
    }
    return std::make_unique<ByteLevelBpeTokenizer>(std::move(vocab), std::move(merges),
                                                   std::move(specials), vocabPath.string());
}

}  // namespace

std::string noTokensMessage(bool empty) {
    return empty ? "the text is empty and the tokenizer adds no special tokens: the model has "
                   "nothing to read"
                 : "the text gives no tokens: the model has nothing to read";
}

std::string cutToLengthNote(std::size_t cut, std::size_t total, std::size_t maxLength) {
    if (cut == 0) {
        return {};
    }
    const bool one = cut == 1;
    const std::string which = total == 1
                                  ? "the input is"
                                  : std::to_string(cut) + " of the " + std::to_string(total) +
                                        (one ? " inputs is" : " inputs are");
    return "note: " + which + " longer than the model's " + std::to_string(maxLength) +
           " tokens; " + (one ? "it was" : "they were") +
           " cut to them as the Hugging Face tokenizers cut " + (one ? "it" : "them") +
           " (a pair from its longer text first)";
}

std::unique_ptr<Tokenizer> Tokenizer::load(const std::string& modelDir) {
    const fs::path dir(modelDir);
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        throw ModelError(modelDir + (fs::exists(dir, ec)
                                         ? ": a file, not a model folder (give the folder that "
                                           "holds it)"
                                         : ": not a model folder (no such directory)"));
    }
    // A folder that cannot be read would look like one without tokenizer files.
    if (fs::directory_iterator(dir, ec); ec) {
        throw ModelError(modelDir + ": cannot read the model folder: " + ec.message());
    }
    internal::refuseHalfMovedModel(modelDir);
    const json tokConfig = readJson(dir / "tokenizer_config.json");
    const json config = readJson(dir / "config.json");

    // Beside a vocab.txt, a tokenizer.json with the WordPiece model is what Hugging Face
    // reads: its normalizer, word split and limits, whatever tokenizer_config.json says.
    const fs::path tokenizerJson = dir / "tokenizer.json";
    const json tj = readJson(tokenizerJson);
    const bool wordPieceJson = tj.is_object() && tj.contains("model") &&
                               tj.at("model").is_object() && tj.at("model").contains("type") &&
                               tj.at("model").at("type") == "WordPiece";
    if (fs::is_regular_file(dir / "vocab.txt", ec) && !wordPieceJson) {
        WordPieceOptions options = wordPieceOptions(tokConfig);
        options.addedTokens = addedTokensOf(dir, tj, tokConfig);
        return WordPieceTokenizer::fromVocabFile((dir / "vocab.txt").string(), std::move(options));
    }

    fs::path spModel;
    for (const char* name : {"sentencepiece.bpe.model", "spiece.model", "tokenizer.model"}) {
        if (fs::is_regular_file(dir / name, ec)) {
            spModel = dir / name;
            break;
        }
    }
    if (spModel.empty()) {
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            if (entry.is_regular_file() && entry.path().extension() == ".model") {
                spModel = entry.path();
                break;
            }
        }
    }
    if (!spModel.empty()) {
        const auto family = familyOf(tokConfig, config);
        if (!family) {
            throw ModelError(
                spModel.string() +
                ": cannot tell which model family's SentencePiece "
                "conventions apply (tokenizer_config.json and config.json name none of "
                "XLM-RoBERTa, ALBERT, T5)");
        }
        SentencePieceOptions o;
        o.family = *family;
        if (o.family == SentencePieceFamily::Albert) {
            o.lowercase = boolField(tokConfig, "do_lower_case", true);
            o.keepAccents = boolField(tokConfig, "keep_accents", false);
        }
        if (o.family == SentencePieceFamily::T5 && tokConfig.is_object() &&
            tokConfig.contains("extra_ids") && tokConfig.at("extra_ids").is_number_unsigned()) {
            o.extraIds = tokConfig.at("extra_ids").get<std::size_t>();
            // Each a token of its own, made as the tokenizer loads.
            if (o.extraIds > kMaxExtraIds) {
                throw ModelError((dir / "tokenizer_config.json").string() + ": extra_ids is " +
                                 std::to_string(o.extraIds) + ", more than the " +
                                 std::to_string(kMaxExtraIds) +
                                 " a tokenizer is read with (T5's have 100)");
            }
        }
        // Beside a Unigram tokenizer.json, Hugging Face reads that: its steps apply (the
        // model file's map is the same).
        if (isUnigramJson(tj)) {
            o.lowercase = false;
            o.keepAccents = true;
            try {
                readUnigramSteps(tokenizerJson, tj, o);
            } catch (const ModelError& e) {
                throw ModelError(std::string(e.what()) + "; without tokenizer.json, " +
                                 spModel.filename().string() +
                                 " is read as Hugging Face's slow tokenizer reads it");
            } catch (const json::exception& e) {
                throw ModelError(tokenizerJson.string() + ": " + e.what());
            }
        }
        o.addedTokens = addedTokensOf(dir, tj, tokConfig);
        return std::make_unique<SentencePieceTokenizer>(spModel.string(), o);
    }

    if (!tj.is_null()) {
        try {
            const std::string type = tj.at("model").value("type", "");
            if (type == "WordPiece") {
                return wordPieceFromTokenizerJson(tokenizerJson, tj, tokConfig);
            }
            if (type == "Unigram") {
                return unigramFromTokenizerJson(tokenizerJson, tj, tokConfig, config);
            }
            if (type == "BPE") {
                return byteLevelFromTokenizerJson(tokenizerJson, tj, tokConfig);
            }
            throw ModelError(tokenizerJson.string() + ": " + (type.empty() ? "this" : type) +
                             " tokenizers are not supported from tokenizer.json (WordPiece, "
                             "Unigram and BPE only)");
        } catch (const json::exception& e) {
            throw ModelError(tokenizerJson.string() +
                             ": malformed tokenizer: " + malformedField(e));
        }
    }
    if (fs::is_regular_file(dir / "vocab.json", ec) &&
        fs::is_regular_file(dir / "merges.txt", ec)) {
        return byteLevelFromFiles(dir, tokConfig, config);
    }
    throw ModelError(modelDir +
                     ": no tokenizer file (vocab.txt, a SentencePiece *.model, tokenizer.json "
                     "or vocab.json with merges.txt) in the model folder");
}

}  // namespace akshara::model

#include "model/internal/TrainedFolder.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "jobs/RunFolder.h"
#include "model/ModelConfig.h"
#include "model/ModelFingerprint.h"
#include "model/Safetensors.h"
#include "model/internal/FolderFile.h"
#include "model/tokenizer/WordPieceVocabularyBuilder.h"

namespace akshara::model::internal {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

struct ScratchSizes {
    std::int64_t hidden, layers, heads, intermediate, vocab, positions;
};

ScratchSizes sizesOf(ScratchSize size) {
    if (size == ScratchSize::Small) {
        return {256, 4, 4, 1024, 8000, 256};
    }
    return {128, 2, 2, 512, 2000, 128};
}

std::string architectureOf(const ModelConfig& config) {
    switch (config.family) {
        case Family::Bert:
            return "BertForSequenceClassification";
        case Family::Roberta:
            return config.modelType == "xlm-roberta" ? "XLMRobertaForSequenceClassification"
                                                     : "RobertaForSequenceClassification";
        case Family::Albert:
            return "AlbertForSequenceClassification";
        case Family::Gpt2:
        case Family::Bloom:
        case Family::T5:
            break;  // refused before training starts
    }
    return "";
}

void setLabels(Json& config, const std::vector<std::string>& labels) {
    Json id2label = Json::object(), label2id = Json::object();
    for (std::size_t i = 0; i < labels.size(); ++i) {
        id2label[std::to_string(i)] = labels[i];
        label2id[labels[i]] = i;
    }
    config["id2label"] = id2label;
    config["label2id"] = label2id;
    config.erase("num_labels");
    // Trained by cross-entropy over the labels, whatever head it started from.
    config["problem_type"] = "single_label_classification";
}

// The files of a Hugging Face model folder that a trained model may hold.
bool isModelFile(const fs::path& file) {
    const auto name = file.filename().string();
    return name == "config.json" || name == "model.safetensors" || name == "training.json" ||
           isTokenizerFile(file);
}

}  // namespace

void writeJson(const fs::path& path, const Json& json) {
    writeFileAtomically(path.string(), json.dump(2) + "\n");
}

// The list of the files being moved by publishModel, beside the staged folder: while it is
// there, a killed publish is undone by restorePartlyPublished.
fs::path publishingList(const fs::path& staged) {
    return staged.parent_path() / "publishing.json";
}

void publishModel(const fs::path& staged, const fs::path& out, const Json& summary) {
    std::error_code ec;
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(staged)) {
        names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());  // the same order on every file system
    writeJson(publishingList(staged), names);
    // Without training.json the folder reads as a training not yet finished while the files
    // change, never as a model made of two trainings' files.
    fs::remove(out / "training.json", ec);
    if (ec) {
        throw InputError((out / "training.json").string() +
                         ": cannot replace the earlier training's record (" + ec.message() + ")");
    }
    for (const auto& name : names) {
        fs::rename(staged / name, out / name, ec);  // replaces a file of that name
        if (ec) {
            throw InputError((out / name).string() +
                             ": cannot move the trained model's file into place (" + ec.message() +
                             ")");
        }
    }
    // The files of a model trained there before that the new one has not replaced (another
    // tokenizer's); the user's other files stay.
    for (const auto& entry : fs::directory_iterator(out)) {
        const auto name = entry.path().filename().string();
        if (entry.is_regular_file() && isModelFile(entry.path()) &&
            std::find(names.begin(), names.end(), name) == names.end()) {
            fs::remove(entry.path(), ec);
            if (ec) {
                throw InputError(entry.path().string() +
                                 ": cannot remove the earlier model's file (" + ec.message() + ")");
            }
        }
    }
    writeJson(out / "training.json", summary);
}

bool publishEnded(const fs::path& staged, const fs::path& out) {
    std::error_code ec;
    return fs::exists(publishingList(staged), ec) && fs::exists(out / "training.json", ec) &&
           (!fs::exists(staged, ec) || fs::is_empty(staged, ec));
}

void restorePartlyPublished(const fs::path& staged, const fs::path& out) {
    const fs::path list = publishingList(staged);
    std::error_code ec;
    if (!fs::exists(list, ec)) {
        return;
    }
    Json names;
    try {
        names = parseJsonText<Json>(readFile(list.string()));
    } catch (const nlohmann::json::exception& e) {
        throw InputError(list.string() + ": not a readable list of files (" + jsonErrorText(e) +
                         "); remove " + staged.parent_path().string() + " to train afresh");
    }
    fs::create_directories(staged, ec);
    for (const auto& item : names) {
        const std::string name = item.is_string() ? item.get<std::string>() : std::string();
        if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..") {
            throw InputError(list.string() + ": not the name of a file: " + jsonExcerpt(item));
        }
        if (!fs::exists(staged / name, ec) && fs::exists(out / name, ec)) {
            fs::rename(out / name, staged / name, ec);
            if (ec) {
                throw InputError((out / name).string() +
                                 ": cannot move the trained model's file back to finish its "
                                 "training (" +
                                 ec.message() + ")");
            }
        }
    }
    fs::remove(out / "training.json", ec);
    fs::remove(list, ec);
}

// A fine-tuned model keeps its source's tokenizer files and config, with the new head's labels.
void prepareFineTunedFolder(const std::string& sourceDir, const fs::path& out,
                            const std::vector<std::string>& labels) {
    const auto source = ModelConfig::load(sourceDir);
    Json config;
    try {
        config = parseJsonText<Json>(readFile((fs::path(sourceDir) / "config.json").string()));
    } catch (const nlohmann::json::exception& e) {
        throw ModelError(sourceDir + "/config.json: not valid JSON (" + jsonErrorText(e) + ")");
    }
    config["architectures"] = Json::array({architectureOf(source)});
    setLabels(config, labels);
    for (const auto& entry : fs::directory_iterator(sourceDir)) {
        const auto name = entry.path().filename().string();
        if (entry.is_regular_file() && isTokenizerFile(entry.path())) {
            writeFileAtomically((out / name).string(), readFile(entry.path().string()));
        }
    }
    writeJson(out / "config.json", config);
}

// A new BERT folder: a WordPiece vocabulary built from the training texts and the sizes of
// `size`, with the field names and defaults transformers writes.
// What in `checkpoint` a training did not write (empty when it holds only what one writes:
// state.json, weights-N and optimizer-N, the staged model/ folder, the list of files being
// published, and files cut short).
std::string notOfATraining(const fs::path& checkpoint) {
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(checkpoint, ec))) {
        return {};
    }
    if (!fs::is_directory(fs::symlink_status(checkpoint, ec))) {
        return "a file named checkpoint";
    }
    const auto isOwn = [](const std::string& name) {
        const auto startsEnds = [&](const char* start, const char* end) {
            const std::string a(start), b(end);
            return name.size() >= a.size() + b.size() && name.compare(0, a.size(), a) == 0 &&
                   name.compare(name.size() - b.size(), b.size(), b) == 0;
        };
        return name == "state.json" || name == "model" || name == "publishing.json" ||
               startsEnds("weights-", ".safetensors") || startsEnds("optimizer-", ".safetensors") ||
               startsEnds("", ".partial");
    };
    for (const auto& entry : fs::directory_iterator(checkpoint, ec)) {
        const std::string name = entry.path().filename().string();
        if (!isOwn(name)) {
            return (checkpoint / name).string();
        }
    }
    return {};
}

std::int64_t scratchPositions(ScratchSize size) {
    return sizesOf(size).positions;
}

void prepareScratchFolder(const std::vector<data::ClassificationExample>& examples,
                          ScratchSize size, const fs::path& out,
                          const std::vector<std::string>& labels) {
    const auto sizes = sizesOf(size);
    std::vector<std::string> texts;
    for (const auto& e : examples) {
        texts.push_back(e.text);
        if (!e.textPair.empty()) {
            texts.push_back(e.textPair);
        }
    }
    const auto vocab = buildWordPieceVocabulary(texts, static_cast<std::size_t>(sizes.vocab));
    std::string vocabText;
    for (const auto& piece : vocab) {
        vocabText += piece + "\n";
    }
    writeFileAtomically((out / "vocab.txt").string(), vocabText);
    const auto& specials = wordPieceSpecialTokens();
    Json specialMap = {{"unk_token", specials[1]},
                       {"sep_token", specials[3]},
                       {"pad_token", specials[0]},
                       {"cls_token", specials[2]},
                       {"mask_token", specials[4]}};
    Json tokenizerConfig = {{"tokenizer_class", "BertTokenizer"},
                            {"do_lower_case", false},
                            {"strip_accents", false},
                            {"tokenize_chinese_chars", true},
                            {"model_max_length", sizes.positions}};
    tokenizerConfig.update(specialMap);
    writeJson(out / "special_tokens_map.json", specialMap);
    writeJson(out / "tokenizer_config.json", tokenizerConfig);
    Json config = {{"architectures", Json::array({"BertForSequenceClassification"})},
                   {"model_type", "bert"},
                   {"attention_probs_dropout_prob", 0.1},
                   {"classifier_dropout", nullptr},
                   {"hidden_act", "gelu"},
                   {"hidden_dropout_prob", 0.1},
                   {"hidden_size", sizes.hidden},
                   {"initializer_range", 0.02},
                   {"intermediate_size", sizes.intermediate},
                   {"layer_norm_eps", 1e-12},
                   {"max_position_embeddings", sizes.positions},
                   {"num_attention_heads", sizes.heads},
                   {"num_hidden_layers", sizes.layers},
                   {"pad_token_id", 0},
                   {"position_embedding_type", "absolute"},
                   {"problem_type", "single_label_classification"},
                   {"torch_dtype", "float32"},
                   {"type_vocab_size", 2},
                   {"use_cache", true},
                   {"vocab_size", static_cast<std::int64_t>(vocab.size())}};
    setLabels(config, labels);
    writeJson(out / "config.json", config);
}

Json epochJson(const EpochReport& e) {
    return {{"epoch", e.epoch},
            {"train_loss", e.trainLoss},
            {"dev_loss", e.devLoss},
            {"dev_accuracy", e.devAccuracy},
            {"steps", e.steps}};
}

Json dataRecord(const data::ClassificationDataset& train, const data::ClassificationDataset* dev,
                const data::ClassificationOptions& read) {
    // null for examples that were not read from a file
    const auto absolute = [](const std::string& file) {
        return file.empty() ? Json() : Json(absolutePath(file));
    };
    Json record = {{"file", absolute(train.source)},
                   {"dev_file", dev != nullptr ? absolute(dev->source) : Json()},
                   {"format", data::datasetFormatName(read.format)},
                   {"pair", train.sentencePair}};
    if (train.sentencePair) {
        record["first_column"] = read.firstColumn;
        record["second_column"] = read.secondColumn;
    } else {
        record["text_column"] = read.textColumn;
    }
    record["label_column"] = read.labelColumn;
    return record;
}

// "the CPU with 2 threads", "a CUDA device": where a run's arithmetic ran, as its
// checkpoint records it.
std::string arithmeticName(const Json& arithmetic) {
    const auto field = [&arithmetic](const char* key) {
        return arithmetic.is_object() ? arithmetic.find(key) : arithmetic.end();
    };
    if (const auto device = field("device"); device == arithmetic.end() || *device != Json("cpu")) {
        return "a CUDA device";
    }
    const auto held = field("threads");
    const int threads =
        held != arithmetic.end() && held->is_number_integer() ? held->get<int>() : 0;
    return "the CPU with " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
}

void requireReadableStagedModel(const fs::path& staged, const fs::path& checkpointDir) {
    const fs::path best = staged / "model.safetensors";
    if (!folderHasFile(best)) {
        return;
    }
    try {
        SafetensorsFile::open(best.string());
    } catch (const std::exception& e) {
        throw InputError(std::string(e.what()) + "; remove the folder " + checkpointDir.string() +
                         " to train from the start");
    }
}

int readProgress(const Json& state, int epochs, std::size_t stepsPerEpoch, TrainingReport& held) {
    // Counts are whole numbers from 0 on: -5 read as a size_t is 2^64 - 5.
    const auto countAt = [&state](const char* key) {
        const Json& value = state.at(key);
        if (!value.is_number_unsigned()) {
            throw InputError(std::string("its \"") + key + "\" is not a count");
        }
        return value.get<std::uint64_t>();
    };
    for (const auto& e : state.at("epochs")) {
        held.epochs.push_back(epochFromJson(e));
    }
    held.steps = countAt("steps");
    const std::uint64_t best = countAt("best_epoch");
    const std::uint64_t since = countAt("epochs_since_best");
    held.bestDevAccuracy = state.at("best_dev_accuracy").get<double>();
    held.stoppedEarly = state.value("stopped_early", false);
    const std::size_t done = held.epochs.size();
    const auto count = [](std::size_t n, const char* what) {
        return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    if (done == 0 || done > static_cast<std::size_t>(std::max(epochs, 0))) {
        throw InputError("it records " + count(done, "epoch") + " of a training of " +
                         count(static_cast<std::size_t>(std::max(epochs, 0)), "epoch"));
    }
    for (std::size_t i = 0; i < done; ++i) {
        const EpochReport& epoch = held.epochs[i];
        if (epoch.epoch != static_cast<int>(i + 1)) {
            throw InputError("its epochs are not numbered 1 to " + std::to_string(done));
        }
        if (epoch.steps != (i + 1) * stepsPerEpoch) {
            throw InputError("its epoch " + std::to_string(i + 1) + " ends at step " +
                             std::to_string(epoch.steps) + ", not " +
                             std::to_string((i + 1) * stepsPerEpoch) + " (" +
                             count(stepsPerEpoch, "step") + " an epoch)");
        }
    }
    if (held.steps != done * stepsPerEpoch) {
        throw InputError("its step count, " + std::to_string(held.steps) + ", is not " +
                         count(done, "epoch") + " of " + count(stepsPerEpoch, "step"));
    }
    if (best < 1 || best > done || since != done - best ||
        (held.stoppedEarly && done == static_cast<std::size_t>(epochs))) {
        throw InputError("its best epoch (" + std::to_string(best) + "), epochs since the best (" +
                         std::to_string(since) + ") or early stop (" +
                         (held.stoppedEarly ? "yes" : "no") + ") disagree with its " +
                         count(done, "epoch"));
    }
    held.bestEpoch = static_cast<int>(best);
    return static_cast<int>(since);
}

EpochReport epochFromJson(const Json& j) {
    EpochReport e;
    e.epoch = j.at("epoch").get<int>();
    e.trainLoss = j.at("train_loss").get<double>();
    e.devLoss = j.at("dev_loss").get<double>();
    e.devAccuracy = j.at("dev_accuracy").get<double>();
    e.steps = j.at("steps").get<std::size_t>();
    return e;
}

}  // namespace akshara::model::internal

namespace akshara::model {

bool trainingPublished(const std::string& outDir) {
    const std::filesystem::path out(outDir);
    return internal::publishEnded(out / "checkpoint" / "model", out);
}

bool removePublishedCheckpoint(const std::string& outDir) {
    if (!trainingPublished(outDir)) {
        return false;
    }
    std::optional<jobs::FolderLock> lock;
    try {
        lock = jobs::FolderLock::ifFree(outDir);
    } catch (const InputError&) {
        return false;  // cannot be opened: nothing to remove there
    }
    // A training into the folder now ends or starts afresh itself. (One started while this
    // removes the checkpoint is refused, the folder being another run's: run again, it trains.)
    if (!lock || !trainingPublished(outDir)) {
        return false;
    }
    const std::filesystem::path checkpointDir = std::filesystem::path(outDir) / "checkpoint";
    std::error_code ec;
    if (!std::filesystem::is_directory(std::filesystem::symlink_status(checkpointDir, ec))) {
        return false;  // a link someone made, which a training refuses too: not its files
    }
    std::filesystem::remove(checkpointDir / "state.json", ec);  // first, as training removes it
    std::filesystem::remove_all(checkpointDir, ec);
    return !ec;
}

}  // namespace akshara::model

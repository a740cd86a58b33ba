#include "attack/RunOptions.h"

#include <filesystem>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonText.h"

namespace akshara::attack {

namespace {

using Json = nlohmann::json;

// A run's manifest.json, read to resume it.
class Manifest {
public:
    // The manifest of a run of `kind` (any kind when empty).
    Manifest(const std::string& runDir, const std::string& kind)
        : path_((std::filesystem::path(runDir) / "manifest.json").string()), runDir_(runDir) {
        if (!std::filesystem::is_regular_file(path_)) {
            throw InputError("not found: the folder holds no run to resume", path_);
        }
        try {
            json_ = parseJsonText<Json>(readFile(path_));
        } catch (const Json::exception&) {
            throw InputError("malformed manifest.json", path_);
        }
        if (!json_.is_object() || !json_.contains("kind") || !json_.at("kind").is_string()) {
            throw InputError("not the manifest of a run: it has no kind", path_);
        }
        if (!kind.empty() && json_.at("kind") != kind) {
            throw InputError("not the manifest of an " + kind + " run", path_);
        }
    }

    std::string kind() const { return json_.at("kind").get<std::string>(); }

    // The path the field `name` records (in `in`, else at the top), where it is now (placed()).
    std::string place(const std::string& name, const Json* in = nullptr) const {
        return placed(text(name, in));
    }

    // A path the run recorded, where it is now: as recorded while it is there; else, when the
    // run's folder has moved since it began (a workspace copied to another machine, or
    // renamed) and the path lay in the folder that held its runs folder (the workspace), the
    // same path in the folder that holds it now, when there is one. The run checks what it
    // finds by its fingerprint.
    std::string placed(const std::string& recorded) const {
        namespace fs = std::filesystem;
        std::error_code error;
        if (recorded.empty() || fs::exists(recorded, error)) {
            return recorded;
        }
        const std::string before = startedIn();
        if (before.empty()) {
            return recorded;
        }
        const fs::path was = folderPath(before).parent_path().parent_path();
        fs::path is = fs::weakly_canonical(fs::absolute(runDir_, error), error);
        if (error) {
            return recorded;
        }
        is = folderPath(is.string()).parent_path().parent_path();
        const fs::path within = fs::path(recorded).lexically_normal().lexically_relative(was);
        if (was == is || within.empty() || *within.begin() == "..") {
            return recorded;
        }
        const fs::path now = (is / within).lexically_normal();
        return fs::exists(now, error) ? now.string() : recorded;
    }

    const std::string& path() const { return path_; }

    // The field `name` (in the object `in`, else at the top), which must be there.
    const Json& at(const std::string& name, const Json* in = nullptr) const {
        const Json& object = in != nullptr ? *in : json_;
        const auto found = object.find(name);
        if (found == object.end()) {
            throw missing(name, in);
        }
        return *found;
    }

    std::string text(const std::string& name, const Json* in = nullptr) const {
        const Json& value = at(name, in);
        if (!value.is_string()) {
            throw malformed(name, in, "a string");
        }
        return value.get<std::string>();
    }
    // `fallback` when the field is not there.
    std::string text(const std::string& name, const Json* in, const std::string& fallback) const {
        return has(name, in) ? text(name, in) : fallback;
    }

    double number(const std::string& name, const Json* in = nullptr) const {
        const Json& value = at(name, in);
        if (!value.is_number()) {
            throw malformed(name, in, "a number");
        }
        return value.get<double>();
    }

    template <typename Count>
    Count count(const std::string& name, const Json* in = nullptr) const {
        const Json& value = at(name, in);
        if (!value.is_number_unsigned()) {
            throw malformed(name, in, "a whole number");
        }
        return value.get<Count>();
    }

    bool flag(const std::string& name, const Json* in, bool fallback) const {
        if (!has(name, in)) {
            return fallback;
        }
        const Json& value = at(name, in);
        if (!value.is_boolean()) {
            throw malformed(name, in, "true or false");
        }
        return value.get<bool>();
    }

    const Json& object(const std::string& name) const {
        const Json& value = at(name);
        if (!value.is_object()) {
            throw malformed(name, nullptr, "an object");
        }
        return value;
    }

    std::vector<std::string> texts(const std::string& name, const Json* in = nullptr) const {
        const Json& value = at(name, in);
        std::vector<std::string> out;
        if (!value.is_array()) {
            throw malformed(name, in, "a list of strings");
        }
        for (const auto& item : value) {
            if (!item.is_string()) {
                throw malformed(name, in, "a list of strings");
            }
            out.push_back(item.get<std::string>());
        }
        return out;
    }

    bool has(const std::string& name, const Json* in = nullptr) const {
        return (in != nullptr ? *in : json_).contains(name);
    }

    // The relation file, curated tables and phonetic tables where the run had them;
    // `tablesFallback` for curated tables a manifest does not place.
    void places(perturb::OperatorOptions& operators, std::string* phoneticTable,
                const std::string& tablesFallback) const {
        if (has("relation")) {
            operators.relationFile = place("relation");
        } else if (has("relation_fingerprint")) {
            throw InputError(
                "the run read a relation file and its manifest does not say where "
                "(it was written by an earlier version); resume it with the command "
                "that started it",
                path_);
        }
        if (has("tables_dir")) {
            operators.tablesDir = place("tables_dir");
            // Gone since (a workspace moved or renamed): where the caller says they are now.
            if (!tablesFallback.empty() && !std::filesystem::is_directory(operators.tablesDir)) {
                operators.tablesDir = tablesFallback;
            }
        } else if (has("tables")) {
            operators.tablesDir = tablesFallback;
        }
        if (phoneticTable != nullptr && has("phonetic_table")) {
            // Where it was: a folder of tables has no fingerprint to check one found elsewhere by.
            *phoneticTable = text("phonetic_table");
        } else if (commandGives("phonetic-table")) {
            throw InputError(
                "the run read phonetic feature tables from a folder and its "
                "manifest does not say where (it was written by an earlier "
                "version); resume it with the command that started it",
                path_);
        }
    }

    // How the data file was read (dataOptionsJson of AttackExperiment.cpp).
    data::ClassificationOptions dataOptions() const {
        if (!has("data_options")) {
            throw InputError(
                "the manifest does not say how the data was read (it was written "
                "by an earlier version); resume the run with the command that "
                "started it",
                path_);
        }
        const Json& o = object("data_options");
        data::ClassificationOptions data;
        const std::string format = text("format", &o);
        const auto known = data::datasetFormatByName(format);
        if (!known) {
            throw malformed("format", &o, "tsv, csv or jsonl");
        }
        data.format = *known;
        data.quotedTsv = flag("quoted_tsv", &o, false);
        data.sentencePair = flag("pair", &o, false);
        data.textColumn = text("text_column", &o);
        data.firstColumn = text("first_column", &o);
        data.secondColumn = text("second_column", &o);
        data.labelColumn = text("label_column", &o);
        data.idColumn = text("id_column", &o);
        data.labelNames = texts("label_names", &o);
        return data;
    }

    model::ComputeType dtype(const Json* in) const {
        const std::string name = text("dtype", in);
        for (const auto type : {model::ComputeType::Float32, model::ComputeType::BFloat16,
                                model::ComputeType::Float16}) {
            if (name == model::computeTypeName(type)) {
                return type;
            }
        }
        throw malformed("dtype", in, "float32, bfloat16 or float16");
    }

    std::vector<std::string> command() const {
        return has("command") ? texts("command") : std::vector<std::string>{};
    }

    // Whether the recorded command gives the option `name` ("--name" or "--name=VALUE").
    bool commandGives(const std::string& name) const {
        for (const std::string& arg : command()) {
            if (arg == "--" + name || arg.rfind("--" + name + "=", 0) == 0) {
                return true;
            }
        }
        return false;
    }

    // The random operator's one substitute per position; runs begun before the manifest
    // recorded it say it in their command.
    bool onePerPosition(const Json* options) const {
        return has("one_per_position", options) ? flag("one_per_position", options, false)
                                                : commandGives("one-per-position");
    }

private:
    // Where the run's folder was when it began: as the manifest records it, else the absolute
    // --out of its command (runs begun before it was recorded); empty when neither says.
    std::string startedIn() const {
        if (has("run_folder")) {
            return text("run_folder");
        }
        const std::vector<std::string> args = command();
        for (std::size_t i = 0; i < args.size(); ++i) {
            std::string out;
            if (args[i] == "--out" && i + 1 < args.size()) {
                out = args[i + 1];
            } else if (args[i].rfind("--out=", 0) == 0) {
                out = args[i].substr(6);
            }
            if (std::filesystem::path(out).is_absolute()) {
                return out;
            }
        }
        return {};
    }
    // `path` without a trailing separator ("runs/x/" is the folder x).
    static std::filesystem::path folderPath(const std::string& path) {
        std::filesystem::path folder = std::filesystem::path(path).lexically_normal();
        return folder.has_filename() ? folder : folder.parent_path();
    }

    std::string fieldName(const std::string& name, const Json* in) const {
        if (in == nullptr) {
            return name;
        }
        for (const auto& [key, value] : json_.items()) {
            if (&value == in) {
                return key + "." + name;
            }
        }
        return name;
    }
    InputError missing(const std::string& name, const Json* in) const {
        return InputError("missing, and a resume needs it", path_, 0, fieldName(name, in));
    }
    InputError malformed(const std::string& name, const Json* in, const std::string& what) const {
        return InputError("not " + what, path_, 0, fieldName(name, in));
    }

    std::string path_;
    std::string runDir_;
    Json json_;
};

}  // namespace

std::string inputPlace(const std::string& runDir, const std::string& recorded) {
    try {
        return Manifest(runDir, {}).placed(recorded);
    } catch (const InputError&) {
        return recorded;
    }
}

std::string resumableKind(const std::string& runDir) {
    const Manifest manifest(runDir, {});
    const std::string kind = manifest.kind();
    if (kind != "attack" && kind != "asr-curve") {
        throw InputError("a run of kind " + kind +
                             ", which is resumed by running its own command again; attack and "
                             "asr-curve runs resume from their folders",
                         manifest.path());
    }
    return kind;
}

AttackExperimentOptions attackRunOptions(const std::string& runDir,
                                         const std::string& tablesFallback) {
    const Manifest manifest(runDir, "attack");
    AttackExperimentOptions options;
    options.modelDir = manifest.place("model");
    options.dataFile = manifest.place("data");
    options.data = manifest.dataOptions();
    options.limit = manifest.count<std::size_t>("examples");
    options.op = manifest.text("operator");
    options.operatorOptions.language = manifest.text("language");
    options.operatorOptions.category = manifest.text("category", nullptr, "");
    manifest.places(options.operatorOptions, &options.phoneticTable, tablesFallback);

    const Json& o = manifest.object("options");
    options.operatorOptions.seed = manifest.count<std::uint64_t>("seed", &o);
    options.operatorOptions.oneRandomPerPosition = manifest.onePerPosition(&o);
    options.attack.targetSentence = manifest.count<int>("target_sentence", &o) - 1;
    options.attack.minSimilarity = manifest.number("min_similarity", &o);
    options.attack.maxPerturbedFraction = manifest.number("max_perturbed", &o);
    options.importance.method = attrib::parseMethod(manifest.text("importance", &o));
    options.importance.integratedGradientSteps = manifest.count<int>("ig_steps", &o);
    options.importance.smoothGradSamples = manifest.count<std::size_t>("smoothgrad_samples", &o);
    options.importance.noiseLevel = manifest.number("smoothgrad_noise", &o);
    options.importance.samples = manifest.count<std::size_t>("samples", &o);
    options.importance.seed = manifest.count<std::uint64_t>("importance_seed", &o);
    if (manifest.has("features", &o)) {
        options.importance.features = attrib::parseFeatures(manifest.text("features", &o));
    }
    options.similarityModel = manifest.place("similarity_model", &o);
    options.pooling = manifest.text("similarity_pooling", &o);
    options.encoder.dtype = manifest.dtype(&o);
    // A phono run without a category attacked each sub-category too when it lists them.
    options.breakdown = !manifest.texts("categories", &o).empty();
    options.command = manifest.command();
    options.outDir = runDir;
    options.resuming = true;
    return options;
}

AsrExperimentOptions asrRunOptions(const std::string& runDir, const std::string& tablesFallback) {
    const Manifest manifest(runDir, "asr-curve");
    AsrExperimentOptions options;
    options.proxyDir = manifest.place("proxy");
    options.targetDir = manifest.place("target");
    options.dataFile = manifest.place("data");
    options.data = manifest.dataOptions();
    options.limit = manifest.count<std::size_t>("examples");
    options.operators = manifest.texts("operators");
    options.method = attrib::parseMethod(manifest.text("method"));
    options.operatorOptions.language = manifest.text("language");
    manifest.places(options.operatorOptions, nullptr, tablesFallback);

    const Json& o = manifest.object("options");
    options.maxWords = manifest.count<std::size_t>("max_words", &o);
    options.encoder.dtype = manifest.dtype(&o);
    options.threshold = manifest.number("threshold", &o);
    options.targetSentence = manifest.count<int>("target_sentence", &o) - 1;
    options.operatorOptions.seed = manifest.count<std::uint64_t>("seed", &o);
    options.operatorOptions.oneRandomPerPosition = manifest.onePerPosition(&o);
    options.integratedGradientSteps = manifest.count<int>("ig_steps", &o);
    options.smoothGradSamples = manifest.count<std::size_t>("smoothgrad_samples", &o);
    const Json& samples = manifest.at("samples", &o);
    options.samples = samples == "auto" ? 0 : manifest.count<std::size_t>("samples", &o);
    if (manifest.has("features", &o)) {
        options.features = attrib::parseFeatures(manifest.text("features", &o));
    }
    options.command = manifest.command();
    options.outDir = runDir;
    options.resuming = true;
    return options;
}

}  // namespace akshara::attack

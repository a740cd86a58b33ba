#include "attack/AttackExperiment.h"

#include <algorithm>
#include <filesystem>
#include <memory>

#include <nlohmann/json.hpp>

#include "attack/AsrCurve.h"
#include "attack/AttackRun.h"
#include "attack/EmbeddingSimilarity.h"
#include "attack/EncoderClassifier.h"
#include "attack/PhoneticSimilarity.h"
#include "attack/Similarity.h"
#include "attack/WordRanker.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "common/Fingerprint.h"
#include "common/JsonText.h"
#include "common/Version.h"
#include "data/ModelClasses.h"
#include "jobs/SettingChanges.h"
#include "model/ModelConfig.h"
#include "model/ModelFingerprint.h"
#include "model/Tokenizer.h"
#include "model/TrainingRecord.h"
#include "perturb/OperatorRegistry.h"
#include "text/Language.h"
#include "text/Script.h"

namespace akshara::attack {

namespace {

using Json = nlohmann::ordered_json;

SentenceEmbedding sentenceEmbedding(const std::string& dir, const std::string& pooling,
                                    const model::ModelInfo& info) {
    // A decoder reads left to right: its first token's states hold the first word alone, the
    // same in a text and in every perturbation of its later words.
    const bool decoder = model::readsLeftToRight(info.family);
    SentenceEmbedding how;
    if (pooling == "auto") {
        if (auto folder = readSentenceTransformers(dir)) {
            return *folder;
        }
        how.pooling = decoder ? Pooling::Mean : Pooling::FirstToken;
        return how;
    }
    if (pooling == "cls") {
        if (decoder) {
            throw InputError(dir + " is a decoder (" + info.modelType +
                             "): its first token has read the first word alone, the same in "
                             "every perturbation of the words after it; take the mean of its "
                             "tokens for the sentence embedding");
        }
        how.pooling = Pooling::FirstToken;
    } else if (pooling == "mean") {
        how.pooling = Pooling::Mean;
    } else if (pooling == "pooler") {
        how.pooling = Pooling::Pooler;
    } else {
        throw InputError("the sentence embedding is auto, cls, mean or pooler, not '" + pooling +
                         "'");
    }
    return how;
}

// The manifest fields that identify a run's inputs, and how a user would name each.
const std::vector<std::pair<std::string, std::string>>& identityFields() {
    static const std::vector<std::pair<std::string, std::string>> fields{
        {"data_fingerprint", "the data file"},
        {"model_fingerprint", "the model"},
        {"proxy_fingerprint", "the proxy model"},
        {"target_fingerprint", "the target model"},
        {"similarity_model_fingerprint", "the similarity model"},
        {"relation_fingerprint", "the relation file"}};
    return fields;
}

// The manifest fields that say where a run's inputs were or how it was started, not what it
// computes: a run resumes from a copied folder, with its models moved, with its options in
// another order or on another device. Its inputs themselves are identified by their
// fingerprints (above).
bool locationField(const std::string& key) {
    static const std::string kFields[] = {"command",        "version",   "model",    "data",
                                          "proxy",          "target",    "relation", "tables_dir",
                                          "phonetic_table", "run_folder"};
    return std::find(std::begin(kFields), std::end(kFields), key) != std::end(kFields);
}

// How the data file is read, as the manifest records it: the columns and the label set decide
// which examples a run sees as much as the file does.
Json dataOptionsJson(const data::ClassificationOptions& o) {
    return {{"format", data::datasetFormatName(o.format)},
            {"quoted_tsv", o.quotedTsv},
            {"pair", o.sentencePair},
            {"text_column", o.textColumn},
            {"first_column", o.firstColumn},
            {"second_column", o.secondColumn},
            {"label_column", o.labelColumn},
            {"id_column", o.idColumn},
            {"label_names", o.labelNames}};
}

// How a user names the input that the manifest field `name` identifies; nullptr when it is
// not one of identityFields().
const std::string* inputNamed(const std::string& name) {
    for (const auto& [field, what] : identityFields()) {
        if (field == name) {
            return &what;
        }
    }
    return nullptr;
}

void note(const AttackLog& log, const std::string& line) {
    if (log) {
        log(line);
    }
}

// model::trainedInputsNote of the model `dir` given pairs or not, where it has one.
void noteTrainedInputs(const AttackLog& log, const std::string& dir, bool pairs) {
    if (const std::string trained = model::trainedInputsNote(dir, pairs); !trained.empty()) {
        note(log, trained);
    }
}

// The note for the examples that `classifier`'s model reads cut to its length: a word past
// the cut is ranked and perturbed, yet changes nothing the model reads. Empty when it reads
// each whole.
void noteCutExamples(const AttackLog& log, const data::ClassificationDataset& dataset,
                     const Classifier& classifier) {
    std::size_t cut = 0, length = 0;
    for (const auto& example : dataset.examples) {
        if (const std::size_t to =
                classifier.cutTo({example.text, example.textPair, dataset.sentencePair})) {
            ++cut;
            length = to;
        }
    }
    if (cut == 0) {
        return;
    }
    note(log, model::cutToLengthNote(cut, dataset.examples.size(), length) +
                  "; a word past the cut is perturbed, yet changes nothing the model reads");
}

// Where the run's relation file, curated tables and phonetic feature tables are, when it
// has them: their
// places are not what it computes (above), but a run resumed from its folder alone reads them
// there (attackRunOptions, asrRunOptions).
void addPlaces(Json& manifest, const perturb::OperatorOptions& operators,
               const std::string& phoneticTable) {
    if (!operators.relationFile.empty()) {
        manifest["relation"] = absolutePath(operators.relationFile);
    }
    if (!operators.tablesDir.empty()) {
        manifest["tables_dir"] = absolutePath(operators.tablesDir);
    }
    if (!phoneticTable.empty()) {
        manifest["phonetic_table"] = absolutePath(phoneticTable);
    }
}

// The fingerprints of the tables that `operators` read from files in place of built-in ones
// (a workspace's curated tables): a run is not resumed after one of them changed.
void addReplacedTables(Json& manifest, const std::vector<std::string>& operators,
                       const perturb::OperatorOptions& options) {
    Json tables = Json::object();
    for (const std::string& op : operators) {
        for (const auto& [name, file] : perturb::replacedTables(op, options)) {
            tables[name] = fileFingerprint(file);
        }
    }
    if (!tables.empty()) {
        manifest["tables"] = std::move(tables);
    }
}

}  // namespace

const std::vector<std::string>& phonoCategories() {
    static const std::vector<std::string> categories{"consonant", "vowel", "aspirated", "voiced",
                                                     "sibilant"};
    return categories;
}

data::ClassificationDataset readAttackDataset(const std::string& path,
                                              const data::ClassificationOptions& options,
                                              const std::vector<std::string>& modelLabels,
                                              const std::string& modelDir, std::size_t limit,
                                              const std::string& labelSetHint) {
    auto dataset = data::readClassificationDataset(path, options);
    if (limit > 0 && limit < dataset.examples.size()) {
        dataset.examples.resize(limit);
    }
    const auto classes = data::classNamesFor(modelLabels, options.labelNames, modelDir);
    const auto gold = data::goldClasses(dataset, classes, !options.labelNames.empty(),
                                        options.labelColumn, labelSetHint);
    for (std::size_t i = 0; i < gold.size(); ++i) {
        dataset.examples[i].labelIndex = gold[i];
        dataset.examples[i].label = classes[gold[i]];
    }
    dataset.labels = classes;
    return dataset;
}

jobs::RunFolder openExperimentFolder(const std::string& outDir, const std::string& kind,
                                     const std::vector<std::string>& command,
                                     const std::string& manifestJson, bool resuming) {
    jobs::requireRecordable(command, "command");
    // A run resumed from its folder: the folder moved away (to the trash) while the models
    // loaded must not be made again and the run started afresh.
    if (resuming &&
        !std::filesystem::is_regular_file(std::filesystem::path(outDir) / "manifest.json")) {
        throw InputError(
            "the run's manifest.json is no longer there (the folder was moved or "
            "removed); nothing was resumed",
            outDir);
    }
    // What to do about a refusal.
    const std::string instead = resuming
                                    ? "; the run cannot be resumed as its inputs are now"
                                    : "; use another folder, or remove this one to start again";
    jobs::requireNewOrOwnFolder(outDir, kind, {"manifest.json", "results.jsonl"},
                                "an experiment run's");
    auto folder = jobs::RunFolder::openForWriting(outDir);
    if (resuming && folder.readManifest().empty()) {
        // Moved away just before the lock was taken: the folder made for it goes again.
        std::error_code ignored;
        std::filesystem::remove(outDir, ignored);  // only when it is empty
        throw InputError(
            "the run's manifest.json is no longer there (the folder was moved or "
            "removed); nothing was resumed",
            outDir);
    }
    Json full;
    full["kind"] = kind;
    full["command"] = command;
    const auto fields = parseJsonText<Json>(manifestJson);
    for (const auto& [key, value] : fields.items()) {
        full[key] = value;
    }
    full["version"] = kVersion;
    // Where the run's folder is as it starts: a resume after the folder moved with its
    // workspace finds the models and data that lay beside it (attack::attackRunOptions).
    full["run_folder"] = absolutePath(outDir);
    jobs::requireRecordable(full["run_folder"], "run_folder");
    const auto existing = folder.readManifest();
    const bool hasResults = folder.resultCount() > 0;
    if (existing.empty() && hasResults) {
        throw InputError("the folder holds results without a manifest; use another folder", outDir);
    }
    if (!hasResults) {
        // A new folder, or one whose run stopped before its first result: nothing to lose.
        folder.writeManifest(full.dump(2));
        return folder;
    }
    nlohmann::json previous;
    try {
        previous = parseJsonText<nlohmann::json>(existing);
    } catch (const nlohmann::json::exception&) {
        throw InputError("malformed manifest.json; use another folder", outDir + "/manifest.json");
    }
    const auto previousKind = previous.is_object() ? previous.find("kind") : previous.end();
    if (previousKind == previous.end() || *previousKind != kind) {
        throw InputError("the folder holds a run of another kind (" +
                             (previousKind == previous.end() ? std::string("?")
                              : previousKind->is_string()    ? previousKind->get<std::string>()
                                                             : previousKind->dump()) +
                             "); use another folder",
                         outDir);
    }
    // Where the inputs were, and how the run was started, do not make it another run: it
    // resumes from a copied folder, with its models moved, with its options in another order.
    // Its inputs are identified by their fingerprints.
    const auto changes = jobs::settingChanges(existing, full.dump(), [](const std::string& name) {
        return locationField(name) || name == "options.similarity_model";
    });
    // Runs begun before one substitute per position was recorded say it in their command.
    const auto& previousCommand = previous.value("command", nlohmann::json::array());
    const bool onePerPositionBefore =
        previousCommand.is_array() && std::find(previousCommand.begin(), previousCommand.end(),
                                                "--one-per-position") != previousCommand.end();
    const auto& previousOptions = previous.value("options", nlohmann::json::object());
    const bool recordedBefore =
        previousOptions.is_object() && previousOptions.contains("one_per_position");
    std::vector<jobs::SettingChange> settings;
    for (const auto& change : changes) {
        if (change.name == "options.one_per_position" && change.before.empty() &&
            change.now == "true" && onePerPositionBefore) {
            continue;
        }
        if (inputNamed(change.name) == nullptr) {
            settings.push_back(change);
        }
    }
    if (onePerPositionBefore && !recordedBefore &&
        !full["options"].value("one_per_position", false)) {
        settings.push_back({"options.one_per_position", "true", ""});
    }
    // A curated table edited since the run began would mix two tables' candidates in one run.
    for (const auto& change : settings) {
        if (change.name.rfind("tables.", 0) == 0) {
            const std::string table = change.name.substr(7);
            const std::string made =
                change.before.empty() ? "the built-in table " + table
                : change.now.empty()
                    ? "a table file in place of " + table
                    : "another version of table " + table +
                          " (the table file read now differs from the one the run read)";
            throw InputError("the folder holds a run made with " + made + instead, outDir);
        }
    }
    // Folders written before the data options were recorded are resumed only by the same
    // command line.
    const bool settingsRecorded = previous.contains("data_options");
    if (settingsRecorded ? !settings.empty()
                         : previous.value("command", nlohmann::json()) != nlohmann::json(command)) {
        throw InputError(
            "the folder holds a run with other settings (" +
                (settingsRecorded
                     ? jobs::describeChanges({settings.front()})
                     : "started as " + previous.value("command", nlohmann::json()).dump()) +
                "); resume it with its settings or use another folder",
            outDir);
    }
    // The same command on changed inputs must not resume: its results would mix two runs.
    // Folders written before fingerprints were kept have none to compare.
    const bool fingerprinted = previous.contains("data_fingerprint");
    for (const auto& change : changes) {
        const std::string* what = inputNamed(change.name);
        if (what == nullptr || !fingerprinted) {
            continue;
        }
        if (change.before.empty() || change.now.empty()) {
            throw InputError("the folder holds a run " +
                                 std::string(change.now.empty() ? "with " : "without ") + *what +
                                 ", and it is " + (change.now.empty() ? "not " : "") +
                                 "given now; resume it as it was started, or use another folder",
                             outDir);
        }
        throw InputError("the folder holds a run of the same command, but " + *what +
                             " has changed since" + instead,
                         outDir);
    }
    return folder;
}

std::string runAttackExperiment(const AttackExperimentOptions& options,
                                const jobs::JobContext& context, const AttackLog& log) {
    if (options.attack.targetSentence != 0 && options.attack.targetSentence != 1) {
        throw InputError("the attacked sentence is the first or the second of a pair");
    }
    if (options.outDir.empty()) {
        throw InputError("the attack has no output folder");
    }
    const auto& language = text::requireLanguage(options.operatorOptions.language);
    const auto op = perturb::createOperator(options.op, options.operatorOptions);

    context.report("loading the model", 0, 0);
    const auto encoder = model::Encoder::load(options.modelDir, options.encoder);
    const auto tokenizer = model::Tokenizer::load(options.modelDir);
    EncoderClassifier classifier(encoder, *tokenizer);
    context.report("reading the data", 0, 0);
    const auto dataset = readAttackDataset(options.dataFile, options.data, encoder.info().labels,
                                           options.modelDir, options.limit, options.labelSetHint);
    // An attack cannot leave an example out: a shap budget too small for an example's
    // features is raised to what it needs, with a note in its record.
    auto importance = options.importance;
    importance.raiseSamples = true;
    ImportanceRanker ranker(encoder, *tokenizer, importance);

    std::vector<std::unique_ptr<SimilarityMeasure>> measures;
    measures.push_back(std::make_unique<ChrfSimilarity>());
    // The first paper measures phonetic similarity for its phonological attack only (a dash
    // for the random and orthographic ones), of the Brahmi-derived scripts the feature
    // vectors cover.
    if (options.op == "phono" && language.script != text::Script::Latin &&
        language.script != text::Script::Arabic) {
        auto features = options.phoneticTable.empty()
                            ? PhoneticFeatures::builtin()
                            : PhoneticFeatures::readFolder(options.phoneticTable);
        measures.push_back(std::make_unique<PhoneticSimilarity>(std::move(features)));
    }
    std::unique_ptr<model::Encoder> similarityEncoder;
    std::unique_ptr<model::Tokenizer> similarityTokenizer;
    if (!options.similarityModel.empty()) {
        context.report("loading the similarity model", 0, 0);
        similarityEncoder = std::make_unique<model::Encoder>(
            model::Encoder::load(options.similarityModel, options.encoder));
        similarityTokenizer = model::Tokenizer::load(options.similarityModel);
        auto how =
            sentenceEmbedding(options.similarityModel, options.pooling, similarityEncoder->info());
        measures.push_back(std::make_unique<EmbeddingSimilarity>(
            *similarityEncoder, *similarityTokenizer, std::move(how)));
        measures.push_back(
            std::make_unique<BertScoreSimilarity>(*similarityEncoder, *similarityTokenizer));
    }

    AttackSetup setup;
    setup.classifier = &classifier;
    setup.ranker = &ranker;
    setup.op = op.get();
    // Whether the run filters by phonetic similarity of the words changed, and reports it, in
    // its manifest: a run resumed must do the same (earlier versions measured it for every
    // operator, of whole sentences).
    std::string phonetic = "none";
    for (const auto& m : measures) {
        setup.filters.push_back(m.get());
        setup.measures.push_back(m.get());
        if (m->name() == "phonetic") {
            phonetic = "words";
        }
    }
    setup.options = options.attack;
    std::vector<std::unique_ptr<perturb::Operator>> categoryOperators;
    if (options.op == "phono" && options.operatorOptions.category.empty() && options.breakdown) {
        for (const auto& category : phonoCategories()) {
            auto categoryOptions = options.operatorOptions;
            categoryOptions.category = category;
            categoryOperators.push_back(perturb::createOperator("phono", categoryOptions));
            setup.categories.emplace_back(category, categoryOperators.back().get());
        }
    }

    checkAttackData(dataset, options.attack.targetSentence, encoder.info().labels.size());

    Json manifest;
    manifest["model"] = absolutePath(options.modelDir);
    manifest["model_fingerprint"] = model::modelFingerprint(encoder.info());
    manifest["model_architecture"] = encoder.info().architecture;
    manifest["labels"] = dataset.labels;  // the model's, or the data's for unnamed classes
    manifest["data"] = absolutePath(options.dataFile);
    manifest["data_fingerprint"] = fileFingerprint(options.dataFile);
    manifest["examples"] = dataset.examples.size();
    manifest["operator"] = options.op;
    manifest["category"] = options.operatorOptions.category;
    manifest["language"] = language.code;
    manifest["data_options"] = dataOptionsJson(options.data);
    if (!options.operatorOptions.relationFile.empty()) {
        manifest["relation_fingerprint"] = fileFingerprint(options.operatorOptions.relationFile);
    }
    addReplacedTables(manifest, {options.op}, options.operatorOptions);
    manifest["options"] = {
        {"target_sentence", options.attack.targetSentence + 1},
        {"min_similarity", options.attack.minSimilarity},
        {"max_perturbed", options.attack.maxPerturbedFraction},
        {"importance", std::string(attrib::methodName(options.importance.method))},
        {"seed", options.operatorOptions.seed},
        // Where it is (not a setting), absolute so that a resume finds it from anywhere.
        {"similarity_model",
         options.similarityModel.empty() ? "" : absolutePath(options.similarityModel)},
        {"similarity_pooling", options.pooling},
        {"dtype", model::computeTypeName(options.encoder.dtype)},
        {"ig_steps", options.importance.integratedGradientSteps},
        {"smoothgrad_samples", options.importance.smoothGradSamples},
        {"smoothgrad_noise", options.importance.noiseLevel},
        {"samples", options.importance.samples},
        {"importance_seed", options.importance.seed},
        {"categories", setup.categories.empty() ? Json::array() : Json(phonoCategories())},
        {"phonetic_similarity", phonetic}};
    if (attrib::masksFeatures(options.importance.method)) {
        manifest["options"]["features"] =
            std::string(attrib::featuresName(options.importance.features));
    }
    // Recorded only when set, so that runs begun before it was recorded resume as they were.
    if (options.operatorOptions.oneRandomPerPosition) {
        manifest["options"]["one_per_position"] = true;
    }
    addPlaces(manifest, options.operatorOptions, options.phoneticTable);
    if (similarityEncoder) {
        manifest["similarity_model_fingerprint"] =
            model::modelFingerprint(similarityEncoder->info());
    }
    jobs::requireRecordable(manifest);
    auto folder = openExperimentFolder(options.outDir, "attack", options.command, manifest.dump(),
                                       options.resuming);
    const auto resumed = folder.resultCount();
    note(log,
         "attacking " + std::to_string(dataset.examples.size()) + " examples with " + options.op +
             " on " + encoder.info().device +
             (resumed > 0 ? " (resuming after " + std::to_string(resumed) + ")" : std::string()));
    noteTrainedInputs(log, options.modelDir, options.data.sentencePair);
    noteCutExamples(log, dataset, classifier);
    const std::string summary = runAttack(dataset, setup, folder, context);
    const Json figures = parseJsonText<Json>(summary);
    if (figures.value("original_accuracy", 0.0) == 0.0) {
        note(log,
             "warning: the model classified no example right: there is nothing to attack, "
             "and no attack success rate");
    } else if (figures.at("attack_success_rate").is_null()) {
        note(log, "warning: no candidate reached the model: " + options.op +
                      " changed no word (is the data written in " +
                      std::string(text::scriptName(language.script)) +
                      ", the script of the language " + language.code + "?)" +
                      (options.attack.minSimilarity > 0
                           ? ", or every candidate fell below the similarity threshold (" +
                                 Json(options.attack.minSimilarity).dump() + ")"
                           : std::string()) +
                      "; no attack success rate");
    }
    return summary;
}

std::string runAsrExperiment(const AsrExperimentOptions& options, const jobs::JobContext& context,
                             const AttackLog& log) {
    if (options.operators.empty()) {
        throw InputError("the ASR curve needs at least one operator");
    }
    if (options.method == attrib::Method::Random) {
        throw InputError("the ASR curve's method is an attribution method; random is always run");
    }
    if (options.maxWords < 1 || options.maxWords > 100) {
        throw InputError("the number of perturbed words is between 1 and 100");
    }
    if (options.targetSentence != 0 && options.targetSentence != 1) {
        throw InputError("the perturbed sentence is the first or the second of a pair");
    }
    if (options.integratedGradientSteps < 1 || options.smoothGradSamples < 1) {
        throw InputError("integrated gradients and SmoothGrad need at least one step or sample");
    }
    if (options.outDir.empty()) {
        throw InputError("the ASR curve has no output folder");
    }
    const auto& language = text::requireLanguage(options.operatorOptions.language);
    std::vector<std::unique_ptr<perturb::Operator>> operators;
    for (const auto& name : options.operators) {
        operators.push_back(perturb::createOperator(name, options.operatorOptions));
    }
    context.report("loading the models", 0, 0);
    const auto proxy = model::Encoder::load(options.proxyDir, options.encoder);
    model::requireClassificationHead(proxy.info());  // it ranks the words by a class
    const auto proxyTokenizer = model::Tokenizer::load(options.proxyDir);
    const auto target = model::Encoder::load(options.targetDir, options.encoder);
    const auto targetTokenizer = model::Tokenizer::load(options.targetDir);
    EncoderClassifier targetClassifier(target, *targetTokenizer);
    context.report("reading the data", 0, 0);
    const auto dataset = readAttackDataset(options.dataFile, options.data, target.info().labels,
                                           options.targetDir, options.limit, options.labelSetHint);

    attrib::ImportanceOptions importance;
    importance.method = options.method;
    importance.seed = options.operatorOptions.seed;
    importance.integratedGradientSteps = options.integratedGradientSteps;
    importance.smoothGradSamples = options.smoothGradSamples;
    importance.features = options.features;
    if (options.samples > 0 || options.method == attrib::Method::KernelShap) {
        importance.samples = options.samples;
    } else if (options.method == attrib::Method::PartitionShap) {
        importance.samples = attrib::defaultSamples(options.method);
    }
    importance.raiseSamples = true;
    ImportanceRanker methodRanker(proxy, *proxyTokenizer, importance);
    importance.method = attrib::Method::Random;
    ImportanceRanker randomRanker(proxy, *proxyTokenizer, importance);
    const std::string methodName(attrib::methodName(options.method));

    AsrCurveSetup setup;
    setup.target = &targetClassifier;
    setup.methods = {{methodName, &methodRanker}, {"random", &randomRanker}};
    for (std::size_t i = 0; i < options.operators.size(); ++i) {
        setup.operators.emplace_back(options.operators[i], operators[i].get());
    }
    setup.options.maxWords = options.maxWords;
    setup.options.threshold = options.threshold;
    setup.options.targetSentence = options.targetSentence;
    setup.options.seed = options.operatorOptions.seed;

    checkAttackData(dataset, options.targetSentence, target.info().labels.size());

    Json manifest;
    manifest["proxy"] = absolutePath(options.proxyDir);
    manifest["proxy_fingerprint"] = model::modelFingerprint(proxy.info());
    manifest["target"] = absolutePath(options.targetDir);
    manifest["target_fingerprint"] = model::modelFingerprint(target.info());
    manifest["target_architecture"] = target.info().architecture;
    manifest["labels"] = dataset.labels;
    manifest["data"] = absolutePath(options.dataFile);
    manifest["data_fingerprint"] = fileFingerprint(options.dataFile);
    manifest["examples"] = dataset.examples.size();
    manifest["operators"] = options.operators;
    manifest["method"] = methodName;
    manifest["language"] = options.operatorOptions.language;
    manifest["data_options"] = dataOptionsJson(options.data);
    if (!options.operatorOptions.relationFile.empty()) {
        manifest["relation_fingerprint"] = fileFingerprint(options.operatorOptions.relationFile);
    }
    addReplacedTables(manifest, options.operators, options.operatorOptions);
    manifest["options"] = {
        {"max_words", options.maxWords},
        {"dtype", model::computeTypeName(options.encoder.dtype)},
        {"threshold", options.threshold},
        {"target_sentence", options.targetSentence + 1},
        {"seed", options.operatorOptions.seed},
        {"ig_steps", importance.integratedGradientSteps},
        {"smoothgrad_samples", importance.smoothGradSamples},
        // shap's budget depends on each example (auto); lime's default is a number, so that
        // giving it (--samples 256) resumes the run.
        {"samples", options.samples == 0 && options.method != attrib::Method::Lime &&
                            options.method != attrib::Method::PartitionShap
                        ? Json("auto")
                        : Json(importance.samples)}};
    if (attrib::masksFeatures(options.method)) {
        manifest["options"]["features"] = std::string(attrib::featuresName(options.features));
    }
    if (options.operatorOptions.oneRandomPerPosition) {
        manifest["options"]["one_per_position"] = true;
    }
    addPlaces(manifest, options.operatorOptions, {});
    jobs::requireRecordable(manifest);
    auto folder = openExperimentFolder(options.outDir, "asr-curve", options.command,
                                       manifest.dump(), options.resuming);
    const auto resumed = folder.resultCount();
    note(log,
         "perturbing " + std::to_string(dataset.examples.size()) + " examples with " +
             std::to_string(options.operators.size()) + " operators, top 1.." +
             std::to_string(options.maxWords) + " words" +
             (resumed > 0 ? " (resuming after " + std::to_string(resumed) + ")" : std::string()));
    noteTrainedInputs(log, options.targetDir, options.data.sentencePair);
    noteCutExamples(log, dataset, targetClassifier);
    if (options.proxyDir != options.targetDir) {
        noteTrainedInputs(log, options.proxyDir, options.data.sentencePair);
    }
    auto summary = runAsrCurve(dataset, setup, folder, context);
    std::size_t notAttacked = 0, noted = 0;
    folder.forEachResult([&](const std::string& line, std::size_t) {
        const auto record = parseJsonText<Json>(line);
        notAttacked += record.contains("not_attacked") ? 1 : 0;
        noted += record.contains("notes") ? 1 : 0;
    });
    if (notAttacked > 0) {
        note(log, "note: examples without words to perturb: " + std::to_string(notAttacked) +
                      " (fooled at no k; not_attacked in results.jsonl)");
    }
    if (noted > 0) {
        note(log, "note: examples with notes on their ranking: " + std::to_string(noted) +
                      " (such as a shap budget raised to the words + 1 it needs; notes in "
                      "results.jsonl)");
    }
    const Json parsed = parseJsonText<Json>(summary);
    if (parsed.value("target_accuracy", 0.0) == 0.0) {
        note(log,
             "warning: the target classified no example right: there is no ASR (0 of 0) and no "
             "verdict on its robustness");
    }
    const auto changed = parsed.value("changed", Json::object());
    for (const auto& [op, byMethod] : changed.items()) {
        std::size_t total = 0;
        for (const auto& [method, counts] : byMethod.items()) {
            for (const auto& n : counts) {
                total += n.get<std::size_t>();
            }
        }
        if (total == 0) {
            note(log, "warning: " + op + " changed no example (is the data written in " +
                          std::string(text::scriptName(language.script)) +
                          ", the script of the language " + language.code +
                          "?): its ASR of 0 says nothing about robustness (no verdict)");
        }
    }
    return summary;
}

}  // namespace akshara::attack

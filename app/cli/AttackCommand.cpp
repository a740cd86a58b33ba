#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "AttackRunFolder.h"
#include "Commands.h"
#include "ModelOptions.h"
#include "attack/AttackRun.h"
#include "attack/EmbeddingSimilarity.h"
#include "attack/EncoderClassifier.h"
#include "attack/PhoneticSimilarity.h"
#include "attack/WordRanker.h"
#include "common/Error.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "perturb/OperatorRegistry.h"
#include "text/Language.h"

namespace akshara::cli {

void addPerturbOptions(ArgParser& parser);
perturb::OperatorOptions operatorOptionsFrom(const ArgParser& parser);

namespace {

// The first paper's phonological sub-categories (its table 4).
const std::vector<std::string> kPhonoCategories{"consonant", "vowel", "aspirated", "voiced",
                                                "sibilant"};

double fraction(const ArgParser& parser, const std::string& name) {
    try {
        std::size_t used = 0;
        const auto text = parser.value(name);
        const double v = std::stod(text, &used);
        if (used != text.size() || !(v >= 0.0 && v <= 1.0)) {
            throw std::invalid_argument(name);
        }
        return v;
    } catch (const std::exception&) {
        throw UsageError("--" + name + " takes a number between 0 and 1");
    }
}

}  // namespace

int runAttack(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "attack --model DIR --data FILE --op OP --lang L [--category C] [--target-sentence 1|2]\n"
        "       [--min-similarity 0.6] --out DIR",
        "The first paper's attack on a classifier: words ranked by importance, each replaced\n"
        "by the operator's candidate that flips the prediction or lowers the original class's\n"
        "probability most, until success or more than 40% of the words changed. Writes\n"
        "OUT/manifest.json, OUT/results.jsonl (one record per example, appended as each is\n"
        "done; rerunning the same command resumes) and OUT/summary.json, and prints the\n"
        "summary. With --op phono and no --category each sub-category is attacked too.");
    parser.option("model", "DIR",
                  "the classifier under attack (a ...ForSequenceClassification folder)");
    addAttackDatasetOptions(parser);
    addPerturbOptions(parser);
    parser.option("target-sentence", "1|2", "sentence pairs: the sentence to perturb", "1");
    parser.option("min-similarity", "S",
                  "keep candidates whose similarity to the original is at least S under every "
                  "measure (0: no filter)",
                  "0.6");
    parser.option("max-perturbed", "F", "stop when more than this fraction of words changed",
                  "0.4");
    parser.option("method", "M",
                  "word importance: loo (the paper's masking), random, grad-x-input, ig, shap, "
                  "lime, rollout, smoothgrad, grad-rollout",
                  "loo");
    parser.option("similarity-model", "DIR",
                  "an encoder (LaBSE, ...) for the cosine and BERTScore similarities");
    parser.option("pooling", "auto|cls|mean|pooler",
                  "sentence embedding of --similarity-model: auto follows a sentence-transformers "
                  "folder's modules.json and takes the first token otherwise; pooler is the "
                  "model's dense + tanh on the first token (LaBSE in the transformers layout)",
                  "auto");
    parser.option("phonetic-table", "DIR",
                  "folder of the Indic NLP phonetic feature tables (default: the built-in copy)");
    parser.flag("no-breakdown", "phono: do not attack each sub-category separately");
    parser.option("out", "DIR", "the run folder (created, or resumed)");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    if (!parser.has("model") || !parser.has("out")) {
        throw UsageError("--model and --out are required\n\n" + parser.help());
    }
    const auto targetSentence = parser.integer("target-sentence");
    if (targetSentence != 1 && targetSentence != 2) {
        throw UsageError("--target-sentence is 1 or 2");
    }
    auto operatorOptions = operatorOptionsFrom(parser);
    const auto& language = text::requireLanguage(operatorOptions.language);
    const auto op = perturb::createOperator(parser.value("op"), operatorOptions);

    const auto dir = parser.value("model");
    const auto modelOptionsGiven = modelOptions(parser);
    const auto encoder = model::Encoder::load(dir, modelOptionsGiven);
    const auto tokenizer = model::Tokenizer::load(dir);
    attack::EncoderClassifier classifier(encoder, *tokenizer);
    const auto dataset = readAttackDataset(parser, encoder.info().labels);

    attrib::ImportanceOptions importance;
    importance.method = attrib::parseMethod(parser.value("method"));
    importance.seed = operatorOptions.seed;
    attack::ImportanceRanker ranker(encoder, *tokenizer, importance);

    std::vector<std::unique_ptr<attack::SimilarityMeasure>> measures;
    measures.push_back(std::make_unique<attack::ChrfSimilarity>());
    if (language.script != text::Script::Latin && language.script != text::Script::Arabic) {
        auto features = parser.has("phonetic-table")
                            ? attack::PhoneticFeatures::readFolder(parser.value("phonetic-table"))
                            : attack::PhoneticFeatures::builtin();
        measures.push_back(std::make_unique<attack::PhoneticSimilarity>(std::move(features)));
    }
    std::unique_ptr<model::Encoder> similarityEncoder;
    std::unique_ptr<model::Tokenizer> similarityTokenizer;
    if (parser.has("similarity-model")) {
        const auto pooling = parser.value("pooling");
        if (pooling != "auto" && pooling != "cls" && pooling != "mean" && pooling != "pooler") {
            throw UsageError("--pooling is auto, cls, mean or pooler, not '" + pooling + "'");
        }
        const auto similarityDir = parser.value("similarity-model");
        similarityEncoder = std::make_unique<model::Encoder>(
            model::Encoder::load(similarityDir, modelOptionsGiven));
        similarityTokenizer = model::Tokenizer::load(similarityDir);
        attack::SentenceEmbedding how;
        if (pooling == "auto") {
            how = attack::readSentenceTransformers(similarityDir).value_or(how);
        } else {
            how.pooling = pooling == "cls"    ? attack::Pooling::FirstToken
                          : pooling == "mean" ? attack::Pooling::Mean
                                              : attack::Pooling::Pooler;
        }
        measures.push_back(std::make_unique<attack::EmbeddingSimilarity>(
            *similarityEncoder, *similarityTokenizer, std::move(how)));
        measures.push_back(std::make_unique<attack::BertScoreSimilarity>(*similarityEncoder,
                                                                         *similarityTokenizer));
    }

    attack::AttackSetup setup;
    setup.classifier = &classifier;
    setup.ranker = &ranker;
    setup.op = op.get();
    for (const auto& m : measures) {
        setup.filters.push_back(m.get());
        setup.measures.push_back(m.get());
    }
    setup.options.targetSentence = static_cast<int>(targetSentence) - 1;
    setup.options.minSimilarity = fraction(parser, "min-similarity");
    setup.options.maxPerturbedFraction = fraction(parser, "max-perturbed");
    std::vector<std::unique_ptr<perturb::Operator>> categoryOperators;
    if (parser.value("op") == "phono" && operatorOptions.category.empty() &&
        !parser.has("no-breakdown")) {
        for (const auto& category : kPhonoCategories) {
            auto options = operatorOptions;
            options.category = category;
            categoryOperators.push_back(perturb::createOperator("phono", options));
            setup.categories.emplace_back(category, categoryOperators.back().get());
        }
    }

    nlohmann::ordered_json manifest;
    manifest["model"] = dir;
    manifest["model_architecture"] = encoder.info().architecture;
    manifest["data"] = parser.value("data");
    manifest["examples"] = dataset.examples.size();
    manifest["operator"] = parser.value("op");
    manifest["category"] = operatorOptions.category;
    manifest["language"] = language.code;
    manifest["options"] = {
        {"target_sentence", targetSentence},
        {"min_similarity", setup.options.minSimilarity},
        {"max_perturbed", setup.options.maxPerturbedFraction},
        {"importance", parser.value("method")},
        {"seed", operatorOptions.seed},
        {"similarity_model", parser.value("similarity-model")},
        {"similarity_pooling", parser.value("pooling")},
        {"categories",
         setup.categories.empty() ? nlohmann::json::array() : nlohmann::json(kPhonoCategories)}};
    auto folder = openAttackRun(parser.value("out"), "attack", args, manifest);
    const auto resumed = folder.readResults().size();
    io.err << "attacking " << dataset.examples.size() << " examples with " << parser.value("op")
           << " on " << encoder.info().device;
    if (resumed > 0) {
        io.err << " (resuming after " << resumed << ")";
    }
    io.err << "\n";
    jobs::StreamProgress progress(io.err);
    const jobs::JobContext context{&progress, nullptr};
    io.out << attack::runAttack(dataset, setup, folder, context) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

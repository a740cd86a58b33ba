#include <memory>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "AttackDataOptions.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "ModelOptions.h"
#include "attack/AsrCurve.h"
#include "attack/AttackExperiment.h"
#include "attack/EncoderClassifier.h"
#include "attack/WordRanker.h"
#include "common/Error.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"
#include "perturb/OperatorRegistry.h"

namespace akshara::cli {

namespace {

std::vector<std::string> splitList(const std::string& list) {
    std::vector<std::string> out;
    std::stringstream in(list);
    std::string item;
    while (std::getline(in, item, ',')) {
        if (!item.empty()) {
            out.push_back(item);
        }
    }
    return out;
}

}  // namespace

int runAsrCurve(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "asr-curve --proxy DIR --target DIR --data FILE --method M --ops OP1,OP2 --lang L\n"
        "          [--max-words 10] [--threshold 0.05] --out DIR",
        "The second paper's experiment: a proxy model ranks each example's words with an\n"
        "attribution method (and at random, the control); the top k = 1..K words are perturbed\n"
        "with each operator, and the target model's attack success rate (ASR, eq. 3) is\n"
        "measured for every operator, method and k. Writes the perturbed datasets to\n"
        "OUT/perturbed/<op>/<method>/k<k>.jsonl (for other models, LLMs among them), one record\n"
        "per example to OUT/results.jsonl (rerunning the same command resumes) and\n"
        "OUT/summary.json with asr {op: {method: [k=1..K]}} and the operators the target is not\n"
        "robust to (mean ASR above the threshold); prints the summary.");
    parser.option("proxy", "DIR", "the proxy classifier that ranks the words");
    parser.option("target", "DIR", "the classifier whose robustness is measured");
    addAttackDatasetOptions(parser);
    parser.option("method", "M",
                  "attribution on the proxy: shap, lime, grad-x-input, ig, smoothgrad, rollout, "
                  "grad-rollout, loo",
                  "shap");
    parser.option("ops", "OP1,OP2", "operators (see: akshara-cli operators)");
    parser.option("lang", "LANG", "language of the data");
    parser.option("relations", "FILE", "relation file for the relation operator");
    parser.option("max-words", "K", "perturb the top 1..K words", "10");
    parser.option("threshold", "T", "robustness threshold on the mean ASR", "0.05");
    parser.option("target-sentence", "1|2", "sentence pairs: the sentence to perturb", "1");
    parser.option("seed", "N", "seed of the random ranking and of the candidates drawn", "0");
    parser.option("out", "DIR", "the run folder (created, or resumed)");
    addModelOptions(parser);
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    for (const char* required : {"proxy", "target", "ops", "lang", "out"}) {
        if (!parser.has(required)) {
            throw UsageError(std::string("--") + required + " is required\n\n" + parser.help());
        }
    }
    const auto targetSentence = parser.integer("target-sentence");
    if (targetSentence != 1 && targetSentence != 2) {
        throw UsageError("--target-sentence is 1 or 2");
    }
    const auto maxWords = parser.integer("max-words");
    if (maxWords < 1 || maxWords > 100) {
        throw UsageError("--max-words is between 1 and 100");
    }
    double threshold = 0;
    try {
        threshold = std::stod(parser.value("threshold"));
    } catch (const std::exception&) {
        throw UsageError("--threshold takes a number");
    }
    const auto seed = static_cast<std::uint64_t>(parser.integer("seed"));
    const auto method = attrib::parseMethod(parser.value("method"));
    if (method == attrib::Method::Random) {
        throw UsageError("--method names an attribution method; random is always measured");
    }

    perturb::OperatorOptions operatorOptions;
    operatorOptions.language = parser.value("lang");
    operatorOptions.relationFile = parser.value("relations");
    operatorOptions.seed = seed;
    const auto opNames = splitList(parser.value("ops"));
    if (opNames.empty()) {
        throw UsageError("--ops names at least one operator");
    }
    std::vector<std::unique_ptr<perturb::Operator>> operators;
    for (const auto& name : opNames) {
        operators.push_back(perturb::createOperator(name, operatorOptions));
    }

    const auto options = modelOptions(parser);
    const auto proxy = model::Encoder::load(parser.value("proxy"), options);
    const auto proxyTokenizer = model::Tokenizer::load(parser.value("proxy"));
    const auto target = model::Encoder::load(parser.value("target"), options);
    const auto targetTokenizer = model::Tokenizer::load(parser.value("target"));
    attack::EncoderClassifier targetClassifier(target, *targetTokenizer);
    const auto dataFile = attackDataFile(parser);
    const auto dataset = attack::readAttackDataset(dataFile, datasetOptions(parser, dataFile),
                                                   target.info().labels, attackLimit(parser));

    attrib::ImportanceOptions importance;
    importance.method = method;
    importance.seed = seed;
    attack::ImportanceRanker methodRanker(proxy, *proxyTokenizer, importance);
    importance.method = attrib::Method::Random;
    attack::ImportanceRanker randomRanker(proxy, *proxyTokenizer, importance);

    attack::AsrCurveSetup setup;
    setup.target = &targetClassifier;
    setup.methods = {{parser.value("method"), &methodRanker}, {"random", &randomRanker}};
    for (std::size_t i = 0; i < opNames.size(); ++i) {
        setup.operators.emplace_back(opNames[i], operators[i].get());
    }
    setup.options.maxWords = static_cast<std::size_t>(maxWords);
    setup.options.threshold = threshold;
    setup.options.targetSentence = static_cast<int>(targetSentence) - 1;
    setup.options.seed = seed;

    nlohmann::ordered_json manifest;
    manifest["proxy"] = parser.value("proxy");
    manifest["target"] = parser.value("target");
    manifest["target_architecture"] = target.info().architecture;
    manifest["labels"] = target.info().labels;
    manifest["data"] = parser.value("data");
    manifest["examples"] = dataset.examples.size();
    manifest["operators"] = opNames;
    manifest["method"] = parser.value("method");
    manifest["language"] = operatorOptions.language;
    manifest["options"] = {{"max_words", maxWords},
                           {"threshold", threshold},
                           {"target_sentence", targetSentence},
                           {"seed", seed}};
    auto folder =
        attack::openExperimentFolder(parser.value("out"), "asr-curve", args, manifest.dump());
    io.err << "perturbing " << dataset.examples.size() << " examples with " << opNames.size()
           << " operators, top 1.." << maxWords << " words\n";
    jobs::StreamProgress progress(io.err);
    const jobs::JobContext context{&progress, nullptr};
    io.out << attack::runAsrCurve(dataset, setup, folder, context) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

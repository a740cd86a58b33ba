#include <cstdio>
#include <filesystem>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "ArgParser.h"
#include "Commands.h"
#include "DatasetOptions.h"
#include "Interrupt.h"
#include "JsonOutput.h"
#include "ModelOptions.h"
#include "common/Error.h"
#include "common/FileIo.h"
#include "data/ClassificationDataset.h"
#include "jobs/JobContext.h"
#include "jobs/RunFolder.h"
#include "model/Trainer.h"

namespace akshara::cli {

namespace {

std::string percent(double fraction) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f%%", 100.0 * fraction);
    return buffer;
}

}  // namespace

int runTrain(const std::vector<std::string>& args, CliContext& io) {
    ArgParser parser(
        "train --data FILE (--model DIR | --from-scratch [--size tiny|small]) --out DIR",
        "Trains a sequence classifier on a labelled dataset (TSV, CSV, JSON lines or a JSON\n"
        "array, with 'text' and 'label' columns; sentence1/sentence2 or premise/hypothesis\n"
        "with --pair): fine-tunes a Hugging Face encoder, or builds a vocabulary and a small\n"
        "BERT from the data. AdamW with linear warm-up and decay, gradient clipping, the best\n"
        "dev epoch kept. OUT becomes a Hugging Face model folder with training.json; a killed\n"
        "run resumes from OUT/checkpoint when started again with the same arguments.");
    parser.option("data", "FILE", "the training examples");
    parser.option("model", "DIR", "the encoder to fine-tune (a Hugging Face folder)");
    parser.flag("from-scratch", "build the tokenizer and a new BERT from the data instead");
    parser.option("size", "NAME", "the from-scratch model's size: tiny or small", "tiny");
    parser.option("out", "DIR", "where the trained model is saved");
    parser.flag("pair", "the examples are sentence pairs");
    parser.option("format", "tsv|csv|jsonl|json",
                  "the dataset's format (default: from the extension); jsonl and json both "
                  "read JSON lines or one JSON array of records");
    parser.option("text-column", "NAME", "the text column of single-sentence data", "text");
    parser.option("first-column", "NAME",
                  "the first sentence of pairs (default: premise or sentence1)");
    parser.option("second-column", "NAME",
                  "the second sentence of pairs (default: hypothesis or sentence2)");
    parser.option("label-column", "NAME", "the label column", "label");
    parser.option("dev", "FILE",
                  "dev examples, with the columns of --data and in its --format unless its "
                  "extension names another (default: a share of --data)");
    parser.option("dev-fraction", "F", "the share of --data held out as dev set", "0.1");
    parser.option("epochs", "N", "passes over the training data", "3");
    parser.option("lr", "RATE",
                  "peak learning rate (default: 3e-5 fine-tuning, 5e-4 from scratch)");
    parser.option("batch-size", "N", "examples per step", "16");
    parser.option("seed", "N", "the seed of initialisation, dev split and shuffling", "42");
    parser.option("warmup", "F", "share of the steps with a rising learning rate", "0.1");
    parser.option("weight-decay", "W", "AdamW's decoupled weight decay", "0.01");
    parser.option("max-grad-norm", "N", "gradient clipping norm (0: none)", "1");
    parser.option("patience", "N", "stop after N epochs without a better dev accuracy (0: never)",
                  "0");
    parser.option("max-length", "N", "tokens per example, special tokens included", "128");
    parser.option("threads", "N", "CPU threads (0: one per core)", "0");
    parser.option("device", "auto|cpu|cuda",
                  "where to train (auto: CUDA when libtorch sees a device; the same seed and "
                  "--threads give the same weights on the CPU)",
                  "auto");
    if (!parser.parse(args, io.out)) {
        return kExitOk;
    }
    for (const char* required : {"data", "out"}) {
        if (!parser.has(required)) {
            throw UsageError(std::string("--") + required + " is required\n\n" + parser.help());
        }
    }
    if (parser.has("model") == parser.has("from-scratch")) {
        throw UsageError("give either --model DIR or --from-scratch\n\n" + parser.help());
    }
    if (parser.has("model") && parser.has("size")) {
        throw UsageError(
            "--size is the size of a model trained --from-scratch; a model "
            "fine-tuned from --model keeps its own");
    }
    if (parser.has("dev") && parser.has("dev-fraction")) {
        throw UsageError("give --dev FILE or --dev-fraction F, not both");
    }
    if (parser.has("dev") && parser.has("data") &&
        sameFile(parser.value("dev"), parser.value("data"))) {
        // Scored on what it learnt, the model would seem to generalise, and early stopping
        // would never stop it.
        throw UsageError("--dev names the training data, " + parser.value("data") +
                         ": give a file of other examples, or leave --dev out to hold out a "
                         "--dev-fraction of the data");
    }
    model::TrainingSource source;
    if (parser.has("model")) {
        source.modelDir = parser.value("model");
    } else if (!model::scratchSizeByName(parser.value("size"), source.scratchSize)) {
        throw UsageError("--size takes tiny or small, not '" + parser.value("size") + "'");
    }
    model::TrainingOptions options;
    // Counts are bounded, so that a mistyped one is refused rather than wrapped round.
    using model::kMostEpochs;
    const auto inRange = [&](const char* name, long long least, long long most) {
        const auto v = parser.integer(name);
        if (v < least || v > most) {
            throw UsageError(std::string("--") + name + " must be from " + std::to_string(least) +
                             " to " + std::to_string(most) + ", not " + std::to_string(v));
        }
        return v;
    };
    const auto notNegative = [&](const char* name) {
        const auto v = parser.integer(name);
        if (v < 0) {
            throw UsageError(std::string("--") + name + " must be 0 or more");
        }
        return v;
    };
    options.epochs = static_cast<int>(inRange("epochs", 1, kMostEpochs));
    options.batchSize = static_cast<std::size_t>(inRange("batch-size", 1, model::kMostPerBatch));
    const auto maxLength = parser.integer("max-length");
    if (maxLength < 3) {
        throw UsageError(
            "--max-length must be at least 3: the special tokens and one token of the text");
    }
    options.maxLength = static_cast<std::size_t>(maxLength);
    options.seed = static_cast<std::uint64_t>(notNegative("seed"));
    options.patience = static_cast<int>(inRange("patience", 0, kMostEpochs));
    options.threads = threadsOption(parser);
    options.device = deviceOption(parser);
    if (parser.has("lr")) {
        options.learningRate = parser.number("lr");
        if (!(options.learningRate > 0 && options.learningRate <= model::kHighestLearningRate)) {
            throw UsageError(
                "--lr must be positive and at most 1e30 (training converges at 1e-5 to 1e-3)");
        }
    }
    options.devFraction = parser.number("dev-fraction");
    if (!(options.devFraction > 0 && options.devFraction < 1)) {
        throw UsageError("--dev-fraction must lie strictly between 0 and 1");
    }
    options.warmupFraction = parser.number("warmup");
    if (!(options.warmupFraction >= 0 && options.warmupFraction <= 1)) {
        throw UsageError("--warmup is a share of the steps, between 0 and 1");
    }
    options.weightDecay = parser.number("weight-decay");
    if (!(options.weightDecay >= 0 && options.weightDecay <= 1)) {
        // Each step multiplies the weights by 1 - lr * decay: a decay past 1 is a typing slip.
        throw UsageError("--weight-decay must be from 0 to 1");
    }
    options.maxGradNorm = parser.number("max-grad-norm");
    if (options.maxGradNorm < 0) {
        throw UsageError("--max-grad-norm must not be negative (0: no clipping)");
    }

    model::requireTrainableSource(source);
    // The summary names the folder in JSON, which holds UTF-8 alone (as --data's name, which
    // the model's training.json records).
    jobs::requireRecordable(parser.value("out"), "--out");
    options.dataOptions = datasetOptions(parser, parser.value("data"));
    const auto train = data::readClassificationDataset(parser.value("data"), options.dataOptions);
    data::ClassificationDataset dev;
    if (parser.has("dev")) {
        // Read as --data is, in the format of its own extension where that names another.
        auto devOptions = options.dataOptions;
        devOptions.format = secondFileFormat(parser, parser.value("data"), parser.value("dev"));
        dev = data::readClassificationDataset(parser.value("dev"), devOptions);
    }
    const auto out = parser.value("out");
    std::error_code ec;
    if (std::filesystem::exists(std::filesystem::path(out) / "training.json", ec) &&
        !std::filesystem::exists(std::filesystem::path(out) / "checkpoint", ec)) {
        io.err << "replacing the model trained in " << out
               << " before; it stays as it is until this training ends\n";
    }
    // The examples trained on, and those a dev fraction holds out (as trainClassifier does);
    // said when the fraction rounds to none and one is held out all the same.
    std::size_t trainedOn = train.examples.size();
    const std::size_t heldOut =
        parser.has("dev") ? 0 : model::heldOutDevExamples(trainedOn, options.devFraction);
    // A fraction that leaves nothing to train on is refused by the training, below.
    const bool holdsOut = heldOut > 0 && heldOut < trainedOn;
    if (holdsOut) {
        if (model::devFractionRoundsToNone(trainedOn, options.devFraction)) {
            io.err << "note: --dev-fraction " << parser.value("dev-fraction") << " of " << trainedOn
                   << " examples rounds to none; 1 is held out as the dev set, and the dev "
                      "accuracy and early stopping rest on it alone (a larger fraction, or "
                      "--dev FILE, gives them more)\n";
        }
        trainedOn -= heldOut;
    }
    io.err << "training on " << trainedOn << " examples"
           << (holdsOut ? " (" + std::to_string(heldOut) + " more held out as the dev set)"
                        : std::string())
           << ", " << train.labels.size() << " labels, "
           << (source.modelDir.empty() ? std::string("from scratch (") +
                                             model::scratchSizeName(source.scratchSize) + ")"
                                       : "from " + source.modelDir)
           << "\n";
    model::TrainingReport report;
    {
        // Each epoch's figures replace its progress line; the next stage starts a new one.
        jobs::StreamProgress progress(io.err);
        options.onEpoch = [&](const model::EpochReport& e) {
            io.err << "\repoch " << e.epoch << "/" << options.epochs << ": loss " << e.trainLoss
                   << ", dev loss " << e.devLoss << ", dev accuracy " << percent(e.devAccuracy)
                   << "        " << std::flush;
        };
        // Ctrl-C stops training between steps; the last epoch's checkpoint stays for a resume,
        // once an epoch has ended (docs/formats.md, "Trained models").
        const InterruptStops interrupt(io.err, [out] {
            std::error_code ec;
            return std::filesystem::exists(std::filesystem::path(out) / "checkpoint" / "state.json",
                                           ec)
                       ? "run the same command again to resume from " + out + "/checkpoint"
                       : std::string(
                             "no epoch had ended, so there is no checkpoint to resume "
                             "from: the same command starts the training again");
        });
        try {
            report = model::trainClassifier(train, parser.has("dev") ? &dev : nullptr, source, out,
                                            options, {&progress, interrupt.token()});
        } catch (const InputError& e) {
            // The training's own option, which only the tokenizer can check: the command
            // line's --max-length.
            if (e.file().empty() && e.field() == "max_length") {
                throw UsageError("--max-length: " + e.message());
            }
            throw;
        }
    }
    if (report.resumedAfterEpoch > 0) {
        io.err << "resumed after epoch " << report.resumedAfterEpoch << "\n";
    }
    // Said only where examples were cut: a limit no example reaches changes nothing.
    if (report.cutExamples > 0) {
        const std::size_t total = report.trainExamples + report.devExamples;
        io.err << "note: " << report.cutExamples << " of the " << total << " examples "
               << (report.cutExamples == 1 ? "is" : "are") << " longer than " << report.maxLength
               << " tokens"
               << (report.maxLength < options.maxLength
                       ? " (the model's positions, fewer than --max-length " +
                             std::to_string(options.maxLength) + ")"
                       : std::string(" (--max-length)"))
               << "; " << (report.cutExamples == 1 ? "it was" : "they were")
               << " cut to them, a pair from its longer text first\n";
    }
    nlohmann::ordered_json j;
    j["out"] = out;
    j["dev_accuracy"] = report.bestDevAccuracy;
    j["best_epoch"] = report.bestEpoch;
    j["epochs"] = report.epochs.size();
    j["steps"] = report.steps;
    j["train_examples"] = report.trainExamples;
    j["dev_examples"] = report.devExamples;
    j["labels"] = report.labels;
    j["max_length"] = report.maxLength;
    io.out << printableJson(j) << "\n";
    return kExitOk;
}

}  // namespace akshara::cli

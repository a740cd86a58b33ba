#include "model/Trainer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <numeric>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/FileIo.h"
#include "common/JsonError.h"
#include "common/JsonText.h"
#include "common/Strings.h"
#include "data/ModelClasses.h"
#include "data/SeededRandom.h"
#include "jobs/RunFolder.h"
#include "jobs/SettingChanges.h"
#include "model/ModelConfig.h"
#include "model/Tokenizer.h"
#include "model/internal/DevSplit.h"
#include "model/internal/ModelLimits.h"
#include "model/internal/Networks.h"
#include "model/internal/TrainedFolder.h"
#include "model/internal/TrainingWeights.h"
#include "model/internal/WeightLoader.h"
#include "model/tokenizer/WordPieceVocabularyBuilder.h"

namespace akshara::model {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

// One example ready for the model.
struct Example {
    Encoding encoding;
    std::int64_t label = 0;
};

// FNV-1a over everything that decides the trained weights, so that a checkpoint is only
// resumed by the run that wrote it.
class Fingerprint {
public:
    void add(const std::string& s) {
        for (unsigned char c : s) {
            mix(c);
        }
        mix(0xff);
    }
    // The shortest decimal that reads back as the same double: std::to_string's six places
    // made 5e-6 and 5.4e-6 one learning rate.
    void add(double v) {
        char buffer[32];
        const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, v);
        add(error == std::errc() ? std::string(buffer, end) : std::to_string(v));
    }
    void add(std::uint64_t v) { add(std::to_string(v)); }
    std::string hex() const {
        char buffer[17];
        std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash_));
        return buffer;
    }

private:
    void mix(unsigned char c) {
        hash_ ^= c;
        hash_ *= 1099511628211ull;
    }
    std::uint64_t hash_ = 14695981039346656037ull;
};

// The examples as the model reads them: each of a dataset of pairs as a pair, one with an empty
// second sentence too, as predictions and attacks encode it.
// `cut` counts those longer than maxLength.
std::vector<Example> encodeExamples(const std::vector<data::ClassificationExample>& examples,
                                    const std::string& source, bool pairs,
                                    const Tokenizer& tokenizer, std::size_t maxLength,
                                    std::size_t& cut) {
    std::vector<Example> out;
    out.reserve(examples.size());
    for (const auto& e : examples) {
        Example x;
        x.encoding = pairs ? tokenizer.encodePair(e.text, e.textPair, maxLength)
                           : tokenizer.encode(e.text, maxLength);
        cut += x.encoding.truncated;
        x.label = static_cast<std::int64_t>(e.labelIndex);
        if (x.encoding.ids.empty()) {
            throw InputError(noTokensMessage(e.text.empty() && e.textPair.empty()), source, e.line);
        }
        out.push_back(std::move(x));
    }
    return out;
}

struct Batch {
    torch::Tensor ids, typeIds, mask, labels;
};

Batch makeBatch(const std::vector<Example>& examples, const std::size_t* begin,
                const std::size_t* end, std::int64_t padId, torch::Device device) {
    std::size_t longest = 0;
    for (auto it = begin; it != end; ++it) {
        longest = std::max(longest, examples[*it].encoding.ids.size());
    }
    const auto rows = static_cast<std::int64_t>(end - begin);
    const auto cols = static_cast<std::int64_t>(longest);
    Batch b;
    b.ids = torch::full({rows, cols}, padId, torch::kLong);
    b.typeIds = torch::zeros({rows, cols}, torch::kLong);
    b.mask = torch::zeros({rows, cols}, torch::kLong);
    b.labels = torch::empty({rows}, torch::kLong);
    auto ids = b.ids.accessor<std::int64_t, 2>();
    auto types = b.typeIds.accessor<std::int64_t, 2>();
    auto mask = b.mask.accessor<std::int64_t, 2>();
    auto labels = b.labels.accessor<std::int64_t, 1>();
    for (std::int64_t r = 0; r < rows; ++r) {
        const auto& x = examples[begin[r]];
        for (std::size_t c = 0; c < x.encoding.ids.size(); ++c) {
            const auto col = static_cast<std::int64_t>(c);
            ids[r][col] = x.encoding.ids[c];
            types[r][col] = x.encoding.typeIds.empty() ? 0 : x.encoding.typeIds[c];
            mask[r][col] = 1;
        }
        labels[r] = x.label;
    }
    if (device.is_cuda()) {
        for (auto* t : {&b.ids, &b.typeIds, &b.mask, &b.labels}) {
            *t = t->pin_memory().to(device, /*non_blocking=*/true);
        }
    }
    return b;
}

torch::Tensor logitsOf(internal::Network& net, const Batch& b) {
    return net
        .forward(net.lookup(b.ids), net.positionIds(b.ids, b.mask), b.typeIds, b.mask, {}, false,
                 true)
        .logits;
}

// Mean cross-entropy and accuracy on the dev examples, in eval mode.
std::pair<double, double> evaluate(internal::Network& net, const std::vector<Example>& dev,
                                   std::size_t batchSize, std::int64_t padId, torch::Device device,
                                   std::vector<std::vector<float>>& logitRows) {
    torch::NoGradGuard noGrad;
    net.module().eval();
    std::vector<std::size_t> order(dev.size());
    std::iota(order.begin(), order.end(), 0);
    double lossSum = 0;
    std::int64_t correct = 0;
    logitRows.clear();
    for (std::size_t start = 0; start < order.size(); start += batchSize) {
        const auto stop = std::min(order.size(), start + batchSize);
        const auto b = makeBatch(dev, order.data() + start, order.data() + stop, padId, device);
        const auto logits = logitsOf(net, b);
        lossSum += torch::nn::functional::cross_entropy(
                       logits, b.labels,
                       torch::nn::functional::CrossEntropyFuncOptions().reduction(torch::kSum))
                       .item<double>();
        correct += logits.argmax(1).eq(b.labels).sum().item<std::int64_t>();
        const auto rows = logits.to(torch::kCPU, torch::kFloat32).contiguous();
        for (std::int64_t r = 0; r < rows.size(0); ++r) {
            const float* row = rows[r].data_ptr<float>();
            logitRows.emplace_back(row, row + rows.size(1));
        }
    }
    net.module().train();
    const auto n = static_cast<double>(dev.size());
    return {lossSum / n, static_cast<double>(correct) / n};
}

// HF's get_linear_schedule_with_warmup: the factor of the base rate at a step (0-based).
double scheduleFactor(std::size_t step, std::size_t warmup, std::size_t total) {
    if (step < warmup) {
        return static_cast<double>(step) / static_cast<double>(std::max<std::size_t>(1, warmup));
    }
    return std::max(0.0, static_cast<double>(total - step) /
                             static_cast<double>(std::max<std::size_t>(1, total - warmup)));
}

// The error for a checkpoint state that cannot be resumed from: what is wrong, and the way out.
InputError unreadableCheckpoint(const fs::path& statePath, const std::exception& error) {
    return InputError(statePath.string() + ": not a readable checkpoint (" + jsonErrorText(error) +
                      "); remove the folder " + statePath.parent_path().string() +
                      " to train from the start");
}

// The error of a training whose figures stopped being finite numbers at `where`.
ModelError diverged(const std::string& where, double learningRate) {
    std::ostringstream rate;
    rate << learningRate;
    return ModelError(
        "training diverged: " + where +
        " is not a finite number; train with a lower learning rate (this run: " + rate.str() + ")");
}

// Sequence classifiers are trained on the encoder families; a decoder or the T5 encoder is
// refused before anything is written.
void requireEncoderFamily(const ModelConfig& config, const std::string& modelDir) {
    if (config.family != Family::Bert && config.family != Family::Roberta &&
        config.family != Family::Albert) {
        throw ModelError(modelDir + " holds a model of type " + config.modelType + " (" +
                         (readsLeftToRight(config.family) ? "a decoder" : "a T5 encoder") +
                         "); classifiers are trained from BERT, RoBERTa / XLM-R or ALBERT "
                         "folders (or from scratch)");
    }
}

}  // namespace

void requireTrainableSource(const TrainingSource& source) {
    if (!source.modelDir.empty()) {
        requireEncoderFamily(ModelConfig::load(source.modelDir), source.modelDir);
    }
}

const char* scratchSizeName(ScratchSize size) {
    return size == ScratchSize::Small ? "small" : "tiny";
}

bool scratchSizeByName(const std::string& name, ScratchSize& size) {
    if (name == "tiny" || name == "small") {
        size = name == "small" ? ScratchSize::Small : ScratchSize::Tiny;
        return true;
    }
    return false;
}

namespace {

// trainClassifier's work. `startedAfresh` is set once the output folder is locked for a
// training that does not resume a checkpoint.
TrainingReport trainInto(const data::ClassificationDataset& train,
                         const data::ClassificationDataset* dev, const TrainingSource& source,
                         const std::string& outDir, const TrainingOptions& options,
                         const jobs::JobContext& job, bool& startedAfresh) {
    if (train.labels.size() < 2) {
        throw InputError("a classifier needs at least two labels; the training set has " +
                             std::to_string(train.labels.size()),
                         train.source, 0, internal::labelField(options));
    }
    // Labels are matched to a classifier's classes ignoring case (predict, attack): two classes
    // of one name in two cases could not be told apart.
    for (std::size_t i = 0; i < train.labels.size(); ++i) {
        for (std::size_t j = i + 1; j < train.labels.size(); ++j) {
            if (asciiLowered(train.labels[i]) == asciiLowered(train.labels[j])) {
                const auto first = std::find_if(
                    train.examples.begin(), train.examples.end(),
                    [&](const data::ClassificationExample& e) { return e.labelIndex == j; });
                throw InputError("the labels '" + train.labels[i] + "' and '" + train.labels[j] +
                                     "' differ only in case; write each label one way",
                                 train.source, first == train.examples.end() ? 0 : first->line,
                                 internal::labelField(options));
            }
        }
    }
    if (options.epochs < 1 || options.batchSize < 1 || options.maxLength < 3) {
        throw InputError("epochs and batch size must be at least 1, the maximum length at least 3");
    }
    if (!(options.learningRate >= 0) || !(options.warmupFraction >= 0) ||
        options.warmupFraction > 1 || !(options.weightDecay >= 0) || !(options.maxGradNorm >= 0)) {
        throw InputError(
            "the learning rate, warm-up fraction (at most 1), weight decay and "
            "gradient norm must not be negative");
    }
    if (options.learningRate > kHighestLearningRate) {
        std::ostringstream rate;
        rate << options.learningRate;
        throw InputError("a learning rate of " + rate.str() +
                             " is past what AdamW can step with (at most 1e30; training "
                             "converges at 1e-5 to 1e-3)",
                         "", 0, "learning_rate");
    }
    const bool scratch = source.modelDir.empty();
    // The length the examples are cut to: a longer one asked for is the model's own, in the
    // record and in the checkpoint's fingerprint alike, so that a training resumes with the
    // length it recorded.
    std::size_t maxLength = options.maxLength;
    if (!scratch) {
        const auto sourceConfig = ModelConfig::load(source.modelDir);
        requireEncoderFamily(sourceConfig, source.modelDir);
        maxLength =
            std::min(maxLength, static_cast<std::size_t>(internal::longestInput(sourceConfig)));
    } else {
        maxLength = std::min(
            maxLength, static_cast<std::size_t>(internal::scratchPositions(source.scratchSize)));
    }
    if (options.device == DeviceChoice::Cuda && !torch::cuda::is_available()) {
        throw ModelError("training on CUDA was asked for but libtorch sees no CUDA device");
    }
    const bool cuda = options.device == DeviceChoice::Cuda ||
                      (options.device == DeviceChoice::Auto && torch::cuda::is_available());
    const torch::Device device = cuda ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
    const int threads = options.threads > 0
                            ? options.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // What the weights' arithmetic ran on: the CPU sums in another order with another number
    // of threads, and a CUDA device in its own, so a run resumes only where it began.
    const Json arithmetic =
        cuda ? Json{{"device", "cuda"}} : Json{{"device", "cpu"}, {"threads", threads}};
    const double learningRate =
        options.learningRate > 0 ? options.learningRate : (scratch ? 5e-4 : 3e-5);
    std::vector<data::ClassificationExample> trainExamples, devExamples;
    internal::splitExamples(train, dev, options, trainExamples, devExamples);
    if (trainExamples.empty() || devExamples.empty()) {
        throw InputError("training needs at least one training and one dev example");
    }

    // Where the training started and what it was given, in training.json and in the
    // checkpoint's state, so that a model tells what made it and a stopped training can be
    // started again with the same choices (max_length: the one used). The source is absolute, as
    // the data's files are, for the workbench to train it again from any folder.
    Json record = {
        {"source", scratch ? std::string("scratch-") + scratchSizeName(source.scratchSize)
                           : fs::absolute(source.modelDir).lexically_normal().string()},
        {"options",
         {{"epochs", options.epochs},
          {"learning_rate", learningRate},
          {"batch_size", options.batchSize},
          {"warmup_fraction", options.warmupFraction},
          {"weight_decay", options.weightDecay},
          {"max_grad_norm", options.maxGradNorm},
          {"seed", options.seed},
          {"patience", options.patience},
          {"dev_fraction", dev != nullptr ? 0.0 : options.devFraction},
          {"max_length", maxLength}}},
        {"data", internal::dataRecord(train, dev, options.dataOptions)}};

    Fingerprint print;
    print.add(scratch ? std::string("scratch-") + scratchSizeName(source.scratchSize)
                      : fs::absolute(source.modelDir).lexically_normal().string());
    for (const auto* part : {&trainExamples, &devExamples}) {
        print.add(std::to_string(part->size()));
        for (const auto& e : *part) {
            print.add(e.text);
            print.add(e.textPair);
            print.add(std::to_string(e.labelIndex));
        }
    }
    for (const auto& label : train.labels) {
        print.add(label);
    }
    for (double v :
         {static_cast<double>(options.epochs), learningRate, static_cast<double>(options.batchSize),
          options.warmupFraction, options.weightDecay, options.maxGradNorm,
          static_cast<double>(options.patience), static_cast<double>(maxLength)}) {
        print.add(v);
    }
    print.add(static_cast<std::uint64_t>(options.seed));  // every digit, past 2^53 too

    jobs::requireRecordable(record);  // before anything is written
    const fs::path out(outDir);
    const fs::path checkpointDir = out / "checkpoint";
    const fs::path statePath = checkpointDir / "state.json";
    // The model is built in the checkpoint's own folder and moved into `out` only when
    // training ends: a stopped or failed run never leaves a folder that loads as a model, nor
    // mixes its files with those of a model trained there before.
    const fs::path staged = checkpointDir / "model";
    print.add(std::string("staged in checkpoint/model"));
    std::error_code ec;
    if (!scratch && fs::equivalent(out, source.modelDir, ec)) {
        throw InputError(outDir + " is the model being fine-tuned; choose another output folder");
    }
    // A folder is trained into when it is new or empty, or holds an earlier training (its
    // training.json, or the checkpoint folder that a started run makes first); anything else
    // is someone's files, never overwritten. A checkpoint entry that holds other files than
    // a training writes there is someone's too: it is removed when training ends.
    jobs::requireNewOrOwnFolder(outDir, {}, {"training.json", "checkpoint"}, "a trained model's");
    if (const std::string foreign = internal::notOfATraining(checkpointDir); !foreign.empty()) {
        throw InputError("already holds " + foreign +
                             ", which is not a training's checkpoint; choose a new or empty folder",
                         outDir);
    }
    fs::create_directories(checkpointDir, ec);
    if (ec) {
        // The folder itself may be there, read-only: what could not be made is named.
        throw InputError(
            "cannot create its checkpoint folder, where training starts (" + ec.message() + ")",
            outDir);
    }
    // One training at a time into a folder.
    const jobs::FolderLock lock(outDir);
    if (fs::exists(statePath) && internal::publishEnded(staged, out)) {
        // A finished training killed while its checkpoint was removed: its model is published,
        // and what is left of the checkpoint goes now (nothing in it is to be resumed).
        fs::remove_all(checkpointDir, ec);
        fs::create_directories(checkpointDir, ec);
    } else if (fs::exists(statePath)) {
        internal::restorePartlyPublished(staged, out);  // a finished training killed as it ended
        if (!fs::exists(staged)) {
            // A finished training killed while its checkpoint was removed (its state went last
            // before): its model is published, and nothing is left to resume.
            fs::remove(statePath, ec);
        }
    }
    startedAfresh = !fs::exists(statePath);
    Json state;
    if (fs::exists(statePath)) {
        std::string heldFingerprint;
        try {
            if (!fs::is_regular_file(statePath)) {
                throw InputError("not a regular file");  // a pipe would never be read to its end
            }
            state = parseJsonText<Json>(readFile(statePath.string()));
            if (!state.is_object())
                throw InputError("not an object");
            heldFingerprint = state.value("fingerprint", "");
        } catch (const std::exception& e) {
            throw unreadableCheckpoint(statePath, e);
        }
        if (heldFingerprint != print.hex()) {
            // Name what differs where the state says it; the data's content is in the
            // fingerprint alone.
            Json held = Json::object();
            for (const char* key : {"source", "options", "data"}) {
                held[key] = state.value(key, Json());
            }
            const auto changes = jobs::settingChanges(held.dump(), record.dump());
            throw InputError(outDir + " holds the checkpoint of a training run with " +
                             (changes.empty()
                                  ? std::string("other data, model or options")
                                  : "other settings (" + jobs::describeChanges(changes) + ")") +
                             "; run it with the same ones to resume, or remove " +
                             checkpointDir.string() + " or choose another output folder");
        }
        // A checkpoint from before the arithmetic was recorded resumes as it did.
        if (const auto held = state.find("arithmetic");
            held != state.end() && *held != arithmetic) {
            throw InputError(outDir + " holds the checkpoint of a training run on " +
                             internal::arithmeticName(*held) + ", and this run would go on on " +
                             internal::arithmeticName(arithmetic) +
                             ": the weights would be of neither; resume it on " +
                             internal::arithmeticName(*held) + ", or remove " +
                             checkpointDir.string() + " or choose another output folder");
        }
        // The files it names are read from the checkpoint's own folder, never from elsewhere.
        for (const char* field : {"weights", "optimizer"}) {
            const auto it = state.find(field);
            if (it == state.end() || !it->is_string() || it->get<std::string>().empty() ||
                it->get<std::string>().find('/') != std::string::npos ||
                it->get<std::string>().rfind("..", 0) == 0) {
                throw InputError(std::string("not the name of a file in ") + checkpointDir.string(),
                                 statePath.string(), 0, field);
            }
        }
    } else {
        // Files a run stopped before its first epoch left behind are of no use, and may be
        // another model's; so is the list of a publish that ended, which a later resume would
        // otherwise take for this training's.
        fs::remove(internal::publishingList(staged), ec);
        fs::remove_all(staged, ec);
        fs::create_directories(staged, ec);
        if (ec) {
            throw InputError(staged.string() + ": cannot create the folder (" + ec.message() + ")");
        }
        if (scratch) {
            job.report("building the vocabulary", 0, 0);
            internal::prepareScratchFolder(trainExamples, source.scratchSize, staged, train.labels);
        } else {
            // A damaged tokenizer or config is named in the folder it came from, not in the
            // copy that training works on.
            ModelConfig::load(source.modelDir);
            Tokenizer::load(source.modelDir);
            internal::prepareFineTunedFolder(source.modelDir, staged, train.labels);
        }
    }

    const auto config = ModelConfig::load(staged.string());
    const auto tokenizer = Tokenizer::load(staged.string());
    {
        // Special tokens are never cut: the length must leave room for a token of each text,
        // or every example would be the special tokens alone (and train on nothing).
        const bool pairs = train.sentencePair;
        const std::size_t specials =
            (pairs ? tokenizer->encodePair("", "") : tokenizer->encode("")).ids.size();
        const std::size_t least = specials + (pairs ? 2 : 1);
        if (maxLength < least) {
            throw InputError("a maximum length of " + std::to_string(maxLength) +
                                 " tokens leaves no room for the text: the tokenizer adds " +
                                 std::to_string(specials) + " special tokens to " +
                                 (pairs ? "a pair (and each sentence needs one)" : "a text") +
                                 "; give at least " + std::to_string(least),
                             "", 0, "max_length");
        }
    }
    job.report("tokenizing", 0, 0);
    std::size_t cut = 0;
    const auto trainSet =
        encodeExamples(trainExamples, train.source, train.sentencePair, *tokenizer, maxLength, cut);
    const auto devSet = encodeExamples(devExamples, dev ? dev->source : train.source,
                                       train.sentencePair, *tokenizer, maxLength, cut);
    const auto padId = config.padTokenId;

    at::set_num_threads(threads);
    torch::manual_seed(options.seed);
    auto net = internal::makeNetwork(config, false);
    auto& module = net->module();
    internal::initializeWeights(module);
    internal::setDropout(module, internal::readDropoutRates(staged.string(), config));
    if (!scratch) {
        const auto sourceConfig = ModelConfig::load(source.modelDir);
        const bool sameHead =
            sourceConfig.sequenceClassifier && sourceConfig.labels == train.labels;
        internal::loadPretrainedWeights(module, internal::openWeightFiles(source.modelDir), config,
                                        sameHead);
    }
    // Initialised and loaded on the CPU, so that a seed gives the same starting weights on
    // every device.
    module.to(device);
    module.train();

    // AdamW in two groups: no weight decay on biases and LayerNorm weights (as HF's Trainer).
    std::vector<torch::Tensor> decayed, undecayed;
    for (auto& item : module.named_parameters(true)) {
        const auto& name = item.key();
        const bool noDecay = item.value().dim() < 2 ||
                             name.find("LayerNorm") != std::string::npos ||
                             name.find("layer_norm") != std::string::npos;
        (noDecay ? undecayed : decayed).push_back(item.value());
    }
    std::vector<torch::optim::OptimizerParamGroup> groups;
    groups.emplace_back(
        decayed,
        std::make_unique<torch::optim::AdamWOptions>(
            torch::optim::AdamWOptions(learningRate).weight_decay(options.weightDecay).eps(1e-8)));
    groups.emplace_back(undecayed,
                        std::make_unique<torch::optim::AdamWOptions>(
                            torch::optim::AdamWOptions(learningRate).weight_decay(0.0).eps(1e-8)));
    torch::optim::AdamW optimizer(std::move(groups));

    const std::size_t stepsPerEpoch = (trainSet.size() + options.batchSize - 1) / options.batchSize;
    const std::size_t totalSteps = stepsPerEpoch * static_cast<std::size_t>(options.epochs);
    const auto warmup = static_cast<std::size_t>(
        std::llround(options.warmupFraction * static_cast<double>(totalSteps)));

    TrainingReport report;
    report.threads = threads;
    report.labels = train.labels;
    report.maxLength = maxLength;
    report.cutExamples = cut;
    report.trainExamples = trainSet.size();
    report.devExamples = devSet.size();
    report.bestDevAccuracy = -1;
    int sinceBest = 0;
    int firstEpoch = 1;
    if (!state.is_null()) {
        std::string weightsFile, optimizerFile;
        try {
            weightsFile = state.at("weights").get<std::string>();
            optimizerFile = state.at("optimizer").get<std::string>();
            sinceBest = internal::readProgress(state, options.epochs, stepsPerEpoch, report);
        } catch (const std::exception& e) {  // a field missing, or progress not of this run
            throw unreadableCheckpoint(statePath, e);
        }
        internal::restoreWeights(module, config, (checkpointDir / weightsFile).string());
        internal::restoreOptimizerState(optimizer, module, config,
                                        (checkpointDir / optimizerFile).string());
        // The best epoch's model, published unless a later epoch beats it (a damaged one was).
        internal::requireReadableStagedModel(staged, checkpointDir);
        report.resumedAfterEpoch = static_cast<int>(report.epochs.size());
        firstEpoch = report.resumedAfterEpoch + 1;
    }

    std::vector<std::size_t> order(trainSet.size());
    for (int epoch = firstEpoch; epoch <= options.epochs && !report.stoppedEarly; ++epoch) {
        const std::string stage =
            "epoch " + std::to_string(epoch) + "/" + std::to_string(options.epochs);
        // The epoch's order and random state depend only on the seed and the epoch, so that a
        // resumed run continues exactly as an uninterrupted one.
        torch::manual_seed(options.seed + static_cast<std::uint64_t>(epoch));
        std::iota(order.begin(), order.end(), 0);
        data::SeededRandom random(options.seed, 1, static_cast<std::uint64_t>(epoch));
        for (std::size_t i = order.size(); i > 1; --i) {
            std::swap(order[i - 1], order[random.below(i)]);
        }
        double lossSum = 0;
        for (std::size_t step = 0; step < stepsPerEpoch; ++step) {
            job.checkCancelled();
            job.report(stage, step, stepsPerEpoch);
            const auto begin = step * options.batchSize;
            const auto end = std::min(order.size(), begin + options.batchSize);
            const auto batch =
                makeBatch(trainSet, order.data() + begin, order.data() + end, padId, device);
            optimizer.zero_grad();
            const auto loss =
                torch::nn::functional::cross_entropy(logitsOf(*net, batch), batch.labels);
            loss.backward();
            if (options.maxGradNorm > 0) {
                torch::nn::utils::clip_grad_norm_(module.parameters(), options.maxGradNorm);
            }
            const double rate = learningRate * scheduleFactor(report.steps, warmup, totalSteps);
            for (auto& group : optimizer.param_groups()) {
                static_cast<torch::optim::AdamWOptions&>(group.options()).lr(rate);
            }
            optimizer.step();
            ++report.steps;
            const double stepLoss = loss.item<double>();
            if (!std::isfinite(stepLoss)) {
                throw diverged("the loss of step " + std::to_string(step + 1) + " of epoch " +
                                   std::to_string(epoch),
                               learningRate);
            }
            lossSum += stepLoss;
        }
        job.report(stage, stepsPerEpoch, stepsPerEpoch);

        EpochReport epochReport;
        epochReport.epoch = epoch;
        epochReport.trainLoss = lossSum / static_cast<double>(stepsPerEpoch);
        std::vector<std::vector<float>> devLogits;
        std::tie(epochReport.devLoss, epochReport.devAccuracy) =
            evaluate(*net, devSet, options.batchSize, padId, device, devLogits);
        if (!std::isfinite(epochReport.devLoss)) {
            // The epoch's last step broke the weights: they are neither saved nor checkpointed.
            throw diverged("the dev loss after epoch " + std::to_string(epoch) +
                               " (the weights hold NaN or infinite values)",
                           learningRate);
        }
        epochReport.steps = report.steps;
        report.epochs.push_back(epochReport);
        if (epochReport.devAccuracy > report.bestDevAccuracy) {
            report.bestDevAccuracy = epochReport.devAccuracy;
            report.bestEpoch = epoch;
            sinceBest = 0;
            report.bestDevLogits = std::move(devLogits);
            internal::saveWeights(module, config, (staged / "model.safetensors").string());
        } else {
            ++sinceBest;
        }
        report.stoppedEarly =
            options.patience > 0 && sinceBest >= options.patience && epoch < options.epochs;

        // The checkpoint: weights and optimizer state under new names, then the state that
        // names them (written atomically), then the previous epoch's files removed.
        const auto weightsName = "weights-" + std::to_string(epoch) + ".safetensors";
        const auto optimizerName = "optimizer-" + std::to_string(epoch) + ".safetensors";
        internal::saveWeights(module, config, (checkpointDir / weightsName).string());
        internal::saveOptimizerState(optimizer, module, config,
                                     (checkpointDir / optimizerName).string());
        Json epochs = Json::array();
        for (const auto& e : report.epochs) {
            epochs.push_back(internal::epochJson(e));
        }
        Json newState = {{"fingerprint", print.hex()},
                         {"weights", weightsName},
                         {"optimizer", optimizerName},
                         {"steps", report.steps},
                         {"best_epoch", report.bestEpoch},
                         {"best_dev_accuracy", report.bestDevAccuracy},
                         {"epochs_since_best", sinceBest},
                         {"stopped_early", report.stoppedEarly},
                         {"epochs", epochs},
                         {"arithmetic", arithmetic}};
        newState.update(record);
        internal::writeJson(statePath, newState);
        for (const auto& entry : fs::directory_iterator(checkpointDir)) {
            const auto name = entry.path().filename().string();
            if (name != "state.json" && name != weightsName && name != optimizerName &&
                name != staged.filename().string()) {
                fs::remove(entry.path(), ec);
            }
        }
        if (options.onEpoch) {
            options.onEpoch(epochReport);
        }
    }

    Json epochs = Json::array();
    for (const auto& e : report.epochs) {
        epochs.push_back(internal::epochJson(e));
    }
    Json summary = {{"dev_accuracy", report.bestDevAccuracy},
                    {"best_epoch", report.bestEpoch},
                    {"labels", report.labels},
                    {"train_examples", report.trainExamples},
                    {"dev_examples", report.devExamples},
                    {"steps", report.steps},
                    {"stopped_early", report.stoppedEarly},
                    {"resumed_after_epoch", report.resumedAfterEpoch},
                    {"device", cuda ? "cuda:0" : "cpu"},
                    {"threads", report.threads}};
    summary.update(record);
    summary["epochs"] = epochs;
    internal::publishModel(staged, out, summary);
    // The state first: a checkpoint without it is no training in progress, so that a kill
    // while the rest goes leaves nothing a rerun would try to resume.
    fs::remove(statePath, ec);
    fs::remove_all(checkpointDir, ec);
    return report;
}

}  // namespace

TrainingReport trainClassifier(const data::ClassificationDataset& train,
                               const data::ClassificationDataset* dev, const TrainingSource& source,
                               const std::string& outDir, const TrainingOptions& options,
                               const jobs::JobContext& job) {
    std::error_code ec;
    const bool outExisted = fs::exists(outDir, ec);
    bool startedAfresh = false;
    try {
        return trainInto(train, dev, source, outDir, options, job, startedAfresh);
    } catch (const Cancelled&) {
        throw;  // its finished epochs resume
    } catch (...) {
        // A training that failed before its first checkpoint leaves nothing behind: no
        // checkpoint that could never resume, and no folder of its own.
        const fs::path checkpointDir = fs::path(outDir) / "checkpoint";
        if (startedAfresh && !fs::exists(checkpointDir / "state.json", ec)) {
            fs::remove_all(checkpointDir, ec);
            if (!outExisted) {
                fs::remove(outDir, ec);  // only when empty
            }
        }
        throw;
    }
}

}  // namespace akshara::model

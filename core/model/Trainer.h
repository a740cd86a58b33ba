#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/ClassificationDataset.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"

namespace akshara::model {

// The sizes of a BERT-style encoder trained from scratch. Tiny trains in minutes on two CPU
// cores; small is a more capable model for larger data sets.
enum class ScratchSize { Tiny, Small };

// "tiny", "small"; scratchSizeByName returns false for other names.
const char* scratchSizeName(ScratchSize size);
bool scratchSizeByName(const std::string& name, ScratchSize& size);

// Where the classifier starts: a Hugging Face encoder folder (fine-tuning), or a new model
// whose WordPiece vocabulary is built from the training texts.
struct TrainingSource {
    std::string modelDir;  // empty: from scratch
    ScratchSize scratchSize = ScratchSize::Tiny;
};

struct EpochReport {
    int epoch = 0;         // 1-based
    double trainLoss = 0;  // mean cross-entropy over the epoch's batches
    double devLoss = 0;
    double devAccuracy = 0;
    std::size_t steps = 0;  // optimizer steps so far, all epochs
};

// The highest learning rate taken. AdamW's step, the rate over 1 - beta1^t (at least 0.1),
// is a float, which ends at 3.4e38; a rate anywhere near this diverges at once (training
// converges at 1e-5 to 1e-3), and the run says so.
constexpr double kHighestLearningRate = 1e30;

// The most epochs (and epochs of patience) and examples per step that are asked for: a count
// past these is a mistyped one, refused rather than wrapped round.
constexpr long long kMostEpochs = 100000;
constexpr long long kMostPerBatch = 1 << 20;

struct TrainingOptions {
    int epochs = 3;
    double learningRate = 0;  // 0: 3e-5 when fine-tuning, 5e-4 from scratch
    std::size_t batchSize = 16;
    double warmupFraction = 0.1;  // of all steps; the rate then decays linearly to 0
    double weightDecay = 0.01;    // decoupled (AdamW); not on biases and LayerNorm weights
    double maxGradNorm = 1.0;     // 0: no clipping
    std::uint64_t seed = 42;
    int patience = 0;  // stop after this many epochs without a better dev accuracy; 0: never
    double devFraction = 0.1;     // of the training examples, when no dev set is given
    std::size_t maxLength = 128;  // tokens, special tokens included (at most the model's)
    int threads = 0;              // CPU threads; 0: one per core
    // Where to train (in float32). The starting weights are made on the CPU, so a seed gives
    // the same start everywhere; the same weights twice are promised on the CPU only.
    DeviceChoice device = DeviceChoice::Cpu;
    // How the examples were read (format, columns), recorded with the datasets' files as the
    // "data" of training.json and of the checkpoint's state; it does not change the weights.
    data::ClassificationOptions dataOptions;
    // Called after each epoch (loss, dev accuracy) from the training thread.
    std::function<void(const EpochReport&)> onEpoch;
};

struct TrainingReport {
    std::vector<EpochReport> epochs;
    int bestEpoch = 0;  // whose weights were saved
    double bestDevAccuracy = 0;
    std::size_t steps = 0;
    std::size_t trainExamples = 0, devExamples = 0;
    std::vector<std::string> labels;
    int resumedAfterEpoch = 0;  // 0: started afresh
    // The examples' length limit used: the options' maxLength, or the model's number of
    // positions where that is smaller.
    std::size_t maxLength = 0;
    std::size_t cutExamples = 0;  // training and dev examples longer than maxLength, cut to it
    int threads = 0;  // the CPU threads libtorch was given (the options', or one per core)
    bool stoppedEarly = false;
    // The saved model's logits [dev example][label], dev examples in order; empty when its
    // epoch ran before a resume.
    std::vector<std::vector<float>> bestDevLogits;
};

// How many of `examples` training examples a dev fraction holds out as the dev set: the
// fraction of them rounded, and at least one.
std::size_t heldOutDevExamples(std::size_t examples, double devFraction);
// Whether that fraction of them rounds to none, so that one is held out all the same.
bool devFractionRoundsToNone(std::size_t examples, double devFraction);

// Trains a sequence classifier on `train` (single sentences or pairs) and saves the weights
// of the best dev epoch in `outDir` as a Hugging Face folder (config.json,
// model.safetensors, the tokenizer files, training.json with the report). `dev` null: a
// seeded devFraction of `train` is held out. The same seed gives the same weights. After
// each epoch a checkpoint is written to outDir/checkpoint; a run on the same folder with the
// same data and options resumes from it (and it is removed when training ends). The model is
// built in outDir/checkpoint/model and moved into outDir when training ends, replacing the
// files of a model trained there before, so that a stopped or failed run leaves nothing in
// outDir that loads as a model. Reports progress through `job` and stops with Cancelled when
// asked. Throws InputError for unusable data (fewer than two labels, a dev label unknown to
// the training set, a checkpoint of other data, an output folder holding other files) and
// ModelError for an unusable source model or a loss that is no longer a finite number.
// Throws ModelError when `source` names a folder whose model no classifier is trained from (a
// decoder, the T5 encoder), or whose config.json is unusable: what trainClassifier checks
// first, for a caller to check before it reads the data.
void requireTrainableSource(const TrainingSource& source);

// Whether the training into `outDir` published its model and only the removal of its
// checkpoint was stopped (killed): the model there is finished, and the next training into
// the folder starts afresh.
bool trainingPublished(const std::string& outDir);

// Removes what is left of the checkpoint of such a training (about three times the model's
// size), unless a training holds the folder now. Whether it removed it; never the model.
bool removePublishedCheckpoint(const std::string& outDir);

TrainingReport trainClassifier(const data::ClassificationDataset& train,
                               const data::ClassificationDataset* dev, const TrainingSource& source,
                               const std::string& outDir, const TrainingOptions& options,
                               const jobs::JobContext& job = {});

}  // namespace akshara::model

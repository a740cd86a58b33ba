#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "data/ClassificationDataset.h"
#include "data/ParallelDataset.h"
#include "eval/Predictions.h"
#include "jobs/JobContext.h"
#include "model/Encoder.h"
#include "model/Tokenizer.h"

namespace akshara::predict {

// What to classify, and with which model.
struct DatasetPredictionOptions {
    std::string modelDir;  // a ...ForSequenceClassification folder
    std::string dataFile;
    // How the file is read. `labelNames` is the data's label set in class-index order (for
    // integer labels; data::nliLabels() for XNLI); a model whose classes are unnamed
    // (LABEL_0, LABEL_1, ...) takes these names.
    data::ClassificationOptions data;
    // Mixed-language pairs (En-IndicXNLI): each example's premise from this parallel file (same
    // format and columns), its hypothesis from `dataFile`. Empty: none.
    std::string premiseFile;
    std::optional<data::DatasetFormat> premiseFormat;  // none: the format of `dataFile`
    // How `premiseFile` is matched to `dataFile`; none: by id when both have ids.
    std::optional<data::ParallelAlignment> alignment;
    std::size_t limit = 0;  // the first N examples only; 0: all
    model::EncoderOptions encoder;
    // How the caller gives the data's label set, as messages name it.
    std::string labelSetHint = "--labels (e.g. --labels nli)";
    // Told each step worth a line in a log: the classes the model is given names for, then
    // "predicting N texts of FILE with ARCH on DEVICE" once the model is loaded.
    std::function<void(const std::string&)> log;
};

// The predictions, in the dataset's order, with what they came from.
struct DatasetPredictions {
    eval::PredictionSet set;  // its source is left for the caller (the file it is written to)
    std::size_t correct = 0;
    bool sentencePairs = false;
    std::string architecture;
    std::string device;
};

// Classifies every example of a labelled dataset: each prediction has the example's id (its
// position when the file has none), the gold label and the predicted one named by the
// model's id2label, and each label's probability in the model's order. The data is read
// before the model is loaded, so that a bad file is reported first. Gold labels are matched
// to the model's classes by name (ignoring case); an integer label is the model's class of
// that index only when neither the data's label set nor the model names them (XNLI's 0 is
// entailment, an MNLI checkpoint's contradiction). Throws InputError naming the file, line
// and label column of a label the model does not have, and InputError for a bare model;
// reports "classifying" through `context` and throws Cancelled when asked to stop.
DatasetPredictions predictDataset(const DatasetPredictionOptions& options,
                                  const jobs::JobContext& context = {});

// The model's inputs for each example of `dataset`: its text, or its pair, cut to the
// model's longest input, holding what the model reads (see keepWhatTheModelReads); `cut`,
// when given, counts the examples that lost tokens to it.
std::vector<model::Encoding> encodeExamples(const data::ClassificationDataset& dataset,
                                            const model::Tokenizer& tokenizer,
                                            const model::Encoder& encoder,
                                            std::size_t* cut = nullptr);

}  // namespace akshara::predict

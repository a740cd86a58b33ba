#include "DatasetPredictions.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "attrib/WordImportance.h"
#include "common/Error.h"

namespace akshara::predict {

namespace {

bool sameIgnoringCase(const std::string& a, const std::string& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

// A model saved without label names has id2label LABEL_0, LABEL_1, ... (Hugging Face's default).
bool genericLabels(const std::vector<std::string>& labels) {
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i] != "LABEL_" + std::to_string(i)) {
            return false;
        }
    }
    return true;
}

std::string joined(const std::vector<std::string>& labels) {
    std::string out;
    for (const auto& label : labels) {
        out += (out.empty() ? "" : ", ") + label;
    }
    return out;
}

// The model's class for an example's gold label: the class of that name (ignoring case), or,
// when the dataset has no label set and the model's classes are unnamed, the class an integer
// label indexes. A model that names its classes may order them otherwise than the data
// (XNLI's 0 is entailment, an MNLI checkpoint's contradiction): an integer is then refused.
std::size_t modelClassOf(const data::ClassificationDataset& dataset,
                         const data::ClassificationExample& example,
                         const std::vector<std::string>& classes, bool datasetHasLabelSet,
                         const std::string& labelColumn, const std::string& labelSetHint) {
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (classes[c] == example.label) {
            return c;
        }
    }
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (sameIgnoringCase(classes[c], example.label)) {
            return c;
        }
    }
    const auto& label = example.label;
    const bool integer =
        !label.empty() && label.size() < 6 &&
        std::all_of(label.begin(), label.end(), [](unsigned char c) { return std::isdigit(c); });
    if (!datasetHasLabelSet && integer) {
        if (!genericLabels(classes)) {
            throw InputError("label '" + label +
                                 "' is a class index, but the model names its classes (" +
                                 joined(classes) +
                                 ") and the data's index order need not be the model's (XNLI "
                                 "and IndicXNLI: 0 is entailment; MNLI checkpoints: 0 is "
                                 "contradiction): give the data's label names in index order "
                                 "with " +
                                 labelSetHint,
                             dataset.source, example.line, labelColumn);
        }
        const auto index = static_cast<std::size_t>(std::stoul(label));
        if (index < classes.size()) {
            return index;
        }
    }
    std::string hint;
    if (genericLabels(classes)) {
        hint = "; the model has no label names: give the dataset's with " + labelSetHint;
    }
    throw InputError(
        "label '" + label + "' is not one of the model's labels (" + joined(classes) + ")" + hint,
        dataset.source, example.line, labelColumn);
}

void note(const DatasetPredictionOptions& options, const std::string& line) {
    if (options.log) {
        options.log(line);
    }
}

}  // namespace

std::vector<model::Encoding> encodeExamples(const data::ClassificationDataset& dataset,
                                            const model::Tokenizer& tokenizer,
                                            const model::Encoder& encoder) {
    const auto maxTokens = static_cast<std::size_t>(encoder.info().maxTokens);
    std::vector<model::Encoding> inputs;
    inputs.reserve(dataset.examples.size());
    for (const auto& example : dataset.examples) {
        inputs.push_back(dataset.sentencePair
                             ? tokenizer.encodePair(example.text, example.textPair, maxTokens)
                             : tokenizer.encode(example.text, maxTokens));
    }
    return inputs;
}

DatasetPredictions predictDataset(const DatasetPredictionOptions& options,
                                  const jobs::JobContext& context) {
    const bool mixed = !options.premiseFile.empty();
    auto dataOptions = options.data;
    dataOptions.sentencePair = dataOptions.sentencePair || mixed;
    // The data first: a bad file is reported before the model is loaded.
    auto dataset = data::readClassificationDataset(options.dataFile, dataOptions);
    if (mixed) {
        auto premiseOptions = dataOptions;
        premiseOptions.format = options.premiseFormat.value_or(dataOptions.format);
        auto premises = data::readClassificationDataset(options.premiseFile, premiseOptions);
        const auto alignment =
            options.alignment ? *options.alignment : data::defaultAlignment({&premises, &dataset});
        dataset = data::mixedLanguagePairs(std::move(premises), std::move(dataset), alignment);
    }
    if (options.limit > 0 && options.limit < dataset.examples.size()) {
        dataset.examples.resize(options.limit);
    }
    context.checkCancelled();

    const auto encoder = model::Encoder::load(options.modelDir, options.encoder);
    std::vector<std::string> classes = encoder.info().labels;
    if (classes.empty()) {
        throw InputError(options.modelDir + " is a bare encoder (" + encoder.info().architecture +
                         ") without a classification head");
    }
    const auto& labelNames = dataOptions.labelNames;
    if (!labelNames.empty() && genericLabels(classes)) {
        if (labelNames.size() != classes.size()) {
            throw InputError("the model has " + std::to_string(classes.size()) +
                             " unnamed classes, the data's label set names " +
                             std::to_string(labelNames.size()));
        }
        note(options, "the model's classes are unnamed; naming them " + joined(labelNames));
        classes = labelNames;
    }
    std::vector<std::size_t> gold;
    gold.reserve(dataset.examples.size());
    for (const auto& example : dataset.examples) {
        gold.push_back(modelClassOf(dataset, example, classes, !labelNames.empty(),
                                    dataOptions.labelColumn, options.labelSetHint));
    }

    const auto tokenizer = model::Tokenizer::load(options.modelDir);
    const auto inputs = encodeExamples(dataset, *tokenizer, encoder);
    DatasetPredictions result;
    result.sentencePairs = dataset.sentencePair;
    result.architecture = encoder.info().architecture;
    result.device = encoder.info().device;
    note(options, "predicting " + std::to_string(inputs.size()) +
                      (dataset.sentencePair ? " pairs" : " texts") + " of " + options.dataFile +
                      " with " + result.architecture + " on " + result.device);
    model::ForwardOptions what;
    what.logits = true;
    what.progress = [&context](std::size_t done, std::size_t total) {
        context.report("classifying", done, total);
        context.checkCancelled();
    };
    context.report("classifying", 0, inputs.size());
    const auto outputs =
        inputs.empty() ? std::vector<model::EncoderOutput>{} : encoder.forward(inputs, what);

    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto probabilities = attrib::softmax(outputs[i].logits.values);
        const auto best = static_cast<std::size_t>(
            std::max_element(probabilities.begin(), probabilities.end()) - probabilities.begin());
        eval::Prediction p;
        p.id = data::exampleId(dataset, i);
        p.gold = classes[gold[i]];
        p.pred = classes[best];
        for (std::size_t c = 0; c < classes.size(); ++c) {
            p.probs.emplace_back(classes[c], probabilities[c]);
        }
        result.correct += p.correct() ? 1 : 0;
        result.set.predictions.push_back(std::move(p));
    }
    return result;
}

}  // namespace akshara::predict

#include "DatasetPredictions.h"

#include <algorithm>
#include <utility>

#include "attrib/WordImportance.h"
#include "common/Error.h"
#include "common/Strings.h"
#include "data/ModelClasses.h"

namespace akshara::predict {

namespace {

void note(const DatasetPredictionOptions& options, const std::string& line) {
    if (options.log) {
        options.log(line);
    }
}

}  // namespace

std::vector<model::Encoding> encodeExamples(const data::ClassificationDataset& dataset,
                                            const model::Tokenizer& tokenizer,
                                            const model::Encoder& encoder, std::size_t* cut) {
    const auto maxTokens = static_cast<std::size_t>(encoder.info().maxTokens);
    std::vector<model::Encoding> inputs;
    inputs.reserve(dataset.examples.size());
    for (const auto& example : dataset.examples) {
        inputs.push_back(dataset.sentencePair
                             ? tokenizer.encodePair(example.text, example.textPair, maxTokens)
                             : tokenizer.encode(example.text, maxTokens));
        if (inputs.back().ids.empty()) {
            throw InputError(
                model::noTokensMessage(example.text.empty() && example.textPair.empty()),
                dataset.source, example.line);
        }
        if (cut) {
            *cut += inputs.back().truncated;
        }
        model::keepWhatTheModelReads(inputs.back());
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
    model::requireClassificationHead(encoder.info());
    const auto& labelNames = dataOptions.labelNames;
    const auto classes = data::classNamesFor(encoder.info().labels, labelNames, options.modelDir);
    if (classes != encoder.info().labels) {
        note(options, "the model's classes are unnamed; naming them " + joined(classes, ", "));
    }
    const auto gold = data::goldClasses(dataset, classes, !labelNames.empty(),
                                        dataOptions.labelColumn, options.labelSetHint);

    const auto tokenizer = model::Tokenizer::load(options.modelDir);
    std::size_t cut = 0;
    const auto inputs = encodeExamples(dataset, *tokenizer, encoder, &cut);
    if (cut > 0) {
        note(options, model::cutToLengthNote(cut, inputs.size(),
                                             static_cast<std::size_t>(encoder.info().maxTokens)));
    }
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

#include "attack/PerturbedDataset.h"

#include "perturb/OperatorRegistry.h"
#include "perturb/SentencePerturber.h"
#include "text/Utf8.h"

namespace akshara::attack {

std::vector<std::string> filesRead(const DatasetPerturbationOptions& options) {
    std::vector<std::string> files{options.dataFile};
    if (!options.operatorOptions.relationFile.empty()) {
        files.push_back(options.operatorOptions.relationFile);
    }
    for (const auto& [name, file] : perturb::replacedTables(options.op, options.operatorOptions)) {
        files.push_back(file);
    }
    return files;
}

PerturbedDataset perturbDataset(const DatasetPerturbationOptions& options,
                                const jobs::JobContext& context) {
    const auto op = perturb::createOperator(options.op, options.operatorOptions);
    PerturbedDataset result;
    result.records = data::readTextColumn(options.dataFile, options.column, options.format);
    const std::size_t total = result.records.size();
    std::vector<std::string> texts;
    texts.reserve(total);
    for (std::size_t i = 0; i < total; ++i) {
        if (i % 64 == 0) {
            context.report("perturbing", i, total);
            context.checkCancelled();
        }
        perturb::Rng rng = perturb::rngForItem(options.operatorOptions.seed, i);
        result.results.push_back(perturb::perturbText(text::decodeUtf8(result.records[i].text), *op,
                                                      options.words, rng));
        // A text left as it was keeps its bytes (a perturbed one is in NFC, as its edits are).
        texts.push_back(result.results.back().edits.empty()
                            ? result.records[i].text
                            : text::encodeUtf8(result.results.back().perturbed));
        result.changed += result.results.back().edits.empty() ? 0 : 1;
    }
    context.report("perturbing", total, total);
    result.text = data::replaceTextColumn(options.dataFile, options.column, options.format, texts);
    return result;
}

}  // namespace akshara::attack

#include "data/Treebanks.h"

#include "common/Error.h"
#include "data/ConlluReader.h"
#include "data/SsfReader.h"

namespace akshara::data {

Corpus readTreebanks(const std::vector<std::string>& files, const std::string& format,
                     const ReadOptions& options,
                     const std::function<void(std::size_t)>& afterEach) {
    if (format != "ssf" && format != "conllu") {
        throw InputError("unknown treebank format '" + format + "' (ssf or conllu)");
    }
    Corpus corpus;
    for (std::size_t f = 0; f < files.size(); ++f) {
        Corpus part = format == "ssf" ? readSsf(files[f], options) : readConllu(files[f], options);
        for (auto& sentence : part.sentences) {
            corpus.sentences.push_back(std::move(sentence));
        }
        for (auto& problem : part.problems) {
            corpus.problems.push_back(std::move(problem));
        }
        for (auto& skipped : part.skipped) {
            corpus.skipped.push_back(std::move(skipped));
        }
        if (afterEach) {
            afterEach(f + 1);
        }
    }
    return corpus;
}

void requireSentences(const Corpus& corpus) {
    if (corpus.sentences.empty()) {
        // The first problem says what is wrong, where a count alone would not.
        std::string first;
        if (!corpus.problems.empty()) {
            const ReadProblem& p = corpus.problems.front();
            first =
                "; the first problem: " + p.file + ":" + std::to_string(p.line) + ": " + p.message;
        }
        throw InputError("the treebanks hold no usable sentence (" +
                         std::to_string(corpus.skipped.size()) + " malformed)" + first);
    }
}

}  // namespace akshara::data

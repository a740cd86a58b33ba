#include "demo/DemoCorpus.h"

#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "demo/DemoClauses.h"
#include "demo/Realisation.h"

namespace akshara::demo {

namespace {

std::string number(std::size_t n) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%05zu", n);
    return buffer;
}

std::string jsonLine(const std::string& id, const std::string& premise,
                     const std::string& hypothesis, const std::string& label) {
    nlohmann::ordered_json record;
    record["id"] = id;
    record["premise"] = premise;
    record["hypothesis"] = hypothesis;
    record["label"] = label;
    return record.dump() + "\n";
}

}  // namespace

std::vector<DemoFile> generateDemoCorpus(const DemoOptions& options) {
    if (options.languages.empty())
        throw InputError("no language given (languages: hi, bn, pl)", {}, 0, "languages");
    for (std::size_t i = 0; i < options.languages.size(); ++i) {
        const std::string& language = options.languages[i];
        if (!isDemoLanguage(language)) {
            throw InputError(
                "no demo grammar for language '" + language + "' (languages: hi, bn, pl)", {}, 0,
                "languages");
        }
        if (std::find(options.languages.begin(), options.languages.begin() + i, language) !=
            options.languages.begin() + i) {
            throw InputError("language '" + language + "' given twice", {}, 0, "languages");
        }
    }
    if (options.sentences == 0 || options.sentences > kMaxDemoSentences) {
        throw InputError(
            "the number of sentences must be between 1 and " + std::to_string(kMaxDemoSentences),
            {}, 0, "sentences");
    }
    const std::size_t n = options.sentences;
    std::vector<SentimentItem> sentiment;
    std::vector<NliItem> nli;
    for (std::size_t i = 0; i < n; ++i) {
        sentiment.push_back(sentimentItem(options.seed, i));
        nli.push_back(nliItem(options.seed, i));
    }

    std::vector<DemoFile> files;
    for (const auto& language : options.languages) {
        DemoFile treebank{language + "/treebank.conllu", {}, n};
        for (std::size_t i = 0; i < n; ++i) {
            const Clause c = treebankClause(options.seed, i, language);
            treebank.content +=
                realise(language, c).conllu(language + "-" + number(i + 1), englishSentence(c));
        }
        files.push_back(std::move(treebank));

        DemoFile tsv{language + "/sentiment.tsv", "text\tlabel\n", n};
        for (const auto& item : sentiment)
            tsv.content += realise(language, item.clause).text() + "\t" + item.label + "\n";
        files.push_back(std::move(tsv));
    }
    for (const auto& language : options.languages) {
        DemoFile pairs{"nli/" + language + ".jsonl", {}, n};
        DemoFile mixed{"nli/en-" + language + ".jsonl", {}, n};
        for (std::size_t i = 0; i < n; ++i) {
            const std::string id = "nli-" + number(i + 1);
            const std::string hypothesis = realise(language, nli[i].hypothesis).text();
            pairs.content +=
                jsonLine(id, realise(language, nli[i].premise).text(), hypothesis, nli[i].label);
            mixed.content +=
                jsonLine(id, englishSentence(nli[i].premise), hypothesis, nli[i].label);
        }
        files.push_back(std::move(pairs));
        files.push_back(std::move(mixed));
    }
    return files;
}

}  // namespace akshara::demo

#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace akshara::demo {

// The most sentences (and NLI pairs) per language a demo corpus has.
constexpr std::size_t kMaxDemoSentences = 100000;

struct DemoOptions {
    std::size_t sentences =
        300;  // per language: treebank sentences, sentiment sentences, NLI pairs
    std::uint64_t seed = 1;
    std::vector<std::string> languages{"hi", "bn", "pl"};
};

// One file of the corpus: its path relative to the output folder and its bytes.
struct DemoFile {
    std::string path;
    std::string content;
    std::size_t records = 0;  // sentences or pairs
};

// The demo corpus, deterministic in the options:
//   <lang>/treebank.conllu   CoNLL-U with gold UPOS, XPOS, features and trees, "# text_en" glosses
//   <lang>/sentiment.tsv     "text<TAB>label" with a header, positive/negative balanced
//   nli/<lang>.jsonl         {"id","premise","hypothesis","label"}, the same ids in every language
//   nli/en-<lang>.jsonl      the same pairs with the English premise (mixed-language setting)
// Throws InputError for an unknown or repeated language, no language, or a size outside
// 1..100000.
std::vector<DemoFile> generateDemoCorpus(const DemoOptions& options);

}  // namespace akshara::demo

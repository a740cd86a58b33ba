#pragma once

#include <map>
#include <string>
#include <vector>

namespace akshara::demo {

// One word of a generated sentence with its gold annotation (Universal Dependencies).
struct DemoToken {
    std::string form;
    std::string lemma;
    std::string upos;
    std::string xpos;  // "_" when the language has no tag set here
    std::map<std::string, std::string> features;
    std::size_t head = 0;  // 1-based index of the head word; 0 for the root
    std::string relation;
    bool spaceAfter = true;
};

struct DemoSentence {
    std::vector<DemoToken> tokens;

    // Appends a word; returns its 1-based index (the value a dependent's head takes).
    std::size_t add(DemoToken token);
    DemoToken& at(std::size_t index) { return tokens.at(index - 1); }
    const DemoToken& at(std::size_t index) const { return tokens.at(index - 1); }
    // The text as written: words separated by spaces except where spaceAfter is false.
    std::string text() const;
    // The sentence as CoNLL-U: "# sent_id", "# text", "# text_en" when `gloss` is not
    // empty, one line of 10 columns per word, and a blank line.
    std::string conllu(const std::string& id, const std::string& gloss) const;
};

// "A=x|B=y" in the order UD writes features (alphabetical), or "_" for none.
std::string featureString(const std::map<std::string, std::string>& features);

}  // namespace akshara::demo

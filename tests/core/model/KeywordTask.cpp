#include "KeywordTask.h"

#include <algorithm>

#include "TestSupport.h"
#include "data/ConlluReader.h"

namespace akshara::test {

std::vector<std::string> marathiSentences() {
    std::vector<std::string> out;
    for (const char* part : {"train", "dev", "test"}) {
        const auto path =
            sharedDir().toStdString() + "/data/ud/UD_Marathi-UFAL.mr_ufal-ud-" + part + ".conllu";
        for (const auto& s : data::readConllu(path).sentences) {
            out.push_back(s.text());
        }
    }
    return out;
}

std::vector<std::string> wordsOf(const std::string& sentence) {
    std::vector<std::string> words;
    std::string word;
    for (char c : sentence + " ") {
        if (c == ' ') {
            if (!word.empty()) {
                words.push_back(word);
            }
            word.clear();
        } else {
            word += c;
        }
    }
    return words;
}

void keywordTask(const std::vector<std::string>& keywords, data::ClassificationDataset& train,
                 data::ClassificationDataset& dev) {
    std::vector<std::string> sentences;
    for (const auto& s : marathiSentences()) {
        const auto words = wordsOf(s);
        if (std::none_of(words.begin(), words.end(), [&](const std::string& w) {
                return std::find(keywords.begin(), keywords.end(), w) != keywords.end();
            })) {
            sentences.push_back(s);
        }
    }
    for (auto* set : {&train, &dev}) {
        set->labels = {"no", "yes"};
        set->examples.clear();
    }
    for (std::size_t i = 0; i < sentences.size(); ++i) {
        auto& set = i % 5 == 4 ? dev : train;
        auto words = wordsOf(sentences[i]);
        data::ClassificationExample plain;
        plain.text = sentences[i];
        plain.label = "no";
        plain.labelIndex = 0;
        plain.line = 2 * i + 1;
        words.insert(words.begin() + static_cast<std::ptrdiff_t>(i % (words.size() + 1)),
                     keywords[i % keywords.size()]);
        std::string marked;
        for (const auto& w : words) {
            marked += (marked.empty() ? "" : " ") + w;
        }
        data::ClassificationExample withKeyword = plain;
        withKeyword.text = marked;
        withKeyword.label = "yes";
        withKeyword.labelIndex = 1;
        withKeyword.line = 2 * i + 2;
        set.examples.push_back(plain);
        set.examples.push_back(withKeyword);
    }
}

}  // namespace akshara::test

#pragma once

// A classification task whose answer is known: treebank sentences labelled "yes" when one of
// a few keywords is in them. Models trained on it in the tests behave predictably.

#include <string>
#include <vector>

#include "data/ClassificationDataset.h"

namespace akshara::test {

// The sentences of the Marathi UD treebank in ../shared (train, dev and test files).
std::vector<std::string> marathiSentences();

// The space-separated words of a sentence.
std::vector<std::string> wordsOf(const std::string& sentence);

// Every treebank sentence without any of `keywords`, twice: once as it is ("no") and once
// with a keyword (in turn) inserted at a varying position ("yes"); every fifth sentence's
// pair goes to `dev`.
void keywordTask(const std::vector<std::string>& keywords, data::ClassificationDataset& train,
                 data::ClassificationDataset& dev);

}  // namespace akshara::test

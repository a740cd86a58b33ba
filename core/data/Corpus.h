#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "data/Sentence.h"

namespace akshara::data {

struct ReadOptions {
    // false: a malformed sentence is skipped and reported in Corpus::problems;
    // true: the first malformed line throws InputError naming file and line.
    bool strict = false;
};

// A malformed line found while reading, and the sentence skipped because of it.
struct ReadProblem {
    std::string file;
    std::size_t line = 0;
    std::string message;
};

// A sentence left out of a corpus because a line of it is malformed.
struct SkippedSentence {
    std::string file;
    std::size_t line = 0;  // where the sentence starts
    std::string id;        // its sent_id (CoNLL-U) or id (SSF), when read before the problem
    std::string reason;    // the first problem found in it
};

struct Corpus {
    std::vector<Sentence> sentences;
    // Every problem, one per malformed line: a sentence can have several, and a line between
    // sentences can have one.
    std::vector<ReadProblem> problems;
    std::vector<SkippedSentence> skipped;  // each sentence left out, once
};

// Splits file content into lines: drops a leading byte order mark and the '\r' of CRLF
// endings. Lines are numbered from 1 by their index + 1.
std::vector<std::string_view> splitLines(std::string_view content);

// Records a problem, or throws InputError for it when `options.strict`.
void reportProblem(Corpus& corpus, const ReadOptions& options, const std::string& file,
                   std::size_t line, const std::string& message);

// Checks that the heads of `sentence.nodes` form one tree (one root, no cycle) and sets
// hasTree; returns an error message naming the offending node, or an empty string.
std::string checkTree(Sentence& sentence);

}  // namespace akshara::data

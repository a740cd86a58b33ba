#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

namespace akshara::eval {

// chrF as sacrebleu's CHRF computes it with its defaults (character n-grams 1..6, no word
// n-grams, beta 2, whitespace removed, no lowercasing, no epsilon smoothing). Scores are on
// sacrebleu's 0..100 scale.
struct ChrfOptions {
    int charOrder = 6;
    double beta = 2.0;
};

// Per n-gram order: {n-grams of the hypothesis, of the reference, matched (clipped) n-grams}.
// Statistics of several segments add up to those of the corpus.
struct ChrfStatistics {
    std::vector<std::array<std::size_t, 3>> orders;

    ChrfStatistics& operator+=(const ChrfStatistics& other);
};

// The n-gram statistics of one hypothesis against one reference (UTF-8; throws InputError on
// invalid UTF-8). Characters are code points; Unicode whitespace (Python's str.split) is removed.
ChrfStatistics chrfStatistics(std::string_view hypothesis, std::string_view reference,
                              const ChrfOptions& options = {});

// The chrF score of accumulated statistics: the F-beta score of the precision and recall each
// averaged over the orders with n-grams on both sides, as sacrebleu computes it.
double chrfScore(const ChrfStatistics& statistics, const ChrfOptions& options = {});

// sacrebleu's sentence_chrf / CHRF.sentence_score with one reference.
double sentenceChrf(std::string_view hypothesis, std::string_view reference,
                    const ChrfOptions& options = {});

// sacrebleu's corpus_chrf with one reference per hypothesis: statistics summed over segments.
// Throws InputError when the lists differ in length.
double corpusChrf(const std::vector<std::string_view>& hypotheses,
                  const std::vector<std::string_view>& references, const ChrfOptions& options = {});

}  // namespace akshara::eval

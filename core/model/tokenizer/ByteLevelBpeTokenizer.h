#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/Tokenizer.h"
#include "model/tokenizer/BertNormalizer.h"
#include "model/tokenizer/EncodingAssembly.h"

namespace akshara::model {

// GPT-2's byte-level BPE (GPT-2, mGPT, BLOOM, byte-level RoBERTa): the text split into words,
// bytes shown as printable characters, merges by rank, the post-processor's special tokens
// around it. Offsets are whole characters of the text (a token that holds part of a
// character's bytes covers that character). With an end-of-word suffix, BPE over characters
// instead (HerBERT): the text normalized and split into words as BERT does, the suffix on
// each word's last character, a character outside the vocabulary the unknown token.
class ByteLevelBpeTokenizer : public Tokenizer {
public:
    // How the text is split into words before the merges. Gpt2: GPT-2's pattern (letters,
    // numbers and the rest apart, a vowel sign apart from its consonant). Bloom: BLOOM's
    // Split(" ?[^(\s|[.,!?…。，、।۔،])]+", Isolated): a word is an optional space and a run of
    // anything but whitespace, ( ) | and the stops . , ! ? … 。 ， 、 । ۔ ،, and what lies
    // between two words is a word of its own.
    enum class WordSplit { Gpt2, Bloom };
    struct Specials {
        std::string unkToken = "<|endoftext|>";
        std::string padToken;   // empty: the model has none (padId() is then the unknown id)
        std::string maskToken;  // empty or unknown: the model has none (the unknown token then)
        // BPE over characters: the suffix on each word's last character ("</w>"), and BERT's
        // normalization before the split. Empty: byte-level.
        std::string endOfWordSuffix;
        BertNormalizerOptions normalizer;
        // Matched in the text as written (there is no normalizer); a normalized one after the
        // others, in the text they leave, as Hugging Face does.
        std::vector<AddedToken> addedTokens;
        // What the post-processor places around a text or a pair: nothing for GPT-2 and BLOOM
        // (the second text of a pair with token type 1), <s> A </s> for RoBERTa.
        SpecialTemplate around = [] {
            SpecialTemplate none;
            none.secondTypeId = 1;
            return none;
        }();
    };
    // vocab: piece -> id; merges in rank order. Throws ModelError naming `source` when the
    // vocabulary is empty or a merge names a piece outside it.
    ByteLevelBpeTokenizer(std::unordered_map<std::string, std::int64_t> vocab,
                          std::vector<std::pair<std::string, std::string>> merges,
                          Specials specials, const std::string& source,
                          WordSplit split = WordSplit::Gpt2);

    Encoding encode(std::string_view text, std::size_t maxLength = 0) const override;
    Encoding encodePair(std::string_view first, std::string_view second,
                        std::size_t maxLength = 0) const override;
    std::size_t vocabSize() const override { return vocabSize_; }
    std::int64_t padId() const override { return padId_; }
    std::int64_t unkId() const override { return unkId_; }
    std::string maskToken() const override { return maskToken_; }
    std::string unkToken() const override { return specials_.unkToken; }
    std::string kind() const override {
        return specials_.endOfWordSuffix.empty() ? "bpe-bytelevel" : "bpe-characters";
    }

    PieceSequence tokenize(std::string_view text) const;

private:
    // A piece of a word while merging, with the characters its first and last byte belong to.
    struct Symbol {
        std::string piece;
        std::size_t firstChar, lastChar;
    };
    // Merges neighbours by rank, the best first, until no pair of them is a merge.
    void merge(std::vector<Symbol>& symbols) const;
    void tokenizeWord(const std::u32string& text, std::size_t from, std::size_t to, int wordId,
                      PieceSequence& out) const;
    // BPE over characters: the words of one stretch of text between added tokens.
    void tokenizeCharacters(const std::u32string& original, std::size_t start, std::size_t end,
                            int& wordId, PieceSequence& out) const;

    std::unordered_map<std::string, std::int64_t> vocab_;
    std::map<std::pair<std::string, std::string>, std::size_t> ranks_;
    Specials specials_;
    WordSplit split_;
    std::size_t vocabSize_ = 0;
    std::int64_t padId_ = 0, unkId_ = 0;
    std::string maskToken_;
    AddedTokenSet asWritten_;   // the added tokens not normalized
    AddedTokenSet normalized_;  // the normalized ones, looked for in the text the others leave
    std::string byteSymbol_[256];
};

}  // namespace akshara::model

#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model/Tokenizer.h"
#include "model/tokenizer/BertNormalizer.h"
#include "model/tokenizer/EncodingAssembly.h"

namespace akshara::model {

// How a BERT-family folder's WordPiece tokenizer is set up (tokenizer_config.json or
// tokenizer.json).
struct WordPieceOptions {
    BertNormalizerOptions normalizer;
    // How the normalized text is split into words: BERT's (at whitespace and around each
    // punctuation character), Whitespace's (runs of word characters, runs of other
    // characters, whitespace dropped) or WhitespaceSplit's (at whitespace only).
    enum class WordSplit { Bert, Whitespace, WhitespaceSplit };
    WordSplit wordSplit = WordSplit::Bert;
    std::string unkToken = "[UNK]";
    std::string clsToken = "[CLS]";
    std::string sepToken = "[SEP]";
    std::string padToken = "[PAD]";
    std::string maskToken = "[MASK]";
    std::string continuingPrefix = "##";
    std::size_t maxInputCharsPerWord = 100;
    // Tokens added to the vocabulary (a fine-tuned model's own, say): split out of the text as
    // written, before normalizing, as the special tokens are; a normalized one out of the
    // normalized text.
    std::vector<AddedToken> addedTokens;
};

// BERT's WordPiece: BertNormalizer, BertPreTokenizer, greedy longest-match-first with "##"
// continuations, [CLS] A [SEP] (B [SEP]) with token types 0/1.
class WordPieceTokenizer : public Tokenizer {
public:
    // vocab[i] is the piece with id i. Throws ModelError (naming `source`) when the vocabulary
    // is empty or lacks the unknown, [CLS] or [SEP] token.
    WordPieceTokenizer(std::vector<std::string> vocab, WordPieceOptions options,
                       const std::string& source);
    // Reads vocab.txt (one piece a line); throws ModelError naming the file when it is
    // unreadable, not UTF-8 or empty.
    static std::unique_ptr<WordPieceTokenizer> fromVocabFile(const std::string& path,
                                                             WordPieceOptions options);

    Encoding encode(std::string_view text, std::size_t maxLength = 0) const override;
    Encoding encodePair(std::string_view first, std::string_view second,
                        std::size_t maxLength = 0) const override;
    // The vocabulary's pieces, and the added tokens whose ids lie past them.
    std::size_t vocabSize() const override { return vocabSize_; }
    std::int64_t padId() const override { return padId_; }
    std::int64_t unkId() const override { return unkId_; }
    std::string maskToken() const override;
    std::string unkToken() const override { return options_.unkToken; }
    std::string kind() const override { return "wordpiece"; }

    // The tokens of one text without special tokens (offsets in its code points).
    PieceSequence tokenize(std::string_view text) const;
    const WordPieceOptions& options() const { return options_; }

private:
    void tokenizeWord(const AlignedText& normalized, std::size_t from, std::size_t to, int wordId,
                      PieceSequence& out) const;
    std::int64_t idOf(const std::string& piece) const;

    std::vector<std::string> vocab_;
    std::unordered_map<std::string, std::int64_t> ids_;
    WordPieceOptions options_;
    std::int64_t unkId_ = 0, padId_ = 0;
    std::size_t vocabSize_ = 0;
    SpecialTemplate template_;
    AddedTokenSet asWritten_;   // the special tokens and the added tokens matched as written
    AddedTokenSet normalized_;  // the added tokens matched in the normalized text
};

}  // namespace akshara::model

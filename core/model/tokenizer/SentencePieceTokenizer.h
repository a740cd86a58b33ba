#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "model/Tokenizer.h"
#include "model/tokenizer/EncodingAssembly.h"
#include "model/tokenizer/PrecompiledCharsmap.h"

namespace akshara::model {

namespace internal {
class SentencePieceModel;
}

// The model families whose SentencePiece conventions differ.
enum class SentencePieceFamily {
    XlmRoberta,  // fairseq ids (<s>=0 <pad>=1 </s>=2 <unk>=3, pieces +1, <mask> last); <s> A
                 // </s></s> B </s>
    Albert,      // [CLS] A [SEP] B [SEP], token types 0/1; optional lower-casing, accent stripping
    T5,          // A </s> B </s>
};

struct SentencePieceOptions {
    SentencePieceFamily family = SentencePieceFamily::XlmRoberta;
    bool lowercase = false;    // ALBERT's do_lower_case, or tokenizer.json's Lowercase
    bool keepAccents = true;   // ALBERT's keep_accents (false: NFKD, then drop marks)
    std::size_t extraIds = 0;  // T5's <extra_id_N> tokens after the pieces
    // Ids as the model numbers its pieces (a tokenizer.json vocabulary, already in the
    // family's order with its special tokens), instead of the family's shift of *.model ids.
    bool nativeIds = false;
    // Whether words are split at whitespace before "▁" is put before them (tokenizer.json's
    // WhitespaceSplit, as Hugging Face converts a *.model now): NEXT LINE breaks a word.
    bool splitsAtWhitespace = true;
    // Whether a space at the end of a text, or of its text before an added token, is a "▁"
    // of its own (tokenizer.json's Metaspace with no whitespace split and no Strip before it,
    // as older converters wrote it): "a " is ▁a ▁, where SentencePiece drops the space.
    bool spaceAtEndIsAPiece = false;
    // Tokens added to the vocabulary (tokenizer.json's, with the ids the model numbers them
    // by, which may lie past its pieces): split out of the text as the special tokens are.
    std::vector<AddedToken> addedTokens;
};

// A SentencePiece model (*.model) run through libsentencepiece (in its own module, see
// internal/SentencePieceAbi.h), with the family's ids, special tokens, Hugging Face's
// application of the normalization map (see PrecompiledCharsmap) and its offsets and word ids
// (words split at whitespace).
class SentencePieceTokenizer : public Tokenizer {
public:
    // Loads the model file; throws ModelError naming the file when it is unreadable or not a
    // SentencePiece model.
    SentencePieceTokenizer(const std::string& modelPath, SentencePieceOptions options);
    // From a serialized ModelProto; `source` names the file it came from in errors.
    SentencePieceTokenizer(const std::string& source, const std::string& serializedModel,
                           SentencePieceOptions options);
    ~SentencePieceTokenizer() override;

    Encoding encode(std::string_view text, std::size_t maxLength = 0) const override;
    Encoding encodePair(std::string_view first, std::string_view second,
                        std::size_t maxLength = 0) const override;
    std::size_t vocabSize() const override { return vocabSize_; }
    std::int64_t padId() const override { return padId_; }
    std::int64_t unkId() const override { return unkId_; }
    std::string maskToken() const override { return maskToken_; }
    std::string unkToken() const override { return unkToken_; }
    std::string kind() const override;

    // The tokens of one text without special tokens (offsets in its code points).
    PieceSequence tokenize(std::string_view text) const;

private:
    void setUp(const std::string& source, const std::string& serializedModel);
    std::int64_t externalId(int pieceId) const;
    // original[start, end) as the model's normalizer (after ALBERT's own steps) writes it.
    AlignedText normalize(const std::u32string& original, std::size_t start, std::size_t end) const;
    // The pieces of normalized.text[from, to), which ends at `end` in the original text.
    void tokenizeNormalized(const std::u32string& original, const AlignedText& normalized,
                            std::size_t from, std::size_t to, std::size_t end, int& wordId,
                            PieceSequence& out) const;
    bool vanishes(char32_t c) const;

    PrecompiledCharsmap charsmap_;                             // the model's normalization map
    std::unique_ptr<internal::SentencePieceModel> processor_;  // its map taken out
    SentencePieceOptions options_;
    std::size_t vocabSize_ = 0;
    std::int64_t padId_ = 0, unkId_ = 0;
    std::string maskToken_, unkToken_;
    SpecialTemplate template_;
    AddedTokenSet asWritten_;   // the special tokens and the added tokens matched as written
    AddedTokenSet normalized_;  // the added tokens matched in the normalized text
    int bosPiece_ = -1, padPiece_ = -1, eosPiece_ = -1;  // ids of <s>, <pad>, </s>; -1: none
    std::unordered_set<char32_t> vanishing_;  // characters the model's normalizer turns into space
};

}  // namespace akshara::model

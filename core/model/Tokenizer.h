#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace akshara::model {

// One tokenized input (a text, or a pair of texts), special tokens included.
struct Encoding {
    std::vector<std::int64_t> ids;
    std::vector<std::string> tokens;  // the vocabulary's pieces, as Hugging Face prints them
    // [start, end) in Unicode code points of the input text (of the text the token came from,
    // for pairs); {0, 0} for special tokens.
    std::vector<std::pair<std::size_t, std::size_t>> offsets;
    std::vector<int> wordIds;           // index of the word a token belongs to; -1 for specials
    std::vector<std::int64_t> typeIds;  // token type (segment) ids: 0 first text, 1 second
    std::vector<int> sequenceIds;       // 0 or 1: which text of a pair; -1 for specials
    // Whether encode's or encodePair's maxLength left tokens of the text (or pair) out.
    bool truncated = false;

    std::size_t size() const { return ids.size(); }
};

// A tokenizer of a Hugging Face model folder: WordPiece (vocab.txt), SentencePiece
// (*.model, with each family's special tokens and id conventions) or tokenizer.json.
// Immutable after loading; encode() may be called from several threads at once.
class Tokenizer {
public:
    virtual ~Tokenizer() = default;

    // Encodes a text with the family's special tokens. maxLength > 0 truncates to that many
    // tokens, specials included (the model's maximum length is the usual choice).
    virtual Encoding encode(std::string_view text, std::size_t maxLength = 0) const = 0;
    // Encodes a sentence pair; truncation takes tokens from the longer text first.
    virtual Encoding encodePair(std::string_view first, std::string_view second,
                                std::size_t maxLength = 0) const = 0;

    virtual std::size_t vocabSize() const = 0;
    virtual std::int64_t padId() const = 0;
    virtual std::int64_t unkId() const = 0;
    // The token a masked word is replaced by: [MASK] or <mask> where the vocabulary has one,
    // else the unknown token (as the first paper's masking does).
    virtual std::string maskToken() const = 0;
    virtual std::string unkToken() const = 0;
    // "wordpiece", "sentencepiece-xlmr", "sentencepiece-albert", "sentencepiece-t5",
    // "bpe-bytelevel", ...
    virtual std::string kind() const = 0;

    // Loads the tokenizer a model folder carries, choosing by the files present and
    // tokenizer_config.json / config.json; throws ModelError naming the folder and file.
    static std::unique_ptr<Tokenizer> load(const std::string& modelDir);
};

// Drops from an encoding what the model does not read: its pieces, offsets, word and sequence
// ids, and its type ids where all are 0 (one text's). For inputs held by the thousand before
// they are run: the rest took several times the memory of the ids.
void keepWhatTheModelReads(Encoding& encoding);

// Why an input encoded to no tokens at all cannot be read: a decoder's tokenizer adds no
// special tokens, so an empty text leaves the model nothing (`empty`), as may a text of
// characters the vocabulary drops.
std::string noTokensMessage(bool empty);

// The note for `cut` of `total` inputs cut to the model's `maxLength` tokens ("" for none).
std::string cutToLengthNote(std::size_t cut, std::size_t total, std::size_t maxLength);

}  // namespace akshara::model

#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/Tokenizer.h"

namespace akshara::model {

// The tokens of one text before special tokens are added: offsets in code points of that
// text, word ids counted from 0 within it.
struct PieceSequence {
    std::vector<std::int64_t> ids;
    std::vector<std::string> tokens;
    std::vector<std::pair<std::size_t, std::size_t>> offsets;
    std::vector<int> wordIds;

    void add(std::int64_t id, std::string token, std::size_t start, std::size_t end, int wordId);
    void truncate(std::size_t length);
    std::size_t size() const { return ids.size(); }
};

// A special token placed by a template: its id and its text.
struct SpecialToken {
    std::int64_t id = 0;
    std::string token;
};

// Where a family puts its special tokens around one text or a pair (Hugging Face's
// TemplateProcessing): single = before A after; pair = pairBefore A pairMiddle B pairAfter.
// pairMiddle carries type id 0; B and pairAfter carry secondTypeId.
struct SpecialTemplate {
    std::vector<SpecialToken> before, after;
    std::vector<SpecialToken> pairBefore, pairMiddle, pairAfter;
    std::int64_t secondTypeId = 0;

    std::size_t addedSingle() const { return before.size() + after.size(); }
    std::size_t addedPair() const {
        return pairBefore.size() + pairMiddle.size() + pairAfter.size();
    }
};

// BERT's template: cls A sep, and cls A sep B sep with B and its sep of type 1.
SpecialTemplate bertTemplate(const SpecialToken& cls, const SpecialToken& sep);
// RoBERTa's: cls A sep, and cls A sep sep B sep, all of type 0.
SpecialTemplate robertaTemplate(const SpecialToken& cls, const SpecialToken& sep);

// One text with its special tokens; maxLength > 0 truncates the text so that the whole
// encoding (specials included) fits, as far as the specials allow.
Encoding assembleSingle(const SpecialTemplate& tmpl, PieceSequence a, std::size_t maxLength);
// A pair; truncation is Hugging Face's longest-first (the longer text gives up tokens first,
// and of an odd remainder the longer keeps one more).
Encoding assemblePair(const SpecialTemplate& tmpl, PieceSequence a, PieceSequence b,
                      std::size_t maxLength);

// A token added to a model's vocabulary (Hugging Face's AddedToken in tokenizer.json): its
// text, its id, which may lie past the model's own, and how it is found in a text.
struct AddedToken {
    std::string content;
    std::int64_t id = 0;
    bool singleWord = false;  // only where no word character touches it on either side
    bool lstrip = false;      // takes the whitespace before it into its token
    bool rstrip = false;      // takes the whitespace after it into its token
    bool normalized = false;  // found in the normalized text, as the normalizer writes it
};

// Regular expressions' \s (White_Space) and \w (letters, marks, digits, connectors and
// joiners) in Unicode, as the Rust regex crate has them.
bool isRegexSpace(char32_t c);
bool isRegexWordCharacter(char32_t c);

// The added tokens one pass looks for: each as the characters it is matched as (its content,
// or its normalized content for a normalized token) with its id and flags.
struct AddedTokenSet {
    std::vector<std::u32string> texts;
    std::vector<AddedToken> tokens;

    // Adds a token, or for a text already there takes this token's id and flags; an empty text
    // is passed over.
    void add(std::u32string text, AddedToken token);
};

// Files the added tokens of a model folder for the two passes: `normalized` ones as
// `normalize` writes their content, the others as written; a token whose text is one of the
// special tokens already in `asWritten` keeps that special's id. Returns the vocabulary size
// their ids need: `vocabSize`, or one past the largest id beyond it.
std::size_t fileAddedTokens(const std::vector<AddedToken>& added, AddedTokenSet& asWritten,
                            AddedTokenSet& normalized, std::size_t vocabSize,
                            const std::function<std::u32string(const std::u32string&)>& normalize);

// A stretch of a text: an added token found in it (`added` indexes the set given to
// splitOnAddedTokens; the stretch holds the whitespace its lstrip and rstrip take) or
// ordinary text (`added` = -1). Code point offsets.
struct TextSegment {
    std::size_t start = 0, end = 0;
    int added = -1;
};

// Splits text[start, end) at the added tokens written in it (special tokens such as [MASK] put
// in by masking, a fine-tuned model's own), as Hugging Face's AddedVocabulary does: the
// leftmost match first, the longest of those, a single-word token only between non-word
// characters.
std::vector<TextSegment> splitOnAddedTokens(const std::u32string& text, std::size_t start,
                                            std::size_t end, const AddedTokenSet& tokens);

}  // namespace akshara::model

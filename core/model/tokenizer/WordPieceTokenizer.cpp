#include "model/tokenizer/WordPieceTokenizer.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "common/Error.h"
#include "text/Utf8.h"

namespace akshara::model {

namespace {

using Spans = std::vector<std::pair<std::size_t, std::size_t>>;

// Hugging Face's Whitespace (\w+|[^\w\s]+, whitespace dropped) or, with `punctuation` false,
// its WhitespaceSplit (the runs between whitespace).
Spans whitespaceWords(const std::u32string& text, bool punctuation) {
    Spans words;
    for (std::size_t i = 0; i < text.size();) {
        if (isRegexSpace(text[i])) {
            ++i;
            continue;
        }
        const bool word = isRegexWordCharacter(text[i]);
        std::size_t j = i + 1;
        while (j < text.size() && !isRegexSpace(text[j]) &&
               (!punctuation || isRegexWordCharacter(text[j]) == word)) {
            ++j;
        }
        words.emplace_back(i, j);
        i = j;
    }
    return words;
}

Spans splitWords(const std::u32string& text, WordPieceOptions::WordSplit split) {
    switch (split) {
        case WordPieceOptions::WordSplit::Whitespace:
            return whitespaceWords(text, true);
        case WordPieceOptions::WordSplit::WhitespaceSplit:
            return whitespaceWords(text, false);
        case WordPieceOptions::WordSplit::Bert:
            break;
    }
    return bertPreTokenize(text);
}

}  // namespace

WordPieceTokenizer::WordPieceTokenizer(std::vector<std::string> vocab, WordPieceOptions options,
                                       const std::string& source)
    : vocab_(std::move(vocab)), options_(std::move(options)) {
    if (vocab_.empty()) {
        throw ModelError(source + ": the WordPiece vocabulary is empty");
    }
    ids_.reserve(vocab_.size());
    for (std::size_t i = 0; i < vocab_.size(); ++i) {
        ids_[vocab_[i]] = static_cast<std::int64_t>(i);
    }
    for (const std::string* required :
         {&options_.unkToken, &options_.clsToken, &options_.sepToken}) {
        if (ids_.find(*required) == ids_.end()) {
            throw ModelError(source + ": the WordPiece vocabulary has no " + *required + " token");
        }
    }
    unkId_ = ids_.at(options_.unkToken);
    padId_ = ids_.count(options_.padToken) ? ids_.at(options_.padToken) : 0;
    const SpecialToken cls{ids_.at(options_.clsToken), options_.clsToken};
    const SpecialToken sep{ids_.at(options_.sepToken), options_.sepToken};
    template_ = bertTemplate(cls, sep);
    for (const std::string* special : {&options_.unkToken, &options_.clsToken, &options_.sepToken,
                                       &options_.padToken, &options_.maskToken}) {
        const auto it = ids_.find(*special);
        if (it != ids_.end()) {
            asWritten_.add(text::decodeUtf8(*special), {*special, it->second});
        }
    }
    vocabSize_ = vocab_.size();
    // A special token keeps the id its name has in the vocabulary.
    vocabSize_ = fileAddedTokens(
        options_.addedTokens, asWritten_, normalized_, vocabSize_,
        [this](const std::u32string& content) {
            return bertNormalize(content, 0, content.size(), options_.normalizer).text;
        });
}

std::unique_ptr<WordPieceTokenizer> WordPieceTokenizer::fromVocabFile(const std::string& path,
                                                                      WordPieceOptions options) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw ModelError(path + ": cannot read the WordPiece vocabulary");
    }
    std::vector<std::string> vocab;
    std::string line;
    std::size_t lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (text::firstInvalidUtf8(line)) {
            throw ModelError(path + ": line " + std::to_string(lineNumber) +
                             " is not valid UTF-8; not a WordPiece vocabulary");
        }
        vocab.push_back(line);
    }
    if (in.bad()) {
        throw ModelError(path + ": cannot read the WordPiece vocabulary");
    }
    return std::make_unique<WordPieceTokenizer>(std::move(vocab), std::move(options), path);
}

std::string WordPieceTokenizer::maskToken() const {
    return ids_.count(options_.maskToken) ? options_.maskToken : options_.unkToken;
}

std::int64_t WordPieceTokenizer::idOf(const std::string& piece) const {
    const auto it = ids_.find(piece);
    return it == ids_.end() ? -1 : it->second;
}

void WordPieceTokenizer::tokenizeWord(const AlignedText& normalized, std::size_t from,
                                      std::size_t to, int wordId, PieceSequence& out) const {
    const auto whole = normalized.originOf(from, to);
    if (to - from > options_.maxInputCharsPerWord) {
        out.add(unkId_, options_.unkToken, whole.first, whole.second, wordId);
        return;
    }
    // UTF-8 of the word with the byte offset of every character boundary.
    std::string bytes;
    std::vector<std::size_t> boundary{0};
    for (std::size_t i = from; i < to; ++i) {
        bytes += text::encodeUtf8(normalized.text[i]);
        boundary.push_back(bytes.size());
    }
    const std::size_t length = to - from;
    const std::size_t firstPiece = out.size();
    std::size_t start = 0;
    std::string candidate;
    while (start < length) {
        std::size_t end = length;
        std::int64_t found = -1;
        while (end > start) {
            candidate.clear();
            if (start > 0) {
                candidate = options_.continuingPrefix;
            }
            candidate.append(bytes, boundary[start], boundary[end] - boundary[start]);
            found = idOf(candidate);
            if (found >= 0) {
                break;
            }
            --end;
        }
        if (found < 0) {
            out.truncate(firstPiece);
            out.add(unkId_, options_.unkToken, whole.first, whole.second, wordId);
            return;
        }
        const auto span = normalized.originOf(from + start, from + end);
        out.add(found, candidate, span.first, span.second, wordId);
        start = end;
    }
}

PieceSequence WordPieceTokenizer::tokenize(std::string_view textUtf8) const {
    const std::u32string original = text::decodeUtf8(textUtf8);
    PieceSequence out;
    int wordId = 0;
    // Hugging Face's order: the tokens matched as written first, then in what remains,
    // normalized, the normalized tokens.
    for (const auto& segment : splitOnAddedTokens(original, 0, original.size(), asWritten_)) {
        if (segment.added >= 0) {
            out.add(asWritten_.tokens[static_cast<std::size_t>(segment.added)].id,
                    text::encodeUtf8(original.substr(segment.start, segment.end - segment.start)),
                    segment.start, segment.end, wordId++);
            continue;
        }
        const AlignedText normalized =
            bertNormalize(original, segment.start, segment.end, options_.normalizer);
        for (const auto& part :
             splitOnAddedTokens(normalized.text, 0, normalized.text.size(), normalized_)) {
            const std::u32string text = normalized.text.substr(part.start, part.end - part.start);
            if (part.added >= 0) {
                const auto span = normalized.originOf(part.start, part.end);
                out.add(normalized_.tokens[static_cast<std::size_t>(part.added)].id,
                        text::encodeUtf8(text), span.first, span.second, wordId++);
                continue;
            }
            for (const auto& [from, to] : splitWords(text, options_.wordSplit)) {
                tokenizeWord(normalized, part.start + from, part.start + to, wordId++, out);
            }
        }
    }
    return out;
}

Encoding WordPieceTokenizer::encode(std::string_view text, std::size_t maxLength) const {
    return assembleSingle(template_, tokenize(text), maxLength);
}

Encoding WordPieceTokenizer::encodePair(std::string_view first, std::string_view second,
                                        std::size_t maxLength) const {
    return assemblePair(template_, tokenize(first), tokenize(second), maxLength);
}

}  // namespace akshara::model

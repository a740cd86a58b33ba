#include "model/tokenizer/SentencePieceTokenizer.h"

#include <algorithm>
#include <fstream>
#include <iterator>

#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include "common/Error.h"
#include "model/tokenizer/BertNormalizer.h"
#include "model/tokenizer/PrecompiledCharsmap.h"
#include "model/tokenizer/internal/SentencePieceModule.h"
#include "text/Utf8.h"

namespace akshara::model {

namespace {

const std::string kWordBoundary = "\xE2\x96\x81";  // U+2581, SentencePiece's space

bool startsWithBoundary(const std::string& piece) {
    return piece.compare(0, kWordBoundary.size(), kWordBoundary) == 0;
}

// Characters that may turn into whitespace or vanish in a SentencePiece normalizer (spaces,
// controls, zero-width and format characters); which of them do is asked of the model.
std::vector<char32_t> vanishingCandidates() {
    std::vector<char32_t> out;
    for (char32_t c = 0; c < 0x3400; ++c) {
        const auto type = u_charType(static_cast<UChar32>(c));
        if (c < 0x20 || type == U_CONTROL_CHAR || type == U_FORMAT_CHAR ||
            type == U_SPACE_SEPARATOR || type == U_LINE_SEPARATOR ||
            type == U_PARAGRAPH_SEPARATOR || u_isUWhiteSpace(static_cast<UChar32>(c)) ||
            c == 0x034F || (c >= 0x180B && c <= 0x180F)) {
            out.push_back(c);
        }
    }
    for (char32_t c = 0xFE00; c <= 0xFE0F; ++c) {  // variation selectors
        out.push_back(c);
    }
    for (char32_t c : {0xFEFFu, 0xFFA0u, 0x3164u, 0xFFF9u, 0xFFFAu, 0xFFFBu}) {
        out.push_back(c);
    }
    return out;
}

bool assignedByUnicode9(UChar32 c) {
    UVersionInfo age;
    u_charAge(c, age);
    return age[0] != 0 && age[0] <= 9 && !(age[0] == 9 && age[1] > 0);
}

// Hugging Face's StripAccents drops what its normalization crate's Unicode 9.0 tables call a
// combining mark: any mark, Mn, Mc or Me, so Devanagari's ि and ा go with ं. A character
// assigned since 9.0 (Malayalam ഻ U+0D3B) is no mark there and stays. Three characters have
// changed category since.
bool isStrippedMark(UChar32 c) {
    if (c == 0x1CF2 || c == 0x1CF3) {  // VEDIC SIGN ARDHAVISARGA, ROTATED ARDHAVISARGA: Mc then
        return true;
    }
    if (c == 0x111C9) {  // SHARADA SANDHI MARK: punctuation then
        return false;
    }
    return assignedByUnicode9(c) && (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0;
}

}  // namespace

SentencePieceTokenizer::SentencePieceTokenizer(const std::string& modelPath,
                                               SentencePieceOptions options)
    : options_(options) {
    std::ifstream in(modelPath, std::ios::binary);
    if (!in) {
        throw ModelError(modelPath + ": cannot read the SentencePiece model");
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        throw ModelError(modelPath + ": cannot read the SentencePiece model");
    }
    setUp(modelPath, bytes);
}

SentencePieceTokenizer::SentencePieceTokenizer(const std::string& source,
                                               const std::string& serializedModel,
                                               SentencePieceOptions options)
    : options_(options) {
    setUp(source, serializedModel);
}

void SentencePieceTokenizer::setUp(const std::string& modelPath, const std::string& bytes) {
    for (const auto& map : precompiledCharsmapsOf(bytes)) {
        const std::string problem = precompiledCharsmapProblem(map);
        if (!problem.empty()) {
            throw ModelError(modelPath + ": the normalization map is corrupt (" + problem + ")");
        }
    }
    // The map is applied here as Hugging Face applies it, and libsentencepiece is given the
    // normalized text with a model that maps nothing.
    const std::string charsmap = normalizerCharsmapOf(bytes);
    charsmap_ = PrecompiledCharsmap(charsmap);
    processor_ = std::make_unique<internal::SentencePieceModel>(
        modelPath, charsmap.empty() ? bytes : withoutNormalizerCharsmap(bytes));
    const int pieces = processor_->pieceSize();
    if (pieces <= 0) {
        throw ModelError(modelPath + ": the SentencePiece model has no pieces");
    }
    const auto pieceId = [&](const std::string& piece) -> std::int64_t {
        const int id = processor_->pieceToId(piece);
        return processor_->idToPiece(id) == piece ? id : -1;
    };
    const auto require = [&](const std::string& piece) {
        const std::int64_t id = pieceId(piece);
        if (id < 0) {
            throw ModelError(modelPath + ": the SentencePiece model has no " + piece + " piece");
        }
        return id;
    };
    unkToken_ = processor_->idToPiece(processor_->unkId());
    std::vector<std::pair<std::string, std::int64_t>> specials;
    switch (options_.family) {
        case SentencePieceFamily::XlmRoberta: {
            vocabSize_ = static_cast<std::size_t>(pieces) + (options_.nativeIds ? 0 : 2);
            padId_ = options_.nativeIds ? require("<pad>") : 1;
            unkId_ = options_.nativeIds ? processor_->unkId() : 3;
            unkToken_ = options_.nativeIds ? unkToken_ : "<unk>";
            const std::int64_t maskId = options_.nativeIds ? pieceId("<mask>") : pieces + 1;
            maskToken_ = maskId >= 0 ? "<mask>" : unkToken_;
            const SpecialToken cls{options_.nativeIds ? require("<s>") : 0, "<s>"};
            const SpecialToken sep{options_.nativeIds ? require("</s>") : 2, "</s>"};
            template_ = robertaTemplate(cls, sep);
            specials = {{"<s>", cls.id}, {"<pad>", padId_}, {"</s>", sep.id}, {unkToken_, unkId_}};
            if (maskId >= 0) {
                specials.emplace_back("<mask>", maskId);
            }
            break;
        }
        case SentencePieceFamily::Albert: {
            vocabSize_ = static_cast<std::size_t>(pieces);
            unkId_ = processor_->unkId();
            padId_ = pieceId("<pad>") >= 0 ? pieceId("<pad>") : 0;
            maskToken_ = pieceId("[MASK]") >= 0 ? "[MASK]" : unkToken_;
            const SpecialToken cls{require("[CLS]"), "[CLS]"}, sep{require("[SEP]"), "[SEP]"};
            template_ = bertTemplate(cls, sep);
            for (const char* s : {"<pad>", "<unk>", "[CLS]", "[SEP]", "[MASK]"}) {
                if (pieceId(s) >= 0) {
                    specials.emplace_back(s, pieceId(s));
                }
            }
            break;
        }
        case SentencePieceFamily::T5: {
            vocabSize_ = static_cast<std::size_t>(pieces) + options_.extraIds;
            unkId_ = processor_->unkId();
            padId_ = pieceId("<pad>") >= 0 ? pieceId("<pad>") : 0;
            maskToken_ = unkToken_;
            const SpecialToken eos{require("</s>"), "</s>"};
            template_.after = {eos};
            template_.pairMiddle = {eos};
            template_.pairAfter = {eos};
            for (const char* s : {"<pad>", "</s>", "<unk>"}) {
                if (pieceId(s) >= 0) {
                    specials.emplace_back(s, pieceId(s));
                }
            }
            for (std::size_t i = 0; i < options_.extraIds; ++i) {
                specials.emplace_back("<extra_id_" + std::to_string(i) + ">",
                                      static_cast<std::int64_t>(vocabSize_ - 1 - i));
            }
            break;
        }
    }
    for (const auto& [textUtf8, id] : specials) {
        asWritten_.add(text::decodeUtf8(textUtf8), {textUtf8, id});
    }
    // A special token keeps the id the family gives it.
    vocabSize_ = fileAddedTokens(options_.addedTokens, asWritten_, normalized_, vocabSize_,
                                 [this](const std::u32string& content) {
                                     return normalize(content, 0, content.size()).text;
                                 });
    bosPiece_ = static_cast<int>(pieceId("<s>"));
    padPiece_ = static_cast<int>(pieceId("<pad>"));
    eosPiece_ = static_cast<int>(pieceId("</s>"));
    for (const char32_t c : vanishingCandidates()) {
        const std::string alone = text::encodeUtf8(c);
        if (processor_->encode(charsmap_.transform(alone).value_or(alone)).empty()) {
            vanishing_.insert(c);
        }
    }
}

SentencePieceTokenizer::~SentencePieceTokenizer() = default;

std::string SentencePieceTokenizer::kind() const {
    switch (options_.family) {
        case SentencePieceFamily::XlmRoberta:
            return "sentencepiece-xlmr";
        case SentencePieceFamily::Albert:
            return "sentencepiece-albert";
        case SentencePieceFamily::T5:
            return "sentencepiece-t5";
    }
    return "sentencepiece";
}

std::int64_t SentencePieceTokenizer::externalId(int pieceId) const {
    if (options_.family != SentencePieceFamily::XlmRoberta || options_.nativeIds) {
        return pieceId;
    }
    // fairseq's dictionary: four specials first, then the pieces shifted by one.
    if (pieceId == processor_->unkId()) {
        return 3;
    }
    if (pieceId == bosPiece_) {
        return 0;
    }
    if (pieceId == padPiece_) {
        return 1;
    }
    if (pieceId == eosPiece_) {
        return 2;
    }
    return static_cast<std::int64_t>(pieceId) + 1;
}

bool SentencePieceTokenizer::vanishes(char32_t c) const {
    return u_isUWhiteSpace(static_cast<UChar32>(c)) || vanishing_.count(c) > 0;
}

AlignedText SentencePieceTokenizer::normalize(const std::u32string& original, std::size_t start,
                                              std::size_t end) const {
    // ALBERT's own preprocessing before the model's map; identity for the others.
    AlignedText prepared;
    const bool albert = options_.family == SentencePieceFamily::Albert;
    for (std::size_t i = start; i < end; ++i) {
        const char32_t c = original[i];
        if (albert && (c == U'`' || c == U'\'') && i + 1 < end && original[i + 1] == c) {
            prepared.push(U'"', i, i + 2);
            ++i;
            continue;
        }
        if ((options_.keepAccents && !options_.lowercase) || c < 0x80) {
            const bool lower = options_.lowercase && c >= U'A' && c <= U'Z';
            prepared.push(lower ? c - U'A' + U'a' : c, i, i + 1);
            continue;
        }
        icu::UnicodeString piece(static_cast<UChar32>(c));
        if (!options_.keepAccents) {
            // NFKD by the same tables: a character assigned since 9.0 is not decomposed.
            icu::UnicodeString decomposed = piece;
            if (assignedByUnicode9(static_cast<UChar32>(c))) {
                UErrorCode status = U_ZERO_ERROR;
                const icu::Normalizer2* nfkd = icu::Normalizer2::getNFKDInstance(status);
                decomposed = nfkd->normalize(piece, status);
            }
            icu::UnicodeString kept;
            for (int32_t k = 0; k < decomposed.length();) {
                const UChar32 d = decomposed.char32At(k);
                if (!isStrippedMark(d)) {
                    kept.append(d);
                }
                k += U16_LENGTH(d);
            }
            piece = kept;
        }
        if (options_.lowercase) {
            piece.toLower(icu::Locale::getRoot());
        }
        for (int32_t k = 0; k < piece.length();) {
            const UChar32 d = piece.char32At(k);
            prepared.push(static_cast<char32_t>(d), i, i + 1);
            k += U16_LENGTH(d);
        }
    }
    AlignedText normalized = charsmap_.normalize(prepared);
    for (char32_t& c : normalized.text) {
        // NEXT LINE (a cp1252 ellipsis read as Latin-1): the precompiled map keeps it (and sees
        // it end a grapheme), and Hugging Face's whitespace split then breaks the word there,
        // as at a space.
        if (c == U'\u0085' && options_.splitsAtWhitespace) {
            c = U' ';
        }
    }
    return normalized;
}

void SentencePieceTokenizer::tokenizeNormalized(const std::u32string& original,
                                                const AlignedText& normalized, std::size_t from,
                                                std::size_t to, std::size_t end, int& wordId,
                                                PieceSequence& out) const {
    if (from == to) {
        return;
    }
    std::string bytes;
    std::vector<std::size_t> charAt;  // byte offset -> character index
    for (std::size_t i = from; i < to; ++i) {
        const std::string encoded = text::encodeUtf8(normalized.text[i]);
        charAt.insert(charAt.end(), encoded.size(), i);
        bytes += encoded;
    }
    charAt.push_back(to);

    const auto pieces = processor_->encode(bytes);
    const std::size_t first = out.size();
    std::vector<std::size_t> loneBoundaries;
    for (const auto& piece : pieces) {
        const std::size_t pieceFrom = charAt[std::min<std::size_t>(piece.begin, bytes.size())];
        const std::size_t pieceTo = charAt[std::min<std::size_t>(piece.end, bytes.size())];
        std::size_t spanStart = pieceFrom < to ? normalized.origin[pieceFrom].first : end;
        std::size_t spanEnd = spanStart;
        if (pieceFrom < pieceTo) {
            std::tie(spanStart, spanEnd) = normalized.originOf(pieceFrom, pieceTo);
        }
        const bool boundary = startsWithBoundary(piece.piece);
        if (boundary || out.size() == first) {
            ++wordId;
        }
        if (boundary) {
            // Hugging Face splits words at whitespace first: the "▁" belongs to the word.
            while (spanStart < spanEnd && vanishes(original[spanStart])) {
                ++spanStart;
            }
            if (spanStart == spanEnd) {
                loneBoundaries.push_back(out.size());
            }
        }
        // Unknown pieces carry their surface; Hugging Face prints the unknown token.
        const int id = piece.id;
        out.add(externalId(id), id == processor_->unkId() ? unkToken_ : piece.piece, spanStart,
                spanEnd, wordId);
    }
    // A lone "▁" takes the place of the word's first character.
    for (const std::size_t k : loneBoundaries) {
        if (k + 1 < out.size() && out.wordIds[k + 1] == out.wordIds[k]) {
            const std::size_t next = out.offsets[k + 1].first;
            out.offsets[k] = {next, std::min(next + 1, out.offsets[k + 1].second)};
        }
    }
    if (options_.spaceAtEndIsAPiece && normalized.text[to - 1] == U' ') {
        // The spaces at the end, made one by the normalizer's Replace, are the last "▁".
        std::size_t spaces = to - 1;
        while (spaces > from && normalized.text[spaces - 1] == U' ') {
            --spaces;
        }
        const auto span = normalized.originOf(spaces, to);
        const int id = processor_->pieceToId(kWordBoundary);
        const bool known = processor_->idToPiece(id) == kWordBoundary;
        out.add(externalId(known ? id : processor_->unkId()), known ? kWordBoundary : unkToken_,
                span.first, span.second, ++wordId);
    }
}

PieceSequence SentencePieceTokenizer::tokenize(std::string_view textUtf8) const {
    const std::u32string original = text::decodeUtf8(textUtf8);
    PieceSequence out;
    int wordId = -1;
    // Hugging Face's order: the tokens matched as written first, then in what remains,
    // normalized, the normalized tokens.
    for (const auto& segment : splitOnAddedTokens(original, 0, original.size(), asWritten_)) {
        if (segment.added >= 0) {
            out.add(asWritten_.tokens[static_cast<std::size_t>(segment.added)].id,
                    text::encodeUtf8(original.substr(segment.start, segment.end - segment.start)),
                    segment.start, segment.end, ++wordId);
            continue;
        }
        const AlignedText normalized = normalize(original, segment.start, segment.end);
        for (const auto& part :
             splitOnAddedTokens(normalized.text, 0, normalized.text.size(), normalized_)) {
            // Where the part ends in the original text.
            const std::size_t end =
                part.end < normalized.text.size() ? normalized.origin[part.end].first : segment.end;
            if (part.added < 0) {
                tokenizeNormalized(original, normalized, part.start, part.end, end, wordId, out);
                continue;
            }
            const auto span = normalized.originOf(part.start, part.end);
            out.add(normalized_.tokens[static_cast<std::size_t>(part.added)].id,
                    text::encodeUtf8(normalized.text.substr(part.start, part.end - part.start)),
                    span.first, span.second, ++wordId);
        }
    }
    return out;
}

Encoding SentencePieceTokenizer::encode(std::string_view text, std::size_t maxLength) const {
    return assembleSingle(template_, tokenize(text), maxLength);
}

Encoding SentencePieceTokenizer::encodePair(std::string_view first, std::string_view second,
                                            std::size_t maxLength) const {
    return assemblePair(template_, tokenize(first), tokenize(second), maxLength);
}

}  // namespace akshara::model

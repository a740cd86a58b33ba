#include "model/tokenizer/WordPieceVocabularyBuilder.h"

#include <algorithm>
#include <set>
#include <unordered_set>

#include "common/Error.h"
#include "model/tokenizer/BertNormalizer.h"
#include "model/tokenizer/internal/SentencePieceModule.h"
#include "text/Utf8.h"

namespace akshara::model {

namespace {

const std::string kWordStart = "\xE2\x96\x81";  // U+2581, SentencePiece's word-start mark

}  // namespace

const std::vector<std::string>& wordPieceSpecialTokens() {
    static const std::vector<std::string> tokens = {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"};
    return tokens;
}

std::vector<std::string> buildWordPieceVocabulary(const std::vector<std::string>& texts,
                                                  std::size_t vocabSize) {
    // The words exactly as the WordPiece tokenizer will see them (cased, marks kept).
    BertNormalizerOptions normalizer;
    std::vector<std::string> sentences;
    std::set<char32_t> characters;
    for (const auto& text : texts) {
        const auto original = text::decodeUtf8(text);
        const auto normalized = bertNormalize(original, 0, original.size(), normalizer);
        std::string sentence;
        for (const auto& [from, to] : bertPreTokenize(normalized.text)) {
            const std::u32string word = normalized.text.substr(from, to - from);
            characters.insert(word.begin(), word.end());
            sentence += (sentence.empty() ? "" : " ") + text::encodeUtf8(word);
        }
        if (!sentence.empty()) {
            sentences.push_back(std::move(sentence));
        }
    }
    if (sentences.empty()) {
        throw InputError("the training texts hold no words to build a vocabulary from");
    }
    const auto& specials = wordPieceSpecialTokens();
    // SentencePiece needs room for every character (plus its <unk>); below that it refuses.
    const std::size_t pieces = std::max(
        vocabSize > specials.size() ? vocabSize - specials.size() : 0, characters.size() + 2);
    // BPE on the whole corpus, one thread (the result does not depend on
    // scheduling), no normalization (the tokenizer's own runs first), no size limit error
    // on small corpora: it stops when no pair is left to merge.
    const std::string args = "--model_type=bpe --vocab_size=" + std::to_string(pieces) +
                             " --character_coverage=1.0 --hard_vocab_limit=false"
                             " --normalization_rule_name=identity --add_dummy_prefix=true"
                             " --split_by_whitespace=true --split_digits=false"
                             " --byte_fallback=false --bos_id=-1 --eos_id=-1 --pad_id=-1"
                             " --unk_id=0 --num_threads=1 --input_sentence_size=0"
                             " --shuffle_input_sentence=false --max_sentence_length=1000000";
    const auto serialized = internal::trainSentencePiece(args, &sentences);
    const internal::SentencePieceModel model("the trained vocabulary", serialized);

    std::vector<std::string> vocab(specials.begin(), specials.end());
    std::unordered_set<std::string> seen(vocab.begin(), vocab.end());
    auto add = [&](const std::string& piece) {
        if (!piece.empty() && seen.insert(piece).second) {
            vocab.push_back(piece);
        }
    };
    for (char32_t c : characters) {
        add(text::encodeUtf8(c));
        add("##" + text::encodeUtf8(c));
    }
    for (int id = 0; id < model.pieceSize(); ++id) {
        if (id == model.unkId()) {
            continue;
        }
        const auto piece = model.idToPiece(id);
        if (piece.compare(0, kWordStart.size(), kWordStart) == 0) {
            add(piece.substr(kWordStart.size()));
        } else {
            add("##" + piece);
        }
    }
    return vocab;
}

}  // namespace akshara::model

#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace akshara::model {

// The special tokens a built vocabulary starts with, in id order: [PAD]=0, [UNK]=1, [CLS]=2,
// [SEP]=3, [MASK]=4.
const std::vector<std::string>& wordPieceSpecialTokens();

// Builds a BERT WordPiece vocabulary (vocab.txt's lines, id order) from texts: the words as
// BERT splits them (no lower-casing, accents and Indic vowel signs kept) are segmented by a
// SentencePiece BPE model trained on them, word-initial pieces kept as they are and the
// others given "##"; every character seen is added in both forms so that no word of the
// texts becomes [UNK]. About `vocabSize` entries (fewer when the texts are small; more when
// they hold more distinct characters). Throws InputError when the texts hold no word and
// ModelError with the trainer's reason when SentencePiece fails.
std::vector<std::string> buildWordPieceVocabulary(const std::vector<std::string>& texts,
                                                  std::size_t vocabSize);

}  // namespace akshara::model
